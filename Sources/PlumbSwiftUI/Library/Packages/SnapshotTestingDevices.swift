import PlumbModel

/// swift-snapshot-testing's `ViewImageConfig` devices: the screen in points, its safe area
/// and size classes, as the library declares them (`Sources/SnapshotTesting/Common/View.swift`,
/// version 1.19.7). Every phone's traits also set `preferredContentSizeCategory: .medium`, so
/// a view snapshotted on a device config is drawn one Dynamic Type step below the default
/// `large`; no config sets a display scale (the simulator's screen decides it).
struct SnapshotDevice: Hashable, Sendable {
    var name: String
    var width: Double
    var height: Double
    var safeArea: EdgeInsets
    var horizontalSizeClass: String
    var verticalSizeClass: String
    var isPhone: Bool
    /// False for `ViewImageConfig()` with no size: the view is drawn at its ideal size.
    var hasSize = true

    /// The phones, in portrait; `landscape` turns each as the library does.
    static let phones: [String: (size: (Double, Double), portrait: (Double, Double, Double, Double), landscape: (Double, Double, Double, Double), regularWhenLandscape: Bool)] = [
        // name: (portrait size, portrait safe area top/left/bottom/right, landscape safe area, landscape horizontal class regular)
        "iPhoneSe": ((320, 568), (20, 0, 0, 0), (0, 0, 0, 0), false),
        "iPhone8": ((375, 667), (20, 0, 0, 0), (0, 0, 0, 0), false),
        "iPhone8Plus": ((414, 736), (20, 0, 0, 0), (0, 0, 0, 0), true),
        "iPhoneX": ((375, 812), (44, 0, 34, 0), (0, 44, 24, 44), false),
        "iPhoneXsMax": ((414, 896), (44, 0, 34, 0), (0, 44, 24, 44), true),
        "iPhoneXr": ((414, 896), (44, 0, 34, 0), (0, 44, 24, 44), true),
        "iPhone12": ((390, 844), (47, 0, 34, 0), (0, 47, 21, 47), false),
        "iPhone12Pro": ((390, 844), (47, 0, 34, 0), (0, 47, 21, 47), false),
        "iPhone12ProMax": ((428, 926), (47, 0, 34, 0), (0, 47, 21, 47), true),
        "iPhone13": ((390, 844), (47, 0, 34, 0), (0, 47, 21, 47), false),
        "iPhone13Mini": ((375, 812), (50, 0, 34, 0), (0, 50, 21, 50), false),
        "iPhone13Pro": ((390, 844), (47, 0, 34, 0), (0, 47, 21, 47), false),
        "iPhone13ProMax": ((428, 926), (47, 0, 34, 0), (0, 47, 21, 47), true),
    ]

    /// The iPads' full screens in portrait (their default config is landscape), with the
    /// status-bar safe area the library gives them.
    static let tablets: [String: (size: (Double, Double), top: Double, bottom: Double)] = [
        "iPadMini": ((768, 1024), 20, 0), "iPad9_7": ((768, 1024), 20, 0), "iPad10_2": ((810, 1080), 20, 0),
        "iPadPro10_5": ((834, 1112), 20, 0), "iPadPro11": ((834, 1194), 24, 20), "iPadPro12_9": ((1024, 1366), 24, 20),
    ]

    /// The iPads' split-view widths (`.iPadPro11(.landscape(splitView: .oneThird))`), landscape
    /// `[oneThird, oneHalf, twoThirds]` and portrait `[oneThird, twoThirds]`; the height is the
    /// screen's. A split narrower than two thirds in landscape, or any portrait split, is compact.
    static let splits: [String: (landscape: [Double], portrait: [Double])] = [
        "iPadMini": ([320, 507, 694], [320, 438]), "iPad9_7": ([320, 507, 694], [320, 438]), "iPad10_2": ([320, 535, 750], [320, 480]),
        "iPadPro10_5": ([320, 551, 782], [320, 504]), "iPadPro11": ([375, 592, 809], [320, 504]), "iPadPro12_9": ([375, 678, 981], [375, 639]),
    ]

    /// A tablet in a split view: `landscape` or portrait, `split` one of `oneThird`, `oneHalf`,
    /// `twoThirds`, `full`; nil for a split the library does not declare (portrait halves).
    static func tablet(_ name: String, landscape: Bool, split: String) -> SnapshotDevice? {
        guard var d = named(name, landscape: landscape) else { return nil }
        guard split != "full" else { return d }
        guard let widths = splits[name], let i = (landscape ? ["oneThird", "oneHalf", "twoThirds"] : ["oneThird", "twoThirds"]).firstIndex(of: split)
        else { return nil }
        d.width = landscape ? widths.landscape[i] : widths.portrait[i]
        d.horizontalSizeClass = landscape && split == "twoThirds" ? "regular" : "compact"
        return d
    }

    /// `ViewImageConfig.iPhone13`, `.iPhone13(.landscape)`, `.iPadPro11` (landscape, as the
    /// library's default for tablets), `.iPadPro11(.portrait)`; nil for a name the library
    /// does not declare.
    static func named(_ name: String, landscape: Bool? = nil) -> SnapshotDevice? {
        if let p = phones[name] {
            let turned = landscape ?? false
            let inset = turned ? p.landscape : p.portrait
            return SnapshotDevice(name: name, width: turned ? p.size.1 : p.size.0, height: turned ? p.size.0 : p.size.1,
                                  safeArea: EdgeInsets(top: inset.0, leading: inset.1, bottom: inset.2, trailing: inset.3),
                                  horizontalSizeClass: turned && p.regularWhenLandscape ? "regular" : "compact",
                                  verticalSizeClass: turned ? "compact" : "regular", isPhone: true)
        }
        if let t = tablets[name] {
            let turned = landscape ?? true
            return SnapshotDevice(name: name, width: turned ? t.size.1 : t.size.0, height: turned ? t.size.0 : t.size.1,
                                  safeArea: EdgeInsets(top: t.top, leading: 0, bottom: t.bottom, trailing: 0),
                                  horizontalSizeClass: "regular", verticalSizeClass: "regular", isPhone: false)
        }
        return nil
    }
}
