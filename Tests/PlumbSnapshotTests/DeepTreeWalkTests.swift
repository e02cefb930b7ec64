import Foundation
import PlumbLayout
import PlumbModel
@testable import PlumbSnapshot
import XCTest

/// The recursive walks over a laid-out tree (draw order, dump, its JSON, the structural diff)
/// at the tree budgets' maximum — 128 views on one path, 64 layout modifiers each — on a
/// Dispatch worker thread, where `verify --jobs N` runs them.
final class DeepTreeWalkTests: XCTestCase {
    /// The deepest tree the budgets admit, split over components (YAML nesting limit).
    static func deepComponent(padding: Int) throws -> ResolvedComponent {
        let kinds = ["{padding: \(padding)}", "{offset: {x: 0}}", "{fixedSize: {horizontal: false}}", "{frame: {minWidth: 0}}"]
        let mods = ", modifiers: [" + (0..<Limits.modifiersPerNode).map { kinds[$0 % 4] }.joined(separator: ", ") + "]"
        var components: [String: ComponentSpec] = [:]
        // d0 … d2 hold 40 views each down the path (a `use` last), d3 the last 8 (a text last).
        for i in 0...3 {
            let count = i == 3 ? Limits.treeDepth - 120 : 40
            var s = i == 3 ? "{text: x\(mods)}" : "{use: d\(i + 1)\(mods)}"
            for _ in 0..<(count - 1) { s = "{vstack: [\(s)]\(mods)}" }
            let text = "component: d\(i)\nwidth: 2000\nbody: \(s)\n"
            components["d\(i)"] = try ComponentSpec.parse(YAMLReader().parse(text, file: "d\(i).yaml"), file: "d\(i).yaml")
        }
        let tokens = try Tokens.parse(YAMLReader().parse("colors: {ink: \"#000000\"}\n", file: "t.yaml"), file: "t.yaml")
        return try SpecResolver(system: DesignSystem(name: "s", directory: "s", tokens: tokens, components: components)).resolve("d0")
    }

    func testDumpAndDiffAtTheDepthLimitOnAWorkerThread() throws {
        let old = try Self.deepComponent(padding: 0), new = try Self.deepComponent(padding: 1)
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: Result<(Int, [String]), Error>?
        DispatchQueue.global().async {
            result = Result {
                let layout = Layout()
                let id = SnapshotID(system: "s", component: "d0", variant: "default", appearance: .light, dynamicType: .large, scale: 1)
                let image = SnapshotDump.ImageInfo(width: 1, height: 1, scale: 1, originX: 0, originY: 0)
                let a = SnapshotDump.make(tree: try layout.layout(old), id: id, image: image, fonts: [:], pixelsHash: "")
                let b = SnapshotDump.make(tree: try layout.layout(new), id: id, image: image, fonts: [:], pixelsHash: "")
                let decoded = try SnapshotDump.decode(try a.encoded(), file: "a.layout.json")
                return (try a.encoded().count == decoded.encoded().count ? 1 : 0,
                        LayoutDiff.causes(old: decoded, new: b).map { "\($0.kind) \($0.path)" })
            }
            done.signal()
        }
        done.wait()
        let (roundTrip, causes) = try XCTUnwrap(result).get()
        XCTAssertEqual(roundTrip, 1)
        XCTAssertEqual(causes.first, "padding body/vstack")
        XCTAssertEqual(causes.last, "size ")
    }
}
