/// Causes from the drawing parameters of one matched pair of nodes: icon style, shadows,
/// trims, text line offsets and the scale anchor (effect strings and colours are compared in `LayoutDiff`).
extension LayoutDiff {
    /// The drawing causes of `old` becoming `new`, the node at `path`.
    static func drawingCauses(old o: Node, new n: Node, path: String) -> [Cause] {
        var out: [Cause] = []
        func add(_ kind: String, _ message: String) { out.append(Cause(kind: kind, path: path, message: message)) }
        func pt(_ v: Double) -> String { Format.points(v) }

        if let a = o.iconStyle, let b = n.iconStyle, a != b {
            if a.size != b.size { add("icon", "icon size \(a.size.map(pt) ?? "default") → \(b.size.map(pt) ?? "default") pt") }
            if a.weight != b.weight { add("icon", "icon weight \(a.weight ?? "none") → \(b.weight ?? "none")") }
            // The stroke width follows from size and weight: named only when it changed alone.
            if a.size == b.size, a.weight == b.weight, a.strokeWidth != b.strokeWidth {
                add("icon", "icon stroke width \(a.strokeWidth.map(pt) ?? "none") → \(b.strokeWidth.map(pt) ?? "none") pt")
            }
            if a.path != b.path { add("icon", "icon path \"\(a.path ?? "")\" → \"\(b.path ?? "")\"") }
            if a.evenOddPaths != b.evenOddPaths {
                let (x, y) = ((a.evenOddPaths ?? []).joined(separator: " "), (b.evenOddPaths ?? []).joined(separator: " "))
                add("icon", "icon even-odd paths \"\(x)\" → \"\(y)\"")
            }
            if a.viewBoxHeight != b.viewBoxHeight {
                add("icon", "icon viewBox height \(a.viewBoxHeight.map(pt) ?? "none") → \(b.viewBoxHeight.map(pt) ?? "none")")
            }
        }

        let sa = o.shadows ?? [], sb = n.shadows ?? []
        if sa.count != sb.count {
            add("effect", sb.count > sa.count ? "shadow added" : "shadow removed")
        } else {
            for (a, b) in zip(sa, sb) {
                if a.color != b.color { add("effect", "shadow color \(a.color) → \(b.color)") }
                if a.radius != b.radius { add("effect", "shadow radius \(pt(a.radius)) → \(pt(b.radius)) pt") }
                if a.x != b.x || a.y != b.y { add("effect", "shadow offset (\(pt(a.x)), \(pt(a.y))) → (\(pt(b.x)), \(pt(b.y))) pt") }
            }
        }

        if o.trim != n.trim {
            func text(_ t: [Double]?) -> String { t.map { "\(pt($0[0]))…\(pt($0[1]))" } ?? "none" }
            add("effect", "trim \(text(o.trim)) → \(text(n.trim))")
        }
        // Same lines placed differently: the multiline text alignment changed.
        if o.lineOffsets != n.lineOffsets, o.lines == n.lines, let lines = o.lines ?? n.lines {
            func text(_ x: [Double]?) -> String { (x ?? lines.map { _ in 0 }).map(pt).joined(separator: ", ") }
            add("text", "line offsets \(text(o.lineOffsets)) → \(text(n.lineOffsets)) pt (multilineTextAlignment)")
        }
        if o.scaleAnchor != n.scaleAnchor {
            add("size", "scaleEffect anchor \(o.scaleAnchor ?? "center") → \(n.scaleAnchor ?? "center")")
        }
        return out
    }
}
