import Foundation

/// UIKit's own views and view controllers as a preview makes them (`UIView()`, `UIStackView()`,
/// `UILabel()`, `UIViewController()`), with the Auto Layout objects they are wired with. Plumb
/// lays out and draws SwiftUI, not UIKit: such an object takes the properties set on it and
/// the calls made on it (`addArrangedSubview`, `NSLayoutConstraint.activate`), none of which
/// changes anything Plumb draws, and where a view is expected it is a labelled placeholder
/// with a warning that names it (`UIKitPlaceholder`), as a UIKit type of the sources is.
enum UIKitViewBinding {
    /// UIKit's class hierarchy for the classes the sources subclass, nearest superclass first.
    static let superclasses: [String: [String]] = [
        "UIView": ["UIResponder", "NSObject"], "UIViewController": ["UIResponder", "NSObject"],
        "UITableViewCell": ["UIView", "UIResponder", "NSObject"], "UICollectionViewCell": ["UIView", "UIResponder", "NSObject"],
        "UIControl": ["UIView", "UIResponder", "NSObject"], "UIButton": ["UIControl", "UIView", "UIResponder", "NSObject"],
        "UILabel": ["UIView", "UIResponder", "NSObject"], "UIStackView": ["UIView", "UIResponder", "NSObject"],
        "UINavigationController": ["UIViewController", "UIResponder", "NSObject"],
        "UIHostingController": ["UIViewController", "UIResponder", "NSObject"],
    ]
    /// UIKit's view and controller classes a preview may return.
    static let viewTypes: Set<String> = [
        "UIView", "UIStackView", "UILabel", "UIButton", "UIImageView", "UIScrollView", "UITableView", "UICollectionView",
        "UITextField", "UITextView", "UISwitch", "UISlider", "UISegmentedControl", "UIActivityIndicatorView", "UIProgressView",
        "UIVisualEffectView", "UIPageControl", "UIStepper", "UIDatePicker", "UIPickerView", "UINavigationBar", "UIToolbar",
        "UITabBar", "UIViewController", "UINavigationController", "UITabBarController", "UITableViewController",
        "UICollectionViewController", "UIHostingController",
    ]
    /// Objects views are configured with, which are not views themselves.
    static let helperTypes: Set<String> = ["NSLayoutConstraint", "UIPanGestureRecognizer", "UITapGestureRecognizer",
                                           "UILongPressGestureRecognizer", "UISwipeGestureRecognizer", "CALayer", "CAShapeLayer",
                                           "CAGradientLayer"]
    static var typeNames: Set<String> { viewTypes.union(helperTypes) }

    /// A UIKit object: its class and what was set on it (a reference, as UIKit's objects are).
    final class Object: Hashable, InstanceNamedNativeValue {
        let type: String
        var libraryTypeName: String { type }
        var properties: [String: SwiftValue] = [:]
        /// Views added to it (`addSubview`, `addArrangedSubview`, …).
        var subviewCount = 0

        init(type: String) { self.type = type }

        var isView: Bool { viewTypes.contains(type) }
        var isController: Bool { type.hasSuffix("Controller") }

        static func == (a: Object, b: Object) -> Bool { a === b }
        func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    }

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) -> SwiftValue? {
        guard typeNames.contains(name) else { return nil }
        let o = Object(type: name)
        // `UIHostingController(rootView:)` keeps its SwiftUI view.
        if let root = site.argument(args, "rootView") { o.properties["rootView"] = root }
        return FoundationLibrary.wrap(o)
    }

    /// `NSLayoutConstraint.activate([...])` and other class methods: nothing to do.
    static func staticCall(_ type: String, _ name: String) -> SwiftValue? {
        typeNames.contains(type) ? .void : nil
    }

    static func property(_ base: Any, _ name: String) -> SwiftValue? {
        guard let o = base as? Object else { return nil }
        if let v = o.properties[name] { return v }
        switch name {
        // What a view is wired through: objects of their own.
        case "layer": return FoundationLibrary.wrap(Object(type: "CALayer"))
        case let anchor where anchor.hasSuffix("Anchor"): return FoundationLibrary.wrap(Object(type: "NSLayoutAnchor"))
        // A controller's view is one object, so `vc.view.frame = …` stays set on it.
        case "view" where o.isController:
            let view = FoundationLibrary.wrap(Object(type: "UIView"))
            o.properties["view"] = view
            return view
        case "frame", "bounds": return .native(AnyHashable(CGRect.zero))
        case "subviews", "arrangedSubviews", "gestureRecognizers", "constraints": return .array([])
        default: return nil
        }
    }

    /// Every method of a UIKit object: done, with nothing drawn changed; an anchor's
    /// `constraint(…)` makes a constraint.
    static func method(_ base: Any, _ name: String) -> SwiftValue? {
        guard let o = base as? Object else { return nil }
        if o.type == "NSLayoutAnchor", name.hasPrefix("constraint") { return FoundationLibrary.wrap(Object(type: "NSLayoutConstraint")) }
        if ["addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview"].contains(name) { o.subviewCount += 1 }
        return .void
    }

    /// The size `vc.view.frame = …` gave a controller's view, nil when none was set.
    static func viewFrameSize(of value: SwiftValue) -> (width: Double, height: Double)? {
        guard case .native(let n) = value.unwrapped ?? value, let o = n.base as? Object, o.isController,
              case .native(let v)? = o.properties["view"], let view = v.base as? Object,
              case .native(let f)? = view.properties["frame"], let rect = f.base as? CGRect,
              rect.width > 0, rect.height > 0 else { return nil }
        return (Double(rect.width), Double(rect.height))
    }

    static func setProperty(_ base: Any, _ name: String, _ value: SwiftValue) -> Bool {
        guard let o = base as? Object else { return false }
        o.properties[name] = value
        return true
    }
}
