import Foundation
import PlumbCLI
import PlumbPNG
import PlumbRaster
import XCTest

/// `plumb diff A.png B.png`: exit 0 same, 1 different, 2 unreadable or mismatched.
final class DiffCommandTests: XCTestCase {
    var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: dir)
    }

    func path(_ p: String) -> String { dir.appendingPathComponent(p).path }

    func image(_ w: Int, _ h: Int, dot: (Int, Int)? = nil) -> Pixmap {
        var p = Pixmap(width: w, height: h)!
        p.fill(Color8(r: 205, g: 205, b: 205, a: 255))
        if let (x, y) = dot { p[x, y] = Color8(r: 0, g: 0, b: 0, a: 255) }
        return p
    }

    func testIdenticalExitsZero() throws {
        try PNGCodec.write(image(20, 10), to: path("a.png"))
        try PNGCodec.write(image(20, 10), to: path("b.png"))
        XCTAssertEqual(PlumbCommand.run(arguments: ["diff", path("a.png"), path("b.png")]), 0)
        XCTAssertEqual(PlumbCommand.run(arguments: ["diff", path("a.png"), path("b.png"), "--out", path("d.png")]), 0)
        XCTAssertEqual(try PNGCodec.read(path: path("d.png"))[3, 3], Color8(r: 250, g: 250, b: 250, a: 255))
    }

    func testDifferentExitsOneAndWritesDiff() throws {
        try PNGCodec.write(image(20, 10), to: path("a.png"))
        try PNGCodec.write(image(20, 10, dot: (4, 5)), to: path("b.png"))
        XCTAssertEqual(PlumbCommand.run(arguments: ["diff", path("a.png"), path("b.png"), "--out", path("d.png"),
                                                    "--threshold", "0.2", "--include-aa"]), 1)
        let diff = try PNGCodec.read(path: path("d.png"))
        XCTAssertEqual(diff[4, 5], Color8(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(diff[5, 5], Color8(r: 250, g: 250, b: 250, a: 255))
        // A threshold of 1 accepts any change.
        XCTAssertEqual(PlumbCommand.run(arguments: ["diff", path("a.png"), path("b.png"), "--threshold", "1"]), 0)
    }

    func testUnreadableOrMismatchedExitsTwo() throws {
        try PNGCodec.write(image(20, 10), to: path("a.png"))
        try PNGCodec.write(image(20, 11), to: path("tall.png"))
        var bytes = try PNGCodec.encode(image(20, 10))
        bytes.removeLast(20)
        try Data(bytes).write(to: dir.appendingPathComponent("cut.png"))
        try Data("not a png".utf8).write(to: dir.appendingPathComponent("text.png"))
        XCTAssertEqual(PlumbCommand.run(arguments: ["diff", path("a.png"), path("tall.png")]), 2)
        XCTAssertEqual(PlumbCommand.run(arguments: ["diff", path("a.png"), path("cut.png")]), 2)
        XCTAssertEqual(PlumbCommand.run(arguments: ["diff", path("text.png"), path("a.png")]), 2)
        XCTAssertEqual(PlumbCommand.run(arguments: ["diff", path("a.png"), path("missing.png")]), 2)
        XCTAssertEqual(PlumbCommand.run(arguments: ["diff", path("a.png"), path("a.png"), "--threshold", "2"]), 2)
        XCTAssertEqual(PlumbCommand.run(arguments: ["diff", path("a.png")]), 2)
        // An unwritable --out is invalid input too.
        XCTAssertEqual(PlumbCommand.run(arguments: ["diff", path("a.png"), path("a.png"), "--out", path("no/such/dir/d.png")]), 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("d.png")))
    }
}
