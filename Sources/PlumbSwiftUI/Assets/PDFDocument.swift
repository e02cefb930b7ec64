import Foundation
import PlumbModel

/// Reads what Plumb draws of a PDF image set's file (Xcode's vector icons): the first page's filled
/// and stroked paths as SVG path data in a y-down viewBox that is the page's crop box (else
/// its media box), one PDF unit a point, as iOS sizes the image.
///
/// Plumb reads the PDF itself, within `AssetCatalogLimits`, rather than through a library: an
/// icon PDF is one page of paths, and what Plumb needs is those paths as vectors, to draw at
/// any scale in the image's tint. Debian's PDF libraries (poppler, MuPDF) rasterise pages or
/// hand paths back only through a renderer's device interface, and bring the whole of PDF
/// (fonts, images, scripts, encryption) to an untrusted repository's files. The subset read
/// here is PDF's object syntax, `/FlateDecode` through zlib, the page tree, and the path,
/// colour, graphics-state and form-XObject operators of content streams.
enum PDFDocument {
    typealias Failure = PDFSyntax.Failure

    /// Reads a PDF file's bytes, or nil with a located warning (line and column of the object
    /// concerned) when it cannot be drawn. What is drawn approximately is noted once per file.
    static func read(_ data: Data, file path: String, skipped: String, reader: inout AssetCatalogReader) -> VectorImage? {
        let bytes = [UInt8](data)
        guard PDFFile.find(Array("%PDF-".utf8), in: Array(bytes.prefix(1024)), from: 0) != nil else {
            reader.warn("not a PDF file (no %PDF- header); \(skipped)", at: .file(path))
            return nil
        }
        var file = PDFFile(bytes)
        func location(_ offset: Int) -> SourceLocation {
            let (line, column) = file.lineColumn(of: offset)
            return SourceLocation(file: path, line: line, column: column)
        }
        do {
            guard let catalog = try file.catalog() else { throw Failure(message: "no document catalog (/Root)", offset: 0) }
            if let count = try file.resolve(try file.resolve(catalog["Pages"])?["Count"])?.number, count > 1, count < 1e9 {
                reader.warn("the PDF has \(Int(count)) pages; the first is drawn", at: .file(path))
            }
            let (page, at) = try firstPage(catalog, &file)
            guard let media = try box(page["MediaBox"], &file) else { throw Failure(message: "the page has no valid /MediaBox", offset: at) }
            var b = media
            if let crop = try box(page["CropBox"], &file) {
                b = (max(b.x0, crop.x0), max(b.y0, crop.y0), min(b.x1, crop.x1), min(b.y1, crop.y1))
            }
            var w = b.x1 - b.x0, h = b.y1 - b.y0
            guard w > 0, h > 0 else { throw Failure(message: "the page's box is empty", offset: at) }
            guard w <= Limits.points, h <= Limits.points, w / h <= 100, h / w <= 100 else {
                throw Failure(message: "page size \(SVGShapePath.n(w)) × \(SVGShapePath.n(h)) is over \(SVGShapePath.n(Limits.points)) points or beyond 1:100", offset: at)
            }
            // PDF is y-up from the box's corner; the viewBox is y-down from 0 0, turned as /Rotate turns the page.
            let turn = try file.resolve(page["Rotate"])?.number ?? 0
            let rotate = abs(turn) < 1e9 ? ((Int(turn) % 360) + 360) % 360 : 0
            let base: PDFMatrix
            switch rotate {
            case 90: base = PDFMatrix(a: 0, b: 1, c: 1, d: 0, e: -b.y0, f: -b.x0)
            case 180: base = PDFMatrix(a: -1, b: 0, c: 0, d: 1, e: b.x1, f: -b.y0)
            case 270: base = PDFMatrix(a: 0, b: -1, c: -1, d: 0, e: b.y1, f: b.x1)
            default: base = PDFMatrix(a: 1, b: 0, c: 0, d: -1, e: -b.x0, f: b.y1)
            }
            if rotate == 90 || rotate == 270 { (w, h) = (h, w) }
            var content = PDFContentStream(file: file, base: base, width: w, height: h)
            let resources = try file.resolve(page["Resources"])?.dictionary ?? [:]
            // The streams of an array are one content stream split between tokens.
            var decoded: [UInt8] = []
            let streams = try contents(page["Contents"], pageAt: at, &file)
            for (stream, offset) in streams { decoded += try file.decode(stream, at: offset) + [0x0A] }
            content.file = file
            try content.run(decoded, resources: resources, at: streams.first?.1 ?? at)
            for note in content.notes.values.sorted(by: { $0.order < $1.order }) {
                reader.warn(note.message + (note.count > 1 ? " (\(note.count) times)" : ""), at: location(note.offset))
            }
            guard !content.paths.isEmpty || !content.evenOddPaths.isEmpty || !content.strokes.isEmpty else {
                reader.warn("the PDF's first page has nothing Plumb draws (no filled or stroked path); \(skipped)", at: location(at))
                return nil
            }
            return VectorImage(paths: content.paths, evenOddPaths: content.evenOddPaths, viewBoxWidth: w, viewBoxHeight: h,
                               width: w, height: h, fills: content.colours, strokes: content.strokes, layers: content.layers)
        } catch let f as Failure {
            reader.warn("cannot draw the PDF: \(f.message); \(skipped)", at: location(f.offset))
            return nil
        } catch {
            reader.warn("cannot draw the PDF: \(error); \(skipped)", at: .file(path))
            return nil
        }
    }

    /// The first page, with the attributes it inherits from the page tree (`/MediaBox`,
    /// `/CropBox`, `/Resources`, `/Rotate`), and where its object starts.
    private static func firstPage(_ catalog: PDFObject, _ file: inout PDFFile) throws -> ([String: PDFObject], Int) {
        var node = catalog["Pages"]
        var inherited: [String: PDFObject] = [:]
        var at = 0
        for _ in 0..<AssetCatalogLimits.pdfDepth {
            if case .reference(let n, _)? = node, let h = file.headers[n] { at = h }
            guard let d = try file.resolve(node)?.dictionary else { throw Failure(message: "a page tree node is not a dictionary", offset: at) }
            for key in ["MediaBox", "CropBox", "Resources", "Rotate"] where d[key] != nil { inherited[key] = d[key] }
            if d["Type"]?.name == "Page" || d["Kids"] == nil {
                return (d.merging(inherited) { _, parent in parent }, at)
            }
            guard let first = try file.resolve(d["Kids"])?.array?.first else { throw Failure(message: "the page tree has no pages", offset: at) }
            node = first
        }
        throw Failure(message: "the page tree is nested deeper than \(AssetCatalogLimits.pdfDepth) levels (pdf-depth)", offset: at)
    }

    /// A rectangle `[x0 y0 x1 y1]`, corners in either order.
    private static func box(_ o: PDFObject?, _ file: inout PDFFile) throws -> (x0: Double, y0: Double, x1: Double, y1: Double)? {
        guard let a = try file.resolve(o)?.array, a.count == 4 else { return nil }
        let v = try a.compactMap { try file.resolve($0)?.number }
        guard v.count == 4 else { return nil }
        return (min(v[0], v[2]), min(v[1], v[3]), max(v[0], v[2]), max(v[1], v[3]))
    }

    /// `/Contents`: one stream or an array of them, each with where its object starts.
    private static func contents(_ o: PDFObject?, pageAt: Int, _ file: inout PDFFile) throws -> [(PDFObject, Int)] {
        func offset(_ o: PDFObject?) -> Int {
            if case .reference(let n, _)? = o, let h = file.headers[n] { return h }
            return pageAt
        }
        guard let value = try file.resolve(o) else { return [] }
        if case .stream = value { return [(value, offset(o))] }
        guard let items = value.array else { throw Failure(message: "/Contents is neither a stream nor an array", offset: offset(o)) }
        return try items.compactMap { item in
            guard let s = try file.resolve(item) else { return nil }
            guard case .stream = s else { throw Failure(message: "/Contents holds an object that is not a stream", offset: offset(item)) }
            return (s, offset(item))
        }
    }
}
