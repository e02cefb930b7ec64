import CZlib
import Foundation
import PlumbPNG
import PlumbRaster
import PlumbSnapshot
import XCTest

/// `plumb record` leaves a reference alone when it already holds what recording would write:
/// the same dump and a PNG (named by the dump's hash) that decodes to exactly the new pixels,
/// whatever encoder wrote its bytes. It no longer encodes every snapshot to find that out.
final class RecordKeepsEquivalentReferenceTests: XCTestCase {
    let png = "sys/row/default-light-large@1x.png", dump = "sys/row/default-light-large@1x.layout.json"

    func read(_ t: TempSystem, _ file: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: t.snapshots + "/" + file))
    }

    func write(_ t: TempSystem, _ file: String, _ data: Data) throws {
        try data.write(to: URL(fileURLWithPath: t.snapshots + "/" + file))
    }

    /// The dump on disk with its `pngHash` set to `hash`.
    func dump(_ t: TempSystem, withPNGHash hash: String) throws -> Data {
        let text = String(decoding: try read(t, dump), as: UTF8.self)
        let old = try XCTUnwrap(text.range(of: #""pngHash" : "[0-9a-f]{16}""#, options: .regularExpression))
        return Data(text.replacingCharacters(in: old, with: "\"pngHash\" : \"\(hash)\"").utf8)
    }

    /// `bytes` with a tEXt chunk after IHDR: another file of the same pixels.
    func withTextChunk(_ bytes: Data) -> Data {
        let body = Array("tEXtComment\u{0}written by another encoder".utf8)
        let crc = UInt32(body.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) })
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        var out = [UInt8](bytes)
        out.insert(contentsOf: be(UInt32(body.count - 4)) + body + be(crc), at: 8 + 25)  // signature + IHDR
        return Data(out)
    }

    func testAReferenceOfTheSamePixelsInOtherBytesIsKept() throws {
        let t = try TempSystem()
        XCTAssertEqual(try t.record(), [.added])
        let other = withTextChunk(try read(t, png))
        XCTAssertEqual(try PNGCodec.decode([UInt8](other)).data, try PNGCodec.decode([UInt8](try read(t, png))).data)
        let otherDump = try dump(t, withPNGHash: ContentHash.of(other))
        try write(t, png, other)
        try write(t, dump, otherDump)
        XCTAssertEqual(try t.verify().map(\.status), [.passed])

        XCTAssertEqual(try t.record(), [.unchanged])
        XCTAssertEqual(try read(t, png), other, "the PNG is not rewritten")
        XCTAssertEqual(try read(t, dump), otherDump)
    }

    /// Records a reference, lets `tamper` change the files (given the PNG's bytes), records
    /// again: the reference must be rewritten to exactly the first record's bytes.
    func assertRewritten(after tamper: (TempSystem, Data) throws -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        let t = try TempSystem()
        try t.record()
        let original = try read(t, png), originalDump = try read(t, dump)
        try tamper(t, original)
        XCTAssertEqual(try t.record(), [.changed], file: file, line: line)
        XCTAssertEqual(try read(t, png), original, file: file, line: line)
        XCTAssertEqual(try read(t, dump), originalDump, file: file, line: line)
    }

    func testAReferenceWhosePixelsDifferIsRewrittenEvenUnderAConsistentHash() throws {
        // One pixel changed, the PNG re-encoded and its hash put in the dump: the dump and
        // PNG agree, but the dump's pixel hash and the render say otherwise.
        try assertRewritten { t, original in
            var pixmap = try PNGCodec.decode([UInt8](original))
            pixmap[3, 3] = Color8(r: 1, g: 2, b: 3, a: 255)
            let edited = Data(try PNGCodec.encode(pixmap))
            try write(t, png, edited)
            try write(t, dump, try dump(t, withPNGHash: ContentHash.of(edited)))
        }
    }

    func testAPNGThatIsNotTheOneItsDumpNamesIsRewritten() throws {
        // Same pixels, but the dump names other bytes.
        try assertRewritten { t, original in try write(t, png, withTextChunk(original)) }
    }

    func testADumpThatDiffersIsRewritten() throws {
        try assertRewritten { t, _ in
            let text = String(decoding: try read(t, dump), as: UTF8.self)
            try write(t, dump, Data(text.replacingOccurrences(of: "\"engine\" : \"", with: "\"engine\" : \"x").utf8))
        }
    }
}
