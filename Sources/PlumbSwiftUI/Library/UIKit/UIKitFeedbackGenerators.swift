/// UIKit's haptic feedback generators (`UIImpactFeedbackGenerator(style:)`,
/// `UINotificationFeedbackGenerator()`, `UISelectionFeedbackGenerator()`), which buttons and
/// controls make on their way to the screen: a preview is still and silent, so a generator is
/// made and `prepare()`, `impactOccurred(…)`, `notificationOccurred(_:)` and
/// `selectionChanged()` do nothing.
enum UIKitFeedbackGenerators {
    static let typeNames: Set<String> = ["UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator",
                                         "UIFeedbackGenerator"]

    /// A generator: its kind, kept for `"\(generator)"`.
    struct Generator: Hashable, NamedNativeValue {
        static let typeName = "UIFeedbackGenerator"
        var kind: String
    }

    static let actions: Set<String> = ["prepare", "impactOccurred", "notificationOccurred", "selectionChanged"]

    static func construct(_ name: String) -> SwiftValue? {
        guard typeNames.contains(name), name != "UIFeedbackGenerator" else { return nil }
        return .native(AnyHashable(Generator(kind: name)))
    }

    static func method(_ base: Any, _ name: String) -> SwiftValue? {
        guard base is Generator, actions.contains(name) else { return nil }
        return .void
    }
}
