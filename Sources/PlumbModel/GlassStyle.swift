/// The numbers of Plumb's Liquid Glass approximation (`glassEffect`), shared by the renderer
/// and the contrast audit so both see the same glass.
public enum GlassStyle {
    /// Backdrop blur radius in points (σ = radius / 2).
    public static let blurRadius = 20.0
    /// Opacity of the tint over the veil.
    public static let tintOpacity = 0.2

    /// The white veil over the blurred backdrop: 18 % in light, 10 % in dark.
    public static func veil(_ appearance: Appearance) -> RGBA {
        RGBA.white.withOpacity(appearance == .dark ? 0.10 : 0.18)
    }
}
