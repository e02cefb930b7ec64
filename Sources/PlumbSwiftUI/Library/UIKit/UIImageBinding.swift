import Foundation
import PlumbModel

/// `UIImage(named:)` (any bundle: the asset catalogs' image sets, vector or raster) and
/// `UIImage(systemName:)`, for `Image(uiImage:)`. A UIImage holds the image as `Image` would draw it.
enum UIImageBinding {
    static let typeNames: Set<String> = ["UIImage"]

    /// An image set's icon, a symbol's name, or an image drawn by code.
    struct Value: Hashable {
        var icon: IconSpec?
        /// The image set the icon is (`UIImage(named:)`): drawn in its own colours.
        var assetName: String?
        var systemName: String?
        var drawn: DrawnImage?
        /// `withRenderingMode(.alwaysTemplate)` of a drawn image: drawn in the foreground style.
        var template = false
    }

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard name == "UIImage" else { return nil }
        if let n = site.argument(args, "named") {
            let imageName = try site.string(n, "UIImage(named:)")
            if let icon = site.evaluator.assets.image(imageName) { return .optional(.native(AnyHashable(Value(icon: icon, assetName: imageName)))) }
            site.warn("no image set named '\(imageName)' in the asset catalogs: UIImage(named:) is nil")
            return .optional(nil)
        }
        if let s = site.argument(args, "systemName") {
            return .optional(.native(AnyHashable(Value(systemName: try site.string(s, "UIImage(systemName:)")))))
        }
        // SFSafeSymbols' `UIImage(systemSymbol: .xmark)` (not optional).
        if let s = site.argument(args, "systemSymbol"), let name = SFSafeSymbolsBinding.symbolName(of: s) {
            return .native(AnyHashable(Value(systemName: name)))
        }
        return nil
    }

    static func property(_ base: Any, _ name: String) -> SwiftValue? {
        guard let v = base as? Value else { return nil }
        switch name {
        case "size":
            if let d = v.drawn { return .native(AnyHashable(d.size)) }
            let w = v.icon?.bitmap?.width ?? v.icon?.viewBoxWidth ?? 0, h = v.icon?.bitmap?.height ?? v.icon?.viewBoxHeight ?? 0
            return .native(AnyHashable(CGSize(width: w, height: h)))
        case "scale": return .double(Double(v.icon?.bitmap?.variants.last?.scale ?? 1))
        default: return nil
        }
    }

    /// `withRenderingMode(.alwaysTemplate)`: a raster image drawn in the foreground style.
    static func method(_ base: Any, _ name: String, _ args: [Argument]) -> SwiftValue? {
        guard var v = base as? Value else { return nil }
        guard name == "withRenderingMode" else { return nil }
        if case .implicitMember(let mode, nil)? = args.first?.value, v.drawn != nil { v.template = mode == "alwaysTemplate" }
        if case .implicitMember(let mode, nil)? = args.first?.value, var bitmap = v.icon?.bitmap {
            bitmap.template = mode == "alwaysTemplate"
            v.icon?.bitmap = bitmap
        }
        return .native(AnyHashable(v))
    }
}
