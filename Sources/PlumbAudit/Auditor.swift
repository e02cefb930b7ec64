import Foundation
import PlumbLayout
import PlumbModel
import enum PlumbRaster.ConicSweep
import PlumbText

/// Runs the accessibility checks on one laid-out snapshot. Everything is computed from the
/// frame tree and the resolved colours — no pixels — so results are exact and fast.
public struct Auditor: Sendable {
    public var settings: AuditSettings
    /// The page colour under the component.
    public var page: RGBA

    public init(settings: AuditSettings, page: RGBA) {
        self.settings = settings
        self.page = page
    }

    static let targetRoles: Set<String> = ["button", "link", "toggle", "textField", "text-field", "tab", "switch", "checkbox", "slider"]

    public func audit(_ tree: LayoutTree) -> [AuditFinding] {
        var ctx = Context(tree: tree, auditor: self)
        ctx.run()
        return ctx.findings
    }

    struct Context {
        let tree: LayoutTree
        let auditor: Auditor
        var findings: [AuditFinding] = []
        var parent: [Int: Int] = [:]
        var order: [Int] = []

        init(tree: LayoutTree, auditor: Auditor) {
            self.tree = tree
            self.auditor = auditor
            for (i, n) in tree.nodes.enumerated() { for c in n.children { parent[c] = i } }
        }

        var c: ResolvedComponent { tree.component }

        mutating func add(_ rule: String, _ severity: AuditFinding.Severity, _ path: String, measured: String, threshold: String, _ message: String,
                             edge: String? = nil, colors: (String, String)? = nil) {
            var f = AuditFinding(rule: rule, severity: severity, system: c.system, component: c.name, variant: c.variant,
                                 appearance: c.appearance.rawValue, dynamicType: c.dynamicType.rawValue, path: path,
                                 measured: measured, threshold: threshold, message: message)
            f.edge = edge
            (f.foreground, f.background) = (colors?.0, colors?.1)
            findings.append(f)
        }

        mutating func run() {
            touchTargets()
            contrast()
            clipping()
            glyphs()
            dynamicType()
            if let unit = auditor.settings.gridUnit { grid(unit) }
        }

        func ancestors(_ i: Int) -> [Int] {
            var out: [Int] = []
            var k = i
            while let p = parent[k] { out.append(p); k = p }
            return out
        }

        static func fmt(_ v: Double) -> String {
            ((v * 100).rounded() / 100).plainText
        }

        // MARK: touch-target

        func isTarget(_ n: LayoutNode) -> Bool {
            var interactive: Bool?
            var role: String?
            for case .accessibility(let a) in n.view.modifiers {
                if let i = a.interactive { interactive = i }
                if let r = a.role { role = r }
            }
            if let interactive { return interactive }
            return role.map { Auditor.targetRoles.contains($0) } ?? false
        }

        /// The hit area: the node's frame with its layout modifiers, cut by ancestor clips and
        /// the component's bounds.
        func hitArea(_ i: Int) -> Rect {
            let n = tree.nodes[i]
            var r = n.outerFrame ?? n.frame
            for k in n.view.modifiers.indices {
                if case .contentShape = n.view.modifiers[k] { r = n.modifierFrames[k] }
            }
            for a in ancestors(i) { if let clip = clipRect(a) { r = intersect(r, clip) } }
            return intersect(r, Rect(x: 0, y: 0, width: tree.size.width, height: tree.size.height))
        }

        /// The frame a node clips its content to, if it clips.
        func clipRect(_ i: Int) -> Rect? {
            let n = tree.nodes[i]
            for (k, m) in n.view.modifiers.enumerated() {
                switch m {
                case .clipShape, .cornerRadius: return n.frame(beforeModifier: k)
                default: continue
                }
            }
            return nil
        }

        func intersect(_ a: Rect, _ b: Rect) -> Rect {
            let x0 = max(a.x, b.x), y0 = max(a.y, b.y), x1 = min(a.maxX, b.maxX), y1 = min(a.maxY, b.maxY)
            return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
        }

        mutating func touchTargets() {
            let t = auditor.settings.touchTarget
            let targets = tree.nodes.indices.filter { isTarget(tree.nodes[$0]) }
            var areas: [Int: Rect] = [:]
            for i in targets {
                let r = hitArea(i)
                areas[i] = r
                if r.width + 1e-9 < t || r.height + 1e-9 < t {
                    add("touch-target", .error, tree.nodes[i].path, measured: "\(Self.fmt(r.width)) × \(Self.fmt(r.height)) pt",
                        threshold: "\(Self.fmt(t)) × \(Self.fmt(t)) pt", "hit area smaller than \(Self.fmt(t)) × \(Self.fmt(t)) pt")
                }
            }
            for (x, i) in targets.enumerated() {
                for j in targets[(x + 1)...] where !ancestors(j).contains(i) && !ancestors(i).contains(j) {
                    let a = areas[i]!, b = areas[j]!
                    let o = intersect(a, b)
                    let name = tree.nodes[j].path
                    if o.width > 1e-9 && o.height > 1e-9 {
                        add("touch-target", .error, tree.nodes[i].path, measured: "overlap \(Self.fmt(o.width)) × \(Self.fmt(o.height)) pt",
                            threshold: "no overlap", "hit area overlaps \(name)")
                    } else {
                        let gap = max(max(b.x - a.maxX, a.x - b.maxX), max(b.y - a.maxY, a.y - b.maxY))
                        if gap + 1e-6 < auditor.settings.targetSpacing {
                            add("touch-target", .warning, tree.nodes[i].path, measured: "\(Self.fmt(max(gap, 0))) pt apart",
                                threshold: "\(Self.fmt(auditor.settings.targetSpacing)) pt", "hit area close to \(name)")
                        }
                    }
                }
            }
        }

        // MARK: contrast

        /// Cumulative opacity of a node: its own opacity modifiers and its ancestors'.
        func opacity(_ i: Int) -> Double {
            var o = 1.0
            for k in [i] + ancestors(i) {
                for case .opacity(let v) in tree.nodes[k].view.modifiers { o *= v }
            }
            return o
        }

        /// Colour of a paint at a point of the frame it fills (gradients evaluated there).
        func color(_ p: Paint, in f: Rect, at pt: (Double, Double)) -> RGBA {
            func lerp(_ stops: [GradientStop], _ t: Double) -> RGBA {
                guard let first = stops.first, let last = stops.last else { return .clear }
                if t <= first.location { return first.color }
                if t >= last.location { return last.color }
                var k = 1
                while stops[k].location < t { k += 1 }
                let a = stops[k - 1], b = stops[k]
                let u = (t - a.location) / max(b.location - a.location, 1e-12)
                return RGBA(r: a.color.r + (b.color.r - a.color.r) * u, g: a.color.g + (b.color.g - a.color.g) * u,
                            b: a.color.b + (b.color.b - a.color.b) * u, a: a.color.a + (b.color.a - a.color.a) * u)
            }
            switch p {
            case .solid(let c): return c
            case .linear(let s, let e, let stops):
                let sx = f.x + s.x * f.width, sy = f.y + s.y * f.height, ex = f.x + e.x * f.width, ey = f.y + e.y * f.height
                let dx = ex - sx, dy = ey - sy, len2 = dx * dx + dy * dy
                let t = len2 > 0 ? ((pt.0 - sx) * dx + (pt.1 - sy) * dy) / len2 : 1
                return lerp(stops.sorted { $0.location < $1.location }, min(max(t, 0), 1))
            case .radial(let c, let r0, let r1, let stops):
                let cx = f.x + c.x * f.width, cy = f.y + c.y * f.height
                let d = ((pt.0 - cx) * (pt.0 - cx) + (pt.1 - cy) * (pt.1 - cy)).squareRoot()
                let t = r1 > r0 ? (d - r0) / (r1 - r0) : 1
                return lerp(stops.sorted { $0.location < $1.location }, min(max(t, 0), 1))
            case .angular(let c, let a0, let a1, let stops):
                let cx = f.x + c.x * f.width, cy = f.y + c.y * f.height
                let t = ConicSweep.parameter(angle: atan2(pt.1 - cy, pt.0 - cx), from: a0 * .pi / 180, to: a1 * .pi / 180)
                return lerp(stops.sorted { $0.location < $1.location }, t)
            }
        }

        /// Fills a node paints (shape fills, or the default foreground for a bare shape).
        func fills(_ n: LayoutNode) -> [Paint] {
            guard case .shape = n.view.kind else { return [] }
            var f: [Paint] = [], stroked = false
            for m in n.view.modifiers {
                if case .fill(let p) = m { f.append(p) }
                if case .stroke = m { stroked = true }
                if case .strokeBorder = m { stroked = true }
            }
            if f.isEmpty && !stroked { f = [n.foreground ?? (c.appearance == .dark ? .solid(.white) : .solid(.black))] }
            return f
        }

        /// Node `i`'s own paint at point `pt` composited over `bg`: glass drawn under its content
        /// (the veil and tint; the blur itself is not modelled: the colour beneath the point
        /// stands for the blurred backdrop), then its shape fills where its frame contains the point.
        func paint(_ i: Int, at pt: (Double, Double), over bg: RGBA) -> RGBA {
            var bg = bg
            let n = tree.nodes[i]
            let o = opacity(i)
            for (k, m) in n.view.modifiers.enumerated() {
                guard case .glassEffect(_, let tint) = m else { continue }
                let g = n.frame(beforeModifier: k)
                guard Self.contains(g, pt) else { continue }
                bg = Contrast.over(GlassStyle.veil(c.appearance).withOpacity(o), bg)
                if let tint { bg = Contrast.over(color(tint, in: g, at: pt).withOpacity(GlassStyle.tintOpacity * o), bg) }
            }
            guard Self.contains(n.frame, pt) else { return bg }
            for p in fills(n) { bg = Contrast.over(color(p, in: n.frame, at: pt).withOpacity(o), bg) }
            return bg
        }

        static func same(_ a: RGBA, _ b: RGBA) -> Bool {
            abs(a.r - b.r) < 1e-9 && abs(a.g - b.g) < 1e-9 && abs(a.b - b.b) < 1e-9
        }

        static func contains(_ f: Rect, _ pt: (Double, Double)) -> Bool {
            pt.0 >= f.x && pt.0 <= f.maxX && pt.1 >= f.y && pt.1 <= f.maxY
        }

        /// The nodes of `drawn` (in draw order) painted over `bg` at point `pt`.
        func composite(_ drawn: ArraySlice<Int>, at pt: (Double, Double), over bg: RGBA) -> RGBA {
            drawn.reduce(bg) { paint($1, at: pt, over: $0) }
        }

        /// The opaque colour beneath point `pt` when node `text` is drawn: every fill drawn
        /// before it whose shape's frame contains the point, composited over the page.
        func backdrop(at pt: (Double, Double), before text: Int, order: [Int: Int], drawn: [Int]) -> RGBA {
            let limit = order[text] ?? Int.max
            return composite(drawn.prefix { (order[$0] ?? Int.max) < limit }, at: pt, over: auditor.page)
        }

        mutating func contrast() {
            let order = DrawOrder.compute(tree)
            // Nodes in draw order, computed once: every backdrop walks a prefix of it.
            let drawn = tree.nodes.indices.sorted { (order[$0] ?? 0) < (order[$1] ?? 0) }
            let disabled = c.state == "disabled"
            for (i, n) in tree.nodes.enumerated() {
                guard case .text(let s) = n.view.kind, !s.trimmingCharacters(in: .whitespaces).isEmpty,
                      let font = n.font, let layout = n.text, n.frame.width > 0, n.frame.height > 0 else { continue }
                if n.view.modifiers.contains(where: { if case .accessibility(let a) = $0 { return a.hidden }; return false }) { continue }
                let ink: Paint = c.appearance == .dark ? .solid(.white) : .solid(.black)
                let o = opacity(i)
                // Sample the text box's corners (inset 1 pt) and centre: the worst point counts.
                let f = n.frame
                let inset = min(1, f.width / 2, f.height / 2)
                let points = [(f.x + inset, f.y + inset), (f.maxX - inset, f.y + inset), (f.x + inset, f.maxY - inset),
                              (f.maxX - inset, f.maxY - inset), (f.x + f.width / 2, f.y + f.height / 2)]
                let backdrops = points.map { backdrop(at: $0, before: i, order: order, drawn: drawn) }
                // Each styled run is judged in its own colour and size; the text's one finding
                // names the run furthest below its threshold.
                var failing: (piece: TextPiece, worst: Double, pair: (RGBA, RGBA))?
                for piece in TextPiece.pieces(of: n, string: s, font: font, fontSize: layout.fontSize,
                                                    runSizes: layout.runs.map(\.fontSize), ink: ink) {
                    var worst = Double.infinity
                    var worstPair = (RGBA.black, RGBA.white)
                    for (pt, bg) in zip(points, backdrops) {
                        let fg = Contrast.over(color(piece.paint, in: f, at: pt).withOpacity(o), bg)
                        let r = Contrast.ratio(fg, bg)
                        if r < worst { worst = r; worstPair = (fg, bg) }
                    }
                    let need = piece.large ? 3.0 : 4.5
                    if worst < need, failing.map({ worst / need < $0.worst / ($0.piece.large ? 3.0 : 4.5) }) ?? true {
                        failing = (piece, worst, worstPair)
                    }
                }
                if let (piece, worst, worstPair) = failing {
                    let need = piece.large ? 3.0 : 4.5
                    let placeholder = piece.token?.lowercased().contains("placeholder") ?? false
                    let severity: AuditFinding.Severity = disabled || placeholder ? .warning : .error
                    let what = disabled ? "disabled text" : placeholder ? "placeholder text" : piece.large ? "large text" : "text"
                    add("contrast", severity, n.path, measured: String(format: "%.2f:1", worst), threshold: "\(Self.fmt(need)):1",
                        "\(what) \"\(piece.text.prefix(30))\" \(worstPair.0.hex) on \(worstPair.1.hex)", colors: (worstPair.0.hex, worstPair.1.hex))
                }
            }
            // Non-text contrast: borders of inputs and of focused/selected states (WCAG 1.4.11).
            let stateful = ["focused", "selected", "error", "active"].contains(c.state ?? "")
            let isInput = tree.nodes.contains { node in
                node.view.modifiers.contains { if case .accessibility(let a) = $0 { return a.role == "textField" || a.role == "text-field" }; return false }
            }
            guard stateful || isInput else { return }
            for (i, n) in tree.nodes.enumerated() {
                for m in n.view.modifiers {
                    guard case .strokeBorder(let p, let lineWidth, _) = m,
                          let seen = visibleBorder(i, p, lineWidth: lineWidth, drawn: drawn) else { continue }
                    let r = Contrast.ratio(seen.border, seen.outside)
                    if r < 3 {
                        add("contrast", .warning, n.path, measured: String(format: "%.2f:1", r), threshold: "3:1",
                            "border \(seen.border.hex) on \(seen.outside.hex) (non-text contrast)",
                            colors: (seen.border.hex, seen.outside.hex))
                    }
                }
            }
        }

        /// The border of node `i` as seen, against what is seen just outside the bordered shape,
        /// at the worst of its four edge midpoints where the border is visible; nil when it is
        /// visible at none (a clear border, or one painted over by a later opaque overlay).
        /// A point counts as visible when the final colour there differs with and without the
        /// border, so translucent borders and overlays are judged as they look.
        func visibleBorder(_ i: Int, _ p: Paint, lineWidth: Double, drawn: [Int]) -> (border: RGBA, outside: RGBA)? {
            let f = tree.nodes[i].frame
            guard let at = drawn.firstIndex(of: i) else { return nil }
            let (under, later) = (drawn[..<at], drawn[(at + 1)...])
            let h = min(lineWidth / 2, f.width / 2, f.height / 2)
            // (point on the border band, point 1 pt outside the shape) for each edge.
            let samples = [((f.x + h, (f.y + f.height / 2)), (f.x - 1, (f.y + f.height / 2))), ((f.maxX - h, (f.y + f.height / 2)), (f.maxX + 1, (f.y + f.height / 2))),
                           (((f.x + f.width / 2), f.y + h), ((f.x + f.width / 2), f.y - 1)), (((f.x + f.width / 2), f.maxY - h), ((f.x + f.width / 2), f.maxY + 1))]
            var worst: (ratio: Double, border: RGBA, outside: RGBA)?
            for (pt, out) in samples {
                let own = paint(i, at: pt, over: composite(under, at: pt, over: auditor.page))
                let bordered = Contrast.over(color(p, in: f, at: pt).withOpacity(opacity(i)), own)
                let seen = composite(later, at: pt, over: bordered)
                guard !Self.same(seen, composite(later, at: pt, over: own)) else { continue }
                let outside = composite(drawn[...], at: out, over: auditor.page)
                let r = Contrast.ratio(seen, outside)
                if r < worst?.ratio ?? .infinity { worst = (r, seen, outside) }
            }
            return worst.map { ($0.border, $0.outside) }
        }

        // MARK: glyphs

        /// A character no face of the fallback chain has is drawn as a .notdef box: an ERROR,
        /// never silent tofu.
        mutating func glyphs() {
            for n in tree.nodes {
                guard let t = n.text, !t.missingCharacters.isEmpty else { continue }
                let codes = t.missingCodePoints
                add("glyphs", .error, n.path, measured: "drawn as boxes", threshold: "a face for every character",
                    "missing glyphs: \(codes)")
            }
        }

        // MARK: clipping

        mutating func clipping() {
            for (i, n) in tree.nodes.enumerated() {
                if let t = n.text, t.truncated {
                    add("clipping", .error, n.path,
                        measured: "\(t.lines.count) line\(t.lines.count == 1 ? "" : "s") ending \"\(t.lines.last?.text ?? "")\"",
                        threshold: "no truncation", "text truncated")
                }
                // Content larger than a fixed frame around it.
                for (k, m) in n.view.modifiers.enumerated() {
                    // Relative lengths (`62%`) constrain as the points they resolve to.
                    guard case .frame(let spec) = m, spec.width != nil || spec.height != nil || spec.maxWidth != nil || spec.maxHeight != nil
                            || ["width", "height", "maxWidth", "maxHeight"].contains(where: { spec.relative[$0] != nil }) else { continue }
                    let inner = n.frame(beforeModifier: k)
                    let outer = n.modifierFrames[k]
                    // A 0 × 0 frame collapses a view on purpose (a hidden slot): nothing shows.
                    if outer.width == 0 && outer.height == 0 { continue }
                    let dw = inner.width - outer.width, dh = inner.height - outer.height
                    if dw > 0.5 || dh > 0.5 {
                        add("clipping", .error, n.path, measured: "\(Self.fmt(inner.width)) × \(Self.fmt(inner.height)) pt",
                            threshold: "\(Self.fmt(outer.width)) × \(Self.fmt(outer.height)) pt",
                            "content overflows its frame")
                    }
                }
                // Descendants cut by a clipping ancestor.
                for a in ancestors(i) {
                    guard let clip = clipRect(a) else { continue }
                    let f = n.frame
                    if f.width > 0, f.height > 0, f.x < clip.x - 0.5 || f.y < clip.y - 0.5 || f.maxX > clip.maxX + 0.5 || f.maxY > clip.maxY + 0.5 {
                        if case .text = n.view.kind {
                            add("clipping", .error, n.path, measured: "frame \(Self.fmt(f.x)),\(Self.fmt(f.y)) \(Self.fmt(f.width)) × \(Self.fmt(f.height))",
                                threshold: "inside \(tree.nodes[a].path)", "text cut off by a clipping ancestor")
                        }
                        break
                    }
                }
                // Stack children overlapping each other.
                if case .stack(let axis, let spacing, _, _) = n.view.kind, (spacing ?? 0) >= 0 {
                    let kids = n.contentChildren
                    for (a, b) in zip(kids, kids.dropFirst()) {
                        let fa = tree.nodes[a].outerFrame ?? tree.nodes[a].frame, fb = tree.nodes[b].outerFrame ?? tree.nodes[b].frame
                        // A right-to-left row places each child to the left of the one before.
                        let overlap = axis == .vertical ? fa.maxY - fb.y
                            : n.layoutDirection == .rightToLeft ? fb.maxX - fa.x : fa.maxX - fb.x
                        if overlap > 0.5 {
                            add("clipping", .error, tree.nodes[b].path, measured: "\(Self.fmt(overlap)) pt overlap", threshold: "no overlap",
                                "overlaps its previous sibling")
                        }
                    }
                }
            }
        }

        // MARK: dynamic-type

        mutating func dynamicType() {
            for n in tree.nodes {
                guard case .text = n.view.kind, let f = n.font else { continue }
                if case .fixed = f.scaling {
                    add("dynamic-type", .warning, n.path, measured: "fixed \(Self.fmt(f.size)) pt", threshold: "scales with Dynamic Type",
                        "text size does not scale (no text style or relativeTo)")
                } else if f.size < auditor.settings.minimumTextSize {
                    add("dynamic-type", .warning, n.path, measured: "\(Self.fmt(f.size)) pt",
                        threshold: "≥ \(Self.fmt(auditor.settings.minimumTextSize)) pt", "scaled text below the minimum size")
                }
            }
        }

        // MARK: grid

        /// Padding, fixed frame sides and stack spacing off the designer's grid. A length written
        /// as a scaled metric is judged by its declared value (its value at `large`), the same at
        /// every size, so its findings merge into one line; literals and tokens as laid out.
        mutating func grid(_ unit: Double) {
            func off(_ v: Double) -> Bool {
                let q = v / unit
                return abs(q - q.rounded()) > 1e-9
            }
            let needs = "multiple of \(Self.fmt(unit)) pt"
            /// The value to judge, how to print it and the message's prefix.
            func judged(_ v: Double, _ metric: ScaledMetric?) -> (value: Double, suffix: String, prefix: String) {
                metric.map { ($0.value, " at large", "scaled ") } ?? (v, "", "")
            }
            for n in tree.nodes {
                for m in n.view.modifiers {
                    switch m {
                    case .padding(let e):
                        for (edge, v) in [("top", e.top), ("leading", e.leading), ("bottom", e.bottom), ("trailing", e.trailing)] {
                            let j = judged(v, e.scaledMetrics[edge])
                            guard off(j.value) else { continue }
                            add("grid", .warning, n.path, measured: "\(Self.fmt(j.value)) pt\(j.suffix)", threshold: needs, "\(j.prefix)padding off the grid",
                                edge: edge)
                        }
                    case .frame(let f):
                        // Hairlines (≤ 1 pt: dividers, rules) are not laid on the grid.
                        for (name, v) in [("width", f.width), ("height", f.height)] {
                            guard let v else { continue }
                            let j = judged(v, f.scaledMetrics[name])
                            if j.value > 1, off(j.value) {
                                add("grid", .warning, n.path, measured: "\(name) \(Self.fmt(j.value)) pt\(j.suffix)", threshold: needs, "\(j.prefix)frame \(name) off the grid")
                            }
                        }
                    default: break
                    }
                }
                if case .stack(_, let s?, _, _) = n.view.kind {
                    let j = judged(s, n.view.scaledSpacing)
                    if off(j.value) {
                        add("grid", .warning, n.path, measured: "spacing \(Self.fmt(j.value)) pt\(j.suffix)", threshold: needs, "\(j.prefix)spacing off the grid")
                    }
                }
            }
        }
    }
}
