/// The structural diff of two layout dumps, naming the causes of a regression precisely:
/// `padding`, `radius`, `size`, `position`, `spacing`, `font`, `color`, `text`, `hierarchy`
/// (plus `icon` and `effect` for icon names and shadows).
///
/// Children are matched by a signature (kind, text, icon, component) with a longest common
/// subsequence, so inserting a node reports one `added`, not a shifted cascade. Frame
/// differences that follow from a named cause (everything moves when a padding grows) are
/// reported only when nothing else explains the change.
public enum LayoutDiff {
    typealias Node = SnapshotDump.Node
    typealias Cause = SnapshotResult.Cause

    /// Causes of `new` differing from `old`, most specific first; empty when the dumps agree
    /// on everything but their hashes.
    public static func causes(old: SnapshotDump, new: SnapshotDump) -> [SnapshotResult.Cause] {
        var primary: [Cause] = []
        var secondary: [Cause] = []
        if old.width != new.width || old.height != new.height {
            secondary.append(Cause(kind: "size", path: "",
                                   message: "size \(Format.points(old.width))×\(Format.points(old.height)) → \(Format.points(new.width))×\(Format.points(new.height)) pt"))
        }
        compare(old.root, new.root, parentOld: nil, parentNew: nil, &primary, &secondary)
        if !primary.isEmpty { return primary }
        // Only geometry changed: report the outermost few.
        return Array(secondary.prefix(5))
    }

    static func signature(_ n: Node) -> String {
        var s = n.kind
        if let t = n.text { s += ":" + t }
        if let i = n.icon { s += ":" + i }
        if let c = n.component { s += ":" + c }
        return s
    }

    static func describe(_ n: Node) -> String {
        if let t = n.text { return "\(n.kind) \"\(t)\"" }
        if let i = n.icon { return "icon \(i)" }
        if let c = n.component { return "use \(c)" }
        return n.kind
    }

    static func compare(_ o: Node, _ n: Node, parentOld: Node?, parentNew: Node?, _ primary: inout [Cause], _ secondary: inout [Cause]) {
        let path = n.path
        func add(_ kind: String, _ message: String) { primary.append(Cause(kind: kind, path: path, message: message)) }
        if o.kind != n.kind {
            add("hierarchy", "\(o.kind) replaced by \(n.kind)")
        }
        // Padding, per edge.
        let op = o.padding ?? [], np = n.padding ?? []
        if op.count != np.count {
            add("padding", np.count > op.count ? "padding added" : "padding removed")
        } else {
            for (a, b) in zip(op, np) {
                for (edge, x, y) in [("top", a.top, b.top), ("leading", a.leading, b.leading), ("bottom", a.bottom, b.bottom), ("trailing", a.trailing, b.trailing)] where x != y {
                    add("padding", "padding.\(edge) \(Format.points(x)) → \(Format.points(y)) pt" + tokenChange(a.token(edge), b.token(edge)))
                }
            }
        }
        if o.frames != n.frames {
            add("size", "frame \(o.frames?.joined(separator: ", ") ?? "none") → \(n.frames?.joined(separator: ", ") ?? "none")")
        }
        if o.spacing != n.spacing {
            add("spacing", "spacing \(o.spacing.map(Format.points) ?? "default") → \(n.spacing.map(Format.points) ?? "default") pt")
        }
        if o.alignment != n.alignment {
            add("position", "alignment \(o.alignment ?? "none") → \(n.alignment ?? "none")")
        }
        compareShape(o.shape, n.shape, "radius", add)
        if (o.clip ?? []) != (n.clip ?? []) {
            let a = o.clip ?? [], b = n.clip ?? []
            if a.count == b.count {
                for (x, y) in zip(a, b) { compareShape(x, y, "clip radius", add) }
            } else {
                add("radius", b.count > a.count ? "clip added" : "clip removed")
            }
        }
        compareColors(o.fills, n.fills, "fill", add)
        if let a = o.foreground, let b = n.foreground, a != b {
            add("color", "color foreground \(a.description) → \(b.description)")
        } else if (o.foreground == nil) != (n.foreground == nil) {
            add("color", "color foreground \(o.foreground?.description ?? "default") → \(n.foreground?.description ?? "default")")
        }
        let os = o.strokes ?? [], ns = n.strokes ?? []
        if os.count != ns.count {
            add("color", ns.count > os.count ? "stroke added" : "stroke removed")
        } else {
            for (a, b) in zip(os, ns) {
                if a.color != b.color { add("color", "color stroke \(a.color.description) → \(b.color.description)") }
                if a.width != b.width { add("size", "stroke width \(Format.points(a.width)) → \(Format.points(b.width)) pt") }
                if a.inside != b.inside { add("position", a.inside ? "strokeBorder became stroke" : "stroke became strokeBorder") }
            }
        }
        if o.opacity != n.opacity {
            add("color", "opacity \(o.opacity?.map { Format.points($0) }.joined(separator: ", ") ?? "1") → \(n.opacity?.map { Format.points($0) }.joined(separator: ", ") ?? "1")")
        }
        primary += drawingCauses(old: o, new: n, path: path)
        if o.effects != n.effects {
            add("effect", "\(o.effects?.joined(separator: ", ") ?? "no effect") → \(n.effects?.joined(separator: ", ") ?? "no effect")")
        }
        if o.scale != n.scale {
            add("size", "scaleEffect \(o.scale?.map { Format.points($0) }.joined(separator: "×") ?? "1") → \(n.scale?.map { Format.points($0) }.joined(separator: "×") ?? "1")")
        }
        if let a = o.font, let b = n.font, a != b {
            if a.face != b.face { add("font", "font.face \(a.face) → \(b.face)") }
            if a.size != b.size { add("font", "font.size \(Format.points(a.size)) → \(Format.points(b.size)) pt") }
            if a.weight != b.weight { add("font", "font.weight \(a.weight) → \(b.weight)") }
            if a.design != b.design { add("font", "font.design \(a.design) → \(b.design)") }
            if a.leading != b.leading { add("font", "font.leading \(Format.points(a.leading)) → \(Format.points(b.leading)) pt") }
            if a.tracking != b.tracking { add("font", "font.tracking \(Format.points(a.tracking)) → \(Format.points(b.tracking)) pt") }
        }
        if o.text != n.text, o.kind == n.kind {
            add("text", "text \"\(o.text ?? "")\" → \"\(n.text ?? "")\"")
        } else if o.lines != n.lines, let a = o.lines, let b = n.lines {
            add("text", a.count != b.count ? "text wraps to \(b.count) line\(b.count == 1 ? "" : "s") (was \(a.count))" : "line breaks changed: \(b.map { "\"\($0)\"" }.joined(separator: " / "))")
        }
        if o.icon != n.icon, o.kind == n.kind { add("icon", "icon \(o.icon ?? "none") → \(n.icon ?? "none")") }
        if o.component != n.component, o.kind == n.kind { add("hierarchy", "uses \(n.component ?? "nothing") instead of \(o.component ?? "nothing")") }
        // Geometry: own size, and position relative to the parent.
        if abs(o.frame[2] - n.frame[2]) > 1e-6 || abs(o.frame[3] - n.frame[3]) > 1e-6 {
            secondary.append(Cause(kind: "size", path: path, message: "size \(Format.points(o.frame[2]))×\(Format.points(o.frame[3])) → \(Format.points(n.frame[2]))×\(Format.points(n.frame[3])) pt"))
        }
        if let po = parentOld, let pn = parentNew {
            let ox = o.frame[0] - po.frame[0], oy = o.frame[1] - po.frame[1]
            let nx = n.frame[0] - pn.frame[0], ny = n.frame[1] - pn.frame[1]
            if abs(ox - nx) > 1e-6 || abs(oy - ny) > 1e-6 {
                secondary.append(Cause(kind: "position", path: path, message: "position (\(Format.points(ox)), \(Format.points(oy))) → (\(Format.points(nx)), \(Format.points(ny))) in parent"))
            }
        }
        compareChildren(o, n, &primary, &secondary)
    }

    static func tokenChange(_ a: String?, _ b: String?) -> String {
        guard a != b else { return a.map { " (\($0))" } ?? "" }
        return " (\(a ?? "literal") → \(b ?? "literal"))"
    }

    static func compareShape(_ a: SnapshotDump.Shape?, _ b: SnapshotDump.Shape?, _ what: String, _ add: (String, String) -> Void) {
        guard let a, let b, a != b else { return }
        if a.kind != b.kind { return add("radius", "\(what): \(a.kind) → \(b.kind)") }
        if a.radii != b.radii {
            let ra = Set(a.radii), rb = Set(b.radii)
            if ra.count == 1, rb.count == 1 {
                add("radius", "\(what) \(Format.points(a.radii[0])) → \(Format.points(b.radii[0])) pt")
            } else {
                let names = ["topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]
                for (k, (x, y)) in zip(a.radii, b.radii).enumerated() where x != y {
                    add("radius", "\(what).\(names[k]) \(Format.points(x)) → \(Format.points(y)) pt")
                }
            }
        }
        if a.style != b.style { add("radius", "corner style \(a.style ?? "none") → \(b.style ?? "none")") }
    }

    static func compareColors(_ a: [SnapshotDump.ColorValue]?, _ b: [SnapshotDump.ColorValue]?, _ what: String, _ add: (String, String) -> Void) {
        let x = a ?? [], y = b ?? []
        if x.count != y.count { return add("color", y.count > x.count ? "\(what) added" : "\(what) removed") }
        for (p, q) in zip(x, y) where p != q { add("color", "color \(what) \(p.description) → \(q.description)") }
    }

    static func compareChildren(_ o: Node, _ n: Node, _ primary: inout [Cause], _ secondary: inout [Cause]) {
        let a = o.children ?? [], b = n.children ?? []
        let sa = a.map(signature), sb = b.map(signature)
        if sa == sb {
            for (x, y) in zip(a, b) { compare(x, y, parentOld: o, parentNew: n, &primary, &secondary) }
            zOrder(a, b, n.path, &primary)
            return
        }
        // Longest common subsequence of signatures anchors the unchanged children.
        let m = sa.count, k = sb.count
        var table = [[Int]](repeating: [Int](repeating: 0, count: k + 1), count: m + 1)
        for i in stride(from: m - 1, through: 0, by: -1) {
            for j in stride(from: k - 1, through: 0, by: -1) {
                table[i][j] = sa[i] == sb[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        // Walk the alignment, collecting the gaps between anchors: (old run, new run).
        var i = 0, j = 0
        var pairs: [(Int, Int)] = []
        var gaps: [([Int], [Int])] = [([], [])]
        while i < m || j < k {
            if i < m, j < k, sa[i] == sb[j] {
                pairs.append((i, j)); i += 1; j += 1
                gaps.append(([], []))
            } else if j == k || (i < m && table[i + 1][j] >= table[i][j + 1]) {
                gaps[gaps.count - 1].0.append(i); i += 1
            } else {
                gaps[gaps.count - 1].1.append(j); j += 1
            }
        }
        var usedOld = Set<Int>(), usedNew = Set<Int>()
        // 1. The same child in another place: moved (re-ordered).
        let allOld = gaps.flatMap(\.0), allNew = gaps.flatMap(\.1)
        for oi in allOld {
            if let nj = allNew.first(where: { sb[$0] == sa[oi] && !usedNew.contains($0) }) {
                usedOld.insert(oi); usedNew.insert(nj)
                primary.append(Cause(kind: "hierarchy", path: b[nj].path, message: "\(describe(a[oi])) moved from position \(oi) to \(nj)"))
                compare(a[oi], b[nj], parentOld: o, parentNew: n, &primary, &secondary)
            }
        }
        // 2. Within a gap, a child of the same kind in the same place: modified in place.
        for (olds, news) in gaps {
            var remainingNew = news.filter { !usedNew.contains($0) }
            for oi in olds where !usedOld.contains(oi) {
                guard let idx = remainingNew.firstIndex(where: { b[$0].kind == a[oi].kind }) else { continue }
                let nj = remainingNew.remove(at: idx)
                usedOld.insert(oi); usedNew.insert(nj)
                compare(a[oi], b[nj], parentOld: o, parentNew: n, &primary, &secondary)
            }
        }
        // 3. What is left was removed or added.
        for oi in allOld where !usedOld.contains(oi) {
            primary.append(Cause(kind: "hierarchy", path: a[oi].path, message: "removed \(describe(a[oi]))"))
        }
        for nj in allNew where !usedNew.contains(nj) {
            primary.append(Cause(kind: "hierarchy", path: b[nj].path, message: "added \(describe(b[nj]))"))
        }
        for (x, y) in pairs { compare(a[x], b[y], parentOld: o, parentNew: n, &primary, &secondary) }
    }

    /// Siblings whose relative draw order flipped (a background became an overlay, …).
    static func zOrder(_ a: [Node], _ b: [Node], _ path: String, _ primary: inout [Cause]) {
        let ra = a.indices.sorted { a[$0].z < a[$1].z }, rb = b.indices.sorted { b[$0].z < b[$1].z }
        if ra != rb {
            primary.append(Cause(kind: "hierarchy", path: path, message: "z-order of children changed"))
        }
    }
}
