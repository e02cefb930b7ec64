import PlumbRaster
import XCTest

/// Layers composited with each blend mode family, on 1 × N rows: expected bytes computed by
/// hand from the W3C formulas in premultiplied bytes, co = round((s·(255 − αb) + b·(255 − αs)
/// + M) / 255) with M = αs·αb·B(Cb, Cs) in units of 1/255² (see `Compositing.BlendMode`).
final class BlendModeTests: XCTestCase {
    private func px(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> Color8 { Color8(r: r, g: g, b: b, a: a) }

    /// `source` drawn into a layer pushed with `mode` over a canvas holding `backdrop`.
    private func composite(_ source: [Color8], onto backdrop: [Color8], _ mode: Compositing.BlendMode,
                           opacity: Double = 1) -> [Color8] {
        func bytes(_ c: [Color8]) -> [UInt8] { c.flatMap { [$0.r, $0.g, $0.b, $0.a] } }
        var canvas = Canvas(pixmap: Pixmap(width: backdrop.count, height: 1, data: bytes(backdrop))!)
        canvas.pushLayer(opacity: opacity, blendMode: mode)
        canvas.draw(pixmap: Pixmap(width: source.count, height: 1, data: bytes(source))!, x: 0, y: 0)
        canvas.popLayer()
        let out = (0..<backdrop.count).map { canvas.pixmap[$0, 0] }
        // The one-pixel entry point gives the same bytes.
        for (k, s) in source.enumerated() where s != .transparent {
            XCTAssertEqual(Compositing.blend(s, coverage: UInt8(opacity * 255 + 0.5), onto: backdrop[k], mode: mode), out[k], "\(mode) pixel \(k)")
        }
        return out
    }

    // Backdrop and source of most rows: b = (60, 180, 128), s = (200, 100, 50), both opaque,
    // so M alone decides: co = round(M / 255).
    private let b = Color8(r: 60, g: 180, b: 128, a: 255)
    private let s = Color8(r: 200, g: 100, b: 50, a: 255)

    func testMultiply() {
        // Opaque: M = s·b. 255·128/255 = 128; 128·128/255 = 64.25 → 64; 0.
        // Half-transparent source (64, 0, 0, 128) on white: r = (64·0 + 255·127 + 64·255)/255 = 191,
        // g = (255·127)/255 = 127 — multiply with white is the source over it.
        // Transparent source: the backdrop as it was. At opacity 0.5 the source (255,128,0)
        // becomes (128, 64, 0, 128): r = (128·127 + 128·128)/255 = 128, g = (128·127 + 64·128)/255
        // = 95.9 → 96, b = 128·127/255 = 63.7 → 64.
        let grey = px(128, 128, 128), white = px(255, 255, 255)
        XCTAssertEqual(composite([px(255, 128, 0), px(64, 0, 0, 128), .transparent], onto: [grey, white, b], .multiply),
                       [px(128, 64, 0), px(191, 127, 127), b])
        XCTAssertEqual(composite([px(255, 128, 0)], onto: [grey], .multiply, opacity: 0.5), [px(128, 96, 64)])
    }

    func testScreen() {
        // M = s·αb + b·αs − s·b: 255 + 128 − 128 = 255; 128 + 128 − 64.25 = 191.75 → 192;
        // 0 + 128 = 128. And (0, 64, 128) on grey 100: 100; 64 + 100 − 25.1 = 138.9 → 139;
        // 128 + 100 − 50.2 = 177.8 → 178.
        XCTAssertEqual(composite([px(255, 128, 0), px(0, 64, 128)], onto: [px(128, 128, 128), px(100, 100, 100)], .screen),
                       [px(255, 192, 128), px(100, 139, 178)])
    }

    func testOverlayAndHardLight() {
        // Overlay tests the backdrop: 2b ≤ 255 → 2·s·b, else 255² − 2(255 − b)(255 − s).
        // r: 2·200·60 = 24000 → 94.1 → 94; g: 65025 − 2·75·155 = 41775 → 163.8 → 164;
        // b (128 > 127.5): 65025 − 2·127·205 = 12955 → 50.8 → 51.
        XCTAssertEqual(composite([s], onto: [b], .overlay), [px(94, 164, 51)])
        // Hard light tests the source: r (200): 65025 − 2·195·55 = 43575 → 170.9 → 171;
        // g: 2·100·180 = 36000 → 141.2 → 141; b: 2·50·128 = 12800 → 50.2 → 50.
        XCTAssertEqual(composite([s], onto: [b], .hardLight), [px(171, 141, 50)])
    }

    func testDarkenAndLighten() {
        // Channel-wise min and max when both are opaque. Half-transparent (100, 50, 25, 128):
        // r = (0 + 60·127 + min(100·255, 60·128)) / 255 = (7620 + 7680) / 255 = 60;
        // g = (180·127 + min(12750, 23040)) / 255 = 35610 / 255 = 139.6 → 140;
        // b = (128·127 + min(6375, 16384)) / 255 = 22631 / 255 = 88.7 → 89.
        XCTAssertEqual(composite([s, px(100, 50, 25, 128)], onto: [b, b], .darken), [px(60, 100, 50), px(60, 140, 89)])
        XCTAssertEqual(composite([s], onto: [b], .lighten), [px(200, 180, 128)])
    }

    func testDifferenceAndExclusion() {
        // |s − b|: 140, 80, 78.
        XCTAssertEqual(composite([s], onto: [b], .difference), [px(140, 80, 78)])
        // s + b − 2·s·b/255: 260 − 94.1 = 165.9 → 166; 280 − 141.2 = 138.8 → 139;
        // 178 − 50.2 = 127.8 → 128.
        XCTAssertEqual(composite([s], onto: [b], .exclusion), [px(166, 139, 128)])
    }

    func testColorDodgeAndColorBurn() {
        // Dodge: min(1, Cb / (1 − Cs)): r 60/55 > 1 → 255; g 180/155 > 1 → 255;
        // b 128/205 = 0.6244 → 159.2 → 159.
        XCTAssertEqual(composite([s], onto: [b], .colorDodge), [px(255, 255, 159)])
        // Burn: 1 − min(1, (1 − Cb) / Cs): r 1 − 195/200 = 0.025 → 6.4 → 6;
        // g 1 − 75/100 = 0.25 → 63.75 → 64; b 127/50 > 1 → 0.
        XCTAssertEqual(composite([s], onto: [b], .colorBurn), [px(6, 64, 0)])
        // The edge cases: a black backdrop stays black under dodge, a white one white under burn.
        XCTAssertEqual(composite([px(255, 255, 255)], onto: [px(0, 0, 0)], .colorDodge), [px(0, 0, 0)])
        XCTAssertEqual(composite([px(0, 0, 0)], onto: [px(255, 255, 255)], .colorBurn), [px(255, 255, 255)])
    }

    func testSoftLightAndHardLightDiffer() {
        // Soft light, r: Cs = 200/255 > 0.5, Cb = 60/255 ≤ 0.25, D = ((16Cb − 12)Cb + 4)Cb
        // = 0.52946; B = Cb + (2Cs − 1)(D − Cb) = 0.23529 + 0.56863 · 0.29417 = 0.37742
        // → 96.2 → 96. g: Cs = 100/255 ≤ 0.5: B = Cb − (1 − 2Cs)·Cb·(1 − Cb)
        // = 0.70588 − 0.21569 · 0.70588 · 0.29412 = 0.66110 → 168.6 → 169.
        // b: Cs = 50/255, Cb = 128/255: 0.50196 − 0.60784 · 0.50196 · 0.49804 = 0.35000 → 89.3 → 89.
        XCTAssertEqual(composite([s], onto: [b], .softLight), [px(96, 169, 89)])
    }

    func testLuminosityKeepsTheBackdropsHueAndSaturation() {
        // Lum(s) = (0.3·200 + 0.59·100 + 0.11·50)/255 = 124.5/255, Lum(b) = (18 + 106.2 +
        // 14.08)/255 = 138.28/255: the backdrop moved by −13.78 in every channel (no clipping
        // needed): 46.22, 166.22, 114.22 → (46, 166, 114).
        XCTAssertEqual(composite([s], onto: [b], .luminosity), [px(46, 166, 114)])
        // White's luminosity on red: SetLum overshoots to (1.7, 0.7, 0.7) and ClipColor brings it
        // back to white.
        XCTAssertEqual(composite([px(255, 255, 255)], onto: [px(255, 0, 0)], .luminosity), [px(255, 255, 255)])
    }

    func testPlusLighterAndPlusDarker() {
        // Lighter: min(255, s + b), alpha too.
        XCTAssertEqual(composite([s, px(100, 50, 0, 128)], onto: [b, px(60, 60, 60, 128)], .plusLighter),
                       [px(255, 255, 178), px(160, 110, 60, 255)])
        // Darker, opaque: Core Graphics' max(0, 1 − ((1 − D) + (1 − S))) = S + D − 255 clamped:
        // 5, 25, 0. A half-transparent grey (64, 64, 64, 128) on white adds its ink
        // 128 − 64 = 64: 255 − 64 = 191, opaque. Transparent: the backdrop as it was.
        XCTAssertEqual(composite([s, px(64, 64, 64, 128), .transparent], onto: [b, px(255, 255, 255), b], .plusDarker),
                       [px(5, 25, 0), px(191, 191, 191), b])
    }

    func testSourceAtopDestinationOverAndOut() {
        let half = px(100, 50, 0, 128)
        // Atop: co = s·αb + b·(255 − αs), αo = αb: (100·255 + 60·127)/255 = 129.9 → 130;
        // (50·255 + 180·127)/255 = 139.6 → 140; 128·127/255 = 63.75 → 64. On a transparent
        // backdrop it draws nothing.
        XCTAssertEqual(composite([half, half], onto: [b, .transparent], .sourceAtop), [px(130, 140, 64), .transparent])
        // Out: the backdrop times 255 − αs = 127: 29.9 → 30, 89.6 → 90, 63.75 → 64, alpha 127.
        XCTAssertEqual(composite([half], onto: [b], .destinationOut), [px(30, 90, 64, 127)])
        // Over: the source only where the backdrop lets it through: (200·127)/255 = 99.6 → 100,
        // 49.8 → 50, (50·127 + 255·128)/255 = 152.9 → 153, alpha 255.
        XCTAssertEqual(composite([s], onto: [px(0, 0, 128, 128)], .destinationOver), [px(100, 50, 153, 255)])
    }

    func testNormalIsSourceOver() {
        XCTAssertEqual(composite([px(100, 50, 0, 128)], onto: [b], .normal),
                       [Compositing.sourceOver(px(100, 50, 0, 128), onto: b)])
    }
}
