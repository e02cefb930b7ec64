/// Number formatting shared by cause messages and dumps: shortest, no trailing ".0".
enum Format {
    static func points(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e12 { return String(Int(v)) }
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}

extension Format {
    /// `358 × 67.5`: a width and height in points, as size causes print them.
    static func size(_ width: Double, _ height: Double) -> String { "\(points(width)) × \(points(height))" }
}
