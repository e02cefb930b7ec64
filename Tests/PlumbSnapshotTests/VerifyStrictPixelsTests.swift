import Foundation
import PlumbModel
import PlumbPNG
import PlumbRaster
import PlumbSnapshot
import XCTest

/// Plumb renders deterministically, so any pixel change is a change: a different pixel hash
/// fails by default even when the layout dump is identical, and says what is known about it.
/// Tolerances are explicit options.
final class VerifyStrictPixelsTests: XCTestCase {
    /// A black square moved half a point right, so its right edge falls mid-pixel: column 30
    /// is its anti-aliased edge (flat black to the left, flat white to the right). (An offset:
    /// frames are drawn on whole pixels.)
    static let edge = """
    component: edge
    body:
      rectangle: {}
      modifiers:
        - fill: "#000000"
        - frame: {width: 20, height: 20}
        - offset: {x: 0.5}
        - padding: 10
        - background:
            rectangle: {}
            modifiers: [{fill: "#FFFFFF"}]
    """

    /// Records `edge`, then rewrites its reference as if it had been recorded with the edge
    /// pixel (30, 15) set to grey `value` — dump unchanged but for the pixel hashes, which are
    /// kept consistent so verify does not call the PNG edited.
    func systemWithReferenceEdge(_ value: UInt8) throws -> TempSystem {
        let t = try TempSystem()
        try t.remove(component: "row")
        try t.write(component: "edge", Self.edge)
        try t.record()
        let png = t.snapshots + "/sys/edge/default-light-large@1x.png"
        let json = t.snapshots + "/sys/edge/default-light-large@1x.layout.json"
        var pixmap = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: png))))
        XCTAssertEqual(pixmap[29, 15], Color8(r: 0, g: 0, b: 0, a: 255), "flat black left of the edge")
        XCTAssertEqual(pixmap[31, 15], Color8(r: 255, g: 255, b: 255, a: 255), "flat white right of the edge")
        XCTAssertEqual(pixmap[30, 15].a, 255)
        XCTAssertTrue((100...150).contains(pixmap[30, 15].r), "column 30 is the half-covered edge: \(pixmap[30, 15])")
        pixmap[30, 15] = Color8(r: value, g: value, b: value, a: 255)
        let bytes = try PNGCodec.encode(pixmap)
        try Data(bytes).write(to: URL(fileURLWithPath: png))
        var dump = try SnapshotDump.decode(Data(contentsOf: URL(fileURLWithPath: json)), file: json)
        dump.pixelsHash = ContentHash.of(pixmap.data)
        dump.pngHash = ContentHash.of(bytes)
        try dump.encoded().write(to: URL(fileURLWithPath: json))
        return t
    }

    func testAntiAliasedOnlyChangeFailsByDefault() throws {
        let t = try systemWithReferenceEdge(40)
        let r = try t.verify()[0]
        XCTAssertEqual(r.status, .failed)
        XCTAssertEqual(r.causes, [], "the dumps agree")
        XCTAssertEqual(r.message, "pixels differ only at anti-aliased edges: 1 px")
        XCTAssertEqual(r.line, "FAIL sys/edge default-light-large@1x: pixels differ only at anti-aliased edges: 1 px")
    }

    func testAntiAliasedOnlyChangePassesWithTheExplicitOptIn() throws {
        let t = try systemWithReferenceEdge(40)
        var options = Verifier.Options()
        options.ignoreAntialiasing = true
        XCTAssertEqual(try t.verify(options)[0].status, .passed)
    }

    func testPixelTolerancesCountAntiAliasedPixelsUnlessOptedOut() throws {
        let t = try systemWithReferenceEdge(40)
        var exact = Verifier.Options()
        exact.maxDiffPixels = 0
        XCTAssertEqual(try t.verify(exact)[0].status, .failed, "an explicit 0 tolerates nothing")
        var one = Verifier.Options()
        one.maxDiffPixels = 1
        XCTAssertEqual(try t.verify(one)[0].status, .passed, "1 px tolerated")
        var ratio = Verifier.Options()
        ratio.maxDiffRatio = 0.01
        XCTAssertEqual(try t.verify(ratio)[0].status, .passed, "1 of 1,640 px is under 1 %")
    }

    func testChangeBelowTheColourThresholdFailsByDefault() throws {
        // 2 grey levels are far below the YIQ threshold 0.1: pixelmatch counts nothing.
        let t = try TempSystem()
        try t.remove(component: "row")
        try t.write(component: "edge", Self.edge)
        try t.record()
        let png = t.snapshots + "/sys/edge/default-light-large@1x.png"
        let grey = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: png))))[30, 15].r
        let u = try systemWithReferenceEdge(grey &+ 2)
        let r = try u.verify()[0]
        XCTAssertEqual(r.status, .failed)
        XCTAssertEqual(r.message, "pixels differ only below the colour threshold 0.1: 1 px")
        var options = Verifier.Options()
        options.threshold = 0.1
        XCTAssertEqual(try u.verify(options)[0].status, .passed, "an explicit threshold is a tolerance")
    }
}
