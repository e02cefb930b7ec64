/// Audit thresholds: `audit:` in `tokens.yaml`, overridable per component.
public struct AuditSettings: Hashable, Sendable {
    /// Minimum hit area side in points (Apple: 44).
    public var touchTarget: Double = 44
    /// Minimum gap between two targets before a warning.
    public var targetSpacing: Double = 8
    /// Smallest acceptable scaled text size.
    public var minimumTextSize: Double = 11
    /// The spacing grid's base unit; off-grid paddings/spacings/sizes are warned about when set.
    public var gridUnit: Double?

    public init() {}

    static func parse(_ v: YAMLValue, base: AuditSettings) throws -> AuditSettings {
        let e = try ValueParsing.mapping(v, "audit")
        try ValueParsing.checkKeys(e, allowed: ["touchTarget", "targetSpacing", "minimumTextSize", "gridUnit"], in: "audit")
        var s = base
        func positive(_ key: String) throws -> Double? {
            guard let x = v[key] else { return nil }
            let d = try ValueParsing.checkedLength(ValueParsing.number(x, key), key, at: x.location)
            guard d > 0 else { throw PlumbError("\(key) must be greater than 0", at: x.location) }
            return d
        }
        if let t = try positive("touchTarget") { s.touchTarget = t }
        if let t = try positive("targetSpacing") { s.targetSpacing = t }
        if let t = try positive("minimumTextSize") { s.minimumTextSize = t }
        if let g = try positive("gridUnit") { s.gridUnit = g }
        return s
    }
}
