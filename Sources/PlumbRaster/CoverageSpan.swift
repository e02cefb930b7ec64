/// One run of a coverage row as the rasterizer's sweep emits it (mask-local coordinates):
/// either `count` pixels of one coverage byte (`value` 1…255, an interior span between edges)
/// or, when `value` is `CoverageSpan.varying`, `count` edge pixels whose bytes are
/// `RasterScratch.bytes[offset ..< offset + count]`. Runs of zero coverage are not emitted.
struct CoverageSpan: Sendable {
    /// `value` of a span whose bytes differ pixel to pixel.
    static let varying = -1

    var y: Int
    var x: Int
    var count: Int
    var value: Int
    var offset: Int
}
