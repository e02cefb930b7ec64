@testable import PlumbRender
import XCTest

/// A raster image scaled on iOS is sampled as Core Animation's linear filter samples it (its
/// `minificationFilter` and `magnificationFilter` default to linear, no mipmaps): each device
/// pixel reads the source at its centre, between the four nearest pixels, edges clamped, times
/// the share of the pixel the image covers (`BitmapResampler.Filter.bilinear`).
final class BitmapBilinearTests: XCTestCase {
    let black: [UInt8] = [0, 0, 0, 255], white: [UInt8] = [255, 255, 255, 255]

    /// Two pixels (black, white) drawn four wide: the centres fall at −0.25, 0.25, 0.75 and
    /// 1.25 source pixels: black (clamped), ¼ white, ¾ white, white (clamped). Area averaging
    /// would give two black and two white pixels.
    func testAnEnlargementBlendsNeighbours() throws {
        let placed = try XCTUnwrap(BitmapResampler.resample(black + white, width: 2, height: 1, originX: 0, originY: 0,
                                                            stepX: 2, stepY: 1, unitX: 1, unitY: 1, filter: .bilinear))
        XCTAssertEqual([placed.x, placed.y, placed.image.width, placed.image.height], [0, 0, 4, 1])
        XCTAssertEqual(stride(from: 0, to: 16, by: 4).map { placed.image.data[$0] }, [0, 64, 191, 255])
    }

    /// Four pixels (black, white, white, black) drawn 1.5 times smaller (2.67 px): pixel 0's
    /// centre falls at 0.25 source pixels (¼ white), pixel 1's at 1.75 (white, ¾ of the way to the
    /// next white), pixel 2's at 3.25 (black, clamped) and the image covers ⅔ of it.
    func testAReductionSamplesAtPixelCentresAndCoversTheEdge() throws {
        let source = black + white + white + black
        let placed = try XCTUnwrap(BitmapResampler.resample(source, width: 4, height: 1, originX: 0, originY: 0,
                                                            stepX: 2, stepY: 3, unitX: 3, unitY: 3, filter: .bilinear))
        XCTAssertEqual([placed.image.width, placed.image.height], [3, 1])
        XCTAssertEqual(stride(from: 0, to: 12, by: 4).map { placed.image.data[$0] }, [64, 255, 0])
        XCTAssertEqual(stride(from: 3, to: 12, by: 4).map { placed.image.data[$0] }, [255, 255, 170])
    }
}
