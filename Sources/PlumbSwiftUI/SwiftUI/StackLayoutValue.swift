import PlumbModel
import SwiftSyntax

/// SwiftUI's layout values (iOS 16): `HStackLayout(alignment:spacing:)`, `VStackLayout`,
/// `ZStackLayout`, and `AnyLayout(_:)` around one. Calling one with content (`layout { … }`)
/// makes the stack it stands for, with the arguments it was made with — so an `AnyLayout` that
/// switches between a horizontal and a vertical stack lays out as the one chosen.
struct StackLayoutValue: Hashable, CallableWithArguments {
    /// `HStack`, `VStack` or `ZStack`.
    let stack: String
    /// The arguments the layout was made with (`alignment:`, `spacing:`).
    private let values: ValueBox

    static let typeNames: Set<String> = ["HStackLayout", "VStackLayout", "ZStackLayout", "AnyLayout"]

    /// `HStackLayout(…)`, `AnyLayout(layout)`; nil for other names.
    static func construct(_ name: String, _ args: [Argument]) -> SwiftValue? {
        switch name {
        case "AnyLayout": return args.first?.value
        case "HStackLayout", "VStackLayout", "ZStackLayout":
            let kept = args.filter { $0.label == "alignment" || $0.label == "spacing" }
            return .native(AnyHashable(StackLayoutValue(stack: String(name.dropLast("Layout".count)), arguments: kept)))
        default: return nil
        }
    }

    init(stack: String, arguments: [Argument]) {
        self.stack = stack
        values = ValueBox(arguments)
    }

    func call(_ args: [Argument], evaluator: SwiftEvaluator, node: Syntax, file: SwiftSourceFile) throws -> SwiftValue {
        try SwiftUIVocabulary.construct(stack, values.arguments + args, evaluator: evaluator, node: node, file: file) ?? .void
    }

    /// The made-with arguments, held by identity (values need not be hashable).
    private final class ValueBox: Hashable {
        let arguments: [Argument]
        init(_ arguments: [Argument]) { self.arguments = arguments }
        static func == (a: ValueBox, b: ValueBox) -> Bool { a === b }
        func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    }
}
