import Foundation
import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// Constructs found on public SwiftUI repositories (ninth round), each in our own words.
final class SwiftRealCodeFindings9Tests: XCTestCase {

    /// `.primary(.init(size: 4))`: an enum case's associated value takes the case's declared
    /// type, so `.init` makes a `Configuration` and its members read back.
    func testAnAssociatedValueTakesItsDeclaredType() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        enum ChipStyle {
            case primary(Configuration)
            case outlined(width: Double)
            struct Configuration {
                var size: Int
                var isFixed: Bool
                init(size: Int = 3, isFixed: Bool = true) { self.size = size; self.isFixed = isFixed }
            }
            var summary: String {
                switch self {
                case let .primary(c): return "\\(c.size) \\(c.isFixed)"
                case .outlined(let w): return "\\(w)"
                }
            }
        }
        #Preview {
            VStack {
                Text(ChipStyle.primary(.init(size: 4, isFixed: false)).summary)
                Text(ChipStyle.outlined(width: 2).summary)
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["4 false", "2.0"])
    }

    /// `let the4, the8: Int` (as JSON code generators write it): every binding takes the type
    /// written after it, so decoding and the memberwise initializer see two `Int`s.
    func testBindingsWithoutATypeTakeTheTypeWrittenAfterThem() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct Spacing: Codable {
            let the4, the8: Int
            var label = "s", unit: String
            enum CodingKeys: String, CodingKey { case the4 = "4", the8 = "8", label, unit }
        }
        let spacing: Spacing = {
            try! JSONDecoder().decode(Spacing.self, from: Data(#"{"4": 4, "8": 12, "label": "x", "unit": "pt"}"#.utf8))
        }()
        #Preview {
            VStack {
                Text("\\(spacing.the4 + spacing.the8) \\(spacing.label) \\(spacing.unit)")
                Text("\\(Spacing(the4: 1, the8: 2, unit: "em").the8)")
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["16 x pt", "2"])
    }

    /// `extension ClosedRange where Bound: BinaryFloatingPoint`: a parameter of type `Bound`
    /// is floating-point, so an integer literal passed to it is a `Double` and the
    /// `BinaryFloatingPoint` extension's methods apply to it; a local `let value` shadowing the
    /// parameter reads the parameter on its right-hand side.
    func testAnExtensionsWhereClauseConstrainsItsTypesParameters() throws {
        let t = try layoutPreview("""
        import SwiftUI
        extension ClosedRange where Bound: BinaryFloatingPoint {
            func value(from percent: Bound) -> Bound { (upperBound - lowerBound) * percent.clamped(to: 0...1) + lowerBound }
            func fraction(from value: Bound, clamp: Bool = true) -> Bound {
                let value = clamp ? value.clamped(to: self) : value
                return (value - lowerBound) / (upperBound - lowerBound)
            }
            func clamp(_ value: Bound) -> Bound { Swift.max(Swift.min(value, upperBound), lowerBound) }
        }
        extension BinaryFloatingPoint {
            func clamped(to bounds: ClosedRange<Self>) -> Self { bounds.clamp(self) }
        }
        #Preview {
            let range: ClosedRange<Double> = 10...20
            Color.red.frame(width: 100 * range.fraction(from: 15), height: range.value(from: 2))
        }
        """)
        XCTAssertEqual(t.nodes[0].frame.size, Size(width: 50, height: 20))
    }

    /// SwiftUI's `CaseIterable` enums list their cases in SwiftUI's order; an `allCases` the
    /// sources declare on a library enum that is not `CaseIterable` is theirs.
    func testAllCasesOfSwiftUIEnums() throws {
        let source = """
        import SwiftUI
        extension Text.TruncationMode {
            public static var allCases: [Text.TruncationMode] = [.head, .middle, .tail]
        }
        #Preview {
            VStack {
                Text("\\(TextAlignment.allCases.count) \\(Text.TruncationMode.allCases.count) \\(Edge.allCases.count) \\(ControlSize.allCases.count) \\(Font.TextStyle.allCases.count)")
                Text("a\\nbbbb").multilineTextAlignment(TextAlignment.allCases[2])
            }
        }
        """
        let (texts, warnings) = try textsAndWarnings(source)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts.first, "3 3 4 5 11")
        let t = try layoutPreview(source)
        let lines = try XCTUnwrap(t.nodes.last { $0.kind == "text" }?.text?.lines)
        // Trailing alignment: the short first line ends where the long second one does.
        XCTAssertEqual(lines[0].x + lines[0].width, lines[1].x + lines[1].width, accuracy: 0.001)
        XCTAssertGreaterThan(lines[0].x, lines[1].x)
    }

    /// `.dateTime.week()` inside `extension Date { var week: Int }`: the implicit member begins
    /// a format style, so the sources' `Date.week` is not what the chain means;
    /// `Calendar.compare(_:to:toGranularity:)` is Foundation's.
    func testFormatStyleChainsBesideTheSourcesDateExtensions() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        extension Date {
            var year: Int { Calendar.current.dateComponents([.year], from: self).year! }
            var week: Int { Calendar.current.component(.weekOfYear, from: self) }
            var label: String {
                if Calendar.current.compare(Date(), to: self, toGranularity: .year) == .orderedSame {
                    return "v " + formatted(.dateTime.week())
                }
                return "v " + formatted(.dateTime.week()) + ", " + formatted(.dateTime.year())
            }
        }
        #Preview {
            let epoch = Date(timeIntervalSince1970: 0)
            VStack {
                Text(epoch.label)
                Text("\\(epoch.year) \\(epoch.week)")
                Text(Date.now.label)
                Text(Calendar.current.compare(epoch, to: epoch.addingTimeInterval(3600), toGranularity: .day) == .orderedSame ? "same day" : "other day")
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["v 1, 1970", "1970 1", "v 24", "same day"])
    }
}
