import Foundation
import PlumbModel
import SwiftSyntax

/// SwiftUI's values that are not views: animations (`.easeInOut`, `.spring(response:…)`,
/// `.linear(duration:).delay(0.1).repeatForever()`), `withAnimation { … }`, transactions,
/// gestures (`DragGesture().onChanged { … }`), a `GeometryReader`'s proxy, namespaces for
/// `matchedGeometryEffect`, `ScrollViewReader`'s proxy, focus state. A still image of the
/// initial state has nothing to animate, no finger and no focus: each is accepted as what it is
/// (`.enumCase(type: "Animation", …)`), its methods give it back, and its closures never run.
enum SwiftUINonViewValues {
    /// Types whose values are accepted and have no effect.
    static let typeNames: Set<String> = ["Animation", "Transaction", "DragGesture", "TapGesture", "SpatialTapGesture", "LongPressGesture",
                                         "MagnificationGesture", "MagnifyGesture", "RotationGesture", "RotateGesture", "ExclusiveGesture",
                                         "SimultaneousGesture", "SequenceGesture", "GestureState", "Namespace", "ScrollViewProxy",
                                         "GeometryProxy", "FocusState", "AnyTransition", "ContentTransition", "CoordinateSpace",
                                         "NamedCoordinateSpace", "EnvironmentValues"]
    /// `Animation`'s static members and methods: each is an animation.
    static let animationNames: Set<String> = ["default", "linear", "easeIn", "easeOut", "easeInOut", "spring", "interactiveSpring",
                                              "interpolatingSpring", "bouncy", "smooth", "snappy", "timingCurve", "delay", "speed",
                                              "repeatForever", "repeatCount"]
    /// Functions that run an action with an animation or transaction: accepted, not run.
    static let actionFunctions: Set<String> = ["withAnimation", "withTransaction"]

    static func value(_ type: String, _ name: String) -> SwiftValue { .enumCase(type: type, name: name, payload: []) }

    /// `DragGesture()`, `TapGesture(count: 2)`, `Transaction(animation: nil)`, `Namespace()`,
    /// `withAnimation(.spring()) { … }`, `ScrollViewReader { proxy in … }`.
    static func construct(_ name: String, _ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol,
                          file: SwiftSourceFile) throws -> SwiftValue? {
        if actionFunctions.contains(name) { return .void }
        if name == "LocalizedStringKey", case .string(let key)? = args.first?.value {
            // The key looked up at once (a `Text` shows the string it is given).
            return .string(FoundationLocalization.lookup(key, table: nil, evaluator: e) ?? key)
        }
        if name == "ScrollViewReader" {
            guard case .closure(let c)? = args.last?.value else { throw e.fail("ScrollViewReader needs a content closure", at: node, file) }
            let content = SwiftUIVocabulary.flatten(e.asView(try e.callClosure(c, [value("ScrollViewProxy", "proxy")], node: node, file), at: node, file))
            return .view(ViewDescription(.group(content), name: "ScrollViewReader", location: file.location(of: node)))
        }
        if let style = builtinStyles[name] {
            // `CircularProgressViewStyle(tint: .red)` keeps its tint; the others are their style's name.
            if name == "CircularProgressViewStyle", let tint = args.first(where: { $0.label == "tint" })?.value {
                return .instance(Instance(type: name, fields: ["tint": .color(try e.paint(tint, at: node, file))]))
            }
            return .symbol(style)
        }
        return typeNames.contains(name) ? value(name, "init") : nil
    }

    /// SwiftUI's style types written as initializers (`SegmentedPickerStyle()`), by the name of
    /// the style they are (`.segmented`).
    static let builtinStyles: [String: String] = [
        "DefaultPickerStyle": "automatic", "MenuPickerStyle": "menu", "SegmentedPickerStyle": "segmented", "InlinePickerStyle": "inline",
        "WheelPickerStyle": "wheel", "NavigationLinkPickerStyle": "navigationLink", "PalettePickerStyle": "palette",
        "DefaultTextFieldStyle": "automatic", "PlainTextFieldStyle": "plain", "RoundedBorderTextFieldStyle": "roundedBorder",
        "DefaultProgressViewStyle": "automatic", "CircularProgressViewStyle": "circular", "LinearProgressViewStyle": "linear",
    ]

    /// `Animation.easeInOut`, `Animation.default`.
    static func staticValue(type: String, name: String) -> SwiftValue? {
        guard typeNames.contains(type) else { return nil }
        return value(type, name)
    }

    /// `Animation.spring(response: 0.3)`, `AnyTransition.move(edge: .top)`.
    static func staticCall(type: String, name: String) -> SwiftValue? {
        staticValue(type: type, name: name)
    }

    /// A method of a non-view value: `.delay(0.1)` of an animation (also of `.linear(…)` written
    /// as an implicit member), `.onChanged { … }` of a gesture, `proxy.scrollTo(id)`,
    /// `proxy.frame(in: .local)`.
    /// `Glass` (iOS 26): `.regular`, `.clear`, `.identity`.
    static let glassVariants: Set<String> = ["regular", "clear", "identity"]

    static func method(_ receiver: SwiftValue, name: String, _ args: [Argument]) -> SwiftValue? {
        switch receiver {
        // `.regular.interactive()`, `.clear.tint(.blue)`: the glass (its reaction to touches and
        // its tint are not drawn by `glassEffect`).
        case .implicitMember(let n, nil) where glassVariants.contains(n) && ["interactive", "tint"].contains(name):
            return receiver
        case .implicitMember(let n, _) where animationNames.contains(n) && animationNames.contains(name):
            return value("Animation", name)
        case .enumCase("ScrollViewProxy", _, _):
            return .void
        case .enumCase(let t, _, _) where typeNames.contains(t):
            return receiver
        case .instance(let proxy) where proxy.type == "GeometryProxy" && name == "frame":
            // The reader's own space: `frame(in: .local)`, and the others as if the reader stood at the origin.
            guard case .native(let n)? = proxy.fields["size"], let size = n.base as? CGSize else { return nil }
            return .native(AnyHashable(CGRect(origin: .zero, size: size)))
        default:
            return nil
        }
    }

    /// The proxy a `GeometryReader` gives its content: the size it is offered (Foundation's
    /// `CGSize`, as `proxy.size == CGSize(…)` compares), no safe area insets, and frames
    /// (`frame(in: .local)` / `.global`) at the origin.
    static func geometryProxy(width: Double, height: Double) -> SwiftValue {
        let size = SwiftValue.native(AnyHashable(CGSize(width: width, height: height)))
        let insets = SwiftValue.instance(Instance(type: "EdgeInsets", fields: ["top": .double(0), "leading": .double(0), "bottom": .double(0),
                                                                              "trailing": .double(0)]))
        return .instance(Instance(type: "GeometryProxy", fields: ["size": size, "safeAreaInsets": insets]))
    }
}
