import Foundation

/// A colour filter as a 4 × 5 matrix over un-premultiplied sRGB components in 0…1 (rows R, G,
/// B, A; columns R, G, B, A and a constant), as SVG's `feColorMatrix` defines one. SwiftUI's
/// colour filters are these matrices: `saturation`, `grayscale`, `brightness`, `contrast`,
/// `hueRotation`, `colorInvert`, `colorMultiply` and `luminanceToAlpha`. The saturation and hue
/// rotation coefficients are the Filter Effects specification's (Rec. 709 luminance).
public struct ColorMatrix: Hashable, Sendable, CustomStringConvertible {
    /// Row-major, 20 values.
    public let values: [Double]

    public init(_ values: [Double]) {
        precondition(values.count == 20, "a colour matrix has 20 values")
        self.values = values
    }

    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// `saturation(s)`: 0 is grey, 1 unchanged, above 1 more saturated.
    public static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix([0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
                     0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
                     0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
                     0, 0, 0, 1, 0])
    }

    /// `grayscale(amount)`: 0 unchanged, 1 fully grey.
    public static func grayscale(_ amount: Double) -> ColorMatrix { saturation(1 - amount) }

    /// `brightness(amount)`: `amount` added to each colour component.
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }

    /// `contrast(amount)`: each colour component moved from mid-grey by `amount` times its distance.
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let o = 0.5 - 0.5 * amount
        return ColorMatrix([amount, 0, 0, 0, o, 0, amount, 0, 0, o, 0, 0, amount, 0, o, 0, 0, 0, 1, 0])
    }

    /// `colorInvert()`: each colour component c becomes 1 − c.
    public static let invert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

    /// `colorMultiply(color)`: every component multiplied by the colour's.
    public static func multiply(_ c: RGBA) -> ColorMatrix {
        ColorMatrix([c.r, 0, 0, 0, 0, 0, c.g, 0, 0, 0, 0, 0, c.b, 0, 0, 0, 0, 0, c.a, 0])
    }

    /// `hueRotation(angle)`: hues turned by `degrees` around the colour wheel.
    public static func hueRotation(degrees: Double) -> ColorMatrix {
        let a = degrees * .pi / 180
        let (c, s) = (cos(a), sin(a))
        return ColorMatrix([0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
                            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
                            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
                            0, 0, 0, 1, 0])
    }

    /// `luminanceToAlpha()`: black, as opaque as the colour is light.
    public static let luminanceToAlpha = ColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0])

    /// This filter, then `next` (a view's filters apply innermost first).
    public func then(_ next: ColorMatrix) -> ColorMatrix {
        var out = [Double](repeating: 0, count: 20)
        for r in 0..<4 {
            for c in 0..<5 {
                var v = c == 4 ? next.values[r * 5 + 4] : 0
                for k in 0..<4 { v += next.values[r * 5 + k] * values[k * 5 + c] }
                out[r * 5 + c] = v
            }
        }
        return ColorMatrix(out)
    }

    public var description: String {
        "colorMatrix [" + values.map { String(format: "%.4g", $0) }.joined(separator: " ") + "]"
    }
}
