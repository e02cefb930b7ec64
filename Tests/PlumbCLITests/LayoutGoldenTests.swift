import Foundation
import PlumbLayout
import PlumbModel
import XCTest

/// Golden comparison of `plumb layout --json` for every bundled component (default variant,
/// light, large) and at accessibility5. A difference fails with the first differing line.
/// After an intended change: `PLUMB_RECORD_GOLDENS=1 swift test --filter LayoutGoldenTests`.
final class LayoutGoldenTests: XCTestCase {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    func testLayoutDumpsMatchGoldens() throws {
        let record = ProcessInfo.processInfo.environment["PLUMB_RECORD_GOLDENS"] == "1"
        let specs = Self.root.appendingPathComponent("specs")
        let goldens = Self.root.appendingPathComponent("Tests/PlumbCLITests/Goldens")
        var compared = 0
        for systemName in try FileManager.default.contentsOfDirectory(atPath: specs.path).sorted() {
            let dir = specs.appendingPathComponent(systemName)
            guard FileManager.default.fileExists(atPath: dir.appendingPathComponent("tokens.yaml").path) else { continue }
            let system = try DesignSystem.load(directory: dir.path)
            let layout = Layout(fontOverrides: system.tokens.fontFaces)
            for name in system.componentNames {
                for size in [DynamicTypeSize.large, .accessibility5] {
                    let component = try SpecResolver(system: system, dynamicType: size).resolve(name)
                    let json = LayoutDump.json(try layout.layout(component))
                    let file = goldens.appendingPathComponent("\(systemName)/\(name)-\(size.rawValue).layout.json")
                    if record {
                        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                        try json.write(to: file, atomically: true, encoding: .utf8)
                        continue
                    }
                    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
                        XCTFail("no golden \(file.path); record with PLUMB_RECORD_GOLDENS=1")
                        continue
                    }
                    compared += 1
                    if expected != json {
                        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
                        let b = json.split(separator: "\n", omittingEmptySubsequences: false)
                        let i = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
                        XCTFail("\(systemName)/\(name) @\(size): layout differs from golden at line \(i + 1):\n- \(i < a.count ? a[i] : "")\n+ \(i < b.count ? b[i] : "")")
                    }
                }
            }
        }
        if !record { XCTAssertGreaterThanOrEqual(compared, 22, "every bundled component is compared") }
    }
}
