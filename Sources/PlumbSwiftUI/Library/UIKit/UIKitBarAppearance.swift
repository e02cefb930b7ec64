import Foundation
import PlumbModel

/// UIKit's bar appearances and the appearance proxies that apply them, as design systems theme
/// SwiftUI's navigation bars: `UINavigationBarAppearance()` configured
/// (`configureWithOpaqueBackground()`, `backgroundColor`, `shadowColor`, `titleTextAttributes`,
/// `largeTitleTextAttributes`, button appearances) and given to `UINavigationBar.appearance()`'s
/// `standardAppearance`/`scrollEdgeAppearance`. SwiftUI's `NavigationStack` draws its bar with
/// UIKit's `UINavigationBar`, so the proxy's appearance is the one it shows; a preview shows the
/// initial state, at the scroll edge, where UIKit uses `scrollEdgeAppearance`, else the standard
/// appearance with a transparent background.
///
/// The proxies are the preview's own (`PreviewDeterminism.appearanceProxies`), empty at the
/// start of every preview, as a fresh app's are. Toolbar and tab bar appearances are taken and
/// kept; Plumb draws neither bar.
enum UIKitBarAppearance {
    static let appearanceTypes: Set<String> = ["UINavigationBarAppearance", "UIToolbarAppearance", "UITabBarAppearance", "UIBarAppearance"]
    static let typeNames: Set<String> = appearanceTypes.union(["UIBarButtonItemAppearance", "UIBarButtonItemStateAppearance"])

    /// One preview's appearance proxies, by the bar class they stand for (`UINavigationBar`).
    final class Proxies {
        private var byClass: [String: UIKitViewBinding.Object] = [:]

        func proxy(for type: String) -> UIKitViewBinding.Object {
            if let p = byClass[type] { return p }
            let p = UIKitViewBinding.Object(type: type)
            byClass[type] = p
            return p
        }

        func existing(_ type: String) -> UIKitViewBinding.Object? { byClass[type] }
    }

    /// `UINavigationBarAppearance()` (also `init(idiom:)`, `init(barAppearance:)`): configured with
    /// the default background, as UIKit's initializer does; `UIBarButtonItemAppearance(style:)`.
    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) -> SwiftValue? {
        guard typeNames.contains(name) else { return nil }
        let o = UIKitViewBinding.Object(type: name)
        if appearanceTypes.contains(name) {
            if case .native(let n)? = site.argument(args, "barAppearance"), let source = n.base as? UIKitViewBinding.Object {
                o.properties = source.properties
            } else {
                configure(o, "configureWithDefaultBackground", site)
            }
            for button in ["buttonAppearance", "doneButtonAppearance", "backButtonAppearance"] where o.properties[button] == nil {
                o.properties[button] = FoundationLibrary.wrap(buttonAppearance())
            }
        } else if name == "UIBarButtonItemAppearance" {
            o.properties = buttonAppearance().properties
        }
        return FoundationLibrary.wrap(o)
    }

    private static func buttonAppearance() -> UIKitViewBinding.Object {
        let button = UIKitViewBinding.Object(type: "UIBarButtonItemAppearance")
        for state in ["normal", "highlighted", "disabled", "focused"] {
            let s = UIKitViewBinding.Object(type: "UIBarButtonItemStateAppearance")
            s.properties["titleTextAttributes"] = .dictionary([])
            button.properties[state] = FoundationLibrary.wrap(s)
        }
        return button
    }

    /// `configureWithDefaultBackground()`, `configureWithOpaqueBackground()`,
    /// `configureWithTransparentBackground()`: the background and shadow UIKit documents for
    /// each (a chrome material with no colour; the system background; nothing), the shadow a
    /// black hairline at 30 % but for the transparent one. Any other method (`setBackIndicatorImage`)
    /// changes nothing Plumb draws.
    static func method(_ base: Any, _ name: String, _ site: FoundationSite) -> SwiftValue? {
        guard let o = base as? UIKitViewBinding.Object, appearanceTypes.contains(o.type) else { return nil }
        configure(o, name, site)
        return .void
    }

    private static func configure(_ o: UIKitViewBinding.Object, _ name: String, _ site: FoundationSite) {
        let hairline = SwiftValue.color(.solid(RGBA(r: 0, g: 0, b: 0, a: 0.3)))
        switch name {
        case "configureWithDefaultBackground":
            o.properties["backgroundColor"] = .optional(nil)
            o.properties["backgroundEffect"] = .string("systemChromeMaterial")
            o.properties["shadowColor"] = hairline
        case "configureWithOpaqueBackground":
            // UIKit's dynamic `.systemBackground`, resolved where the bar is drawn.
            o.properties["backgroundColor"] = .implicitMember(name: "systemBackground", arguments: nil)
            o.properties["backgroundEffect"] = .optional(nil)
            o.properties["shadowColor"] = hairline
        case "configureWithTransparentBackground":
            o.properties["backgroundColor"] = .optional(nil)
            o.properties["backgroundEffect"] = .optional(nil)
            o.properties["shadowColor"] = .optional(nil)
        default:
            return
        }
        for attributes in ["titleTextAttributes", "largeTitleTextAttributes"] where o.properties[attributes] == nil {
            o.properties[attributes] = .dictionary([])
        }
    }

    /// `UINavigationBar.appearance()`, `UIToolbar.appearance(whenContainedInInstancesOf:)`: the
    /// preview's proxy for that class (the containment is not told apart).
    static func staticCall(_ type: String, _ name: String, _ site: FoundationSite) -> SwiftValue? {
        guard name == "appearance", UIKitViewBinding.viewTypes.contains(type) else { return nil }
        return FoundationLibrary.wrap(site.determinism.appearanceProxies.proxy(for: type))
    }

    /// What the navigation bar shows at the scroll edge, from `UINavigationBar.appearance()`.
    /// Read here, the colours are the UIColor values as set (`Colour` is `SwiftValue`: a system
    /// colour resolves where the bar is drawn, which `mapColours` does).
    struct NavigationBarLook<Colour> {
        /// The bar's background (under the large title too); nil: none (the page shows).
        var background: Colour?
        /// The hairline under the bar; nil: none.
        var shadow: Colour?
        var titleColor: Colour?
        var largeTitleColor: Colour?
        var titleFont: ResolvedFont?
        var largeTitleFont: ResolvedFont?
        /// A material background Plumb does not draw (the default background's blur).
        var undrawnMaterial: String?

        /// The same look with each colour given by `resolve` (nil: none).
        func mapColours<Other>(_ resolve: (Colour) -> Other?) -> NavigationBarLook<Other> {
            NavigationBarLook<Other>(background: background.flatMap(resolve), shadow: shadow.flatMap(resolve),
                                     titleColor: titleColor.flatMap(resolve), largeTitleColor: largeTitleColor.flatMap(resolve),
                                     titleFont: titleFont, largeTitleFont: largeTitleFont, undrawnMaterial: undrawnMaterial)
        }
    }

    /// Whether `UITabBar.appearance().isHidden = true` hides every tab bar: a `TabView` then shows
    /// its selected tab alone, over the whole of its frame (a design system drawing its own bar).
    static func tabBarHidden(_ proxies: Proxies) -> Bool {
        guard case .bool(true)? = proxies.existing("UITabBar")?.properties["isHidden"]?.unwrapped else { return false }
        return true
    }

    /// The look the preview's `UINavigationBar.appearance()` gives; nil when it set none.
    static func navigationBarLook(_ proxies: Proxies) -> NavigationBarLook<SwiftValue>? {
        guard let bar = proxies.existing("UINavigationBar") else { return nil }
        var look = NavigationBarLook<SwiftValue>()
        // At the scroll edge: `scrollEdgeAppearance`, else the standard one made transparent.
        if let edge = object(bar.properties["scrollEdgeAppearance"]) {
            look.background = color(edge.properties["backgroundColor"])
            look.shadow = color(edge.properties["shadowColor"])
            if look.background == nil, case .string(let material)? = edge.properties["backgroundEffect"] { look.undrawnMaterial = material }
            read(edge, into: &look)
        } else if let standard = object(bar.properties["standardAppearance"]) {
            read(standard, into: &look)
        }
        return look
    }

    private static func read(_ appearance: UIKitViewBinding.Object, into look: inout NavigationBarLook<SwiftValue>) {
        (look.titleColor, look.titleFont) = attributes(appearance.properties["titleTextAttributes"])
        (look.largeTitleColor, look.largeTitleFont) = attributes(appearance.properties["largeTitleTextAttributes"])
    }

    /// `[.foregroundColor: UIColor, .font: UIFont]` (also keyed in full,
    /// `NSAttributedString.Key.font`): the colour and font the title takes.
    private static func attributes(_ v: SwiftValue?) -> (SwiftValue?, ResolvedFont?) {
        guard case .dictionary(let pairs)? = v?.unwrapped ?? v else { return (nil, nil) }
        var colour: SwiftValue?
        var font: ResolvedFont?
        for (key, value) in pairs {
            switch keyName(key) {
            case "foregroundColor": colour = color(value)
            case "font":
                if case .native(let n) = value.unwrapped ?? value, let f = n.base as? UIFont { font = f.font }
            default: break
            }
        }
        return (colour, font)
    }

    /// An attribute key's Swift name: `.font` or `NSAttributedString.Key.font`.
    private static func keyName(_ key: SwiftValue) -> String? {
        switch key {
        case .implicitMember(let name, nil): return name
        case .native(let n): return (n.base as? NSAttributedString.Key)?.rawValue
        default: return nil
        }
    }

    private static func object(_ v: SwiftValue?) -> UIKitViewBinding.Object? {
        guard case .native(let n)? = v?.unwrapped ?? v else { return nil }
        return n.base as? UIKitViewBinding.Object
    }

    /// A colour as set: nil when none is (`nil`, or never set).
    private static func color(_ v: SwiftValue?) -> SwiftValue? {
        guard let v, !v.isNil else { return nil }
        return v.unwrapped ?? v
    }
}
