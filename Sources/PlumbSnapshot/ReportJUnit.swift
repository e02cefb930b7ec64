/// JUnit XML for CI servers (GitHub Actions reporters, GitLab, Jenkins): one `<testsuite>`
/// with one `<testcase>` per snapshot. No timestamps or durations, so the same results give
/// the same bytes.
public enum ReportJUnit {
    /// The report as a JUnit XML document.
    ///
    /// A snapshot's `classname` is `<system>.<component>` and its `name` the file stem, so CI
    /// tools group a component's cells together. `failed`, `missing`, `orphaned` and
    /// `environment` are `<failure type="<status>">`; `error` (the snapshot could not be
    /// produced) is `<error>`, as JUnit separates broken tests from failing ones.
    public static func xml(_ report: VerifyReport, suiteName: String = "plumb") -> String {
        let failures = report.results.filter { $0.status.isFailure && $0.status != .error }.count
        let errors = report.results.filter { $0.status == .error }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuite name=\"\(attr(suiteName))\" tests=\"\(report.results.count)\" failures=\"\(failures)\" "
            + "errors=\"\(errors)\" skipped=\"0\">\n"
        out += "  <properties>\n"
        out += "    <property name=\"engineVersion\" value=\"\(attr(report.engineVersion))\"/>\n"
        if let shard = report.shard {
            out += "    <property name=\"shard\" value=\"\(attr(shard))\"/>\n"
        }
        out += "  </properties>\n"
        for result in report.results {
            let id = result.id
            let open = "  <testcase classname=\"\(attr(id.system + "." + id.component))\" name=\"\(attr(id.stem))\""
            guard result.status.isFailure else {
                out += open + "/>\n"
                continue
            }
            let element = result.status == .error ? "error" : "failure"
            out += open + ">\n"
            out += "    <\(element) message=\"\(attr(result.line))\" type=\"\(result.status.rawValue)\">"
            out += ReportEscaping.text(details(result))
            out += "</\(element)>\n"
            out += "  </testcase>\n"
        }
        out += "</testsuite>\n"
        return out
    }

    /// The failure's body: one line per cause, the pixel summary with its regions, the
    /// message and the report's image files — what a reviewer needs without opening the HTML.
    static func details(_ result: SnapshotResult) -> String {
        var lines: [String] = ["snapshot: \(result.id.name)", "status: \(result.status.rawValue)"]
        if let message = result.message { lines.append("message: \(message)") }
        for cause in result.causes {
            lines.append("cause \(cause.kind)\(cause.path.isEmpty ? "" : " at \(cause.path)"): \(cause.message)")
        }
        if let p = result.pixels {
            lines.append("pixels: \(SnapshotResult.grouped(p.differentPixels)) of \(SnapshotResult.grouped(p.totalPixels)) differ "
                         + "(\(SnapshotResult.percent(p.ratio))) in a \(p.width)×\(p.height) image")
            for r in p.regions {
                let nodes = r.nodes.isEmpty ? "" : " in " + r.nodes.joined(separator: ", ")
                lines.append("  region \(r.width)×\(r.height) at (\(r.x), \(r.y))\(nodes)")
            }
        }
        for (label, path) in [("expected", result.expectedImage), ("actual", result.actualImage), ("diff", result.diffImage)] {
            if let path { lines.append("\(label) image: \(path)") }
        }
        return lines.joined(separator: "\n")
    }

    private static func attr(_ s: String) -> String { ReportEscaping.attribute(s) }
}
