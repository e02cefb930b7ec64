import Foundation
import PlumbModel

/// Findings that are the same but for where they occur — variant, appearance, edge, Dynamic
/// Type size — merged into one printed line, one JSON entry, one HTML row.
///
/// Two findings merge when rule, severity, component, node path, message, threshold and
/// baseline reason are the same and they measure the same: per variant, appearance and edge
/// the measured values over the sizes (`35 pt … 42 pt` from the smallest size to the largest)
/// must read alike, so nothing printed on the line is an approximation.
public struct AuditGroup: Sendable {
    /// Every merged finding, in audit order.
    public var findings: [AuditFinding]
    /// The measured value as printed: one value, or the first … last over the sizes.
    public var measured: String

    public var first: AuditFinding { findings[0] }
    public var count: Int { findings.count }
    public var variants: [String] { Self.distinct(findings.map(\.variant)) }
    public var appearances: [String] { Self.distinct(findings.map(\.appearance)) }
    public var edges: [String] { Self.distinct(findings.compactMap(\.edge)) }
    /// The sizes the finding occurs at, smallest first.
    public var sizes: [String] {
        let known = Self.distinct(findings.map(\.dynamicType))
        return known.sorted { (DynamicTypeSize(rawValue: $0)?.index ?? .max) < (DynamicTypeSize(rawValue: $1)?.index ?? .max) }
    }
    /// `ERROR`, `WARNING`, or `SUPPRESSED` for an accepted finding.
    public var tag: String { first.suppressed != nil ? "SUPPRESSED" : first.severity.rawValue }

    /// The sizes as consecutive ranges: `all 12 sizes`, `large`, `xSmall…small, accessibility4…accessibility5`.
    public var sizeRanges: String {
        let all = DynamicTypeSize.allCases.map(\.rawValue)
        let s = sizes
        if s == all { return "all \(all.count) sizes" }
        var runs: [[String]] = []
        for name in s {
            if let last = runs.last?.last, let a = all.firstIndex(of: last), a + 1 < all.count, all[a + 1] == name {
                runs[runs.count - 1].append(name)
            } else {
                runs.append([name])
            }
        }
        return runs.map { $0.count == 1 ? $0[0] : "\($0.first!)…\($0.last!)" }.joined(separator: ", ")
    }

    /// Where the finding occurs beyond variant and appearance: `on top,bottom at xSmall…large`.
    public var placement: String {
        (edges.isEmpty ? "" : "on \(edges.joined(separator: ",")) ") + "at \(sizeRanges)"
    }

    /// `WARNING grid s/c default,pressed light,dark body/text: padding off the grid (14 pt; needs
    /// multiple of 4 pt) on top,bottom at all 12 sizes (96 findings)`.
    public var line: String {
        let f = first
        var s = "\(tag) \(f.rule) \(f.system)/\(f.component) \(variants.joined(separator: ",")) \(appearances.joined(separator: ",")) "
        s += "\(f.path): \(f.message) (\(measured); needs \(f.threshold)) \(placement)"
        if count > 1 { s += " (\(count) findings)" }
        if let r = f.suppressed { s += " — accepted: \(r)" }
        return s
    }

    /// Merges findings (see the type's note), keeping the order in which each group first occurs.
    public static func group(_ findings: [AuditFinding]) -> [AuditGroup] {
        // First the runs over sizes of one variant, appearance and edge, to read their measurement.
        // The same check can fire twice on one node at one size (two paddings, two frames):
        // the second one starts a run of its own.
        var runIndex: [String: Int] = [:]
        var runs: [[AuditFinding]] = []
        var repeats: [String: Int] = [:]
        for f in findings {
            let place = [f.variant, f.appearance, f.edge ?? "", sameness(f)].joined(separator: "\u{1F}")
            let nth = repeats[place + "\u{1F}" + f.dynamicType, default: 0]
            repeats[place + "\u{1F}" + f.dynamicType] = nth + 1
            let key = place + "\u{1F}\(nth)"
            if let i = runIndex[key] { runs[i].append(f) } else { runIndex[key] = runs.count; runs.append([f]) }
        }
        // Then the runs that measure alike.
        var groupIndex: [String: Int] = [:]
        var out: [AuditGroup] = []
        for run in runs {
            let bySize = run.sorted { (DynamicTypeSize(rawValue: $0.dynamicType)?.index ?? .max) < (DynamicTypeSize(rawValue: $1.dynamicType)?.index ?? .max) }
            let (a, b) = (bySize.first!.measured, bySize.last!.measured)
            let measured = a == b ? a : "\(a) … \(b)"
            let key = sameness(run[0]) + "\u{1F}" + measured
            if let i = groupIndex[key] { out[i].findings += run } else { groupIndex[key] = out.count; out.append(AuditGroup(findings: run, measured: measured)) }
        }
        return out
    }

    /// Everything that must be equal for two findings to be one, but where they occur and what
    /// they measure. Messages carry no size- or edge-dependent numbers (those are in `measured`
    /// and `edge`), so findings that differ only by where they occur share it.
    static func sameness(_ f: AuditFinding) -> String {
        [f.rule, f.severity.rawValue, f.system, f.component, f.path, f.message, f.threshold, f.suppressed ?? ""].joined(separator: "\u{1F}")
    }

    static func distinct(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }

    /// Errors first, then warnings, then accepted findings; otherwise in audit order.
    public static func printingOrder(_ groups: [AuditGroup]) -> [AuditGroup] {
        func rank(_ g: AuditGroup) -> Int { g.first.suppressed != nil ? 2 : g.first.severity == .error ? 0 : 1 }
        return groups.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }
}
