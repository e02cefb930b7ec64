import Foundation
import PlumbModel
import PlumbText

/// The two printed forms of a `LayoutTree`: the JSON contract of DESIGN.md and a readable,
/// diff-stable indented tree.
public enum LayoutDump {
    /// The JSON dump: `{component, variant, appearance, dynamicType, size, root}` where every
    /// node has `path`, `kind`, `frame`, optional `outerFrame`, text facts, and `children`.
    /// Keys are sorted and numbers printed shortest-round-trip, so equal layouts give equal bytes.
    public static func json(_ tree: LayoutTree) -> String {
        var out = ""
        out += "{\n"
        out += "  \"appearance\": \(quote(tree.component.appearance.rawValue)),\n"
        out += "  \"component\": \(quote(tree.component.name)),\n"
        out += "  \"dynamicType\": \(quote(tree.component.dynamicType.rawValue)),\n"
        // Only right to left, so left-to-right dumps stay the DESIGN.md contract byte for byte.
        if tree.component.layoutDirection == .rightToLeft { out += "  \"layoutDirection\": \"rightToLeft\",\n" }
        out += "  \"root\": "
        node(tree, 0, indent: "  ", into: &out)
        out += ",\n"
        out += "  \"size\": {\"height\": \(num(tree.size.height)), \"width\": \(num(tree.size.width))},\n"
        out += "  \"system\": \(quote(tree.component.system)),\n"
        out += "  \"variant\": \(quote(tree.component.variant))\n"
        out += "}\n"
        return out
    }

    private static func node(_ tree: LayoutTree, _ i: Int, indent: String, into out: inout String) {
        let n = tree.nodes[i]
        let inner = indent + "  "
        var fields: [String] = []
        if !n.children.isEmpty {
            var c = "\"children\": [\n"
            for (k, child) in n.children.enumerated() {
                c += inner + "  "
                node(tree, child, indent: inner + "  ", into: &c)
                c += k + 1 < n.children.count ? ",\n" : "\n"
            }
            c += inner + "]"
            fields.append(c)
        }
        if let k = n.chosenChild { fields.append("\"chosen\": \(k)") }
        if let component = n.component { fields.append("\"component\": \(quote(component))") }
        if let f = n.font, let t = n.text {
            fields.append("\"font\": {\"design\": \(quote(f.design.rawValue)), \"face\": \(quote((t.facePath as NSString).lastPathComponent)), \"leading\": \(num(t.lineHeight)), \"size\": \(num(t.fontSize)), \"tracking\": \(num(f.tracking)), \"weight\": \(quote(f.weight.rawValue))}")
        }
        fields.append("\"frame\": \(rect(n.frame))")
        fields.append("\"kind\": \(quote(n.kind))")
        if let t = n.text {
            let lines = t.lines.map { "{\"baseline\": \(num($0.baselineY)), \"text\": \(quote($0.text)), \"width\": \(num($0.width)), \"x\": \(num($0.x))}" }
            fields.append("\"lines\": [" + lines.joined(separator: ", ") + "]")
        }
        if let o = n.outerFrame { fields.append("\"outerFrame\": \(rect(o))") }
        fields.append("\"path\": \(quote(n.path))")
        if case let facts = n.textStyleFacts, !facts.isEmpty {
            fields.append("\"textStyle\": [" + facts.map(quote).joined(separator: ", ") + "]")
        }
        out += "{\n" + fields.map { inner + $0 }.joined(separator: ",\n") + "\n" + indent + "}"
    }

    /// The plain form: one line per node, indented by depth.
    /// `path  x,y w×h  [outer x,y w×h]  "text"`.
    public static func plain(_ tree: LayoutTree) -> String {
        let c = tree.component
        let direction = c.layoutDirection == .rightToLeft ? " rightToLeft" : ""
        var out = "\(c.system)/\(c.name) variant=\(c.variant) \(c.appearance.rawValue) \(c.dynamicType.rawValue)\(direction)  size \(short(tree.size.width))×\(short(tree.size.height))\n"
        func walk(_ i: Int, _ depth: Int) {
            let n = tree.nodes[i]
            var line = String(repeating: "  ", count: depth) + n.kind
            line += "  " + shortRect(n.frame)
            if let o = n.outerFrame { line += "  outer " + shortRect(o) }
            if let component = n.component { line += "  use " + component }
            if let k = n.chosenChild { line += "  chose \(k)" }
            if let t = n.text, let f = n.font {
                line += "  \(short(t.fontSize))pt \(f.weight.rawValue)"
                line += " " + t.lines.map { "\"\($0.text)\"" }.joined(separator: " / ")
                if case let facts = n.textStyleFacts, !facts.isEmpty { line += "  [" + facts.joined(separator: ", ") + "]" }
            }
            out += line + "\n"
            for child in n.children { walk(child, depth + 1) }
        }
        walk(0, 1)
        return out
    }

    static func rect(_ r: Rect) -> String {
        "{\"height\": \(num(r.height)), \"width\": \(num(r.width)), \"x\": \(num(r.x)), \"y\": \(num(r.y))}"
    }

    /// Shortest round-trip decimal; integers without ".0"; -0 printed as 0.
    static func num(_ d: Double) -> String {
        if d == 0 { return "0" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
        return "\(d)"
    }

    /// Up to 3 decimals, trailing zeros trimmed.
    public static func short(_ d: Double) -> String {
        let r = (d * 1000).rounded() / 1000
        return num(r == 0 ? 0 : r)
    }

    public static func shortRect(_ r: Rect) -> String {
        "\(short(r.x)),\(short(r.y)) \(short(r.width))×\(short(r.height))"
    }

    static func quote(_ s: String) -> String {
        var o = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": o += "\\\""
            case "\\": o += "\\\\"
            case "\n": o += "\\n"
            case "\r": o += "\\r"
            case "\t": o += "\\t"
            default:
                if u.value < 0x20 { o += String(format: "\\u%04x", u.value) } else { o.unicodeScalars.append(u) }
            }
        }
        return o + "\""
    }
}
