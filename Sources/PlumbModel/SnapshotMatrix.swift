/// Which appearances, Dynamic Type sizes and scale a component is snapshotted at. Set for
/// the whole system under `snapshot:` in `tokens.yaml`; a component's own `snapshot:`
/// overrides any of the keys.
public struct SnapshotMatrix: Hashable, Sendable {
    public var appearances: [Appearance]
    public var dynamicTypes: [DynamicTypeSize]
    public var scale: Int

    public init(appearances: [Appearance] = [.light, .dark], dynamicTypes: [DynamicTypeSize] = [.large, .accessibility3], scale: Int = 3) {
        self.appearances = appearances
        self.dynamicTypes = dynamicTypes
        self.scale = scale
    }

    /// The default when `tokens.yaml` says nothing: light and dark, `large` and
    /// `accessibility3`, @3x.
    public static let standard = SnapshotMatrix()

    /// `base` with the keys present in `v` replaced.
    static func parse(_ v: YAMLValue, base: SnapshotMatrix) throws -> SnapshotMatrix {
        let e = try ValueParsing.mapping(v, "snapshot")
        try ValueParsing.checkKeys(e, allowed: ["appearances", "dynamicTypes", "scale"], in: "snapshot")
        var m = base
        if let a = v["appearances"] {
            m.appearances = try ValueParsing.sequence(a, "appearances").map { item in
                let s = try ValueParsing.string(item, "appearance")
                guard let ap = Appearance(rawValue: s) else {
                    throw PlumbError("unknown appearance '\(s)' (expected light or dark)", at: item.location)
                }
                return ap
            }
            guard !m.appearances.isEmpty else { throw PlumbError("appearances must not be empty", at: a.location) }
        }
        if let d = v["dynamicTypes"] {
            m.dynamicTypes = try ValueParsing.sequence(d, "dynamicTypes").map { item in
                let s = try ValueParsing.string(item, "Dynamic Type size")
                guard let size = DynamicTypeSize(name: s) else {
                    throw PlumbError("unknown Dynamic Type size '\(s)'\(Suggestions.hint(for: s, in: DynamicTypeSize.allCases.map(\.rawValue)))", at: item.location)
                }
                return size
            }
            guard !m.dynamicTypes.isEmpty else { throw PlumbError("dynamicTypes must not be empty", at: d.location) }
        }
        if let s = v["scale"] {
            let n = try ValueParsing.number(s, "scale")
            guard [1.0, 2, 3].contains(n) else { throw PlumbError("scale must be 1, 2 or 3", at: s.location) }
            m.scale = Int(n)
        }
        return m
    }
}
