/// How overlapping contours decide what is inside.
public enum FillRule: Hashable, Sendable {
    case nonZero, evenOdd
}
