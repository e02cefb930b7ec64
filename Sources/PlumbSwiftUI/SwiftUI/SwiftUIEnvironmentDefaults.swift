import PlumbModel

/// The values SwiftUI's own `EnvironmentValues` hold where nothing above a view set them, as a
/// still preview of an iPhone app sees them: nothing is being searched, presented, focused or
/// edited; controls are at the regular size; text is leading-aligned with no line limit; every
/// accessibility setting is off; actions (`dismiss`, `openURL`, `openWindow`, `refresh`) exist
/// and do nothing. Values a modifier sets (`.controlSize(.small)`) are read from the environment
/// first (`SwiftEnvironment`), so these are only the defaults.
enum SwiftUIEnvironmentDefaults {
    static func value(_ key: String, _ env: SwiftEnvironment) -> SwiftValue? {
        switch key {
        case "controlSize": return .symbol(env.controlSize)
        case "isSearching", "isFocused", "isPresented", "isLuminanceReduced", "supportsMultipleWindows", "autocorrectionDisabled",
             "allowsTightening", "isHovering":
            return .bool(false)
        case "isScrollEnabled", "showsWidgetContainerBackground": return .bool(true)
        case "multilineTextAlignment": return .symbol("leading")
        case "truncationMode": return .symbol("tail")
        case "imageScale": return .symbol("medium")
        case "headerProminence", "backgroundProminence": return .symbol("standard")
        case "menuIndicatorVisibility", "horizontalScrollIndicatorVisibility", "verticalScrollIndicatorVisibility": return .symbol("automatic")
        case "scenePhase": return .symbol("active")
        case "widgetFamily": return .symbol("systemSmall")
        case "widgetRenderingMode": return .symbol("fullColor")
        // The preview device's screen (`PreviewDevice`), as `UIScreen.main.scale` reports it.
        case "displayScale": return .double(PreviewDevice.scale)
        case "pixelLength": return .double(1 / PreviewDevice.scale)
        case "minimumScaleFactor": return .double(1)
        case "lineSpacing": return .double(0)
        case "defaultMinListRowHeight": return .double(44)
        case "defaultMinListHeaderHeight": return .double(0)
        // An OptionSet with nothing in it: `redactionReasons.contains(.placeholder)` is false.
        case "redactionReasons": return .array([])
        case "lineLimit", "font", "editMode", "undoManager", "managedObjectContext", "modelContext", "symbolRenderingMode",
             "keyboardShortcut", "backgroundStyle", "textCase":
            return .optional(nil)
        // Actions: calling them does nothing in a still image.
        case "dismiss", "openURL", "openWindow", "dismissWindow", "dismissSearch", "refresh", "requestReview", "openSettings",
             "purchase", "presentationMode", "resetFocus", "dismissImmersiveSpace", "openImmersiveSpace", "authorizationController",
             "webAuthenticationSession":
            return .native(AnyHashable(EnvironmentAction(name: key)))
        default:
            // `accessibilityReduceMotion`, `accessibilityVoiceOverEnabled`, `accessibilityShowButtonShapes`, …: all off.
            if key.hasPrefix("accessibility") { return .bool(false) }
            return nil
        }
    }
}

/// An action the environment offers (`dismiss`, `openURL`): calling it, or a method of it
/// (`presentationMode.wrappedValue.dismiss()`, `dismiss.callAsFunction()`), does nothing in a
/// still image.
struct EnvironmentAction: Hashable, CallableNativeValue {
    let name: String
    var resultOfCall: SwiftValue { .void }
}
