import XCTest
@testable import PlumbModel

/// `ComponentFiles`: specs checked at load, then held in a bounded cache and parsed again
/// from their files when the cache has let them go.
final class ComponentFilesTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func spec(_ i: Int, title: String = "Item") -> String {
        """
        component: c\(i)
        props: {title: "\(title) \(i)"}
        variants: {a: {props: {title: "Alpha \(i)"}}, b: {state: pressed}}
        snapshot: {widths: [200, \(300 + i)]}
        body:
          hstack:
            spacing: 12
            children:
              - text: "{title}"
              - spacer: {}
          modifiers: [{padding: 16}]

        """
    }

    private func write(_ count: Int) throws -> [String] {
        try (1...count).map { i in
            let path = root.appendingPathComponent("c\(i).yaml").path
            try spec(i).write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
    }

    /// With a cache far smaller than the specs, every spec still comes back exactly as first
    /// parsed (same tree, same locations), and what the cache holds stays under its bound.
    func testSpecsTheCacheDroppedAreParsedAgainIdentically() throws {
        let files = try write(40)
        let everything = try ComponentFiles(files: files, capacity: 1 << 30)
        let cost = try ComponentFiles.read(files[0]).cost
        XCTAssertEqual(cost, 44 * ComponentFiles.bytesPerValue + spec(1).utf8.count)   // 44 YAML values, counted by hand
        let small = try ComponentFiles(files: files, capacity: 3 * cost)
        XCTAssertEqual(everything.cachedCount, 40)
        XCTAssertLessThanOrEqual(small.cachedCount, 6)
        for round in 0..<2 {
            for name in everything.names {
                let a = try XCTUnwrap(small.spec(named: name)), b = try XCTUnwrap(everything.spec(named: name))
                XCTAssertEqual(String(describing: a.body), String(describing: b.body), "\(name), round \(round)")
                XCTAssertEqual(a.variants.map(\.name), ["default", "a", "b"])
                XCTAssertEqual(a.variants.map(\.state), b.variants.map(\.state))
                XCTAssertEqual(a.props.map(\.value.string), b.props.map(\.value.string))
                XCTAssertEqual(a.location, b.location)
                XCTAssertLessThanOrEqual(small.cachedCount, 6)
            }
        }
        XCTAssertNil(try small.spec(named: "c41"))
    }

    /// The outline answers for the listing without the spec: variants and the component's
    /// own snapshot matrix.
    func testOutlineKeepsVariantsAndSnapshotMatrix() throws {
        let files = try write(2)
        let store = try ComponentFiles(files: files, capacity: 1)   // nothing is cached
        XCTAssertEqual(store.cachedCount, 0)
        let outline = try XCTUnwrap(store.outline(named: "c2"))
        XCTAssertEqual(outline.variantNames, ["default", "a", "b"])
        XCTAssertEqual(outline.file, files[1])
        XCTAssertEqual(try outline.snapshotMatrix(base: .standard).widthCases, [200, 302])
        XCTAssertEqual(store.names, ["c1", "c2"])
    }

    /// A spec file edited after the load is refused when read again: a run draws only the
    /// specs it checked.
    func testAFileChangedDuringTheRunIsALocatedError() throws {
        let files = try write(1)
        let store = try ComponentFiles(files: files, capacity: 1)
        XCTAssertEqual(try store.spec(named: "c1")?.name, "c1")
        try spec(1, title: "Changed").write(toFile: files[0], atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try store.spec(named: "c1")) { error in
            XCTAssertEqual("\(error)", "\(files[0]):1:1: error: the file changed while plumb was running (it was read at the start of the run): run plumb again")
        }
    }

    /// A spec file deleted, or replaced by a folder, after the load is a located error when
    /// it is read again — never a crash or an empty spec.
    func testAFileRemovedDuringTheRunIsALocatedError() throws {
        let files = try write(2)
        let store = try ComponentFiles(files: files, capacity: 1)
        try FileManager.default.removeItem(atPath: files[0])
        XCTAssertThrowsError(try store.spec(named: "c1")) { error in
            XCTAssertEqual("\(error)", "\(files[0]):1:1: error: cannot read file (missing or unreadable)")
        }
        try FileManager.default.removeItem(atPath: files[1])
        try FileManager.default.createDirectory(atPath: files[1], withIntermediateDirectories: false)
        XCTAssertThrowsError(try store.spec(named: "c2")) { error in
            XCTAssertTrue("\(error)".hasPrefix("\(files[1]):1:1: error: "), "\(error)")
        }
    }

    /// Parsing on several threads lists the same components with the same outlines, and of
    /// several broken files reports the first in file order, whatever the thread count.
    func testParallelLoadMatchesOneThreadAndReportsTheFirstError() throws {
        let files = try write(30)
        let one = try ComponentFiles(files: files, jobs: 1), three = try ComponentFiles(files: files, jobs: 3)
        XCTAssertEqual(three.names, one.names)
        for name in one.names {
            XCTAssertEqual(three.outline(named: name)?.variantNames, one.outline(named: name)?.variantNames)
            XCTAssertEqual(String(describing: try three.spec(named: name)?.body), String(describing: try one.spec(named: name)?.body))
        }
        for i in [7, 21] { try "component: c\(i)\nbody: {text: [}\n".write(toFile: files[i - 1], atomically: true, encoding: .utf8) }
        var messages: Set<String> = []
        for jobs in [1, 2, 3, 8] {
            XCTAssertThrowsError(try ComponentFiles(files: files, jobs: jobs)) { messages.insert("\($0)") }
        }
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.hasPrefix(files[6] + ":") == true, "\(messages)")
    }

    /// A system loaded from disk lists, outlines and resolves its components through the files.
    func testDesignSystemReadsComponentsThroughTheFiles() throws {
        let system = root.appendingPathComponent("orbit")
        try FileManager.default.createDirectory(at: system.appendingPathComponent("components"), withIntermediateDirectories: true)
        try "colors: {a: \"#ffffff\"}\n".write(to: system.appendingPathComponent("tokens.yaml"), atomically: true, encoding: .utf8)
        try spec(7).write(to: system.appendingPathComponent("components/c7.yaml"), atomically: true, encoding: .utf8)
        let loaded = try DesignSystem.load(directory: system.path)
        XCTAssertEqual(loaded.componentNames, ["c7"])
        XCTAssertEqual(try loaded.outline(named: "c7").variantNames, ["default", "a", "b"])
        XCTAssertEqual(try loaded.component(named: "c7").props.first?.value.string, "Item 7")
        XCTAssertEqual(loaded.componentFile(named: "c7"), system.path + "/components/c7.yaml")
        XCTAssertThrowsError(try loaded.outline(named: "c8")) { error in
            XCTAssertTrue("\(error)".contains("unknown component 'c8' — did you mean 'c7'?"), "\(error)")
        }
    }

    /// `c.yaml` and `c.yml` both naming component `c` is an error, not one silently winning.
    func testTheSameComponentInTwoFilesIsAnError() throws {
        let a = root.appendingPathComponent("c1.yaml").path, b = root.appendingPathComponent("c1.yml").path
        try spec(1).write(toFile: a, atomically: true, encoding: .utf8)
        try spec(1).write(toFile: b, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try ComponentFiles(files: [a, b])) { error in
            XCTAssertEqual("\(error)", "\(b):1:1: error: component 'c1' is defined twice (also in \(a))")
        }
    }
}
