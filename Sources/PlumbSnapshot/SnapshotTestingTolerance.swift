import Foundation
import PlumbRaster

/// swift-snapshot-testing's rule for whether an image matches its reference, applied to
/// Plumb's render and a team's iOS reference (both premultiplied RGBA, 8 bits a channel), as
/// its `UIImage` diffing defines it (1.19):
/// - sizes must be equal;
/// - identical bytes match;
/// - with `precision` and `perceptualPrecision` both 1, anything else fails;
/// - with `perceptualPrecision` below 1, a pixel matches when its CIE ΔE 1994 distance (what
///   Core Image's `CILabDeltaE` computes, 0…100) is at most (1 − perceptualPrecision) × 100,
///   and the image matches when the share of matching pixels is at least `precision`;
/// - with `perceptualPrecision` 1 and `precision` below 1, bytes are counted: the image fails
///   when more than ⌊(1 − precision) × bytes⌋ of its RGBA bytes differ.
/// Thresholds and shares are computed in `Float`, as swift-snapshot-testing computes them, so
/// a borderline image passes or fails as it does on a Mac.
public struct SnapshotTestingTolerance: Hashable, Sendable {
    public var precision: Double
    public var perceptualPrecision: Double

    public init(precision: Double = 1, perceptualPrecision: Double = 1) {
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
    }

    /// What one comparison found.
    public struct Outcome: Hashable, Sendable {
        public var passed: Bool
        /// The share of matching pixels (ΔE rule) or bytes (byte rule), 0…1; 1 when identical.
        public var share: Double
        /// The largest ΔE 1994 of any pixel (0 unless the ΔE rule ran).
        public var maximumDeltaE: Double
        /// Why it failed, in swift-snapshot-testing's terms; nil when it passed.
        public var failure: String?
    }

    /// Compares `actual` with `reference` by this tolerance.
    public func compare(reference: Pixmap, actual: Pixmap) -> Outcome {
        guard reference.width == actual.width, reference.height == actual.height else {
            return Outcome(passed: false, share: 0, maximumDeltaE: 0,
                           failure: "the image is \(actual.width)×\(actual.height) px but the reference is \(reference.width)×\(reference.height) px")
        }
        if reference.data == actual.data { return Outcome(passed: true, share: 1, maximumDeltaE: 0, failure: nil) }
        if precision >= 1 && perceptualPrecision >= 1 {
            return Outcome(passed: false, share: 0, maximumDeltaE: 0, failure: "the image does not match the reference exactly (precision 1)")
        }
        if perceptualPrecision < 1 {
            // In `Float`, as swift-snapshot-testing computes it (0.98 gives 1.9999981, not 2).
            let threshold = Double((1 - Float(perceptualPrecision)) * 100)
            var failing = 0
            var maximum = 0.0
            let pixels = reference.width * reference.height
            reference.data.withUnsafeBufferPointer { old in
                actual.data.withUnsafeBufferPointer { new in
                    for i in 0..<pixels {
                        let o = i * 4
                        if old[o] == new[o] && old[o + 1] == new[o + 1] && old[o + 2] == new[o + 2] && old[o + 3] == new[o + 3] { continue }
                        let d = Self.deltaE94(Self.lab(old, o), Self.lab(new, o))
                        if d > threshold { failing += 1 }
                        maximum = max(maximum, d)
                    }
                }
            }
            let share = Double(1 - Float(failing) / Float(pixels))
            let passed = !(Float(share) < Float(precision))
            return Outcome(passed: passed, share: share, maximumDeltaE: maximum, failure: passed ? nil :
                "\(Self.percent(share)) of pixels match within ΔE \(Self.number(threshold)), below the required \(Self.percent(precision)) (the largest ΔE is \(Self.number(maximum)))")
        }
        let bytes = reference.data.count
        var different = 0
        for i in 0..<bytes where reference.data[i] != actual.data[i] { different += 1 }
        let allowed = Int((1 - Float(precision)) * Float(bytes))
        let share = 1 - Double(different) / Double(bytes)
        let passed = different <= allowed
        return Outcome(passed: passed, share: share, maximumDeltaE: 0, failure: passed ? nil :
            "\(Self.percent(share)) of bytes match, below the required \(Self.percent(precision))")
    }

    /// CIE 1994 colour difference (graphic arts: kL = kC = kH = 1, K1 = 0.045, K2 = 0.015),
    /// weighted by the first colour's chroma as Core Image's `CILabDeltaE` takes its first image.
    public static func deltaE94(_ a: (l: Double, a: Double, b: Double), _ b: (l: Double, a: Double, b: Double)) -> Double {
        let dL = a.l - b.l
        let c1 = (a.a * a.a + a.b * a.b).squareRoot(), c2 = (b.a * b.a + b.b * b.b).squareRoot()
        let dC = c1 - c2
        let da = a.a - b.a, db = a.b - b.b
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// CIE L*a*b* (D65 white) of an 8-bit sRGB colour given as premultiplied RGBA at `o`:
    /// un-premultiplied, linearised by the sRGB curve, to XYZ by the sRGB matrix.
    static func lab(_ p: UnsafeBufferPointer<UInt8>, _ o: Int) -> (l: Double, a: Double, b: Double) {
        let alpha = Double(p[o + 3])
        func channel(_ v: UInt8) -> Double {
            let s = alpha > 0 ? min(1, Double(v) / alpha) : 0
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return lab(r: channel(p[o]), g: channel(p[o + 1]), b: channel(p[o + 2]))
    }

    /// L*a*b* (D65) of linear sRGB components.
    public static func lab(r: Double, g: Double, b: Double) -> (l: Double, a: Double, b: Double) {
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    static func percent(_ v: Double) -> String { String(format: "%.2f %%", v * 100) }
    static func number(_ v: Double) -> String { String(format: "%.2f", v) }
}
