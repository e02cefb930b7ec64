/// How the ends of a stroked open outline are drawn (SwiftUI's `CGLineCap`, SVG's `stroke-linecap`).
public enum StrokeCap: String, Hashable, Sendable { case butt, round, square }

/// How a stroked outline's corners are drawn (SwiftUI's `CGLineJoin`, SVG's `stroke-linejoin`).
public enum StrokeJoin: String, Hashable, Sendable { case miter, round, bevel }

/// How a shape's stroke is drawn beyond its width: SwiftUI's `StrokeStyle` caps, joins and
/// miter limit (the width is the stroke modifier's own). A spec's stroke has none
/// (`Modifier.stroke(_:lineWidth:options: nil)`): butt caps, or round ones on a trimmed
/// outline, mitred joins.
public struct StrokeOptions: Hashable, Sendable {
    public typealias Cap = StrokeCap
    public typealias Join = StrokeJoin

    public var cap: Cap
    public var join: Join
    /// Past this ratio of the miter's length to the width, a miter join is bevelled (SwiftUI's
    /// default 10).
    public var miterLimit: Double

    public init(cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10) {
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }
}
