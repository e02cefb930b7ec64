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

    /// The bounding box, in pixels, of the pixels that differ from the top-left corner's
    /// colour (the background); nil for an image of one colour.
    public static func inkBox(_ p: Pixmap) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard p.width > 0, p.height > 0 else { return nil }
        let bg = Array(p.data[0..<4])
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<p.height {
            let row = y * p.width * 4
            for x in 0..<p.width {
                let o = row + x * 4
                if p.data[o] != bg[0] || p.data[o + 1] != bg[1] || p.data[o + 2] != bg[2] || p.data[o + 3] != bg[3] {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    static func points(_ box: (x: Int, y: Int, width: Int, height: Int)?, scale: Int) -> String {
        guard let b = box else { return "none (one colour)" }
        let s = Double(max(scale, 1))
        func f(_ v: Int) -> String { let d = Double(v) / s; return d == d.rounded() ? String(Int(d)) : String(format: "%.2f", d) }
        return "\(f(b.x)),\(f(b.y)) \(f(b.width))×\(f(b.height)) pt"
    }

    /// Writes `index.html` and the images of each item into `directory`.
    public func write(to directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var html = """
        <!doctype html><html><head><meta charset="utf-8"><title>Plumb snapshot tests</title>
        <style>body{font:14px -apple-system,system-ui,sans-serif;margin:24px}section{margin:24px 0;border-top:1px solid #ddd}
        img{max-width:32%;border:1px solid #ccc;margin-right:1%;vertical-align:top}.fail{color:#c00}code{background:#f4f4f4}</style>
        </head><body><h1>Snapshot tests</h1><p>\(ReportEscaping.text(summary))</p>

        """
        for (i, item) in items.enumerated() {
            let stem = String(format: "%04d", i + 1)
            try PNGCodec.write(item.actual, to: directory + "/\(stem)-plumb.png")
            var images = ""
            var wroteDiff = false
            var facts = "<li>Plumb's ink box: \(Self.points(Self.inkBox(item.actual), scale: item.scale))</li>"
            if let reference = item.reference {
                try PNGCodec.write(reference, to: directory + "/\(stem)-reference.png")
                images += "<img src=\"\(stem)-reference.png\" alt=\"reference\">"
                facts = "<li>Reference's ink box: \(Self.points(Self.inkBox(reference), scale: item.scale))</li>" + facts
                if reference.width == item.actual.width, reference.height == item.actual.height,
                   let diff = try? PixelDiff.compare(reference, item.actual, options: PixelDiffOptions(makeDiffImage: true)) {
                    if let image = diff.diffImage {
                        try PNGCodec.write(image, to: directory + "/\(stem)-diff.png")
                        wroteDiff = true
                    }
                    let regions = diff.regions.prefix(5).map { r in
                        Self.points((r.x, r.y, r.width, r.height), scale: item.scale)
                    }
                    facts += "<li>Differences: \(diff.differentPixels) px in \(diff.regions.count) region\(diff.regions.count == 1 ? "" : "s")"
                        + (regions.isEmpty ? "" : ": " + regions.joined(separator: "; ")) + "</li>"
                }
            }
            images += "<img src=\"\(stem)-plumb.png\" alt=\"Plumb\">"
            if wroteDiff { images += "<img src=\"\(stem)-diff.png\" alt=\"difference\">" }
            html += """
            <section><h2 class="fail">\(ReportEscaping.text(item.status)) \(ReportEscaping.text(item.title))</h2>
            <p>\(ReportEscaping.text(item.message))</p><ul>\(facts)</ul><p>\(images)</p></section>

            """
        }
        html += "</body></html>\n"
        try AtomicFile.write(Data(html.utf8), to: directory + "/index.html")
    }
}
