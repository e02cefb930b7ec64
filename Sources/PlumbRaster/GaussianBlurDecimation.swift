/// How a large-σ blur is decimated: the mask is summed over d × d cells, the cell grid is
/// blurred with an exact integer Gaussian of σ′ = √(σ² − (d² − 1)/12 − d²·E[φ(1 − φ)]) / d
/// cells, and the result is interpolated bilinearly back to pixels. The three stages are a box
/// (variance (d² − 1)/12), the Gaussian (d²σ′²) and the tent of the interpolation (d²·φ(1 − φ)
/// at phase φ, averaged over the d phases a pixel can have), so the total variance is σ²; the
/// box and the tent are under 2 % of it (σ/d ≥ 4), which keeps the result within 2/255 of the
/// true Gaussian (tested), and every stage costs O(1) per pixel however large σ is.
struct GaussianBlurDecimation: Equatable {
    /// Pixels per cell side.
    let factor: Int
    /// The cell-grid kernel (16.16 fixed point, `GaussianBlur.kernel(sigma: σ′)`).
    let kernel: [UInt32]

    /// σ ≥ `minimumSigma` is decimated, with cells of ⌊σ / 4⌋ px: the cell-grid Gaussian keeps
    /// σ′ in [≈4, 8) cells, so its taps (at most 49) stay few and the box and tent stay small.
    static let cellsPerSigma = 4.0
    /// Below this σ (in pixels) the exact tap kernel is used (at most 49 taps: a bounded cost too).
    static let minimumSigma = 2 * cellsPerSigma

    /// The decimation for `sigma` (already clamped), or nil when the exact kernel is used.
    init?(sigma: Double) {
        guard sigma >= Self.minimumSigma, sigma.isFinite else { return nil }
        let d = Int(sigma / Self.cellsPerSigma)
        let dd = Double(d * d)
        // Mean of φ(1 − φ) over the phases of a pixel between two cell centres: k/d for odd d
        // (centres on pixels), (k + ½)/d for even d (centres between pixels).
        let tent = d % 2 == 1 ? (dd - 1) / (6 * dd) : (2 * dd + 1) / (12 * dd)
        let cellSigma = (sigma * sigma - (dd - 1) / 12 - dd * tent).squareRoot() / Double(d)
        factor = d
        kernel = GaussianBlur.kernel(sigma: cellSigma)
    }

    /// Kernel radius on the cell grid.
    var cellRadius: Int { (kernel.count - 1) / 2 }

    /// Bilinear weight scale: the two weights of a pixel sum to this.
    static let weightScale = 256

    /// For a pixel at mask-local coordinate `p`: the cell j whose centre is at or before it, and
    /// the weight (of `weightScale`) of cell j + 1. Cell j covers pixels j·d ..< (j + 1)·d and its
    /// centre is at j·d + (d − 1)/2, so p sits (2p − d + 1) / 2d cells past cell 0's centre.
    func cell(_ p: Int) -> (index: Int, weight: Int) {
        let d = factor
        let num = 2 * p - (d - 1), den = 2 * d
        let j = num >= 0 ? num / den : -((-num + den - 1) / den)
        let rem = num - j * den
        return (j, (rem * Self.weightScale + d) / den)
    }

    /// The cells (inclusive) whose blurred values the pixels lo ..< hi interpolate between.
    func cells(_ lo: Int, _ hi: Int) -> ClosedRange<Int> { cell(lo).index...(cell(hi - 1).index + 1) }

    /// The source cells (of `count`, clamped) the blurred cells `blurred` read.
    func sourceCells(_ blurred: ClosedRange<Int>, count: Int) -> Range<Int> {
        let lo = max(0, blurred.lowerBound - cellRadius), hi = min(count, blurred.upperBound + cellRadius + 1)
        return lo..<max(lo, hi)
    }
}
