/// The structural diff of two layout dumps, naming the causes of a regression precisely:
/// `padding`, `radius`, `size`, `position`, `spacing`, `font`, `color`, `text`, `hierarchy`
/// (plus `icon` and `effect` for icon names and shadows).
///
/// Children are paired by identity, not by index (`SiblingMatch`), so a swap is one `moved`
/// and an insertion one `added`, not a cascade of changes on the neighbours. Frame
/// differences that follow from a named cause (everything moves when a padding grows) are
/// reported only when nothing else explains the change.
public enum LayoutDiff {
    typealias Node = SnapshotDump.Node
    typealias Cause = SnapshotResult.Cause

    /// Causes of `new` differing from `old`, most specific first; empty when the dumps agree
    /// on everything but their hashes. A changed snapshot size (or, at the same size, image
    /// size) is always named, last: it is the first thing a reviewer sees in the images.
    public static func causes(old: SnapshotDump, new: SnapshotDump) -> [SnapshotResult.Cause] {
        var found = Found()
        diff(old.root, new.root, parentOld: nil, parentNew: nil, into: &found)
        // Only geometry changed: report the outermost few.
        var causes = found.primary.isEmpty ? Array(found.secondary.prefix(5)) : found.primary
        if old.width != new.width || old.height != new.height {
            let size = Cause(kind: "size", path: "", message: "size \(Format.size(old.width, old.height)) → \(Format.size(new.width, new.height)) pt")
            // The root's own size cause says the same thing.
            causes.removeAll { $0.kind == "size" && $0.message == size.message }
            causes.append(size)
        } else if old.image.width != new.image.width || old.image.height != new.image.height {
            // Same component size, other canvas: room for a shadow grew or shrank.
            causes.append(Cause(kind: "image", path: "", message: "image \(old.image.width) × \(old.image.height) → \(new.image.width) × \(new.image.height) px"))
        }
        return causes
    }

    /// Causes collected while walking both trees: `primary` name what the spec changed,
    /// `secondary` the sizes and positions that follow from it.
    struct Found {
        var primary: [Cause] = []
        var secondary: [Cause] = []
    }

    /// A matched pair: its own attributes, its geometry, then its children.
    static func diff(_ o: Node, _ n: Node, parentOld: Node?, parentNew: Node?, into found: inout Found) {
        compare(old: o, new: n, path: n.path, into: &found.primary)
        // Geometry: own size, and position relative to the parent.
        if abs(o.frame[2] - n.frame[2]) > 1e-6 || abs(o.frame[3] - n.frame[3]) > 1e-6 {
            found.secondary.append(Cause(kind: "size", path: n.path,
                                         message: "size \(Format.size(o.frame[2], o.frame[3])) → \(Format.size(n.frame[2], n.frame[3])) pt"))
        }
        if let po = parentOld, let pn = parentNew {
            let ox = o.frame[0] - po.frame[0], oy = o.frame[1] - po.frame[1]
            let nx = n.frame[0] - pn.frame[0], ny = n.frame[1] - pn.frame[1]
            if abs(ox - nx) > 1e-6 || abs(oy - ny) > 1e-6 {
                found.secondary.append(Cause(kind: "position", path: n.path,
                                             message: "position (\(Format.points(ox)), \(Format.points(oy))) → (\(Format.points(nx)), \(Format.points(ny))) in parent"))
            }
        }
        compareChildren(o, n, into: &found)
    }

    /// Compares the attributes of one matched pair of nodes — not their children, not their
    /// frames — appending one cause per difference, at `path`. Every matched pair passes
    /// through here, so a new dump attribute is compared by adding it here.
    static func compare(old o: Node, new n: Node, path: String, into causes: inout [Cause]) {
        func add(_ kind: String, _ message: String) { causes.append(Cause(kind: kind, path: path, message: message)) }
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
        causes += drawingCauses(old: o, new: n, path: path)
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
        if o.chosen != n.chosen, let a = o.chosen, let b = n.chosen {
            add("hierarchy", "viewThatFits chose child \(a) → \(b)")
        }
        if o.geometry != n.geometry {
            add("position", "geometry \(o.geometry?.joined(separator: ", ") ?? "none") → \(n.geometry?.joined(separator: ", ") ?? "none")")
        }
        if o.dynamicTypeSize != n.dynamicTypeSize {
            add("font", "dynamicTypeSize \(o.dynamicTypeSize ?? "unclamped") → \(n.dynamicTypeSize ?? "unclamped")")
        }
        if o.textStyle != n.textStyle {
            add("text", "text style " + Self.listChange(o.textStyle ?? [], n.textStyle ?? []))
        }
        if o.runs != n.runs { runCauses(o.runs ?? [], n.runs ?? [], add) }
    }

    /// `+underline, −italic`: what a list of facts gained and lost.
    static func listChange(_ a: [String], _ b: [String]) -> String {
        let gone = a.filter { !b.contains($0) }.map { "−" + $0 }, added = b.filter { !a.contains($0) }.map { "+" + $0 }
        let parts = gone + added
        return parts.isEmpty ? "\(a.joined(separator: ", ")) → \(b.joined(separator: ", "))" : parts.joined(separator: ", ")
    }

    /// The changes between the runs of a text made of runs, named per run.
    static func runCauses(_ a: [SnapshotDump.TextRunDump], _ b: [SnapshotDump.TextRunDump], _ add: (String, String) -> Void) {
        guard a.count == b.count else {
            add("text", "text runs \(a.count) → \(b.count)")
            return
        }
        for (i, (x, y)) in zip(a, b).enumerated() where x != y {
            if x.text != y.text { add("text", "run \(i) text \"\(x.text)\" → \"\(y.text)\"") }
            if x.font != y.font {
                var parts: [String] = []
                if x.font.face != y.font.face { parts.append("face \(x.font.face) → \(y.font.face)") }
                if x.font.size != y.font.size { parts.append("size \(Format.points(x.font.size)) → \(Format.points(y.font.size)) pt") }
                if x.font.weight != y.font.weight { parts.append("weight \(x.font.weight) → \(y.font.weight)") }
                if x.font.design != y.font.design { parts.append("design \(x.font.design) → \(y.font.design)") }
                if x.font.leading != y.font.leading { parts.append("leading \(Format.points(x.font.leading)) → \(Format.points(y.font.leading)) pt") }
                if x.font.tracking != y.font.tracking { parts.append("tracking \(Format.points(x.font.tracking)) → \(Format.points(y.font.tracking)) pt") }
                add("font", "run \(i) font " + parts.joined(separator: ", "))
            }
            if x.foreground != y.foreground {
                add("color", "run \(i) color \(x.foreground?.description ?? "inherited") → \(y.foreground?.description ?? "inherited")")
            }
            if x.style != y.style { add("text", "run \(i) style " + listChange(x.style ?? [], y.style ?? [])) }
        }
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
        if a.inset != b.inset { add("size", "\(what == "radius" ? "shape" : what) inset \(Format.points(a.inset ?? 0)) → \(Format.points(b.inset ?? 0)) pt") }
    }

    static func compareColors(_ a: [SnapshotDump.ColorValue]?, _ b: [SnapshotDump.ColorValue]?, _ what: String, _ add: (String, String) -> Void) {
        let x = a ?? [], y = b ?? []
        if x.count != y.count { return add("color", y.count > x.count ? "\(what) added" : "\(what) removed") }
        for (p, q) in zip(x, y) where p != q { add("color", "color \(what) \(p.description) → \(q.description)") }
    }

    /// Pairs the children (`SiblingMatch`), names what moved, was removed or added, and
    /// recurses into every pair.
    static func compareChildren(_ o: Node, _ n: Node, into found: inout Found) {
        let a = o.children ?? [], b = n.children ?? []
        guard !a.isEmpty || !b.isEmpty else { return }
        // Another choice of a viewThatFits is one cause (named in `compare`), not a removed
        // child and an added one.
        if let x = o.chosen, let y = n.chosen, x != y { return }
        let match = SiblingMatch(old: a, new: b)
        // In a zstack the order of the children is the order they are drawn in.
        let zNote = n.kind == "zstack" ? " (z-order)" : ""
        for p in match.pairs where p.moved {
            found.primary.append(Cause(kind: "hierarchy", path: b[p.new].path,
                                       message: "\(NodeIdentity.describe(a[p.old])) moved from position \(p.old) to \(p.new)\(zNote)"))
        }
        for i in match.removed {
            found.primary.append(Cause(kind: "hierarchy", path: a[i].path, message: "removed \(NodeIdentity.describe(a[i]))"))
        }
        for j in match.added {
            found.primary.append(Cause(kind: "hierarchy", path: b[j].path, message: "added \(NodeIdentity.describe(b[j]))"))
        }
        // Children that kept their places but not their drawing order (a background became an
        // overlay); a move already explains any change of order.
        if !match.pairs.contains(where: \.moved) {
            let byOld = match.pairs.sorted { a[$0.old].z < a[$1.old].z }, byNew = match.pairs.sorted { b[$0.new].z < b[$1.new].z }
            if byOld != byNew {
                found.primary.append(Cause(kind: "hierarchy", path: n.path, message: "z-order of children changed"))
            }
        }
        for p in match.pairs { diff(a[p.old], b[p.new], parentOld: o, parentNew: n, into: &found) }
    }
}
