import PlumbModel

/// One accessibility finding on one laid-out snapshot.
public struct AuditFinding: Codable, Hashable, Sendable {
    public enum Severity: String, Codable, Sendable, Comparable {
        case error = "ERROR", warning = "WARNING"
        public static func < (a: Self, b: Self) -> Bool { a == .error && b == .warning }
    }

    /// `touch-target`, `contrast`, `clipping`, `dynamic-type`, `grid`.
    public var rule: String
    public var severity: Severity
    public var system: String
    public var component: String
    public var variant: String
    public var appearance: String
    public var dynamicType: String
    /// The node the finding is about.
    public var path: String
    /// What was measured, e.g. `35 × 358 pt` or `3.98:1`.
    public var measured: String
    /// The rule's threshold, e.g. `44 × 44 pt` or `4.5:1`.
    public var threshold: String
    public var message: String
    /// The side a finding is about when the same check runs per side (`top`, `leading`, … of a
    /// padding), so findings that differ only by side merge into one line.
    public var edge: String?
    /// The two colours compared by a contrast finding (`#RRGGBB`, foreground then background).
    public var foreground: String?
    public var background: String?
    /// The reason from the audit baseline when the finding is accepted there.
    public var suppressed: String?

    /// The variant's own name, without the `[320pt,expanded]` qualifier of a matrix width or
    /// pseudo-locale.
    public var baseVariant: String {
        variant.firstIndex(of: "[").map { String(variant[..<$0]) } ?? variant
    }

    public init(rule: String, severity: Severity, system: String, component: String, variant: String, appearance: String,
                dynamicType: String, path: String, measured: String, threshold: String, message: String, suppressed: String? = nil) {
        self.rule = rule; self.severity = severity; self.system = system; self.component = component
        self.variant = variant; self.appearance = appearance; self.dynamicType = dynamicType; self.path = path
        self.measured = measured; self.threshold = threshold; self.message = message; self.suppressed = suppressed
    }
}
