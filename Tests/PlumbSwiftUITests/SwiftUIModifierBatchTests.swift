import PlumbLayout
import PlumbModel
import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// Modifiers design systems use: `safeAreaInset`, `navigationBarItems`, the list separator
/// tints, shapes' `rotation`/`scale`/`offset`/`inset(by:)`, `Color.resolve(in:)`.
final class SwiftUIModifierBatchTests: XCTestCase {
    private func diagnostics(_ source: String, context: EvaluationContext = EvaluationContext()) -> [String] {
        evaluate(source, context: context).first?.diagnostics.map(\.description) ?? ["no preview"]
    }

    private func pixels(_ source: String) throws -> Renderer.Image {
        let t = try layoutPreview(source)
        return try Renderer(fonts: sharedLayout.text.library).render(t, options: .init(scale: 1, background: RGBA(r: 1, g: 1, b: 1, a: 1)))
    }

    private func rgb(_ image: Renderer.Image, _ x: Int, _ y: Int) -> [Int] {
        let c = image.pixmap[x + image.originX, y + image.originY]
        return [Int(c.r), Int(c.g), Int(c.b)]
    }

    // MARK: safeAreaInset

    func testSafeAreaInsetAtTheBottomAndTopStacksTheContentWithItsSpacingAndAlignment() throws {
        let source = """
        import SwiftUI
        #Preview {
            VStack(spacing: 0) {
                Color.blue.frame(width: 100, height: 50)
                    .safeAreaInset(edge: .bottom, alignment: .leading, spacing: 4) {
                        Color.red.frame(width: 40, height: 10)
                    }
                Color.green.frame(width: 60, height: 20)
                    .safeAreaInset(edge: .top) {
                        Color.orange.frame(width: 30, height: 6)
                    }
            }
        }
        """
        XCTAssertEqual(diagnostics(source), [])
        let t = try layoutPreview(source)
        assertRect(t.node("VStack/0/SafeAreaInset/0/Color").frame, 0, 0, 100, 50)
        assertRect(t.node("VStack/0/SafeAreaInset/1/Color").frame, 0, 54, 40, 10)
        // Centred by default, no spacing: the whole is as wide as the wider (60), centred in the VStack.
        assertRect(t.node("VStack/1/SafeAreaInset/0/Color").frame, 35, 64, 30, 6)
        assertRect(t.node("VStack/1/SafeAreaInset/1/Color").frame, 20, 70, 60, 20)
    }

    func testSafeAreaInsetOffersTheViewTheRemainingSpace() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            Color.blue
                .safeAreaInset(edge: .bottom) { Color.red.frame(height: 30) }
                .frame(width: 100, height: 200)
        }
        """)
        assertRect(t.node("SafeAreaInset/0/Color").frame, 0, 0, 100, 170)
        assertRect(t.node("SafeAreaInset/1/Color").frame, 0, 170, 100, 30)
    }

    func testSafeAreaInsetAtTheLeadingAndTrailingEdges() throws {
        let source = """
        import SwiftUI
        #Preview {
            HStack(alignment: .top, spacing: 0) {
                Color.blue.frame(width: 100, height: 50)
                    .safeAreaInset(edge: .leading, alignment: .top, spacing: 2) {
                        Color.red.frame(width: 10, height: 20)
                    }
                Color.green.frame(width: 20, height: 50)
                    .safeAreaInset(edge: .trailing, alignment: .bottom) {
                        Color.orange.frame(width: 5, height: 10)
                    }
            }
        }
        """
        XCTAssertEqual(diagnostics(source), [])
        let t = try layoutPreview(source)
        assertRect(t.node("HStack/0/SafeAreaInset/0/Color").frame, 0, 0, 10, 20)
        assertRect(t.node("HStack/0/SafeAreaInset/1/Color").frame, 12, 0, 100, 50)
        assertRect(t.node("HStack/1/SafeAreaInset/0/Color").frame, 112, 0, 20, 50)
        assertRect(t.node("HStack/1/SafeAreaInset/1/Color").frame, 132, 40, 5, 10)
    }

    func testSafeAreaInsetAtTheTopOfAListIsAnApproximationWithAWarning() {
        let r = diagnostics("""
        import SwiftUI
        #Preview {
            List { Text("A") }
                .safeAreaInset(edge: .top) { Text("Bar") }
        }
        """)
        XCTAssertEqual(r, ["Card.swift:4:10: warning: safeAreaInset on a List is approximated: the List stops at the inset content (SwiftUI scrolls it underneath)"])
    }

    /// At the bottom edge a scroll view keeps the whole height and the inset content is drawn
    /// over its bottom at its own height: the content, at its initial scroll position, runs on
    /// underneath (SwiftUI adds the inset to the content's scrollable length, not to its start).
    func testSafeAreaInsetAtTheBottomOfAScrollViewLetsTheContentRunUnderneath() throws {
        let source = """
        import SwiftUI
        #Preview {
            ScrollView {
                VStack(spacing: 0) {
                    Color.blue.frame(height: 150)
                    Color.green.frame(height: 150)
                }
            }
            .safeAreaInset(edge: .bottom, alignment: .trailing, spacing: 8) {
                Color.red.frame(width: 40).frame(maxHeight: 30)
            }
            .frame(width: 100, height: 200)
        }
        """
        XCTAssertEqual(diagnostics(source), [])
        let t = try layoutPreview(source)
        assertRect(t.node("SafeAreaInset/0/ScrollView").outerFrame, 0, 0, 100, 200)
        assertRect(t.node("SafeAreaInset/0/ScrollView/0/VStack/1/Color").frame, 0, 150, 100, 150)
        assertRect(t.node("SafeAreaInset/1/Color").frame, 60, 170, 40, 30)
        let image = try pixels(source)
        // The green content under the inset's row, beside the bar; the bar's red over it.
        XCTAssertEqual(rgb(image, 10, 185), [52, 199, 89])
        XCTAssertEqual(rgb(image, 80, 185), [255, 59, 48])
    }

    /// At the top edge a scroll view's content starts below the inset content and its spacing,
    /// exactly where stacking puts it (a scroll view draws nothing of its own behind the inset).
    func testSafeAreaInsetAtTheTopOfAScrollViewStartsTheContentBelowIt() throws {
        let source = """
        import SwiftUI
        #Preview {
            ScrollView { Color.blue.frame(height: 300) }
                .safeAreaInset(edge: .top, spacing: 4) { Color.red.frame(height: 20) }
                .frame(width: 100, height: 200)
        }
        """
        XCTAssertEqual(diagnostics(source), [])
        let t = try layoutPreview(source)
        assertRect(t.node("SafeAreaInset/0/Color").frame, 0, 0, 100, 20)
        assertRect(t.node("SafeAreaInset/1/ScrollView/0/Color").frame, 0, 24, 100, 300)
    }

    // MARK: navigationBarItems

    func testNavigationBarItemsGoToTheBarsLeadingAndTrailingSides() throws {
        let source = """
        import SwiftUI
        #Preview {
            NavigationStack {
                Text("Body")
                    .navigationBarTitle("Inbox", displayMode: .inline)
                    .navigationBarItems(leading: Text("Edit"), trailing: Text("Add"))
            }
        }
        """
        XCTAssertEqual(diagnostics(source), [])
        let t = try layoutPreview(source)
        func text(_ s: String) -> LayoutNode? { t.nodes.first { if case .text(s) = $0.view.kind { return true }; return false } }
        let edit = try XCTUnwrap(text("Edit")), add = try XCTUnwrap(text("Add"))
        XCTAssertEqual(edit.frame.x, 16)
        XCTAssertEqual(add.frame.maxX, 393 - 16, accuracy: 1e-9)
        // Both in the 44 pt bar, above the content.
        XCTAssertEqual(edit.frame.y + edit.frame.height / 2, 22, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(text("Body")).frame.y, 44)
    }

    // MARK: List separators

    func testListRowSeparatorTintColoursTheSeparatorBelowTheRow() throws {
        let source = """
        import SwiftUI
        #Preview {
            List {
                Text("A").listRowSeparatorTint(.red)
                Text("B")
                Text("C")
            }
            .listSectionSeparatorTint(.blue)
        }
        """
        XCTAssertEqual(diagnostics(source), [])
        let t = try layoutPreview(source)
        let separators = t.nodes.filter { $0.frame.height == 1 && $0.path.hasSuffix("Color") }
        let fills = separators.compactMap { n -> Paint? in
            for case .fill(let p) in n.view.modifiers { return p }
            return nil
        }
        XCTAssertEqual(fills, [.solid(RGBA(hex: "#FF3B30")!), .solid(RGBA(hex: "#E8E8E8")!)])
    }

    func testListRowSeparatorTintOnTheTopEdgeOnlyIsNotDrawn() {
        XCTAssertEqual(diagnostics("""
        import SwiftUI
        #Preview {
            List {
                Text("A").listRowSeparatorTint(.red, edges: .top)
            }
        }
        """), ["Card.swift:4:19: warning: listRowSeparatorTint(edges: .top) is not drawn: Plumb draws a row's separator below it"])
    }

    // MARK: Shapes

    func testRotationEffectAndScaleEffectHonourTheirAnchor() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            VStack {
                Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(90), anchor: .topLeading)
                Color.red.frame(width: 10, height: 10).scaleEffect(2, anchor: .bottomTrailing)
            }
        }
        """)
        guard case .rotationEffect(90, let a)? = t.node("VStack/0/Color").view.modifiers.last else { return XCTFail("no rotation") }
        XCTAssertEqual(a, UnitPoint(x: 0, y: 0))
        guard case .scaleEffect(2, 2, let b)? = t.node("VStack/1/Color").view.modifiers.last else { return XCTFail("no scale") }
        XCTAssertEqual(b, UnitPoint(x: 1, y: 1))
    }

    func testAShapesRotationLaysOutLikeTheShapeAndDrawsRotated() throws {
        let source = """
        import SwiftUI
        #Preview {
            Rectangle().rotation(.degrees(90)).fill(.red).frame(width: 40, height: 20).padding(20)
        }
        """
        XCTAssertEqual(diagnostics(source), [])
        let t = try layoutPreview(source)
        assertRect(t.node("preview/Rectangle").frame, 20, 20, 40, 20)
        // Turned about its centre (40, 30): x 30…50, y 10…50.
        let p = try pixels(source)
        XCTAssertEqual(rgb(p, 40, 45), [0xFF, 0x3B, 0x30])
        XCTAssertEqual(rgb(p, 40, 15), [0xFF, 0x3B, 0x30])
        XCTAssertEqual(rgb(p, 25, 30), [255, 255, 255])
        XCTAssertEqual(rgb(p, 55, 30), [255, 255, 255])
    }

    func testAShapesInsetDrawsItsOutlineInsideAnUnchangedFrame() throws {
        let source = """
        import SwiftUI
        #Preview {
            Rectangle().inset(by: 10).fill(.red).frame(width: 60, height: 60)
        }
        """
        XCTAssertEqual(diagnostics(source), [])
        let t = try layoutPreview(source)
        assertRect(t.node("preview/Rectangle").frame, 0, 0, 60, 60)
        XCTAssertEqual(t.node("preview/Rectangle").view.shapeInset, 10)
        let p = try pixels(source)
        XCTAssertEqual(rgb(p, 5, 5), [255, 255, 255])
        XCTAssertEqual(rgb(p, 55, 30), [255, 255, 255])
        XCTAssertEqual(rgb(p, 12, 12), [0xFF, 0x3B, 0x30])
        XCTAssertEqual(rgb(p, 47, 47), [0xFF, 0x3B, 0x30])
    }

    func testAShapesScaleKeepsTheStrokeWidthAndOffsetTakesASize() throws {
        let source = """
        import SwiftUI
        #Preview {
            VStack {
                Circle().scale(0.5).stroke(.red, lineWidth: 4).frame(width: 40, height: 40)
                Circle().scale(x: 0.5, y: 1, anchor: .leading).frame(width: 40, height: 40)
                Circle().offset(CGSize(width: 5, height: 7)).frame(width: 40, height: 40)
            }
        }
        """
        XCTAssertEqual(diagnostics(source), [])
        let t = try layoutPreview(source)
        let scaled = t.node("VStack/0/Circle").view.modifiers
        guard case .scaleEffect(0.5, 0.5, _)? = scaled.first, case .stroke(_, 8, _)? = scaled.dropFirst().first else { return XCTFail("\(scaled)") }
        guard case .scaleEffect(0.5, 1, let a)? = t.node("VStack/1/Circle").view.modifiers.first else { return XCTFail("no scale") }
        XCTAssertEqual(a, UnitPoint(x: 0, y: 0.5))
        guard case .offset(5, 7)? = t.node("VStack/2/Circle").view.modifiers.first else { return XCTFail("no offset") }
    }

    func testShapeModifiersOnAViewThatIsNotAShapeAreNotSupported() {
        XCTAssertEqual(diagnostics("""
        import SwiftUI
        #Preview {
            Text("A").rotation(.degrees(10))
        }
        """), ["Card.swift:3:15: warning: modifier 'rotation' is not supported: ignored — did you mean 'rotation3DEffect' or 'rotationEffect'?"])
    }

    // MARK: Color.Resolved

    func testColorResolveGivesSRGBComponentsAndLinearOnes() throws {
        let source = """
        import SwiftUI
        struct Swatch: View {
            @Environment(\\.self) var environment
            var body: some View {
                let r = Color(red: 1, green: 0.5, blue: 0.25, opacity: 0.5).resolve(in: environment)
                VStack {
                    Text(r.description)
                    Text("\\(r.red) \\(r.green) \\(r.blue) \\(r.opacity)")
                    Text(String(format: "%.4f %.4f", r.linearGreen, r.linearBlue))
                    Color(r).frame(width: 10, height: 10)
                    Color.clear.frame(width: 10, height: 10).background(r)
                }
            }
        }
        #Preview { Swatch() }
        """
        XCTAssertEqual(diagnostics(source), [])
        let t = try layoutPreview(source)
        XCTAssertEqual(try previewTexts(source), ["#FF804080", "1.0 0.5 0.25 0.5", "0.2140 0.0509"])
        let half = RGBA(r: 1, g: 0.5, b: 0.25, a: 0.5)
        guard case .fill(.solid(half))? = t.node("VStack/3/Color").view.modifiers.first else { return XCTFail("Color(resolved)") }
    }

    func testColorResolvedInitialisersAndEnvironmentValues() throws {
        let source = """
        import SwiftUI
        let green = Color.Resolved(red: 0, green: 1, blue: 0)
        let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.2158605, green: 0, blue: 1, opacity: 1)
        #Preview {
            VStack {
                Color(green).frame(width: 10, height: 10)
                Text(linear.description)
                Text(Color.white.resolve(in: EnvironmentValues()).description)
            }
        }
        """
        XCTAssertEqual(diagnostics(source), [])
        XCTAssertEqual(try previewTexts(source), ["#8000FFFF", "#FFFFFFFF"])
        let t = try layoutPreview(source)
        guard case .fill(.solid(RGBA(r: 0, g: 1, b: 0, a: 1)))? = t.node("VStack/0/Color").view.modifiers.first else { return XCTFail("Color(resolved)") }
        XCTAssertEqual(diagnostics(source, context: EvaluationContext(appearance: .dark)),
                       ["Card.swift:8:26: warning: resolve(in: EnvironmentValues()) in a dark preview: the colour as resolved for the dark appearance stands in"])
    }

    // MARK: Colour filters

    /// SwiftUI's colour filters as 4 × 5 matrices over the view's un-premultiplied sRGB colours
    /// (the Filter Effects specification's coefficients for saturation and hue rotation).
    func testColourFiltersAreExactMatrices() throws {
        let source = """
        import SwiftUI
        #Preview {
            HStack(spacing: 0) {
                Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10).saturation(0)
                Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10).grayscale(1)
                Color(red: 0.2, green: 0.4, blue: 0.6).frame(width: 10, height: 10).brightness(0.2)
                Color(red: 0.2, green: 0.4, blue: 0.6).frame(width: 10, height: 10).contrast(0.5)
                Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10).hueRotation(.degrees(180))
                Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10).colorInvert()
                Color.white.frame(width: 10, height: 10).colorMultiply(Color(red: 0, green: 0, blue: 1))
                Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10).saturation(0.5).saturation(0)
                Color(red: 1, green: 0, blue: 0).opacity(0.5).frame(width: 10, height: 10).colorInvert()
            }
        }
        """
        XCTAssertEqual(diagnostics(source), [])
        let p = try pixels(source)
        // The last: half-transparent red inverted to half-transparent cyan (un-premultiplied first), over white.
        XCTAssertEqual((0..<9).map { rgb(p, $0 * 10 + 5, 5) }, [
            [54, 54, 54], [54, 54, 54], [102, 153, 204], [89, 115, 140], [0, 109, 109], [0, 255, 255], [0, 0, 255],
            [54, 54, 54], [127, 255, 255],
        ])
        // Layout is unchanged; the filters show in the dump as one matrix each.
        XCTAssertEqual(ColorMatrix.saturation(0.5).then(.saturation(0)).values.map { ($0 * 1000).rounded() / 1000 },
                       ColorMatrix.saturation(0).values.map { ($0 * 1000).rounded() / 1000 })
    }
}
