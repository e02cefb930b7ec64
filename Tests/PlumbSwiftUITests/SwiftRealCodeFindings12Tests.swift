import Foundation
import PlumbLayout
import PlumbModel
import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// Constructs found on public SwiftUI repositories (twelfth round), each in our own words.
final class SwiftRealCodeFindings12Tests: XCTestCase {

    /// `Edge.Set` and `Axis.Set` are option sets: `contains`, `init(_ edge:)`, `.all`, algebra.
    func testEdgeAndAxisSetsAreOptionSets() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        func sides(_ set: Edge.Set) -> String {
            Edge.allCases.filter { set.contains(.init($0)) }.map { "\($0)" }.joined(separator: ",")
        }
        #Preview {
            VStack {
                Text(sides(.horizontal))
                Text(sides(.all))
                Text("\(Edge.Set.horizontal.contains(.init(Edge.top))) \(Edge.Set.vertical.contains(.bottom))")
                Text("\(Axis.Set.horizontal.contains(.vertical)) \(Axis.Set([.horizontal, .vertical]).contains(.vertical))")
                Text(sides(Edge.Set.top.union(.leading)))
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["leading,trailing", "top,leading,bottom,trailing", "false true", "false true", "top,leading"])
    }

    /// A `UnitPoint` property defaulted to `.center` reads its `x` and `y`.
    func testAUnitPointDefaultReadsItsCoordinates() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        struct Line {
            let anchor: UnitPoint
            init(anchor: UnitPoint = .center) { self.anchor = anchor }
        }
        #Preview {
            VStack {
                Text("\(Line().anchor.x) \(Line().anchor.y)")
                Text("\(Line(anchor: .bottomTrailing).anchor.y)")
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["0.5 0.5", "1.0"])
    }

    /// A writable key path assigns through `copy[keyPath:]` on a struct value.
    func testAssigningThroughAWritableKeyPath() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        struct Params {
            var size: Double = 12
            var name = "body"
            func copy<V>(replacing key: WritableKeyPath<Self, V>, with value: V) -> Self {
                var copy = self
                copy[keyPath: key] = value
                return copy
            }
        }
        #Preview {
            let p = Params().copy(replacing: \.size, with: 20).copy(replacing: \.name, with: "title")
            return Text("\(p.name) \(Int(p.size))")
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["title 20"])
    }

    /// `GridItem`s written `.init(.flexible())` in a `[GridItem]` literal.
    func testGridItemsWrittenAsImplicitInit() throws {
        let t = try layoutPreview(#"""
        import SwiftUI
        #Preview {
            LazyVGrid(columns: [.init(.flexible()), .init(.flexible())], spacing: 0) {
                Color.red.frame(height: 10)
                Color.blue.frame(height: 10)
            }
            .frame(width: 100)
        }
        """#)
        XCTAssertEqual(t.nodes.filter { if case .grid(let columns, _, _, _, _, _) = $0.view.kind { return columns == 2 }; return false }.count, 1)
    }

    /// `Int.sign` does not exist, but `(x as Double).sign` does; integers have `signum()`.
    func testSignOfNumbers() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        #Preview {
            let d: CGFloat = -2
            let i = -5
            return VStack {
                Text("\(d.sign == .minus) \(i.signum()) \((3.0).sign == .plus)")
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["true -1 true"])
    }
}

extension SwiftRealCodeFindings12Tests {
    /// An extension of a generic library type (`extension Measurement`) applies to its values:
    /// its computed property reads `value` (the measurement's own, not a method the sources
    /// declare elsewhere) and its setter runs, the changed measurement going back to its variable.
    func testAnExtensionOfAGenericLibraryTypeReadsAndSetsItsProperties() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        extension ClosedRange where Bound: BinaryFloatingPoint {
            func value(from percent: Bound) -> Bound { lowerBound + (upperBound - lowerBound) * percent }
        }
        protocol Backed { var backing: Double { get set } }
        extension Measurement: Backed {
            var backing: Double {
                get { value }
                set { value = newValue }
            }
            var doubled: Double { value * 2 }
        }
        extension Date {
            var seconds: Double { timeIntervalSince1970 }
        }
        #Preview {
            var m = Measurement<UnitTemperature>(value: 34, unit: .celsius)
            m.backing = 40
            return VStack {
                Text("\(m.backing) \(m.doubled) \(m.value)")
                Text("\(Date(timeIntervalSince1970: 12).seconds)")
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["40.0 80.0 40.0", "12.0"])
    }
}

extension SwiftRealCodeFindings12Tests {
    /// Structs are values: `var copy = self; copy.title = …; return copy` leaves `self` as it
    /// was, so two variants made from one base keep their own titles; a class is shared.
    func testStructsAreCopiedWhereTheyAreAssigned() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        struct Inner { var count = 0 }
        struct Chip: View {
            var title = "base"
            var inner = Inner()
            func title(_ t: String) -> Self {
                var copy = self
                copy.title = t
                copy.inner.count += 1
                return copy
            }
            var body: some View { Text("\(title) \(inner.count)") }
        }
        final class Box { var n = 0 }
        #Preview {
            let base = Chip()
            var other = base
            other.title = "other"
            let box = Box()
            let alias = box
            alias.n = 5
            return VStack {
                base.title("a")
                base.title("b")
                base
                other
                Text("\(box.n)")
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["a 1", "b 1", "base 0", "other 0", "5"])
    }
}

extension SwiftRealCodeFindings12Tests {
    /// A computed property's `set` runs where it is assigned (`self.value = …` in an init, `x.value
    /// = …`, `set(v)` naming its parameter), rather than a field of that name being stored.
    func testComputedPropertySettersRun() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        struct Limited {
            private var stored: Double = 0
            var bounds: ClosedRange<Double> = 0...1
            var value: Double {
                get { stored }
                set { stored = min(max(newValue, bounds.lowerBound), bounds.upperBound) }
            }
            var percent: Double {
                get { value * 100 }
                set(p) { value = p / 100 }
            }
            init(_ v: Double) { self.value = v }
        }
        #Preview {
            var a = Limited(3)
            var b = a
            b.value = -1
            a.percent = 50
            return Text("\(a.value) \(b.value) \(Limited(0.25).percent)")
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["0.5 0.0 25.0"])
    }
}

extension SwiftRealCodeFindings12Tests {
    /// `for run in s.runs where run.attributes.link != nil { s[run.range].underlineStyle = … }`:
    /// a Markdown link's run is underlined (and drawn in the link colour, as links are), the
    /// other runs greyed, each keeping its own attributes (`**the**` stays bold).
    func testAttributedStringRunsAndRangeSubscripts() throws {
        let t = try layoutPreview(#"""
        import SwiftUI
        struct LinkText: View {
            let markdown: String
            var body: some View {
                var s = (try? AttributedString(markdown: markdown)) ?? AttributedString(markdown)
                for run in s.runs where run.attributes.link != nil {
                    s[run.range].underlineStyle = .single
                }
                s.runs.filter { $0.link == nil }.forEach { run in s[run.range].foregroundColor = .gray }
                return Text(s)
            }
        }
        #Preview {
            LinkText(markdown: "Read **the** [terms](https://example.com) now")
        }
        """#)
        let node = t.nodes.first { if case .text = $0.view.kind { return true }; return false }
        let runs = node?.view.textRuns ?? []
        XCTAssertEqual(runs.map(\.text), ["Read ", "the", " ", "terms", " now"])
        XCTAssertEqual(runs.map { $0.modifiers.map(\.name).sorted() },
                       [["foregroundColor"], ["fontWeight", "foregroundColor"], ["foregroundColor"], ["foregroundColor", "underline"], ["foregroundColor"]])
    }
}

extension SwiftRealCodeFindings12Tests {
    /// An extension initializer of a SwiftUI type that assigns `self = .init(top:leading:…)`
    /// makes the value with SwiftUI's memberwise initializer, not by calling itself again.
    func testAnExtensionInitOfEdgeInsetsAssigningSelf() throws {
        let t = try layoutPreview(#"""
        import SwiftUI
        extension EdgeInsets {
            init(all value: CGFloat) { self = .init(top: value, leading: value, bottom: value, trailing: value) }
            init(vertical: CGFloat = .zero, horizontal: CGFloat = .zero) {
                self = .init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
            }
        }
        #Preview {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).padding(.init(vertical: 2, horizontal: 3))
                Color.blue.frame(width: 10, height: 10).padding(EdgeInsets(all: 4))
            }
        }
        """#)
        XCTAssertEqual(t.nodes[0].frame.width, 18)
        XCTAssertEqual(t.nodes[0].frame.height, 32)
    }
}

extension SwiftRealCodeFindings12Tests {
    /// `private extension View { func padding(_ padding: EdgeInsets?) }` is seen only in its
    /// own file; there, `content.padding(insets)` with a present `EdgeInsets` is SwiftUI's
    /// `padding(_:)` (Swift ranks it above making an optional), not the extension again.
    func testAPrivateExtensionModifierIsSeenOnlyInItsFile() throws {
        let project = SwiftProject.parse([("Sources/Kit/Container.swift", #"""
        import SwiftUI
        struct OptionalPadding: ViewModifier {
            let padding: EdgeInsets?
            func body(content: Content) -> some View {
                if let padding { content.padding(padding) } else { content }
            }
        }
        private extension View {
            func padding(_ padding: EdgeInsets?) -> some View { modifier(OptionalPadding(padding: padding)) }
        }
        #Preview("own file") {
            VStack { Color.red.frame(width: 10, height: 10).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) }
        }
        """#), ("Sources/App/Screen.swift", #"""
        import SwiftUI
        #Preview("other file") {
            VStack { Color.red.frame(width: 10, height: 10).padding(.init(top: 1, leading: 2, bottom: 3, trailing: 4)) }
        }
        """#)])
        for preview in project.previews {
            let r = project.evaluate(preview, context: EvaluationContext())
            XCTAssertEqual(r.diagnostics.map(\.description), [])
            let t = try sharedLayout.layout(XCTUnwrap(r.component))
            XCTAssertEqual(t.nodes[0].frame.width, 16)
            XCTAssertEqual(t.nodes[0].frame.height, 14)
        }
    }
}

extension SwiftRealCodeFindings12Tests {
    /// `raw.flatMap(Style.init(rawValue:))`: a raw-valued enum's initializer passed as a
    /// function makes the case (nil for an unknown raw value).
    func testAnEnumRawValueInitializerPassedAsAFunction() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        enum Style: String { case open, capacity }
        #Preview {
            let raw: String? = "capacity"
            let other: String? = "closed"
            return Text("\(raw.flatMap(Style.init(rawValue:)) ?? .open) \(other.flatMap(Style.init(rawValue:)) ?? .open) \(["open"].compactMap(Style.init).count)")
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["capacity open 1"])
    }
}

extension SwiftRealCodeFindings12Tests {
    /// Two types each declare `private typealias Constants = …` for their own constants: inside
    /// each, `Constants.height` is its own; and a class whose superclass is generic
    /// (`final class Model: BaseModel<Colors>`) inherits its initializers and members.
    func testNestedTypeAliasesAndGenericSuperclasses() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        enum BarConstants { static let height: CGFloat = 4 }
        enum ChipConstants { static let height: CGFloat = 32 }
        struct Bar: View {
            private typealias Constants = BarConstants
            private var height: CGFloat = Constants.height
            var body: some View { Text("bar \(Int(height)) \(Int(Constants.height))") }
        }
        struct Chip: View {
            private typealias Constants = ChipConstants
            var body: some View { Text("chip \(Int(Constants.height))") }
        }
        struct Colors { let name = "blue" }
        class BaseModel<UseCase> {
            let title: String
            let useCase: UseCase
            var summary: String { "\(title) model" }
            init(title: String, useCase: UseCase) { self.title = title; self.useCase = useCase }
        }
        final class Model: BaseModel<Colors> {
            convenience init(title: String) { self.init(title: title, useCase: Colors()) }
        }
        #Preview {
            VStack {
                Bar()
                Chip()
                Text(Model(title: "bar").summary)
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["bar 4 4", "chip 32", "bar model"])
    }
}

extension SwiftRealCodeFindings12Tests {
    /// A package's `ProgressConstants` and the demo app's own `ProgressConstants` are two types;
    /// a type of the package naming it through `private typealias Constants` sees the package's.
    func testATypeAliasNamesItsOwnModulesType() throws {
        let project = SwiftProject.parse([("Pkg/Sources/Core/Constants.swift", #"""
        enum ProgressConstants { static let height: CGFloat = 4 }
        """#), ("Pkg/Sources/Core/Bar.swift", #"""
        import SwiftUI
        public struct Bar: View {
            private typealias Constants = ProgressConstants
            public init() {}
            public var body: some View { Text("height \(Int(Constants.height))") }
        }
        """#), ("Demo/Classes/Constants.swift", #"""
        enum ProgressConstants { enum Value { static let start = 7 } }
        """#), ("Demo/Classes/Screen.swift", #"""
        import SwiftUI
        import Core
        #Preview {
            VStack { Bar(); Text("start \(ProgressConstants.Value.start)") }
        }
        """#)])
        let r = project.evaluate(project.previews[0], context: EvaluationContext())
        XCTAssertEqual(r.diagnostics.map(\.description), [])
        let texts = try sharedLayout.layout(XCTUnwrap(r.component)).nodes.compactMap { node -> String? in
            if case .text(let s) = node.view.kind { return s }
            return nil
        }
        XCTAssertEqual(texts, ["height 4", "start 7"])
    }
}

extension SwiftRealCodeFindings12Tests {
    /// `extension Shape { func fill(_ token: (any ColorToken)?) -> some View { fill(token?.color
    /// ?? .clear) } }`: a token calls the extension, whose `fill` of a `Color` is SwiftUI's (a
    /// Color is no `ColorToken`), so the shape is filled with the token's colour.
    func testAnOptionalProtocolOverloadOfAModifier() throws {
        let source = #"""
        import SwiftUI
        protocol ColorToken { var color: Color { get } }
        struct Token: ColorToken { let color: Color }
        extension Shape {
            func fill(_ token: (any ColorToken)?) -> some View { self.fill(token?.color ?? .clear) }
        }
        #Preview {
            HStack(spacing: 0) {
                Rectangle().fill(Token(color: .red)).frame(width: 10, height: 10)
                Rectangle().fill(Color.blue).frame(width: 10, height: 10)
            }
        }
        """#
        let image = try renderPreview(source)
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(previewRGB(image, 5, 5), [255, 59, 48])
        XCTAssertEqual(previewRGB(image, 15, 5), [0, 122, 255])
    }
}

extension SwiftRealCodeFindings12Tests {
    /// `private typealias PropertyState = StateValue<Value>` in a generic class: `PropertyState(for:
    /// .normal)` makes a `StateValue`.
    func testAnAliasOfASpecialisedGenericTypeConstructs() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        enum ControlState { case normal, disabled }
        final class StateValue<Value> {
            let state: ControlState
            var value: Value?
            init(for state: ControlState) { self.state = state }
        }
        final class States<Value> {
            private typealias PropertyState = StateValue<Value>
            private var normal = PropertyState(for: .normal)
            var summary: String { "\(normal.state)" }
        }
        #Preview { Text(States<Int>().summary) }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["normal"])
    }
}

extension SwiftRealCodeFindings12Tests {
    /// `struct DropShadow: Shadows & Shadow` conforms to both protocols of the composition: a
    /// default of `extension Shadows` applies to it.
    func testAProtocolCompositionInAConformanceList() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        protocol Shadow { var blur: CGFloat { get } }
        protocol Shadows { var small: CGFloat { get } }
        extension Shadows { var none: CGFloat { 0 } }
        extension Shadow { var doubled: CGFloat { blur * 2 } }
        struct DropShadow: Shadows & Shadow {
            let small: CGFloat = 2
            let blur: CGFloat = 3
        }
        #Preview { Text("\(Int(DropShadow().none)) \(Int(DropShadow().doubled))") }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["0 6"])
    }
}

extension SwiftRealCodeFindings12Tests {
    /// Beside `extension Shape { func fill(_ token: (any ColorToken)?) }`, `.fill(.tint)` is
    /// SwiftUI's: `.tint` is no static of the protocol, so no token.
    func testAnImplicitMemberIsNoTokenOfAProtocolWithoutThatStatic() throws {
        let source = #"""
        import SwiftUI
        protocol ColorToken { var color: Color { get } }
        extension Shape {
            func fill(_ token: (any ColorToken)?) -> some View { self.fill(token?.color ?? .clear) }
        }
        #Preview {
            Rectangle().fill(.tint).frame(width: 10, height: 10)
        }
        """#
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(previewRGB(try renderPreview(source), 5, 5), [0, 122, 255])
    }
}

extension SwiftRealCodeFindings12Tests {
    /// A shape that rescales a path element by element: `cgPath.applyWithBlock { element in
    /// switch element.pointee.type { … } }` (CoreGraphics) and `path.forEach { switch $0 { … } }`
    /// (SwiftUI) see each element with its points.
    func testPathElementsAreVisitedInOrder() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        import UIKit
        func describeUIKit(_ path: UIBezierPath) -> String {
            var parts: [String] = []
            path.cgPath.applyWithBlock { pointer in
                let element = pointer.pointee
                let points = element.points
                switch element.type {
                case .moveToPoint: parts.append("M\(Int(points[0].x)),\(Int(points[0].y))")
                case .addLineToPoint: parts.append("L\(Int(points[0].x)),\(Int(points[0].y))")
                case .addQuadCurveToPoint: parts.append("Q\(Int(points[1].x)),\(Int(points[1].y))")
                case .addCurveToPoint: parts.append("C\(Int(points[2].x)),\(Int(points[2].y))")
                case .closeSubpath: parts.append("Z")
                @unknown default: break
                }
            }
            return parts.joined(separator: " ")
        }
        func describeSwiftUI(_ path: Path) -> String {
            var parts: [String] = []
            path.forEach { element in
                switch element {
                case .move(let to): parts.append("M\(Int(to.x))")
                case .line(to: let to): parts.append("L\(Int(to.x))")
                case .quadCurve(let to, _): parts.append("Q\(Int(to.x))")
                case .curve(let to, _, _): parts.append("C\(Int(to.x))")
                case .closeSubpath: parts.append("Z")
                }
            }
            return parts.joined(separator: " ")
        }
        #Preview {
            let b = UIBezierPath()
            b.move(to: CGPoint(x: 1, y: 2))
            b.addLine(to: CGPoint(x: 3, y: 4))
            b.addQuadCurve(to: CGPoint(x: 5, y: 6), controlPoint: CGPoint(x: 0, y: 0))
            b.addCurve(to: CGPoint(x: 7, y: 8), controlPoint1: .zero, controlPoint2: .zero)
            b.close()
            let p = Path { p in
                p.move(to: CGPoint(x: 1, y: 0)); p.addLine(to: CGPoint(x: 2, y: 0))
                p.addQuadCurve(to: CGPoint(x: 3, y: 0), control: .zero); p.closeSubpath()
            }
            return VStack { Text(describeUIKit(b)); Text(describeSwiftUI(p)) }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["M1,2 L3,4 Q5,6 C7,8 Z", "M1 L2 Q3 Z"])
    }
}

extension SwiftRealCodeFindings12Tests {
    /// A generic key made from a string literal where `Key<Privacy>` is declared
    /// (`ExpressibleByStringLiteral`) carries its type argument: `T.defaultSettingValue` in
    /// `func setting<T>(for key: Key<T>) -> T` is `Privacy`'s.
    func testAGenericTypeMadeFromALiteralKeepsItsTypeArgument() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        protocol SettingValue { static var defaultSettingValue: Self { get } }
        enum Privacy: String, SettingValue {
            case exact, never
            static var defaultSettingValue: Self { .exact }
        }
        struct Key<ValueType: SettingValue>: ExpressibleByStringLiteral {
            var rawValue: String
            init(stringLiteral value: String) { rawValue = value }
        }
        extension Key {
            static var privacy: Key<Privacy> { "privacy" }
        }
        struct Store {
            var settings: [String: Any] = [:]
            func setting<T: RawRepresentable & SettingValue>(for key: Key<T>) -> T {
                if let v = settings[key.rawValue] as? T.RawValue, let r = T(rawValue: v) { return r }
                return T.defaultSettingValue
            }
        }
        #Preview {
            VStack {
                Text("\(Store().setting(for: .privacy))")
                Text("\(Store(settings: ["privacy": "never"]).setting(for: .privacy))")
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["exact", "never"])
    }
}

extension SwiftRealCodeFindings12Tests {
    /// `extension TextField { func branded(label:) -> some View }` applies to a `TextField(…)`,
    /// as extensions of `Text` and `Image` apply to theirs.
    func testAnExtensionOfTextFieldAppliesToATextField() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        extension TextField {
            func branded(label: String) -> some View {
                VStack(alignment: .leading) { Text(label); self }
            }
        }
        #Preview {
            TextField("Email", text: .constant("")).branded(label: "Your email")
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts.first, "Your email")
    }
}

extension SwiftRealCodeFindings12Tests {
    /// `.defaultScrollAnchor(.bottom)`: a scroll view starts at the end of its content (a chat
    /// shows its last messages), and content shorter than it sits at its bottom.
    func testDefaultScrollAnchorStartsAScrollViewAtItsEnd() throws {
        let t = try layoutPreview(#"""
        import SwiftUI
        #Preview {
            VStack(spacing: 0) {
                ScrollView {
                    VStack(spacing: 0) {
                        Color.red.frame(height: 100)
                        Color.blue.frame(height: 100)
                    }
                }
                .defaultScrollAnchor(.bottom)
                .frame(width: 50, height: 150)
                ScrollView {
                    Color.green.frame(height: 40)
                }
                .defaultScrollAnchor(.bottom)
                .frame(width: 50, height: 100)
            }
        }
        """#)
        let colours = t.nodes.filter { $0.path.hasSuffix("Color") }
        // 200 pt of content in 150: the last 150 pt show (red from −50, blue from 50).
        XCTAssertEqual(colours.map(\.frame.y), [-50, 50, 210])
    }
}

extension SwiftRealCodeFindings12Tests {
    /// A version parsed with `NSRegularExpression` (Foundation's own), its groups read back
    /// through `NSRange(s.startIndex..., in:)`, `range(at:)` and `Range(_:in:)`, made where a
    /// string literal is declared `Version` (`init(stringLiteral:)`).
    func testRegularExpressionGroupsThroughNSRange() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        struct Version: ExpressibleByStringLiteral {
            var major = 0, minor = 0
            var label: String?
            init(stringLiteral value: String) {
                let regex = try! NSRegularExpression(pattern: "\\A([0-9]+)(?:\\.([0-9]+))?(?:-([a-z]+))?\\z")
                let range = NSRange(value.startIndex..., in: value)
                guard let match = regex.firstMatch(in: value, range: range) else { return }
                let groups: [String?] = (0..<match.numberOfRanges).map { i in
                    let r = match.range(at: i)
                    guard r.location != NSNotFound, let sr = Range(r, in: value) else { return nil }
                    return String(value[sr])
                }
                major = groups[1].flatMap { Int($0) } ?? 0
                minor = groups[2].flatMap { Int($0) } ?? 0
                label = groups[3]
            }
        }
        let minimum: Version = "2024.10-beta"
        #Preview {
            VStack {
                Text("\(minimum.major).\(minimum.minor) \(minimum.label ?? "-")")
                Text("\(NSRegularExpression.self == NSRegularExpression.self)")
                Text(try! NSRegularExpression(pattern: "o+", options: .caseInsensitive)
                    .stringByReplacingMatches(in: "fOOd", range: NSRange(location: 0, length: 4), withTemplate: "0"))
            }
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["2024.10 beta", "true", "f0d"])
    }
}

extension SwiftRealCodeFindings12Tests {
    /// A pattern Foundation cannot compile throws where it is made, as `try` expects.
    func testABadRegularExpressionPatternThrows() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        #Preview {
            Text((try? NSRegularExpression(pattern: "(unclosed")) == nil ? "refused" : "compiled")
        }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["refused"])
    }
}

