import Foundation
import PlumbPNG
import PlumbRaster
import XCTest

/// `plumb layout` and `plumb render` with `--layout-direction`, run as the real binary.
final class LayoutDirectionCommandTests: XCTestCase {
    var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-rtl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sys/components"), withIntermediateDirectories: true)
        try "colors: {background-primary: \"#FFFFFF\", ink: \"#121212\"}\n"
            .write(to: dir.appendingPathComponent("sys/tokens.yaml"), atomically: true, encoding: .utf8)
        try """
        component: row
        width: 200
        body:
          hstack:
            spacing: 0
            children:
              - rectangle: {}
                modifiers: [{fill: ink}, {frame: {width: 40, height: 10}}]
              - spacer: {minLength: 0}
              - rectangle: {}
                modifiers: [{fill: ink}, {frame: {width: 20, height: 10}}]
        """.write(to: dir.appendingPathComponent("sys/components/row.yaml"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    var row: String { dir.appendingPathComponent("sys/components/row.yaml").path }

    func testLayoutPrintsTheMirroredFrames() throws {
        let ltr = try PlumbProcess.run(["layout", row])
        XCTAssertEqual(ltr.status, 0, ltr.stderr)
        XCTAssertEqual(ltr.stdout, """
        sys/row variant=default light large  size 200×10
          hstack  0,0 200×10
            rectangle  0,0 40×10  outer 0,0 40×10
            spacer  40,5 140×0
            rectangle  180,0 20×10  outer 180,0 20×10

        """)
        XCTAssertEqual(try PlumbProcess.run(["layout", row, "--layout-direction", "leftToRight"]).stdout, ltr.stdout)
        let rtl = try PlumbProcess.run(["layout", row, "--layout-direction", "rightToLeft"])
        XCTAssertEqual(rtl.status, 0, rtl.stderr)
        XCTAssertEqual(rtl.stdout, """
        sys/row variant=default light large rightToLeft  size 200×10
          hstack  0,0 200×10
            rectangle  160,0 40×10  outer 160,0 40×10
            spacer  20,5 140×0
            rectangle  0,0 20×10  outer 0,0 20×10

        """)
        let json = try PlumbProcess.run(["layout", row, "--layout-direction", "rightToLeft", "--json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(root["layoutDirection"] as? String, "rightToLeft")
        let first = try XCTUnwrap(((root["root"] as? [String: Any])?["children"] as? [[String: Any]])?.first)
        XCTAssertEqual(first["frame"] as? [String: Double], ["x": 160, "y": 0, "width": 40, "height": 10])
        let plainJSON = try PlumbProcess.run(["layout", row, "--json"]).stdout
        XCTAssertFalse(plainJSON.contains("layoutDirection"), "left to right the JSON is as before")
    }

    func testRenderDrawsMirroredAndNamesTheImageRtl() throws {
        let out = dir.appendingPathComponent("out").path
        let r = try PlumbProcess.run(["render", row, "--out", out, "--scale", "1", "--appearance", "light", "--layout-direction", "rightToLeft"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "\(out)/sys/row/default-light-large-rtl@1x.png 200×10\nrendered 1 image\n")
        let l = try PlumbProcess.run(["render", row, "--out", out, "--scale", "1", "--appearance", "light"])
        XCTAssertEqual(l.stdout, "\(out)/sys/row/default-light-large@1x.png 200×10\nrendered 1 image\n")
        // Right to left the 40 pt rectangle is at x 160…199 and the 20 pt one at 0…19.
        let ink = Color8(r: 18, g: 18, b: 18, a: 255), white = Color8(r: 255, g: 255, b: 255, a: 255)
        let rtl = try PNGCodec.read(path: out + "/sys/row/default-light-large-rtl@1x.png")
        let ltr = try PNGCodec.read(path: out + "/sys/row/default-light-large@1x.png")
        XCTAssertEqual([rtl[0, 5], rtl[19, 5], rtl[20, 5], rtl[159, 5], rtl[160, 5], rtl[199, 5]], [ink, ink, white, white, ink, ink])
        XCTAssertEqual([ltr[0, 5], ltr[39, 5], ltr[40, 5], ltr[179, 5], ltr[180, 5], ltr[199, 5]], [ink, ink, white, white, ink, ink])
    }

    func testUnknownDirectionIsAUsageError() throws {
        for command in ["layout", "render"] {
            let r = try PlumbProcess.run([command, row, "--layout-direction", "rtl"])
            XCTAssertEqual(r.status, 2, r.stderr)
            XCTAssertTrue(r.stderr.contains("The value 'rtl' is invalid for '--layout-direction <layout-direction>'"), r.stderr)
        }
    }
}
