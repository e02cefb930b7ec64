/// What a shape or text is filled with, fully resolved for one appearance.
public enum Paint: Hashable, Sendable, CustomStringConvertible {
    case solid(RGBA)
    case linear(start: UnitPoint, end: UnitPoint, stops: [GradientStop])
    case radial(center: UnitPoint, startRadius: Double, endRadius: Double, stops: [GradientStop])
    /// SwiftUI's `AngularGradient`: angles in degrees, clockwise from the trailing side.
    case angular(center: UnitPoint, startAngle: Double, endAngle: Double, stops: [GradientStop])

    /// The paint with every colour's alpha multiplied by `opacity`.
    public func withOpacity(_ opacity: Double) -> Paint {
        switch self {
        case .solid(let c): return .solid(c.withOpacity(opacity))
        case .linear(let s, let e, let stops):
            return .linear(start: s, end: e, stops: stops.map { $0.withOpacity(opacity) })
        case .radial(let c, let r0, let r1, let stops):
            return .radial(center: c, startRadius: r0, endRadius: r1, stops: stops.map { $0.withOpacity(opacity) })
        case .angular(let c, let a0, let a1, let stops):
            return .angular(center: c, startAngle: a0, endAngle: a1, stops: stops.map { $0.withOpacity(opacity) })
        }
    }

    /// The gradient's stops; nil for a solid colour.
    public var gradientStops: [GradientStop]? {
        switch self {
        case .solid: return nil
        case .linear(_, _, let s), .radial(_, _, _, let s), .angular(_, _, _, let s): return s
        }
    }

    /// A solid colour, or nil for a gradient.
    public var solidColor: RGBA? {
        if case .solid(let c) = self { return c }
        return nil
    }

    public var description: String {
        switch self {
        case .solid(let c): return c.hex
        case .linear(let s, let e, let stops):
            return "linear(\(s.x),\(s.y) → \(e.x),\(e.y): \(stops.map(\.description).joined(separator: ", ")))"
        case .radial(let c, let r0, let r1, let stops):
            return "radial(\(c.x),\(c.y) r \(r0)…\(r1): \(stops.map(\.description).joined(separator: ", ")))"
        case .angular(let c, let a0, let a1, let stops):
            return "angular(\(c.x),\(c.y) \(a0)°…\(a1)°: \(stops.map(\.description).joined(separator: ", ")))"
        }
    }
}

/// One colour stop of a gradient; `location` in 0…1.
public struct GradientStop: Hashable, Sendable, CustomStringConvertible {
    public var color: RGBA
    public var location: Double

    public init(color: RGBA, location: Double) {
        self.color = color
        self.location = location
    }

    func withOpacity(_ opacity: Double) -> GradientStop {
        GradientStop(color: color.withOpacity(opacity), location: location)
    }

    public var description: String { "\(color.hex) \(location)" }
}
