import Foundation
@testable import PlumbRaster

/// The true Gaussian blur in Double, unquantised: the normalised weights exp(−i² / 2σ²) at
/// −r…r (r = ⌈3σ⌉, as the blur's), applied separably. The yardstick of the accuracy tests.
enum GaussianBlurReference {
    /// The normalised 1-D weights for `sigma` (σ clamped as the blur clamps it).
    static func weights(_ sigma: Double) -> [Double] {
        let r = GaussianBlur.radius(forSigma: sigma), s = GaussianBlur.clamped(sigma)
        let w = (-r...r).map { Foundation.exp(-Double($0 * $0) / (2 * s * s)) }
        let total = w.reduce(0, +)
        return w.map { $0 / total }
    }

    /// `signal` convolved with the weights: length count + 2r, index u ↔ source u − r.
    static func convolve(_ signal: [Double], _ k: [Double]) -> [Double] {
        var out = [Double](repeating: 0, count: signal.count + k.count - 1)
        for (x, v) in signal.enumerated() where v != 0 {
            for (t, kt) in k.enumerated() { out[x + t] += v * kt }
        }
        return out
    }

    /// The blur of the separable image Σ terms a(x)·b(y) · scale, row-major over the grown
    /// grid ((width + 2r) × (height + 2r)).
    static func separable(_ terms: [(x: [Double], y: [Double], scale: Double)], sigma: Double) -> [Double] {
        let k = weights(sigma)
        var out: [Double] = []
        for term in terms {
            let cx = convolve(term.x, k), cy = convolve(term.y, k)
            if out.isEmpty { out = [Double](repeating: 0, count: cx.count * cy.count) }
            for (v, b) in cy.enumerated() where b != 0 {
                for (u, a) in cx.enumerated() { out[v * cx.count + u] += term.scale * a * b }
            }
        }
        return out
    }

    /// The blur of any mask, row-major over the grown grid (O(r) per pixel: small masks only).
    static func general(_ mask: Mask, sigma: Double) -> [Double] {
        let k = weights(sigma), r = (k.count - 1) / 2
        let w = mask.width + 2 * r, h = mask.height + 2 * r
        var rows = [[Double]]()
        for y in 0..<mask.height {
            rows.append(convolve(mask.coverage[(y * mask.width)..<((y + 1) * mask.width)].map(Double.init), k))
        }
        var out = [Double](repeating: 0, count: w * h)
        for (y, row) in rows.enumerated() {
            for (t, kt) in k.enumerated() {
                let v = y + t
                for u in 0..<w { out[v * w + u] += kt * row[u] }
            }
        }
        return out
    }

    /// Largest |blurred − reference| over the blurred mask's pixels (reference indexed on the
    /// grown grid of `mask` for `sigma`), with where it happens.
    static func maxError(_ blurred: Mask, _ reference: [Double], of mask: Mask, sigma: Double) -> (error: Double, x: Int, y: Int) {
        let r = GaussianBlur.radius(forSigma: sigma), gw = mask.width + 2 * r
        var worst = (error: 0.0, x: 0, y: 0)
        for y in 0..<blurred.height {
            for x in 0..<blurred.width {
                let u = blurred.x + x - (mask.x - r), v = blurred.y + y - (mask.y - r)
                let e = abs(Double(blurred.coverage[y * blurred.width + x]) - reference[v * gw + u])
                if e > worst.error { worst = (e, blurred.x + x, blurred.y + y) }
            }
        }
        return worst
    }
}
