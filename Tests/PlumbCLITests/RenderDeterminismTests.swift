import Foundation
import PlumbCLI
import XCTest

/// `plumb render` gives byte-identical PNGs across runs and worker counts.
final class RenderDeterminismTests: XCTestCase {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    func files(_ dir: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        let e = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil)!
        for case let url as URL in e where url.pathExtension == "png" {
            out[url.path.replacingOccurrences(of: dir.path, with: "")] = try Data(contentsOf: url)
        }
        return out
    }

    func testSameBytesAcrossRunsAndJobCounts() throws {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-render-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: tmp) }
        let specs = Self.root.appendingPathComponent("specs/vehicle-maintenance").path
        for (name, jobs) in [("a", "1"), ("b", "2"), ("c", "2")] {
            XCTAssertEqual(PlumbCommand.run(arguments: ["render", specs, "--out", tmp.appendingPathComponent(name).path,
                                                        "--jobs", jobs, "--scale", "2"]), 0)
        }
        let a = try files(tmp.appendingPathComponent("a"))
        let b = try files(tmp.appendingPathComponent("b"))
        let c = try files(tmp.appendingPathComponent("c"))
        XCTAssertGreaterThanOrEqual(a.count, 60, "every component × variant × appearance")
        XCTAssertTrue(a.keys.contains("/vehicle-maintenance/service-row/default-dark-large@2x.png"))
        XCTAssertEqual(a, b, "1 vs 2 workers")
        XCTAssertEqual(b, c, "two runs")
    }

    func testRenderErrorsExitTwo() {
        let specs = Self.root.appendingPathComponent("specs/vehicle-maintenance").path
        XCTAssertEqual(PlumbCommand.run(arguments: ["render", specs, "--scale", "4"]), 2)
        XCTAssertEqual(PlumbCommand.run(arguments: ["render", specs, "--variant", "nope", "--out", "/tmp/plumb-never"]), 2)
        XCTAssertEqual(PlumbCommand.run(arguments: ["render", specs, "--background", "nope", "--out", "/tmp/plumb-never"]), 2)
    }
}
