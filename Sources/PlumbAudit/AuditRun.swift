import Foundation
import PlumbLayout
import PlumbModel

/// Audits one component variant at the given sizes and appearances.
public struct AuditJob: Sendable {
    public var system: DesignSystem
    public var component: String
    public var variant: String
    public var appearances: [Appearance]
    public var dynamicTypes: [DynamicTypeSize]
    public var layout: Layout
    public var baseline: AuditBaseline

    public init(system: DesignSystem, component: String, variant: String, appearances: [Appearance],
                dynamicTypes: [DynamicTypeSize], layout: Layout, baseline: AuditBaseline) {
        self.system = system; self.component = component; self.variant = variant
        self.appearances = appearances; self.dynamicTypes = dynamicTypes; self.layout = layout; self.baseline = baseline
    }

    public func run() throws -> [AuditFinding] {
        let settings = try system.component(named: component).auditSettings(base: system.tokens.audit)
        var out: [AuditFinding] = []
        for a in appearances {
            let auditor = Auditor(settings: settings, page: try system.pageBackground(a))
            for d in dynamicTypes {
                let resolved = try SpecResolver(system: system, appearance: a, dynamicType: d).resolve(component, variant: variant)
                for var f in auditor.audit(try layout.layout(resolved)) {
                    f.suppressed = baseline.reason(for: f)
                    out.append(f)
                }
            }
        }
        return out
    }
}

/// Findings that differ only by Dynamic Type size, merged for printing.
public struct AuditGroup: Sendable {
    public var first: AuditFinding
    public var sizes: [String]
    /// The measured value at each size, in the same order.
    public var measures: [String]

    /// `ERROR touch-target doit/primary-button default dark body/text: 35 × 358 pt < 44 × 44 pt — hit area … (xSmall…large, 5 sizes)`.
    public var line: String {
        let f = first
        let tag = f.suppressed != nil ? "SUPPRESSED" : f.severity.rawValue
        let measured = measures.first == measures.last ? f.measured : "\(measures.first!) … \(measures.last!)"
        var s = "\(tag) \(f.rule) \(f.system)/\(f.component) \(f.variant) \(f.appearance) \(f.path): \(f.message) (\(measured); needs \(f.threshold))"
        s += sizes.count == DynamicTypeSize.allCases.count ? " at all 12 sizes" :
             sizes.count == 1 ? " at \(sizes[0])" : " at \(sizes.first!)…\(sizes.last!) (\(sizes.count) sizes)"
        if let r = f.suppressed { s += " — accepted: \(r)" }
        return s
    }

    /// Groups findings by everything but the size (and measured value), keeping size order.
    public static func group(_ findings: [AuditFinding]) -> [AuditGroup] {
        var groups: [String: Int] = [:]
        var out: [AuditGroup] = []
        for f in findings {
            // Messages carry no size-dependent numbers (those are in `measured`), so findings
            // that differ only by size share a key.
            let key = [f.rule, f.severity.rawValue, f.system, f.component, f.variant, f.appearance, f.path, f.message,
                       f.suppressed ?? ""].joined(separator: "\u{1F}")
            if let i = groups[key] {
                if !out[i].sizes.contains(f.dynamicType) {
                    out[i].sizes.append(f.dynamicType)
                    out[i].measures.append(f.measured)
                }
            } else {
                groups[key] = out.count
                out.append(AuditGroup(first: f, sizes: [f.dynamicType], measures: [f.measured]))
            }
        }
        return out
    }
}
