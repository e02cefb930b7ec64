import PlumbModel
import SwiftSyntax

/// A SwiftUI view as evaluated, before its environment is known: builtin views with their
/// modifiers, and custom views (`struct Card: View`) whose `body` is evaluated only when the
/// tree is materialised top-down, so `@Environment` values, button styles and custom keys set
/// by their ancestors reach them.
struct ViewDescription {
    indirect enum Content {
        /// A leaf: text, shape, spacer, divider, icon (the model's kind, without children).
        case leaf(ViewKind, textRuns: [TextRunSpec])
        case stack(PlumbModel.Axis, spacing: Double?, alignment: StackAlignment, children: [ViewDescription])
        case zstack(Alignment, children: [ViewDescription])
        case grid(columns: Int, spacing: Double?, rowSpacing: Double?, alignment: HorizontalAlignment, children: [ViewDescription],
                  adaptive: AdaptiveColumns? = nil)
        case viewThatFits(FitAxes, children: [ViewDescription])
        /// A view declared in the sources: its body is evaluated at materialisation.
        case custom(Instance)
        /// `GeometryReader { proxy in … }`: its content closure is called at materialisation,
        /// where the reader's node path is known, with the size a layout pass found for it.
        case geometryReader(Closure, node: Syntax, file: SwiftSourceFile)
        /// `Canvas { context, size in … }`: its renderer is called at materialisation, as a
        /// reader's content is, with the size a layout pass found for it (`CanvasContext`).
        case canvas(Closure, node: Syntax, file: SwiftSourceFile)
        /// A layout of the sources called with content (`FlowLayout { … }`): its
        /// `sizeThatFits`/`placeSubviews` run at materialisation, with the proposal a layout
        /// pass found for its node (`CustomLayouts`).
        case customLayout(Instance, children: [ViewDescription], node: Syntax, file: SwiftSourceFile)
        /// `Button`: the label, styled by the button style in effect at materialisation.
        case button(label: ViewDescription, role: String?)
        /// `Toggle`: the label and the state, drawn with the iOS switch unless a style says otherwise.
        case toggle(label: ViewDescription, isOn: Bool)
        /// Several views where one is expected (a builder block, `Group`, `ForEach`): they
        /// become siblings in the enclosing container; modifiers apply to each.
        case group([ViewDescription])
        /// `EmptyView` or an absent branch: no size, no spacing.
        case empty
        /// `NavigationStack`: its content below the navigation bar, whose title and toolbar
        /// items the content declares (known only once the content is materialised).
        case navigation(children: [ViewDescription])
        /// A `ToolbarItem`/`ToolbarItemGroup`: its views, placed in the navigation bar.
        case toolbarItem(placement: ToolbarPlacement, children: [ViewDescription])
        /// `DisclosureGroup`: its label, content and whether it is expanded, drawn by the
        /// disclosure group style in effect where it stands.
        case disclosureGroup(label: ViewDescription, content: [ViewDescription], expanded: Bool)
        /// `TabView`: its tabs and the selected one, drawn with the tab bar (or, in the page
        /// style, as the selected page) where it stands (`TabBarChrome`).
        case tabView(panes: [ViewDescription], selected: Int)
        /// `List`: its rows (and sections), drawn in the list style in effect where it stands.
        case list(rows: [ViewDescription])
        /// A `Section`: rows with an optional header and footer (inset-grouped inside a `List`).
        case section(header: ViewDescription?, footer: ViewDescription?, rows: [ViewDescription])
        /// `ProgressView`: linear with a fraction, circular without; drawn where it stands
        /// (its tint comes from the environment).
        case progress(fraction: Double?, label: ViewDescription?)
        /// A control drawn as iOS draws it in its initial state, by the style in effect where it
        /// stands (`ControlLooks`).
        case control(ControlDescription)
        /// `Label`: drawn by the label style in effect where it stands (icon then title by default).
        case label(icon: ViewDescription, title: ViewDescription)
        /// A node already materialised (the content of a navigation stack, under its bar).
        case prebuilt(ViewNode)
    }

    var content: Content
    var modifiers: [ViewModification] = []
    /// Where the view was written (for node locations and diagnostics).
    var location: SourceLocation
    /// The name the view's node gets in paths: the SwiftUI view name (`VStack`, `Card`).
    var name: String
    /// `Image(…).resizable()`: a fixed `.frame` after it sizes the image (fitting it, or
    /// filling the frame after `.scaledToFill()`), instead of the font in effect.
    var resizable = false
    var scaledToFill = false
    /// `.scaledToFit()`, `.scaledToFill()` or `.aspectRatio(contentMode:)` after `.resizable()`.
    var keepsAspectRatio = false
    /// A shape's `inset(by:)`: its outline drawn this many points inside its frame.
    var shapeInset = 0.0
    /// A picture UIKit draws itself (`ViewNode.keepsSubpixelFrames`).
    var keepsSubpixelFrames = false
    /// `ContainerRelativeShape()`: its shape is the container shape in effect where it is drawn
    /// (`SwiftEnvironment.containerShape`), a rectangle when none is set.
    var containerRelative = false
    /// `.tag(value)`, or the identity `ForEach` gives each of its views: what a `Picker`'s
    /// selection is compared with.
    var tag: SwiftValue?
    /// `.presentationDetents(…)` and `.presentationDragIndicator(…)` on a sheet's content:
    /// the sheet's height and grabber (`Presentation`).
    var sheetDetents: [SheetDetent] = []
    var dragIndicator: Bool?
    /// `.presentationCornerRadius(r)` and `.presentationBackground(paint)` on a sheet's content.
    var sheetCornerRadius: Double?
    var sheetBackground: Paint?
    /// `.layoutValue(key: K.self, value: v)`: what a custom layout reads as `subview[K.self]`,
    /// by the key type's name.
    var layoutValues: [String: SwiftValue] = [:]
    /// `.tabItem { … }`: the label a tab bar shows for this view as a tab.
    var tabItem: ViewDescription? {
        get { tabItemStorage.first }
        set { tabItemStorage = newValue.map { [$0] } ?? [] }
    }
    /// Held in an array: a struct cannot hold an optional of itself.
    private var tabItemStorage: [ViewDescription] = []

    init(_ content: Content, name: String, location: SourceLocation) {
        self.content = content
        self.name = name
        self.location = location
    }

    static func empty(at location: SourceLocation) -> ViewDescription {
        ViewDescription(.empty, name: "EmptyView", location: location)
    }

    func modified(_ m: ViewModification) -> ViewDescription {
        var copy = self
        copy.modifiers.append(m)
        return copy
    }
}

/// One modifier on a view description.
indirect enum ViewModification {
    /// A model modifier, with the token name it came from if any.
    case modifier(Modifier, token: String?)
    case background(ViewDescription, alignment: Alignment)
    case overlay(ViewDescription, alignment: Alignment)
    /// `.mask { … }`: the view's alpha multiplied by the mask's.
    case mask(ViewDescription, alignment: Alignment)
    /// Changes the environment of the view and everything inside it.
    case environment((inout SwiftEnvironment) -> Void)
    /// A custom `ViewModifier`: its `body(content:)` wraps the view at materialisation.
    case viewModifier(Instance)
    /// A SwiftUI modifier given colours that depend on the colour scheme
    /// (`.background(Color(.systemBackground))`, `.foregroundColor(.primary)`): applied to the
    /// view as it is up to here when the view is materialised, in the environment where it is
    /// drawn, as SwiftUI resolves colours (an environment set later around a variable or a
    /// parameter holding the view decides them).
    case atDrawing((ViewDescription) throws -> ViewDescription)
    /// Declares something to the enclosing navigation stack (`.navigationTitle`, `.toolbar`):
    /// applied when the view is materialised inside one, ignored elsewhere.
    case navigation((NavigationBarState) -> Void)
    /// A modifier that depends on the environment where the view stands (`.foregroundStyle(.tint)`);
    /// nil: none there.
    case resolved((SwiftEnvironment) -> Modifier?)
    /// `.preference(key:value:)` and `anchorPreference`: a value for the key's readers above the view.
    case preference(key: String, value: SwiftValue)
    /// `overlayPreferenceValue`/`backgroundPreferenceValue`: a decoration made from the key's
    /// value as the views inside set it (`PreferenceReader`).
    case preferenceReader(PreferenceReader)
    /// `transformPreference`/`transformAnchorPreference`: the key's value as the views inside set
    /// it, changed by a closure before it reaches the readers above (`PreferenceTransform`).
    case preferenceTransform(PreferenceTransform)
    /// `.sheet`, `.alert`, … presented in the preview: drawn over the whole screen
    /// (`Presentation`, `PresentationChrome`), not where the view stands.
    case presentation(Presentation)
    /// `.preferredColorScheme(_:)`: the appearance the view asks of the presentation it is in
    /// (the hosting controller's window, its backgrounds included), not only of itself.
    case preferredColorScheme(Appearance)
}

/// A closure that changes a preference key's value (`inout`) as it passes up through a view;
/// `anchor` is the second argument of `transformAnchorPreference`'s closure.
struct PreferenceTransform {
    var key: String
    var closure: Closure
    var anchor: SwiftValue?
    var node: Syntax
    var file: SwiftSourceFile
}

/// An `Anchor<Value>` handed to `anchorPreference`'s closures: opaque, as in SwiftUI, until a
/// `GeometryProxy` resolves it — which Plumb does not, so reading one is a fallback while values
/// merely carrying it are exact.
struct Anchor: Hashable {
    /// The anchor's source as written (`.bounds`, `.center`).
    var source: String
}

/// A reader of a preference key: the closure that makes the decoration from the key's reduced
/// value, drawn over (or under) the view it modifies.
struct PreferenceReader {
    var key: String
    var closure: Closure
    var overlay: Bool
    var alignment: Alignment
    var node: Syntax
    var file: SwiftSourceFile
}
