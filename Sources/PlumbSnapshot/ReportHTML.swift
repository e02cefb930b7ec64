import Foundation

/// `index.html`: a self-contained page for reviewing a `verify` run — summary, a
/// failures-only/all filter, failures grouped by their shared cause (`FailureGroup`, one
/// expandable group each), and for each failing snapshot its named causes, pixel summary
/// and the expected, actual and diff images (embedded as `data:` URIs, so the one file can be
/// downloaded from CI and opened anywhere).
///
/// Every string that comes from specs or the report is escaped; the page also carries a
/// Content-Security-Policy that allows no network access and no external resources.
public enum ReportHTML {
    /// The file's name inside a report directory.
    public static let fileName = "index.html"

    /// Renders the page. `imageData` returns the bytes of an image path relative to the
    /// report directory, or nil when it is missing (the view is then left out). Only failing
    /// snapshots' images are requested and embedded: passing ones would only add weight.
    public static func html(_ report: VerifyReport, imageData: (String) -> Data?) -> String {
        var out = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
        <title>Plumb report: \(esc(report.summary))</title>
        <style>
        \(ReportHTMLAssets.style)
        </style>
        </head>
        <body>
        <input type="radio" name="filter" id="filter-failures" class="filter" checked>
        <input type="radio" name="filter" id="filter-all" class="filter">

        """
        out += header(report)
        out += "<main>\n"
        if report.failed == 0 {
            out += "<p class=\"empty\">No failures: every snapshot matches its reference.</p>\n"
        }
        for (index, group) in FailureGroup.groups(report.results).enumerated() {
            out += self.group(group, anchor: "group-\(index)", results: report.results, imageData: imageData)
        }
        out += "</main>\n<script>\n\(ReportHTMLAssets.script)\n</script>\n</body>\n</html>\n"
        return out
    }

    /// Renders the page for the report directory `directory` (images read from it by their
    /// relative paths) and writes it atomically to `directory/index.html`.
    public static func write(_ report: VerifyReport, to directory: String) throws {
        let page = html(report) { ReportFile.contents(of: $0, in: directory) }
        try ReportFile.write(page, to: URL(fileURLWithPath: directory).appendingPathComponent(fileName).path)
    }

    // MARK: - Sections

    static func header(_ report: VerifyReport) -> String {
        var meta = ["\(report.results.count) snapshot\(report.results.count == 1 ? "" : "s")",
                    "engine \(report.engineVersion)"]
        if let shard = report.shard { meta.append("shard \(shard)") }
        // Per-status counts in the enum's order, so the line reads the same in every report.
        let statuses: [SnapshotResult.Status] = [.failed, .missing, .orphaned, .environment, .error]
        let counts = statuses.compactMap { status -> String? in
            let n = report.results.filter { $0.status == status }.count
            return n == 0 ? nil : "\(n) \(status.rawValue)"
        }
        var out = "<header>\n<h1>Plumb report</h1>\n"
        out += "<p class=\"summary\"><span class=\"ok\">\(report.passed) passed</span>, "
            + "<span class=\"\(report.failed == 0 ? "ok" : "bad")\">\(report.failed) failed</span></p>\n"
        if !counts.isEmpty { out += "<p class=\"counts\">\(esc(counts.joined(separator: " · ")))</p>\n" }
        out += "<p class=\"meta\">\(esc(meta.joined(separator: " · ")))</p>\n"
        out += "<div class=\"toggle\" role=\"group\" aria-label=\"Filter\">"
            + "<label for=\"filter-failures\">Failures only</label><label for=\"filter-all\">All</label></div>\n"
        out += "</header>\n"
        return out
    }

    /// One expandable group: its status, size and shared cause, the names of its members
    /// (linked, with what else each reports), then each member's own section with its causes and image views. A group of
    /// one is open; larger ones start closed so a 68-snapshot token change is one line.
    static func group(_ group: FailureGroup, anchor: String, results: [SnapshotResult], imageData: (String) -> Data?) -> String {
        let status = group.status.rawValue, n = group.members.count
        var out = "<details class=\"group status-\(status)\" id=\"\(anchor)\"\(n == 1 ? " open" : "")>\n"
        out += "<summary><span class=\"badge\">\(status.uppercased())</span> "
            + "<span class=\"count\">\(n) snapshot\(n == 1 ? "" : "s")</span>"
            + (group.key.isEmpty ? "" : " <span class=\"cause\">\(esc(group.key))</span>") + "</summary>\n"
        if n > 1 {
            out += "<ul class=\"members\">\n"
            for (i, others) in zip(group.members, group.others) {
                out += "<li><a href=\"#snapshot-\(i)\">\(esc(results[i].id.name))</a>"
                    + (others.isEmpty ? "" : " <span class=\"also\">also: \(esc(others.joined(separator: "; ")))</span>") + "</li>\n"
            }
            out += "</ul>\n"
        }
        for i in group.members {
            out += snapshot(results[i], anchor: "snapshot-\(i)", imageData: imageData)
        }
        out += "</details>\n"
        return out
    }

    static func snapshot(_ result: SnapshotResult, anchor: String, imageData: (String) -> Data?) -> String {
        let status = result.status.rawValue
        var out = "<article class=\"snapshot status-\(status)\" id=\"\(anchor)\">\n"
        out += "<h2><span class=\"badge\">\(status.uppercased())</span> "
            + "<a class=\"name\" href=\"#\(anchor)\">\(esc(result.id.name))</a></h2>\n"
        if let message = result.message { out += "<p class=\"message\">\(esc(message))</p>\n" }
        if !result.causes.isEmpty {
            out += "<ul class=\"causes\">\n"
            for cause in result.causes {
                out += "<li><span class=\"kind\">\(esc(cause.kind))</span> "
                if !cause.path.isEmpty { out += "<code class=\"path\">\(esc(cause.path))</code> " }
                out += "\(esc(cause.message))</li>\n"
            }
            out += "</ul>\n"
        }
        if let p = result.pixels { out += pixels(p) }
        if result.status.isFailure { out += views(result, anchor: anchor, imageData: imageData) }
        out += "</article>\n"
        return out
    }

    static func pixels(_ p: SnapshotResult.Pixels) -> String {
        var out = "<p class=\"pixels\">\(SnapshotResult.grouped(p.differentPixels)) of "
            + "\(SnapshotResult.grouped(p.totalPixels)) pixels differ (\(esc(SnapshotResult.percent(p.ratio)))) · "
            + "\(p.width)×\(p.height) px</p>\n"
        guard !p.regions.isEmpty else { return out }
        out += "<ul class=\"regions\">\n"
        for r in p.regions {
            out += "<li>\(r.width)×\(r.height) at (\(r.x), \(r.y))"
            if !r.nodes.isEmpty {
                out += " — " + r.nodes.map { "<code>\(esc($0))</code>" }.joined(separator: ", ")
            }
            out += "</li>\n"
        }
        out += "</ul>\n"
        return out
    }

    /// The image views. Each image is embedded once; the view buttons only change CSS
    /// layout (one image, three side by side, or actual over expected clipped by the slider),
    /// which keeps the file a third of the size it would be with a copy per view.
    static func views(_ result: SnapshotResult, anchor: String, imageData: (String) -> Data?) -> String {
        let images: [(key: String, label: String, uri: String)] = [
            ("expected", "Expected", result.expectedImage),
            ("actual", "Actual", result.actualImage),
            ("diff", "Diff", result.diffImage),
        ].compactMap { key, label, path in
            guard let path, let data = imageData(path) else { return nil }
            return (key, label, "data:image/png;base64," + data.base64EncodedString())
        }
        guard !images.isEmpty else { return "<p class=\"noimages\">No images in the report.</p>\n" }

        let present = Set(images.map(\.key))
        var modes = images.map { (key: $0.key, label: $0.label) }
        if images.count >= 2 { modes.append(("side", "Side by side")) }
        if present.contains("expected") && present.contains("actual") { modes.append(("slider", "Slider")) }
        // Side by side first: every image at a glance; otherwise whichever image exists.
        let initial = present.count >= 2 ? "side" : modes[0].key

        var out = "<div class=\"views\">\n"
        for mode in modes {
            out += "<input type=\"radio\" class=\"mode m-\(mode.key)\" name=\"\(anchor)-view\" "
                + "id=\"\(anchor)-\(mode.key)\"\(mode.key == initial ? " checked" : "")>\n"
        }
        out += "<div class=\"tabs\" role=\"group\" aria-label=\"View\">"
        out += modes.map { "<label class=\"l-\($0.key)\" for=\"\(anchor)-\($0.key)\">\($0.label)</label>" }.joined()
        out += "</div>\n<div class=\"stage\">\n"
        for image in images {
            out += "<figure class=\"f-\(image.key)\"><img alt=\"\(image.label) image of \(esc(result.id.name))\" "
                + "src=\"\(image.uri)\"><figcaption>\(image.label)</figcaption></figure>\n"
        }
        out += "</div>\n"
        if modes.contains(where: { $0.key == "slider" }) {
            out += "<input type=\"range\" class=\"slider\" min=\"0\" max=\"100\" value=\"50\" "
                + "aria-label=\"Actual over expected\">\n"
            out += "<p class=\"slider-legend\">actual ◀ drag ▶ expected</p>\n"
        }
        out += "</div>\n"
        return out
    }

    private static func esc(_ s: String) -> String { ReportEscaping.text(s) }
}
