/// A component ready for layout: one variant, one appearance, one Dynamic Type size.
public struct ResolvedComponent: Sendable {
    public var system: String
    public var name: String
    public var variant: String
    public var state: String?
    public var interactive: Bool
    /// The width proposed to the root (nil = ideal width).
    public var width: Double?
    /// The height proposed to the root (nil = ideal height).
    public var height: Double?
    public var appearance: Appearance
    public var dynamicType: DynamicTypeSize
    public var root: ViewNode
    /// The layout direction the root is laid out in (the matrix's `layoutDirections`).
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The insets of the screen the root is hosted on that its content keeps clear of (a
    /// device's status bar and home indicator), measured in from the root's frame; nil: none.
    /// Views that ignore the safe area reach into them (`Modifier.ignoresSafeArea`).
    public var safeArea: EdgeInsets?
    /// Pixels per point of the screen the component is laid out for (1, 2, 3), or nil for
    /// layout in points alone. iOS sizes a `Text` to whole pixels of its screen (its measured
    /// width and height rounded up), so layout depends on the scale the image is drawn at.
    public var displayScale: Int?

    public init(system: String, name: String, variant: String, state: String?, interactive: Bool, width: Double?, height: Double?,
                appearance: Appearance, dynamicType: DynamicTypeSize, root: ViewNode, layoutDirection: LayoutDirection = .leftToRight) {
        self.system = system
        self.name = name
        self.variant = variant
        self.state = state
        self.interactive = interactive
        self.width = width
        self.height = height
        self.appearance = appearance
        self.dynamicType = dynamicType
        self.root = root
        self.layoutDirection = layoutDirection
    }
}
