import Foundation
import PlumbRaster
@testable import PlumbPNG
import XCTest

/// JPEG decoding through libjpeg-turbo: real pixels, bounded work, and every malformed file an
/// error rather than a crash or a partial image.
final class JPEGCodecTests: XCTestCase {
    /// A 16 × 8 JPEG made here with libjpeg (quality 100, no chroma subsampling): the left half
    /// red, the right half blue.
    static let redBlue = Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/2wBDAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAARCAAIABADAREAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD8X6/ynP8Av4PyHr/1UD/zXz//2Q==")!

    func testDecodesPixelsAsOpaqueRGBA() throws {
        let p = try JPEGCodec.decode([UInt8](Self.redBlue), maxPixels: 1 << 20)
        XCTAssertEqual([p.width, p.height], [16, 8])
        func px(_ x: Int, _ y: Int) -> [Int] { (0..<4).map { Int(p.data[(y * p.width + x) * 4 + $0]) } }
        // Quantisation moves a channel by a few levels at most at quality 100.
        for (x, want) in [(2, [255, 0, 0, 255]), (13, [0, 0, 255, 255])] {
            let got = px(x, 4)
            XCTAssertEqual(got[3], 255)
            for c in 0..<3 { XCTAssertLessThanOrEqual(abs(got[c] - want[c]), 4, "pixel (\(x), 4) channel \(c): \(got)") }
        }
    }

    func testReadImageTellsJPEGFromPNGBySignature() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-jpeg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // Named .png, holding JPEG data: drawn all the same, as iOS draws it.
        let path = dir.appendingPathComponent("photo.png").path
        try Self.redBlue.write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try JPEGCodec.readImage(path: path).width, 16)
    }

    func testMalformedJPEGsAreErrors() {
        let bytes = [UInt8](Self.redBlue)
        // Truncated inside the scan, inside the header, and not a JPEG at all.
        for (data, expected) in [(Array(bytes.prefix(bytes.count / 2)), "malformed JPEG"), (Array(bytes.prefix(40)), "malformed JPEG"),
                                 ([0x89, 0x50, 0x4E, 0x47], "not a JPEG file")] {
            XCTAssertThrowsError(try JPEGCodec.decode(data, maxPixels: 1 << 20)) { error in
                XCTAssertTrue("\(error)".hasPrefix(expected), "\(error)")
            }
        }
    }

    func testAnImageOverThePixelLimitIsRefusedBeforeDecoding() {
        XCTAssertThrowsError(try JPEGCodec.decode([UInt8](Self.redBlue), maxPixels: 100)) { error in
            XCTAssertEqual("\(error)", "image is 16 × 8 pixels, over the limit of 100 pixels")
        }
    }
}
