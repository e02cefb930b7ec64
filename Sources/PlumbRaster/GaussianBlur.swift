/// A Gaussian blur of coverage masks, computed in integers so the result is bit-identical on
/// every machine, at a cost per pixel bounded whatever σ is.
///
/// Below σ = 8 px it is the true separable Gaussian (`blurWithTaps`): taps at −r…r with
/// r = ⌈3σ⌉ and weights exp(−x² / 2σ²), normalised and quantised to integers summing to exactly
/// 65,536 (the rounding remainder goes to the centre tap); the horizontal pass keeps its exact
/// integer sums (≤ 255 · 65,536), the vertical pass accumulates those in 64 bits and rounds once,
/// half up: (sum + 2³¹) >> 32. From σ = 8 px on it is decimated (`GaussianBlurDecimation`):
/// d × d cell sums, the same integer Gaussian on the cell grid, bilinear interpolation back —
/// within 2/255 of the true Gaussian, O(1) per pixel. Either way the output grows by r.
public enum GaussianBlur {
    /// Largest kernel radius in pixels; larger sigmas are clamped to radius / 3 so memory and
    /// time stay bounded for absurd inputs.
    public static let maxRadius = 768

    /// One integer per unit of the 16.16 fixed-point kernel (weights sum to this).
    public static let kernelScale: UInt32 = 65_536

    /// The Gaussian standard deviation for a blur radius in CSS's convention (`filter: blur()`,
    /// whose radius is twice the standard deviation): σ = radius / 2. Used for `.blur(radius:)`,
    /// backdrop blurs and glass, which have not been measured against iOS. Non-positive or
    /// non-finite radii give 0 (no blur).
    public static func sigma(forRadius r: Double) -> Double {
        guard r > 0, r.isFinite else { return 0 }
        return r / 2
    }

    /// The kernel radius used for `sigma`: ⌈3σ⌉ capped at `maxRadius`, 0 for no blur.
    public static func radius(forSigma sigma: Double) -> Int {
        guard sigma > 0, sigma.isFinite else { return 0 }
        return Int((clamped(sigma) * 3).rounded(.up))
    }

    /// The integer kernel for `sigma`: 2r + 1 taps, symmetric, summing to exactly 65,536.
    /// `[65536]` when there is no blur.
    public static func kernel(sigma: Double) -> [UInt32] {
        kernel(sigma: sigma, radius: radius(forSigma: sigma))
    }

    /// The integer Gaussian for `sigma` cut off at `r` px: 2r + 1 taps, symmetric, the taps
    /// within ±r normalised to sum to exactly 65,536. `[65536]` when r ≤ 0.
    static func kernel(sigma: Double, radius r: Int) -> [UInt32] {
        guard r > 0 else { return [kernelScale] }
        let s = clamped(sigma)
        var weights = [Double](repeating: 0, count: 2 * r + 1)
        var total = 0.0
        for i in -r...r {
            // exp from basic IEEE operations only: libm exp results differ between platforms.
            let w = GaussianBlurMath.expNegative(Double(i * i) / (2 * s * s))
            weights[i + r] = w
            total += w
        }
        var taps = [UInt32](repeating: 0, count: 2 * r + 1)
        var sum: UInt32 = 0
        for i in 1...r {
            let q = UInt32((weights[r + i] / total * Double(kernelScale)).rounded(.toNearestOrAwayFromZero))
            taps[r + i] = q
            taps[r - i] = q
            sum += 2 * q
        }
        taps[r] = kernelScale - sum
        return taps
    }

    /// `mask` blurred with a Gaussian of standard deviation `sigma`, grown by the kernel
    /// radius on every side (x and y move up-left by the radius).
    ///
    /// σ ≤ 0 (or not finite) and empty masks are returned unchanged.
    public static func blur(_ mask: Mask, sigma: Double) -> Mask {
        let r = radius(forSigma: sigma)
        return blur(mask, sigma: sigma, within: PixelRect(x0: mask.x - r, y0: mask.y - r,
                                                          x1: mask.x + mask.width + r, y1: mask.y + mask.height + r))
    }

    /// The part of `blur(mask, sigma:)` inside `region` (pixmap coordinates), computed without
    /// the rest: each output pixel gets the same bytes as in the full blur, and the work is
    /// proportional to the region (plus the blur's reach), not to the mask (see `cost`). An
    /// empty region gives an empty mask at the region's clamped origin.
    public static func blur(_ mask: Mask, sigma: Double, within region: PixelRect) -> Mask {
        blur(mask, sigma: sigma, within: region, decimating: true)
    }

    /// `blur(mask, sigma:, within: region)` with the exact tap kernel at every σ: the true
    /// Gaussian (to the 16.16 taps and one rounding), costing 2r + 1 taps per pixel and pass.
    /// `blur` uses it below σ = 8 px; it is public as the reference the decimated method is
    /// measured against (tests, `plumb-bench blur`).
    public static func blurWithTaps(_ mask: Mask, sigma: Double, within region: PixelRect) -> Mask {
        blur(mask, sigma: sigma, within: region, decimating: false)
    }

    static func blur(_ mask: Mask, sigma: Double, within region: PixelRect, decimating: Bool) -> Mask {
        let r = radius(forSigma: sigma)
        guard r > 0, mask.width > 0, mask.height > 0 else { return mask }
        let window = BlurWindow(mask: mask, radius: r, region: region)
        guard window.width > 0, window.height > 0 else {
            return Mask(x: window.x, y: window.y, width: 0, height: 0)
        }
        if decimating, let dec = GaussianBlurDecimation(sigma: clamped(sigma)) {
            return decimatedBlur(mask, dec, radius: r, window: window)
        }
        return tapBlur(mask, kernel: kernel(sigma: sigma), radius: r, window: window)
    }

    /// Pixel operations `blur(mask, sigma:, within: region)` costs: below σ = 8 px kernel taps
    /// times the pixels of both passes (at most 49 taps), above it the decimated blur's source
    /// pixels, cell-grid taps and interpolation (a few operations per pixel, whatever σ is).
    /// 0 when there is nothing to blur.
    public static func cost(_ mask: Mask, sigma: Double, within region: PixelRect) -> Int {
        let r = radius(forSigma: sigma)
        guard r > 0, mask.width > 0, mask.height > 0 else { return 0 }
        let window = BlurWindow(mask: mask, radius: r, region: region)
        guard window.width > 0, window.height > 0 else { return 0 }
        if let dec = GaussianBlurDecimation(sigma: clamped(sigma)) {
            return decimatedCost(mask, dec, radius: r, window: window)
        }
        return tapCost(radius: r, window: window)
    }

    /// σ capped so the kernel radius stays within `maxRadius`.
    static func clamped(_ sigma: Double) -> Double { min(sigma, Double(maxRadius) / 3) }
}

/// Which part of a full blur (mask grown by the kernel radius) a region needs: output
/// columns u0 ..< u0 + width and rows v0 ..< v0 + height in the grown blur's coordinates,
/// and the source rows that feed them.
struct BlurWindow {
    let u0: Int, v0: Int, width: Int, height: Int
    /// Pixmap position of the output's top-left.
    let x: Int, y: Int
    let sourceRows: Range<Int>

    init(mask: Mask, radius r: Int, region: PixelRect) {
        let full = PixelRect(x0: mask.x - r, y0: mask.y - r, x1: mask.x + mask.width + r, y1: mask.y + mask.height + r)
        var out = full.intersection(region)
        if out.isEmpty { out = PixelRect(x0: full.x0, y0: full.y0, x1: full.x0, y1: full.y0) }
        x = out.x0; y = out.y0
        u0 = x - full.x0; v0 = y - full.y0
        width = out.width; height = out.height
        // Output row v uses source rows v − 2r … v.
        let lo = max(0, v0 - 2 * r), hi = min(mask.height, v0 + height)
        sourceRows = lo..<max(lo, hi)
    }
}
