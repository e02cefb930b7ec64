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
