import PlumbModel
import SwiftSyntax

/// Preferences as SwiftUI passes them up: `.preference(key:value:)` on views inside a reader
/// (`overlayPreferenceValue`, `backgroundPreferenceValue`) gives the reader the key's
/// `defaultValue` reduced with each value in view order through the key's own
/// `reduce(value:nextValue:)`. The reader's view is materialised first (its values are logged
/// in `preferenceLog` as its nodes are made), then the decoration is made from the reduced value.
extension SwiftEvaluator {
    func materializePreferenceReader(_ reader: PreferenceReader, _ d: ViewDescription, at k: Int, path: String) throws -> [ViewNode] {
        let (nodes, logged) = try materializeLogging(d, upTo: k, path: path)
        let set = logged.filter { $0.key == reader.key }.map(\.value)
        let value = try reducedPreference(reader.key, set, node: reader.node, reader.file)
        let decoration = asView(try callClosure(reader.closure, [value], node: reader.node, reader.file), at: reader.node, reader.file)
        let rest = Array(d.modifiers[(k + 1)...])
        // Each node the view made (one, or a group's members) carries the decoration and the
        // modifiers written after the reader, as a one-child stack that sizes to it; the values
        // set inside are set again on it, for the readers further out.
        let again = logged.map { ViewModification.preference(key: $0.key, value: $0.value) }
        let decorated: ViewModification = reader.overlay ? .overlay(decoration, alignment: reader.alignment) : .background(decoration, alignment: reader.alignment)
        return try materializeWrapped(nodes, named: "PreferenceReader", d, path: path) { i in (i == 0 ? again : []) + [decorated] + rest }
    }

    /// `transformPreference(Key.self) { value in … }`: the view up to the transform is made, the
    /// values it set for the key are reduced to one and the closure changes that (`inout`); the
    /// readers above see the changed value in their place.
    func materializePreferenceTransform(_ t: PreferenceTransform, _ d: ViewDescription, at k: Int, path: String) throws -> [ViewNode] {
        let (nodes, logged) = try materializeLogging(d, upTo: k, path: path)
        let value = try reducedPreference(t.key, logged.filter { $0.key == t.key }.map(\.value), node: t.node, t.file)
        let after = try callClosure(t.closure, [value] + (t.anchor.map { [$0] } ?? []), inoutFirst: true, node: t.node, t.file)
        preferenceLog += logged.filter { $0.key != t.key } + [(t.key, after.first ?? value)]
        // The modifiers written after the transform apply to what was made.
        let rest = Array(d.modifiers[(k + 1)...])
        guard !rest.isEmpty else { return nodes }
        return try materializeWrapped(nodes, named: "PreferenceTransform", d, path: path) { _ in rest }
    }

    /// Each node made (one, or a group's members) as the only child of a stack that sizes to it,
    /// carrying the modifiers `modifiers(i)` gives the `i`th.
    private func materializeWrapped(_ nodes: [ViewNode], named name: String, _ d: ViewDescription, path: String,
                                    modifiers: (Int) -> [ViewModification]) throws -> [ViewNode] {
        try nodes.enumerated().flatMap { i, node -> [ViewNode] in
            var outer = ViewDescription(.zstack(.center, children: [ViewDescription(.prebuilt(node), name: node.path, location: d.location)]),
                                        name: name, location: d.location)
            outer.modifiers = modifiers(i)
            return try materializeAll(outer, path: path)
        }
    }

    /// The nodes of `d` with only its modifiers before `k`, and the preference values they set,
    /// taken out of `preferenceLog` for the caller to pass on as it sees fit.
    private func materializeLogging(_ d: ViewDescription, upTo k: Int, path: String) throws -> ([ViewNode], [(key: String, value: SwiftValue)]) {
        var inner = d
        inner.modifiers = Array(d.modifiers[..<k])
        let start = preferenceLog.count
        let nodes = try materializeAll(inner, path: path)
        let logged = Array(preferenceLog[start...])
        preferenceLog.removeSubrange(start...)
        return (nodes, logged)
    }

    /// The key's `defaultValue` reduced with `values` by the key's `reduce(value:nextValue:)`
    /// (the last value wins when the key declares none).
    func reducedPreference(_ key: String, _ values: [SwiftValue], node: Syntax, _ file: SwiftSourceFile) throws -> SwiftValue {
        var value = try staticMember(key, "defaultValue", node: node, file) ?? .optional(nil)
        guard let reduce = declarations.type(key)?.staticMethods["reduce"]?.first else { return values.last ?? value }
        // `value` is `inout`: passed as a variable of a scope of its own, read back after the call.
        let scope = Scope(parent: globalScope)
        let variable = ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("value")))
        for next in values {
            scope.define("value", value)
            var current = Argument(label: "value", value: value, syntax: nil)
            current.inoutTarget = (variable, scope)
            let nextValue = Argument(label: "nextValue", value: .native(AnyHashable(ConstantFunction(next))), syntax: nil)
            _ = try invoke(function: reduce, receiver: .type(key), [current, nextValue], node: node)
            value = scope.lookup("value") ?? value
        }
        return value
    }
}

/// A function that returns one value (`nextValue` of `PreferenceKey.reduce`). Compared by
/// identity: two are equal only if they are the same function.
struct ConstantFunction: Hashable, CallableNativeValue {
    private final class Box {
        let value: SwiftValue
        init(_ value: SwiftValue) { self.value = value }
    }
    private let box: Box

    init(_ value: SwiftValue) { box = Box(value) }

    var resultOfCall: SwiftValue { box.value }

    static func == (a: ConstantFunction, b: ConstantFunction) -> Bool { a.box === b.box }
    func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(box)) }
}
