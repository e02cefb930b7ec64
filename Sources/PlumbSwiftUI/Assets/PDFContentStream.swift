import PlumbModel

/// Reads a PDF page's content stream (ISO 32000 §8) into what Plumb draws of an image: filled
/// paths (non-zero and even-odd apart), stroked outlines and their colours, in the image's
/// y-down viewBox. Form XObjects are followed; text, shadings, images and clips are not drawn
/// and noted once each. Operators, `q` nesting and form nesting are bounded by
/// `AssetCatalogLimits`; past a bound, or on syntax a reader cannot go on from, it throws.
struct PDFContentStream {
    typealias Failure = PDFSyntax.Failure

    /// A warning kept once per file: the first offset it concerns and how many times it arose.
    struct Note {
        var order: Int
        var message: String
        var offset: Int
        var count: Int
    }

    /// PDF's two fill rules (`f` and `f*`).
    enum FillRule { case nonZero, evenOdd }

    var file: PDFFile
    /// The viewBox size: a rectangular clip covering it changes nothing.
    let width: Double, height: Double
    private(set) var paths: [String] = []
    private(set) var evenOddPaths: [String] = []
    private(set) var strokes: [IconStroke] = []
    /// The distinct colours painted (`#rrggbb`), in order.
    private(set) var colours: [String] = []
    /// Every painted element in order, with its colour (`VectorImage.layers`).
    private(set) var layers: [VectorImage.Layer] = []
    private(set) var notes: [String: Note] = [:]

    private var state: PDFGraphicsState
    private var saved: [PDFGraphicsState] = []
    private var path = PDFPath()
    private var clipPending = false
    private var operators = 0
    /// Inside `BX` … `EX`, unknown operators are expected and not noted.
    private var compatibility = 0

    init(file: PDFFile, base: PDFMatrix, width: Double, height: Double) {
        self.file = file
        self.width = width
        self.height = height
        state = PDFGraphicsState(ctm: base)
    }

    /// Interprets `content` (decoded) with `resources`; `offset` is where the stream's object
    /// starts in the file, for warnings and failures.
    mutating func run(_ content: [UInt8], resources: [String: PDFObject], at offset: Int, depth: Int = 0) throws {
        var syntax = PDFSyntax(content)
        var operands: [PDFObject] = []
        func fail(_ f: Failure) -> Failure { Failure(message: "\(f.message) (byte \(f.offset) of a content stream)", offset: offset) }
        while true {
            let token: PDFSyntax.Token?
            do { token = try syntax.token() } catch let f as Failure { throw fail(f) }
            guard let token else { return }
            guard case .keyword(let op) = token else {
                do { operands.append(try syntax.object(after: token, references: false)) } catch let f as Failure { throw fail(f) }
                guard operands.count <= 1_000 else { throw Failure(message: "more than 1,000 operands for one operator", offset: offset) }
                continue
            }
            operators += 1
            guard operators <= AssetCatalogLimits.pdfOperators else {
                throw Failure(message: "content of more than \(PlumbError.grouped(AssetCatalogLimits.pdfOperators)) operators (pdf-operators)", offset: offset)
            }
            if op == "BI" {
                Self.skipInlineImage(&syntax)
                note("image", "images inside the PDF are not drawn", offset)
            } else {
                try perform(op, operands, resources: resources, at: offset, depth: depth)
            }
            operands.removeAll(keepingCapacity: true)
        }
    }

    private mutating func perform(_ op: String, _ operands: [PDFObject], resources: [String: PDFObject], at offset: Int, depth: Int) throws {
        func numbers(_ k: Int) -> [Double]? {
            guard operands.count >= k else { return nil }
            let values = operands.suffix(k).compactMap(\.number)
            return values.count == k ? values : nil
        }
        func point(_ x: Double, _ y: Double) -> (x: Double, y: Double) { state.ctm.apply(x, y) }
        func malformed() { note("operands-\(op)", "PDF operator '\(op)' with missing or wrong operands is ignored", offset) }
        func noPoint() { note("no-point", "a path segment without a current point is ignored", offset) }
        switch op {
        case "q":
            guard saved.count < AssetCatalogLimits.pdfDepth else {
                throw Failure(message: "graphics states (q) nested deeper than \(AssetCatalogLimits.pdfDepth) levels (pdf-depth)", offset: offset)
            }
            saved.append(state)
        case "Q":
            if let s = saved.popLast() { state = s }
        case "cm":
            guard let m = numbers(6) else { return malformed() }
            state.ctm = PDFMatrix(m).then(state.ctm)
        case "m":
            guard let v = numbers(2) else { return malformed() }
            path.move(point(v[0], v[1]))
        case "l":
            guard let v = numbers(2) else { return malformed() }
            if !path.line(point(v[0], v[1])) { noPoint() }
        case "c", "v", "y":
            guard let v = numbers(op == "c" ? 6 : 4) else { return malformed() }
            let ok: Bool
            switch op {
            case "c": ok = path.curve(point(v[0], v[1]), point(v[2], v[3]), point(v[4], v[5]))
            case "v": ok = path.curve(nil, point(v[0], v[1]), point(v[2], v[3]))
            default: ok = path.curve(point(v[0], v[1]), point(v[2], v[3]), point(v[2], v[3]))
            }
            if !ok { noPoint() }
        case "h":
            path.close()
        case "re":
            guard let v = numbers(4) else { return malformed() }
            path.move(point(v[0], v[1]))
            _ = path.line(point(v[0] + v[2], v[1]))
            _ = path.line(point(v[0] + v[2], v[1] + v[3]))
            _ = path.line(point(v[0], v[1] + v[3]))
            path.close()
        case "f", "F": try paint(fill: .nonZero, stroke: false, at: offset)
        case "f*": try paint(fill: .evenOdd, stroke: false, at: offset)
        case "B": try paint(fill: .nonZero, stroke: true, at: offset)
        case "B*": try paint(fill: .evenOdd, stroke: true, at: offset)
        case "b", "b*":
            path.close()
            try paint(fill: op == "b" ? .nonZero : .evenOdd, stroke: true, at: offset)
        case "S": try paint(fill: nil, stroke: true, at: offset)
        case "s":
            path.close()
            try paint(fill: nil, stroke: true, at: offset)
        case "n": try paint(fill: nil, stroke: false, at: offset)
        case "W", "W*": clipPending = true
        case "g", "rg", "k", "G", "RG", "K":
            let space: PDFGraphicsState.ColourSpace = op.lowercased() == "g" ? .gray : op.lowercased() == "rg" ? .rgb : .cmyk
            guard let v = numbers(space.components ?? 0), let c = space.rgba(v) else { return malformed() }
            if op == op.lowercased() { (state.fillSpace, state.fill) = (space, c) } else { (state.strokeSpace, state.stroke) = (space, c) }
        case "cs", "CS":
            guard let name = operands.last?.name else { return malformed() }
            let space = try colourSpace(name, resources)
            if case .other(let what) = space { note("space", "colour space \(what) is drawn black", offset) }
            if op == "cs" { (state.fillSpace, state.fill) = (space, .black) } else { (state.strokeSpace, state.stroke) = (space, .black) }
        case "sc", "scn", "SC", "SCN":
            let fill = op == op.lowercased()
            let space = fill ? state.fillSpace : state.strokeSpace
            if operands.last?.name != nil || space == .pattern {
                note("pattern", "pattern fills (gradients, tiles) are drawn in one colour", offset)
                return
            }
            let v = operands.compactMap(\.number)
            guard let c = space.rgba(v) ?? (space.components == nil ? RGBA.black : nil) else { return malformed() }
            if fill { state.fill = c } else { state.stroke = c }
        case "w":
            guard let v = numbers(1), v[0] >= 0 else { return malformed() }
            state.lineWidth = v[0]
        case "J":
            guard let v = numbers(1) else { return malformed() }
            state.cap = PDFGraphicsState.cap(v[0])
        case "j":
            guard let v = numbers(1) else { return malformed() }
            state.join = PDFGraphicsState.join(v[0])
        case "d":
            guard operands.count == 2, let dashes = operands[0].array else { return malformed() }
            state.dashed = dashes.contains { ($0.number ?? 0) > 0 }
        case "gs":
            guard let name = operands.last?.name else { return malformed() }
            try graphicsState(name, resources, at: offset)
        case "Do":
            guard let name = operands.last?.name else { return malformed() }
            try xObject(name, resources, at: offset, depth: depth)
        case "sh":
            note("shading", "shadings (smooth gradients) are not drawn", offset)
        case "BT":
            note("text", "text is not drawn (the PDF's text objects are skipped)", offset)
        case "BX": compatibility += 1
        case "EX": compatibility = max(compatibility - 1, 0)
        case "M", "ri", "i", "ET", "BMC", "BDC", "EMC", "MP", "DP", "d0", "d1",
             "Tc", "Tw", "Tz", "TL", "Tf", "Tr", "Ts", "Td", "TD", "Tm", "T*", "Tj", "TJ", "'", "\"":
            break  // no effect on what Plumb draws (text is noted at BT)
        default:
            if compatibility == 0 { note("op-\(op)", "unknown PDF operator '\(op.prefix(20))' is ignored", offset) }
        }
    }

    /// Ends the current path: fills (by `rule`) and/or strokes it, applies a pending clip.
    private mutating func paint(fill rule: FillRule?, stroke: Bool, at offset: Int) throws {
        defer {
            path = PDFPath()
            clipPending = false
        }
        guard path.isFinite else { throw Failure(message: "path coordinates overflow (a transform scales them beyond any number)", offset: offset) }
        guard path.hasSegments else {
            if clipPending { clip(path) }
            return
        }
        if let rule, state.fillAlpha > 0 {
            checkClip(grow: 0, at: offset)
            if rule == .evenOdd { evenOddPaths.append(path.data) } else { paths.append(path.data) }
            use(state.fill, alpha: state.fillAlpha, at: offset)
            layers.append((path.data, .fill(evenOdd: rule == .evenOdd), state.fill.hex.lowercased()))
        }
        if stroke, state.strokeAlpha > 0 {
            let width = state.lineWidth * state.ctm.lengthScale
            if !state.ctm.isConformal { note("stroke-scale", "a stroke under a non-uniform scale or skew is drawn at one width", offset) }
            if state.dashed { note("dash", "dashed strokes are drawn solid", offset) }
            if width > 0 {
                checkClip(grow: width / 2, at: offset)
                strokes.append(IconStroke(pathData: path.data, width: width, cap: state.cap, join: state.join))
                use(state.stroke, alpha: state.strokeAlpha, at: offset)
                layers.append((path.data, .stroke(width: width, cap: state.cap, join: state.join), state.stroke.hex.lowercased()))
            } else {
                note("hairline", "zero-width (hairline) strokes are not drawn", offset)
            }
        }
        if clipPending { clip(path) }
    }

    private mutating func use(_ colour: RGBA, alpha: Double, at offset: Int) {
        if alpha < 1 { note("alpha", "translucency (/ca, /CA) is not applied; the shapes are drawn opaque", offset) }
        let hex = colour.hex.lowercased()
        if !colours.contains(hex) { colours.append(hex) }
    }

    /// A clip Plumb does not apply: a rectangle is remembered (to tell later whether it cuts
    /// anything off), any other shape marks the state.
    private mutating func clip(_ p: PDFPath) {
        guard let r = p.rectangle else {
            if !p.isEmpty { state.clipIsShaped = true }
            return
        }
        let eps = 1e-3
        if r.minX <= eps, r.minY <= eps, r.maxX >= width - eps, r.maxY >= height - eps { return }
        if let c = state.clip {
            state.clip = (max(c.minX, r.minX), max(c.minY, r.minY), min(c.maxX, r.maxX), min(c.maxY, r.maxY))
        } else {
            state.clip = r
        }
    }

    /// Notes a clip when what is painted (the path's bounds grown by half a stroke) reaches
    /// outside the current clip.
    private mutating func checkClip(grow: Double, at offset: Int) {
        let eps = 1e-3
        var cut = state.clipIsShaped
        if let c = state.clip {
            cut = cut || path.minX - grow < c.minX - eps || path.minY - grow < c.minY - eps
                || path.maxX + grow > c.maxX + eps || path.maxY + grow > c.maxY + eps
        }
        if cut { note("clip", "a clipping path is not applied; what it would cut off is drawn", offset) }
    }

    /// `gs`: alpha, line width, caps, joins and dashes of an `/ExtGState` resource.
    private mutating func graphicsState(_ name: String, _ resources: [String: PDFObject], at offset: Int) throws {
        guard let g = try file.resolve(try file.resolve(resources["ExtGState"])?[name])?.dictionary else {
            return note("missing-\(name)", "graphics state /\(name.prefix(30)) is not in the resources; it is ignored", offset)
        }
        if let a = try file.resolve(g["ca"])?.number { state.fillAlpha = min(max(a, 0), 1) }
        if let a = try file.resolve(g["CA"])?.number { state.strokeAlpha = min(max(a, 0), 1) }
        if let w = try file.resolve(g["LW"])?.number, w >= 0 { state.lineWidth = w }
        if let c = try file.resolve(g["LC"])?.number { state.cap = PDFGraphicsState.cap(c) }
        if let j = try file.resolve(g["LJ"])?.number { state.join = PDFGraphicsState.join(j) }
        if let d = try file.resolve(g["D"])?.array, let dashes = d.first?.array { state.dashed = dashes.contains { ($0.number ?? 0) > 0 } }
        if let mask = try file.resolve(g["SMask"]), mask.name != "None" { note("smask", "soft masks are not applied", offset) }
    }

    /// `Do`: a form XObject is drawn in place (its `/Matrix` applied, its `/BBox` a clip);
    /// an image is noted.
    private mutating func xObject(_ name: String, _ resources: [String: PDFObject], at offset: Int, depth: Int) throws {
        let entry = try file.resolve(resources["XObject"])?[name]
        guard let xo = try file.resolve(entry), case .stream(let dict, _) = xo else {
            return note("missing-\(name)", "XObject /\(name.prefix(30)) is not in the resources; it is not drawn", offset)
        }
        switch dict["Subtype"]?.name {
        case "Image":
            return note("image", "images inside the PDF are not drawn", offset)
        case "Form":
            break
        default:
            return note("xobject", "an XObject that is not a form or an image is not drawn", offset)
        }
        guard depth + 1 < AssetCatalogLimits.pdfDepth, saved.count < AssetCatalogLimits.pdfDepth else {
            throw Failure(message: "form XObjects nested deeper than \(AssetCatalogLimits.pdfDepth) levels (pdf-depth)", offset: offset)
        }
        var at = offset
        if case .reference(let n, _)? = entry, let h = file.headers[n] { at = h }
        let content = try file.decode(xo, at: at)
        let mark = saved.count
        saved.append(state)
        let outerPath = path
        defer {
            state = saved[mark]
            saved.removeSubrange(mark...)
            path = outerPath
        }
        path = PDFPath()
        if let m = try file.resolve(dict["Matrix"])?.array?.compactMap(\.number), m.count == 6 {
            state.ctm = PDFMatrix(m).then(state.ctm)
        }
        if let b = try file.resolve(dict["BBox"])?.array?.compactMap(\.number), b.count == 4 {
            var box = PDFPath()
            box.move(state.ctm.apply(b[0], b[1]))
            _ = box.line(state.ctm.apply(b[2], b[1]))
            _ = box.line(state.ctm.apply(b[2], b[3]))
            _ = box.line(state.ctm.apply(b[0], b[3]))
            box.close()
            clip(box)
        }
        let inner = try file.resolve(dict["Resources"])?.dictionary ?? resources
        try run(content, resources: inner, at: at, depth: depth + 1)
    }

    /// The colour space `cs`/`CS` names: a device space, or one of the resources'.
    private mutating func colourSpace(_ name: String, _ resources: [String: PDFObject]) throws -> PDFGraphicsState.ColourSpace {
        if let s = Self.deviceSpace(name) { return s }
        guard let cs = try file.resolve(try file.resolve(resources["ColorSpace"])?[name]) else { return .other("/\(name.prefix(30))") }
        if let n = cs.name { return Self.deviceSpace(n) ?? .other("/\(n.prefix(30))") }
        guard let family = cs.array?.first?.name else { return .other("/\(name.prefix(30))") }
        switch family {
        case "ICCBased":
            // An ICC profile is drawn as the device space with as many components.
            let n = try file.resolve(try file.resolve(cs.array?.dropFirst().first)?["N"])?.number
            return n == 1 ? .gray : n == 3 ? .rgb : n == 4 ? .cmyk : .other("ICCBased")
        case "CalRGB": return .rgb
        case "CalGray": return .gray
        case "Pattern": return .pattern
        default: return .other(family.prefix(30).description)
        }
    }

    private static func deviceSpace(_ name: String) -> PDFGraphicsState.ColourSpace? {
        switch name {
        case "DeviceGray", "G", "CalGray": return .gray
        case "DeviceRGB", "RGB", "CalRGB": return .rgb
        case "DeviceCMYK", "CMYK": return .cmyk
        case "Pattern": return .pattern
        default: return nil
        }
    }

    /// Skips an inline image (`BI` … `ID` data `EI`): its dictionary, then its bytes up to an
    /// `EI` between whitespace.
    private static func skipInlineImage(_ syntax: inout PDFSyntax) {
        while let t = try? syntax.token() {
            if case .keyword("ID") = t { break }
        }
        let b = syntax.bytes
        var i = syntax.index + 1
        while i + 1 < b.count {
            if b[i] == UInt8(ascii: "E"), b[i + 1] == UInt8(ascii: "I"), PDFSyntax.isSpace(b[i - 1]),
               i + 2 == b.count || !PDFSyntax.isRegular(b[i + 2]) {
                syntax.index = i + 2
                return
            }
            i += 1
        }
        syntax.index = b.count
    }

    private mutating func note(_ key: String, _ message: String, _ offset: Int) {
        if var n = notes[key] {
            n.count += 1
            notes[key] = n
        } else {
            notes[key] = Note(order: notes.count, message: message, offset: offset, count: 1)
        }
    }
}
