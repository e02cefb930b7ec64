/// The two per-snapshot budgets a real design may legitimately outgrow — a long scrolling
/// screen (canvas pixels) or full-screen materials at @3x (pixel work) — raised per system
/// in `tokens.yaml`:
///
/// ```yaml
/// limits: {canvasPixels: 33554432, pixelWork: 17179869184}
/// ```
///
/// Each may go up to four times its default and no further (`ceiling`), so a hostile spec
/// still cannot ask for unbounded work; lowering them is allowed.
public struct RenderLimits: Hashable, Sendable {
    /// Pixels of one snapshot's canvas.
    public var canvasPixels: Int
    /// Pixel operations one snapshot may cost.
    public var pixelWork: Int

    public init(canvasPixels: Int = Limits.canvasPixels, pixelWork: Int = Limits.pixelWork) {
        self.canvasPixels = canvasPixels
        self.pixelWork = pixelWork
    }

    /// The defaults (`Limits`).
    public static let standard = RenderLimits()
    /// The most a system may raise them to: four times the defaults.
    public static let ceiling = RenderLimits(canvasPixels: 4 * Limits.canvasPixels, pixelWork: 4 * Limits.pixelWork)

    /// Reads `limits:` from tokens.yaml.
    static func parse(_ v: YAMLValue) throws -> RenderLimits {
        let e = try ValueParsing.mapping(v, "limits")
        try ValueParsing.checkKeys(e, allowed: ["canvasPixels", "pixelWork"], in: "limits")
        var r = RenderLimits.standard
        func value(_ key: String, ceiling: Int) throws -> Int? {
            guard let item = v[key] else { return nil }
            let n = try ValueParsing.number(item, key)
            guard n.isFinite, n >= 1, n <= Double(ceiling), n == n.rounded() else {
                throw PlumbError("\(key) must be a whole number from 1 to \(PlumbError.grouped(ceiling)) (four times the default), found \(ValueParsing.fmt(n))",
                                 at: item.location)
            }
            return Int(n)
        }
        if let n = try value("canvasPixels", ceiling: Self.ceiling.canvasPixels) { r.canvasPixels = n }
        if let n = try value("pixelWork", ceiling: Self.ceiling.pixelWork) { r.pixelWork = n }
        return r
    }
}
