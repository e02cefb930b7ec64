/// The blur of a layer shadow as Core Animation draws it — SwiftUI's
/// `.shadow(color:radius:x:y:)` — measured on iOS simulator references
/// (docs/reference/shadows.md).
///
/// Its standard deviation is the shadow radius (σ = r, where CSS's blur radius is 2σ), and its
/// kernel stops at 2σ: a radius-12 shadow at 3× ends 72 px from its card, where an uncut
/// Gaussian would still darken the map's green by one level for another 20 px. Up to
/// `exactSigmaLimit` the blur is the cut Gaussian's integer taps to one rounding, computed over
/// runs of equal pixels (`GaussianBlur.runBlur`: a card's shadow costs the runs within the
/// kernel's reach, not its taps); above it (radii over 21 pt at 3×) the decimated 3σ Gaussian of
/// `GaussianBlur` stands in, within 2/255 of the uncut Gaussian.
public enum ShadowBlur {
    /// The kernel's reach in standard deviations.
    public static let cutoff = 2.0

    /// Largest σ in pixels blurred with the exact cut kernel (257 taps per pass).
    public static let exactSigmaLimit = 64.0

    /// The standard deviation of a shadow of radius `r`: σ = r. Non-positive or non-finite
    /// radii give 0 (no blur).
    public static func sigma(forRadius r: Double) -> Double {
        guard r > 0, r.isFinite else { return 0 }
        return r
    }

    /// How far past its shape a shadow of standard deviation `sigma` px darkens: ⌈2σ⌉ px up to
    /// `exactSigmaLimit`, the decimated blur's ⌈3σ⌉ above it; 0 for no blur.
    public static func reach(forSigma sigma: Double) -> Int {
        guard sigma > 0, sigma.isFinite else { return 0 }
        guard sigma <= exactSigmaLimit else { return GaussianBlur.radius(forSigma: sigma) }
        return Int((sigma * cutoff).rounded(.up))
    }

    /// The cut integer kernel: 2·reach + 1 taps summing to exactly 65,536.
    public static func kernel(sigma: Double) -> [UInt32] {
        GaussianBlur.kernel(sigma: sigma, radius: reach(forSigma: sigma))
    }

    /// `mask` blurred as a shadow of standard deviation `sigma` px, the part inside `region`
    /// (pixmap coordinates); the full result is the mask grown by `reach` on every side.
    public static func blur(_ mask: Mask, sigma: Double, within region: PixelRect) -> Mask {
        blur(mask, sigma: sigma, within: region, overRuns: true)
    }

    /// `blur(mask, sigma:, within: region)` computed tap by tap: the same bytes, at 2·reach + 1
    /// operations per pixel and pass. The yardstick of the run blur (tests, `plumb-bench blur`).
    public static func blurWithTaps(_ mask: Mask, sigma: Double, within region: PixelRect) -> Mask {
        blur(mask, sigma: sigma, within: region, overRuns: false)
    }

    static func blur(_ mask: Mask, sigma: Double, within region: PixelRect, overRuns: Bool) -> Mask {
        guard sigma <= exactSigmaLimit else { return GaussianBlur.blur(mask, sigma: sigma, within: region) }
        let r = reach(forSigma: sigma)
        guard r > 0, mask.width > 0, mask.height > 0 else { return mask }
        let window = BlurWindow(mask: mask, radius: r, region: region)
        guard window.width > 0, window.height > 0 else {
            return Mask(x: window.x, y: window.y, width: 0, height: 0)
        }
        let k = kernel(sigma: sigma)
        return overRuns ? GaussianBlur.runBlur(mask, kernel: k, radius: r, window: window)
                        : GaussianBlur.tapBlur(mask, kernel: k, radius: r, window: window)
    }

    /// Pixel operations `blur(mask, sigma:, within: region)` costs at most (the taps of both
    /// passes over the region; runs of equal pixels cost less).
    public static func cost(_ mask: Mask, sigma: Double, within region: PixelRect) -> Int {
        guard sigma <= exactSigmaLimit else { return GaussianBlur.cost(mask, sigma: sigma, within: region) }
        let r = reach(forSigma: sigma)
        guard r > 0, mask.width > 0, mask.height > 0 else { return 0 }
        let window = BlurWindow(mask: mask, radius: r, region: region)
        guard window.width > 0, window.height > 0 else { return 0 }
        return GaussianBlur.tapCost(radius: r, window: window)
    }
}
