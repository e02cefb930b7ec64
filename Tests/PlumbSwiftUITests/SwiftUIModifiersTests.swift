import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// SwiftUI's modifiers with their argument labels.
final class SwiftUIModifiersTests: XCTestCase {
    func testPaddingFormsAndFlexibleFrame() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 10, height: 10).padding(.horizontal, 16)
                Color.green.frame(width: 10, height: 10).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                Color.blue.frame(width: 10, height: 10).padding([.top, .leading], 8)
                Color.orange.frame(width: 10, height: 10).frame(maxWidth: .infinity, alignment: .trailing)
            }
        }
        """)
        assertRect(t.node("VStack/0/Color").outerFrame, 0, 0, 42, 10)
        assertRect(t.node("VStack/0/Color").frame, 16, 0, 10, 10)
        assertRect(t.node("VStack/1/Color").frame, 2, 11, 10, 10)
        assertRect(t.node("VStack/1/Color").outerFrame, 0, 10, 16, 14)
        assertRect(t.node("VStack/2/Color").frame, 8, 32, 10, 10)
        assertRect(t.node("VStack/3/Color").frame, 383, 42, 10, 10)
    }

    func testBackgroundInAShapeClipShapeAndOverlayAlignment() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            Text("Tag")
                .padding(8)
                .background(Color.orange, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
                .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 6, height: 6) }
                .clipShape(.rect(cornerRadius: 4, style: .continuous))
        }
        """)
        let text = t.node("preview/Text")
        let outer = text.outerFrame!
        guard case .background(let bg, _) = text.view.modifiers[1] else { return XCTFail("no background") }
        XCTAssertEqual(bg.kind.name, "roundedRectangle")
        guard case .shape(.roundedRectangle(let r, .continuous)) = bg.kind, case .fill(let p)? = bg.modifiers.first else { return XCTFail("shape") }
        XCTAssertEqual(r.topLeading, 12)
        XCTAssertEqual(p, .solid(RGBA(hex: "#FF9500")!))
        assertRect(t.nodes.first { $0.path.hasSuffix("/Circle") }?.frame, outer.maxX - 6, 0, 6, 6)
        guard case .clipShape(.roundedRectangle(let c, .continuous))? = text.view.modifiers.last else { return XCTFail("no clip") }
        XCTAssertEqual(c.bottomTrailing, 4)
    }

    func testTextStylingAndFonts() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            VStack {
                Text("A").font(.system(size: 20, weight: .semibold, design: .rounded)).italic()
                Text("B").font(.system(.title, design: .serif)).bold()
                Text("C").font(.custom("Brand", size: 15, relativeTo: .body)).fontWeight(.heavy)
                Text("D").foregroundStyle(.secondary).tint(.red).lineLimit(1).multilineTextAlignment(.center)
                (Text("E").bold() + Text("F").foregroundColor(.red))
            }
        }
        """, context: EvaluationContext(dynamicType: .xxxLarge))
        let a = t.node("VStack/0/Text"), b = t.node("VStack/1/Text"), c = t.node("VStack/2/Text"), d = t.node("VStack/3/Text")
        XCTAssertEqual([a.font?.size, b.font?.size, c.font?.size], [20, 34, 20])
        XCTAssertEqual([a.font?.weight, b.font?.weight, c.font?.weight], [.semibold, .bold, .heavy])
        XCTAssertEqual([a.font?.design, b.font?.design], [.rounded, .serif])
        XCTAssertEqual(a.font?.italic, true)
        XCTAssertEqual(d.foreground, .solid(RGBA(hex: "#3C3C4399")!))
        let e = t.node("VStack/4/Text")
        XCTAssertEqual(e.view.textRuns.map(\.text), ["E", "F"])
    }

    func testDynamicTypeSizeRangesClampTheSubtree() throws {
        let source = """
        import SwiftUI
        #Preview {
            VStack {
                Text("Up to xxxLarge").font(.body).dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                Text("From large").font(.body).dynamicTypeSize(.large...)
                Text("Between").font(.body).dynamicTypeSize(.small ... .medium)
            }
        }
        """
        let t = try layoutPreview(source, context: EvaluationContext(dynamicType: .accessibility3))
        // body is 17 pt at large and medium 16, 23 pt at xxxLarge, 40 pt at accessibility3.
        XCTAssertEqual(t.nodes.filter { $0.path.hasSuffix("/Text") }.map { $0.font?.size }, [23, 40, 16])
    }

    func testAccessibilityAndUnsupportedModifier() throws {
        let r = evaluate("""
        import SwiftUI
        #Preview {
            Image(systemName: "heart.fill")
                .accessibilityLabel("Favourite")
                .accessibilityAddTraits(.isButton)
                .contentShape(Rectangle())
                .allowedDynamicRange(.high)
        }
        """)
        XCTAssertEqual(r[0].diagnostics.map(\.description), ["Card.swift:7:10: warning: modifier 'allowedDynamicRange' is not supported: ignored"])
        let node = r[0].component!.root
        let info = node.modifiers.compactMap { m -> AccessibilityInfo? in if case .accessibility(let a) = m { return a }; return nil }
        XCTAssertEqual(info, [AccessibilityInfo(label: "Favourite"), AccessibilityInfo(interactive: true, role: "button")])
        XCTAssertTrue(node.modifiers.contains { if case .contentShape(.rectangle) = $0 { return true }; return false })
    }

    func testImplicitMembersTakeTheirTypeFromTheirMethodsAndTintIsAStyle() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            VStack {
                Text("A").font(.subheadline.weight(.semibold))
                Color.clear.frame(width: 10, height: 10).background(.black.opacity(0.1))
                Image(systemName: "heart.fill").foregroundStyle(.tint)
                Circle().fill(.tint).frame(width: 4, height: 4)
            }
            .tint(.pink)
        }
        """)
        let a = t.node("VStack/0/Text")
        XCTAssertEqual([a.font?.size, a.font?.weight == .semibold ? 1 : 0], [15, 1])
        guard case .background(let bg, _)? = t.node("VStack/1/Color").view.modifiers.last, case .fill(let p)? = bg.modifiers.first else {
            return XCTFail("no background")
        }
        XCTAssertEqual(p, .solid(RGBA(r: 0, g: 0, b: 0, a: 0.1)))
        XCTAssertEqual(t.node("VStack/2/Image").foreground, .solid(RGBA(hex: "#FF2D55")!))
        guard case .fill(let dot)? = t.node("VStack/3/Circle").view.modifiers.first else { return XCTFail("no fill") }
        XCTAssertEqual(dot, .solid(RGBA(hex: "#FF2D55")!))
    }

    func testHiddenListStyleButtonBorderShapeAndToolbarTitleDisplayMode() throws {
        let r = evaluate("""
        import SwiftUI
        #Preview {
            NavigationStack {
                VStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10).hidden()
                    Button("Go") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 4))
                    List { Text("Row") }.listStyle(.sidebar)
                }
                .navigationTitle("Title")
                .toolbarTitleDisplayMode(.inline)
            }
        }
        """)
        XCTAssertEqual(r[0].diagnostics.map(\.description), ["Card.swift:7:34: warning: listStyle(.sidebar) is approximated: lists are drawn inset-grouped"])
        let t = try sharedLayout.layout(r[0].component!)
        let hidden = t.node("VStack/0/Color")
        assertRect(hidden.frame, 191.5, 44, 10, 10)
        XCTAssertTrue(hidden.view.modifiers.contains { if case .opacity(0) = $0 { return true }; return false })
        let go = t.node("VStack/1/Text")
        guard let bg = go.view.modifiers.lazy.compactMap({ m -> ViewNode? in if case .background(let b, _) = m { return b }; return nil }).first else {
            return XCTFail("no background")
        }
        guard case .shape(.roundedRectangle(let radii, .continuous)) = bg.kind else { return XCTFail("not a rounded rectangle: \(bg.kind.name)") }
        XCTAssertEqual(radii.topLeading, 4)
        // Inline: the bar is 44 pt and there is no large-title area.
        assertRect(t.node("NavigationStack/0/NavigationBar").outerFrame, 0, 0, 393, 44)
    }

    /// `.imageScale(.large)` draws a symbol 52 / 45 × its medium size (the scale iOS's bar buttons
    /// use, measured); `.small`, whose factor is not measured, is said and drawn medium.
    func testImageScaleLargeGrowsTheSymbolSmallIsAWarning() throws {
        let source = """
        import SwiftUI
        #Preview {
            HStack(spacing: 0) {
                Image(systemName: "bell").imageScale(.medium)
                Image(systemName: "bell").imageScale(.large)
                Image(systemName: "bell").imageScale(.small)
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), ["Card.swift:6:35: warning: imageScale(.small) is not supported: the symbol is drawn at the medium scale"])
        let t = try layoutPreview(source)
        let bells = t.nodes.filter { if case .icon = $0.view.kind { return true }; return false }.map(\.frame)
        XCTAssertEqual(bells.count, 3)
        XCTAssertEqual(bells[1].width, bells[0].width * 52 / 45, accuracy: 1e-9)
        XCTAssertEqual(bells[1].height, bells[0].height * 52 / 45, accuracy: 1e-9)
        XCTAssertEqual(bells[2].size, bells[0].size)
    }
}
