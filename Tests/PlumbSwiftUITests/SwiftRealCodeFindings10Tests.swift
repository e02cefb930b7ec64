import Foundation
import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// Constructs found on public SwiftUI repositories (tenth round), each in our own words.
final class SwiftRealCodeFindings10Tests: XCTestCase {

    /// `AnyIterator { … }` that groups items into rows through a captured `makeIterator()`:
    /// `Array(…)` reads it to its end, `next()` and `while let` walk it by hand.
    func testAnyIteratorAndMakeIteratorWalkTheirElements() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        enum Grouping {
            static func rows(of n: Int, _ items: [String]) -> AnyIterator<[String]> {
                var source = items.makeIterator()
                return AnyIterator { () -> [String]? in
                    let row = stride(from: 0, to: n, by: 1).compactMap { _ in source.next() }
                    return row.isEmpty == false ? row : nil
                }
            }
            static var walked: String {
                var it = ["x", "y"].makeIterator()
                var out = ""
                while let s = it.next() { out += s }
                let wrapped = AnyIterator([1, 2, 3])
                for n in wrapped { out += "\(n)" }
                return out + "\(wrapped.next() == nil)"
            }
        }
        #Preview {
            VStack {
                ForEach(Array(Grouping.rows(of: 2, ["a", "b", "c"])), id: \.self) { row in
                    Text(row.joined(separator: ","))
                }
                Text(Grouping.walked)
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["a,b", "c", "xy123true"])
    }

    /// `compact ? .zero : spacing`: the implicit member takes the other branch's type, so
    /// `.padding(gap)` pads by 0 (not an unknown edge) and `.small` is the sources' static.
    func testATernaryBranchThatIsAnImplicitMemberTakesTheOtherBranchsType() throws {
        let source = """
        import SwiftUI
        struct Gap { var value: Double; static let small = Gap(value: 3) }
        struct Tile: View {
            var compact: Bool
            var body: some View {
                let gap = compact ? .zero : CGFloat(8)
                let extra = compact ? .small : Gap(value: 5)
                Rectangle().frame(width: 10, height: 10).padding(gap).padding(.leading, extra.value)
            }
        }
        #Preview {
            VStack(spacing: 0) {
                Tile(compact: true)
                Tile(compact: false)
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        let tiles = t.nodes.filter { $0.path.hasSuffix("/Rectangle") }
        XCTAssertEqual(tiles.count, 2)
        // Compact: no padding, 3 pt leading; otherwise 8 pt all round and 5 pt more leading.
        // The stack is 31 pt wide: the compact tile (13 pt) is centred in it.
        assertRect(tiles[0].frame, 9 + 3, 0, 10, 10)
        assertRect(tiles[1].frame, 5 + 8, 10 + 8, 10, 10)
    }

    /// `value(forKey: "_displayCornerRadius")` in an extension of `UIScreen` (how design systems
    /// match a sheet's corners to the screen's): the preview device's 55 pt; another key is nil.
    func testTheScreensCornerRadiusThroughKeyValueCoding() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        import UIKit
        extension UIScreen {
            private static let key: String = { ["Radius", "Corner", "display", "_"].reversed().joined() }()
            var displayCornerRadius: CGFloat {
                guard let r = value(forKey: Self.key) as? CGFloat else { return 0 }
                return r
            }
            var other: CGFloat { (value(forKey: "_other") as? CGFloat) ?? -1 }
        }
        #Preview {
            VStack {
                Text("\\(UIScreen.main.displayCornerRadius)")
                Text("\\(UIScreen.main.other)")
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["55.0", "-1.0"])
    }

    /// `ProgressView { Text("Loading") }`: the trailing closure is the label, drawn under the
    /// spinner in `secondaryLabel`, as with `label:`.
    func testAProgressViewsTrailingClosureIsItsLabel() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        #Preview {
            VStack {
                ProgressView { Text("Loading") }
                ProgressView(label: { Text("Syncing") })
                ProgressView(value: 0.5) { Text("Half") }
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["Loading", "Syncing", "Half"])
    }

    /// `Box(metadata: ["a": .string("x")])` for a `[String: Metadata]?` property: a dictionary
    /// literal's keys and values take the declared types, so a `switch` over a value matches its
    /// enum cases (in an extension constrained to that dictionary type).
    func testADictionaryLiteralTakesItsDeclaredKeyAndValueTypes() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        enum Metadata { case string(String), number(Int) }
        extension Dictionary where Key == String, Value == Metadata {
            func unpack() -> String {
                var out = ""
                for (k, v) in sorted(by: { $0.key < $1.key }) {
                    switch v {
                    case let .string(s): out += k + s
                    case let .number(n): out += k + "\(n)"
                    }
                }
                return out
            }
        }
        struct Entry { var metadata: [String: Metadata]? }
        #Preview {
            Text(Entry(metadata: ["a": .string("x"), "b": .number(2)]).metadata?.unpack() ?? "none")
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["axb2"])
    }

    /// `JSONSerialization` parses and writes through Foundation: objects become dictionaries
    /// (sorted keys), arrays, strings, numbers, Booleans and nil for null; `as? [String: Any]`
    /// reads them; invalid JSON throws (`try?` is nil); `data(withJSONObject:options:)` writes.
    func testJSONSerializationParsesAndWrites() throws {
        let (texts, warnings) = try textsAndWarnings(##"""
        import SwiftUI
        enum Sample {
            static let data = Data(#"{"name": "Plumb", "count": 3, "ratio": 0.5, "ok": true, "tags": ["a", "b"], "none": null}"#.utf8)
            static var summary: String {
                guard let json = try? JSONSerialization.jsonObject(with: data, options: []) as? [String: Any] else { return "invalid" }
                let tags = (json["tags"] as? [String])?.joined(separator: ",") ?? "-"
                return "\(json["name"] as? String ?? "") \(json["count"] as? Int ?? 0) \(json["ratio"] as? Double ?? 0) \(json["ok"] as? Bool ?? false) \(tags) \(json.keys.count)"
            }
            static var written: String {
                let out = try! JSONSerialization.data(withJSONObject: ["b": 1, "a": [true]], options: [.sortedKeys])
                return String(data: out, encoding: .utf8) ?? ""
            }
            static var bad: String { (try? JSONSerialization.jsonObject(with: Data("{".utf8))) == nil ? "throws" : "parsed" }
        }
        #Preview { VStack { Text(Sample.summary); Text(Sample.written); Text(Sample.bad) } }
        """##)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["Plumb 3 0.5 true a,b 6", #"{"a":[true],"b":1}"#, "throws"])
    }

    /// `NSDictionary(contentsOf:)` reads a property list under the sources (as SwiftGen's plist
    /// accessors do); one outside them is nil, with a warning.
    func testNSDictionaryReadsAPropertyListUnderTheSources() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-plist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let plist = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>Title</key><string>Home</string><key>Rows</key><integer>4</integer></dict></plist>"#
        try plist.write(to: root.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        try #"""
        import SwiftUI
        struct Settings {
            static var text: String {
                guard let url = Bundle.main.url(forResource: "Info", withExtension: "plist"),
                      let d = NSDictionary(contentsOf: url) as? [String: Any] else { return "missing" }
                let outside = NSDictionary(contentsOfFile: "/etc/hosts") == nil
                return "\(d["Title"] as? String ?? "") \(d["Rows"] as? Int ?? 0) \(outside)"
            }
        }
        #Preview { Text(Settings.text) }
        """#.write(to: root.appendingPathComponent("Settings.swift"), atomically: true, encoding: .utf8)
        let project = try SwiftProject.load(paths: [root.path])
        let e = project.evaluate(project.previews[0])
        XCTAssertEqual(e.diagnostics.map(\.description),
                       ["\(root.path)/Settings.swift:6:23: warning: NSDictionary(contentsOfFile:) reads only files under the sources, not 'file:///etc/hosts': it throws"])
        let t = try sharedLayout.layout(XCTUnwrap(e.component))
        XCTAssertEqual(t.nodes.compactMap(\.text?.lines.first?.text), ["Home 4 true"])
    }

    /// `.disclosureGroupStyle(CardStyle())`: the sources' `DisclosureGroupStyle` makes the
    /// group's body from its configuration (`label`, `content`, `isExpanded`), where the group
    /// stands; without it the default look is drawn.
    func testADisclosureGroupStyleOfTheSourcesMakesTheBody() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        struct CardStyle: DisclosureGroupStyle {
            var prefix = "▸ "
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading, spacing: 0) {
                    Button { configuration.isExpanded.toggle() } label: {
                        HStack {
                            Text(prefix)
                            configuration.label
                        }
                    }
                    if configuration.isExpanded {
                        configuration.content
                    } else {
                        Text("collapsed")
                    }
                }
            }
        }
        #Preview {
            VStack {
                DisclosureGroup("Shipping", isExpanded: .constant(true)) { Text("Two days") }
                DisclosureGroup("Returns") { Text("Thirty days") }
            }
            .disclosureGroupStyle(CardStyle())
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["▸ ", "Shipping", "Two days", "▸ ", "Returns", "collapsed"])
    }

    /// Attributes added over and over to an `NSMutableAttributedString` (as Pulse's text
    /// renderer colours keys and separators): CoreFoundation compares neighbouring runs'
    /// attribute dictionaries, and must never be handed values it cannot compare (it halted the
    /// process on the evaluator's own objects).
    func testManyAttributesOnAnAttributedStringNeverReachCoreFoundationAsSwiftObjects() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        import UIKit
        enum Renderer {
            static var text: String {
                var total = 0
                for _ in 0..<40 { total += render() }
                return "\(total)"
            }
            static func render() -> Int {
                let line = "key: value\n"
                let output = NSMutableAttributedString(string: String(repeating: line, count: 12),
                                                       attributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.label])
                var i = 0
                while i + 5 <= output.length {
                    output.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 12), range: NSRange(location: i, length: 3))
                    output.addAttribute(.foregroundColor, value: UIColor.secondaryLabel, range: NSRange(location: i, length: 3))
                    output.addAttribute(.foregroundColor, value: UIColor.tertiaryLabel, range: NSRange(location: i + 3, length: 2))
                    i += 11
                }
                output.append(NSAttributedString(string: "end", attributes: [.foregroundColor: UIColor.red]))
                return output.length
            }
        }
        #Preview { Text(Renderer.text) }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["\(40 * 135)"])
    }
}
