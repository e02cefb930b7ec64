import Foundation
import PlumbRaster

/// `plumb-bench blur SECONDS`: the shadow blur of a card — 343 × 120 pt with 16 pt corners at
/// @3x (1029 × 360 px) — with the shadow radius from 4 to 120 pt (σ = 6 … 180 px), by the tap
/// kernel (the blur before issue 14, O(r) per pixel) and by `GaussianBlur.blur` (decimated from
/// σ = 8 px, O(1) per pixel). Prints milliseconds per blur and ns per output pixel, one thread.
/// Then SwiftUI's shadows (`ShadowBlur`: σ = the radius, cut at 2σ) of the same card, radius 4
/// to 20 pt (σ = 12 … 60 px), by their exact taps and by the runs of equal pixels that
/// `ShadowBlur.blur` walks instead (the same bytes).
enum BlurBench {
    static func main(_ args: [String]) throws {
        let seconds = args.first.flatMap(Double.init) ?? 4
        let card = cardMask(width: 1029, height: 360, corner: 48)
        let radii: [Double] = [4, 10, 20, 40, 120]
        let share = seconds / Double(2 * (radii.count + 4))
        print("card mask \(card.width) × \(card.height) px; shadow radius r pt at @3x → σ = 1.5 r px")
        print("radius  sigma   output px    taps ms   taps ns/px   blur ms   blur ns/px   speed-up")
        for radius in radii {
            let sigma = GaussianBlur.sigma(forRadius: radius) * 3
            row(radius, sigma, reach: GaussianBlur.radius(forSigma: sigma), card, share,
                { GaussianBlur.blurWithTaps(card, sigma: sigma, within: $0) }, { GaussianBlur.blur(card, sigma: sigma, within: $0) })
        }
        print("shadow radius r pt at @3x → σ = 3 r px, cut at 2σ")
        print("radius  sigma   output px    taps ms   taps ns/px   runs ms   runs ns/px   speed-up")
        for radius: Double in [4, 8, 12, 20] {
            let sigma = ShadowBlur.sigma(forRadius: radius) * 3
            row(radius, sigma, reach: ShadowBlur.reach(forSigma: sigma), card, share,
                { ShadowBlur.blurWithTaps(card, sigma: sigma, within: $0) }, { ShadowBlur.blur(card, sigma: sigma, within: $0) })
        }
    }

    /// One line of a table: `slow` and `fast` timed over the card grown by `reach`.
    static func row(_ radius: Double, _ sigma: Double, reach r: Int, _ card: Mask, _ share: Double,
                    _ slow: (PixelRect) -> Mask, _ fast: (PixelRect) -> Mask) {
        let region = PixelRect(x0: card.x - r, y0: card.y - r, x1: card.x + card.width + r, y1: card.y + card.height + r)
        let pixels = region.area
        let a = time(share) { slow(region) }
        let b = time(share) { fast(region) }
        print(String(format: "%6.0f %6.1f %11d %10.2f %12.2f %9.2f %12.2f %9.1f×", radius, sigma, pixels,
                     a * 1e3, a * 1e9 / Double(pixels), b * 1e3, b * 1e9 / Double(pixels), a / b))
    }

    /// Seconds per call of `body`, over about `seconds` (at least 2 calls).
    static func time(_ seconds: Double, _ body: () -> Mask) -> Double {
        var calls = 0, sink = 0
        let start = Date()
        repeat {
            sink &+= Int(body().coverage.last ?? 0)
            calls += 1
        } while Date().timeIntervalSince(start) < seconds || calls < 2
        if sink == -1 { print(sink) }
        return Date().timeIntervalSince(start) / Double(calls)
    }

    /// A filled rounded rectangle, 4 × 4 samples per pixel.
    static func cardMask(width w: Int, height h: Int, corner c: Double) -> Mask {
        var coverage = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                var inside = 0
                for s in 0..<16 {
                    let px = Double(x) + (Double(s % 4) + 0.5) / 4, py = Double(y) + (Double(s / 4) + 0.5) / 4
                    let cx = min(max(px, c), Double(w) - c), cy = min(max(py, c), Double(h) - c)
                    if (px - cx) * (px - cx) + (py - cy) * (py - cy) <= c * c { inside += 1 }
                }
                coverage[y * w + x] = UInt8((inside * 255 + 8) / 16)
            }
        }
        return Mask(x: 0, y: 0, width: w, height: h, coverage: coverage)
    }
}
