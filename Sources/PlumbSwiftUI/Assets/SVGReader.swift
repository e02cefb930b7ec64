import Foundation
import PlumbModel
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The XMLParser delegate behind `SVGDocument.read`: collects the path data of the drawn
/// elements, the root's viewBox and size, and notes on what is drawn approximately.
final class SVGReader: NSObject, XMLParserDelegate {
    struct Root {
        var location: SourceLocation
        var viewBox: (x: Double, y: Double, width: Double, height: Double)
        var size: (width: Double, height: Double)
    }

    /// A warning kept once per file: where first met and how many elements it concerns.
    struct Note {
        var order: Int
        var message: String
        var location: SourceLocation
        var count: Int
    }

    let file: String
    private let locator: SVGTagLocator
    private(set) var root: Root?
    private(set) var paths: [String] = []
    /// Filled elements with `fill-rule="evenodd"`, each filled on its own with that rule.
    private(set) var evenOddPaths: [String] = []
    private(set) var fills: [String] = []
    /// Every painted element in order, with its colour (`VectorImage.layers`).
    private(set) var layers: [VectorImage.Layer] = []
    /// Stroked outlines, each with its width, caps and joins (`IconStroke`).
    private(set) var strokes: [IconStroke] = []
    private(set) var notes: [String: Note] = [:]
    /// `clip-path="url(#id)"` uses; a clip that is one rectangle covering the whole canvas
    /// (what Figma writes around every export) changes nothing and is not reported.
    private(set) var clipUses: [(String, SourceLocation)] = []
    private(set) var wholeCanvasClips: Set<String> = []
    /// Set when reading ends early (a budget, a root that is not `<svg>`, a bad viewBox).
    private(set) var stop: (message: String, location: SourceLocation)?

    /// One presentation per open element.
    private var stack: [SVGPresentation] = []
    /// Depth of the element whose subtree is not drawn (`<defs>`, `<title>`, …), if inside one.
    private var skipFrom: Int?
    /// The `<clipPath>` being read: its id, depth, and whether it is one whole-canvas rectangle so far.
    private var clip: (id: String, depth: Int, rects: Int, whole: Bool)?
    private var elements = 0
    /// The `<style>` rules read so far, and the text of the one being read.
    private var styleSheet = SVGStyleSheet()
    private var styleText: String?

    init(file: String, data: Data) {
        self.file = file
        locator = SVGTagLocator(data)
    }

    private static let groups: Set<String> = ["svg", "g", "a", "switch"]
    private static let shapes: Set<String> = ["path", "rect", "circle", "ellipse", "polygon", "polyline", "line"]
    /// Subtrees that define things or describe the file rather than draw.
    private static let silent: Set<String> = ["defs", "title", "desc", "metadata", "linearGradient", "radialGradient",
                                              "pattern", "filter", "marker", "symbol", "mask", "clipPath", "font", "script"]

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes: [String: String] = [:]) {
        guard stop == nil else { return }
        let at = locator.tagStart(line: parser.lineNumber, column: parser.columnNumber)
        let loc = SourceLocation(file: file, line: max(at.line, 1), column: max(at.column, 1))
        elements += 1
        if elements > AssetCatalogLimits.svgElements {
            return halt(parser, PlumbError.overLimit("SVG of more than \(PlumbError.grouped(AssetCatalogLimits.svgElements)) elements",
                                                     "svg-elements", AssetCatalogLimits.svgElements, at: loc).message, loc)
        }
        if stack.count >= AssetCatalogLimits.svgDepth {
            return halt(parser, PlumbError.overLimit("SVG nesting of \(stack.count + 1) levels", "svg-depth",
                                                     AssetCatalogLimits.svgDepth, unit: " levels", at: loc).message, loc)
        }
        if elementName == "style" { styleText = "" }
        let p = (stack.last ?? SVGPresentation()).applying(styleSheet.cascade(elementName, attributes))
        stack.append(p)
        if clip != nil { readClipChild(elementName, attributes) }
        // Clip paths sit in <defs>, which is otherwise not read.
        if elementName == "clipPath", root != nil { clip = (attributes["id"] ?? "", stack.count, 0, true) }
        guard skipFrom == nil else { return }
        if root == nil {
            guard elementName == "svg" else { return halt(parser, "the root element is <\(elementName)>, not <svg>", loc) }
            return readRoot(attributes, at: loc, parser: parser)
        }
        if elementName.contains(":") || Self.silent.contains(elementName) {
            skipFrom = stack.count  // an editor's own elements (sodipodi:namedview) or definitions
            return
        }
        if let c = attributes["clip-path"], let id = Self.urlID(c) { clipUses.append((id, loc)) }
        if attributes["mask"] != nil { note("mask", "an SVG mask is not applied; the content is drawn unmasked", loc) }
        if Self.groups.contains(elementName) {
            if elementName == "svg" { note("svg", "a nested <svg> is drawn as a group (its viewBox and size are not applied)", loc) }
            return
        }
        guard Self.shapes.contains(elementName) else {
            skipFrom = stack.count
            if elementName == "style" { return }
            note(elementName, elementName == "use" ? "<use> is not followed; what it refers to is not drawn" : "<\(elementName)> is not drawn", loc)
            return
        }
        shape(elementName, attributes, p, at: loc)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if styleText != nil, styleText!.utf8.count < AssetCatalogLimits.svgBytes { styleText! += string }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        if styleText != nil, let text = String(data: CDATABlock, encoding: .utf8) { styleText! += text }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard stop == nil else { return }
        if elementName == "style", let css = styleText {
            let before = styleSheet.unsupported
            styleSheet.add(css)
            styleText = nil
            if styleSheet.unsupported > before {
                let loc = SourceLocation(file: file, line: max(parser.lineNumber, 1), column: 1)
                note("css", "CSS rules with selectors other than an element, a .class or an #id are not applied", loc)
            }
        }
        if let c = clip, c.depth == stack.count {
            if c.whole && c.rects == 1 { wholeCanvasClips.insert(c.id) }
            clip = nil
        }
        if skipFrom == stack.count { skipFrom = nil }
        if !stack.isEmpty { stack.removeLast() }
    }

    /// Linux's XMLParser can report an error and still return true: the first error stops reading.
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard stop == nil else { return }
        let loc = SourceLocation(file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
        halt(parser, "invalid SVG: \(Self.explain((parseError as NSError).code))", loc)
    }

    /// libxml2's error codes (`xmlParserErrors`) in words; Foundation on Linux gives no text.
    static func explain(_ code: Int) -> String {
        switch code {
        case 4: return "the document is empty"
        case 5: return "the document ends inside an element, or has content after its root"
        case 9: return "invalid character"
        case 26: return "undeclared entity"
        case 38: return "'<' in an attribute value"
        case 39, 40, 41, 43, 44: return "malformed attribute value (values are quoted)"
        case 42: return "an attribute is given twice"
        case 45: return "unterminated comment"
        case 73: return "'>' expected"
        case 76: return "opening and closing tags do not match"
        case 77: return "unclosed tag"
        default: return "XML error \(code)"
        }
    }

    /// A drawn element: its fill as path data, with notes for what is not drawn as written.
    private func shape(_ name: String, _ a: [String: String], _ p: SVGPresentation, at loc: SourceLocation) {
        guard !p.hidden else { return }
        let stroked = p.stroke != "none" && !p.stroke.isEmpty && p.strokeWidth > 0
        let filled = name != "line" && name != "polyline" && p.fill != "none" || name == "polyline" && p.fill != "none" && !stroked
        guard filled || stroked else { return }
        if filled, p.fill.hasPrefix("url(") { note("paint", "gradient and pattern fills are drawn in one colour", loc) }
        if stroked, p.stroke.hasPrefix("url(") { note("paint", "gradient and pattern strokes are drawn in one colour", loc) }
        if p.translucent { note("opacity", "opacity is not applied; the element is drawn opaque", loc) }
        if stroked, !["butt", "round", "square"].contains(p.lineCap) || !["miter", "round", "bevel"].contains(p.lineJoin) {
            note("stroke-style", "an unknown stroke-linecap or stroke-linejoin is drawn butt and mitred", loc)
        }
        // A line or polyline is an open outline: stroked as drawn, never closed.
        let open = name == "line" || name == "polyline"
        guard var d = open && stroked ? openPathData(name, a, at: loc) : pathData(name, a, at: loc) else { return }
        if let t = p.transform {
            if let moved = SVGPathTransform.apply(t, to: d) {
                d = moved
            } else {
                note("arc-scale", "a rotated arc under a non-uniform scale (or unreadable path data) is drawn untransformed", loc)
            }
        } else {
            note("transform", "a rotation or skew is not applied; the element is drawn untransformed", loc)
        }
        if filled {
            if p.fillRule == "evenodd" { evenOddPaths.append(d) } else { paths.append(d) }
            let fill = p.fill.lowercased()
            if !fills.contains(fill) { fills.append(fill) }
            layers.append((d, .fill(evenOdd: p.fillRule == "evenodd"), fill))
        }
        if stroked {
            // A uniform scale of the element scales its stroke's width too.
            let scale = p.transform.map { (abs($0.sx) + abs($0.sy)) / 2 } ?? 1
            let stroke = IconStroke(pathData: d, width: p.strokeWidth * scale,
                                    cap: IconStroke.Cap(rawValue: p.lineCap) ?? .butt, join: IconStroke.Join(rawValue: p.lineJoin) ?? .miter)
            strokes.append(stroke)
            let colour = p.stroke.lowercased()
            if !fills.contains(colour) { fills.append(colour) }
            layers.append((d, .stroke(width: stroke.width, cap: stroke.cap, join: stroke.join), colour))
        }
    }

    /// A `<line>` or `<polyline>` as an open outline (`M x1 y1 L x2 y2 …`, no closing).
    private func openPathData(_ name: String, _ a: [String: String], at loc: SourceLocation) -> String? {
        let points: [Double]?
        if name == "line" {
            points = ["x1", "y1", "x2", "y2"].map { a[$0].map { SVGPresentation.number($0) } ?? 0 }.reduce([Double]?([])) { acc, x in
                guard let acc, let x else { return nil }
                return acc + [x]
            }
        } else {
            points = SVGPresentation.numbers(a["points"] ?? "")
        }
        guard let points, points.count >= 4, points.count % 2 == 0 else {
            note("points", "a <\(name)> whose points are not plain numbers is not drawn", loc)
            return nil
        }
        var d = "M\(points[0]) \(points[1])"
        for i in stride(from: 2, to: points.count, by: 2) { d += " L\(points[i]) \(points[i + 1])" }
        return d
    }

    private func pathData(_ name: String, _ a: [String: String], at loc: SourceLocation) -> String? {
        func len(_ key: String, _ fallback: Double? = 0) -> Double?? {
            guard let text = a[key] else { return .some(fallback) }
            guard let x = SVGPresentation.number(text) else { return nil }
            return .some(x)
        }
        let unread = "a shape with a length in units or percent is not drawn (only plain and px numbers are read)"
        switch name {
        case "path":
            let d = (a["d"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            guard !d.isEmpty else { return nil }
            // Paths are joined into one: a leading relative move must stay relative to the origin.
            return d.hasPrefix("m") ? "M0 0" + d : d
        case "rect":
            guard let x = len("x"), let y = len("y"), let w = len("width"), let h = len("height"),
                  let rx = len("rx", nil), let ry = len("ry", nil) else { note("units", unread, loc); return nil }
            return SVGShapePath.rect(x: x ?? 0, y: y ?? 0, width: w ?? 0, height: h ?? 0, rx: rx, ry: ry)
        case "circle", "ellipse":
            let isCircle = name == "circle"
            guard let cx = len("cx"), let cy = len("cy"), let rx = len(isCircle ? "r" : "rx"),
                  let ry = len(isCircle ? "r" : "ry") else { note("units", unread, loc); return nil }
            return SVGShapePath.ellipse(cx: cx ?? 0, cy: cy ?? 0, rx: rx ?? 0, ry: ry ?? 0)
        default:
            guard let points = SVGPresentation.numbers(a["points"] ?? "") else {
                note("points", "a <\(name)> whose points are not plain numbers is not drawn", loc)
                return nil
            }
            return SVGShapePath.polygon(points)
        }
    }

    /// The root `<svg>`: its viewBox (or width and height), bounded as YAML icons are.
    private func readRoot(_ a: [String: String], at loc: SourceLocation, parser: XMLParser) {
        let w = a["width"].flatMap(SVGPresentation.number), h = a["height"].flatMap(SVGPresentation.number)
        for key in ["width", "height"] {
            if let t = a[key], SVGPresentation.number(t) == nil, !t.hasSuffix("%") {
                note("size-units", "\(key) '\(t)' is in units Plumb does not read; the viewBox size is used", loc)
            }
        }
        var box: (x: Double, y: Double, width: Double, height: Double)
        if let text = a["viewBox"] {
            guard let v = SVGPresentation.numbers(text), v.count == 4, v[2] > 0, v[3] > 0 else {
                return halt(parser, "viewBox '\(text)' is not four numbers with a positive width and height", loc)
            }
            box = (v[0], v[1], v[2], v[3])
        } else if let w, let h, w > 0, h > 0 {
            box = (0, 0, w, h)
        } else {
            note("no-viewbox", "the SVG has no viewBox and no width and height; 24 × 24 is assumed", loc)
            box = (0, 0, 24, 24)
        }
        guard box.width <= Limits.points, box.height <= Limits.points else {
            return halt(parser, "viewBox \(SVGShapePath.n(box.width)) × \(SVGShapePath.n(box.height)) exceeds \(SVGShapePath.n(Limits.points)) units", loc)
        }
        // The icon is width / height ems wide: as for YAML icons, 1 : 100 bounds it.
        guard box.width / box.height <= 100, box.height / box.width <= 100 else {
            return halt(parser, "viewBox aspect ratio \(SVGShapePath.n(box.width)) × \(SVGShapePath.n(box.height)) is beyond 1:100", loc)
        }
        // The renderer draws path data from 0 0: move the viewBox origin there.
        let origin = SVGTransform(tx: -box.x, ty: -box.y)
        stack[stack.count - 1].transform = stack[stack.count - 1].transform.map { origin.then(inside: $0) }
        var size = (width: box.width, height: box.height)
        if let w, let h, w > 0, h > 0, w <= Limits.points, h <= Limits.points { size = (w, h) }
        root = Root(location: loc, viewBox: box, size: size)
    }

    /// Keeps track of whether the `<clipPath>` being read is one rectangle covering the canvas.
    private func readClipChild(_ name: String, _ a: [String: String]) {
        guard var c = clip, stack.count == c.depth + 1, let box = root?.viewBox else { return }
        if name == "rect", a["transform"] == nil,
           let x = SVGPresentation.number(a["x"] ?? "0"), let y = SVGPresentation.number(a["y"] ?? "0"),
           let w = SVGPresentation.number(a["width"] ?? ""), let h = SVGPresentation.number(a["height"] ?? "") {
            c.rects += 1
            c.whole = c.whole && x <= box.x && y <= box.y && x + w >= box.x + box.width && y + h >= box.y + box.height
        } else if name == "path", a["transform"] == nil, let d = a["d"], let r = Self.rectangle(pathData: d) {
            // The same rectangle written as a path (`M0 0h59v20H0z`, as some exporters write it).
            c.rects += 1
            c.whole = c.whole && r.minX <= box.x && r.minY <= box.y && r.maxX >= box.x + box.width && r.maxY >= box.y + box.height
        } else {
            c.whole = false
        }
        clip = c
    }

    /// The axis-aligned rectangle a path's data draws when it is one (a move, then horizontal and
    /// vertical lines around four corners, closed); nil for any other path.
    static func rectangle(pathData d: String) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var tokens: [String] = []
        var current = ""
        for ch in d {
            if ch.isLetter {
                if !current.isEmpty { tokens.append(current); current = "" }
                tokens.append(String(ch))
            } else if ch == " " || ch == "," || ch == "\n" || ch == "\t" {
                if !current.isEmpty { tokens.append(current); current = "" }
            } else if ch == "-", !current.isEmpty, current.last != "e" {
                tokens.append(current)
                current = "-"
            } else {
                current.append(ch)
            }
            guard tokens.count <= 64 else { return nil }
        }
        if !current.isEmpty { tokens.append(current) }
        var points: [(Double, Double)] = []
        var (x, y) = (0.0, 0.0)
        var i = 0
        func number() -> Double? {
            guard i < tokens.count, let v = Double(tokens[i]), v.isFinite else { return nil }
            i += 1
            return v
        }
        while i < tokens.count {
            let command = tokens[i]
            i += 1
            switch command {
            case "M", "L": guard let a = number(), let b = number() else { return nil }; (x, y) = (a, b)
            case "m", "l": guard let a = number(), let b = number() else { return nil }; (x, y) = (x + a, y + b)
            case "H": guard let a = number() else { return nil }; x = a
            case "h": guard let a = number() else { return nil }; x += a
            case "V": guard let a = number() else { return nil }; y = a
            case "v": guard let a = number() else { return nil }; y += a
            case "Z", "z": continue
            default: return nil
            }
            points.append((x, y))
        }
        guard (4...5).contains(points.count), let minX = points.map(\.0).min(), let maxX = points.map(\.0).max(),
              let minY = points.map(\.1).min(), let maxY = points.map(\.1).max(), maxX > minX, maxY > minY else { return nil }
        // Every point a corner, every side axis-aligned, and all four corners reached.
        let corners = Set(points.map { "\($0.0),\($0.1)" })
        guard points.allSatisfy({ ($0.0 == minX || $0.0 == maxX) && ($0.1 == minY || $0.1 == maxY) }), corners.count == 4 else { return nil }
        let closed = points + [points[0]]
        for k in 0..<(closed.count - 1) where closed[k].0 != closed[k + 1].0 && closed[k].1 != closed[k + 1].1 { return nil }
        return (minX, minY, maxX, maxY)
    }

    private func note(_ key: String, _ message: String, _ loc: SourceLocation) {
        if var n = notes[key] {
            n.count += 1
            notes[key] = n
        } else {
            notes[key] = Note(order: notes.count, message: message, location: loc, count: 1)
        }
    }

    private func halt(_ parser: XMLParser, _ message: String, _ loc: SourceLocation) {
        stop = (message, loc)
        parser.abortParsing()
    }

    /// `url(#id)` → `id`.
    static func urlID(_ text: String) -> String? {
        let t = text.trimmingCharacters(in: .whitespaces)
        guard t.hasPrefix("url(#"), t.hasSuffix(")") else { return nil }
        return String(t.dropFirst(5).dropLast())
    }
}
