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
        let set = logged.filter { $0.key == reader.key }
        // A value Plumb could not compute: the reader then sees only the others, which the
        // warning says.
        if set.contains(where: { $0.value == nil }) {
            warn("\(reader.overlay ? "overlayPreferenceValue" : "backgroundPreferenceValue")(\(reader.keyName).self) is approximated: a value set inside could not be computed",
                 at: reader.node, reader.file)
        }
        let value = try reducedPreference(reader.key, set.compactMap(\.value), node: reader.node, reader.file)
        let decoration = asView(try callClosure(reader.closure, [value], node: reader.node, reader.file), at: reader.node, reader.file)
        let rest = Array(d.modifiers[(k + 1)...])
        // Each node the view made (one, or a group's members) carries the decoration and the
        // modifiers written after the reader, as a one-child stack that sizes to it; the values
        // set inside are set again on it, for the readers further out.
        let again = logged.map { ViewModification.preference(key: $0.key, value: $0.value) }
        return try nodes.enumerated().flatMap { i, node -> [ViewNode] in
            var outer = ViewDescription(.zstack(.center, children: [ViewDescription(.prebuilt(node), name: node.path, location: d.location)]),
                                        name: "PreferenceReader", location: d.location)
            outer.modifiers = (i == 0 ? again : []) + [reader.overlay ? .overlay(decoration, alignment: reader.alignment) : .background(decoration, alignment: reader.alignment)] + rest
            return try materializeAll(outer, path: path)
        }
    }

    /// `transformPreference(Key.self) { value in … }`: the view up to the transform is made, the
    /// values it set for the key are reduced to one and the closure changes that (`inout`); the
    /// readers above see the changed value in their place. A value Plumb could not compute
    /// leaves the result unknown (nil), for the readers to report.
    func materializePreferenceTransform(_ t: PreferenceTransform, _ d: ViewDescription, at k: Int, path: String) throws -> [ViewNode] {
        let (nodes, logged) = try materializeLogging(d, upTo: k, path: path)
        let own = logged.filter { $0.key == t.key }
        var transformed: SwiftValue?
        if !own.contains(where: { $0.value == nil }) {
            let value = try reducedPreference(t.key, own.compactMap(\.value), node: t.node, t.file)
            let after = try callClosure(t.closure, [value] + (t.anchor.map { [$0] } ?? []), inoutFirst: true, node: t.node, t.file)
            transformed = after.first ?? value
        }
        preferenceLog += logged.filter { $0.key != t.key } + [(t.key, transformed)]
        let rest = Array(d.modifiers[(k + 1)...])
        guard !rest.isEmpty else { return nodes }
        // The modifiers written after the transform apply to what was made, as a one-child stack
        // that sizes to it.
        return try nodes.flatMap { node -> [ViewNode] in
            var outer = ViewDescription(.zstack(.center, children: [ViewDescription(.prebuilt(node), name: node.path, location: d.location)]),
                                        name: "PreferenceTransform", location: d.location)
            outer.modifiers = rest
            return try materializeAll(outer, path: path)
        }
    }

    /// The nodes of `d` with only its modifiers before `k`, and the preference values they set,
    /// taken out of `preferenceLog` for the caller to pass on as it sees fit.
    private func materializeLogging(_ d: ViewDescription, upTo k: Int, path: String) throws -> ([ViewNode], [(key: String, value: SwiftValue?)]) {
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
