import Foundation
import PlumbModel

/// An image strategy of swift-snapshot-testing as a test writes it — `.image`,
/// `.image(layout: .device(config: .iPhone13), traits: .init(userInterfaceStyle: .dark))`,
/// `.image(precision: 0.99, perceptualPrecision: 0.98)`, `.image(on: .iPhone13(.landscape))`
/// for a view controller — read from the value the test evaluated (the strategies are never
/// run: their arguments say where and how the view is drawn).
public struct SnapshotImageStrategy: Hashable, Sendable {
    public enum Layout: Hashable, Sendable {
        /// The view at its ideal size (SwiftUI's `sizeThatFits`).
        case sizeThatFits
        /// A canvas of this size in points, the view centred in it.
        case fixed(width: Double, height: Double)
        /// A device's screen (`ViewImageConfig`): its size less its safe area offered to the
        /// view, centred, on the system background.
        case device(name: String, width: Double, height: Double, safeArea: EdgeInsets)
    }

    public var layout: Layout = .sizeThatFits
    public var precision = 1.0
    public var perceptualPrecision = 1.0
    /// `traits:`'s `userInterfaceStyle` (`light`, `dark`), nil when unspecified (light).
    public var appearance: Appearance?
    /// The Dynamic Type size the traits (or the device config) set, nil when they set none.
    public var dynamicType: DynamicTypeSize?
    /// `traits:`'s `displayScale`, nil when unset (the simulator's screen decides).
    public var displayScale: Int?
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The size classes the device config and `traits:` give (nil: an iPhone's, compact × regular).
    public var horizontalSizeClass: String?
    public var verticalSizeClass: String?
    /// `drawHierarchyInKeyWindow: true`: drawn in the simulator's key window, whose safe area
    /// the view gets (`RecordingSimulator.keyWindowSafeArea`).
    public var drawsInKeyWindow = false

    /// The safe area the view is hosted in on a device layout (nil for any other): the
    /// config's, below the recording simulator's status bar, or the simulator's key window's.
    public func hostedSafeArea(on simulator: RecordingSimulator?) -> EdgeInsets? {
        guard case .device(_, let w, let h, let safe) = layout else { return nil }
        guard let simulator else { return safe }
        return drawsInKeyWindow ? simulator.keyWindowSafeArea(width: w, height: h) : simulator.hostedSafeArea(config: safe, width: w, height: h)
    }

    /// The strategy a value stands for: an image strategy, or nil for any other (`.dump`,
    /// `.json`, `.recursiveDescription`), which Plumb does not check.
    static func read(_ v: SwiftValue) -> SnapshotImageStrategy? {
        guard case .implicitMember(let name, let args) = v, name == "image" else { return nil }
        var s = SnapshotImageStrategy()
        for a in args ?? [] {
            switch a.label {
            case "precision": s.precision = a.value.number ?? 1
            case "drawHierarchyInKeyWindow": if case .bool(let b) = a.value { s.drawsInKeyWindow = b }
            case "perceptualPrecision": s.perceptualPrecision = a.value.number ?? 1
            case "layout":
                if case .implicitMember("device", let config?) = a.value, let c = config.first?.value, let d = device(c) {
                    s.setDevice(d)
                } else {
                    s.layout = layout(a.value) ?? .sizeThatFits
                }
            case "on", "config":
                if let d = device(a.value) { s.setDevice(d) }
            case "size":
                if case .native(let n) = a.value, let size = n.base as? CGSize { s.layout = .fixed(width: Double(size.width), height: Double(size.height)) }
            case "traits": s.apply(traits: a.value)
            default: break
            }
        }
        return s
    }

    mutating func setDevice(_ d: SnapshotDevice) {
        layout = d.hasSize ? .device(name: d.name, width: d.width, height: d.height, safeArea: d.safeArea) : .sizeThatFits
        if d.hasSize, horizontalSizeClass == nil { horizontalSizeClass = d.horizontalSizeClass; verticalSizeClass = d.verticalSizeClass }
        // Every phone config's traits set the medium content size category.
        if d.isPhone, dynamicType == nil { dynamicType = .medium }
    }

    /// `.sizeThatFits`, `.fixed(width:height:)`, `.device(config:)`.
    static func layout(_ v: SwiftValue) -> Layout? {
        guard case .implicitMember(let name, let args) = v else { return nil }
        switch name {
        case "sizeThatFits": return .sizeThatFits
        case "fixed":
            guard let w = args?.first(where: { $0.label == "width" })?.value.number,
                  let h = args?.first(where: { $0.label == "height" })?.value.number else { return nil }
            return .fixed(width: w, height: h)
        case "device":
            guard let config = args?.first?.value, let d = device(config) else { return nil }
            return d.hasSize ? .device(name: d.name, width: d.width, height: d.height, safeArea: d.safeArea) : .sizeThatFits
        default: return nil
        }
    }

    /// `.iPhone13`, `.iPhone13(.landscape)`, `.iPadPro11(.portrait)`, or a device value.
    static func device(_ v: SwiftValue) -> SnapshotDevice? {
        if case .native(let n) = v { return n.base as? SnapshotDevice }
        guard case .implicitMember(let name, let args) = v else { return nil }
        var landscape: Bool?
        if case .implicitMember(let o, let split)? = args?.first?.value {
            landscape = o == "landscape"
            // `.iPadPro11(.landscape(splitView: .oneThird))`.
            if case .implicitMember(let s, nil)? = split?.first(where: { $0.label == "splitView" })?.value {
                return SnapshotDevice.tablet(name, landscape: o == "landscape", split: s)
            }
        }
        return SnapshotDevice.named(name, landscape: landscape)
    }

    /// A trait collection: `UITraitCollection(userInterfaceStyle: .dark)`, `.init(…)`,
    /// `.init(traitsFrom: [...])`.
    mutating func apply(traits v: SwiftValue) {
        switch v {
        case .native(let n):
            guard let t = n.base as? UITraitCollection else { return }
            if t.userInterfaceStyle == "dark" { appearance = .dark } else if t.userInterfaceStyle == "light" { appearance = .light }
            if let i = UIKitDevice.contentSizeCategories.firstIndex(of: t.preferredContentSizeCategory), t.preferredContentSizeCategory != "unspecified" {
                dynamicType = DynamicTypeSize.allCases[i]
            }
            if t.layoutDirection == "rightToLeft" { layoutDirection = .rightToLeft }
            if [1.0, 2, 3].contains(t.displayScale) { displayScale = Int(t.displayScale) }
            if ["compact", "regular"].contains(t.horizontalSizeClass) { horizontalSizeClass = t.horizontalSizeClass }
            if ["compact", "regular"].contains(t.verticalSizeClass) { verticalSizeClass = t.verticalSizeClass }
        case .implicitMember("init", let args?):
            for a in args {
                switch a.label {
                case "userInterfaceStyle":
                    if case .implicitMember(let s, nil) = a.value { appearance = s == "dark" ? .dark : s == "light" ? .light : appearance }
                case "preferredContentSizeCategory":
                    if case .implicitMember(let c, nil) = a.value, let i = UIKitDevice.contentSizeCategories.firstIndex(of: c) {
                        dynamicType = DynamicTypeSize.allCases[i]
                    }
                case "displayScale":
                    if let n = a.value.number, [1.0, 2, 3].contains(n) { displayScale = Int(n) }
                case "layoutDirection":
                    if case .implicitMember("rightToLeft", nil) = a.value { layoutDirection = .rightToLeft }
                case "horizontalSizeClass":
                    if case .implicitMember(let c, nil) = a.value, ["compact", "regular"].contains(c) { horizontalSizeClass = c }
                case "verticalSizeClass":
                    if case .implicitMember(let c, nil) = a.value, ["compact", "regular"].contains(c) { verticalSizeClass = c }
                case "traitsFrom":
                    if case .array(let items) = a.value { for item in items { apply(traits: item) } }
                default: break
                }
            }
        default:
            return
        }
    }
}
