/// Adaptive layout in specs: the `dynamicTypeSize` clamp and the stack `axis` switch, both
/// decided by the Dynamic Type size in the environment, as SwiftUI reads it where the view is.
extension SpecResolver {
    /// The resolver for a subtree seen at Dynamic Type size `size` (inside a clamp).
    func within(_ size: DynamicTypeSize) -> SpecResolver {
        var r = self
        r.dynamicType = size
        return r
    }

    /// The Dynamic Type size inside each modifier of a node's list, and inside all of them
    /// (its content). A `dynamicTypeSize` wraps what comes before it, so modifier `i` sees
    /// every clamp after it, outermost first.
    func dynamicTypeSizes(_ items: [YAMLValue]) throws -> (modifiers: [DynamicTypeSize], content: DynamicTypeSize) {
        var current = dynamicType
        var sizes = [DynamicTypeSize](repeating: current, count: items.count)
        for (i, item) in items.enumerated().reversed() {
            sizes[i] = current
            if let e = item.entries, e.count == 1, e[0].key == "dynamicTypeSize" {
                current = try dynamicTypeRange(e[0].value).clamp(current)
            }
        }
        return (sizes, current)
    }

    /// `dynamicTypeSize: ...xxxLarge` (also `large...accessibility2`, `large...`, `..<accessibility1`,
    /// or one size, which pins it).
    func dynamicTypeRange(_ v: YAMLValue) throws -> DynamicTypeRange {
        let s = try ValueParsing.string(v, "dynamicTypeSize")
        guard let r = DynamicTypeRange(parsing: s) else {
            let names = DynamicTypeSize.allCases.map(\.rawValue)
            let hint = s.contains(".") ? "" : Suggestions.hint(for: s, in: names)
            throw PlumbError("dynamicTypeSize must be a size or a range of sizes such as '...xxxLarge', 'large...accessibility2', 'large...' or '..<accessibility1', found '\(s)'\(hint)", at: v.location)
        }
        return r
    }

    /// A stack's `axis` switch (SwiftUI's `AnyLayout` choosing `VStackLayout` over
    /// `HStackLayout` by Dynamic Type size): `{to: vstack, from: accessibility1, alignment:
    /// leading, spacing: 4}`, or just `vstack`. `from` defaults to `accessibility` — any
    /// accessibility size, i.e. `accessibility1` and up. Returns the other stack's axis and
    /// its options when the size in effect is at or above `from`, nil below it.
    func axisSwitch(_ v: YAMLValue, from axis: Axis) throws -> (axis: Axis, options: [String: YAMLValue])? {
        let otherName = axis == .horizontal ? "vstack" : "hstack"
        var options: [String: YAMLValue] = [:]
        var to = v
        if v.string == nil {
            let e = try ValueParsing.mapping(v, "axis")
            try ValueParsing.checkKeys(e, allowed: ["to", "from", "alignment", "spacing"], in: "axis")
            for x in e { options[x.key] = x.value }
            guard let t = options["to"] else { throw PlumbError("'axis' needs 'to: \(otherName)' (the stack it becomes)", at: v.location) }
            to = t
        }
        let target = try ValueParsing.string(to, "axis to")
        guard target == otherName else {
            throw PlumbError("a \(axis == .horizontal ? "hstack" : "vstack") switches to '\(otherName)', found '\(target)'", at: to.location)
        }
        var threshold = DynamicTypeSize.accessibility1
        if let f = options["from"] {
            let s = try ValueParsing.string(f, "from")
            guard let size = s == "accessibility" ? .accessibility1 : DynamicTypeSize(name: s) else {
                let names = ["accessibility"] + DynamicTypeSize.allCases.map(\.rawValue)
                throw PlumbError("unknown Dynamic Type size '\(s)'\(Suggestions.hint(for: s, in: names))", at: f.location)
            }
            threshold = size
        }
        guard dynamicType >= threshold else { return nil }
        return (axis == .horizontal ? .vertical : .horizontal, options)
    }

    /// A stack's cross-axis alignment: horizontal guides for a VStack, vertical for an HStack.
    func stackAlignment(_ a: YAMLValue?, _ axis: Axis) throws -> StackAlignment {
        guard let a else { return axis == .vertical ? .horizontal(.center) : .vertical(.center) }
        let s = try ValueParsing.string(a, "alignment")
        if axis == .vertical {
            guard let h = HorizontalAlignment(rawValue: s) else {
                throw PlumbError("unknown vstack alignment '\(s)'\(Suggestions.hint(for: s, in: HorizontalAlignment.allCases.map(\.rawValue))) (expected leading, center or trailing)", at: a.location)
            }
            return .horizontal(h)
        }
        guard let v = VerticalAlignment(rawValue: s) else {
            throw PlumbError("unknown hstack alignment '\(s)'\(Suggestions.hint(for: s, in: VerticalAlignment.allCases.map(\.rawValue))) (expected top, center, bottom, firstTextBaseline or lastTextBaseline)", at: a.location)
        }
        return .vertical(v)
    }
}
