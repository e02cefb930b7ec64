/// The built-in icons (a small SF Symbols stand-in) and the em box each occupies.
///
/// Boxes approximate the symbols' image sizes at a given font size (an SF Symbol is about as
/// tall as the font's cap height plus its padding; chevrons are narrow). Layout needs only the
/// box; the rasterizer draws each icon's vector path inside it.
public enum IconCatalog {
    /// Name → (width em, height em).
    public static let boxes: [String: (Double, Double)] = [
        "chevron.right": (0.6, 1.0), "chevron.left": (0.6, 1.0),
        "chevron.down": (1.0, 0.6), "chevron.up": (1.0, 0.6),
        "checkmark": (1.0, 0.9), "checkmark.circle.fill": (1.2, 1.2), "xmark": (0.9, 0.9),
        "plus": (1.0, 1.0), "minus": (1.0, 0.2), "circle": (1.2, 1.2), "circle.fill": (1.2, 1.2),
        "car.side.fill": (1.9, 0.9), "gearshape": (1.2, 1.2), "bell": (1.1, 1.2), "magnifyingglass": (1.1, 1.1),
        "arrow.up": (0.9, 1.1), "arrow.down": (0.9, 1.1), "arrow.right": (1.1, 0.9), "arrow.left": (1.1, 0.9),
        "paperplane.fill": (1.2, 1.1), "heart.fill": (1.2, 1.1), "star.fill": (1.2, 1.15), "flame.fill": (0.95, 1.2),
        "clock": (1.2, 1.2), "calendar": (1.2, 1.15), "ellipsis": (1.2, 0.3), "info.circle": (1.2, 1.2),
        "exclamationmark.triangle.fill": (1.25, 1.1), "wrench.fill": (1.15, 1.15), "bolt.fill": (0.9, 1.2),
        "figure.run": (1.0, 1.25), "dumbbell.fill": (1.5, 0.9), "creditcard": (1.35, 1.0), "chart.bar.fill": (1.2, 1.1),
        "person.fill": (1.1, 1.1), "house.fill": (1.3, 1.1), "trash": (1.05, 1.2), "square.and.pencil": (1.2, 1.2),
    ]
}
