import Foundation
import PlumbLayout
import PlumbModel

/// The `.layout.json` stored next to each reference PNG: everything needed to explain a
/// change — frames, resolved paddings, radii, fonts, colours (with token names), text and
/// line breaks, draw order — plus the engine version, the fingerprint of every font file
/// used, and hashes of the raw pixels and of the PNG file (so `verify` can pass without
/// decoding, and catch a PNG edited behind the dump's back).
public struct SnapshotDump: Codable, Hashable, Sendable {
    public var engine: String
    public var snapshot: String
    /// Component size in points.
    public var width: Double
    public var height: Double
    /// The image: pixel size and where the component origin lies in it.
    public var image: ImageInfo
    /// Font file name → fingerprint, for every face drawn.
    public var fonts: [String: String]
    /// XXH64 of the raw premultiplied RGBA bytes (`ContentHash`).
    public var pixelsHash: String
    /// XXH64 of the PNG file's bytes (empty until the PNG is encoded).
    public var pngHash: String
    public var root: Node

    public struct ImageInfo: Codable, Hashable, Sendable {
        public var width: Int
        public var height: Int
        public var scale: Int
        public var originX: Int
        public var originY: Int

        public init(width: Int, height: Int, scale: Int, originX: Int, originY: Int) {
            self.width = width
            self.height = height
            self.scale = scale
            self.originX = originX
            self.originY = originY
        }
    }

    /// A colour or gradient, printable, with the token it came from.
    public struct ColorValue: Codable, Hashable, Sendable {
        public var value: String
        public var token: String?

        public var description: String { token.map { "\($0) \(value)" } ?? value }
    }

    public struct Insets: Codable, Hashable, Sendable {
        public var top: Double, leading: Double, bottom: Double, trailing: Double
        /// A single token for all edges (`padding: card`), or per edge `top=a,leading=b,…`.
        public var token: String?

        /// The token an edge's value came from.
        public func token(_ edge: String) -> String? {
            guard let token else { return nil }
            guard token.contains("=") else { return token }
            for part in token.split(separator: ",") {
                let kv = part.split(separator: "=", maxSplits: 1)
                if kv.count == 2, kv[0] == edge { return String(kv[1]) }
            }
            return nil
        }
    }

    public struct Shape: Codable, Hashable, Sendable {
        public var kind: String
        /// topLeading, topTrailing, bottomLeading, bottomTrailing (empty for non-rounded).
        public var radii: [Double]
        public var style: String?
        /// `InsettableShape.inset(by:)`, in points, when not 0.
        public var inset: Double? = nil
    }

    public struct Stroke: Codable, Hashable, Sendable {
        public var color: ColorValue
        public var width: Double
        public var inside: Bool
    }

    public struct Font: Codable, Hashable, Sendable {
        public var face: String
        public var size: Double
        public var weight: String
        public var design: String
        public var leading: Double
        public var tracking: Double
    }

    /// One run of a text made of runs.
    public struct TextRunDump: Codable, Hashable, Sendable {
        public var text: String
        public var font: Font
        public var foreground: ColorValue?
        public var style: [String]?
    }

    public struct Shadow: Codable, Hashable, Sendable {
        public var color: String
        public var radius: Double
        public var x: Double
        public var y: Double
    }

    /// One node. Optional facts are omitted when absent, keeping dumps small.
    public struct Node: Codable, Hashable, Sendable {
        public var path: String
        public var kind: String
        /// Draw order (0 = drawn first).
        public var z: Int
        /// x, y, width, height in points.
        public var frame: [Double]
        public var outerFrame: [Double]?
        public var padding: [Insets]?
        /// Each `frame` modifier's arguments, e.g. `maxWidth inf minHeight 52`.
        public var frames: [String]?
        public var spacing: Double?
        public var alignment: String?
        public var shape: Shape?
        public var clip: [Shape]?
        public var fills: [ColorValue]?
        public var strokes: [Stroke]?
        public var foreground: ColorValue?
        public var opacity: [Double]?
        public var shadows: [Shadow]?
        /// Backdrop blurs and glass effects, described.
        public var effects: [String]?
        public var scale: [Double]?
        /// The `scaleEffect` anchor, when not `center`.
        public var scaleAnchor: String?
        /// `trim` from, to (shapes).
        public var trim: [Double]?
        public var font: Font?
        public var text: String?
        public var lines: [String]?
        /// Each line's offset in the text box (multiline alignment), when any is not 0.
        public var lineOffsets: [Double]?
        /// Text styling that is not SwiftUI's default (`italic`, `underline #…`, `lineSpacing 4`,
        /// `truncationMode middle`, `shrunk to 82%`); absent for a plain text.
        public var textStyle: [String]?
        /// A text made of styled runs (`Text + Text`): each run's string, font, colour, styling.
        public var runs: [TextRunDump]?
        public var icon: String?
        /// How an icon is drawn: size, weight and stroke width, or custom path data.
        public var iconStyle: IconStyle?
        public var component: String?
        /// A `viewThatFits`: the index of the child it chose (the only child dumped).
        public var chosen: Int?
        /// A `dynamicTypeSize` clamp on the node, in SwiftUI's spelling (`...xxxLarge`).
        public var dynamicTypeSize: String?
        /// Geometry modifiers (`aspectRatio 1.5 fit`, `alignmentGuide leading +12`,
        /// `layoutDirection rightToLeft`) and `mirrored` for an icon drawn flipped right to left.
        public var geometry: [String]?
        public var children: [Node]?
    }

    /// Engine version recorded in every dump; bump it when rendering changes on purpose, so
    /// `verify` reports "re-record" instead of a wall of pixel regressions — and when the dump
    /// records new facts (2: icon style, trim, scale anchor, effect shapes and anchors, text line offsets;
    /// 3: pixel and PNG hashes are XXH64 instead of FNV-1a; 4: blurs of σ ≥ 8 px computed by
    /// decimation — shadows and glass differ by up to 3/255).
    public static let engineVersion = "plumb-engine 4"

    /// Builds the dump of a laid-out, rendered component.
    public static func make(tree: LayoutTree, id: SnapshotID, image: ImageInfo, fonts: [String: String],
                            pixelsHash: String, pngHash: String = "") -> SnapshotDump {
        let order = DrawOrder.compute(tree)
        return SnapshotDump(engine: engineVersion, snapshot: id.name, width: tree.size.width, height: tree.size.height,
                            image: image, fonts: fonts, pixelsHash: pixelsHash, pngHash: pngHash,
                            root: node(tree, 0, order))
    }

    static func rect(_ r: Rect) -> [Double] { [r.x, r.y, r.width, r.height] }

    static func frameText(_ f: FrameSpec, token: String?) -> String {
        var parts: [String] = []
        func add(_ name: String, _ v: Double?) {
            if let r = f.relative[name] { parts.append("\(name) \(r)"); return }
            guard let v else { return }
            parts.append("\(name) \(v.isInfinite ? "inf" : Format.points(v))")
        }
        add("width", f.width); add("height", f.height)
        add("minWidth", f.minWidth); add("idealWidth", f.idealWidth); add("maxWidth", f.maxWidth)
        add("minHeight", f.minHeight); add("idealHeight", f.idealHeight); add("maxHeight", f.maxHeight)
        if f.alignment != .center { parts.append("alignment \(f.alignment)") }
        return parts.joined(separator: " ")
    }

    static func color(_ p: Paint, token: String?) -> ColorValue { ColorValue(value: p.description, token: token) }

    static func shape(_ s: ShapeKind) -> Shape {
        switch s {
        case .rectangle: return Shape(kind: "rectangle", radii: [], style: nil)
        case .circle: return Shape(kind: "circle", radii: [], style: nil)
        case .ellipse: return Shape(kind: "ellipse", radii: [], style: nil)
        case .custom(let c): return Shape(kind: "custom \(c.identity)", radii: [], style: nil)
        case .capsule(let st): return Shape(kind: "capsule", radii: [], style: st.rawValue)
        case .roundedRectangle(let r, let st):
            return Shape(kind: "roundedRectangle", radii: [r.topLeading, r.topTrailing, r.bottomLeading, r.bottomTrailing], style: st.rawValue)
        }
    }

    static func node(_ tree: LayoutTree, _ i: Int, _ order: [Int: Int]) -> Node {
        let n = tree.nodes[i]
        var d = Node(path: n.path, kind: n.kind, z: order[i] ?? -1, frame: rect(n.frame), outerFrame: n.outerFrame.map(rect))
        var padding: [Insets] = [], clip: [Shape] = [], fills: [ColorValue] = [], strokes: [Stroke] = []
        var frames: [String] = []
        var opacity: [Double] = [], shadows: [Shadow] = [], scale: [Double] = [], effects: [String] = []
        var geometry: [String] = []
        for (k, m) in n.view.modifiers.enumerated() {
            let token = n.view.tokenName(k)
            switch m {
            case .padding(let e): padding.append(Insets(top: e.top, leading: e.leading, bottom: e.bottom, trailing: e.trailing, token: token))
            case .frame(let f): frames.append(frameText(f, token: token))
            case .clipShape(let s):
                clip.append(shape(s))
                if n.layoutDirection(ofModifier: k) == .rightToLeft, s.mirrorsRightToLeft { geometry.append("clipShape mirrored") }
            case .contentShape(let s):
                if n.layoutDirection(ofModifier: k) == .rightToLeft, s.mirrorsRightToLeft { geometry.append("contentShape mirrored") }
            case .cornerRadius(let r): clip.append(Shape(kind: "roundedRectangle", radii: [r, r, r, r], style: "circular"))
            case .fill(let p): fills.append(color(p, token: token))
            case .stroke(let p, let w, _): strokes.append(Stroke(color: color(p, token: token), width: w, inside: false))
            case .strokeBorder(let p, let w, _): strokes.append(Stroke(color: color(p, token: token), width: w, inside: true))
            case .opacity(let o): opacity.append(o)
            case .shadow(let c, let r, let x, let y): shadows.append(Shadow(color: c.hex, radius: r, x: x, y: y))
            case .scaleEffect(let x, let y, let anchor):
                scale += [x, y]
                if anchor != UnitPoint.named["center"] { d.scaleAnchor = anchorText(anchor) }
            case .rotationEffect(let deg, let anchor):
                effects.append("rotationEffect \(Format.points(deg))°" + (anchor == UnitPoint.named["center"] ? "" : " about \(anchorText(anchor))"))
            case .backdropBlur(let r, let s):
                effects.append("backdropBlur \(Format.points(r)) in \(shapeText(s))")
                if n.layoutDirection(ofModifier: k) == .rightToLeft, s.mirrorsRightToLeft { geometry.append("backdropBlur mirrored") }
            case .blendMode(let mode): effects.append("blendMode \(mode.rawValue)")
            case .blur(let r, let opaque): effects.append("blur \(Format.points(r))" + (opaque ? " opaque" : ""))
            case .colorMatrix(let m): effects.append(m.description)
            case .glassEffect(let s, let tint):
                effects.append("glassEffect in \(shapeText(s))" + (tint.map { " tint \($0)" } ?? ""))
                if n.layoutDirection(ofModifier: k) == .rightToLeft, s.mirrorsRightToLeft { geometry.append("glassEffect mirrored") }
            case .trim(let from, let to): d.trim = [from, to]
            case .dynamicTypeSize(let r): d.dynamicTypeSize = r.description
            case .aspectRatio(let a): geometry.append(a.description)
            case .alignmentGuide(let g): geometry.append(g.description)
            case .layoutDirection(let dir): geometry.append("layoutDirection \(dir.rawValue)")
            default: break
            }
        }
        if !padding.isEmpty { d.padding = padding }
        if !frames.isEmpty { d.frames = frames }
        if !clip.isEmpty { d.clip = clip }
        if !fills.isEmpty { d.fills = fills }
        if !strokes.isEmpty { d.strokes = strokes }
        if !opacity.isEmpty { d.opacity = opacity }
        if !shadows.isEmpty { d.shadows = shadows }
        if !scale.isEmpty { d.scale = scale }
        if !effects.isEmpty { d.effects = effects }
        switch n.view.kind {
        case .stack(_, let spacing, let alignment, _):
            d.spacing = spacing
            switch alignment {
            case .horizontal(let h): d.alignment = h.rawValue
            case .vertical(let v): d.alignment = v.rawValue
            }
        case .zstack(let a, _): d.alignment = a.description
        case .grid(_, let spacing, _, let a, _, _): d.spacing = spacing; d.alignment = a.rawValue
        case .shape(let s):
            d.shape = shape(s)
            if n.view.shapeInset != 0 { d.shape?.inset = n.view.shapeInset }
            if n.layoutDirection == .rightToLeft, s.mirrorsRightToLeft { geometry.append("mirrored") }
        case .text(let s): d.text = s
        case .icon(let icon):
            d.icon = icon.name ?? "path"
            d.iconStyle = iconStyle(icon, frame: n.frame, weight: n.font?.weight ?? .regular, size: n.font?.size)
            if icon.flipsForRightToLeft, n.layoutDirection == .rightToLeft { geometry.append("mirrored") }
        case .use(let name, _): d.component = name
        case .viewThatFits: d.chosen = n.chosenChild
        default: break
        }
        if case .text = n.view.kind, let t = n.text, let f = n.font {
            d.font = Font(face: (t.facePath as NSString).lastPathComponent, size: t.fontSize, weight: f.weight.rawValue,
                          design: f.design.rawValue, leading: t.lineHeight, tracking: f.tracking)
            d.lines = t.lines.map(\.text)
            if t.lines.contains(where: { $0.x != 0 }) { d.lineOffsets = t.lines.map { rounded($0.x) } }
            let facts = n.textStyleFacts
            if !facts.isEmpty { d.textStyle = facts }
            if n.runPaints.count > 1 {
                d.runs = n.view.textRuns.indices.map { i in
                    let face = t.runs[i], font = n.runFonts[i], paint = n.runPaints[i], style = n.runFacts(i)
                    return TextRunDump(text: n.view.textRuns[i].text,
                                       font: Font(face: (face.facePath as NSString).lastPathComponent, size: face.fontSize,
                                                  weight: font.weight.rawValue, design: font.design.rawValue,
                                                  leading: face.lineHeight, tracking: font.tracking),
                                       foreground: paint.foreground.map { color($0, token: paint.foregroundToken) },
                                       style: style.isEmpty ? nil : style)
                }
            }
        }
        if !geometry.isEmpty { d.geometry = geometry }
        if n.view.kind.drawsForeground, let fg = n.foreground { d.foreground = color(fg, token: n.foregroundToken) }
        if !n.children.isEmpty { d.children = n.children.map { node(tree, $0, order) } }
        return d
    }

    /// Sorted-key, pretty-printed JSON: byte-stable for equal dumps.
    public func encoded() throws -> Data {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try e.encode(self)
        data.append(0x0A)
        return data
    }

    /// Decodes and validates a reference's dump (see `validate(file:)`): a file that is not a
    /// dump, or one with out-of-range fields, is a located error.
    public static func decode(_ data: Data, file: String) throws -> SnapshotDump {
        guard data.count <= maxFileBytes else {
            throw PlumbError("layout dump is larger than \(maxFileBytes >> 20) MiB; re-record it", at: .file(file))
        }
        let dump: SnapshotDump
        do {
            dump = try JSONDecoder().decode(SnapshotDump.self, from: data)
        } catch {
            throw PlumbError("not a Plumb layout dump (\(error.localizedDescription)); re-record it", at: .file(file))
        }
        try dump.validate(file: file)
        return dump
    }

    /// The dump with the PNG hash cleared: what must match for a fast pass.
    var withoutPNGHash: SnapshotDump {
        var d = self
        d.pngHash = ""
        return d
    }
}

extension ViewKind {
    /// Kinds whose drawing uses the inherited foreground colour.
    var drawsForeground: Bool {
        switch self {
        case .text, .icon, .shape: return true
        default: return false
        }
    }
}

extension String {
    func leftPadded(to n: Int) -> String { count >= n ? self : String(repeating: "0", count: n - count) + self }
}
