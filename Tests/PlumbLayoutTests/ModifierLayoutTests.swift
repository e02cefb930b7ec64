import Foundation
import PlumbLayout
import PlumbModel
import PlumbText
import XCTest

/// Layout modifiers: padding, frame, fixedSize, background/overlay, offset, icons, `use:`.
final class ModifierLayoutTests: XCTestCase {
    func box(_ w: Double, _ h: Double) -> String { "{frame: {width: \(w), height: \(h)}}" }

    func testPaddingForms() throws {
        let cases: [(String, EdgeInsets)] = [
            ("{padding: 16}", EdgeInsets(all: 16)),
            ("{padding: {}}", EdgeInsets(all: 16)),
            ("padding", EdgeInsets(all: 16)),
            ("{padding: {horizontal: 16, vertical: 14}}", EdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16)),
            ("{padding: {top: 1, leading: 2, bottom: 3, trailing: 4}}", EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
            ("{padding: {all: 10, leading: 0}}", EdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 10)),
        ]
        for (modifier, e) in cases {
            let t = try layoutSpec("""
            component: c
            body:
              rectangle: {}
              modifiers: [\(box(50, 20)), \(modifier)]
            """)
            let n = t.node("body/rectangle")
            assertRect(n.frame, e.leading, e.top, 50, 20)
            assertRect(n.outerFrame, 0, 0, 50 + e.leading + e.trailing, 20 + e.top + e.bottom)
        }
    }

    func testPaddingShrinksTheProposalForGreedyChild() throws {
        let t = try layoutSpec("""
        component: c
        width: 358
        body:
          rectangle: {}
          modifiers: [{padding: 20}]
        """)
        assertRect(t.node("body/rectangle").frame, 20, 20, 318, 10)
        XCTAssertEqual(t.size, Size(width: 358, height: 50))
    }

    func testFixedFrameProposesItsSizeAndAlignsChild() throws {
        let t = try layoutSpec("""
        component: c
        body:
          zstack:
            children:
              - circle: {}
                modifiers: [\(box(10, 10)), {frame: {width: 100, height: 40, alignment: topTrailing}}]
              - rectangle: {}
                modifiers: [{frame: {width: 30}}]
        """)
        let c = t.node("0/circle")
        assertRect(c.frame, 90, 0, 10, 10)
        assertRect(c.outerFrame, 0, 0, 100, 40)
        // Only the width is fixed; the zstack proposes an unspecified height, so the shape
        // takes its ideal 10.
        assertRect(t.node("1/rectangle").frame, 35, 15, 30, 10)
    }

    func testFlexibleFrameRules() throws {
        // maxWidth: .infinity takes a finite proposal; minWidth lifts a small child;
        // maxWidth caps a greedy one; ideal applies when unproposed.
        let t = try layoutSpec("""
        component: c
        width: 300
        body:
          vstack:
            spacing: 0
            alignment: leading
            children:
              - rectangle: {}
                modifiers: [\(box(40, 10)), {frame: {maxWidth: .inf, alignment: trailing}}]
              - rectangle: {}
                modifiers: [\(box(40, 10)), {frame: {minWidth: 100}}]
              - rectangle: {}
                modifiers: [{frame: {maxWidth: 120, maxHeight: 12}}]
              - rectangle: {}
                modifiers: [{frame: {idealWidth: 70, idealHeight: 5}}, {fixedSize: {}}]
              - rectangle: {}
                modifiers: [\(box(40, 10)), {frame: {minWidth: 0, maxWidth: infinity}}]
        """)
        let a = t.node("0/rectangle")
        assertRect(a.outerFrame, 0, 0, 300, 10)
        assertRect(a.frame, 260, 0, 40, 10)
        let b = t.node("1/rectangle")
        assertRect(b.outerFrame, 0, 10, 100, 10)
        assertRect(b.frame, 30, 10, 40, 10)
        assertRect(t.node("2/rectangle").frame, 0, 20, 120, 10)
        assertRect(t.node("3/rectangle").frame, 0, 30, 70, 5)
        assertRect(t.node("4/rectangle").outerFrame, 0, 35, 300, 10)
    }

    func testFixedSizeKeepsTextOnOneLine() throws {
        let spec = { (fixed: String) in """
        component: c
        width: 60
        body:
          text: "Tire rotation due"
          modifiers: [{font: {size: 17}}\(fixed)]
        """ }
        let wrapped = try layoutSpec(spec(""))
        let fixed = try layoutSpec(spec(", {fixedSize: {horizontal: true}}"))
        XCTAssertGreaterThan(wrapped.node("body/text").text!.lines.count, 1)
        XCTAssertEqual(fixed.node("body/text").text!.lines.count, 1)
        XCTAssertGreaterThan(fixed.size.width, 60)
    }

    func testBackgroundAndOverlayTakeTheModifiedViewSizeInOrder() throws {
        let t = try layoutSpec("""
        component: c
        body:
          rectangle: {}
          modifiers:
            - \(box(50, 20))
            - background: "#FF0000"
            - padding: 10
            - background:
                roundedRectangle: {cornerRadius: 8}
            - overlay:
                circle: {}
                modifiers: [\(box(6, 6))]
                alignment: topTrailing
        """)
        // The first background hugs the 50×20 box; the second includes the padding.
        let bgs = t.nodes.filter { $0.path.contains("/modifiers/") }
        XCTAssertEqual(bgs.map(\.kind), ["rectangle", "roundedRectangle", "circle"])
        assertRect(bgs[0].frame, 10, 10, 50, 20)
        assertRect(bgs[1].frame, 0, 0, 70, 40)
        assertRect(bgs[2].frame, 64, 0, 6, 6)
        XCTAssertEqual(t.size, Size(width: 70, height: 40))
        XCTAssertEqual(bgs[0].path, "body/rectangle/modifiers/1/rectangle")
        if case .shape(.roundedRectangle(let r, let style)) = bgs[1].view.kind {
            XCTAssertEqual(r, CornerRadii(all: 8))
            XCTAssertEqual(style, .continuous, "continuous is the default corner style")
        } else { XCTFail("expected a rounded rectangle") }
    }

    func testOffsetMovesDrawingNotLayout() throws {
        let t = try layoutSpec("""
        component: c
        body:
          hstack:
            spacing: 0
            children:
              - rectangle: {}
                modifiers: [\(box(10, 10)), {offset: {x: 5, y: -3}}]
              - rectangle: {}
                modifiers: [\(box(10, 10))]
        """)
        let moved = t.node("0/rectangle")
        assertRect(moved.frame, 5, -3, 10, 10)
        assertRect(moved.outerFrame, 0, 0, 10, 10)
        assertRect(t.node("1/rectangle").frame, 10, 0, 10, 10)
        XCTAssertEqual(t.size, Size(width: 20, height: 10))
    }

    func testShapesAreGreedyWithIdealTenByTen() throws {
        let ideal = try layoutSpec("component: c\nbody:\n  capsule: {}\n")
        XCTAssertEqual(ideal.size, Size(width: 10, height: 10))
        let proposed = try layoutSpec("component: c\nwidth: 120\nheight: 44\nbody:\n  circle: {}\n")
        XCTAssertEqual(proposed.size, Size(width: 120, height: 44))
    }

    func testIconBoxScalesWithFont() throws {
        let t = try layoutSpec("""
        component: c
        body:
          hstack:
            children:
              - icon: chevron.right
                modifiers: [{font: {size: 13, weight: medium}}]
              - icon: {path: "M0 0 L10 20 Z", viewBox: [10, 20]}
                modifiers: [{font: {size: 20}}]
        """)
        assertRect(t.node("0/icon").frame, 0, 3.5, 7.8, 13)
        assertRect(t.node("1/icon").frame, 15.8, 0, 10, 20)
    }

    func testFontIsInheritedAndInnermostWins() throws {
        let t = try layoutSpec("""
        component: c
        body:
          vstack:
            children:
              - text: "A"
              - text: "B"
                modifiers: [{font: {size: 30}}]
          modifiers: [{font: {size: 12, weight: bold}}, {font: {size: 50}}]
        """)
        XCTAssertEqual(t.node("0/text").font?.size, 12)
        XCTAssertEqual(t.node("0/text").font?.weight, .bold)
        XCTAssertEqual(t.node("1/text").font?.size, 30)
    }

    func testUseComposesAnotherComponentWithProps() throws {
        let system = try makeSystem(tokens: "sizes: {dot: 10}\ncolors: {good: \"#4CABA8\"}", components: [
            "dot": "component: dot\nprops: {size: 10, color: good}\nbody:\n  circle: {}\n  modifiers: [{fill: \"{color}\"}, {frame: {width: \"{size}\", height: \"{size}\"}}]\n",
            "row": "component: row\nbody:\n  hstack:\n    spacing: 4\n    children:\n      - use: dot\n        props: {size: 24}\n      - use: {component: dot}\n",
        ])
        let tree = try sharedLayout.layout(try SpecResolver(system: system).resolve("row"))
        XCTAssertEqual(tree.nodes.map(\.kind), ["hstack", "use", "circle", "use", "circle"])
        XCTAssertEqual(tree.nodes[1].component, "dot")
        assertRect(tree.nodes[2].frame, 0, 0, 24, 24)
        assertRect(tree.nodes[4].frame, 28, 7, 10, 10)
        XCTAssertEqual(tree.nodes[2].path, "body/hstack/0/use/circle")
    }

    /// A text style's size and leading come from the Dynamic Type table; one line is the face's
    /// own height (the leading goes between lines), two lines are that plus the leading.
    func testTextUsesDynamicTypeLeadingAndSize() throws {
        for (size, points, leading) in [(DynamicTypeSize.xSmall, 14.0, 19.0), (.large, 17, 22), (.accessibility5, 53, 62)] {
            let t = try layoutSpec("component: c\nbody:\n  text: Hello\n  modifiers: [{font: body}]\n", dynamicType: size)
            let n = t.node("body/text")
            let natural = try sharedLayout.text.library.face(for: ResolvedFont(size: points)).naturalLineHeight(size: points)
            XCTAssertEqual(n.text?.fontSize, points)
            XCTAssertEqual(n.font?.lineHeight, leading)
            XCTAssertEqual(n.frame.height, natural, accuracy: 1e-9)
            let two = try layoutSpec("component: c\nbody:\n  text: \"Hello\\nWorld\"\n  modifiers: [{font: body}]\n", dynamicType: size)
            XCTAssertEqual(two.node("body/text").frame.height, natural + leading, accuracy: 1e-9)
        }
    }

    /// On a screen of a given scale a text is sized in whole pixels, rounded up, as iOS sizes it
    /// (EssentialGhibli's rows: a 19.09 pt headline and 54.71 pt of description stack as 19.33 and
    /// 55 at 3×; ferrostar's banner is a 20.29 pt body line plus 16 pt of padding: 36.33 pt) —
    /// never wider than the width it wrapped to fit. Without a scale, points as measured.
    func testTextIsSizedInWholePixelsOfItsScreen() throws {
        let system = try makeSystem(tokens: "colors: {accent: \"#E89B3C\"}", components: ["c": """
        component: c
        body:
          vstack:
            spacing: 0
            children:
              - text: Hello
                modifiers: [{font: body}]
              - text: "Brake fluid replacement is overdue"
                modifiers: [{font: body}, {frame: {width: 100.2}}]
        """])
        var component = try SpecResolver(system: system).resolve("c", variant: "default")
        let points = try sharedLayout.layout(component)
        let natural = try sharedLayout.text.library.face(for: ResolvedFont(size: 17)).naturalLineHeight(size: 17)
        XCTAssertEqual(points.node("vstack/0/text").frame.height, natural, accuracy: 1e-9)
        let width = points.node("vstack/0/text").frame.width
        for scale in [1, 2, 3] {
            component.displayScale = scale
            let t = try sharedLayout.layout(component)
            let s = Double(scale)
            let hello = t.node("vstack/0/text").frame
            XCTAssertEqual(hello.height, (natural * s).rounded(.up) / s, accuracy: 1e-9, "@\(scale)x")
            XCTAssertEqual(hello.width, (width * s).rounded(.up) / s, accuracy: 1e-9, "@\(scale)x")
            let wrapped = t.node("vstack/1/text").frame
            XCTAssertLessThanOrEqual(wrapped.width, 100.2 + 1e-9)
            XCTAssertEqual(wrapped.y, hello.maxY, accuracy: 1e-9)
        }
    }

    func testLineLimitTruncatesWithEllipsis() throws {
        let t = try layoutSpec("""
        component: c
        width: 100
        body:
          text: "Brake fluid replacement is overdue"
          modifiers: [{font: {size: 15}}, {lineLimit: 1}]
        """)
        let n = t.node("body/text")
        XCTAssertEqual(n.text?.lines.count, 1)
        XCTAssertTrue(n.text!.lines[0].text.hasSuffix("…"))
        XCTAssertLessThanOrEqual(n.frame.width, 100)
    }

    func testMultilineAlignmentCentersLines() throws {
        let t = try layoutSpec("""
        component: c
        width: 90
        body:
          text: "Oil change due soon"
          modifiers: [{font: {size: 17}}, {multilineTextAlignment: center}]
        """)
        let n = t.node("body/text")
        XCTAssertGreaterThan(n.text!.lines.count, 1)
        for line in n.text!.lines {
            XCTAssertEqual(line.x, (n.frame.width - line.width) / 2, accuracy: 1e-9)
        }
    }
}

/// Font file overrides from `fontFaces` and the default Inter / Inter Display / JetBrains map.
final class FontMapLayoutTests: XCTestCase {
    func testDefaultFacesBySizeAndDesign() throws {
        let t = try layoutSpec("""
        component: c
        body:
          vstack:
            children:
              - text: a
                modifiers: [{font: {size: 19.5}}]
              - text: a
                modifiers: [{font: {size: 20, weight: bold}}]
              - text: a
                modifiers: [{font: {size: 12, design: monospaced, weight: medium}}]
        """)
        XCTAssertEqual(t.node("0/text").text?.facePath.hasSuffix("/Inter-Regular.otf"), true)
        XCTAssertEqual(t.node("1/text").text?.facePath.hasSuffix("/InterDisplay-Bold.otf"), true)
        XCTAssertEqual(t.node("2/text").text?.facePath.hasSuffix("/JetBrainsMono-Medium.ttf"), true)
    }

    func testFontFacesOverrideAFileForADesignAndWeight() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-ff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("components"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // Any font file the user names: here a copy of the bundled JetBrains Mono.
        let mono = dir.appendingPathComponent("MyRounded-SemiBold.ttf").path
        try FileManager.default.copyItem(atPath: BundledFonts.directory + "/JetBrainsMono-SemiBold.ttf", toPath: mono)
        try """
        fontFaces:
          rounded: {semibold: \(mono)}
        fonts:
          miles: {size: 15, weight: semibold, design: rounded}
        """.write(to: dir.appendingPathComponent("tokens.yaml"), atomically: true, encoding: .utf8)
        try "component: c\nbody:\n  text: \"1,200 mi\"\n  modifiers: [{font: miles}]\n"
            .write(to: dir.appendingPathComponent("components/c.yaml"), atomically: true, encoding: .utf8)
        let system = try DesignSystem.load(directory: dir.path)
        let tree = try Layout(fontOverrides: system.tokens.fontFaces).layout(try SpecResolver(system: system).resolve("c"))
        XCTAssertEqual(tree.nodes[0].text?.facePath, mono)
        // JetBrains Mono: 600 units per glyph at 1000 upem → 8 glyphs × 9 pt.
        XCTAssertEqual(tree.nodes[0].frame.width, 8 * 15 * 0.6, accuracy: 1e-9)
    }

    func testMissingFontFileIsALocatedError() throws {
        XCTAssertThrowsError(try Tokens.parse(YAMLReader().parse("fontFaces:\n  serif: {regular: nope/Missing.ttf}\n", file: "/x/tokens.yaml"), file: "/x/tokens.yaml")) { e in
            XCTAssertEqual((e as? PlumbError)?.description, "/x/tokens.yaml:2:20: error: font file '/x/nope/Missing.ttf' does not exist")
        }
    }
}

/// The same inputs give the same bytes, across runs and threads.
final class DeterminismTests: XCTestCase {
    func testJSONDumpIsByteIdenticalAcrossRunsAndThreads() throws {
        let spec = """
        component: c
        width: 300
        body:
          hstack:
            alignment: firstTextBaseline
            children:
              - text: "Überweisung €1,204.50"
                modifiers: [{font: {size: 22, weight: semibold}}]
              - spacer: {}
              - text: "Due soon, please book"
                modifiers: [{font: {size: 13}}, {lineLimit: 2}]
          modifiers: [{padding: 12}, {background: {roundedRectangle: {cornerRadius: 8}}}]
        """
        let first = LayoutDump.json(try layoutSpec(spec))
        XCTAssertTrue(first.contains("\"path\": \"body/hstack/modifiers/1/roundedRectangle\""))
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var values: [String] = []
            func add(_ s: String) { lock.lock(); values.append(s); lock.unlock() }
        }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            results.add((try? layoutSpec(spec)).map(LayoutDump.json) ?? "failed")
        }
        XCTAssertEqual(results.values.count, 8)
        for r in results.values { XCTAssertEqual(r, first) }
    }
}
