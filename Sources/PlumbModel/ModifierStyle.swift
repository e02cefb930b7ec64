/// A named, parameterised modifier list from `tokens.yaml`'s `styles:` — a custom SwiftUI
/// `ViewModifier` (or a `ButtonStyle`, with per-state lists), used as `{style: name, param: value}`
/// and expanded in place, so layout, dumps and the audit see the modifiers as if written inline.
///
/// ```yaml
/// styles:
///   elegant-label:
///     params: {color: text-secondary}        # name: default (~ = the use must give it)
///     modifiers: [{font: label}, {textCase: uppercase}, {foregroundColor: "{color}"}]
///   scale-button:
///     states: {pressed: [{scaleEffect: 0.97}]}  # appended when the variant's state matches
///   quiet: [{opacity: 0.6}]                  # no params: the list alone
/// ```
public struct ModifierStyle: Sendable {
    public var name: String
    /// Parameters in file order with their defaults; a nil default must be given at each use.
    public var params: [(name: String, defaultValue: YAMLValue?, location: SourceLocation)]
    /// The modifier list, `{param}` placeholders still in it.
    public var modifiers: YAMLValue
    /// Extra modifiers appended for a component variant's `state:` (`pressed`, `disabled`, …).
    public var states: [String: YAMLValue]
    public var location: SourceLocation

    static let keys = ["params", "modifiers", "states", "description"]

    public var paramNames: [String] { params.map(\.name) }

    /// Parses one style; placeholders must name its params, and every param must be used.
    static func parse(name: String, _ v: YAMLValue, at loc: SourceLocation) throws -> ModifierStyle {
        var style = ModifierStyle(name: name, params: [], modifiers: .sequence([], loc), states: [:], location: loc)
        if case .sequence = v {
            style.modifiers = v
        } else {
            let e = try ValueParsing.mapping(v, "style '\(name)'")
            try ValueParsing.checkKeys(e, allowed: keys, in: "style '\(name)'")
            if let p = v["params"] {
                for (k, kloc, d) in try ValueParsing.mapping(p, "params of style '\(name)'") {
                    guard k != "style", !NodeCondition.keys.contains(k) else {
                        throw PlumbError("'\(k)' cannot be a param name: it is a key of every style use", at: kloc)
                    }
                    let required = d.string.map { NodeCondition.nullWords.contains($0) } ?? false
                    style.params.append((k, required ? nil : d, kloc))
                }
            }
            if let m = v["modifiers"] { style.modifiers = m }
            if let s = v["states"] {
                for (state, sloc, list) in try ValueParsing.mapping(s, "states of style '\(name)'") {
                    guard ComponentSpec.states.contains(state), state != "normal" else {
                        let states = ComponentSpec.states.filter { $0 != "normal" }
                        throw PlumbError("unknown state '\(state)'\(Suggestions.hint(for: state, in: states)) (states: \(states.joined(separator: ", ")))", at: sloc)
                    }
                    _ = try ValueParsing.sequence(list, "modifiers of state '\(state)'")
                    style.states[state] = list
                }
            }
        }
        _ = try ValueParsing.sequence(style.modifiers, "modifiers of style '\(name)'")
        var used = try PropSubstitution.placeholders(in: style.modifiers)
        for list in style.states.values { used.merge(try PropSubstitution.placeholders(in: list)) { a, _ in a } }
        let names = style.paramNames
        if let (unknown, uloc) = used.filter({ !names.contains($0.key) }).min(by: { ($0.value.line, $0.value.column) < ($1.value.line, $1.value.column) }) {
            let list = names.isEmpty ? "it declares no params" : "params: \(names.joined(separator: ", "))"
            throw PlumbError("style '\(name)' has no param '\(unknown)'\(Suggestions.hint(for: unknown, in: names)) (\(list))", at: uloc)
        }
        if let unused = style.params.first(where: { used[$0.name] == nil }) {
            throw PlumbError("param '\(unused.name)' of style '\(name)' is never used: no '{\(unused.name)}' in its modifiers", at: unused.location)
        }
        return style
    }

    /// The prop values for one use: defaults, then `args`; an unknown or missing param is an
    /// error at the use.
    func arguments(_ args: [(key: String, keyLocation: SourceLocation, value: YAMLValue)], at use: SourceLocation) throws -> [String: YAMLValue] {
        var out: [String: YAMLValue] = [:]
        for p in params { if let d = p.defaultValue { out[p.name] = d } }
        let names = paramNames
        for (k, kloc, v) in args {
            guard names.contains(k) else {
                let list = names.isEmpty ? "it takes no params" : "params: \(names.joined(separator: ", "))"
                throw PlumbError("unknown param '\(k)' for style '\(name)'\(Suggestions.hint(for: k, in: names)) (\(list))", at: kloc)
            }
            out[k] = v
        }
        if let missing = params.first(where: { out[$0.name] == nil }) {
            throw PlumbError("style '\(name)' needs param '\(missing.name)' (it has no default)", at: use)
        }
        return out
    }

    /// Every `{style: …}` use in `list` (not inside decoration nodes' own lists, which are
    /// checked when they are resolved): the style name's value and the use's other entries.
    static func uses(in list: YAMLValue) -> [(name: YAMLValue, args: [(key: String, keyLocation: SourceLocation, value: YAMLValue)])] {
        guard case .sequence(let items, _) = list else { return [] }
        return items.compactMap { item in
            guard let e = item.entries, let s = e.first(where: { $0.key == "style" }) else { return nil }
            return (s.value, e.filter { $0.key != "style" })
        }
    }

    /// Checks, once all styles are read, that styles used by styles exist, take the params
    /// given, and never use themselves (a cycle is reported where it closes).
    static func checkReferences(_ styles: [String: ModifierStyle], order: [String]) throws {
        func lists(_ s: ModifierStyle) -> [YAMLValue] { [s.modifiers] + s.states.keys.sorted().map { s.states[$0]! } }
        func visit(_ name: String, _ stack: [String], done: inout Set<String>) throws {
            guard !done.contains(name), let style = styles[name] else { return }
            for list in lists(style) {
                for (nameValue, args) in uses(in: list) {
                    // A name given by a param is only known at a use; it is checked there.
                    guard let target = nameValue.string, !target.contains("{") else { continue }
                    guard let used = styles[target] else {
                        throw PlumbError("unknown style '\(target)'\(Suggestions.hint(for: target, in: order))", at: nameValue.location)
                    }
                    if target == name || stack.contains(target) {
                        let from = stack.firstIndex(of: target) ?? stack.count
                        let cycle = (Array(stack[from...]) + [name, target]).joined(separator: " → ")
                        throw PlumbError("cyclic style use: \(cycle)", at: nameValue.location)
                    }
                    _ = try used.arguments(args, at: nameValue.location)
                    try visit(target, stack + [name], done: &done)
                }
            }
            done.insert(name)
        }
        var done: Set<String> = []
        for name in order { try visit(name, [], done: &done) }
    }
}
