/// Buffers the rasterizer works in, kept by a `Canvas` between fills so filling a path
/// allocates nothing once they have grown to the largest fill.
///
/// `cells` and `touched` are all zero between fills: the sweep clears each cell as it reads
/// it, so a fill costs time in proportion to its edges and spans, not to its bounds.
struct RasterScratch: Sendable {
    /// Signed-area differences, `stride` = width + 2 per row (see `Rasterizer`).
    var cells: [Double] = []
    /// One bit per cell that an edge wrote to, `(stride + 63) / 64` words per row.
    var touched: [UInt64] = []
    /// Coverage bytes of the edge pixels of the last fill (`CoverageSpan.varying` spans).
    var bytes: [UInt8] = []
    /// The last fill's coverage, row by row, left to right.
    var spans: [CoverageSpan] = []
}
