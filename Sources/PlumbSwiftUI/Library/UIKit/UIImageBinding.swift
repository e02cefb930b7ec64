import Foundation
import PlumbModel

/// `UIImage(named:)` (any bundle: the asset catalogs' image sets, vector or raster) and
/// `UIImage(systemName:)`, for `Image(uiImage:)`. A UIImage holds the image as `Image` would draw it:
/// a symbol at the point size its `UIImage.SymbolConfiguration` gives (17 pt, the body style's, without
/// one), tinted by `withTintColor`, and drawn into an image context with `draw(at:)`/`draw(in:)`.
enum UIImageBinding {
    static let typeNames: Set<String> = ["UIImage", "UIImage.SymbolConfiguration"]

    /// The point size of a symbol image made with no configuration: UIKit's default symbol
    /// configuration follows the body text style, 17 pt at the large Dynamic Type size.
    static let defaultSymbolPointSize = 17.0

    /// `UIImage.SymbolConfiguration(pointSize:)` (with or without `weight:`/`scale:`) or
    /// `(font:)`: the point size symbols are drawn at; nil when the configuration sets none
    /// (`(weight: .bold)`), which leaves the image's own.
    struct SymbolConfiguration: Hashable, NamedNativeValue {
        static let typeName = "UIImage.SymbolConfiguration"
        var pointSize: Double?
    }

    /// An image set's icon, a symbol's name, or an image drawn by code.
    struct Value: Hashable, NamedNativeValue {
        /// The sources' `extension UIImage { var swiftUIImage: Image }` applies to it.
        static let typeName = "UIImage"
        var icon: IconSpec?
        /// The image set the icon is (`UIImage(named:)`): drawn in its own colours.
        var assetName: String?
        var systemName: String?
        var drawn: DrawnImage?
        /// `withRenderingMode(.alwaysTemplate)` of a drawn image: drawn in the foreground style.
        var template = false
        /// A symbol's point size (`applyingSymbolConfiguration`); nil: `defaultSymbolPointSize`.
        var symbolPointSize: Double?
        /// `withTintColor(_:)`: the colour the image is drawn in.
        var tint: Paint?

        /// The size UIKit gives the image, in points (`image.size`).
        var size: CGSize {
            if let d = drawn { return d.size }
            if let name = systemName {
                let (w, h) = IconCatalog.box(name) ?? (1, 1)
                let pt = symbolPointSize ?? UIImageBinding.defaultSymbolPointSize
                return CGSize(width: w * pt, height: h * pt)
            }
            let w = icon?.bitmap?.width ?? icon?.viewBoxWidth ?? 0, h = icon?.bitmap?.height ?? icon?.viewBoxHeight ?? 0
            return CGSize(width: w, height: h)
        }
    }

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        if name == "UIImage.SymbolConfiguration" { return .native(AnyHashable(try configuration(args, site))) }
        guard name == "UIImage" else { return nil }
        // `UIImage()`: an image of no size and no pixels.
        if args.isEmpty { return .native(AnyHashable(Value())) }
        if let n = site.argument(args, "named") {
            let imageName = try site.string(n, "UIImage(named:)")
            if let icon = site.evaluator.assets.image(imageName, site.evaluator.environment.colorScheme) { return .optional(.native(AnyHashable(Value(icon: icon, assetName: imageName)))) }
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
        case "size": return .native(AnyHashable(v.size))
        case "isSymbolImage": return .bool(v.systemName != nil)
        case "scale": return .double(Double(v.icon?.bitmap?.variants.last?.scale ?? 1))
        default: return nil
        }
    }

    /// `withRenderingMode(.alwaysTemplate)`: a raster image drawn in the foreground style;
    /// `applyingSymbolConfiguration(_:)` (nil for an image that is no symbol, as in UIKit) and
    /// `withConfiguration(_:)`; `withTintColor(_:)`/`withTintColor(_:renderingMode:)`; and
    /// `draw(at:)`/`draw(in:)` into the current image context.
    static func method(_ base: Any, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard var v = base as? Value else { return nil }
        switch name {
        case "withRenderingMode":
            if case .implicitMember(let mode, nil)? = args.first?.value, v.drawn != nil { v.template = mode == "alwaysTemplate" }
            if case .implicitMember(let mode, nil)? = args.first?.value, var bitmap = v.icon?.bitmap {
                bitmap.template = mode == "alwaysTemplate"
                v.icon?.bitmap = bitmap
            }
            return .native(AnyHashable(v))
        case "applyingSymbolConfiguration", "withConfiguration":
            let c = try configuration(site.argument(args, nil), site)
            if let pt = c.pointSize { v.symbolPointSize = pt }
            if name == "applyingSymbolConfiguration" { return .optional(v.systemName == nil ? nil : .native(AnyHashable(v))) }
            return .native(AnyHashable(v))
        case "withTintColor":
            guard case .color(let paint) = try UIColorBinding.color(site.argument(args, nil) ?? .void, site) else { return nil }
            v.tint = paint
            return .native(AnyHashable(v))
        case "draw":
            let rect: CGRect
            if let r = site.argument(args, "in") {
                rect = try CoreGraphicsValues.rect(r, site)
            } else {
                let p = try CoreGraphicsValues.point(site.argument(args, "at"), site)
                rect = CGRect(origin: p, size: v.size)
            }
            UIGraphicsImageContext.draw(v, in: rect, site)
            return .void
        default:
            return nil
        }
    }

    /// A symbol configuration: `UIImage.SymbolConfiguration(…)`, or `.init(…)` where one is expected.
    static func configuration(_ v: SwiftValue?, _ site: FoundationSite) throws -> SymbolConfiguration {
        switch v {
        case .native(let n)? where n.base is SymbolConfiguration: return n.base as! SymbolConfiguration
        case .implicitMember("init", let args?)?: return try configuration(args, site)
        // `.unspecified`, or a configuration Plumb does not read: no point size of its own.
        default: return SymbolConfiguration()
        }
    }

    static func configuration(_ args: [Argument], _ site: FoundationSite) throws -> SymbolConfiguration {
        if let p = site.argument(args, "pointSize") {
            let pt = try site.number(p, "SymbolConfiguration(pointSize:)")
            guard pt.isFinite, pt >= 0, pt <= 10_000 else { throw site.fail("a symbol point size of \(pt) is not in 0…10000") }
            return SymbolConfiguration(pointSize: pt)
        }
        if case .native(let n)? = site.argument(args, "font"), let f = n.base as? UIFont { return SymbolConfiguration(pointSize: f.font.size) }
        return SymbolConfiguration()
    }
}
