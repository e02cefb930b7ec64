import SwiftSyntax

/// AppIntents' display values, which widgets and intents reuse for their labels:
/// `DisplayRepresentation(title:subtitle:)` and `TypeDisplayRepresentation(name:)`, as an
/// `AppEnum`'s `caseDisplayRepresentations` declare them. Their texts are
/// `LocalizedStringResource`s, resolved in the preview's locale as `Text` would resolve them
/// (`.init("key", defaultValue: "Today")` is "Today" without a translation); `title`,
/// `subtitle` and `name` read them back.
enum AppIntentsBinding {
    static let typeNames: Set<String> = ["DisplayRepresentation", "TypeDisplayRepresentation"]

    /// A display representation: its resolved title and optional subtitle (`TypeDisplayRepresentation`'s
    /// `name` is its title).
    struct Representation: Hashable {
        var type: String
        var title: String
        var subtitle: String?
    }

    static func construct(_ name: String, _ args: [Argument], evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                          file: SwiftSourceFile) throws -> SwiftValue? {
        guard typeNames.contains(name) else { return nil }
        func text(_ label: String?) throws -> String? {
            guard let a = args.first(where: { $0.label == label }) else { return nil }
            switch try evaluator.coerce(a.value, to: "LocalizedStringResource", at: node, file).unwrapped {
            case .string(let s)?: return s
            case nil: return nil
            default: throw evaluator.fail("\(name) needs a LocalizedStringResource, found \(a.value.kindName)", at: node, file)
            }
        }
        // `DisplayRepresentation(title:…)`, or `"Today"` as a string literal.
        let titleLabel = name == "TypeDisplayRepresentation" ? "name" : "title"
        guard let title = try text(titleLabel) ?? text("stringLiteral") ?? text(nil) else {
            throw evaluator.fail("\(name) needs a \(titleLabel)", at: node, file)
        }
        return .native(AnyHashable(Representation(type: name, title: title, subtitle: try text("subtitle"))))
    }

    /// Both representations are `ExpressibleByStringLiteral`: the literal is the title.
    static func stringLiteral(_ s: String, as type: String) -> SwiftValue? {
        typeNames.contains(type) ? .native(AnyHashable(Representation(type: type, title: s, subtitle: nil))) : nil
    }

    static func property(_ receiver: SwiftValue, _ name: String) -> SwiftValue? {
        guard case .native(let n) = receiver, let r = n.base as? Representation else { return nil }
        switch name {
        case "title" where r.type == "DisplayRepresentation", "name" where r.type == "TypeDisplayRepresentation": return .string(r.title)
        case "subtitle" where r.type == "DisplayRepresentation": return .optional(r.subtitle.map { .string($0) })
        default: return nil
        }
    }
}
