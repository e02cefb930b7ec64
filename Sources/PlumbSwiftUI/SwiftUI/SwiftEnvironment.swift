import PlumbModel

/// SwiftUI environment values as the evaluator sees them where a body is evaluated:
/// `@Environment(\.colorScheme)` and friends, the button style in effect, custom keys set with
/// `.environment(\.key, value)`, and objects injected with `.environment(object)`.
struct SwiftEnvironment {
    var colorScheme: Appearance
    var dynamicType: DynamicTypeSize
    var layoutDirection: LayoutDirection
    var isEnabled = true
    /// `.environment(\.locale, …)`: the locale identifier a `Text`'s key is looked up in
    /// (`@Environment(\.locale)` reads it); nil: the preview's locale.
    var locale: String?
    /// `.buttonStyle(…)` in effect for buttons inside (a style instance or a builtin symbol).
    var buttonStyle: SwiftValue?
    var labelStyle: SwiftValue?
    /// The SF Symbols scale in effect (`.imageScale(_:)`, a bar button's): symbols inside are
    /// drawn this many times their medium size.
    var symbolScale = 1.0
    /// How much taller a navigation bar is where the host gives no safe area: 20 pt (UIKit's
    /// status bar height) in a view controller snapshotted at its own frame, 0 elsewhere (a
    /// device's status bar is its safe area).
    var navigationBarExtraHeight = 0.0
    var toggleStyle: SwiftValue?
    /// `.pickerStyle(…)` in effect (a builtin style's name; `automatic` unless set).
    var pickerStyle = "automatic"
    /// `.datePickerStyle(…)` in effect (a builtin style's name; `automatic` unless set).
    var datePickerStyle = "automatic"
    /// `.gaugeStyle(…)` in effect (a builtin style's name; `automatic` unless set).
    var gaugeStyle = "automatic"
    /// `.textFieldStyle(…)` in effect (a style instance of the sources or a builtin symbol).
    var textFieldStyle: SwiftValue?
    /// `.progressViewStyle(…)` in effect (a style instance of the sources or a builtin symbol).
    var progressViewStyle: SwiftValue?
    /// `.disclosureGroupStyle(…)` in effect (a style instance of the sources or a builtin symbol).
    var disclosureGroupStyle: SwiftValue?
    /// `.tipViewStyle(…)` in effect (a `TipViewStyle` of the sources).
    var tipViewStyle: SwiftValue?
    /// `.containerShape(_:)` in effect: the shape a `ContainerRelativeShape` inside takes (not
    /// inset by the view's distance from the container: exact where it fills the container).
    var containerShape: ShapeKind?
    /// `.listSectionSpacing(_:)` in effect for lists inside (nil: the standard 35 pt).
    var listSectionSpacing: Double?
    /// `.listStyle(_:)` in effect for lists inside: `plain` draws the plain look, anything
    /// else (nil, `automatic`, `insetGrouped`) the inset-grouped one (`ListChrome`).
    var listStyle: String?
    /// `.tabViewStyle(_:)` in effect for tab views inside (`page` draws the selected page alone).
    var tabViewStyle: String?
    /// A page-style tab view's `indexDisplayMode` (`automatic`, `always`, `never`) and whether
    /// `.indexViewStyle(.page(backgroundDisplayMode: .always))` puts a capsule behind its dots.
    var pageIndexDisplay = "automatic"
    var pageIndexBackground = false
    /// Inside a `List`/`Form` row: controls draw as rows do there (a menu picker's label leads).
    var inListRow = false
    /// The view being materialised is a list row itself (not a view inside one): a custom view
    /// there passes this to its body, whose `NavigationLink` then draws as a navigation row.
    var isListRowView = false
    /// `.contentMargins(…)` in effect for scroll views and lists inside: each edge set, or nil
    /// for the container's own default.
    var contentMargins = ContentMargins()
    /// `.scrollClipDisabled()` in effect: scroll views inside do not clip their content.
    var scrollClipDisabled = false
    /// `.defaultScrollAnchor(_:)` in effect: where scroll views inside start (and where they
    /// align content smaller than themselves); nil for the top (leading) edge.
    var scrollAnchor: UnitPoint?
    /// Custom `EnvironmentKey` values by key-path name.
    var custom: [String: SwiftValue] = [:]
    /// Objects by type name (`.environment(model)`, `.environmentObject(model)`).
    var objects: [String: SwiftValue] = [:]
    /// `.tint(…)` in effect: buttons, toggles and progress views inside use it as their accent.
    var tint: Paint?
    /// The navigation stack the view stands in: what its content declares for the bar.
    var navigationBar: NavigationBarState?
    /// The safe area of the screen the view is hosted on when the host keeps it (a snapshot
    /// test's device): a tab bar or bottom toolbar then ends at its bottom edge, where a preview,
    /// which has no safe area, gives it the home indicator's 34 pt itself.
    var deviceSafeArea: EdgeInsets?
    /// `.labelsHidden()`: controls inside draw without their labels.
    var labelsHidden = false
    /// `.listRowSeparatorTint(_:)` on a list row: the colour of the separator below it.
    var listRowSeparatorTint: Paint?
    /// `.buttonBorderShape(…)` for bordered buttons inside (a capsule unless set).
    var buttonBorderShape: ShapeKind?
    /// `.controlSize(…)` in effect (`mini`, `small`, `regular`, `large`, `extraLarge`).
    var controlSize = "regular"
    /// The padding a system view gives the bordered buttons it lays out itself (a
    /// `ContentUnavailableView`'s actions), in place of the control size's.
    var borderedButtonInsets: EdgeInsets?
    /// Inside a widget preview: WidgetKit's content margin (`containerBackground(for: .widget)`
    /// reaches past it to the widget's edges); nil outside widgets.
    var widgetContentMargin: Double?

    /// The app's global accent colour (its asset catalog's, light and dark), else nil for the
    /// system blue.
    var appAccent: (light: RGBA, dark: RGBA)?

    /// The accent colour: the app's, else the system's blue.
    var accent: RGBA { accent(colorScheme) }

    func accent(_ scheme: Appearance) -> RGBA {
        appAccent.map { scheme == .dark ? $0.dark : $0.light } ?? SystemColors.color("accentColor", scheme)!
    }

    /// The tint in effect, else the accent colour: what tinted controls and `.tint` draw in.
    var tintOrAccent: Paint { tint ?? .solid(accent) }

    init(context: EvaluationContext) {
        colorScheme = context.appearance
        dynamicType = context.dynamicType
        layoutDirection = context.layoutDirection
    }
}

/// The margins `.contentMargins(_:_:for:)` sets for scrollable content, edge by edge (nil: the
/// container's default: none for a `ScrollView`, the inset-grouped margins for a `List`).
struct ContentMargins {
    var top: Double?, leading: Double?, bottom: Double?, trailing: Double?

    /// The margins with `defaults` where none is set; nil when none is set.
    func insets(defaults: EdgeInsets) -> EdgeInsets? {
        guard top != nil || leading != nil || bottom != nil || trailing != nil else { return nil }
        return EdgeInsets(top: top ?? defaults.top, leading: leading ?? defaults.leading,
                          bottom: bottom ?? defaults.bottom, trailing: trailing ?? defaults.trailing)
    }
}
