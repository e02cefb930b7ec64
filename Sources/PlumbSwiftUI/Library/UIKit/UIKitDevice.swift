import Foundation
import PlumbModel
import SwiftSyntax

/// A trait collection: the preview's (`UITraitCollection.current`, what a dynamic colour is
/// resolved with) or one the code makes (`UITraitCollection(userInterfaceStyle: .dark)`).
///
/// A collection the code makes specifies only the traits it names; the rest are "unspecified"
/// (a display scale of 0), as UIKit's are, so merging it over another (`traitsFrom:`, or a
/// snapshot strategy's `traits:` over its device's) changes only those.
struct UITraitCollection: Hashable {
    var userInterfaceStyle: String
    var preferredContentSizeCategory: String
    var horizontalSizeClass = "compact"
    var verticalSizeClass = "regular"
    var displayScale = PreviewDevice.scale
    var layoutDirection: String

    /// A collection specifying no trait (`UITraitCollection()`).
    static let unspecified = UITraitCollection(userInterfaceStyle: "unspecified", preferredContentSizeCategory: "unspecified",
                                               horizontalSizeClass: "unspecified", verticalSizeClass: "unspecified",
                                               displayScale: 0, layoutDirection: "unspecified")

    /// These traits with `other`'s specified ones over them (`UITraitCollection(traitsFrom:)`).
    func merging(_ other: UITraitCollection) -> UITraitCollection {
        func pick(_ mine: String, _ theirs: String) -> String { theirs == "unspecified" ? mine : theirs }
        return UITraitCollection(userInterfaceStyle: pick(userInterfaceStyle, other.userInterfaceStyle),
                                 preferredContentSizeCategory: pick(preferredContentSizeCategory, other.preferredContentSizeCategory),
                                 horizontalSizeClass: pick(horizontalSizeClass, other.horizontalSizeClass),
                                 verticalSizeClass: pick(verticalSizeClass, other.verticalSizeClass),
                                 displayScale: other.displayScale > 0 ? other.displayScale : displayScale,
                                 layoutDirection: pick(layoutDirection, other.layoutDirection))
    }
}

/// `UIScreen.main`, `UIDevice.current`, `UIApplication.shared`: inert stand-ins of the one
/// preview device (`PreviewDevice`).
struct UIScreen: Hashable {}
struct UIDevice: Hashable {}
struct UIApplication: Hashable {}

/// The device, the app and the accessibility settings as view code asks about them: fixed
/// values of the preview device (an iPhone, 393 × 852 pt at 3×, iOS 17.5), the preview's
/// appearance and Dynamic Type size, and every accessibility setting off. Anything without a
/// visual effect on a still preview (opening URLs, posting notifications) is accepted and ignored.
enum UIKitDevice {
    static let typeNames: Set<String> = ["UIScreen", "UIDevice", "UIApplication", "UIAccessibility", "UITraitCollection",
                                         "UIUserInterfaceStyle", "UIContentSizeCategory", "UIUserInterfaceIdiom",
                                         "UIUserInterfaceSizeClass", "UIDeviceOrientation", "UIInterfaceOrientation",
                                         "UIUserInterfaceLayoutDirection", "NSTextAlignment", "NSLineBreakMode", "NSWritingDirection"]

    /// UIKit's content size categories in Dynamic Type order (`DynamicTypeSize.index`).
    static let contentSizeCategories = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                                        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
                                        "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"]

    /// The `UIAccessibility` settings Plumb reports: all off, as on a device with default settings.
    static let accessibilityFlags: Set<String> = [
        "isBoldTextEnabled", "isReduceMotionEnabled", "isVoiceOverRunning", "isReduceTransparencyEnabled",
        "isDarkerSystemColorsEnabled", "buttonShapesEnabled", "isSwitchControlRunning", "isGrayscaleEnabled",
        "isInvertColorsEnabled", "isMonoAudioEnabled", "isClosedCaptioningEnabled", "isGuidedAccessEnabled",
        "isSpeakScreenEnabled", "isSpeakSelectionEnabled", "isShakeToUndoEnabled", "isAssistiveTouchRunning",
        "isVideoAutoplayEnabled", "shouldDifferentiateWithoutColor", "isOnOffSwitchLabelsEnabled", "prefersCrossFadeTransitions",
    ]

    /// The preview's traits: its appearance and Dynamic Type size, a compact-width phone.
    static func currentTraits(_ site: FoundationSite) -> UITraitCollection {
        let env = site.evaluator.environment
        return UITraitCollection(userInterfaceStyle: env.colorScheme.rawValue, preferredContentSizeCategory: contentSizeCategory(site),
                                 layoutDirection: env.layoutDirection == .rightToLeft ? "rightToLeft" : "leftToRight")
    }

    /// The Dynamic Type size a `compatibleWith:` trait collection asks for (its content size
    /// category), else the preview's.
    static func dynamicType(compatibleWith traits: SwiftValue?, _ site: FoundationSite) -> DynamicTypeSize {
        if case .native(let n)? = traits?.unwrapped, let t = n.base as? UITraitCollection,
           let index = contentSizeCategories.firstIndex(of: t.preferredContentSizeCategory), DynamicTypeSize.allCases.indices.contains(index) {
            return DynamicTypeSize.allCases[index]
        }
        return site.evaluator.environment.dynamicType
    }

    static func contentSizeCategory(_ site: FoundationSite) -> String {
        contentSizeCategories[site.evaluator.environment.dynamicType.index]
    }

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard name == "UITraitCollection" else { return nil }
        var t = UITraitCollection.unspecified
        for arg in args {
            switch arg.label {
            case "userInterfaceStyle": t.userInterfaceStyle = try site.memberName(arg.value, "UIUserInterfaceStyle")
            case "preferredContentSizeCategory": t.preferredContentSizeCategory = try site.memberName(arg.value, "UIContentSizeCategory")
            case "horizontalSizeClass": t.horizontalSizeClass = try site.memberName(arg.value, "UIUserInterfaceSizeClass")
            case "verticalSizeClass": t.verticalSizeClass = try site.memberName(arg.value, "UIUserInterfaceSizeClass")
            case "displayScale": t.displayScale = try site.number(arg.value, "displayScale")
            case "layoutDirection": t.layoutDirection = try site.memberName(arg.value, "UITraitEnvironmentLayoutDirection")
            case "traitsFrom":
                // Each collection's specified traits over the earlier ones', as UIKit merges them.
                // An item may be `.init(…)`, a collection the array's element type makes.
                if case .array(let items) = arg.value {
                    for item in items {
                        var made = item
                        if case .implicitMember("init", let a?) = item, let value = try construct(name, a, site) { made = value }
                        if case .native(let n) = made, let other = n.base as? UITraitCollection { t = t.merging(other) }
                    }
                }
            default: return nil
            }
        }
        return .native(AnyHashable(t))
    }

    static func staticMember(_ type: String, _ name: String, _ site: FoundationSite) -> SwiftValue? {
        switch (type, name) {
        case ("UIScreen", "main"): return .native(AnyHashable(UIScreen()))
        case ("UIDevice", "current"): return .native(AnyHashable(UIDevice()))
        case ("UIApplication", "shared"): return .native(AnyHashable(UIApplication()))
        case ("UIApplication", "openSettingsURLString"): return .string("app-settings:")
        case ("UITraitCollection", "current"): return .native(AnyHashable(currentTraits(site)))
        case ("UIAccessibility", _) where accessibilityFlags.contains(name): return .bool(false)
        case ("UIContentSizeCategory", "allCases"): return .array(contentSizeCategories.map { .symbol($0) })
        case ("UIUserInterfaceStyle", _), ("UIContentSizeCategory", _), ("UIUserInterfaceIdiom", _), ("UIUserInterfaceSizeClass", _),
             ("UIDeviceOrientation", _), ("UIInterfaceOrientation", _), ("UIUserInterfaceLayoutDirection", _), ("NSTextAlignment", _),
             ("NSLineBreakMode", _), ("NSWritingDirection", _):
            return .symbol(name)
        default: return nil
        }
    }

    static func staticCall(_ type: String, _ name: String) -> SwiftValue? {
        switch (type, name) {
        // `UIAccessibility.post(notification:argument:)`, `UIApplication.shared.open(url)`: ignored.
        case ("UIAccessibility", "post"), ("UIAccessibility", "registerGestureConflictWithZoom"): return .void
        default: return nil
        }
    }

    static func property(_ x: Any, _ name: String, _ site: FoundationSite) -> SwiftValue? {
        switch x {
        case is UIScreen:
            switch name {
            case "bounds": return .native(AnyHashable(CGRect(x: 0, y: 0, width: PreviewDevice.width, height: PreviewDevice.height)))
            case "nativeBounds":
                return .native(AnyHashable(CGRect(x: 0, y: 0, width: PreviewDevice.width * PreviewDevice.scale, height: PreviewDevice.height * PreviewDevice.scale)))
            case "scale", "nativeScale": return .double(PreviewDevice.scale)
            case "brightness": return .double(1)
            case "traitCollection": return .native(AnyHashable(currentTraits(site)))
            default: return nil
            }
        case is UIDevice:
            switch name {
            case "userInterfaceIdiom": return .symbol("phone")
            case "name": return .string(PreviewDevice.name)
            case "model", "localizedModel": return .string(PreviewDevice.model)
            case "systemName": return .string(PreviewDevice.systemName)
            case "systemVersion": return .string(PreviewDevice.systemVersion)
            case "orientation": return .symbol("portrait")
            case "isMultitaskingSupported": return .bool(true)
            case "batteryLevel": return .double(-1)
            case "batteryState": return .symbol("unknown")
            default: return nil
            }
        case is UIApplication:
            switch name {
            case "connectedScenes", "windows", "openSessions": return .array([])
            case "keyWindow": return .optional(nil)
            case "preferredContentSizeCategory": return .symbol(contentSizeCategory(site))
            case "applicationState": return .symbol("active")
            case "applicationIconBadgeNumber": return .int(0)
            case "isIdleTimerDisabled", "isRegisteredForRemoteNotifications": return .bool(false)
            case "userInterfaceLayoutDirection":
                return .symbol(site.evaluator.environment.layoutDirection == .rightToLeft ? "rightToLeft" : "leftToRight")
            default: return nil
            }
        case let t as UITraitCollection:
            switch name {
            case "userInterfaceStyle": return .symbol(t.userInterfaceStyle)
            case "preferredContentSizeCategory": return .symbol(t.preferredContentSizeCategory)
            case "horizontalSizeClass": return .symbol(t.horizontalSizeClass)
            case "verticalSizeClass": return .symbol(t.verticalSizeClass)
            case "displayScale": return .double(t.displayScale)
            case "layoutDirection": return .symbol(t.layoutDirection)
            case "userInterfaceIdiom": return .symbol("phone")
            case "legibilityWeight": return .symbol("regular")
            case "accessibilityContrast": return .symbol("normal")
            case "userInterfaceLevel": return .symbol("base")
            default: return nil
            }
        default:
            return nil
        }
    }

    static func method(_ x: Any, _ name: String, _ args: [Argument], _ site: FoundationSite) -> SwiftValue? {
        switch (x, name) {
        // Key-value coding on the screen: the one key views read, its corner radius (any other
        // key is nil, as KVC on an undefined key would stop the app).
        case (is UIScreen, "value") where args.first?.label == "forKey":
            guard case .string("_displayCornerRadius")? = args.first?.value else { return .optional(nil) }
            return .double(PreviewDevice.displayCornerRadius)
        // Opening a URL, sending an action, registering for notifications: nothing to draw.
        case (is UIApplication, "open"), (is UIApplication, "registerForRemoteNotifications"),
             (is UIApplication, "setAlternateIconName"), (is UIApplication, "requestSceneSessionActivation"):
            return .void
        case (is UIApplication, "canOpenURL"), (is UIApplication, "sendAction"): return .bool(false)
        case (is UIDevice, "beginGeneratingDeviceOrientationNotifications"), (is UIDevice, "endGeneratingDeviceOrientationNotifications"):
            return .void
        case (let t as UITraitCollection, "hasDifferentColorAppearance"):
            guard case .native(let n)? = site.argument(args, "comparedTo")?.unwrapped, let o = n.base as? UITraitCollection else { return .bool(true) }
            return .bool(o.userInterfaceStyle != t.userInterfaceStyle)
        default:
            return nil
        }
    }

    /// `UIApplication.shared.isIdleTimerDisabled = true`: accepted and ignored (no visual effect).
    static func setProperty(_ x: Any, _ name: String) -> Bool {
        x is UIApplication && ["isIdleTimerDisabled", "applicationIconBadgeNumber"].contains(name)
    }
}
