import ArgumentParser
import Foundation
import PlumbModel
import PlumbSnapshot

/// `plumb merge-reports REPORT_DIR… --report OUT_DIR`: joins the report directories of a
/// sharded `verify` (one per CI job) into one report, and exits as the unsharded run would.
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Merge the --report directories of sharded verify runs into one report.",
        discussion: """
        Each input directory holds report.json and the images it names. The merged directory gets \
        report.json, index.html and those images (same relative paths). Exit codes: 0 all passed, \
        1 any snapshot failed, 2 invalid input (missing or malformed report, overlapping or missing shards).
        """)

    @Argument(help: ArgumentHelp("Report directories written by 'plumb verify --report DIR'.", valueName: "report-dir"))
    var reports: [String]

    @Option(name: .customLong("report"),
            help: ArgumentHelp("Output directory for the merged report (report.json, index.html, images).", valueName: "out-dir"))
    var output: String

    @Option(help: ArgumentHelp("Also write JUnit XML to this file.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Also write the merged report.json to this file.", valueName: "file"))
    var json: String?

    func validate() throws {
        guard !reports.isEmpty else { throw ValidationError("give at least one report directory") }
    }

    func run() throws {
        let inputs = try reports.map { dir in
            (dir: dir, report: try ReportJSON.read(path: Self.join(dir, ReportJSON.fileName)))
        }
        let merged = try ReportMerge.merge(inputs.map(\.report))
        try copyImages(inputs)

        try ReportJSON.write(merged, to: Self.join(output, ReportJSON.fileName))
        try ReportHTML.write(merged, to: output)
        if let junit { try ReportFile.write(ReportJUnit.xml(merged), to: junit) }
        if let json { try ReportJSON.write(merged, to: json) }

        for result in merged.results where result.status.isFailure { print(result.line) }
        print(merged.summary)
        if merged.failed > 0 { throw ExitCode(1) }
    }

    /// Copies every image the reports name into the output directory under the same relative
    /// path. Paths must stay inside their directory (a report is input, and could be edited);
    /// two reports naming one path with different bytes is refused rather than letting the
    /// last copy silently win. An image that does not exist is skipped: the HTML leaves it out.
    func copyImages(_ inputs: [(dir: String, report: VerifyReport)]) throws {
        // Only paths are kept: the bytes are read again when copied, one image at a time.
        var claimed: [String: String] = [:]
        for input in inputs {
            let reportFile = Self.join(input.dir, ReportJSON.fileName)
            for result in input.report.results {
                for path in result.imagePaths {
                    guard ReportFile.isContainedRelativePath(path) else {
                        throw PlumbError("image path '\(path)' of \(result.id.name) is not a relative path inside the report directory",
                                         at: .file(reportFile))
                    }
                    let source = Self.join(input.dir, path)
                    guard FileManager.default.fileExists(atPath: source) else { continue }
                    // Budget first: comparing or copying a many-GB "image" must not run for minutes.
                    try BoundedFile.check(source, limit: SnapshotDump.maxReferencePNGBytes, limitName: "reference-png-size",
                                          what: "image", at: .file(source))
                    if let previous = claimed[path] {
                        guard previous == source || FileManager.default.contentsEqual(atPath: previous, andPath: source) else {
                            throw PlumbError("image '\(path)' differs between \(previous) and \(source)", at: .file(reportFile))
                        }
                        continue
                    }
                    claimed[path] = source
                }
            }
        }
        // Sorted, so the output directory is written in the same order on every run.
        for (path, source) in claimed.sorted(by: { $0.key < $1.key }) {
            let destination = Self.join(output, path)
            // Merging into one of the input directories: the image is already in place.
            if URL(fileURLWithPath: destination).standardizedFileURL == URL(fileURLWithPath: source).standardizedFileURL { continue }
            // Images are untrusted like references: regular files within the PNG budget.
            let data = try BoundedFile.read(source, limit: SnapshotDump.maxReferencePNGBytes, limitName: "reference-png-size")
            try ReportFile.write(data, to: destination)
        }
    }

    static func join(_ directory: String, _ relative: String) -> String {
        URL(fileURLWithPath: directory).appendingPathComponent(relative).path
    }
}
