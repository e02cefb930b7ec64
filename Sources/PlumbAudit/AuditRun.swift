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
        system.external?.useLayoutProbe(layout.geometryProbe)
        system.external?.useFontFaces(layout.text.library.faceLookup)
    }

    /// Audits every appearance × size, at each width and pseudo-locale of the component's
    /// snapshot matrix (a finding at a listed width, in a pseudo-locale or right to left names
    /// its variant `default[320pt,expanded,rtl]`).
    public func run() throws -> [AuditFinding] {
        let spec = try system.component(named: component)
        let settings = try spec.auditSettings(base: system.tokens.audit)
        let matrix = try spec.snapshotMatrix(base: system.tokens.snapshot)
        var out: [AuditFinding] = []
        for a in appearances {
            let auditor = Auditor(settings: settings, page: try system.pageBackground(a))
            for d in dynamicTypes {
                for w in matrix.widthCases {
                    for language in matrix.languageCases {
                        for direction in matrix.directions(for: language) {
                            var resolved = try SpecResolver(system: system, appearance: a, dynamicType: d)
                                .resolve(component, variant: variant, width: w, language: language)
                            resolved.layoutDirection = direction
                            for var f in auditor.audit(try layout.layout(resolved)) {
                                f.variant = Self.qualified(variant, width: w, pseudoLocale: language.pseudoLocale, locale: language.locale,
                                                           layoutDirection: direction)
                                f.suppressed = baseline.reason(for: f)
                                out.append(f)
                            }
                        }
                    }
                }
            }
        }
        return out
    }

    /// `default`, or `default[320pt,expanded,rtl]` / `default[de]` for a listed width, a
    /// pseudo-locale, a locale and/or right to left.
    static func qualified(_ variant: String, width: Double?, pseudoLocale: PseudoLocale?, locale: String? = nil,
                          layoutDirection: LayoutDirection = .leftToRight) -> String {
        var parts: [String] = []
        if let width { parts.append(SnapshotMatrix.widthName(width)) }
        if let pseudoLocale { parts.append(pseudoLocale.rawValue) }
        if let locale { parts.append(locale) }
        if let suffix = layoutDirection.nameSuffix { parts.append(suffix) }
        return parts.isEmpty ? variant : variant + "[" + parts.joined(separator: ",") + "]"
    }
}
