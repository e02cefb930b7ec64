import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// Statements and patterns as the compiler reads them: labels, break/continue/fallthrough,
/// defer, do/catch/throw/try?, local functions and types, `#if`, `#available`, casts.
final class SwiftStatementTests: XCTestCase {
    private func texts(_ declarations: String, _ body: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        try previewTexts("""
        import SwiftUI
        \(declarations)
        #Preview {
            VStack {
        \(body)
            }
        }
        """, file: file, line: line)
    }

    func testLoopsWithLabelsBreakContinueAndWhere() throws {
        XCTAssertEqual(try texts("""
        func pairs() -> String {
            var out = ""
            outer: for i in 1...4 {
                for j in 1...4 {
                    if j == 3 { continue outer }
                    if i == 3 { break outer }
                    out += "\\(i)\\(j) "
                }
            }
            return out
        }
        func odds() -> [Int] {
            var found: [Int] = []
            for n in 0..<10 where n % 2 == 1 { found.append(n) }
            var k = 0
            while true { k += 1; if k > 2 { break } }
            found.append(k)
            return found
        }
        """, """
            Text(pairs())
            Text("\\(odds())")
        """), ["11 12 21 22 ", "[1, 3, 5, 7, 9, 3]"])
    }

    func testSwitchFallthroughTuplesRangesAndPayloadPatterns() throws {
        XCTAssertEqual(try texts("""
        enum Shape { case circle(radius: Double), box(w: Int, h: Int), none }
        func grade(_ n: Int) -> String {
            var s = ""
            switch n {
            case 90...: s += "A"; fallthrough
            case 80..<90: s += "B"
            default: s += "C"
            }
            return s
        }
        func name(_ pair: (Bool, Int)) -> String {
            switch pair {
            case (true, 0): return "on-zero"
            case (true, let n) where n > 5: return "on-big-\\(n)"
            case (_, _): return "other"
            }
        }
        func area(_ s: Shape) -> String {
            switch s {
            case .circle(let r) where r > 1: return "big circle"
            case .box(let w, _): return "box \\(w)"
            case .circle, .none: return "small"
            }
        }
        func unwrap(_ x: Int?) -> String {
            switch x {
            case .some(let v): return "some \\(v)"
            case .none: return "none"
            }
        }
        """, """
            Text(grade(95) + grade(85) + grade(10))
            Text(name((true, 0)) + " " + name((true, 9)) + " " + name((false, 9)))
            Text(area(.circle(radius: 2)) + ", " + area(.box(w: 3, h: 4)) + ", " + area(.none))
            Text(unwrap(4) + ", " + unwrap(nil))
        """), ["ABBC", "on-zero on-big-9 other", "big circle, box 3, small", "some 4, none"])
    }

    func testDeferDoCatchThrowTryQuestionAndBang() throws {
        XCTAssertEqual(try texts("""
        enum Failure: Error { case empty, tooLong(Int) }
        func check(_ s: String) throws -> String {
            if s.isEmpty { throw Failure.empty }
            if s.count > 3 { throw Failure.tooLong(s.count) }
            return s
        }
        func report(_ s: String) -> String {
            var log = ""
            do {
                defer { log += "|done" }
                log += try check(s)
            } catch Failure.tooLong(let n) where n > 4 {
                log += "very long \\(n)"
            } catch Failure.tooLong {
                log += "long"
            } catch {
                log += "error \\(error)"
            }
            return log
        }
        """, """
            // A defer in the do block runs as the block exits, before the catch clause.
            Text(report("ok"))
            Text(report("four"))
            Text(report("sevens"))
            Text(report(""))
            Text((try? check("")) ?? "nil")
            Text(try! check("yes"))
        """), ["ok|done", "|donelong", "|donevery long 6", "|doneerror empty", "nil", "yes"])
    }

    func testLocalFunctionsAndTypesInsideBodies() throws {
        XCTAssertEqual(try texts("""
        struct Summary: View {
            let values: [Int]
            var body: some View {
                struct Stat { let label: String; let value: Int }
                func describe(_ s: Stat, suffix: String = "!") -> String { "\\(s.label)=\\(s.value)\\(suffix)" }
                func fact(_ n: Int) -> Int { n <= 1 ? 1 : n * fact(n - 1) }
                let total = Stat(label: "sum", value: values.reduce(0, +))
                return VStack {
                    Text(describe(total))
                    Text(describe(Stat(label: "5!", value: fact(5)), suffix: ""))
                }
            }
        }
        """, """
            Summary(values: [1, 2, 3])
        """), ["sum=6!", "5!=120"])
    }

    func testIfConfigAsAnIOSDebugBuildAndAvailability() throws {
        XCTAssertEqual(try texts("""
        #if os(macOS)
        let platform = "mac"
        #elseif os(iOS) && canImport(UIKit)
        let platform = "iOS"
        #else
        let platform = "other"
        #endif
        struct Flags {
            #if DEBUG
            static let build = "debug"
            #else
            static let build = "release"
            #endif
            #if canImport(AppKit)
            static let kit = "AppKit"
            #else
            static let kit = "UIKit"
            #endif
        }
        func newest() -> String {
            if #available(iOS 26, *) { return "26" }
            return "old"
        }
        """, """
            Text(platform)
            Text(Flags.build + " " + Flags.kit)
            Text(newest())
            #if targetEnvironment(simulator)
            Text("simulator")
            #endif
        """), ["iOS", "debug UIKit", "26", "simulator"])
    }

    func testAPreviewProviderInsideIfDebugIsFound() throws {
        let results = evaluate("""
        import SwiftUI
        struct Chip: View { var body: some View { Text("chip") } }
        #if DEBUG
        struct Chip_Previews: PreviewProvider {
            static var previews: some View { Chip() }
        }
        #endif
        """)
        XCTAssertEqual(results.map(\.preview.name), ["Chip_Previews 1"])
        XCTAssertEqual(results.first?.status, .rendered)
    }

    func testCastsAndTypeChecks() throws {
        XCTAssertEqual(try texts("""
        protocol Named { var name: String { get } }
        struct Dog: Named { let name: String }
        struct Rock { }
        func describe(_ x: Any) -> String {
            if let n = x as? Named { return n.name }
            if x is Int { return "int" }
            if let s = x as? String { return "string \\(s)" }
            return "thing"
        }
        """, """
            Text(describe(Dog(name: "Rex")) + ", " + describe(3) + ", " + describe("a") + ", " + describe(Rock()))
        """), ["Rex, int, string a, thing"])
    }

    /// A free function called through its module's name (`Kit.greeting(…)`, `Swift.max(…)`),
    /// as a team's helper calls another module's assertion of the same name.
    func testModuleQualifiedFreeFunctions() throws {
        let f = try AssetCatalogFixture(self)
        try f.write("Sources/Kit/Greeting.swift", "public func greeting(_ name: String) -> String { \"Hi \\(name)\" }\n")
        try f.write("Sources/App/Card.swift", """
        import Kit
        import SwiftUI
        struct Card: View {
            var body: some View { Text(Kit.greeting("Ann") + " " + String(Swift.max(2, 5))) }
        }
        #Preview { Card() }
        """)
        let (texts, diagnostics) = try projectTexts(f)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(texts, ["Hi Ann 5"])
    }

    /// `WidgetRenderingMode`'s values, written in full, print as their names (a suite names its
    /// references `"\\(mode)"`: `fullColor`) and compare with the implicit members.
    func testWidgetRenderingModesPrintTheirNames() throws {
        XCTAssertEqual(try texts("", """
            Text([WidgetRenderingMode.fullColor, .accented, .vibrant].map { "\\($0)" }.joined(separator: " ")
                 + (WidgetRenderingMode.accented == .accented ? " same" : " differ"))
        """), ["fullColor accented vibrant same"])
    }

    /// `as!` to a non-optional type unwraps the optional it is given (a dictionary lookup of
    /// `[String: Any]`); `as?` keeps it optional.
    func testForcedCastUnwrapsAnOptional() throws {
        XCTAssertEqual(try texts("""
        let info: [String: Any] = ["dir": "/refs", "count": 2]
        """, """
            Text((info["dir"] as! String) + " " + String(info["count"] as! Int) + " " + ((info["none"] as? String) ?? "nil"))
        """), ["/refs 2 nil"])
    }
}

/// The idioms public design systems are written with, each once: a hex colour initializer
/// (Scanner, `&x`, tuple destructuring), postfix `#if` modifiers, overloads told apart by
/// their labels, `inout` parameters.
final class SwiftIdiomTests: XCTestCase {
    func testHexColourInitializerWithScannerInoutAndTupleAssignment() throws {
        let t = try layoutPreview("""
        import SwiftUI
        extension Color {
            init(hex: String) {
                let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
                var int: UInt64 = 0
                Scanner(string: hex).scanHexInt64(&int)
                let a, r, g, b: UInt64
                switch hex.count {
                case 3: (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
                case 6: (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
                default: (a, r, g, b) = (255, 0, 0, 0)
                }
                self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: Double(a) / 255)
            }
        }
        #Preview {
            HStack {
                Color(hex: "#3366CC").frame(width: 4, height: 4)
                Color(hex: "F0A").frame(width: 4, height: 4)
            }
        }
        """)
        let fills = t.nodes.filter { $0.path.hasSuffix("/Color") }.compactMap { n -> String? in
            if case .fill(let p)? = n.view.modifiers.first { return p.description }
            return nil
        }
        XCTAssertEqual(fills, ["#3366CC", "#FF00AA"])
    }

    func testPostfixIfConfigOverloadsAndInoutParameters() throws {
        let t = try layoutPreview("""
        import SwiftUI
        extension View {
            func inset(_ length: CGFloat) -> some View { inset(.all, length) }
            func inset(_ edges: Edge.Set, _ length: CGFloat) -> some View { padding(edges, length) }
        }
        func grow(_ size: inout CGFloat, by step: CGFloat) { size += step }
        func side() -> CGFloat {
            var s: CGFloat = 10
            grow(&s, by: 5)
            return s
        }
        #Preview {
            Rectangle()
                .frame(width: side(), height: side())
                .inset(3)
                #if os(iOS)
                .padding(.leading, 7)
                #else
                .padding(.leading, 100)
                #endif
        }
        """)
        XCTAssertEqual(t.shapes.first?.frame.width, 15)
        XCTAssertEqual(t.root.outerFrame?.width, 15 + 3 + 3 + 7)
    }
}

/// Declarations that extend the language itself: result builders, subscripts, operators,
/// generic functions whose type parameter is used as a value.
final class SwiftDeclaredLanguageTests: XCTestCase {
    func testADeclaredResultBuilderBuildsRows() throws {
        XCTAssertEqual(try previewTexts("""
        import SwiftUI
        struct Row { let title: String }
        @resultBuilder
        enum RowsBuilder {
            static func buildExpression(_ title: String) -> [Row] { [Row(title: title)] }
            static func buildBlock(_ parts: [Row]...) -> [Row] { parts.flatMap { $0 } }
            static func buildOptional(_ rows: [Row]?) -> [Row] { rows ?? [] }
            static func buildEither(first rows: [Row]) -> [Row] { rows }
            static func buildEither(second rows: [Row]) -> [Row] { rows.map { Row(title: $0.title.uppercased()) } }
            static func buildArray(_ groups: [[Row]]) -> [Row] { groups.flatMap { $0 } }
        }
        struct Menu: View {
            let rows: [Row]
            init(@RowsBuilder rows: () -> [Row]) { self.rows = rows() }
            var body: some View {
                VStack { ForEach(rows.indices, id: \\.self) { i in Text(rows[i].title) } }
            }
        }
        #Preview {
            let premium = false
            Menu {
                "Home"
                if premium { "Billing" }
                if premium { "Pro" } else { "upgrade" }
                for n in 1...2 { "Item \\(n)" }
            }
        }
        """), ["Home", "UPGRADE", "Item 1", "Item 2"])
    }

    func testSubscriptsOperatorsAndGenericTypeParameters() throws {
        XCTAssertEqual(try previewTexts("""
        import SwiftUI
        struct Money: Equatable {
            let cents: Int
            static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
            static func * (lhs: Money, rhs: Int) -> Money { Money(cents: lhs.cents * rhs) }
        }
        infix operator ±: AdditionPrecedence
        func ± (lhs: Double, rhs: Double) -> String { "\\(lhs) ± \\(rhs)" }
        struct Palette {
            let names = ["ink", "paper"]
            subscript(index: Int) -> String { names[index % names.count] }
            subscript(name key: String) -> Int { names.firstIndex(of: key) ?? -1 }
        }
        enum Size: String, CaseIterable { case s, m, l }
        func count<T: CaseIterable>(_ type: T.Type) -> Int { T.allCases.count }
        #Preview {
            VStack {
                Text("\\((Money(cents: 150) + Money(cents: 250) * 2).cents)")
                Text(1.5 ± 0.25)
                Text(Palette()[3] + " \\(Palette()[name: "paper"])")
                Text("\\(count(Size.self))")
            }
        }
        """), ["650", "1.5 ± 0.25", "paper 1", "3"])
    }
}

/// Initialisers and methods of the sources that share a name with SwiftUI's own.
final class SwiftNameSharingTests: XCTestCase {
    func testSelfInitInABuiltinExtensionAndAModifierBesideASourceOverload() throws {
        let results = evaluate("""
        import SwiftUI
        extension Label where Title == Text, Icon == Image {
            init(_ title: String, glyph: String) {
                self.init { Text(title) } icon: { Image(systemName: glyph) }
            }
        }
        extension View {
            func alert(item: Binding<String?>) -> some View {
                alert(item.wrappedValue ?? "", isPresented: .constant(false)) { }
            }
        }
        #Preview { Label("Home", glyph: "house.fill").alert(item: .constant(nil)) }
        """)
        XCTAssertEqual(results.first?.diagnostics.map(\.description), [])
        XCTAssertEqual(results.first?.status, .rendered)
    }
    /// Swift picks among same-named methods by the arguments' types: the sources' `padding(_:
    /// Space)` for a `Space`, SwiftUI's `padding(_:)` for a number (it recursed before).
    func testASourceOverloadOfAModifierIsChosenByItsArgumentTypes() throws {
        let t = try layoutPreview("""
        import SwiftUI
        enum Space: CGFloat { case small = 8, medium = 16 }
        struct SpacePadding: ViewModifier {
            let length: Space
            func body(content: Content) -> some View { content.padding(length.rawValue) }
        }
        extension View {
            @_disfavoredOverload
            func padding(_ length: Space) -> some View { modifier(SpacePadding(length: length)) }
        }
        #Preview { Rectangle().frame(width: 10, height: 10).padding(.medium) }
        """)
        XCTAssertEqual(t.root.outerFrame?.width, 42)
    }

    /// A button a ButtonStyle's body makes draws with the default style (it contained itself).
    func testAButtonInsideAButtonStylesBodyDoesNotTakeThatStyleAgain() throws {
        let r = evaluate("""
        import SwiftUI
        struct Wrapping: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button("inner") { }.padding(4)
            }
        }
        #Preview { Button("outer") { }.buttonStyle(Wrapping()) }
        """)
        XCTAssertEqual(r.first?.status, .rendered)
    }
}

/// Constructs found while writing the corpus that Plumb first got wrong (each a failing test
/// first): key-path subscripts, typed catch patterns, `is` with a type Plumb does not know,
/// extensions of standard protocols, labelled tuple types, initialisers in extensions beside
/// the memberwise one, a defaulted parameter before a trailing closure.
final class SwiftCorpusFindingsTests: XCTestCase {
    func testKeyPathSubscriptsCatchPatternsAndIs() throws {
        XCTAssertEqual(try previewTexts("""
        import SwiftUI
        struct Row { let name: String; let rank: Int }
        enum Failure: Error { case tooShort }
        struct CancellationLike: Error {}
        func sortedNames(_ rows: [Row], by key: KeyPath<Row, Int>) -> String {
            rows.sorted { $0[keyPath: key] < $1[keyPath: key] }.map(\\.name).joined(separator: ",")
        }
        func classify(_ e: Error) -> String {
            do { throw e } catch is CancellationLike { return "cancelled" } catch let f as Failure { return "failure \\(f)" } catch { return "other" }
        }
        #Preview {
            VStack {
                Text(sortedNames([Row(name: "b", rank: 2), Row(name: "a", rank: 1)], by: \\.rank))
                Text(classify(Failure.tooShort) + " " + classify(CancellationLike()))
                Text("\\(Failure.tooShort is CancellationLike) \\(Failure.tooShort is Error)")
            }
        }
        """), ["a,b", "failure tooShort cancelled", "false true"])
    }

    func testProtocolExtensionsOfTheStandardLibraryAndLabelledTupleTypes() throws {
        XCTAssertEqual(try previewTexts("""
        import SwiftUI
        extension Comparable {
            func limited(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
        }
        extension Collection {
            var isSingle: Bool { count == 1 }
        }
        struct Zone {
            var zone: (name: String, symbol: String) { return ("Rest", "circle") }
        }
        #Preview {
            VStack {
                Text("\\(1.5.limited(to: 0...1)) \\(7.limited(to: 1...5)) \\([3].isSingle)")
                Text(Zone().zone.symbol)
            }
        }
        """), ["1.0 5 true", "circle"])
    }

    func testExtensionInitialisersKeepTheMemberwiseOneAndDefaultsBeforeTrailingClosures() throws {
        XCTAssertEqual(try previewTexts("""
        import SwiftUI
        struct Box<Content: View>: View {
            var inset: CGFloat = 4
            @ViewBuilder var content: Content
            var body: some View { content.padding(inset) }
        }
        extension Box {
            init(title: String) { self.init(inset: 8, content: { Text(title) }) }
        }
        struct Titled<Content: View>: View {
            let title: String
            let spacing: Double
            let content: Content
            init(_ title: String, spacing: Double = 2, @ViewBuilder content: () -> Content) {
                self.title = title
                self.spacing = spacing
                self.content = content()
            }
            init(name: String, spacing: Double = 3, @ViewBuilder content: () -> Content) {
                self.init(name, spacing: spacing, content: content)
            }
            var body: some View { VStack { Text(title + " \\(spacing)"); content } }
        }
        #Preview {
            VStack {
                Box(title: "from extension")
                Box(inset: 2) { Text("memberwise") }
                Titled("titled") { Text("inside") }
                Titled(name: "named") { Text("second init") }
            }
        }
        """), ["from extension", "memberwise", "titled 2.0", "inside", "named 3.0", "second init"])
    }
}
