import PlumbRaster
@testable import PlumbSnapshot
import XCTest

/// swift-snapshot-testing's image rule (issue 25 item 5), against values worked out by hand.
final class SnapshotTestingToleranceTests: XCTestCase {
    func pixmap(_ pixels: [[UInt8]], width: Int) -> Pixmap {
        Pixmap(width: width, height: pixels.count / width, data: pixels.flatMap { $0 })!
    }

    func testDeltaE1994ByHand() {
        typealias T = SnapshotTestingTolerance
        XCTAssertEqual(T.deltaE94((50, 0, 0), (55, 0, 0)), 5, accuracy: 1e-12)
        XCTAssertEqual(T.deltaE94((100, 0, 0), (0, 0, 0)), 100, accuracy: 1e-12)
        // Chroma 10 against grey: ΔC = 10 weighted by 1 + 0.045 · 10; no hue difference left.
        XCTAssertEqual(T.deltaE94((50, 10, 0), (50, 0, 0)), 10 / 1.45, accuracy: 1e-12)
        // Same chroma, hue turned: Δa = 10, Δb = −10, ΔC = 0, ΔH² = 200, weighted by 1 + 0.015 · 10.
        XCTAssertEqual(T.deltaE94((50, 10, 0), (50, 0, 10)), (200.0).squareRoot() / 1.15, accuracy: 1e-12)
        // The first colour's chroma weighs: the distance is not symmetric.
        XCTAssertNotEqual(T.deltaE94((50, 10, 0), (50, 0, 0)), T.deltaE94((50, 0, 0), (50, 10, 0)))
    }

    func testLabOfSRGBPrimaries() {
        let white = SnapshotTestingTolerance.lab(r: 1, g: 1, b: 1)
        XCTAssertEqual(white.l, 100, accuracy: 1e-4); XCTAssertEqual(white.a, 0, accuracy: 1e-3); XCTAssertEqual(white.b, 0, accuracy: 1e-3)
        let red = SnapshotTestingTolerance.lab(r: 1, g: 0, b: 0)
        XCTAssertEqual(red.l, 53.24, accuracy: 0.01); XCTAssertEqual(red.a, 80.09, accuracy: 0.01); XCTAssertEqual(red.b, 67.20, accuracy: 0.01)
    }

    func testExactRule() {
        let a = pixmap([[10, 20, 30, 255], [0, 0, 0, 255]], width: 2)
        var b = a
        XCTAssertTrue(SnapshotTestingTolerance().compare(reference: a, actual: b).passed)
        b.data[0] = 11
        let o = SnapshotTestingTolerance().compare(reference: a, actual: b)
        XCTAssertFalse(o.passed)
        XCTAssertEqual(o.failure, "the image does not match the reference exactly (precision 1)")
        let wide = pixmap([[0, 0, 0, 255], [0, 0, 0, 255], [0, 0, 0, 255]], width: 3)
        XCTAssertEqual(SnapshotTestingTolerance(precision: 0.5, perceptualPrecision: 0.5).compare(reference: a, actual: wide).failure,
                       "the image is 3×1 px but the reference is 2×1 px")
    }

    /// Perceptual: a grey one step lighter is ΔE ≈ 0.4, within 2 (0.98); white against black
    /// is 100. Four pixels, one far off: 75 % match.
    func testPerceptualRule() {
        let grey = [UInt8(128), 128, 128, 255], lighter = [UInt8(129), 129, 129, 255]
        let ref = pixmap([grey, grey, grey, [255, 255, 255, 255]], width: 4)
        let new = pixmap([lighter, lighter, grey, [0, 0, 0, 255]], width: 4)
        let strict = SnapshotTestingTolerance(precision: 0.8, perceptualPrecision: 0.98).compare(reference: ref, actual: new)
        XCTAssertFalse(strict.passed)
        XCTAssertEqual(strict.share, 0.75)
        XCTAssertEqual(strict.maximumDeltaE, 100, accuracy: 1e-3)
        XCTAssertTrue(SnapshotTestingTolerance(precision: 0.75, perceptualPrecision: 0.98).compare(reference: ref, actual: new).passed)
        // At perceptual precision 0.999 (ΔE 0.1) the lighter greys fail too.
        XCTAssertEqual(SnapshotTestingTolerance(precision: 0.5, perceptualPrecision: 0.999).compare(reference: ref, actual: new).share, 0.25)
    }

    /// Bytes: 10 pixels are 40 bytes; precision 0.9 allows ⌊0.1 × 40⌋ = 4 (in Float: 4.0000014).
    func testByteRule() {
        let ref = pixmap(Array(repeating: [0, 0, 0, 255], count: 10), width: 10)
        var four = ref
        for i in 0..<4 { four.data[i] = 1 }
        var five = four
        five.data[4] = 1
        XCTAssertTrue(SnapshotTestingTolerance(precision: 0.9).compare(reference: ref, actual: four).passed)
        let o = SnapshotTestingTolerance(precision: 0.9).compare(reference: ref, actual: five)
        XCTAssertFalse(o.passed)
        XCTAssertEqual(o.share, 35.0 / 40, accuracy: 1e-6)
    }
}
