/// One painted element of a vector image drawn in its own colours: a fill (non-zero or
/// even-odd) or a stroke, in the image's viewBox units, and its colour.
public struct IconLayer: Hashable, Sendable {
    public enum Paint: Hashable, Sendable {
        case fill(evenOdd: Bool)
        case stroke(width: Double, cap: StrokeCap, join: StrokeJoin)
    }

    public var pathData: String
    public var paint: Paint
    public var color: RGBA

    public init(pathData: String, paint: Paint, color: RGBA) {
        self.pathData = pathData
        self.paint = paint
        self.color = color
    }
}
