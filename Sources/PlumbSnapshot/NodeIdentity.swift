/// What makes a layout-dump node "the same node" across two dumps, independent of where it is.
///
/// Paths carry sibling indices (`body/zstack/1/circle`) and frames follow from layout, so
/// neither can pair children: two circles swapped in a `zstack` would each be compared with
/// its neighbour. Identity is taken from what the spec says instead, at two strengths.
enum NodeIdentity {
    typealias Node = SnapshotDump.Node

    /// Everything the spec determines about the subtree, without geometry (path, draw order,
    /// frames, line breaks): equal for a child that only moved. A stripped node rather than
    /// a hand-picked list, so attributes added to the dump later take part automatically.
    static func content(_ n: Node) -> Node {
        var c = n
        c.path = ""
        c.z = 0
        c.frame = []
        c.outerFrame = nil
        c.lines = nil
        c.children = n.children?.map(content)
        return c
    }

    /// A small label: kind plus text, icon name, `use` target and the tokens (or literal
    /// values) of its paints; containers add the labels of the texts, icons and components
    /// inside them. Equal for a child whose details changed but which is recognisably the
    /// same thing (the "Oil change" text with a new font, the accent circle at a new size).
    static func label(_ n: Node) -> String {
        var parts = [own(n)]
        func walk(_ x: Node) {
            for c in x.children ?? [] {
                if c.text != nil || c.icon != nil || c.component != nil { parts.append(own(c)) }
                walk(c)
            }
        }
        walk(n)
        return parts.joined(separator: "|")
    }

    static func own(_ n: Node) -> String {
        var s = n.kind
        if let t = n.text { s += " text=" + t }
        if let i = n.icon { s += " icon=" + i }
        if let c = n.component { s += " use=" + c }
        for f in n.fills ?? [] { s += " fill=" + (f.token ?? f.value) }
        for k in n.strokes ?? [] { s += " stroke=" + (k.color.token ?? k.color.value) }
        if let fg = n.foreground { s += " fg=" + (fg.token ?? fg.value) }
        return s
    }

    /// How a node is named in a cause: `text "Oil change"`, `icon star.fill`, `use badge`,
    /// or its kind with its first paint, `circle (accent)`.
    static func describe(_ n: Node) -> String {
        if let t = n.text { return "\(n.kind) \"\(t)\"" }
        if let i = n.icon { return "icon \(i)" }
        if let c = n.component { return "use \(c)" }
        if let f = n.fills?.first { return "\(n.kind) (\(f.token ?? f.value))" }
        return n.kind
    }
}
