import Foundation
import PlumbModel

/// `Bundle` as view code uses it to find its resources. Every bundle holds the same resources:
/// the design system's (`ProjectResources`) — `Bundle.main`, `.module`, `Bundle(for:)`,
/// `Bundle(identifier:)`, `Bundle(path:)`, `Bundle(url:)` find the same files, and any API
/// taking a `bundle:` or `in:` argument looks its names up there; its strings are their
/// localisation tables. Only the info dictionary tells bundles apart: `Bundle(for: T.self)`
/// reads the `Info.plist` nearest to `T`'s file (`BundleInfoPlist`); the others have none.
enum FoundationBundle {
    static let typeNames: Set<String> = ["Bundle"]

    /// A bundle of the preview: the shared resources, and the `Info.plist` of the target whose
    /// type it was made for (nil: an empty info dictionary).
    struct PreviewBundle: Hashable, NamedNativeValue {
        static let typeName = "Bundle"
        var infoPlist: BundleInfoPlist?
    }

    /// CoreFoundation's info dictionary keys (`kCFBundleVersionKey as String`), as CoreFoundation
    /// spells them.
    static let infoDictionaryKeys: [String: String] = [
        "kCFBundleVersionKey": "CFBundleVersion", "kCFBundleNameKey": "CFBundleName", "kCFBundleIdentifierKey": "CFBundleIdentifier",
        "kCFBundleExecutableKey": "CFBundleExecutable", "kCFBundleInfoDictionaryVersionKey": "CFBundleInfoDictionaryVersion",
        "kCFBundleDevelopmentRegionKey": "CFBundleDevelopmentRegion", "kCFBundleLocalizationsKey": "CFBundleLocalizations",
    ]

    static func global(_ name: String) -> SwiftValue? { infoDictionaryKeys[name].map { .string($0) } }

    /// The identifier every bundle answers with.
    static let identifier = "plumb.preview.resources"

    static var bundle: SwiftValue { FoundationLibrary.wrap(PreviewBundle()) }

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard name == "Bundle" else { return nil }
        // `Bundle(for: T.self)` is not optional; `Bundle(identifier:)`, `(path:)`, `(url:)` are.
        if args.first?.label == "for" {
            guard case .type(let t)? = args.first?.value, let file = site.evaluator.declarations.type(t)?.location?.file.path,
                  let plist = BundleInfoPlist.nearest(to: file) else { return bundle }
            return FoundationLibrary.wrap(PreviewBundle(infoPlist: plist))
        }
        return .optional(bundle)
    }

    static func staticMember(_ type: String, _ name: String) -> SwiftValue? {
        guard type == "Bundle" else { return nil }
        switch name {
        case "main", "module": return bundle
        case "allBundles", "allFrameworks": return .array([bundle])
        default: return nil
        }
    }

    static func property(_ base: Any, _ name: String, _ site: FoundationSite) throws -> SwiftValue? {
        guard let bundle = base as? PreviewBundle else { return nil }
        let resources = site.evaluator.assets.resources
        let root = URL(fileURLWithPath: resources.root, isDirectory: true)
        switch name {
        case "bundlePath": return .string(resources.root)
        case "resourcePath": return .optional(.string(resources.root))
        case "bundleURL": return FoundationLibrary.wrap(root)
        case "resourceURL": return FoundationLibrary.wrap(Optional(root))
        case "bundleIdentifier": return .optional(.string(identifier))
        case "infoDictionary", "localizedInfoDictionary": return .optional(try infoDictionary(bundle, site))
        case "developmentLocalization": return .optional(.string(resources.localization.developmentLanguage))
        case "localizations", "preferredLocalizations": return .array([.string(resources.localization.developmentLanguage)])
        case "executablePath", "executableURL", "privateFrameworksPath", "sharedFrameworksPath", "builtInPlugInsPath":
            return .optional(nil)
        case "isLoaded": return .bool(true)
        default: return nil
        }
    }

    static func method(_ base: Any, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard let bundle = base as? PreviewBundle else { return nil }
        let resources = site.evaluator.assets.resources
        func optionalString(_ label: String) throws -> String? {
            guard let v = site.argument(args, label), !v.isNil else { return nil }
            return try site.string(v, "Bundle.\(name)(\(label):)")
        }
        switch name {
        case "url":
            guard site.argument(args, "forResource") != nil else { return nil }
            let found = resources.file(try optionalString("forResource") ?? "", try optionalString("withExtension"))
            return FoundationLibrary.wrap(found.map { URL(fileURLWithPath: $0) })
        case "path":
            guard site.argument(args, "forResource") != nil else { return nil }
            let found = resources.file(try optionalString("forResource") ?? "", try optionalString("ofType"))
            return .optional(found.map { .string($0) })
        case "urls":
            let ext = try optionalString("forResourcesWithExtension") ?? ""
            return .optional(.array(resources.files(withExtension: ext).map { FoundationLibrary.wrap(URL(fileURLWithPath: $0)) }))
        case "paths":
            let ext = try optionalString("forResourcesOfType") ?? ""
            return .array(resources.files(withExtension: ext).map { .string($0) })
        case "object":
            // `object(forInfoDictionaryKey:)`.
            let key = try site.string(site.argument(args, "forInfoDictionaryKey"), "Bundle.object(forInfoDictionaryKey:)")
            guard case .dictionary(let pairs) = try infoDictionary(bundle, site) else { return .optional(nil) }
            return .optional(pairs.first { if case .string(key) = $0.key { return true }; return false }?.value)
        case "localizedString":
            let key = try site.string(site.argument(args, "forKey"), "Bundle.localizedString(forKey:)")
            return .string(FoundationLocalization.lookup(key, table: try optionalString("table"), value: try optionalString("value"), site))
        case "load", "preflight": return .bool(true)
        case "unload": return .bool(false)
        default: return nil
        }
    }

    /// The bundle's info dictionary: its `Info.plist` read and expanded, or empty.
    static func infoDictionary(_ bundle: PreviewBundle, _ site: FoundationSite) throws -> SwiftValue {
        guard let plist = bundle.infoPlist else { return .dictionary([]) }
        do {
            let dict = try plist.dictionary(developmentLanguage: site.evaluator.assets.resources.localization.developmentLanguage)
            return try FoundationSerialization.value(dict, site, depth: 0)
        } catch let error as PlumbError {
            throw site.fail("the bundle's Info.plist cannot be read (\(error.description))")
        }
    }
}
