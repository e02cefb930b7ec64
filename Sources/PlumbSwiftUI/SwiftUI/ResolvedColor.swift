import Foundation
import PlumbModel
import SwiftSyntax

/// SwiftUI's `Color.Resolved` (iOS 17): a colour's concrete components. Apple's documentation
/// (developer.apple.com/documentation/swiftui/color/resolved) says the values are stored in
/// linear sRGB, and that `red`, `green` and `blue` are "the amount of … in the sRGB color space"
/// (gamma-encoded, as `Color(red:green:blue:)` takes them) while `linearRed`, `linearGreen` and
/// `linearBlue` are the linear ones. Held with sRGB-encoded components, as Plumb's colours are.
struct ResolvedColor: Hashable, CustomStringConvertible {
    var red: Double
    var green: Double
    var blue: Double
    var opacity: Double

    init(red: Double, green: Double, blue: Double, opacity: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    init(_ c: RGBA) { self.init(red: c.r, green: c.g, blue: c.b, opacity: c.a) }

    /// The colour Plumb draws (components clamped to 0…1: Plumb renders sRGB).
    var rgba: RGBA { RGBA(r: Self.clamp(red), g: Self.clamp(green), b: Self.clamp(blue), a: Self.clamp(opacity)) }

    /// sRGB's transfer function (IEC 61966-2-1), extended to negative values by symmetry as
    /// SwiftUI's extended sRGB is.
    static func linear(_ v: Double) -> Double {
        let a = abs(v)
        let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -l : l
    }

    static func encoded(_ l: Double) -> Double {
        let a = abs(l)
        let v = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return l < 0 ? -v : v
    }

    static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }

    /// `#RRGGBBAA` (Plumb's spelling of a resolved colour's description).
    var description: String {
        func hex(_ v: Double) -> String { String(format: "%02X", Int((Self.clamp(v) * 255).rounded())) }
        return "#" + hex(red) + hex(green) + hex(blue) + hex(opacity)
    }
}

enum ResolvedColorBinding {
    static func value(_ c: ResolvedColor) -> SwiftValue { .native(AnyHashable(c)) }

    /// `color.resolve(in: environment)`. A Plumb colour is resolved for the preview's appearance
    /// when it is made: any environment gets that colour. `EnvironmentValues()` is the light
    /// appearance in SwiftUI; in a dark preview a warning says the dark colour stands in.
    static func resolve(_ paint: Paint, _ args: [Argument], evaluator e: SwiftEvaluator, node: FunctionCallExprSyntax,
                        file: SwiftSourceFile) throws -> SwiftValue {
        guard case .solid(let c) = paint else { throw e.fail("resolve(in:) needs a colour, not a gradient", at: node, file) }
        if case .enumCase("EnvironmentValues", "init", _)? = args.first?.value, e.environment.colorScheme == .dark {
            e.warn("resolve(in: EnvironmentValues()) in a dark preview: the colour as resolved for the dark appearance stands in",
                   at: node.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(node.calledExpression), file)
        }
        return value(ResolvedColor(c))
    }

    /// `Color.Resolved(colorSpace:red:green:blue:opacity:)`: sRGB components unless the colour
    /// space is `.sRGBLinear` (`.displayP3` is converted to sRGB).
    static func construct(_ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol, file: SwiftSourceFile) throws -> SwiftValue {
        func n(_ label: String, _ d: Double? = nil) throws -> Double {
            guard let v = args.first(where: { $0.label == label })?.value.number ?? d else {
                throw e.fail("Color.Resolved needs red:, green: and blue:", at: node, file)
            }
            return v
        }
        var rgb = [try n("red"), try n("green"), try n("blue")]
        switch args.first(where: { $0.label == "colorSpace" })?.value {
        case .implicitMember("sRGBLinear", nil)?: rgb = rgb.map(ResolvedColor.encoded)
        case .implicitMember("displayP3", nil)?:
            let c = ColorSetColorSpace.displayP3.sRGB(rgb)
            rgb = [c.r, c.g, c.b]
        default: break
        }
        return value(ResolvedColor(red: rgb[0], green: rgb[1], blue: rgb[2], opacity: try n("opacity", 1)))
    }

    static func property(_ c: ResolvedColor, _ name: String) -> SwiftValue? {
        switch name {
        case "red": return .double(c.red)
        case "green": return .double(c.green)
        case "blue": return .double(c.blue)
        case "opacity": return .double(c.opacity)
        case "linearRed": return .double(ResolvedColor.linear(c.red))
        case "linearGreen": return .double(ResolvedColor.linear(c.green))
        case "linearBlue": return .double(ResolvedColor.linear(c.blue))
        case "description": return .string(c.description)
        case "cgColor": return .color(.solid(c.rgba))
        default: return nil
        }
    }
}
