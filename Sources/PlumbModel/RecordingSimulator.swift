/// The iOS simulator a team's snapshot references were recorded on (`simulator:` in
/// `plumb.yaml`). swift-snapshot-testing sizes a view by the test's device config, but the
/// simulator's own screen still shows through in two places, measured on home-assistant/iOS's
/// iOS 26 references (recorded on an iPhone 17, its fastlane's destination):
/// - the status bar: on iOS 26 a hosted SwiftUI view stays below the simulator's status bar
///   even where the config's safe area is smaller (an iPhone 13 config's 47 pt under an
///   iPhone 17's 54 pt status bar: content centred 3.33–3.67 pt lower, content at the top 7 pt
///   lower, a list's first card at 54 + 35 = 89 pt);
/// - `drawHierarchyInKeyWindow: true`: the view is drawn in the simulator's key window, whose
///   safe area it gets where it overlaps it (62 pt at the top of an iPhone 17; a list's first
///   card at 62 + 35 = 97 pt).
public struct RecordingSimulator: Hashable, Sendable {
    /// The name Xcode gives the simulator (`iPhone 17`).
    public var name: String
    /// The screen in points, portrait.
    public var width: Double
    public var height: Double
    /// The safe area in portrait.
    public var safeArea: EdgeInsets
    /// The status bar's height in portrait.
    public var statusBar: Double

    /// The iPhone simulators by name: screen, portrait safe area (top, bottom) and status bar,
    /// as UIKit reports them on each model.
    static let phones: [String: (size: (Double, Double), top: Double, bottom: Double, statusBar: Double)] = [
        "iPhone SE (2nd generation)": ((375, 667), 20, 0, 20), "iPhone SE (3rd generation)": ((375, 667), 20, 0, 20),
        "iPhone 8": ((375, 667), 20, 0, 20), "iPhone 8 Plus": ((414, 736), 20, 0, 20),
        "iPhone 11": ((414, 896), 48, 34, 48), "iPhone 11 Pro": ((375, 812), 44, 34, 44), "iPhone 11 Pro Max": ((414, 896), 44, 34, 44),
        "iPhone 12": ((390, 844), 47, 34, 47), "iPhone 12 Pro": ((390, 844), 47, 34, 47), "iPhone 12 Pro Max": ((428, 926), 47, 34, 47),
        "iPhone 12 mini": ((375, 812), 50, 34, 50), "iPhone 13 mini": ((375, 812), 50, 34, 50),
        "iPhone 13": ((390, 844), 47, 34, 47), "iPhone 13 Pro": ((390, 844), 47, 34, 47), "iPhone 13 Pro Max": ((428, 926), 47, 34, 47),
        "iPhone 14": ((390, 844), 47, 34, 47), "iPhone 14 Plus": ((428, 926), 47, 34, 47), "iPhone 16e": ((390, 844), 47, 34, 47),
        "iPhone 14 Pro": ((393, 852), 59, 34, 54), "iPhone 14 Pro Max": ((430, 932), 59, 34, 54),
        "iPhone 15": ((393, 852), 59, 34, 54), "iPhone 15 Plus": ((430, 932), 59, 34, 54),
        "iPhone 15 Pro": ((393, 852), 59, 34, 54), "iPhone 15 Pro Max": ((430, 932), 59, 34, 54),
        "iPhone 16": ((393, 852), 59, 34, 54), "iPhone 16 Plus": ((430, 932), 59, 34, 54),
        "iPhone 16 Pro": ((402, 874), 62, 34, 54), "iPhone 16 Pro Max": ((440, 956), 62, 34, 54),
        "iPhone 17": ((402, 874), 62, 34, 54), "iPhone 17 Pro": ((402, 874), 62, 34, 54), "iPhone 17 Pro Max": ((440, 956), 62, 34, 54),
    ]

    /// Every simulator name Plumb knows, sorted.
    public static var names: [String] { phones.keys.sorted() }

    /// The simulator Xcode calls `name`, or nil for one Plumb does not know.
    public static func named(_ name: String) -> RecordingSimulator? {
        guard let p = phones[name] else { return nil }
        return RecordingSimulator(name: name, width: p.size.0, height: p.size.1,
                                  safeArea: EdgeInsets(top: p.top, leading: 0, bottom: p.bottom, trailing: 0), statusBar: p.statusBar)
    }

    /// The safe area a device config's view gets on this simulator: the config's, kept below
    /// the status bar in portrait (a landscape phone shows none).
    public func hostedSafeArea(config safe: EdgeInsets, width: Double, height: Double) -> EdgeInsets {
        guard height > width else { return safe }
        var s = safe
        s.top = max(s.top, statusBar)
        return s
    }

    /// The safe area of a `width × height` view drawn at the top left of this simulator's key
    /// window: the window's safe area where the view reaches into it.
    public func keyWindowSafeArea(width: Double, height: Double) -> EdgeInsets {
        EdgeInsets(top: safeArea.top, leading: safeArea.leading,
                   bottom: max(0, height - (self.height - safeArea.bottom)), trailing: max(0, width - (self.width - safeArea.trailing)))
    }
}
