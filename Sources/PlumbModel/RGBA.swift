import Foundation

/// A non-premultiplied sRGB colour with channels in 0…1.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var r: Double
    public var g: Double
    public var b: Double
    public var a: Double

    public init(r: Double, g: Double, b: Double, a: Double = 1) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    public static let black = RGBA(r: 0, g: 0, b: 0)
    public static let white = RGBA(r: 1, g: 1, b: 1)
    public static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        var digits = Array(hex.dropFirst())
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var bytes: [Double] = []
        var i = 0
        while i < digits.count {
            guard let v = UInt8(String(digits[i...i + 1]), radix: 16) else { return nil }
            bytes.append(Double(v) / 255)
            i += 2
        }
        self.init(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes.count == 4 ? bytes[3] : 1)
    }

    /// The colour with its alpha multiplied by `opacity` (SwiftUI's `.opacity(_:)` on a colour).
    public func withOpacity(_ opacity: Double) -> RGBA {
        RGBA(r: r, g: g, b: b, a: a * opacity)
    }

    /// Channels rounded to 8 bits.
    public var bytes: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func q(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        return (q(r), q(g), q(b), q(a))
    }

    /// `#RRGGBB` when opaque, else `#RRGGBBAA` (upper case).
    public var hex: String {
        let c = bytes
        let rgb = String(format: "#%02X%02X%02X", c.r, c.g, c.b)
        return c.a == 255 ? rgb : rgb + String(format: "%02X", c.a)
    }

    public var description: String { hex }
}
