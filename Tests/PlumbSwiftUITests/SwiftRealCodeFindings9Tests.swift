import Foundation
import PlumbLayout
import PlumbModel
import PlumbRender
import PlumbText
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

    /// `.alignmentGuide(_:computeValue:)` with SwiftUI's guides: the closure's sum of the
    /// view's width, height and guides, given the view's laid-out size.
    func testAlignmentGuidesComputedFromTheViewsDimensions() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 20, height: 10)
                    .alignmentGuide(.leading) { d in d[.leading] - 10 }
                Color.green.frame(width: 20, height: 10)
                    .alignmentGuide(.leading) { d in d.width / 2 }
                Color.black.frame(width: 10, height: 10)
                    .alignmentGuide(HorizontalAlignment.leading) { d in d[HorizontalAlignment.center] + 3 }
                HStack(alignment: .center, spacing: 0) {
                    Color.red.frame(width: 10, height: 20)
                    Color.blue.frame(width: 10, height: 10)
                        .alignmentGuide(VerticalAlignment.center) { d in d[VerticalAlignment.center] + 5 }
                }
            }
        }
        """)
        let colours = t.nodes.filter { $0.kind == "rectangle" }
        XCTAssertEqual(colours.map(\.frame.x), [10, 20, 0, 2, 10, 20])
        XCTAssertEqual(colours.map(\.frame.y), [0, 10, 20, 30, 40, 40])
        XCTAssertEqual(t.nodes[0].frame.size, Size(width: 50, height: 60))
    }

    /// A guide that is not such a sum (it branches on the width) is ignored with a warning, as
    /// is a custom alignment, which Plumb's layout does not have.
    func testAlignmentGuidesPlumbCannotKeepAreIgnoredWithAWarning() throws {
        let (_, warnings) = try textsAndWarnings("""
        import SwiftUI
        extension HorizontalAlignment {
            private enum Mid: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] } }
            static let mid = HorizontalAlignment(Mid.self)
        }
        #Preview {
            VStack(alignment: .leading) {
                Text("a").alignmentGuide(.leading) { d in d.width > 20 ? 4 : 0 }
                Text("b").alignmentGuide(.mid) { d in d.width }
            }
        }
        """)
        XCTAssertEqual(warnings, [
            "Card.swift:8:19: warning: alignmentGuide's value is not a sum of the view's width, height and guides: the modifier is ignored",
            "Card.swift:9:19: warning: alignmentGuide takes one of SwiftUI's guides (.leading, .center, .firstTextBaseline, …), found '.mid': the modifier is ignored",
        ])
    }

    /// `.flipsForRightToLeftLayoutDirection(true)` mirrors the view in a right-to-left layout
    /// (so it reads as drawn), and does nothing left to right; `toolbarVisibility(.hidden, for:
    /// .navigationBar)` is `toolbar(.hidden, for:)`; modifiers with no effect on a still
    /// picture (VoiceOver's, a watch's double tap, a handed-off activity) pass silently.
    func testRightToLeftFlipsToolbarVisibilityAndInertModifiers() throws {
        let source = """
        import SwiftUI
        #Preview {
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
            .flipsForRightToLeftLayoutDirection(true)
            .accessibilityHeading(.h1)
            .privacySensitive()
            .handGestureShortcut(.primaryAction)
            .onContinueUserActivity("x") { _ in }
        }
        """
        func firstPixel(_ direction: LayoutDirection) throws -> [Int] {
            let t = try layoutPreview(source, context: EvaluationContext(layoutDirection: direction))
            let image = try Renderer(fonts: sharedLayout.text.library).render(t, options: .init(scale: 1, background: RGBA(r: 1, g: 1, b: 1, a: 1)))
            return image.rgb(2, 5)
        }
        XCTAssertEqual(try firstPixel(.leftToRight), [255, 59, 48])
        XCTAssertEqual(try firstPixel(.rightToLeft), [255, 59, 48])
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let bar = """
        import SwiftUI
        #Preview {
            NavigationStack {
                Text("Body").navigationTitle("Title").toolbarVisibility(.hidden, for: .navigationBar)
            }
        }
        """
        let (texts, warnings) = try textsAndWarnings(bar)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["Body"])
    }

    /// Two initializers with the same labels, one taking a closure and one (in a constrained
    /// extension) a `String`: a string argument calls the one it can be passed to.
    func testAStringArgumentDoesNotCallAnInitializerTakingAFunction() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        struct EmptyState<Title: View>: View {
            let title: () -> Title
            let message: String
            init(@ViewBuilder title: @escaping () -> Title, message: String) {
                self.title = title
                self.message = message
            }
            var body: some View { VStack { title(); Text(message) } }
        }
        extension EmptyState where Title == Text {
            init(title: String, message: String) {
                self.message = message
                self.title = { Text(title) }
            }
        }
        #Preview {
            VStack {
                EmptyState(title: "Nothing", message: "here")
                EmptyState(title: { Text("Custom") }, message: "there")
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["Nothing", "here", "Custom", "there"])
    }

    /// `UIColor(color).cgColor.components` (a colour's hex string): sRGB red, green, blue and
    /// alpha; `.init(colors:startPoint:endPoint:)` stored in a `LinearGradient` property makes
    /// the gradient; a chain several types declare (`.app.bodySM`) followed by a font's method
    /// is the `Font`.
    func testColourComponentsLibraryInitsAndFontChains() throws {
        let source = """
        import SwiftUI
        import UIKit
        extension Color {
            var hex: String {
                guard let c = UIColor(self).cgColor.components, c.count >= 3 else { return "none" }
                return String(format: "#%02X%02X%02X", Int(c[0] * 255), Int(c[1] * 255), Int(c[2] * 255))
            }
        }
        struct AppFonts { let bodySM = Font.footnote }
        struct AppStyles { let bodySM = Font.TextStyle.footnote }
        extension Font { static let app = AppFonts() }
        extension Font.TextStyle { static let app = AppStyles() }
        struct Badge { let label: String; let background: LinearGradient }
        #Preview {
            let badge = Badge(label: "Plus", background: .init(colors: [.black, .black], startPoint: .leading, endPoint: .trailing))
            VStack(spacing: 0) {
                Text(Color(red: 1, green: 0.5, blue: 0).hex).font(.app.bodySM.monospaced())
                Color.clear.frame(width: 20, height: 10).background(badge.background.cornerRadius(2))
            }
        }
        """
        let (texts, warnings) = try textsAndWarnings(source)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["#FF7F00"])
        let image = try renderSourcePreview(source)
        let t = try layoutPreview(source)
        let gradient = try XCTUnwrap(t.nodes.last { $0.kind == "rectangle" })
        XCTAssertEqual(image.rgb(Int(gradient.frame.x) + 10, Int(gradient.frame.y) + 5), [0, 0, 0])
    }

    /// `UIFont.fontNames(forFamilyName:)`: the PostScript names of the family's faces among the
    /// font files under the sources (SwiftGen registers a font unless its name is listed).
    func testFontNamesOfAFamilyAreThoseOfItsFiles() throws {
        let root = try sourcesWithFonts([("Inter-Bold.otf", "brand-b.otf"), ("Inter-Regular.otf", "brand-r.otf")], "Type.swift", """
        import SwiftUI
        import UIKit
        #Preview {
            VStack {
                Text(UIFont.fontNames(forFamilyName: "Inter").joined(separator: ","))
                Text("\\(UIFont.fontNames(forFamilyName: "Avenir").count)")
            }
        }
        """)
        defer { try? FileManager.default.removeItem(at: root) }
        let (_, diagnostics, tree) = try layoutWithFontFaces(root)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(tree.nodes.compactMap { $0.text?.lines.first?.text }, ["Inter-Bold,Inter-Regular", "0"])
    }

    /// `.padding(.init(top:leading:bottom:trailing:))` is `EdgeInsets`; a CGFloat-backed enum's
    /// `rawValue` minus a static of the sources' `extension CGFloat`; `startAngle: .zero`;
    /// `startPoint: .init(x:y:)` in a gradient.
    func testImplicitEdgeInsetsNumberStaticsAnglesAndPoints() throws {
        let source = """
        import SwiftUI
        extension CGFloat { static let xxSmall: CGFloat = 4 }
        enum Pad: CGFloat { case small = 12 }
        #Preview {
            VStack(spacing: 0) {
                VStack(spacing: 0) {
                    Color.black.frame(width: 10, height: 10)
                        .padding(.top, Pad.small.rawValue - .xxSmall)
                        .padding(.init(top: 1, leading: 2, bottom: 3, trailing: 4))
                }
                Rectangle()
                    .fill(LinearGradient(colors: [.black, .white], startPoint: .init(x: 0, y: 0), endPoint: .init(x: 0, y: 1)))
                    .frame(width: 20, height: 20)
                Circle()
                    .fill(AngularGradient(gradient: Gradient(colors: [.black, .black]), center: .center, startAngle: .zero, endAngle: .degrees(360)))
                    .frame(width: 20, height: 20)
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        XCTAssertEqual(t.nodes[1].frame.size, Size(width: 16, height: 22))
        let image = try renderSourcePreview(source)
        let top = image.rgb(Int(t.nodes[0].frame.width / 2), 23), bottom = image.rgb(Int(t.nodes[0].frame.width / 2), 40)
        XCTAssertLessThan(top[0], 30)
        XCTAssertGreaterThan(bottom[0], 225)
        XCTAssertEqual(image.rgb(Int(t.nodes[0].frame.width / 2), 52), [0, 0, 0])
    }

    /// A view extension `font(size:style:weight:)` beside SwiftUI's `font(_:)`: the arguments
    /// are checked against the parameters their labels name (defaulted ones left out are passed
    /// over), and `.title` is a `Font.TextStyle` as SwiftUI spells it, so the sources' method
    /// is the one called.
    func testAViewExtensionNamedLikeAModifierIsCalledByItsLabels() throws {
        let source = """
        import SwiftUI
        extension View {
            func font(size: Double? = nil, style: Font.TextStyle, weight: Font.Weight = .regular) -> some View {
                modifier(Scaled(size: size ?? 17, weight: weight))
            }
        }
        private struct Scaled: ViewModifier {
            var size: Double
            var weight: Font.Weight
            func body(content: Content) -> some View { content.font(.system(size: size, weight: weight)) }
        }
        #Preview {
            VStack {
                Text("Title").font(size: 31, style: .title, weight: .bold)
                Text("Title").font(.system(size: 31, weight: .bold))
                Text("Body").font(style: .body)
                Text("Body").font(.system(size: 17))
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let widths = try layoutPreview(source).nodes.compactMap { $0.text?.width }
        XCTAssertEqual(widths.count, 4)
        XCTAssertEqual(widths[0], widths[1])
        XCTAssertEqual(widths[2], widths[3])
    }

    /// `UIFontDescriptor.preferredFontDescriptor(withTextStyle:compatibleWith:)` and the
    /// `compatibleWith:` traits of `preferredFont` and `UIFontMetrics.scaledValue`: the text
    /// style at the traits' content size category, not only at the preview's.
    func testPreferredFontsAtTheContentSizeCategoryOfTheirTraits() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        import UIKit
        #Preview {
            let large = UITraitCollection(preferredContentSizeCategory: .large)
            let ax3 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
            VStack {
                Text("\\(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body, compatibleWith: large).pointSize)")
                Text("\\(UIFont.preferredFont(forTextStyle: .title1, compatibleWith: ax3).pointSize)")
                Text("\\(UIFontMetrics(forTextStyle: .body).scaledValue(for: 17, compatibleWith: ax3))")
                Text("\\(UIFont.preferredFont(forTextStyle: .body).pointSize)")
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        let ax3 = DynamicTypeSize.allCases[UIKitDevice.contentSizeCategories.firstIndex(of: "accessibilityExtraLarge")!]
        func text(_ v: Double) -> String { v == v.rounded() ? "\(Int(v)).0" : "\(v)" }
        XCTAssertEqual(texts, [text(17), text(DynamicTypeTable.metrics(.title1, at: ax3).size),
                               text(DynamicTypeTable.scaledMetric(17, relativeTo: .body, at: ax3)), text(17)])
    }
}
