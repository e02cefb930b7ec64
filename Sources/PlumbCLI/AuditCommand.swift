import ArgumentParser
import Foundation
import PlumbAudit
import PlumbLayout
import PlumbModel
import PlumbSnapshot

/// `plumb audit`: touch targets, contrast, clipping, Dynamic Type and grid checks on every
/// component variant at every Dynamic Type size, light and dark.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check touch targets, contrast, clipping and Dynamic Type at all 12 sizes, light and dark.",
        discussion: "Exit 1 when any ERROR finding is not accepted in specs/<system>/audit-baseline.yaml.")

    @Argument(help: "Component spec files, design system directories or directories of them (default: specs).")
    var paths: [String] = []

    @Option(name: .customLong("dynamic-types"), help: "all, or a comma-separated list (xSmall,large,ax5).")
    var dynamicTypes: String = "all"

    @Option(help: "Comma-separated appearances (default: light,dark; a system whose snapshot matrix has one appearance, such as a dark-only one, is audited in that one).")
    var appearances: String?

    @Flag(help: "Print the findings as JSON: one entry per merged finding (a text line), with every occurrence.")
    var json = false

    @Option(help: "Write JUnit XML (one test case per component variant) to this file.")
    var junit: String?

    @Option(help: "Write an HTML report (index.html) into this directory.")
    var report: String?

    @Option(help: "Only component variants whose name (system/component/variant) matches this glob.")
    var filter: String?

    @Option(help: "Parallel workers (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var project: ProjectOptions

    func sizes() throws -> [DynamicTypeSize] {
        if dynamicTypes == "all" { return DynamicTypeSize.allCases }
        return try dynamicTypes.split(separator: ",").map {
            guard let d = DynamicTypeSize(name: String($0)) else { throw ValidationError("unknown Dynamic Type size '\($0)'") }
            return d
        }
    }

    func appearanceList() throws -> [Appearance]? {
        guard let appearances else { return nil }
        return try appearances.split(separator: ",").map {
            guard let a = Appearance(rawValue: String($0)) else { throw ValidationError("unknown appearance '\($0)' (light or dark)") }
            return a
        }
    }

    func run() throws {
        let (sizes, apps) = (try sizes(), try appearanceList())
        var jobList: [AuditJob] = []
        var allNames: [String] = []
        let specs = try project.resolve().specs
        for selection in try SpecTarget.selections(paths, specs: specs, jobs: jobs) {
            let system = selection.system
            let baseline = try AuditBaseline.load(system: system.directory)
            let layout = Layout(system: system)
            for name in system.componentNames where selection.components?.contains(name) ?? true {
                for v in try system.component(named: name).variants {
                    let id = "\(system.name)/\(name)/\(v.name)"
                    allNames.append(id)
                    if let filter, !Glob.matches(filter, id) { continue }
                    // Both appearances unless told otherwise or the system has only one.
                    let systemApps = apps ?? (system.tokens.snapshot.appearances.count == 1 ? system.tokens.snapshot.appearances : [.light, .dark])
                    jobList.append(AuditJob(system: system, component: name, variant: v.name, appearances: systemApps,
                                            dynamicTypes: sizes, layout: layout, baseline: baseline))
                }
            }
        }
        // A scope that selects nothing would pass silently: refuse it.
        if jobList.isEmpty {
            if let filter {
                throw PlumbError("no component variant matches '\(filter)'\(GlobSuggestion.hint(for: filter, names: allNames))")
            }
            throw PlumbError("no component variant matches \((paths.isEmpty ? [specs] : paths).map { "'\($0)'" }.joined(separator: ", ")): no components there")
        }
        let perJob = try ParallelMap.run(jobList, workers: jobs) { try $0.run() }
        let findings = perJob.flatMap { $0 }
        let errors = findings.filter { $0.severity == .error && $0.suppressed == nil }
        let groups = AuditGroup.group(findings)
        if json {
            let e = JSONEncoder()
            e.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            FileHandle.standardOutput.write(try e.encode(groups))
            FileHandle.standardOutput.write(Data("\n".utf8))
        } else {
            for g in AuditGroup.printingOrder(groups) {
                print(g.line)
            }
        }
        let warnings = findings.filter { $0.severity == .warning && $0.suppressed == nil }.count
        let suppressed = findings.filter { $0.suppressed != nil }.count
        let snapshots = jobList.reduce(0) { $0 + $1.appearances.count * $1.dynamicTypes.count }
        let summary = "\(jobList.count) component variants, \(snapshots) layouts: " +
            "\(errors.count) errors, \(warnings) warnings, \(suppressed) suppressed (\(groups.count) distinct findings)"
        if json { FileHandle.standardError.write(Data((summary + "\n").utf8)) } else { print(summary) }
        if let junit { try ReportFile.write(AuditReports.junit(jobList.map { ($0.system.name, $0.component, $0.variant) }, findings), to: junit) }
        if let report { try ReportFile.write(AuditReports.html(groups, summary: summary), to: (report as NSString).appendingPathComponent("index.html")) }
        if !errors.isEmpty { throw ExitCode(1) }
    }
}
