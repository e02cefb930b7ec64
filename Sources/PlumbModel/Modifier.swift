/// A SwiftUI modifier with its values resolved. Names and meanings follow SwiftUI.
public indirect enum Modifier: Sendable {
    // Layout
    case padding(EdgeInsets)
    case frame(FrameSpec)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    /// Moves drawing and hit area, not layout.
    case offset(x: Double, y: Double)
    /// SwiftUI's `.position(x:y:)`: takes the whole size it is proposed (10 pt on an axis
    /// proposed nothing) and centres the view, proposed the same, at (x, y) in it.
    case position(x: Double, y: Double)
    /// SwiftUI's `.aspectRatio(_:contentMode:)`: changes the proposal, not the child's answer.
    case aspectRatio(AspectRatio)
    /// Moves where a stack aligned on the guide lines the view up.
    case alignmentGuide(AlignmentGuide)
    /// Proposed exactly the modified view's size; drawn behind it.
    case background(ViewNode, alignment: Alignment)
    /// Proposed exactly the modified view's size; drawn in front of it.
    case overlay(ViewNode, alignment: Alignment)
    /// SwiftUI's `.mask(alignment:_:)`: laid out as an overlay; not drawn itself, its alpha
    /// (coverage × opacity) multiplies the modified view's.
    case mask(ViewNode, alignment: Alignment)

    // Drawing
    case fill(Paint)
    /// SwiftUI's `stroke(_:lineWidth:)`/`stroke(_:style:)`: `options` nil for a spec's stroke.
    case stroke(Paint, lineWidth: Double, options: StrokeOptions? = nil)
    case strokeBorder(Paint, lineWidth: Double, options: StrokeOptions? = nil)
    case clipShape(ShapeKind)
    case cornerRadius(Double)
    case opacity(Double)
    case scaleEffect(x: Double, y: Double, anchor: UnitPoint)
    /// Rotates drawing (not layout) by `degrees` clockwise about `anchor`.
    case rotationEffect(degrees: Double, anchor: UnitPoint)
    case shadow(color: RGBA, radius: Double, x: Double, y: Double)
    case trim(from: Double, to: Double)
    /// Blurs what is drawn beneath the view, inside `shape` (materials; Plumb's extension).
    case backdropBlur(radius: Double, shape: ShapeKind)
    /// SwiftUI's `.blendMode(_:)`: the view, with everything inside it, drawn into its own
    /// layer and composited onto what is below with `mode` (`.normal`: as without it).
    case blendMode(BlendMode)
    /// SwiftUI's `.blur(radius:opaque:)`: the view, with everything inside it, drawn into a
    /// layer that is Gaussian-blurred (σ = radius / 2, as shadows) before it is composited; the
    /// blur spreads beyond the frame (layout is unchanged). `opaque`: edges repeated, the
    /// result confined to the frame and opaque there.
    case blur(radius: Double, opaque: Bool)
    /// SwiftUI's colour filters (`saturation`, `grayscale`, `brightness`, `contrast`,
    /// `hueRotation`, `colorInvert`, `colorMultiply`, `luminanceToAlpha`): the view, with
    /// everything inside it, drawn into a layer whose un-premultiplied colours go through the
    /// matrix before it is composited. Layout is unchanged.
    case colorMatrix(ColorMatrix)
    /// SwiftUI's `.transformEffect(_:)`: drawing (not layout) transformed by the affine
    /// matrix `[a b; c d]` and translation `(tx, ty)` in the view's own coordinates (origin at
    /// its top-left corner), as `CGAffineTransform` applies it.
    case transformEffect(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)
    /// SwiftUI's `.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: drawing (not layout)
    /// turned about an axis in 3D and projected back onto the view's plane.
    case rotation3DEffect(Rotation3D)
    /// SwiftUI's `.zIndex(_:)`: among siblings, a higher value is drawn later (in front);
    /// equal values keep their order. Layout is unchanged.
    case zIndex(Double)
    /// One of SwiftUI's containers for `containerRelativeFrame` (a `ScrollView`, a `List`):
    /// container-relative lengths inside the view measure
    /// against the size the view is proposed here, not the component's. Layout is unchanged.
    case containerBoundary
    /// SwiftUI's `.ignoresSafeArea(.container, edges:)`: where the view reaches a safe-area
    /// edge of the screen it is hosted on (a snapshot test's device), it is proposed and framed
    /// out to the screen's edge there; its parent's layout is unchanged. No effect where the
    /// component has no safe area (a preview, a spec).
    case ignoresSafeArea(SafeAreaEdges)
    /// iOS 26 Liquid Glass, approximated: backdrop blur, a translucent white fill, an
    /// optional tint and a highlight stroke, all inside `shape`, beneath the view.
    case glassEffect(shape: ShapeKind, tint: Paint?)

    // Environment (innermost wins, then inherited by descendants)
    case font(ResolvedFont)
    case foregroundColor(Paint)
    case tracking(Double)
    case textCase(uppercase: Bool)
    case lineLimit(Int?)
    case multilineTextAlignment(TextAlignment)
    /// `fontWeight(_:)` (and `bold()`): the weight of whatever font is in effect; nil
    /// (`fontWeight(nil)`) removes a weight set further out, so the font's own weight applies.
    case fontWeight(FontWeight?)
    /// `fontDesign(_:)`: the design of whatever font is in effect.
    case fontDesign(FontDesign)
    /// `italic()`: the italic face of the font in effect.
    case italic(Bool)
    /// `monospacedDigit()`: digits of equal width (OpenType `tnum`), so counters do not jiggle.
    case monospacedDigit(Bool)
    /// `underline(_:color:)`; nil turns it off.
    case underline(TextDecoration?)
    /// `strikethrough(_:color:)`; nil turns it off.
    case strikethrough(TextDecoration?)
    /// `lineSpacing(_:)`: extra points between the lines of a paragraph.
    case lineSpacing(Double)
    /// `minimumScaleFactor(_:)`: text may shrink to this fraction of its size before it truncates.
    case minimumScaleFactor(Double)
    /// `truncationMode(_:)`.
    case truncationMode(TruncationMode)
    /// `allowsTightening(_:)`: letters may move closer before the text shrinks or truncates.
    case allowsTightening(Bool)
    /// A text field's line: as tall as its text style's leading (a `UITextField` sizes its line
    /// so), the text centred in it, where a `Text` is the face's own height.
    case textFieldLine
    /// Clamps the Dynamic Type size for the subtree (`.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`):
    /// text styles and `relativeTo` fonts inside resolve at the clamped size.
    case dynamicTypeSize(DynamicTypeRange)
    /// `.environment(\.layoutDirection, …)`: leading and trailing flip inside a right-to-left subtree.
    case layoutDirection(LayoutDirection)
    /// `.environment(\.locale, Locale(identifier: "ja"))`: the language text inside is broken
    /// (ICU's line rules for the locale) and shaped (HarfBuzz's language) in.
    case locale(String)
    /// `.colorScheme(_:)` / `.environment(\.colorScheme, …)`: text, symbols and shapes inside
    /// with no foreground of their own (set here or further in, or further out) draw in the
    /// scheme's label colour, whatever the snapshot's appearance.
    case colorScheme(Appearance)

    // Interaction and accessibility
    case contentShape(ShapeKind)
    case accessibility(AccessibilityInfo)

    /// The modifier's YAML key.
    public var name: String {
        switch self {
        case .padding: return "padding"
        case .frame: return "frame"
        case .fixedSize: return "fixedSize"
        case .layoutPriority: return "layoutPriority"
        case .offset: return "offset"
        case .position: return "position"
        case .aspectRatio: return "aspectRatio"
        case .alignmentGuide: return "alignmentGuide"
        case .background: return "background"
        case .overlay: return "overlay"
        case .mask: return "mask"
        case .fill: return "fill"
        case .stroke: return "stroke"
        case .strokeBorder: return "strokeBorder"
        case .clipShape: return "clipShape"
        case .cornerRadius: return "cornerRadius"
        case .opacity: return "opacity"
        case .scaleEffect: return "scaleEffect"
        case .rotationEffect: return "rotationEffect"
        case .shadow: return "shadow"
        case .trim: return "trim"
        case .backdropBlur: return "backdropBlur"
        case .blendMode: return "blendMode"
        case .blur: return "blur"
        case .colorMatrix: return "colorMatrix"
        case .glassEffect: return "glassEffect"
        case .transformEffect: return "transformEffect"
        case .rotation3DEffect: return "rotation3DEffect"
        case .zIndex: return "zIndex"
        case .containerBoundary: return "containerBoundary"
        case .ignoresSafeArea: return "ignoresSafeArea"
        case .font: return "font"
        case .foregroundColor: return "foregroundColor"
        case .tracking: return "tracking"
        case .textCase: return "textCase"
        case .lineLimit: return "lineLimit"
        case .multilineTextAlignment: return "multilineTextAlignment"
        case .fontWeight: return "fontWeight"
        case .fontDesign: return "fontDesign"
        case .italic: return "italic"
        case .monospacedDigit: return "monospacedDigit"
        case .underline: return "underline"
        case .strikethrough: return "strikethrough"
        case .lineSpacing: return "lineSpacing"
        case .minimumScaleFactor: return "minimumScaleFactor"
        case .truncationMode: return "truncationMode"
        case .allowsTightening: return "allowsTightening"
        case .textFieldLine: return "textFieldLine"
        case .dynamicTypeSize: return "dynamicTypeSize"
        case .layoutDirection: return "layoutDirection"
        case .locale: return "locale"
        case .colorScheme: return "colorScheme"
        case .contentShape: return "contentShape"
        case .accessibility: return "accessibility"
        }
    }

    /// Modifiers that change the frame the parent sees (they get an `outerFrame` in dumps).
    public var affectsLayout: Bool {
        switch self {
        case .padding, .frame, .fixedSize, .offset, .aspectRatio: return true
        default: return false
        }
    }

    /// Modifiers a run of a text made of runs may carry: those that return a `Text` in SwiftUI
    /// (so `Text + Text` can take them), not the paragraph-wide ones.
    public var isTextRunModifier: Bool {
        switch self {
        case .font, .fontWeight, .fontDesign, .foregroundColor, .tracking, .italic, .monospacedDigit, .underline, .strikethrough: return true
        default: return false
        }
    }

    /// Every modifier key a spec may use.
    public static let allNames = ["padding", "frame", "fixedSize", "layoutPriority", "offset", "aspectRatio", "alignmentGuide", "background", "overlay",
                                  "fill", "stroke", "strokeBorder", "clipShape", "cornerRadius", "opacity", "scaleEffect", "rotationEffect",
                                  "shadow", "trim", "backdropBlur", "blendMode", "blur", "glassEffect", "font", "foregroundColor", "foregroundStyle", "tracking", "kerning",
                                  "textCase", "lineLimit", "multilineTextAlignment",
                                  "fontWeight", "fontDesign", "italic", "monospacedDigit", "underline", "strikethrough", "lineSpacing", "minimumScaleFactor",
                                  "truncationMode", "allowsTightening", "dynamicTypeSize", "layoutDirection", "locale", "contentShape", "accessibility"]
}

/// SwiftUI's `BlendMode`: how a view's layer is composited onto what is below it.
public enum BlendMode: String, CaseIterable, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// Accessibility facts the audit reads.
public struct AccessibilityInfo: Hashable, Sendable {
    /// Overrides whether the element is a tap target.
    public var interactive: Bool?
    /// `button`, `link`, `header`, `image`, `toggle`, …
    public var role: String?
    public var label: String?
    /// Hidden from assistive technology (decorative).
    public var hidden: Bool

    public init(interactive: Bool? = nil, role: String? = nil, label: String? = nil, hidden: Bool = false) {
        self.interactive = interactive
        self.role = role
        self.label = label
        self.hidden = hidden
    }
}
