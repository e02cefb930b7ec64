/// A stroked outline of a vector image: SVG path data in its viewBox's units, stroked with a
/// width in those units, with SVG's caps and joins.
public struct IconStroke: Hashable, Sendable {
    public enum Cap: String, Hashable, Sendable { case butt, round, square }
    public enum Join: String, Hashable, Sendable { case miter, round, bevel }

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
