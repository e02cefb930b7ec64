import Foundation

/// `plumb audit --json`: one entry per merged finding, with where it occurs in full — the
/// variants, appearances, edges and sizes, and each occurrence with its own measurement.
extension AuditGroup: Encodable {
    struct Occurrence: Encodable {
        var variant: String
        var appearance: String
        var edge: String?
        var dynamicType: String
        var measured: String
    }

    enum CodingKeys: String, CodingKey {
        case rule, severity, system, component, path, message, measured, threshold, suppressed, foreground, background
        case variants, appearances, edges, dynamicTypes, count, line, occurrences
    }

    public func encode(to encoder: Encoder) throws {
        let f = first
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(f.rule, forKey: .rule)
        try c.encode(f.severity, forKey: .severity)
        try c.encode(f.system, forKey: .system)
        try c.encode(f.component, forKey: .component)
        try c.encode(f.path, forKey: .path)
        try c.encode(f.message, forKey: .message)
        try c.encode(measured, forKey: .measured)
        try c.encode(f.threshold, forKey: .threshold)
        try c.encodeIfPresent(f.suppressed, forKey: .suppressed)
        try c.encodeIfPresent(f.foreground, forKey: .foreground)
        try c.encodeIfPresent(f.background, forKey: .background)
        try c.encode(variants, forKey: .variants)
        try c.encode(appearances, forKey: .appearances)
        if !edges.isEmpty { try c.encode(edges, forKey: .edges) }
        try c.encode(sizes, forKey: .dynamicTypes)
        try c.encode(count, forKey: .count)
        try c.encode(line, forKey: .line)
        try c.encode(findings.map { Occurrence(variant: $0.variant, appearance: $0.appearance, edge: $0.edge,
                                               dynamicType: $0.dynamicType, measured: $0.measured) }, forKey: .occurrences)
    }
}
