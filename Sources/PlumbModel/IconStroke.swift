/// A stroked outline of a vector image: SVG path data in its viewBox's units, stroked with a
/// width in those units, with SVG's caps and joins.
public struct IconStroke: Hashable, Sendable {
    public typealias Cap = StrokeCap
    public typealias Join = StrokeJoin

    public var pathData: String
    public var width: Double
    public var cap: Cap
    public var join: Join

    public init(pathData: String, width: Double, cap: Cap = .butt, join: Join = .miter) {
        self.pathData = pathData
        self.width = width
        self.cap = cap
        self.join = join
    }
}
