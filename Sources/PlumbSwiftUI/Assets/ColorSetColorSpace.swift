import Foundation

/// The colour spaces Xcode writes in a colour set's `color-space`, and their conversion to the
/// sRGB Plumb renders in. Results are encoded sRGB and not yet clamped (the caller clamps and
/// reports a colour outside the sRGB gamut).
enum ColorSetColorSpace: String, CaseIterable {
    case srgb
    case extendedSRGB = "extended-srgb"
    case extendedLinearSRGB = "extended-linear-srgb"
    case displayP3 = "display-p3"
    case grayGamma22 = "gray-gamma-22"
    case extendedGray = "extended-gray"

    /// Whether the components are `{white, alpha}` rather than `{red, green, blue, alpha}`.
    var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    /// Linear Display P3 → linear sRGB (both D65): the product of CSS Color 4's
    /// `lin_P3_to_XYZ` and `XYZ_to_lin_sRGB` matrices (https://www.w3.org/TR/css-color-4/#color-conversion-code).
    /// Each row sums to 1, so P3 white and greys stay exactly where they are.
    static let p3ToSRGB: [[Double]] = [
        [1.22494017628056, -0.22494017628056004, 0],
        [-0.042056954709688156, 1.0420569547096883, 0],
        [-0.019637554590334394, -0.07863604555063182, 1.0982736001409665],
    ]

    /// Encoded sRGB channels of `components` (`[r, g, b]`, or `[white]` for the grey spaces).
    func sRGB(_ components: [Double]) -> (r: Double, g: Double, b: Double) {
        switch self {
        case .srgb, .extendedSRGB:
            return (components[0], components[1], components[2])
        case .extendedLinearSRGB:
            return (Self.encode(components[0]), Self.encode(components[1]), Self.encode(components[2]))
        case .displayP3:
            // Display P3 uses the sRGB transfer curve: decode, change primaries, encode.
            let linear = components.map(Self.decode)
            let m = Self.p3ToSRGB
            func row(_ i: Int) -> Double { m[i][0] * linear[0] + m[i][1] * linear[1] + m[i][2] * linear[2] }
            return (Self.encode(row(0)), Self.encode(row(1)), Self.encode(row(2)))
        case .grayGamma22:
            // Generic grey with a pure 2.2 power curve, re-encoded with the sRGB curve.
            let w = Self.encode(Self.signedPow(components[0], 2.2))
            return (w, w, w)
        case .extendedGray:
            // Extended grey shares sRGB's curve (UIColor(white:) is sRGB grey).
            return (components[0], components[0], components[0])
        }
    }

    /// sRGB transfer curve, linear → encoded, mirrored for negative (extended) values.
    static func encode(_ x: Double) -> Double {
        let a = abs(x)
        let e = a <= 0.0031308 ? 12.92 * a : 1.055 * pow(a, 1 / 2.4) - 0.055
        return x < 0 ? -e : e
    }

    /// sRGB transfer curve, encoded → linear, mirrored for negative (extended) values.
    static func decode(_ x: Double) -> Double {
        let a = abs(x)
        let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return x < 0 ? -l : l
    }

    private static func signedPow(_ x: Double, _ p: Double) -> Double {
        x < 0 ? -pow(-x, p) : pow(x, p)
    }
}
