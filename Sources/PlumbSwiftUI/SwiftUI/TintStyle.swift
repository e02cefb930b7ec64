import PlumbModel

/// `.tint` as a shape style, with the opacity its methods give it (`.tint.opacity(0.3)`).
/// The tint is known only where the view stands (an enclosing `.tint(…)`, else the accent
/// colour), so the style waits until then; `.tint` itself is the implicit member, opacity 1.
struct TintStyle: Hashable {
    var opacity: Double

    /// The tint style a value is: `.tint` or `.tint.opacity(…)`; nil for anything else.
    static func of(_ value: SwiftValue) -> TintStyle? {
        switch value.unwrapped ?? value {
        case .implicitMember("tint", nil): return TintStyle(opacity: 1)
        case .native(let n): return n.base as? TintStyle
        default: return nil
        }
    }

    /// The paint where the view stands.
    func paint(_ env: SwiftEnvironment) -> Paint { env.tintOrAccent.withOpacity(opacity) }
}
