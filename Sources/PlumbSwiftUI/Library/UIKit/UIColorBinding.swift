import Foundation
import PlumbModel
import SwiftSyntax

/// `UIColor` as view code builds it. A UIColor is held as the colour value SwiftUI's `Color`
/// is (`.color`), resolved for the preview's appearance when it is made — as `Color("asset")`
/// is — so `Color(uiColor:)`, `Color(x)` and a UIColor where a paint is expected need no
/// conversion. System colours (`.systemBlue`, `.label`) are SwiftUI's table, answered by the
/// vocabulary after this binding.
enum UIColorBinding {
    static let typeNames: Set<String> = ["UIColor", "CGColor"]

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard name == "UIColor" else { return nil }
        func n(_ label: String) throws -> Double { try site.number(site.argument(args, label), "UIColor(\(label):)") }
        func has(_ label: String) -> Bool { args.contains { $0.label == label } }
        let alpha = has("alpha") ? clamp(try n("alpha")) : 1
        if has("red") {
            return solid(RGBA(r: clamp(try n("red")), g: clamp(try n("green")), b: clamp(try n("blue")), a: alpha))
        }
        if has("displayP3Red") {
            // Display P3 → sRGB (Plumb renders sRGB): decode, change primaries, encode, clamp.
            let c = ColorSetColorSpace.displayP3.sRGB([try n("displayP3Red"), try n("green"), try n("blue")])
            let tolerance = 0.5 / 255
            let outside = [c.r, c.g, c.b].contains { (x: Double) -> Bool in x < -tolerance || x > 1 + tolerance }
            if outside {
                site.warn("this Display P3 colour is outside sRGB: drawn with the nearest sRGB colour (clamped)")
            }
            return solid(RGBA(r: clamp(c.r), g: clamp(c.g), b: clamp(c.b), a: alpha))
        }
        if has("white") {
            let w = clamp(try n("white"))
            return solid(RGBA(r: w, g: w, b: w, a: alpha))
        }
        if has("hue") {
            return solid(RGBA(hue: clamp(try n("hue")), saturation: clamp(try n("saturation")), brightness: clamp(try n("brightness")), alpha: alpha))
        }
        if has("named") {
            // Any bundle and trait collection: the design system's own asset catalogs, in the
            // preview's appearance, as `Color("name")` looks them up.
            let colorName = try site.string(site.argument(args, "named"), "UIColor(named:)")
            if let c = AdaptiveColor.value({ site.evaluator.assets.color(colorName, $0) }) { return c }
            site.warn("no colour set named '\(colorName)' in the asset catalogs: UIColor(named:) is nil"
                      + Suggestions.hint(for: colorName, in: site.evaluator.assets.colorNames))
            return .optional(nil)
        }
        if let provider = site.argument(args, "dynamicProvider") ?? (args.count == 1 ? site.argument(args, nil) : nil) {
            switch provider {
            case .closure(let c):
                // `UIColor { traits in … }`: called with the preview's traits in each appearance,
                // an adaptive colour as UIKit's dynamic colours are.
                func paint(_ scheme: Appearance) throws -> Paint {
                    var traits = UIKitDevice.currentTraits(site)
                    traits.userInterfaceStyle = scheme.rawValue
                    let v = try color(site.evaluator.callClosure(c, [.native(AnyHashable(traits))], node: site.node, site.file), site)
                    if case .adaptiveColor(let a) = v { return a.paint(scheme) }
                    guard case .color(let p) = v else { throw site.fail("expected a UIColor, found \(v.kindName)") }
                    return p
                }
                return AdaptiveColor.value(light: try paint(.light), dark: try paint(.dark))
            case .color:
                // `UIColor(Color.red)`: SwiftUI's colour as a UIColor.
                return provider
            default:
                break
            }
        }
        if has("cgColor") || has("ciColor") { return try color(args[0].value, site) }
        return nil
    }

    /// UIKit's fixed colours, which are not SwiftUI's adaptive ones of the same name: Apple
    /// documents each as sRGB components (`UIColor.red` is 1, 0, 0; `.gray` 0.5 white; `.brown`
    /// 0.6, 0.4, 0.2), the same in light and dark.
    static let fixedColors: [String: RGBA] = [
        "black": RGBA(r: 0, g: 0, b: 0, a: 1), "darkGray": RGBA(r: 1.0 / 3, g: 1.0 / 3, b: 1.0 / 3, a: 1),
        "lightGray": RGBA(r: 2.0 / 3, g: 2.0 / 3, b: 2.0 / 3, a: 1), "white": RGBA(r: 1, g: 1, b: 1, a: 1),
        "gray": RGBA(r: 0.5, g: 0.5, b: 0.5, a: 1), "red": RGBA(r: 1, g: 0, b: 0, a: 1), "green": RGBA(r: 0, g: 1, b: 0, a: 1),
        "blue": RGBA(r: 0, g: 0, b: 1, a: 1), "cyan": RGBA(r: 0, g: 1, b: 1, a: 1), "yellow": RGBA(r: 1, g: 1, b: 0, a: 1),
        "magenta": RGBA(r: 1, g: 0, b: 1, a: 1), "orange": RGBA(r: 1, g: 0.5, b: 0, a: 1), "purple": RGBA(r: 0.5, g: 0, b: 0.5, a: 1),
        "brown": RGBA(r: 0.6, g: 0.4, b: 0.2, a: 1), "clear": RGBA(r: 0, g: 0, b: 0, a: 0),
    ]

    /// `UIColor.red`, or `.red` where a `UIColor` is expected: UIKit's fixed colour.
    static func staticMember(_ type: String, _ name: String) -> SwiftValue? {
        guard type == "UIColor", let c = fixedColors[name] else { return nil }
        return .color(.solid(c))
    }

    /// `UIColor.init(named:)` and the like spelled as static calls are initializers; `UIColor`'s
    /// static members other than system colours (none here) fall through to the vocabulary.
    static func method(_ receiver: SwiftValue, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard case .color(let paint) = receiver else { return nil }
        switch name {
        case "setFill", "set":
            UIGraphicsImageContext.setFill(paint, site)
            return .void
        case "setStroke":
            return .void
        case "withAlphaComponent":
            let a = clamp(try site.number(site.argument(args, nil), "withAlphaComponent(_:)"))
            guard case .solid(let c) = paint else { return nil }
            return solid(RGBA(r: c.r, g: c.g, b: c.b, a: a))
        case "resolvedColor":
            // The colour was resolved for the preview's appearance when it was made.
            if case .native(let n)? = site.argument(args, "with"), let traits = n.base as? UITraitCollection,
               traits.userInterfaceStyle != "unspecified", traits.userInterfaceStyle != site.evaluator.environment.colorScheme.rawValue {
                site.warn("resolvedColor(with:) for the \(traits.userInterfaceStyle) appearance: the colour as resolved for the preview's "
                          + "\(site.evaluator.environment.colorScheme.rawValue) appearance stands in")
            }
            return receiver
        case "getRed", "getWhite", "getHue":
            guard case .solid(let c) = paint else { return .bool(false) }
            let values: [Double]
            switch name {
            case "getRed": values = [c.r, c.g, c.b, c.a]
            case "getWhite": values = [0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b, c.a]
            default: values = hsb(c)
            }
            // `getRed(&r, green: &g, blue: &b, alpha: &a)`: each inout argument gets its channel.
            for (arg, v) in zip(args, values) {
                guard let target = arg.inoutTarget else { continue }
                try site.evaluator.assign(target.expression, .double(v), target.scope, site.file)
            }
            return .bool(true)
        default:
            return nil
        }
    }

    static func property(_ receiver: SwiftValue, _ name: String) -> SwiftValue? {
        guard case .color = receiver else { return nil }
        switch name {
        // `layer.borderColor = color.cgColor`, `Color(cgColor: c.cgColor)`: the same colour.
        case "cgColor", "ciColor": return receiver
        // A CGColor's sRGB components, red, green, blue and alpha, as `getRed` gives them.
        case "components":
            guard case .color(.solid(let c)) = receiver else { return nil }
            return .optional(.array([c.r, c.g, c.b, c.a].map { .double($0) }))
        case "numberOfComponents":
            guard case .color(.solid) = receiver else { return nil }
            return .int(4)
        case "alpha":
            guard case .color(.solid(let c)) = receiver else { return nil }
            return .double(c.a)
        default: return nil
        }
    }

    /// A value where a UIColor is expected (`.white` from a dynamic provider, `Color.red`).
    static func color(_ v: SwiftValue, _ site: FoundationSite) throws -> SwiftValue {
        let typed = try site.evaluator.coerce(v, to: "UIColor", at: site.node, site.file)
        switch typed.unwrapped ?? typed {
        case .color, .adaptiveColor: return typed.unwrapped ?? typed
        default: break
        }
        throw site.fail("expected a UIColor, found \(v.kindName)")
    }

    static func solid(_ c: RGBA) -> SwiftValue { .color(.solid(c)) }

    static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }

    /// Hue (a fraction of a turn), saturation, brightness and alpha of an sRGB colour.
    static func hsb(_ c: RGBA) -> [Double] {
        let mx = max(c.r, c.g, c.b), mn = min(c.r, c.g, c.b), delta = mx - mn
        var h = 0.0
        if delta > 0 {
            if mx == c.r { h = (c.g - c.b) / delta } else if mx == c.g { h = 2 + (c.b - c.r) / delta } else { h = 4 + (c.r - c.g) / delta }
            h /= 6
            if h < 0 { h += 1 }
        }
        return [h, mx == 0 ? 0 : delta / mx, mx, c.a]
    }
}
