import SwiftSyntax

/// `Mirror(reflecting:)`, which view code uses to list a value's parts or name its type:
/// `children` are a struct's or class's stored properties in declaration order (labelled), an
/// enum case's payload, a collection's elements or a tuple's members; `subjectType` is the
/// value's type (`"\(mirror.subjectType)"` its name); `displayStyle` says which.
extension SwiftEvaluator {
    func mirror(_ args: [Argument]) -> SwiftValue? {
        guard let subject = args.first(where: { $0.label == "reflecting" })?.value else { return nil }
        var children: [(String?, SwiftValue)] = []
        let style: String?
        switch subject.unwrapped ?? subject {
        case .instance(let i):
            let stored = declarations.type(i.type)?.storedProperties ?? []
            children = stored.compactMap { p in i.fields[p.name].map { (p.name, $0) } }
            for p in stored { releaseFallbacks(i, field: p.name) }
            style = declarations.type(i.type)?.kind == .class ? "class" : "struct"
        case .enumCase(_, _, let payload):
            children = payload.map { ($0.label, $0.value) }
            style = "enum"
        case .tuple(let members):
            children = members.enumerated().map { ($1.label ?? ".\($0)", $1.value) }
            style = "tuple"
        case let v:
            if let elements = sequenceElements(v) {
                children = elements.map { (nil, $0) }
                style = "collection"
            } else {
                style = nil
            }
        }
        let list = SwiftValue.array(children.map { label, value in
            .tuple([(label: "label", value: .optional(label.map { .string($0) })), (label: "value", value: value)])
        })
        return .instance(Instance(type: "Mirror", fields: [
            "children": list, "subjectType": .type(typeName(of: subject.unwrapped ?? subject)),
            "displayStyle": .optional(style.map { .implicitMember(name: $0, arguments: nil) }),
        ]))
    }
}
