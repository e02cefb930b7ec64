import Foundation
import XCTest

/// The corpus (Tests/SwiftCorpus: over 80 components written the way real SwiftUI design
/// systems write them) renders through `plumb previews` as a user runs it, with no errors.
final class SwiftCorpusTests: XCTestCase {
    func testEveryCorpusPreviewRenders() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try PlumbProcess.run(["previews", "Tests/SwiftCorpus", "--out", out.path, "--scale", "1", "--json", "-"], in: root)
        XCTAssertEqual(r.status, 0, r.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: [[String: Any]]]
        let previews = json?["previews"] ?? []
        let failed = previews.filter { $0["status"] as? String == "failed" }
        XCTAssertEqual(failed.map { "\($0["file"] ?? ""):\($0["line"] ?? "") \($0["name"] ?? "")" }, [])
        // Fallbacks only where Plumb approximates on purpose (grid cell
        // alignment, image scales, a family with no font file, a TabView drawn as its first tab
        // and a NavigationSplitView whose sidebar List has a selection as its sidebar), each a warning; ChatTranscript's bottom
        // safeAreaInset lets its ScrollView run underneath, as SwiftUI does. GeometryReaders (GeometryProgressBar, SkeletonFeed, RingGauge) are
        // offered their laid-out size: no warning.
        let approximated = Set(previews.filter { $0["status"] as? String == "rendered with fallbacks" }.compactMap { $0["file"] as? String })
        XCTAssertEqual(approximated.sorted(), ["AppShell", "FilterChip", "KeyValueGrid"]
            .map { "Tests/SwiftCorpus/Components/\($0).swift" })
        let files = Set(previews.compactMap { $0["file"] as? String })
        XCTAssertGreaterThanOrEqual(files.count, 80, "at least 80 component files")
        XCTAssertGreaterThanOrEqual(previews.count, 2 * 110, "light and dark of every preview")
    }
}
