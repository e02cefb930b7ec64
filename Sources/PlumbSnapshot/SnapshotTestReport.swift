import Foundation
import PlumbPNG
import PlumbRaster

/// The HTML report of `plumb snapshot-tests --report DIR`: one section per assertion that did
/// not pass, with the reference, Plumb's render and their difference side by side, the share
/// and threshold, where the difference lies (regions), and each image's ink box in points —
/// the drawn part, found against the image's corner colour — so that a difference of geometry
/// (a box moved or grown) reads apart from one of drawing (the same box, other pixels).
public struct SnapshotTestReport {
    public struct Item {
        public var title: String
        public var status: String
        public var message: String
        public var reference: Pixmap?
        public var actual: Pixmap
        public var scale: Int

        public init(title: String, status: String, message: String, reference: Pixmap?, actual: Pixmap, scale: Int) {
            self.title = title
            self.status = status
            self.message = message
            self.reference = reference
            self.actual = actual
            self.scale = scale
        }
    }

    public var items: [Item] = []
    public var summary = ""

    public init() {}

    static func points(_ box: InkBox?, scale: Int) -> String {
        box?.points(scale: scale) ?? "none (one colour)"
    }

    /// Writes `index.html` and the images of each item into `directory`.
    public func write(to directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var html = """
        <!doctype html><html><head><meta charset="utf-8"><title>Plumb snapshot tests</title>
        <style>body{font:14px -apple-system,system-ui,sans-serif;margin:24px}section{margin:24px 0;border-top:1px solid #ddd}
        img{max-width:32%;border:1px solid #ccc;margin-right:1%;vertical-align:top}.fail{color:#c00}.pass{color:#a60}code{background:#f4f4f4}</style>
        </head><body><h1>Snapshot tests</h1><p>\(ReportEscaping.text(summary))</p>

        """
        for (i, item) in items.enumerated() {
            let stem = String(format: "%04d", i + 1)
            try PNGCodec.write(item.actual, to: directory + "/\(stem)-plumb.png")
            var images = ""
            var wroteDiff = false
            var facts = "<li>Plumb's ink box: \(Self.points(InkBox.of(item.actual), scale: item.scale))</li>"
            if let reference = item.reference {
                try PNGCodec.write(reference, to: directory + "/\(stem)-reference.png")
                images += "<img src=\"\(stem)-reference.png\" alt=\"reference\">"
                facts = "<li>Reference's ink box: \(Self.points(InkBox.of(reference), scale: item.scale))</li>" + facts
                if reference.width == item.actual.width, reference.height == item.actual.height,
                   let diff = try? PixelDiff.compare(reference, item.actual, options: PixelDiffOptions(makeDiffImage: true)) {
                    if let image = diff.diffImage {
                        try PNGCodec.write(image, to: directory + "/\(stem)-diff.png")
                        wroteDiff = true
                    }
                    let regions = diff.regions.prefix(5).map { r in
                        InkBox(x: r.x, y: r.y, width: r.width, height: r.height).points(scale: item.scale)
                    }
                    facts += "<li>Differences: \(diff.differentPixels) px in \(diff.regions.count) region\(diff.regions.count == 1 ? "" : "s")"
                        + (regions.isEmpty ? "" : ": " + regions.joined(separator: "; ")) + "</li>"
                }
            }
            images += "<img src=\"\(stem)-plumb.png\" alt=\"Plumb\">"
            if wroteDiff { images += "<img src=\"\(stem)-diff.png\" alt=\"difference\">" }
            html += """
            <section><h2 class="\(item.status == "PASS" ? "pass" : "fail")">\(ReportEscaping.text(item.status)) \(ReportEscaping.text(item.title))</h2>
            <p>\(ReportEscaping.text(item.message))</p><ul>\(facts)</ul><p>\(images)</p></section>

            """
        }
        html += "</body></html>\n"
        try AtomicFile.write(Data(html.utf8), to: directory + "/index.html")
    }
}
