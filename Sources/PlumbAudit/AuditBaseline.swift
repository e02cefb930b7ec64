import Foundation
import PlumbModel

/// Accepted findings: `specs/<system>/audit-baseline.yaml`. Each entry names a rule and globs
/// for component, variant and node path, and must give a reason; matching findings are
/// listed as suppressed, never hidden.
///
/// ```yaml
/// suppressions:
///   - rule: dynamic-type
///     component: tab-bar*
///     reason: Tab bar labels keep a fixed size, as UIKit's do.
/// ```
public struct AuditBaseline: Sendable {
    public struct Entry: Sendable {
        public var rule: String
        public var component: String
        public var variant: String
        public var path: String
        public var reason: String
    }

    public var entries: [Entry] = []

    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    static let rules = ["touch-target", "contrast", "clipping", "glyphs", "dynamic-type", "grid", "*"]

    /// Reads the baseline file; a missing file is an empty baseline.
    public static func load(system directory: String) throws -> AuditBaseline {
        let file = directory + "/audit-baseline.yaml"
        guard FileManager.default.fileExists(atPath: file) else { return AuditBaseline() }
        let root = try YAMLReader().read(file: file)
        guard let list = root["suppressions"] else {
            throw PlumbError("an audit baseline needs a 'suppressions' list", at: root.location)
        }
        guard case .sequence(let items, _) = list else {
            throw PlumbError("expected a list for suppressions, found \(list.shapeName)", at: list.location)
        }
        var out: [Entry] = []
        for item in items {
            guard let e = item.entries else { throw PlumbError("each suppression is a mapping", at: item.location) }
            for (k, loc, _) in e where !["rule", "component", "variant", "path", "reason"].contains(k) {
                throw PlumbError("unknown key '\(k)' in suppression\(Suggestions.hint(for: k, in: ["rule", "component", "variant", "path", "reason"]))", at: loc)
            }
            guard let rule = item["rule"]?.string else { throw PlumbError("a suppression needs 'rule'", at: item.location) }
            guard rules.contains(rule) else {
                throw PlumbError("unknown rule '\(rule)'\(Suggestions.hint(for: rule, in: rules))", at: item["rule"]!.location)
            }
            guard let reason = item["reason"]?.string, !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw PlumbError("a suppression needs a 'reason'", at: item.location)
            }
            out.append(Entry(rule: rule, component: item["component"]?.string ?? "*", variant: item["variant"]?.string ?? "*",
                             path: item["path"]?.string ?? "*", reason: reason))
        }
        return AuditBaseline(entries: out)
    }

    /// The reason a finding is accepted, if an entry matches it.
    public func reason(for f: AuditFinding) -> String? {
        entries.first { e in
            (e.rule == "*" || e.rule == f.rule) && Glob.matches(e.component, f.component)
                && (Glob.matches(e.variant, f.variant) || Glob.matches(e.variant, f.baseVariant)) && Glob.matches(e.path, f.path)
        }?.reason
    }
}
