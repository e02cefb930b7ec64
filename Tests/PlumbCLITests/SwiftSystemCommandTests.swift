import Foundation
import XCTest

/// A design system whose components are SwiftUI previews (`swift:` in tokens.yaml), and
/// `plumb previews` on bare sources, run as a user runs them.
final class SwiftSystemCommandTests: XCTestCase {
    static let card = """
    import SwiftUI

    enum Spacing { static let md: CGFloat = 16 }

    struct Tag: View {
        let title: String
        var body: some View {
            Text(title)
                .font(.caption)
                .padding(.horizontal, Spacing.md)
                .background(Color.blue.opacity(0.2), in: Capsule())
        }
    }

    #Preview("short") { Tag(title: "New") }
    #Preview("long tag") { Tag(title: "Recently updated") }
    """

    func makeRepository() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("specs/tags"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/DS"), withIntermediateDirectories: true)
        try Self.card.write(to: root.appendingPathComponent("Sources/DS/Tag.swift"), atomically: true, encoding: .utf8)
        try """
        system: tags
        colors:
          background-primary: {light: "#FFFFFF", dark: "#000000"}
        snapshot: {appearances: [light], dynamicTypes: [large], scale: 2}
        swift:
          sources: [../../Sources]
        """.write(to: root.appendingPathComponent("specs/tags/tokens.yaml"), atomically: true, encoding: .utf8)
        return root
    }

    func testPreviewsAreTheSystemsComponentsForRecordAndVerify() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let record = try PlumbProcess.run(["record"], in: root)
        XCTAssertEqual(record.status, 0, record.stderr)
        XCTAssertEqual(record.stdout.split(separator: "\n").sorted(), ["2 added, 0 changed, 0 unchanged",
                                                                        "added tags/Tag/long-tag-light-large@2x", "added tags/Tag/short-light-large@2x"])
        let verify = try PlumbProcess.run(["verify"], in: root)
        XCTAssertEqual(verify.status, 0, verify.stdout + verify.stderr)
        XCTAssertTrue(verify.stdout.hasSuffix("2 passed, 0 failed\n"), verify.stdout)
        // A change to the Swift source is a regression, named by its cause.
        try Self.card.replacingOccurrences(of: "Spacing { static let md: CGFloat = 16 }", with: "Spacing { static let md: CGFloat = 12 }")
            .write(to: root.appendingPathComponent("Sources/DS/Tag.swift"), atomically: true, encoding: .utf8)
        let changed = try PlumbProcess.run(["verify"], in: root)
        XCTAssertEqual(changed.status, 1)
        XCTAssertTrue(changed.stdout.contains("FAIL tags/Tag short-light-large@2x: padding.leading 16 → 12 pt, padding.trailing 16 → 12 pt at preview/Tag/Text"),
                      changed.stdout)
    }

    func testASwiftFileIsAScopeOfItsSystem() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(try PlumbProcess.run(["record"], in: root).status, 0)
        let one = try PlumbProcess.run(["verify", "Sources/DS/Tag.swift"], in: root)
        XCTAssertEqual(one.status, 0, one.stderr)
        XCTAssertTrue(one.stdout.hasSuffix("2 passed, 0 failed\n"), one.stdout)
        try "struct A {}".write(to: root.appendingPathComponent("Elsewhere.swift"), atomically: true, encoding: .utf8)
        let outside = try PlumbProcess.run(["verify", "Elsewhere.swift"], in: root)
        XCTAssertEqual(outside.status, 2)
        XCTAssertEqual(outside.stderr, "Elsewhere.swift:1:1: error: no design system under specs/ lists this file in its swift: sources\n")
    }

    func testAnUnknownNameIsAFallbackAndAPreviewWithNoViewIsInvalidInput() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        // A misspelt modifier argument: the preview still records, with one located warning.
        try Self.card.replacingOccurrences(of: "Spacing.md)", with: "Spacing.mdd)")
            .write(to: root.appendingPathComponent("Sources/DS/Tag.swift"), atomically: true, encoding: .utf8)
        let r = try PlumbProcess.run(["record"], in: root)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "Sources/DS/Tag.swift:10:43: warning: type 'Spacing' has no member 'mdd': evaluated as 0 — did you mean 'md'?\n")
        // A body that draws nothing at all leaves the preview without a view: exit 2 at its line.
        try Self.card.replacingOccurrences(of: "Text(title)", with: "Txt(title)")
            .write(to: root.appendingPathComponent("Sources/DS/Tag.swift"), atomically: true, encoding: .utf8)
        let none = try PlumbProcess.run(["record"], in: root)
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.stderr.contains("Sources/DS/Tag.swift:16:1: error: the preview shows no view"), none.stderr)
    }

    func testPreviewsCommandRendersBareSources() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let r = try PlumbProcess.run(["previews", "Sources", "--out", "out", "--appearance", "light", "--scale", "1"], in: root)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n").map(String.init).last, "2 previews rendered, 0 rendered with fallbacks, 0 failed, 0 warnings")
        XCTAssertTrue(r.stdout.contains("Sources/DS/Tag.swift:15 \"short\" → out/Tag/short-light-large@1x.png"), r.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("out/Tag/long-tag-light-large@1x.png").path))
        let json = try PlumbProcess.run(["previews", "Sources", "--out", "out", "--appearance", "light", "--json", "-"], in: root)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: [[String: Any]]]
        XCTAssertEqual(parsed?["previews"]?.map { $0["status"] as? String }, ["rendered", "rendered"])
        XCTAssertEqual(parsed?["previews"]?.first?["line"] as? Int, 15)
        // --filter: a shell pattern over '<file stem>/<preview name>'.
        let one = try PlumbProcess.run(["previews", "Sources", "--out", "out", "--appearance", "light", "--scale", "1", "--filter", "Tag/long*"], in: root)
        XCTAssertEqual(one.status, 0, one.stderr)
        XCTAssertEqual(one.stdout.split(separator: "\n").map(String.init).last, "1 preview rendered, 0 rendered with fallbacks, 0 failed, 0 warnings")
        XCTAssertTrue(one.stdout.contains("out/Tag/long-tag-light-large@1x.png"), one.stdout)
        let nothing = try PlumbProcess.run(["previews", "Sources", "--filter", "Card/*"], in: root)
        XCTAssertEqual(nothing.status, 2)
        XCTAssertEqual(nothing.stderr, "Sources:1:1: error: no preview matches --filter 'Card/*'\n")
        // No previews at all: exit 2.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Empty"), withIntermediateDirectories: true)
        try "struct A {}".write(to: root.appendingPathComponent("Empty/A.swift"), atomically: true, encoding: .utf8)
        let none = try PlumbProcess.run(["previews", "Empty"], in: root)
        XCTAssertEqual(none.status, 2)
        XCTAssertEqual(none.stderr, "Empty:1:1: error: no #Preview or PreviewProvider found under Empty\n")
    }

    func testStatusesFallbacksAndStrict() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        try (Self.card + "\n#Preview(\"fallback\") { Tag(title: missing) }\n#Preview(\"nothing\") { EmptyView() }\n")
            .write(to: root.appendingPathComponent("Sources/DS/Tag.swift"), atomically: true, encoding: .utf8)
        let r = try PlumbProcess.run(["previews", "Sources", "--out", "out", "--appearance", "light"], in: root)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout.split(separator: "\n").map(String.init).last, "2 previews rendered, 1 rendered with fallbacks, 1 failed, 1 warning")
        XCTAssertTrue(r.stdout.contains("Sources/DS/Tag.swift:17 \"fallback\" → out/Tag/fallback-light-large@2x.png 151×30 (1 fallback)"), r.stdout)
        XCTAssertEqual(r.stderr, """
        Sources/DS/Tag.swift:17:35: warning: unknown identifier 'missing': evaluated as its source text
        Sources/DS/Tag.swift:18:1: error: the preview shows no view

        """)
        let json = try PlumbProcess.run(["previews", "Sources", "--out", "out", "--appearance", "light", "--json", "-"], in: root)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: [[String: Any]]]
        XCTAssertEqual(parsed?["previews"]?.map { $0["status"] as? String }, ["rendered", "rendered", "rendered with fallbacks", "failed"])
        XCTAssertEqual(parsed?["previews"]?.map { $0["fallbacks"] as? Int }, [0, 0, 1, 0])
        // --strict: the first fallback fails its preview.
        let strict = try PlumbProcess.run(["previews", "Sources", "--out", "out", "--appearance", "light", "--strict"], in: root)
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(strict.stdout.split(separator: "\n").map(String.init).last, "2 previews rendered, 0 rendered with fallbacks, 2 failed, 0 warnings")
        XCTAssertTrue(strict.stderr.hasPrefix("Sources/DS/Tag.swift:17:35: error: unknown identifier 'missing'\n"), strict.stderr)
    }

    func testHostileSourcesEndInLocatedErrorsQuickly() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Bad"), withIntermediateDirectories: true)
        // A view whose body contains itself: the call-depth limit, not the 10 s time limit.
        try "import SwiftUI\nstruct A: View { var body: some View { A() } }\n#Preview { A() }\n"
            .write(to: root.appendingPathComponent("Bad/Loop.swift"), atomically: true, encoding: .utf8)
        let loop = try PlumbProcess.run(["previews", "Bad/Loop.swift", "--out", "out", "--appearance", "light"], in: root)
        XCTAssertEqual(loop.status, 1)
        XCTAssertEqual(loop.stderr, "Bad/Loop.swift:2:40: error: calls nest deeper than 64 (unbounded recursion?)\n")
        // A modifier that applies itself to its content: reported at the modifier's body.
        try """
        import SwiftUI
        struct Again: ViewModifier { func body(content: Content) -> some View { content.again() } }
        extension View { func again() -> some View { modifier(Again()) } }
        #Preview { Color.red.frame(width: 10, height: 10).again() }
        """.write(to: root.appendingPathComponent("Bad/Again.swift"), atomically: true, encoding: .utf8)
        let again = try PlumbProcess.run(["previews", "Bad/Again.swift", "--out", "out", "--appearance", "light"], in: root)
        XCTAssertEqual(again.stderr, "Bad/Again.swift:2:35: error: views nest deeper than 1000 (a style or modifier that contains itself?)\n")
        // Not UTF-8 and no preview: why nothing was found comes first.
        try Data([0x23, 0x9C, 0xFF, 0x00]).write(to: root.appendingPathComponent("Bad/Junk.swift"))
        let junk = try PlumbProcess.run(["previews", "Bad/Junk.swift"], in: root)
        XCTAssertEqual(junk.status, 2)
        XCTAssertEqual(junk.stderr, "Bad/Junk.swift:1:2: error: the file is not UTF-8 text (byte 0x9C)\nBad/Junk.swift:1:1: error: no #Preview or PreviewProvider found under Bad/Junk.swift\n")
    }
}
