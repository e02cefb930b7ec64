/// The grid form of SwiftUI's `containerRelativeFrame(_:count:span:spacing:)`: the container
/// split into `count` columns with `spacing` between them, and a length `span` columns wide
/// (the gutters between those columns included), written `{containerRelative: {count: 3,
/// span: 2, spacing: 8}}` as a frame length.
public struct ContainerGrid: Hashable, Sendable, CustomStringConvertible {
    /// Columns the container is divided into (≥ 1).
    public var count: Int
    /// The most columns a grid may have (a spec or a `containerRelativeFrame(count:)` beyond it
    /// is a located error).
    public static let maxCount = 1000
    /// Columns the length covers (1 … count).
    public var span: Int
    /// Points between neighbouring columns (≥ 0).
    public var spacing: Double

    public init(count: Int, span: Int = 1, spacing: Double = 0) {
        self.count = count
        self.span = span
        self.spacing = spacing
    }

    /// SwiftUI's formula: `(container − spacing × (count − 1)) / count × span + spacing × (span − 1)`.
    /// A column is never narrower than 0 (gutters wider than the container), so neither is the length.
    public func length(in container: Double) -> Double {
        if container.isInfinite { return .infinity }
        let column = max((container - spacing * Double(count - 1)) / Double(count), 0)
        return column * Double(span) + spacing * Double(span - 1)
    }

    /// `2 of 3 columns of container (spacing 8)`.
    public var description: String {
        "\(span) of \(count) columns of container" + (spacing == 0 ? "" : " (spacing \(ValueParsing.fmt(spacing)))")
    }
}
