import Foundation
@testable import PlumbSwiftUI
import XCTest

/// Constructs found on public SwiftUI repositories (fourteenth round), each in our own words:
/// the string tables code generators write, and the values passed through them.
final class SwiftRealCodeFindings14Tests: XCTestCase {

    /// A generated strings accessor passes its `CVarArg...` on with
    /// `String(format:locale:arguments:)`: the locale is not a value to format, and the
    /// `arguments:` array holds the values, in order or by position.
    func testStringFormatWithALocaleAndAnArgumentsArray() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        enum Strings {
            static func longest(_ p1: Any, _ p2: Any) -> String {
                tr("The longest was %1$@ from %2$@", String(describing: p1), String(describing: p2))
            }
            private static func tr(_ format: String, _ args: CVarArg...) -> String {
                String(format: format, locale: Locale.current, arguments: args)
            }
        }
        #Preview {
            VStack {
                Text(Strings.longest("Episode", "Podcast"))
                Text(String(format: "%d of %d", arguments: [2, 3]))
                Text(String(format: "%@ & %@", locale: Locale(identifier: "en_US"), "a", "b"))
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["The longest was Episode from Podcast", "2 of 3", "a & b"])
    }

    /// A struct's initializer may assign the whole value — `self = Kind(rawValue: value) ?? .any`
    /// in `init(stringLiteral:)` — and the value made then has those stored properties.
    func testAnInitializerThatAssignsSelf() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        struct Kind: ExpressibleByStringLiteral {
            var type: String
            var rawValue: String
            static let any = Kind(rawValue: "*/*")!
            init?(rawValue: String) {
                guard let type = rawValue.split(separator: ";").first, !type.isEmpty else { return nil }
                self.type = type.lowercased()
                self.rawValue = rawValue
            }
            init(stringLiteral value: String) {
                self = Kind(rawValue: value) ?? .any
            }
            var isJSON: Bool { type.contains("json") }
        }
        #Preview {
            let json: Kind = "Application/JSON; charset=utf-8"
            let empty: Kind = ""
            VStack {
                Text(json.isJSON ? "json" : "other")
                Text(json.type)
                Text(empty.rawValue)
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["json", "application/json", "*/*"])
    }

    /// `[Sensor.camera, .microphone]`: the elements written with their type give the array's
    /// element type, and the implicit members beside them are that type's cases.
    func testAnArrayLiteralInfersItsElementTypeFromANamedElement() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        enum Sensor: String, CaseIterable { case camera, microphone = "mic", audio }
        struct Badge { var name: String; static let new = Badge(name: "new") }
        #Preview {
            VStack {
                Text([Sensor.camera, .microphone].map(\.rawValue).joined(separator: ","))
                Text([.audio, Sensor.camera].map(\.rawValue).joined(separator: ","))
                Text([Badge(name: "a"), .new].map(\.name).joined(separator: ","))
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["camera,mic", "audio,camera", "a,new"])
    }

    /// `ByteCountFormatter` is Foundation's (swift-corelibs-foundation formats), its class
    /// method and a configured instance; `DispatchQueue.concurrentPerform` runs every
    /// iteration before it returns, in order.
    func testByteCountFormatterAndConcurrentPerform() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        func sizes() -> [String] {
            var parts = Array(repeating: "", count: 3)
            let counts: [Int64] = [1_234_567, 512, 0]
            DispatchQueue.concurrentPerform(iterations: 3) { i in
                parts[i] = ByteCountFormatter.string(fromByteCount: counts[i], countStyle: .file)
            }
            let kb = ByteCountFormatter()
            kb.allowedUnits = [.useKB]
            kb.countStyle = .binary
            return parts + [kb.string(fromByteCount: 123_456)]
        }
        #Preview { Text(sizes().joined(separator: " | ")) }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["1.2 MB | 512 bytes | Zero KB | 121 KB"])
    }
}
