import PlumbRaster

/// The drawn part of an image: the bounding box, in pixels, of the pixels that differ from
/// the top-left corner's colour (taken as the background) by more than `threshold` in some
/// channel. Comparing the reference's and Plumb's ink boxes separates a difference of
/// geometry (a component moved or grew) from one of drawing (the same box, other pixels):
/// issue 26's "ink box within ⅓ pt" measure.
///
/// The threshold keeps the box where coverage is clearly ink: two renderers' anti-aliasing
/// disagree most in the faintest edge pixels (a 3 % fringe on one, none on the other), and a
/// box that reached into them would measure that, not where the edge is.
public struct InkBox: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// A channel difference from the background above this (of 255, about 10 %) is ink.
    public static let threshold = 24

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The ink box of `image`; nil when no pixel differs from the corner's colour by more
    /// than the threshold (an image of one colour).
    public static func of(_ image: Pixmap, threshold: Int = InkBox.threshold) -> InkBox? {
        guard image.width > 0, image.height > 0 else { return nil }
        return image.data.withUnsafeBufferPointer { p -> InkBox? in
            let b0 = Int(p[0]), b1 = Int(p[1]), b2 = Int(p[2]), b3 = Int(p[3])
            var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
            for y in 0..<image.height {
                var o = y * image.width * 4
                for x in 0..<image.width {
                    if abs(Int(p[o]) - b0) > threshold || abs(Int(p[o + 1]) - b1) > threshold
                        || abs(Int(p[o + 2]) - b2) > threshold || abs(Int(p[o + 3]) - b3) > threshold {
                        if x < minX { minX = x }
                        if x > maxX { maxX = x }
                        if y < minY { minY = y }
                        maxY = y
                    }
                    o += 4
                }
            }
            return maxX < 0 ? nil : InkBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
    }

    /// The largest distance, in pixels, between corresponding edges (left, top, right,
    /// bottom) of the two boxes.
    public func largestEdgeOffset(to other: InkBox) -> Int {
        max(abs(x - other.x), abs(y - other.y),
            abs((x + width) - (other.x + other.width)), abs((y + height) - (other.y + other.height)))
    }

    /// The box in points at `scale` pixels per point: `x,y w×h pt`.
    public func points(scale: Int) -> String {
        let s = Double(max(scale, 1))
        func f(_ v: Int) -> String {
            let d = Double(v) / s
            return d == d.rounded() ? String(Int(d)) : String(format: "%.2f", d)
        }
        return "\(f(x)),\(f(y)) \(f(width))×\(f(height)) pt"
    }
}
