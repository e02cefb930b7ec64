import PlumbRaster

/// A rectangle of changed pixels: the bounding box of a group of nearby counted differences.
public struct PixelDiffRegion: Codable, Hashable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int
    /// Counted different pixels inside the region.
    public var pixelCount: Int

    public init(x: Int, y: Int, width: Int, height: Int, pixelCount: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height; self.pixelCount = pixelCount
    }

    /// `x,y w×h`.
    public var text: String { "\(x),\(y) \(width)×\(height)" }
}

/// What `PixelDiff.compare` found.
public struct PixelDiffResult: Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// Pixels over the threshold that count (anti-aliasing excluded unless included).
    public var differentPixels: Int
    /// Pixels over the threshold judged to be anti-aliasing and not counted (0 when
    /// `includeAntiAliasing` is set: then no pixel is judged).
    public var antiAliasedPixels: Int
    public var totalPixels: Int
    /// Pixels whose bytes differ at all, whatever the threshold and anti-aliasing say.
    public var changedPixels: Int
    /// Bounding boxes of the counted differences, most pixels first, at most `maxRegions`.
    public var regions: [PixelDiffRegion]
    /// Opaque diff image (with `makeDiffImage`): `diffColor` at counted differences, `aaColor`
    /// at anti-aliasing, elsewhere the first image's luma faded towards white by `alpha`.
    public var diffImage: Pixmap?
    /// Per-pixel verdicts (with `makeMask`): 255 counted, 127 anti-aliased, 0 same.
    public var mask: Mask?

    public init(width: Int, height: Int, differentPixels: Int, antiAliasedPixels: Int, totalPixels: Int,
                changedPixels: Int, regions: [PixelDiffRegion], diffImage: Pixmap? = nil, mask: Mask? = nil) {
        self.width = width
        self.height = height
        self.differentPixels = differentPixels
        self.antiAliasedPixels = antiAliasedPixels
        self.totalPixels = totalPixels
        self.changedPixels = changedPixels
        self.regions = regions
        self.diffImage = diffImage
        self.mask = mask
    }

    /// Fraction of pixels that differ, 0…1.
    public var ratio: Double { totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels) }

    /// No counted difference.
    public var isIdentical: Bool { differentPixels == 0 }

    /// True when the differences are over either per-image limit: more than `maxPixels`
    /// pixels, or a ratio above `maxRatio` (0…1). With both limits 0 any difference exceeds.
    public func exceeds(maxPixels: Int, maxRatio: Double) -> Bool {
        differentPixels > maxPixels || ratio > maxRatio
    }

    /// `identical`, or e.g. `1,204 px differ (0.9 %) in 3 regions: 10,20 30×40; …`;
    /// ignored anti-aliased pixels are mentioned in parentheses when there are any.
    public var summary: String {
        let aa = antiAliasedPixels > 0 ? " (\(SnapshotResult.grouped(antiAliasedPixels)) anti-aliased px ignored)" : ""
        guard differentPixels > 0 else { return "identical" + aa }
        let n = regions.count
        return "\(SnapshotResult.grouped(differentPixels)) px differ (\(SnapshotResult.percent(ratio)))\(aa) in \(n) region\(n == 1 ? "" : "s"): "
            + regions.map(\.text).joined(separator: "; ")
    }

    /// The summary `verify` stores, with each region's layout nodes supplied by `nodes`.
    public func snapshotPixels(nodes: (PixelDiffRegion) -> [String] = { _ in [] }) -> SnapshotResult.Pixels {
        SnapshotResult.Pixels(differentPixels: differentPixels, totalPixels: totalPixels, width: width, height: height,
                              regions: regions.map { .init(x: $0.x, y: $0.y, width: $0.width, height: $0.height, nodes: nodes($0)) })
    }
}
