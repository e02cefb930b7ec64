/// An 8-bit coverage (alpha) mask over a pixel rectangle of a pixmap: what the rasterizer
/// produces for a path, FreeType for a glyph, and the blur for a shadow.
public struct Mask: Hashable, Sendable {
    /// Pixel position of the mask's top-left in the target pixmap (may be negative).
    public var x: Int
    public var y: Int
    public let width: Int
    public let height: Int
    /// Row-major coverage, 0 = outside, 255 = fully covered.
    public var coverage: [UInt8]

    public init(x: Int, y: Int, width: Int, height: Int, coverage: [UInt8]) {
        precondition(width >= 0 && height >= 0 && coverage.count == width * height, "mask size mismatch")
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.coverage = coverage
    }

    /// An all-zero mask.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x: x, y: y, width: width, height: height, coverage: [UInt8](repeating: 0, count: max(width, 0) * max(height, 0)))
    }

    /// Coverage at pixmap coordinates (0 outside the mask).
    public func value(atX px: Int, y py: Int) -> UInt8 {
        let lx = px - x, ly = py - y
        guard lx >= 0, ly >= 0, lx < width, ly < height else { return 0 }
        return coverage[ly * width + lx]
    }
}
