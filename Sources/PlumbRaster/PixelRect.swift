/// A rectangle of whole pixels, x0 ≤ x < x1, y0 ≤ y < y1 (empty when either span is not
/// positive): the part of a canvas an operation touches.
public struct PixelRect: Hashable, Sendable {
    public var x0: Int, y0: Int, x1: Int, y1: Int

    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    /// Nothing: the identity of `union`.
    public static let empty = PixelRect(x0: .max, y0: .max, x1: .min, y1: .min)

    public var isEmpty: Bool { x0 >= x1 || y0 >= y1 }
    public var width: Int { isEmpty ? 0 : x1 - x0 }
    public var height: Int { isEmpty ? 0 : y1 - y0 }
    /// Pixels inside (0 when empty).
    public var area: Int { width * height }

    public func intersection(_ o: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }

    public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    /// The rectangle moved by (dx, dy); an empty rectangle stays empty.
    public func offsetBy(dx: Int, dy: Int) -> PixelRect {
        isEmpty ? self : PixelRect(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy)
    }
}
