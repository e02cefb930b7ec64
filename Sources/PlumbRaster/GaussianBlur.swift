/// A true (separable) Gaussian blur of coverage masks, computed in integers so the result
/// is bit-identical on every machine.
///
/// The 1-D kernel has taps at −r…r with r = ⌈3σ⌉ and weights exp(−x² / 2σ²), normalised and
/// quantised to integers summing to exactly 65,536 (the rounding remainder goes to the centre
/// tap). The horizontal pass keeps its exact integer sums (≤ 255 · 65,536); the vertical pass
/// accumulates those in 64 bits and rounds once, half up: (sum + 2³¹) >> 32.
public enum GaussianBlur {
    /// Largest kernel radius in pixels; larger sigmas are clamped to radius / 3 so memory and
    /// time stay bounded for absurd inputs.
    public static let maxRadius = 512

    /// One integer per unit of the 16.16 fixed-point kernel (weights sum to this).
    public static let kernelScale: UInt32 = 65_536

    /// The Gaussian standard deviation for a CoreGraphics / SwiftUI shadow blur radius.
    ///
    /// CoreGraphics' `CGContextSetShadowWithColor` blur (and SwiftUI's `.shadow(radius:)`,
    /// which forwards to it) behaves as a Gaussian with σ = radius / 2 — the same convention
    /// as CSS `box-shadow` / `filter: blur()`, whose blur radius is twice the standard
    /// deviation. Non-positive or non-finite radii give 0 (no blur).
    public static func sigma(forRadius r: Double) -> Double {
        guard r > 0, r.isFinite else { return 0 }
        return r / 2
    }

    /// The kernel radius used for `sigma`: ⌈3σ⌉ capped at `maxRadius`, 0 for no blur.
    public static func radius(forSigma sigma: Double) -> Int {
        guard sigma > 0, sigma.isFinite else { return 0 }
        return Int((min(sigma, Double(maxRadius) / 3) * 3).rounded(.up))
    }

    /// The integer kernel for `sigma`: 2r + 1 taps, symmetric, summing to exactly 65,536.
    /// `[65536]` when there is no blur.
    public static func kernel(sigma: Double) -> [UInt32] {
        let r = radius(forSigma: sigma)
        guard r > 0 else { return [kernelScale] }
        let s = min(sigma, Double(maxRadius) / 3)
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
        guard r > 0, mask.width > 0, mask.height > 0 else { return mask }
        let k = kernel(sigma: sigma)
        let w = mask.width, h = mask.height
        let outW = w + 2 * r, outH = h + 2 * r
        let taps = 2 * r + 1

        // Horizontal pass: h rows of outW exact sums (each ≤ 255 · 65,536 < 2³²).
        var horizontal = [UInt32](repeating: 0, count: outW * h)
        var rowHasInk = [Bool](repeating: false, count: h)
        mask.coverage.withUnsafeBufferPointer { src in
            k.withUnsafeBufferPointer { kern in
                horizontal.withUnsafeMutableBufferPointer { dst in
                    for y in 0..<h {
                        let srcRow = y * w, dstRow = y * outW
                        var ink = false
                        for x in 0..<w {
                            let v = UInt32(src[srcRow + x])
                            if v == 0 { continue }  // shadows are mostly empty or solid
                            ink = true
                            // Input x lands on output x … x + 2r (the output is shifted by r).
                            let base = dstRow + x
                            for t in 0..<taps { dst[base + t] &+= v &* kern[t] }
                        }
                        rowHasInk[y] = ink
                    }
                }
            }
        }

        // Vertical pass: each output row gathers up to 2r + 1 horizontal rows in 64 bits.
        var out = [UInt8](repeating: 0, count: outW * outH)
        var acc = [UInt64](repeating: 0, count: outW)
        horizontal.withUnsafeBufferPointer { src in
            k.withUnsafeBufferPointer { kern in
                acc.withUnsafeMutableBufferPointer { sum in
                    out.withUnsafeMutableBufferPointer { dst in
                        for oy in 0..<outH {
                            // Output row oy takes source row y with tap oy − y ∈ 0…2r.
                            let lo = max(0, oy - 2 * r), hi = min(h - 1, oy)
                            guard lo <= hi else { continue }
                            var any = false
                            for y in lo...hi where rowHasInk[y] {
                                if !any {
                                    for x in 0..<outW { sum[x] = 0 }
                                    any = true
                                }
                                let weight = UInt64(kern[oy - y])
                                let row = y * outW
                                for x in 0..<outW { sum[x] &+= UInt64(src[row + x]) &* weight }
                            }
                            guard any else { continue }
                            let dstRow = oy * outW
                            for x in 0..<outW {
                                // Total weight 2³², so this rounds half up to 0…255.
                                dst[dstRow + x] = UInt8(truncatingIfNeeded: (sum[x] &+ (1 << 31)) >> 32)
                            }
                        }
                    }
                }
            }
        }
        return Mask(x: mask.x - r, y: mask.y - r, width: outW, height: outH, coverage: out)
    }
}
