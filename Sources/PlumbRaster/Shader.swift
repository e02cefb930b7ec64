/// What a fill paints with: a solid colour or a gradient, in pixel space.
///
/// Gradients are evaluated at each pixel centre (x + 0.5, y + 0.5):
/// - linear: t = ((p − start) · (end − start)) / |end − start|²;
/// - radial: t = |p − center| / radius;
/// - conic: the angle of p − center, clockwise from +x (y grows downward), as SwiftUI's
///   `AngularGradient` sweeps: t = (angle − start) / (end − start) within the sweep; a sweep
///   shorter than a turn fills the rest with the last stop's colour, then the first's, meeting
///   halfway across it; a longer one draws only its last complete turn; a zero sweep is a turn;
///
/// then t is clamped to 0…1 (pad), and the two stops around t are interpolated in straight
/// (unpremultiplied) sRGB components — as CoreGraphics and Skia do by default — and the result is
/// premultiplied with `Color8(straightR:g:b:a:)`'s rounding. Before the first stop and after the
/// last, the end stops' colours apply. A degenerate gradient (start == end, radius ≤ 0) paints
/// its last stop's colour; a gradient without stops paints nothing.
public enum Shader: Hashable, Sendable {
    case solid(Color8)
    case linearGradient(start: Point, end: Point, stops: [GradientStop])
    case radialGradient(center: Point, radius: Double, stops: [GradientStop])
    /// Angles in radians, clockwise from +x in pixel space.
    case conicGradient(center: Point, startAngle: Double, endAngle: Double, stops: [GradientStop])

    /// The premultiplied colour of pixel (x, y). A convenience for single pixels (it prepares
    /// the gradient on every call); fills prepare it once and evaluate whole rows.
    public func color(atX x: Int, y: Int) -> Color8 {
        switch self {
        case .solid(let c):
            return c
        case .linearGradient, .radialGradient, .conicGradient:
            let g = GradientEvaluator(self)
            return g.stops.withUnsafeBufferPointer { g.color(atX: x, y: y, stops: $0) }
        }
    }

    /// What a fill paints with, prepared once: a solid colour or a gradient evaluator; nil when
    /// the fill paints nothing (transparent colour, gradient without stops).
    func prepared() -> (solid: Color8?, gradient: GradientEvaluator?)? {
        switch self {
        case .solid(let c):
            return c == .transparent ? nil : (c, nil)
        case .linearGradient(_, _, let stops), .radialGradient(_, _, let stops), .conicGradient(_, _, _, let stops):
            return stops.isEmpty ? nil : (nil, GradientEvaluator(self))
        }
    }
}
