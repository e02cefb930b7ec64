import PlumbModel
import PlumbRaster

/// How `PixelDiff.compare` judges two pixels and what it produces besides the counts.
///
/// The defaults are pixelmatch's: threshold 0.1, anti-aliased pixels not counted, the diff
/// image's background faded to 10 %, changed pixels red and anti-aliased ones yellow.
public struct PixelDiffOptions: Hashable, Sendable {
    /// Matching threshold, 0…1: two pixels differ when their YIQ distance exceeds
    /// `35215 × threshold²` (35215 is the largest possible distance). 0 counts any change.
    public var threshold: Double
    /// Count pixels that look like anti-aliasing differences too (pixelmatch's `includeAA`).
    /// By default they are reported in `antiAliasedPixels` and painted `aaColor`, not counted.
    public var includeAntiAliasing: Bool
    /// Opacity, 0…1, of the greyscale copy of the first image behind the diff image's marks.
    public var alpha: Double
    /// Colour of counted differences in the diff image (premultiplied).
    public var diffColor: Color8
    /// Colour of anti-aliasing differences in the diff image (premultiplied).
    public var aaColor: Color8
    /// Produce `PixelDiffResult.diffImage`.
    public var makeDiffImage: Bool
    /// Produce `PixelDiffResult.mask` (one byte per pixel: 255 counted, 127 anti-aliased, 0 same).
    public var makeMask: Bool
    /// At most this many regions are reported; the smaller rest are merged into the last.
    public var maxRegions: Int

    public init(threshold: Double = 0.1, includeAntiAliasing: Bool = false, alpha: Double = 0.1,
                diffColor: Color8 = Color8(r: 255, g: 0, b: 0, a: 255),
                aaColor: Color8 = Color8(r: 255, g: 255, b: 0, a: 255),
                makeDiffImage: Bool = false, makeMask: Bool = false, maxRegions: Int = 20) {
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
        self.alpha = alpha
        self.diffColor = diffColor
        self.aaColor = aaColor
        self.makeDiffImage = makeDiffImage
        self.makeMask = makeMask
        self.maxRegions = maxRegions
    }

    /// Throws a `PlumbError` for a threshold or alpha outside 0…1 (or NaN) or `maxRegions` < 1.
    public func validate() throws {
        guard threshold >= 0, threshold <= 1 else {
            throw PlumbError("pixel diff threshold must be between 0 and 1, got \(threshold)")
        }
        guard alpha >= 0, alpha <= 1 else {
            throw PlumbError("pixel diff alpha must be between 0 and 1, got \(alpha)")
        }
        guard maxRegions >= 1 else {
            throw PlumbError("pixel diff maxRegions must be at least 1, got \(maxRegions)")
        }
    }
}
