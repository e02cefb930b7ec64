import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// Statements and expressions: literals, arithmetic, interpolation, if/guard/switch, optionals,
/// closures, ForEach and conditional content.
final class SwiftControlFlowTests: XCTestCase {
    private func texts(_ t: LayoutTree) -> [String] {
        t.nodes.filter { $0.kind == "text" }.map { $0.text?.lines.map(\.text).joined(separator: " ") ?? "" }
    }

    func testArithmeticMixesIntAndCGFloatAsSwiftDoes() throws {
        let t = try layoutPreview("""
        import SwiftUI
        struct Bar: View {
            let count: Int
            var unit: CGFloat = 2.5
            var body: some View {
                // Int * CGFloat literal, CGFloat(Int), integer division and remainder.
                let w = CGFloat(count) * unit + CGFloat(count / 2) + CGFloat(count % 3)
                Rectangle().frame(width: w, height: 10 / 4 * 2)
            }
        }
        #Preview { Bar(count: 7) }
        """)
        // 7 × 2.5 + 3 + 1 = 21.5; 10 / 4 * 2 with integer literals in a CGFloat position is 5.
        XCTAssertEqual(t.node("Bar/Rectangle").frame.width, 21.5)
        XCTAssertEqual(t.node("Bar/Rectangle").frame.height, 5)
    }

    func testStringInterpolationWithSpecifierComparisonAndTernary() throws {
        let t = try layoutPreview("""
        import SwiftUI
        struct Stat: View {
            let pace: Double
            let laps: Int
            var body: some View {
                VStack {
                    Text("\\(pace, specifier: "%.1f") km/h")
                    Text("\\(laps) lap\\(laps == 1 ? "" : "s") \\(laps >= 3 && pace < 10.0 ? "steady" : "fast")")
                    Text("Total: \\(Double(laps) * pace)")
                }
            }
        }
        #Preview { Stat(pace: 9.25, laps: 3) }
        """)
        XCTAssertEqual(texts(t), ["9.2 km/h", "3 laps steady", "Total: 27.75"])
    }

    func testIfElseIfLetGuardLetAndShorthand() throws {
        let t = try layoutPreview("""
        import SwiftUI
        struct Profile: View {
            var name: String?
            var badge: String? = nil
            func initials(_ s: String?) -> String {
                guard let s, let first = s.first else { return "?" }
                return String(first)
            }
            var body: some View {
                VStack {
                    if let name {
                        Text(name)
                    } else if badge == nil {
                        Text("Anonymous")
                    } else {
                        Text("unreachable")
                    }
                    if let b = badge { Text(b) }
                    Text(initials(name))
                }
            }
        }
        #Preview {
            VStack {
                Profile(name: "Ada")
                Profile(name: nil)
            }
        }
        """)
        XCTAssertEqual(texts(t), ["Ada", "A", "Anonymous", "?"])
    }

    func testSwitchOverEnumWithPayloadsWhereAndDefault() throws {
        let t = try layoutPreview("""
        import SwiftUI
        enum Workout {
            case run(km: Double)
            case lift(sets: Int, reps: Int)
            case rest
            case swim
        }
        struct Line: View {
            let w: Workout
            var body: some View {
                switch w {
                case .run(let km) where km > 10:
                    Text("Long run \\(km, specifier: "%.0f")")
                case .run(let km):
                    Text("Run \\(km, specifier: "%.1f")")
                case let .lift(sets, reps):
                    Text("\\(sets)×\\(reps)")
                case .rest:
                    EmptyView()
                default:
                    Text("Other")
                }
            }
        }
        #Preview {
            VStack(spacing: 10) {
                Line(w: .run(km: 21))
                Line(w: .run(km: 5))
                Line(w: .lift(sets: 5, reps: 3))
                Line(w: .rest)
                Line(w: .swim)
            }
        }
        """)
        XCTAssertEqual(texts(t), ["Long run 21", "Run 5.0", "5×3", "Other"])
        // The `.rest` line is empty: no space and no spacing (4 one-line texts, 3 gaps of 10).
        XCTAssertEqual(t.nodes.filter { $0.kind == "text" }.map(\.frame.y), [0, 1, 2, 3].map { $0 * (bodyLine + 10) })
        XCTAssertEqual(t.root.frame.height, 4 * bodyLine + 30, accuracy: 1e-9)
    }

    func testOptionalChainingNilCoalescingAndClosures() throws {
        let t = try layoutPreview("""
        import SwiftUI
        struct User { var name: String; var nickname: String? }
        struct Greeting: View {
            var user: User?
            let format: (String) -> String = { "Hi, \\($0)" }
            var body: some View {
                let shout = { (s: String) -> String in s.uppercased() }
                VStack {
                    Text(format(user?.nickname ?? user?.name ?? "guest"))
                    Text(shout(user?.name.lowercased() ?? "nobody"))
                    Text([1, 2, 3].map { $0 * 2 }.filter { $0 > 2 }.map { "\\($0)" }.joined(separator: ","))
                }
            }
        }
        #Preview {
            VStack {
                Greeting(user: User(name: "Ada", nickname: nil))
                Greeting(user: nil)
            }
        }
        """)
        XCTAssertEqual(texts(t), ["Hi, Ada", "ADA", "4,6", "Hi, guest", "NOBODY", "4,6"])
    }

    func testForEachOverArraysRangesIdentifiableIdSelfAndIndices() throws {
        let t = try layoutPreview("""
        import SwiftUI
        struct Lap: Identifiable { let id: Int; let width: CGFloat }
        struct Laps: View {
            let laps = [Lap(id: 1, width: 10), Lap(id: 2, width: 20)]
            let names = ["a", "b", "c"]
            var body: some View {
                HStack(spacing: 1) {
                    ForEach(laps) { lap in Rectangle().frame(width: lap.width, height: 5) }
                    ForEach(0..<2) { i in Rectangle().frame(width: CGFloat(i + 1), height: 5) }
                    ForEach(names, id: \\.self) { n in Rectangle().frame(width: n == "b" ? 4 : 3, height: 5) }
                    ForEach(names.indices, id: \\.self) { i in Rectangle().frame(width: CGFloat(i) + 7, height: 5) }
                    ForEach(Array(laps.enumerated()), id: \\.offset) { index, lap in
                        Rectangle().frame(width: lap.width + CGFloat(index), height: 5)
                    }
                }
            }
        }
        #Preview { Laps() }
        """)
        XCTAssertEqual(t.shapes.map(\.frame.width), [10, 20, 1, 2, 3, 4, 3, 7, 8, 9, 10, 21])
    }

    func testConditionalContentTakesNoSpaceAndNoSpacing() throws {
        let t = try layoutPreview("""
        import SwiftUI
        struct Stack: View {
            var showMiddle: Bool
            var body: some View {
                VStack(spacing: 12) {
                    Rectangle().frame(height: 10)
                    if showMiddle {
                        Rectangle().frame(height: 10)
                    }
                    Group {
                        if !showMiddle { EmptyView() }
                    }
                    Rectangle().frame(height: 10)
                }
            }
        }
        #Preview {
            HStack(alignment: .top, spacing: 0) {
                Stack(showMiddle: true)
                Stack(showMiddle: false)
            }
        }
        """)
        let ys = t.shapes.map(\.frame.y)
        XCTAssertEqual(ys, [0, 22, 44, 0, 22])
    }
    func testPartialRangePatternsAndArrayHelpers() throws {
        let t = try layoutPreview("""
        import SwiftUI
        struct Ago: View {
            let minutes: Int
            var label: String {
                switch minutes {
                case ..<1: return "now"
                case 1..<60: return "\\(minutes)m"
                case 60...: return "\\(minutes / 60)h"
                default: return "?"
                }
            }
            var body: some View { Text(label) }
        }
        struct Totals: View {
            let laps = [3, 9, 4]
            var body: some View {
                Text("\\(laps.reduce(0) { $0 + $1 }) \\(laps.max() ?? 0) \\(laps.first(where: { $0 > 3 }) ?? 0) \\(laps.sorted(by: >).map { "\\($0)" }.joined())")
            }
        }
        #Preview {
            VStack {
                Ago(minutes: 0)
                Ago(minutes: 42)
                Ago(minutes: 130)
                Totals()
            }
        }
        """)
        XCTAssertEqual(texts(t), ["now", "42m", "2h", "16 9 9 943"])
    }

    func testFreeFunctionsInsideViewsAndImplicitSelfInEnums() throws {
        let t = try layoutPreview("""
        import SwiftUI
        enum Status: String, CaseIterable { case inTransit = "in transit", delivered
            var title: String { rawValue.capitalized }
        }
        struct Bar: View {
            var value: Double
            private var clamped: Double { min(max(value, 0), 1) }
            var body: some View {
                VStack(spacing: 0) {
                    Rectangle().frame(width: 100 * clamped, height: 2)
                    Text("\\(Int(clamped * 100))% \\(Status.allCases.map(\\.title).joined(separator: ", "))")
                }
            }
        }
        #Preview { Bar(value: 1.7) }
        """)
        XCTAssertEqual(t.shapes.map(\.frame.width), [100])
        XCTAssertEqual(texts(t), ["100% In Transit, Delivered"])
    }
}
