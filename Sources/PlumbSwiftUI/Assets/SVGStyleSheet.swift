import Foundation

/// An SVG's `<style>` rules, as design tools export them (Illustrator's
/// `.cls-1{fill:#eb0000;}`): rules whose selectors are an element name, a `.class`, an `#id`
/// or an element with classes (`path.cls-1`), comma-separated, give their declarations to the
/// elements they match. A rule with another selector (descendants, attributes, pseudo-classes)
/// is not applied and counted in `unsupported`. The cascade: presentation attributes, then the
/// matching rules by specificity (id over class over element) and source order, then the
/// element's own `style` attribute (applied by `SVGPresentation`).
struct SVGStyleSheet {
    struct Rule {
        var tag: String?
        var classes: [String]
        var id: String?
        var declarations: [(String, String)]
        var order: Int

        var specificity: Int { (id == nil ? 0 : 100) + classes.count * 10 + (tag == nil ? 0 : 1) }

        func matches(_ element: String, _ attributes: [String: String]) -> Bool {
            if let tag, tag != element { return false }
            if let id, attributes["id"] != id { return false }
            let own = Set((attributes["class"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init))
            return classes.allSatisfy(own.contains)
        }
    }

    private(set) var rules: [Rule] = []
    /// Selectors not applied (not an element name, class or id).
    private(set) var unsupported = 0

    /// Adds the rules of a `<style>` element's text (comments and `@` blocks skipped).
    mutating func add(_ css: String) {
        var text = css
        while let open = text.range(of: "/*") {
            let close = text.range(of: "*/", range: open.upperBound..<text.endIndex)?.upperBound ?? text.endIndex
            text.removeSubrange(open.lowerBound..<close)
        }
        for block in text.split(separator: "}") {
            let parts = block.split(separator: "{", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let declarations = SVGPresentation.style(String(parts[1]))
            for selector in parts[0].split(separator: ",") {
                let s = selector.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !s.hasPrefix("@"), let rule = Self.simple(s, declarations, order: rules.count) else {
                    if !s.isEmpty { unsupported += 1 }
                    continue
                }
                rules.append(rule)
            }
        }
    }

    /// The element's attributes with the declarations of the rules matching it laid over them.
    func cascade(_ element: String, _ attributes: [String: String]) -> [String: String] {
        let matching = rules.filter { $0.matches(element, attributes) }
        guard !matching.isEmpty else { return attributes }
        var all = attributes
        for rule in matching.sorted(by: { ($0.specificity, $0.order) < ($1.specificity, $1.order) }) {
            for (k, v) in rule.declarations { all[k] = v }
        }
        return all
    }

    /// `path`, `.a`, `#b`, `path.a.b`: a compound of an optional element name, classes and an id.
    private static func simple(_ s: String, _ declarations: [(String, String)], order: Int) -> Rule? {
        guard !s.isEmpty, s.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." || $0 == "#" }) else { return nil }
        var tag: String?, classes: [String] = [], id: String?
        var current = "", kind: Character = " "
        func flush() -> Bool {
            guard !current.isEmpty else { return kind == " " }
            switch kind {
            case ".": classes.append(current)
            case "#": id = current
            default: tag = current
            }
            current = ""
            return true
        }
        for c in s {
            if c == "." || c == "#" {
                guard flush() else { return nil }
                kind = c
            } else {
                current.append(c)
            }
        }
        guard flush() else { return nil }
        return Rule(tag: tag, classes: classes, id: id, declarations: declarations, order: order)
    }
}
