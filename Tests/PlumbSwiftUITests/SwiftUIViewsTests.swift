import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// SwiftUI's views onto the node model: stacks as the YAML stacks, grids, controls' iOS looks,
/// gradients, scroll views, and located warnings for what is outside the subset.
final class SwiftUIViewsTests: XCTestCase {
    func testVStackGivesTheFramesOfTheYAMLVStack() throws {
        let swift = try layoutPreview("""
        import SwiftUI
        #Preview {
            VStack(alignment: .leading, spacing: 8) {
                Text("Title").font(.headline)
                Text("Subtitle")
                Rectangle().frame(width: 40, height: 20)
            }
            .padding(16)
        }
        """)
        let yaml = try yamlLayout("""
        component: c
        width: 393
        body:
          vstack:
            alignment: leading
            spacing: 8
            children:
              - text: Title
                modifiers: [{font: headline}]
              - text: Subtitle
              - rectangle: {}
                modifiers: [{frame: {width: 40, height: 20}}]
          modifiers: [{padding: 16}]
        """)
        XCTAssertEqual(swift.nodes.map(\.view.kind.name), yaml.nodes.map(\.view.kind.name))
        XCTAssertEqual(swift.nodes.map(\.frame), yaml.nodes.map(\.frame))
        assertRect(swift.node("VStack/2/Rectangle").frame, 16, swift.node("VStack/2/Rectangle").frame.y, 40, 20)
        XCTAssertEqual(swift.node("VStack/1/Text").frame.x, 16)
    }

    func testHStackZStackAndLazyVGridGiveTheFramesOfTheirYAMLTwins() throws {
        let swift = try layoutPreview("""
        import SwiftUI
        #Preview {
            HStack(alignment: .top, spacing: 12) {
                ZStack(alignment: .bottomTrailing) {
                    Circle().fill(.blue).frame(width: 40, height: 40)
                    Capsule().fill(.red).frame(width: 12, height: 8)
                }
                LazyVGrid(columns: [GridItem(.flexible(), spacing: 6), GridItem(.flexible())], alignment: .leading, spacing: 4) {
                    Text("One")
                    Text("Two")
                    Text("Three")
                }
            }
            .padding(.horizontal, 16)
        }
        """)
        let yaml = try yamlLayout("""
        component: c
        width: 393
        body:
          hstack:
            alignment: top
            spacing: 12
            children:
              - zstack:
                  alignment: bottomTrailing
                  children:
                    - circle: {}
                      modifiers: [{fill: "#007AFF"}, {frame: {width: 40, height: 40}}]
                    - capsule: {}
                      modifiers: [{fill: "#FF3B30"}, {frame: {width: 12, height: 8}}]
              - grid:
                  columns: 2
                  spacing: 6
                  rowSpacing: 4
                  alignment: leading
                  children:
                    - text: One
                    - text: Two
                    - text: Three
          modifiers: [{padding: {horizontal: 16}}]
        """)
        XCTAssertEqual(swift.nodes.map(\.view.kind.name), yaml.nodes.map(\.view.kind.name))
        XCTAssertEqual(swift.nodes.map(\.frame), yaml.nodes.map(\.frame))
        XCTAssertEqual(swift.nodes.map(\.outerFrame), yaml.nodes.map(\.outerFrame))
    }

    func testGridRowsCompleteShortRowsAndLazyVGridColumns() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            VStack(spacing: 0) {
                Grid(horizontalSpacing: 4, verticalSpacing: 6) {
                    GridRow {
                        Color.red.frame(width: 10, height: 10)
                        Color.blue.frame(width: 20, height: 20)
                    }
                    GridRow {
                        Color.green.frame(width: 30, height: 5)
                    }
                }
                .frame(width: 100)
                LazyVGrid(columns: [GridItem(.flexible(), spacing: 13), GridItem(.flexible())], spacing: 10) {
                    ForEach(0..<3) { _ in Color.orange.frame(height: 20) }
                }
            }
        }
        """)
        let grid = t.node("VStack/0/Grid")
        guard case .grid(let columns, let spacing, let rowSpacing, _, let cells, _) = grid.view.kind else { return XCTFail("not a grid") }
        XCTAssertEqual([Double(columns), spacing ?? -1, rowSpacing ?? -1, Double(cells.count)], [2, 4, 6, 4])
        // Columns of (100 − 4) / 2 = 48 pt; rows 20 and 5 pt tall, 6 pt apart.
        // The 100 pt grid is centred in the 393 pt preview: x from 146.5.
        assertRect(t.node("Grid/0/Color").frame, 146.5 + 19, 5, 10, 10)
        assertRect(t.node("Grid/1/Color").frame, 146.5 + 52 + 14, 0, 20, 20)
        assertRect(t.node("Grid/2/Color").frame, 146.5 + 9, 26, 30, 5)
        assertRect(t.node("Grid/3/EmptyCell").frame, 146.5 + 52 + 24, 28.5, 0, 0)
        // LazyVGrid: two columns of (393 − 13) / 2 = 190 pt, rows 10 pt apart.
        let lazy = t.node("VStack/1/LazyVGrid")
        assertRect(lazy.frame, 0, 31, 393, 50)
        assertRect(t.node("LazyVGrid/0/Color").frame, 0, 31, 190, 20)
        assertRect(t.node("LazyVGrid/1/Color").frame, 203, 31, 190, 20)
        assertRect(t.node("LazyVGrid/2/Color").frame, 0, 61, 190, 20)
    }

    func testLinearProgressViewFillsTheFractionInTheTint() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            ProgressView(value: 3, total: 4).tint(.orange).frame(width: 200)
        }
        """)
        let bar = t.node("ProgressView")
        assertRect(bar.outerFrame, 0, 0, 200, 4)
        assertRect(t.node("ProgressView/0/Track").frame, 0, 0, 200, 4)
        assertRect(t.node("ProgressView/1/Fill").frame, 0, 0, 200, 4)
        guard case .zstack(_, let children) = bar.view.kind else { return XCTFail("not a zstack") }
        guard case .fill(let track)? = children[0].modifiers.first, case .fill(let fill)? = children[1].modifiers.first,
              case .scaleEffect(let x, 1, let anchor)? = children[1].modifiers.last else { return XCTFail("unexpected bar") }
        XCTAssertEqual(track, .solid(RGBA(hex: "#E5E5EA")!))
        XCTAssertEqual(fill, .solid(RGBA(hex: "#FF9500")!))
        XCTAssertEqual(x, 0.75)
        XCTAssertEqual(anchor, UnitPoint(x: 0, y: 0.5))
        XCTAssertEqual(bar.view.modifiers.compactMap { m -> ShapeKind? in if case .clipShape(let s) = m { return s }; return nil }, [ShapeKind.capsule(.circular)])
    }

    /// The spinner as an iOS 18 simulator snapshot records it (measured at 3× on a public
    /// repository's swift-snapshot-testing references, light and dark): 20 × 20 pt, eight
    /// 2.5 pt capsule spokes from 3.18 to 9.82 pt off the centre in `secondaryLabel`, the
    /// darkest at 9 o'clock (0.85 of the colour's alpha) and each next one counterclockwise
    /// 0.145 lighter down to 0.27. No warning: this is the picture iOS's snapshot shows.
    func testCircularProgressViewIsTheSpinnerAnIOSSnapshotRecords() throws {
        let source = """
        import SwiftUI
        #Preview {
            ProgressView()
        }
        """
        let r = evaluate(source)
        XCTAssertEqual(r[0].diagnostics.map(\.description), [])
        let t = try sharedLayout.layout(r[0].component!)
        assertRect(t.node("preview/ProgressView").frame, 0, 0, 20, 20)
        // At 3× on white: each spoke's middle, 6.5 pt (19.5 px) from the centre (30, 30).
        let image = try renderPreview(source, scale: 3)
        func ink(_ dx: Double, _ dy: Double) -> Int { previewRGB(image, Int(30 + 19.5 * dx), Int(30 + 19.5 * dy))[0] }
        let r2 = 0.5.squareRoot()
        // secondaryLabel (60, 60, 67, 0.6) at 0.85, 0.705, 0.56, 0.415 and 0.27 of its alpha over
        // white: 156, 172, 189, 206 and 223, as on iOS.
        XCTAssertEqual(ink(-1, 0), 156, accuracy: 2)
        XCTAssertEqual(ink(-r2, r2), 172, accuracy: 2)
        XCTAssertEqual(ink(0, 1), 189, accuracy: 2)
        XCTAssertEqual(ink(r2, r2), 206, accuracy: 2)
        for (dx, dy) in [(1.0, 0.0), (r2, -r2), (0, -1), (-r2, -r2)] { XCTAssertEqual(ink(dx, dy), 223, accuracy: 2) }
        // The 9 o'clock spoke runs from 0.55 to 20.45 px and is 7.5 px tall about the centre
        // row: its first and last rows are three quarters covered (181, as on iOS).
        let spoke: [(Int, Int, Int)] = [(21, 30, 255), (19, 30, 156), (2, 30, 156), (10, 25, 255), (10, 26, 181), (10, 27, 156),
                                        (10, 33, 181), (10, 34, 255)]
        for (x, y, value) in spoke { XCTAssertEqual(previewRGB(image, x, y)[0], value, accuracy: 3, "pixel (\(x), \(y))") }
    }

    func testToggleIsTheIOSSwitchGreenWhenOn() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            VStack {
                Toggle("Wi-Fi", isOn: .constant(true))
                Toggle("Bluetooth", isOn: .constant(false)).tint(.purple)
            }
        }
        """)
        // iOS 26's switch (home-assistant's references): a 63 × 28 pt track, a 37 × 24 pt capsule
        // thumb 2 pt inside it.
        let on = t.node("VStack/0/Toggle/2/Switch")
        assertRect(on.frame, 330, on.frame.y, 63, 28)
        let thumb = t.node("VStack/0/Toggle/2/Switch/1/Capsule")
        assertRect(thumb.frame, 354, on.frame.y + 2, 37, 24)
        guard case .zstack(let a, let parts) = on.view.kind, case .fill(let green)? = parts[0].modifiers.first else { return XCTFail("no switch") }
        XCTAssertEqual(a.horizontal, .trailing)
        XCTAssertEqual(green, .solid(RGBA(hex: "#65C466")!))
        guard case .zstack(let offAlignment, let offParts) = t.node("VStack/1/Toggle/2/Switch").view.kind,
              case .fill(let gray)? = offParts[0].modifiers.first else { return XCTFail("no switch") }
        XCTAssertEqual(offAlignment.horizontal, .leading)
        XCTAssertEqual(gray, .solid(RGBA(hex: "#C5C5C7")!))
    }

    func testButtonStylesRolesTintAndDisabled() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            VStack {
                Button("Save") {}.buttonStyle(.borderedProminent).tint(.orange)
                Button("Delete", role: .destructive) {}
                Button("Plain") {}.buttonStyle(.plain)
                Button("Off") {}.buttonStyle(.bordered).disabled(true)
            }
        }
        """)
        let save = t.node("VStack/0/Text")
        XCTAssertEqual(save.frame.x - (save.outerFrame?.x ?? 0), 14)
        XCTAssertEqual((save.outerFrame?.height ?? 0) - save.frame.height, 14, accuracy: 1e-9)
        func colour(_ n: LayoutNode) -> Paint? {
            n.view.modifiers.compactMap { if case .foregroundColor(let p) = $0 { return p }; return nil }.first
        }
        func background(_ n: LayoutNode) -> Paint? {
            for m in n.view.modifiers { if case .background(let b, _) = m, case .fill(let p)? = b.modifiers.first { return p } }
            return nil
        }
        XCTAssertEqual(colour(save), .solid(RGBA(r: 1, g: 1, b: 1, a: 1)))
        XCTAssertEqual(background(save), .solid(RGBA(hex: "#FF9500")!))
        XCTAssertEqual(colour(t.node("VStack/1/Text")), .solid(RGBA(hex: "#FF3B30")!))
        XCTAssertNil(colour(t.node("VStack/2/Text")))
        XCTAssertEqual(colour(t.node("VStack/3/Text")), .solid(RGBA(hex: "#3C3C434C")!))
        XCTAssertEqual(background(t.node("VStack/3/Text")), .solid(RGBA(hex: "#7676801F")!))
    }

    /// `.bordered` on iOS 26 (RSSReader's references): untinted, a `secondarySystemFill` capsule
    /// ((120, 120, 128) at 16 %: (233, 233, 234) over white); tinted, the tint at 15 %; at
    /// `.controlSize(.small)` a 15 pt `.subheadline` label padded 5 × 10 pt (28 × 63.67 pt for
    /// "Check" on the iPhone 16 at the default size; 27 × 61 on the iPhone SE, one size smaller).
    func testBorderedButtonFillAndSmallControlSize() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            VStack {
                Button("Check") {}.buttonStyle(.bordered)
                Button("Pink") {}.buttonStyle(.bordered).tint(.pink)
                Button("Small") {}.buttonStyle(.bordered).controlSize(.small)
            }
        }
        """)
        func background(_ n: LayoutNode) -> Paint? {
            for m in n.view.modifiers { if case .background(let b, _) = m, case .fill(let p)? = b.modifiers.first { return p } }
            return nil
        }
        XCTAssertEqual(background(t.node("VStack/0/Text")), .solid(RGBA(hex: "#78788029")!))
        XCTAssertEqual(background(t.node("VStack/1/Text")), Paint.solid(RGBA(hex: "#FF2D55")!).withOpacity(0.15))
        let small = t.node("VStack/2/Text")
        XCTAssertEqual(small.font?.size, 15)
        XCTAssertEqual(small.frame.x - (small.outerFrame?.x ?? 0), 10)
        XCTAssertEqual((small.outerFrame?.height ?? 0) - small.frame.height, 10, accuracy: 1e-9)
        XCTAssertEqual(t.node("VStack/0/Text").font?.size, 17)
    }

    func testLinearGradientAsAViewAndAsAStyle() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            VStack(spacing: 0) {
                LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).frame(height: 10)
                Rectangle().fill(.linearGradient(Gradient(stops: [.init(color: .white, location: 0.2), Gradient.Stop(color: .black, location: 1)]),
                                                 startPoint: .top, endPoint: .bottom)).frame(height: 10)
            }
        }
        """)
        guard case .fill(let a)? = t.node("VStack/0/Color").view.modifiers.first,
              case .fill(let b)? = t.node("VStack/1/Rectangle").view.modifiers.first else { return XCTFail("no fills") }
        XCTAssertEqual(a, .linear(start: UnitPoint(x: 0, y: 0.5), end: UnitPoint(x: 1, y: 0.5),
                                  stops: [GradientStop(color: RGBA(hex: "#FF3B30")!, location: 0), GradientStop(color: RGBA(hex: "#007AFF")!, location: 1)]))
        XCTAssertEqual(b, .linear(start: UnitPoint(x: 0.5, y: 0), end: UnitPoint(x: 0.5, y: 1),
                                  stops: [GradientStop(color: RGBA(hex: "#FFFFFF")!, location: 0.2), GradientStop(color: RGBA(hex: "#000000")!, location: 1)]))
    }

    func testHorizontalScrollViewKeepsItsContentAtItsIdealWidth() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            VStack(spacing: 0) {
                ScrollView(.horizontal, showsIndicators: false) {
                    ForEach(0..<5) { _ in Color.red.frame(width: 100, height: 50) }
                }
                ScrollView {
                    Text("Top")
                }
            }
        }
        """)
        let h = t.node("VStack/0/ScrollView")
        assertRect(h.outerFrame, 0, 0, 393, 50)
        XCTAssertEqual(h.frame.width, 500 + 4 * 8)
        XCTAssertEqual(h.frame.x, 0)
        XCTAssertEqual(t.node("ScrollView/4/Color").frame.x, 432)
        let v = t.node("VStack/1/ScrollView")
        XCTAssertEqual(v.outerFrame?.width, 393)
        XCTAssertEqual(v.frame.y, 50)
    }

    func testLabelIsIconThenTitle() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            Label("Events", systemImage: "calendar")
        }
        """)
        let icon = t.node("Label/0/Image"), title = t.node("Label/1/Text")
        XCTAssertLessThan(icon.frame.maxX, title.frame.x)
        guard case .icon(let spec) = icon.view.kind else { return XCTFail("no icon") }
        XCTAssertEqual(spec.name, "calendar")
    }

    func testResizableImageTakesTheFramesSize() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            Image(systemName: "star.fill").resizable().scaledToFit().frame(width: 40, height: 40)
        }
        """)
        let image = t.node("Image")
        assertRect(image.outerFrame, 0, 0, 40, 40)
        XCTAssertEqual(max(image.frame.width, image.frame.height), 40, accuracy: 1e-9)
    }

    func testUnsupportedViewsAreEmptyWithAWarningAndGeometryReaderIsApproximated() throws {
        let r = evaluate("""
        import SwiftUI
        #Preview {
            VStack(spacing: 10) {
                VideoPlayer(player: nil)
                GeometryReader { proxy in
                    Color.red.frame(width: proxy.size.width / 3, height: 10)
                }
                Text("after")
            }
        }
        """)
        XCTAssertEqual(r[0].diagnostics.map(\.description), [
            "Card.swift:4:9: warning: VideoPlayer is not supported: drawn as an empty view",
            "Card.swift:5:9: warning: GeometryReader is approximated: its proxy reports the preview device's screen (393 × 852 pt)",
        ])
        let t = try sharedLayout.layout(r[0].component!)
        assertRect(t.node("GeometryReader/modifiers/2/ZStack/0/Color").frame, 0, 0, 131, 10)
        XCTAssertEqual(t.nodes.filter { $0.path.hasSuffix("/Text") }.map(\.path), ["preview/VStack/1/Text"])
    }

    func testLabeledContentAndContentUnavailableView() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            VStack(spacing: 0) {
                LabeledContent("Version", value: "1.0")
                ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Try another search."))
                    .frame(height: 300)
            }
        }
        """)
        let value = t.node("LabeledContent/2/Text")
        XCTAssertEqual(value.frame.maxX, 393, accuracy: 1e-9)
        XCTAssertEqual(value.foreground, .solid(RGBA(hex: "#3C3C4399")!))
        let unavailable = t.node("VStack/1/ContentUnavailableView")
        let symbol = t.node("ContentUnavailableView/0/Image"), title = t.node("ContentUnavailableView/1/Text")
        let description = t.node("ContentUnavailableView/2/Text")
        XCTAssertEqual(symbol.font?.size, 48)
        XCTAssertEqual([title.font?.size, title.font?.weight == .bold ? 1 : 0], [22, 1])
        XCTAssertEqual(title.frame.y - symbol.frame.maxY, 15, accuracy: 1e-9)
        XCTAssertEqual(description.frame.y - title.frame.maxY, 3, accuracy: 1e-9)
        XCTAssertEqual(description.font?.size, 15)
        // Centred in the 300 pt it is offered, with the 21 pt of the (absent) actions below.
        let top = symbol.frame.y - unavailable.outerFrame!.y, bottom = unavailable.outerFrame!.maxY - description.frame.maxY
        XCTAssertEqual(top + 21, bottom, accuracy: 1e-9)
    }

    /// The closures form: `ContentUnavailableView { Label(…) } description: { … } actions: { … }`
    /// — the Label's symbol at 48 pt above its title, the actions below (was the label drawn
    /// inline as a row, and no actions).
    func testContentUnavailableViewWithALabelAndActions() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            ContentUnavailableView {
                Label("No Items", systemImage: "tray")
            } description: {
                Text("Add items to get started")
            } actions: {
                Button("Add Item") {}.buttonStyle(.bordered)
            }
            .frame(height: 300)
        }
        """)
        let texts = t.nodes.compactMap(\.text?.lines.first?.text)
        XCTAssertEqual(texts, ["No Items", "Add items to get started", "Add Item"])
        let symbol = try XCTUnwrap(t.nodes.first { $0.path.hasSuffix("ContentUnavailableView/0/Image") })
        let title = try XCTUnwrap(t.nodes.first { $0.text?.lines.first?.text == "No Items" })
        XCTAssertEqual(symbol.font?.size, 48)
        XCTAssertEqual(title.font?.weight, .bold)
        XCTAssertEqual(title.frame.y - symbol.frame.maxY, 15, accuracy: 1e-9)
        let action = try XCTUnwrap(t.nodes.first { $0.text?.lines.first?.text == "Add Item" })
        let description = try XCTUnwrap(t.nodes.first { $0.text?.lines.first?.text == "Add items to get started" })
        // The action's label 15 pt, 5 pt inside its button, the button 20 pt below the description.
        XCTAssertEqual(action.font?.size, 15)
        XCTAssertEqual(action.frame.y - description.frame.maxY, 25, accuracy: 1e-9)
        XCTAssertEqual(action.frame.x - action.outerFrame!.x, 10, accuracy: 1e-9)
        // A description too long for a line wraps 32 pt inside each side.
        let long = try layoutPreview("""
        import SwiftUI
        #Preview {
            ContentUnavailableView("Failed", systemImage: "tray",
                                   description: Text("Unable to connect to server. Please check your internet connection and try again."))
                .frame(width: 375, height: 300)
        }
        """)
        let lines = try XCTUnwrap(long.nodes.first { $0.text?.lines.count ?? 0 > 1 })
        XCTAssertEqual(lines.text?.lines.first?.text, "Unable to connect to server. Please check")
        XCTAssertGreaterThanOrEqual(lines.frame.x, 32)
        XCTAssertLessThanOrEqual(lines.frame.maxX, 375 - 32)
    }

    /// The symbol follows Dynamic Type like body text up to accessibility3 and stops there
    /// (RSSReader's references: 0.94 of its large size at `medium`, 2.35 at AX5); content taller
    /// than the space keeps its height and overflows both edges, centred, instead of
    /// truncating the description (was: 48 pt at every size, the description cut to two lines).
    func testContentUnavailableViewFollowsDynamicTypeAndOverflowsCentred() throws {
        func symbolSize(_ size: String) throws -> Double? {
            let t = try layoutPreview("""
            import SwiftUI
            #Preview {
                ContentUnavailableView("Empty", systemImage: "tray", description: Text("Nothing here."))
                    .frame(width: 375, height: 400)
                    .dynamicTypeSize(.\(size))
            }
            """)
            return t.nodes.first { $0.path.hasSuffix("ContentUnavailableView/0/Image") }?.font?.size
        }
        XCTAssertEqual(try XCTUnwrap(symbolSize("large")), 48, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(symbolSize("medium")), 48 * 16 / 17, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(symbolSize("accessibility3")), 48 * 40 / 17, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(symbolSize("accessibility5")), 48 * 40 / 17, accuracy: 1e-9)
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            ContentUnavailableView("Failed to Load", systemImage: "tray",
                                   description: Text("Unable to connect to server. Please check your internet connection and try again."))
                .frame(width: 375, height: 450)
                .dynamicTypeSize(.accessibility5)
        }
        """)
        let description = try XCTUnwrap(t.nodes.first { $0.text?.lines.first?.text.hasPrefix("Unable") ?? false })
        XCTAssertFalse(description.text!.lines.last!.text.hasSuffix("…"))
        // A title on two lines centres each (iOS: "Failed" over "to Load", both centred).
        let title = try XCTUnwrap(t.nodes.first { $0.text?.lines.first?.text == "Failed" })
        let lines = title.text!.lines
        XCTAssertEqual(lines.count, 2)
        XCTAssertEqual(lines[0].x + lines[0].width / 2, lines[1].x + lines[1].width / 2, accuracy: 1e-9)
        let symbol = try XCTUnwrap(t.nodes.first { $0.path.hasSuffix("ContentUnavailableView/0/Image") })
        XCTAssertLessThan(symbol.frame.y, 0)
        let stack = try XCTUnwrap(t.nodes.first { $0.path.hasSuffix("ContentUnavailableView") })
        XCTAssertEqual(stack.frame.y + stack.frame.height / 2, 225, accuracy: 1e-9)
    }

    func testControlsInTheirInitialState() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            VStack(alignment: .leading, spacing: 0) {
                TextField("Email", text: .constant(""))
                SecureField("Password", text: .constant("abc"))
                Menu("Sort") { Button("Name") {} }
                DisclosureGroup("Advanced") { Text("Hidden") }
                DisclosureGroup("Shown", isExpanded: .constant(true)) { Text("Inside") }
                Toggle("Label", isOn: .constant(true)).labelsHidden()
            }
        }
        """)
        let email = t.node("VStack/0/TextField")
        XCTAssertEqual(email.text?.lines.map(\.text), ["Email"])
        XCTAssertEqual(email.foreground, .solid(RGBA(hex: "#3C3C434C")!))
        XCTAssertEqual(email.outerFrame?.width, 393)
        XCTAssertEqual(t.node("VStack/1/SecureField").text?.lines.map(\.text), ["•••"])
        XCTAssertEqual(t.node("VStack/2/Text").foreground, .solid(RGBA(hex: "#007AFF")!))
        XCTAssertNil(t.nodes.first { $0.text?.lines.first?.text == "Hidden" })
        let chevron = t.node("VStack/3/DisclosureGroup/0/HStack/2/Image")
        guard case .icon(let collapsed) = chevron.view.kind else { return XCTFail("no chevron") }
        XCTAssertEqual(collapsed.name, "chevron.right")
        XCTAssertEqual(chevron.frame.maxX, 393, accuracy: 1e-9)
        let inside = t.nodes.first { $0.text?.lines.first?.text == "Inside" }!
        let shownHeader = t.node("VStack/4/DisclosureGroup/0/HStack")
        XCTAssertEqual(inside.frame.y - shownHeader.frame.maxY, 8, accuracy: 1e-9)
        // Without its label, the toggle is only the switch.
        let toggle = t.node("VStack/5/Toggle")
        XCTAssertEqual(toggle.frame.width, 63)
        XCTAssertNil(t.nodes.first { $0.text?.lines.first?.text == "Label" })
    }

    func testLabelStylesWhereTheLabelStands() throws {
        let t = try layoutPreview("""
        import SwiftUI
        struct StackedLabelStyle: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 2) {
                    configuration.icon
                    configuration.title.font(.caption)
                }
            }
        }
        #Preview {
            VStack {
                Label("Only icon", systemImage: "calendar").labelStyle(.iconOnly)
                Label("Only title", systemImage: "calendar").labelStyle(.titleOnly)
                Label("Stacked", systemImage: "calendar").labelStyle(StackedLabelStyle())
            }
        }
        """)
        XCTAssertNil(t.nodes.first { $0.text?.lines.first?.text == "Only icon" })
        XCTAssertEqual(t.node("preview/VStack/1/Text").text?.lines.map(\.text), ["Only title"])
        let icon = t.node("VStack/2/VStack/0/Image"), title = t.node("VStack/2/VStack/1/Text")
        XCTAssertEqual(title.frame.y - icon.frame.maxY, 2, accuracy: 1e-9)
        XCTAssertEqual(title.font?.size, 12)
        guard case .icon = t.node("preview/VStack/0/Image").view.kind else { return XCTFail("no icon") }
    }
}

/// Lays out a YAML component (named `c`) with no tokens, for Swift-versus-YAML comparisons.
func yamlLayout(_ spec: String) throws -> LayoutTree {
    let tokens = try Tokens.parse(YAMLReader().parse("colors: {accent: \"#007AFF\"}", file: "tokens.yaml"), file: "tokens.yaml")
    let c = try ComponentSpec.parse(YAMLReader().parse(spec, file: "c.yaml"), file: "c.yaml")
    let system = DesignSystem(name: "test", directory: "test", tokens: tokens, components: ["c": c])
    return try sharedLayout.layout(try SpecResolver(system: system, dynamicType: .large).resolve("c", variant: "default"))
}

extension SwiftUIViewsTests {
    /// A single letter is not an SF Symbol (only `a.circle` and the like are): it stays outside
    /// the catalog and warns, while a composed name draws.
    func testSingleLetterSymbolStillWarns() throws {
        let r = evaluate("""
        import SwiftUI
        #Preview {
            VStack {
                Image(systemName: "a")
                Image(systemName: "xmark.circle.fill")
            }
        }
        """)
        let warnings = r[0].diagnostics.map(\.description)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].hasPrefix("Card.swift:4:9: warning: SF Symbol 'a' is not in Plumb's icon catalog: drawn as an empty square"), warnings[0])
    }
}
