@testable import PlumbSwiftUI
import XCTest

/// Constructs found on public SwiftUI repositories (fifteenth round), each in our own words:
/// the tests of a package that loads its resources through Combine.
final class SwiftRealCodeFindings15Tests: XCTestCase {
    /// A type nested in a generic type, named through an alias of a specialisation
    /// (`typealias Screen = Loader<String>` then `Screen.Model(…)`), as tests write it.
    func testANestedTypeThroughAnAliasOfASpecialisedGeneric() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        struct Loader<Resource>: View {
            let model: Model
            var body: some View { Text(model.title) }
        }
        extension Loader {
            final class Model {
                let title: String
                init(title: String) { self.title = title }
            }
        }
        typealias Screen = Loader<String>
        func make() -> Screen {
            let model = Screen.Model(title: "ready")
            return Screen(model: model)
        }
        #Preview { make() }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["ready"])
    }

    /// Two modules may each declare a helper of the same name (test targets' `anyError()`):
    /// a call finds its own module's, as Swift looks in the calling module first.
    func testAFileLevelFunctionOfTheCallersModuleFirst() throws {
        let f = try AssetCatalogFixture(self)
        try f.write("Tests/AlphaTests/Helpers.swift", """
        func sample() -> String { "alpha" }
        """)
        try f.write("Tests/BetaTests/Helpers.swift", """
        func sample() -> String { "beta" }
        """)
        try f.write("Tests/BetaTests/Screen.swift", """
        import SwiftUI
        #Preview { Text(sample()) }
        """)
        let (texts, diagnostics) = try projectTexts(f)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(texts, ["beta"])
    }

    /// `error.localizedDescription` of an error the sources declare: a `LocalizedError`'s
    /// `errorDescription`, else Foundation's sentence naming the bridged `NSError`'s domain
    /// (`Module.Type`) and code (1 for a struct, the case's position for an enum).
    func testAnErrorsLocalizedDescription() throws {
        let f = try AssetCatalogFixture(self)
        try f.write("Sources/Feature/Errors.swift", """
        import Foundation
        struct Plain: Error {}
        enum Failure: Error { case offline, timeout }
        struct Described: Error { let message: String }
        extension Described: LocalizedError {
            var errorDescription: String? { message }
        }
        struct Undescribed: LocalizedError {}
        """)
        try f.write("Sources/Feature/Screen.swift", """
        import SwiftUI
        func describe(_ error: Error) -> String { error.localizedDescription }
        #Preview {
            VStack {
                Text(describe(Plain()))
                Text(describe(Failure.timeout))
                Text(describe(Described(message: "any error")))
                Text(Undescribed().localizedDescription)
            }
        }
        """)
        let (texts, diagnostics) = try projectTexts(f)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(texts, ["The operation couldn’t be completed. (Feature.Plain error 1.)",
                               "The operation couldn’t be completed. (Feature.Failure error 1.)",
                               "any error",
                               "The operation couldn’t be completed. (Feature.Undescribed error 1.)"])
    }

    /// Overloads told apart by an `Error` parameter beside one typed by the class's generic
    /// parameter (a loader's `finish(with resource: Resource)` and `finish(with error: Error)`):
    /// an error takes the `Error` one, as Swift ranks the concrete type above the generic one,
    /// and a string the generic one.
    func testAnErrorOverloadBesideAGenericOne() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        final class Loader<Resource> {
            var log = "none"
            func finish(with resource: Resource) { log = "resource \(resource)" }
            func finish(with error: Error) { log = "error \(error.localizedDescription)" }
        }
        struct Oops: LocalizedError { var errorDescription: String? { "oops" } }
        func loaded() -> String {
            let loader = Loader<String>()
            loader.finish(with: "ready")
            return loader.log
        }
        func failed() -> String {
            let loader = Loader<String>()
            loader.finish(with: Oops())
            return loader.log
        }
        #Preview { VStack { Text(loaded()); Text(failed()) } }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["resource ready", "error oops"])
    }

    /// A view given a system colour where it is made (a test's `row.background(Color(.systemBackground))`)
    /// and put in another colour scheme later, inside a function: the colour resolves where the
    /// view is drawn, as SwiftUI resolves every colour (RSSReader's light rows on a dark simulator:
    /// white behind the row).
    func testColoursGivenToAViewResolveWhereItIsDrawn() throws {
        let t = try layoutPreview(#"""
        import SwiftUI
        func dark<V: View>(_ view: V) -> some View { view.environment(\.colorScheme, .dark) }
        #Preview { VStack {
            dark(Text("1").background(Color(.systemBackground)))
            dark(Text("2").foregroundColor(.primary))
            dark(Text("3").background(Color(uiColor: .label)))
        } }
        """#)
        func paints(_ suffix: String) -> [String] {
            t.nodes.filter { $0.path.hasSuffix(suffix) }.flatMap { n in
                n.view.modifiers.compactMap { m -> String? in
                    switch m {
                    case .fill(let p), .foregroundColor(let p): return "\(p)"
                    default: return nil
                    }
                }
            }
        }
        XCTAssertEqual(paints("VStack/0/Text/modifiers/0/Color"), ["#000000"])
        XCTAssertEqual(paints("VStack/1/Text"), ["#FFFFFF"])
        XCTAssertEqual(paints("VStack/2/Text/modifiers/0/Color"), ["#FFFFFF"])
    }

    /// The sources' extensions of SwiftUI's `Path` apply to a path value, their `mutating`
    /// methods changing it (SwiftClockUI's `path.addCircle(rect)`, declared in `extension Path`).
    func testAnExtensionOfPathOnAPathValue() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        extension Path {
            mutating func addBox(_ r: CGRect) { addRect(r) }
            var boxWidth: CGFloat { boundingRect.width }
        }
        func make() -> String {
            var p = Path()
            p.addBox(CGRect(x: 0, y: 0, width: 12, height: 5))
            return "\(p.boxWidth)"
        }
        #Preview { Text(make()) }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["12.0"])
    }

    /// A path's bounds: `boundingRect`/`boundingBoxOfPath` hold the curve (a cubic's extreme
    /// at t = ½ is 7.5 high), `boundingBox`/`UIBezierPath.bounds` its control points too (10).
    func testAPathsBoundsWithAndWithoutControlPoints() {
        let p = GraphicsPath()
        p.move(to: 0, 0)
        p.cubic(to: 10, 0, control1: 0, 10, control2: 10, 10)
        let tight = p.bounds(controlPoints: false), loose = p.bounds(controlPoints: true)
        XCTAssertEqual([tight.x, tight.y, tight.width, tight.height], [0, 0, 10, 7.5])
        XCTAssertEqual([loose.x, loose.y, loose.width, loose.height], [0, 0, 10, 10])
        XCTAssertEqual(GraphicsPath().bounds(controlPoints: false).width, 0)
    }

    /// `path.applying(transform)` and `offsetBy(dx:dy:)` on a SwiftUI `Path` give a moved copy
    /// (SwiftClockUI's cogwheel turns its path with `applying(CGAffineTransform(a:b:c:d:tx:ty:))`).
    func testAPathMovedByATransform() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        func make() -> String {
            var p = Path()
            p.addRect(CGRect(x: 0, y: 0, width: 10, height: 4))
            let turned = p.applying(CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
            let moved = p.offsetBy(dx: 5, dy: 6)
            let b = turned.boundingRect, m = moved.boundingRect
            return "\(b.minX) \(b.minY) \(b.width) \(b.height) / \(m.minX) \(m.minY) / \(p.boundingRect.minX)"
        }
        #Preview { Text(make()) }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["-4.0 0.0 4.0 10.0 / 5.0 6.0 / 0.0"])
    }

    /// An implicit member written where a library type is expected is that type's static, the
    /// sources' extension's included: `.mid(rect)` for a `CGPoint`, `.quarter` for an `Angle`
    /// (SwiftClockUI's `.inCircle(rect, for:)` and `endAngle: .fullRound`).
    func testImplicitMembersOfLibraryTypesTheSourcesExtend() throws {
        let t = try layoutPreview(#"""
        import SwiftUI
        extension Angle { static let quarter = Angle(degrees: 90) }
        extension CGPoint {
            static func mid(_ r: CGRect) -> CGPoint { CGPoint(x: r.midX, y: r.midY) }
        }
        struct Wedge: Shape {
            func path(in rect: CGRect) -> Path {
                var p = Path()
                p.move(to: .mid(rect))
                p.addArc(center: .mid(rect), radius: 10, startAngle: .zero, endAngle: .quarter, clockwise: false)
                p.closeSubpath()
                return p
            }
        }
        #Preview { Wedge().fill(.red).frame(width: 40, height: 40).rotationEffect(.quarter) }
        """#)
        XCTAssertEqual(evaluate(#"""
        import SwiftUI
        extension Angle { static let quarter = Angle(degrees: 90) }
        extension CGPoint { static func mid(_ r: CGRect) -> CGPoint { CGPoint(x: r.midX, y: r.midY) } }
        struct Wedge: Shape {
            func path(in rect: CGRect) -> Path {
                var p = Path()
                p.move(to: .mid(rect))
                p.addArc(center: .mid(rect), radius: 10, startAngle: .zero, endAngle: .quarter, clockwise: false)
                return p
            }
        }
        #Preview { Wedge().frame(width: 40, height: 40).rotationEffect(.quarter) }
        """#)[0].diagnostics.map(\.description), [])
        let wedge = try XCTUnwrap(t.nodes.first { $0.path.hasSuffix("Wedge") })
        XCTAssertTrue(wedge.view.modifiers.contains { if case .rotationEffect(let d, _) = $0 { return d == 90 }; return false }, "\(wedge.view.modifiers)")
    }

    /// Arithmetic on SwiftUI's `Angle`: sums, differences, scaling and negation
    /// (SwiftClockUI's `.fullRound * Double(hour) / 12`, `-angle`).
    func testAngleArithmetic() throws {
        let t = try layoutPreview(#"""
        import SwiftUI
        extension Angle { static let fullRound = Angle(degrees: 360) }
        #Preview {
            VStack {
                Color.red.frame(width: 4, height: 4).rotationEffect(.fullRound * 3 / 12)
                Color.red.frame(width: 4, height: 4).rotationEffect(.degrees(10) + .radians(.pi))
                Color.red.frame(width: 4, height: 4).rotationEffect(-Angle.degrees(30) - .zero)
                Color.red.frame(width: 4, height: 4).rotationEffect(2 * .degrees(20))
            }
        }
        """#)
        let turns = t.nodes.compactMap { n -> Double? in
            for m in n.view.modifiers { if case .rotationEffect(let d, _) = m { return d } }
            return nil
        }
        XCTAssertEqual(turns, [90, 190, -30, 40])
    }

    /// `GeometryReader(content: content)` given a method of the view, and `.position(_:)` given
    /// a static the sources add to `CGPoint` (SwiftClockUI's indicators and its
    /// `.position(.inCircle(…))`).
    func testAGeometryReadersContentAsAMethodAndAPositionByAnImplicitMember() throws {
        let source = #"""
        import SwiftUI
        extension CGPoint {
            static func corner(_ s: CGSize) -> CGPoint { CGPoint(x: s.width - 5, y: s.height - 5) }
        }
        struct Dial: View {
            var body: some View { GeometryReader(content: content) }
            private func content(geometry: GeometryProxy) -> some View {
                Color.red.frame(width: 10, height: 10).position(.corner(geometry.size))
            }
        }
        #Preview { Dial().frame(width: 100, height: 60) }
        """#
        var context = EvaluationContext()
        context.layoutProbe = sharedLayout.geometryProbe
        let r = evaluate(source, context: context)[0]
        XCTAssertEqual(r.diagnostics.map(\.description), [])
        let t = try sharedLayout.layout(XCTUnwrap(r.component))
        let dot = try XCTUnwrap(t.nodes.first { $0.path.hasSuffix("Color") })
        // `position` puts the centre at (95, 55), 5 pt in from the corner of the 100 × 60 reader.
        assertRect(dot.frame, 90, 50, 10, 10)
    }


    /// In an extension of a platform value a bare call is the platform's method on `self`
    /// (SwiftClockUI's `extension GeometryProxy { var circle: CGRect { frame(in: .local) } }`),
    /// which places its numerals around the dial.
    func testABareCallInAnExtensionOfAPlatformValue() throws {
        var context = EvaluationContext()
        context.layoutProbe = sharedLayout.geometryProbe
        let r = evaluate(#"""
        import SwiftUI
        extension CGRect { var radius: CGFloat { min(width, height)/2 } }
        extension GeometryProxy {
            var radius: CGFloat { min(size.width, size.height)/2 }
            var circle: CGRect { frame(in: .local) }
        }
        extension CGPoint {
            static func inCircle(_ circle: CGRect, for angle: Angle, margin: CGFloat = 0.0) -> Self {
                let radians = CGFloat(angle.radians) - .pi/2
                return CGPoint(x: circle.midX + (circle.radius - margin) * cos(radians), y: circle.midY + (circle.radius - margin) * sin(radians))
            }
        }
        struct PositionInCircle: ViewModifier {
            let angle: Angle
            let marginRatio: CGFloat
            func body(content: Content) -> some View {
                GeometryReader { geometry in
                    content.position(.inCircle(geometry.circle, for: self.angle, margin: geometry.radius * self.marginRatio))
                }
            }
        }
        #Preview {
            ZStack {
                ForEach([0, 90], id: \.self) { d in
                    Color.red.frame(width: 10, height: 10).scaleEffect(3/19).modifier(PositionInCircle(angle: .degrees(Double(d)), marginRatio: 1/5))
                }
            }.frame(width: 100, height: 100)
        }
        """#, context: context)[0]
        XCTAssertEqual(r.diagnostics.map(\.description), [])
        let t = try sharedLayout.layout(XCTUnwrap(r.component))
        let dots = t.nodes.filter { $0.path.hasSuffix("Color") }.map(\.frame)
        XCTAssertEqual(dots.count, 2)
        // 0° at the top, 90° at the right, each 10 pt in from the 100 pt dial's edge.
        assertRect(dots[0], 45, 5, 10, 10)
        assertRect(dots[1], 85, 45, 10, 10)
    }
}
