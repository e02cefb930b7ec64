import PlumbModel
import PlumbText

/// One spec node with its frames: what `plumb layout` prints and the rasterizer draws.
public struct LayoutNode: Sendable {
    /// `body/hstack/1/text`, stable across runs.
    public var path: String
    /// The node kind (`hstack`, `text`, `use`, …).
    public var kind: String
    /// The node's own content frame, relative to the component origin.
    public var frame: Rect
    /// The frame its parent placed it at, its layout modifiers included; nil when the node has
    /// no layout modifiers (then it equals `frame`).
    public var outerFrame: Rect?
    /// The frame of the view after each of its modifiers (drawing modifiers such as
    /// `clipShape` or `fill` apply to the frame at their position in the chain).
    public var modifierFrames: [Rect]
    /// Indices into `LayoutTree.nodes`: stack children in spec order, then backgrounds and
    /// overlays in modifier order, then a `use` node's body.
    public var children: [Int]
    /// The stack/zstack/grid children (or a `use` node's body), in order.
    public var contentChildren: [Int]
    /// Modifier index → the node index its background/overlay draws.
    public var decorations: [Int: Int]
    /// The resolved node (modifiers with tokens resolved).
    public var view: ViewNode
    /// For text: the laid-out lines and font facts.
    public var text: TextLayout?
    /// For text: the font it was shaped with (the first run's); for icons: the font in effect
    /// (size, weight).
    public var font: ResolvedFont?
    /// Inherited foreground colour, if any modifier set one.
    public var foreground: Paint?
    /// The token that foreground colour came from, if it named one.
    public var foregroundToken: String?
    /// For `use` nodes: the component used.
    public var component: String?
    /// True for a spacer (the audit ignores it).
    public var isSpacer: Bool
    /// For a `viewThatFits`: the index (in the spec's `children`) of the child it chose, the
    /// only one in `children`.
    public var chosenChild: Int? = nil
    /// The layout direction the node's content is in (what its own modifiers see inside them):
    /// icons that flip and per-corner radii are drawn mirrored in `rightToLeft`.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The layout direction modifier k is in: set by a `layoutDirection` after it, else the
    /// parent's. A `clipShape` with per-corner radii is mirrored in `rightToLeft`.
    public var modifierDirections: [LayoutDirection] = []
    /// For text: the paint of each run (one for a plain text), indexed like `text.runs`.
    public var runPaints: [TextRunPaint] = []
    /// For text: the font of each run as given (before any `minimumScaleFactor` shrinking).
    public var runFonts: [ResolvedFont] = []
    /// For text: the paragraph settings it was laid out with.
    public var paragraphStyle: TextParagraphStyle? = nil
    /// What the view was proposed inside its own modifiers (its innermost modifier's proposal,
    /// or its own when it has none): a custom `Layout` of the sources, whose node carries its
    /// frame as its first modifier, sizes itself for this (read through the geometry probe).
    public var proposal: ProposedSize? = nil
    /// How far `.offset` modifiers (the node's own and its ancestors') moved `frame`,
    /// `outerFrame` and each of `modifierFrames` from where layout placed them: SwiftUI rounds a
    /// view's placed frame to pixels and draws an offset as a geometry effect, unrounded.
    public var shifts = FrameShifts()

    /// The direction modifier `k` is in (see `modifierDirections`).
    public func layoutDirection(ofModifier k: Int) -> LayoutDirection {
        k < modifierDirections.count ? modifierDirections[k] : layoutDirection
    }

    /// The node's frame as modified by its modifiers before index `k` (its own content frame
    /// for k = 0): the frame a drawing modifier at index k applies to.
    public func frame(beforeModifier k: Int) -> Rect {
        k > 0 ? modifierFrames[k - 1] : frame
    }
}

/// The laid-out component.
public struct LayoutTree: Sendable {
    public var component: ResolvedComponent
    /// The component's size (the root's outer frame size).
    public var size: Size
    /// Nodes in pre-order; `nodes[0]` is the root.
    public var nodes: [LayoutNode]
    /// How many text layouts (shape + break) the pass computed.
    public var textLayoutCount: Int

    public var root: LayoutNode { nodes[0] }
}

/// The `.offset` displacement of each of a node's frames (see `LayoutNode.shifts`).
public struct FrameShifts: Sendable {
    public var frame = Shift.zero
    public var outerFrame = Shift.zero
    public var modifierFrames: [Shift] = []

    public init(frame: Shift = .zero, outerFrame: Shift = .zero, modifierFrames: [Shift] = []) {
        self.frame = frame
        self.outerFrame = outerFrame
        self.modifierFrames = modifierFrames
    }

    /// The shift of modifier frame `k` (none when not recorded).
    public func modifierFrame(_ k: Int) -> Shift { k < modifierFrames.count ? modifierFrames[k] : frame }
}
