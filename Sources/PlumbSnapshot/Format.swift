import PlumbModel

/// Number formatting shared by cause messages and dumps: shortest, no trailing ".0".
enum Format {
    static func points(_ v: Double) -> String {
        // Beyond 1e12 (or not finite) there is nothing to round: never convert to Int there.
        guard v.isFinite, abs(v) < 1e12 else { return String(v) }
        if v == v.rounded() { return String(Int(v)) }
        return ((v * 1000).rounded() / 1000).plainText
    }
}

extension Format {
    /// `358 × 67.5`: a width and height in points, as size causes print them.
    static func size(_ width: Double, _ height: Double) -> String { "\(points(width)) × \(points(height))" }
}
