import Foundation
import PlumbModel

/// `NSDataAsset(name:)` / `NSDataAsset(name:bundle:)`: a data set of the asset catalogs (a
/// design system's JSON, a Lottie file, a font) — nil when there is none of that name, as on
/// iOS; `data` is the file's bytes (at most `FoundationJSON.maxBytes`), `name` and
/// `typeIdentifier` as the catalog gives them.
enum NSDataAssetBinding {
    static let typeNames: Set<String> = ["NSDataAsset"]

    struct Asset: Hashable {
        var name: String
        var data: Data
        var typeIdentifier: String
    }

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard name == "NSDataAsset" else { return nil }
        guard case .string(let assetName)? = site.argument(args, "name")?.unwrapped else {
            throw site.fail("NSDataAsset needs a name")
        }
        guard let set = site.evaluator.assets.dataAsset(assetName) else { return .optional(nil) }
        let data: Data
        do {
            data = try BoundedFile.read(set.file, limit: FoundationJSON.maxBytes, limitName: "data-asset-size", what: "data set file")
        } catch let e as PlumbError {
            site.warn("\(e.message): NSDataAsset(name: \"\(assetName)\") is nil")
            return .optional(nil)
        }
        return .optional(.native(AnyHashable(Asset(name: assetName, data: data, typeIdentifier: set.typeIdentifier))))
    }

    static func property(_ base: AnyHashable, _ name: String) -> SwiftValue? {
        guard let asset = base as? Asset else { return nil }
        switch name {
        case "data": return FoundationLibrary.wrap(asset.data)
        case "name": return .string(asset.name)
        case "typeIdentifier": return .string(asset.typeIdentifier)
        default: return nil
        }
    }
}
