import Foundation
@testable import PlumbSnapshot
import XCTest

/// A reference's `.layout.json` is untrusted: every out-of-range field is a located error,
/// never a trap in the code that reads it (issue 10, item 5).
final class LayoutDumpValidationTests: XCTestCase {
    /// The recorded dump of the test system's row, as a JSON object to corrupt.
    func recordedDump() throws -> (TempSystem, String, [String: Any]) {
        let t = try TempSystem()
        try t.write(component: "row", TempSystem.row)
        _ = try t.record()
        let path = t.snapshots + "/sys/row/default-light-large@1x.layout.json"
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
        return (t, path, json)
    }

    func decodeError(_ json: [String: Any]) -> String {
        let data = try! JSONSerialization.data(withJSONObject: json)
        do {
            _ = try SnapshotDump.decode(data, file: "r.layout.json")
            return "decoded"
        } catch {
            return "\(error)"
        }
    }

    func testOutOfRangeFieldsAreLocatedErrors() throws {
        let (_, _, json) = try recordedDump()
        XCTAssertEqual(decodeError(json), "decoded")
        func with(_ change: (inout [String: Any]) -> Void) -> String {
            var j = json
            change(&j)
            return decodeError(j)
        }
        XCTAssertEqual(with { $0["width"] = 1e308 }, "r.layout.json:1:1: error: invalid layout dump: width is 1e+308; re-record it")
        XCTAssertEqual(with { var i = $0["image"] as! [String: Any]; i["width"] = Int.max; i["height"] = Int.max; $0["image"] = i },
                       "r.layout.json:1:1: error: invalid layout dump: image size \(Int.max) × \(Int.max) px is over the canvas limit of 67108864 pixels; re-record it")
        XCTAssertEqual(with { var i = $0["image"] as! [String: Any]; i["scale"] = 0; $0["image"] = i },
                       "r.layout.json:1:1: error: invalid layout dump: image scale 0 is not 1, 2 or 3; re-record it")
        XCTAssertEqual(with { var r = $0["root"] as! [String: Any]; r["frame"] = [1, 2]; $0["root"] = r },
                       "r.layout.json:1:1: error: invalid layout dump: node 'body/hstack' frame has 2 numbers, not 4; re-record it")
        XCTAssertEqual(with { var r = $0["root"] as! [String: Any]; r["frame"] = [0, 0, 1e300, 5]; $0["root"] = r },
                       "r.layout.json:1:1: error: invalid layout dump: a number of node 'body/hstack' is 1e+300; re-record it")
        XCTAssertEqual(with { var r = $0["root"] as! [String: Any]; r["shape"] = ["kind": "roundedRectangle", "radii": [1, 2, 3, 4, 5]]; $0["root"] = r },
                       "r.layout.json:1:1: error: invalid layout dump: node 'body/hstack' has 5 corner radii, not 0 or 4; re-record it")
        XCTAssertTrue(decodeError(["engine": "x"]).hasPrefix("r.layout.json:1:1: error: not a Plumb layout dump ("))
    }

    func testDeepAndWideTreesAreRejectedWithoutRecursion() throws {
        let (_, _, json) = try recordedDump()
        var deep = json["root"] as! [String: Any]
        for _ in 0..<300 { deep = ["path": "p", "kind": "vstack", "z": 0, "frame": [0, 0, 1, 1], "children": [deep]] }
        var j = json
        j["root"] = deep
        // JSON itself nests at most 512 levels in Foundation; both limits end in an error.
        XCTAssertTrue(decodeError(j).hasPrefix("r.layout.json:1:1: error: "), decodeError(j))
        let leaf: [String: Any] = ["path": "p", "kind": "circle", "z": 0, "frame": [0, 0, 1, 1]]
        j["root"] = ["path": "body", "kind": "vstack", "z": 0, "frame": [0, 0, 1, 1], "children": Array(repeating: leaf, count: 20_001)]
        XCTAssertEqual(decodeError(j), "r.layout.json:1:1: error: invalid layout dump: more than 20000 nodes; re-record it")
    }

    /// Verify of a reference with a corrupt dump: exit 2 with the located error, not signal 4.
    func testVerifyOfACorruptReferenceIsInvalidInput() throws {
        let (t, path, json) = try recordedDump()
        var j = json
        var i = j["image"] as! [String: Any]
        i["width"] = 9_223_372_036_854_775_807
        j["image"] = i
        j["width"] = 1e308
        try JSONSerialization.data(withJSONObject: j).write(to: URL(fileURLWithPath: path))
        let r = try t.verify()[0]
        XCTAssertEqual(r.status, .error)
        XCTAssertEqual(r.message, path + ":1:1: error: invalid layout dump: width is 1e+308; re-record it")
    }

    /// A reference that is a device or a huge file is refused before it is read.
    func testReferencesThatAreNotBoundedRegularFilesAreErrors() throws {
        let (t, path, _) = try recordedDump()
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        XCTAssertEqual(try t.verify()[0].message, path + ":1:1: error: not a regular file")
        try FileManager.default.removeItem(atPath: path)
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(SnapshotDump.maxFileBytes + 1))  // sparse: no disk used
        try handle.close()
        XCTAssertEqual(try t.verify()[0].message,
                       path + ":1:1: error: file of 67,108,865 bytes exceeds the layout-dump-size limit of 67,108,864 bytes")
    }

    func testNumbersFormatWithoutTrapping() {
        XCTAssertEqual(Format.points(1e300), "1e+300")
        XCTAssertEqual(Format.points(-1e300), "-1e+300")
        XCTAssertEqual(Format.points(.infinity), "inf")
        XCTAssertEqual(Format.points(12.5), "12.5")
        XCTAssertEqual(Format.points(16), "16")
    }
}
