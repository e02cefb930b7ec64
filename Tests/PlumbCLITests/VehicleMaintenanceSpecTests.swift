import Foundation
import PlumbLayout
import PlumbModel
import XCTest

/// Checks the vehicle-maintenance design system (specs/vehicle-maintenance) against the numbers
/// in its seed (shared/seeds/vehicle-maintenance-tracker.md): paddings, heights, radii, fonts,
/// hit areas. Values that do not depend on text metrics are compared exactly; text-dependent
/// ones are checked through relations (e.g. the content sits exactly 20 pt inside the card).
final class VehicleMaintenanceSpecTests: XCTestCase {
    static let accuracy = 1e-9

    struct MissingNode: Error { var path: String }

    /// Package root = three levels up from this file (Tests/PlumbCLITests/<file>).
    static let systemDirectory: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("specs/vehicle-maintenance").path
    }()

    private var system: DesignSystem!
    private var engine: Layout!

    override func setUpWithError() throws {
        system = try DesignSystem.load(directory: Self.systemDirectory)
        engine = Layout(fontOverrides: system.tokens.fontFaces)
    }

    // MARK: Helpers

    private func layout(_ name: String, variant: String = "default", appearance: Appearance = .dark,
                        dynamicType: DynamicTypeSize = .large) throws -> LayoutTree {
        let component = try SpecResolver(system: system, appearance: appearance, dynamicType: dynamicType)
            .resolve(name, variant: variant)
        return try engine.layout(component)
    }

    private func node(_ tree: LayoutTree, _ path: String, file: StaticString = #filePath, line: UInt = #line) throws -> LayoutNode {
        guard let n = tree.nodes.first(where: { $0.path == path }) else {
            XCTFail("no node at '\(path)'; paths: \(tree.nodes.map(\.path))", file: file, line: line)
            throw MissingNode(path: path)
        }
        return n
    }

    private func assertRect(_ r: Rect?, x: Double, y: Double, width: Double, height: Double,
                            _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let r else { return XCTFail("\(what): no frame", file: file, line: line) }
        XCTAssertEqual(r.x, x, accuracy: Self.accuracy, "\(what).x", file: file, line: line)
        XCTAssertEqual(r.y, y, accuracy: Self.accuracy, "\(what).y", file: file, line: line)
        XCTAssertEqual(r.width, width, accuracy: Self.accuracy, "\(what).width", file: file, line: line)
        XCTAssertEqual(r.height, height, accuracy: Self.accuracy, "\(what).height", file: file, line: line)
    }

    /// Insets of `inner` inside `outer`: (top, leading, bottom, trailing).
    private func insets(_ inner: Rect, in outer: Rect) -> (top: Double, leading: Double, bottom: Double, trailing: Double) {
        (inner.y - outer.y, inner.x - outer.x,
         (outer.y + outer.height) - (inner.y + inner.height), (outer.x + outer.width) - (inner.x + inner.width))
    }

    private func shape(_ n: LayoutNode) -> ShapeKind? {
        if case .shape(let s) = n.view.kind { return s }
        return nil
    }

    private func fill(_ n: LayoutNode) -> Paint? {
        for m in n.view.modifiers { if case .fill(let p) = m { return p } }
        return nil
    }

    private func isInteractive(_ n: LayoutNode) -> Bool {
        n.view.modifiers.contains { if case .accessibility(let a) = $0 { return a.interactive == true }; return false }
    }

    private func hasRectangleContentShape(_ n: LayoutNode) -> Bool {
        n.view.modifiers.contains { if case .contentShape(.rectangle) = $0 { return true }; return false }
    }

    // MARK: Card

    func testCardContentIsInsetTwentyPointsOnEveryEdge() throws {
        let tree = try layout("card")
        XCTAssertEqual(tree.size.width, 358, accuracy: Self.accuracy)
        let root = try node(tree, "body/vstack")
        let outer = try XCTUnwrap(root.outerFrame)
        assertRect(outer, x: 0, y: 0, width: 358, height: tree.size.height, "card outer frame")
        // modifiers: [frame(maxWidth: ∞), padding(20), background, overlay]; after the frame the
        // content spans the full inner width, so the padding shows on all four edges.
        XCTAssertEqual(root.modifierFrames.count, 4)
        let content = root.modifierFrames[0]
        assertRect(content, x: 20, y: 20, width: 318, height: tree.size.height - 40, "card content")
        let i = insets(content, in: outer)
        for (edge, v) in [("top", i.top), ("leading", i.leading), ("bottom", i.bottom), ("trailing", i.trailing)] {
            XCTAssertEqual(v, 20, accuracy: Self.accuracy, "card padding \(edge)")
        }
        // The vstack itself (text-sized) starts at the padded corner.
        XCTAssertEqual(root.frame.x, 20, accuracy: Self.accuracy)
        XCTAssertEqual(root.frame.y, 20, accuracy: Self.accuracy)
        XCTAssertEqual(root.frame.height, tree.size.height - 40, accuracy: Self.accuracy)

        // Background: 20 pt continuous corners, fills the whole card; border overlay likewise.
        let background = try node(tree, "body/vstack/modifiers/2/roundedRectangle")
        XCTAssertEqual(shape(background), .roundedRectangle(CornerRadii(all: 20), .continuous))
        assertRect(background.frame, x: 0, y: 0, width: 358, height: tree.size.height, "card background")
        XCTAssertEqual(fill(background), .solid(RGBA(hex: "#1C1C1C")!))
        let border = try node(tree, "body/vstack/modifiers/3/roundedRectangle")
        XCTAssertEqual(shape(border), .roundedRectangle(CornerRadii(all: 20), .continuous))
        assertRect(border.frame, x: 0, y: 0, width: 358, height: tree.size.height, "card border")
        let strokes = border.view.modifiers.compactMap { m -> Paint? in
            if case .strokeBorder(let p, let w, _) = m, w == 1 { return p }
            return nil
        }
        guard case .linear(let start, let end, let stops)? = strokes.first else { return XCTFail("card border is not a linear gradient") }
        XCTAssertEqual(start, UnitPoint.named["topLeading"])
        XCTAssertEqual(end, UnitPoint.named["bottomTrailing"])
        XCTAssertEqual(stops.map(\.color.a), [0.5, 0.2])
    }

    func testNextUpCardUsesCardPaddingAndStatusPill() throws {
        let tree = try layout("next-up-card")
        XCTAssertEqual(tree.size.width, 358, accuracy: Self.accuracy)
        let root = try node(tree, "body/vstack")
        XCTAssertTrue(isInteractive(root))
        let outer = try XCTUnwrap(root.outerFrame)
        let i = insets(root.modifierFrames[0], in: outer)
        for v in [i.top, i.leading, i.bottom, i.trailing] { XCTAssertEqual(v, 20, accuracy: Self.accuracy) }
        let background = try node(tree, "body/vstack/modifiers/2/roundedRectangle")
        XCTAssertEqual(shape(background), .roundedRectangle(CornerRadii(all: 20), .continuous))

        let pill = try node(tree, "body/vstack/0/hstack/0/vstack/0/use")
        XCTAssertEqual(pill.component, "status-pill")
        XCTAssertEqual(pill.frame.x, 20, accuracy: Self.accuracy, "pill sits top-leading")
        XCTAssertEqual(pill.frame.y, 20, accuracy: Self.accuracy, "pill sits top-leading")
        let dot = try node(tree, "body/vstack/0/hstack/0/vstack/0/use/hstack/0/circle")
        XCTAssertEqual(dot.frame.width, 6, accuracy: Self.accuracy)
        XCTAssertEqual(dot.frame.height, 6, accuracy: Self.accuracy)

        let service = try XCTUnwrap(node(tree, "body/vstack/0/hstack/0/vstack/1/text").font)
        XCTAssertEqual(service.size, 24)
        XCTAssertEqual(service.weight, .semibold)
        XCTAssertEqual(service.tracking, -0.5)
        let countdown = try node(tree, "body/vstack/0/hstack/0/vstack/2/hstack/0/text")
        XCTAssertEqual(countdown.font?.size, 40)
        XCTAssertEqual(countdown.font?.weight, .light)
        XCTAssertEqual(countdown.font?.design, .rounded)
        XCTAssertEqual(countdown.foreground, .solid(RGBA(hex: "#E89B3C")!), "countdown in the status colour")

        let divider = try node(tree, "body/vstack/1/divider")
        XCTAssertEqual(divider.frame.x, 20, accuracy: Self.accuracy)
        XCTAssertEqual(divider.frame.width, 318, accuracy: Self.accuracy)
        for path in ["body/vstack/2/hstack/0/vstack/0/text", "body/vstack/2/hstack/2/vstack/0/text"] {
            let label = try node(tree, path)
            XCTAssertEqual(label.font?.size, 10)
            XCTAssertEqual(label.font?.weight, .semibold)
            XCTAssertEqual(label.foreground, .solid(RGBA(hex: "#666666")!))
        }
        XCTAssertEqual(try node(tree, "body/vstack/2/hstack/0/vstack/0/text").text?.lines.first?.text, "CURRENT")
        XCTAssertEqual(try node(tree, "body/vstack/2/hstack/2/vstack/0/text").text?.lines.first?.text, "DUE AT")
        // "monospaced values" in mono-body's rounded design: tabular digits, `.monospacedDigit()`.
        for path in ["body/vstack/2/hstack/0/vstack/1/text", "body/vstack/2/hstack/2/vstack/1/text"] {
            let value = try node(tree, path)
            XCTAssertEqual(value.font?.design, .rounded)
            XCTAssertEqual(value.font?.monospacedDigit, true)
            XCTAssertEqual(value.textStyleFacts, ["monospacedDigit"])
        }
        // The due-at column is right-aligned to the content edge (358 − 20).
        let due = try node(tree, "body/vstack/2/hstack/2/vstack")
        XCTAssertEqual(due.frame.x + due.frame.width, 338, accuracy: Self.accuracy)
    }

    // MARK: Buttons

    func testPrimaryAndSecondaryButtonsAre358By52WithFourteenPointContinuousCorners() throws {
        for name in ["primary-button", "secondary-button"] {
            for variant in ["default", "pressed"] {
                let tree = try layout(name, variant: variant)
                XCTAssertEqual(tree.size.width, 358, accuracy: Self.accuracy, "\(name) \(variant) width")
                XCTAssertEqual(tree.size.height, 52, accuracy: Self.accuracy, "\(name) \(variant) height")
                let root = try node(tree, "body/text")
                assertRect(root.outerFrame, x: 0, y: 0, width: 358, height: 52, "\(name) outer frame")
                XCTAssertTrue(isInteractive(root), "\(name) is a tap target")
                // The label is centred in the 52 pt bar.
                XCTAssertEqual(root.frame.y * 2 + root.frame.height, 52, accuracy: Self.accuracy)
                XCTAssertEqual(root.frame.x * 2 + root.frame.width, 358, accuracy: Self.accuracy)
                XCTAssertEqual(root.font?.size, 16)
                XCTAssertEqual(root.font?.weight, .semibold)

                let bg = try node(tree, "body/text/modifiers/3/roundedRectangle")
                XCTAssertEqual(shape(bg), .roundedRectangle(CornerRadii(all: 14), .continuous), "\(name) radius")
                assertRect(bg.frame, x: 0, y: 0, width: 358, height: 52, "\(name) background")
                let inner = try node(tree, "body/text/modifiers/3/roundedRectangle/modifiers/1/roundedRectangle")
                XCTAssertEqual(shape(inner), .roundedRectangle(CornerRadii(all: 14), .continuous))
                assertRect(inner.frame, x: 0, y: 0, width: 358, height: 52, "\(name) sheen/border")

                let scaled = root.view.modifiers.contains { if case .scaleEffect(0.98, 0.98, _) = $0 { return true }; return false }
                let faded = root.view.modifiers.contains { if case .opacity(0.9) = $0 { return true }; return false }
                XCTAssertEqual(scaled, variant == "pressed", "\(name) \(variant) scale 0.98")
                XCTAssertEqual(faded, variant == "pressed", "\(name) \(variant) opacity 0.9")
            }
        }
        let primary = try layout("primary-button")
        let primaryText = try node(primary, "body/text")
        XCTAssertEqual(primaryText.foreground, .solid(RGBA(hex: "#121212")!))
        XCTAssertEqual(fill(try node(primary, "body/text/modifiers/3/roundedRectangle")), .solid(RGBA(hex: "#E89B3C")!))
        guard case .linear(_, _, let sheen)? = fill(try node(primary, "body/text/modifiers/3/roundedRectangle/modifiers/1/roundedRectangle")) else {
            return XCTFail("primary button sheen is not a gradient")
        }
        XCTAssertEqual(sheen.first?.color, RGBA(hex: "#FFFFFF")!.withOpacity(0.15))

        let secondary = try layout("secondary-button")
        XCTAssertEqual(fill(try node(secondary, "body/text/modifiers/3/roundedRectangle")), .solid(RGBA(hex: "#252525")!))
        let border = try node(secondary, "body/text/modifiers/3/roundedRectangle/modifiers/1/roundedRectangle")
        XCTAssertTrue(border.view.modifiers.contains {
            if case .strokeBorder(.solid(let c), 1, _) = $0 { return c == RGBA(hex: "#2A2A2A")!.withOpacity(0.5) }
            return false
        }, "secondary border is border-subtle at 50%")
    }

    func testTextButtonHitAreaIsAtLeast44PointsAtEverySize() throws {
        for dt in DynamicTypeSize.allCases {
            let tree = try layout("text-button", dynamicType: dt)
            let root = try node(tree, "body/text")
            let hit = try XCTUnwrap(root.outerFrame)
            XCTAssertGreaterThanOrEqual(hit.height, 44, "\(dt) hit height")
            XCTAssertGreaterThanOrEqual(hit.width, 44, "\(dt) hit width")
            XCTAssertTrue(hasRectangleContentShape(root))
            XCTAssertTrue(isInteractive(root))
            XCTAssertEqual(root.foreground, .solid(RGBA(hex: "#E89B3C")!))
            XCTAssertTrue(tree.nodes.count == 1, "no background")
        }
        let tree = try layout("text-button")
        XCTAssertEqual(tree.size.height, 44, accuracy: Self.accuracy, "minHeight 44 at the default size")
    }

    // MARK: Rows and indicators

    func testServiceRowPaddingAndStatusDot() throws {
        let tree = try layout("service-row")
        XCTAssertEqual(tree.size.width, 358, accuracy: Self.accuracy)
        let root = try node(tree, "body/hstack")
        let outer = try XCTUnwrap(root.outerFrame)
        assertRect(root.frame, x: 16, y: 14, width: 326, height: tree.size.height - 28, "service row content")
        let i = insets(root.frame, in: outer)
        XCTAssertEqual(i.leading, 16, accuracy: Self.accuracy)
        XCTAssertEqual(i.trailing, 16, accuracy: Self.accuracy)
        XCTAssertEqual(i.top, 14, accuracy: Self.accuracy)
        XCTAssertEqual(i.bottom, 14, accuracy: Self.accuracy)
        XCTAssertTrue(isInteractive(root))

        let halo = try node(tree, "body/hstack/0/use/zstack/0/circle")
        let dot = try node(tree, "body/hstack/0/use/zstack/1/circle")
        XCTAssertEqual(halo.frame.width, 24, accuracy: Self.accuracy)
        XCTAssertEqual(halo.frame.height, 24, accuracy: Self.accuracy)
        XCTAssertEqual(dot.frame.width, 10, accuracy: Self.accuracy)
        XCTAssertEqual(dot.frame.height, 10, accuracy: Self.accuracy)
        XCTAssertEqual(halo.frame.x, 16, accuracy: Self.accuracy)
        XCTAssertEqual(dot.frame.x - halo.frame.x, 7, accuracy: Self.accuracy, "7 pt ring around the dot")
        XCTAssertEqual(dot.frame.y - halo.frame.y, 7, accuracy: Self.accuracy, "7 pt ring around the dot")
        XCTAssertEqual(fill(halo), .solid(RGBA(hex: "#E89B3C")!.withOpacity(0.15)))
    }

    func testStatusPillPaddingDotAndColours() throws {
        let expected = ["default": "#E89B3C", "overdue": "#E85C4C", "due-soon": "#E89B3C", "good": "#4CABA8", "scheduled": "#666666"]
        for (variant, hex) in expected {
            let tree = try layout("status-pill", variant: variant)
            let root = try node(tree, "body/hstack")
            let outer = try XCTUnwrap(root.outerFrame)
            let i = insets(root.frame, in: outer)
            XCTAssertEqual(i.leading, 10, accuracy: Self.accuracy, variant)
            XCTAssertEqual(i.trailing, 10, accuracy: Self.accuracy, variant)
            XCTAssertEqual(i.top, 5, accuracy: Self.accuracy, variant)
            XCTAssertEqual(i.bottom, 5, accuracy: Self.accuracy, variant)
            assertRect(outer, x: 0, y: 0, width: tree.size.width, height: tree.size.height, "pill outer")

            let dot = try node(tree, "body/hstack/0/circle")
            XCTAssertEqual(dot.frame.width, 6, accuracy: Self.accuracy)
            XCTAssertEqual(dot.frame.height, 6, accuracy: Self.accuracy)
            XCTAssertEqual(dot.frame.x, 10, accuracy: Self.accuracy)
            XCTAssertEqual(fill(dot), .solid(RGBA(hex: hex)!))

            let label = try node(tree, "body/hstack/1/text")
            XCTAssertEqual(label.font?.size, 10)
            XCTAssertEqual(label.font?.weight, .bold)
            XCTAssertEqual(label.font?.tracking, 1.2)
            XCTAssertEqual(label.text?.lines.first?.text, label.text?.lines.first?.text.uppercased())
            XCTAssertEqual(label.foreground, .solid(RGBA(hex: hex)!))

            let capsule = try node(tree, "body/hstack/modifiers/1/capsule")
            XCTAssertEqual(shape(capsule), .capsule(.circular), "SwiftUI Capsule() defaults to circular ends")
            assertRect(capsule.frame, x: 0, y: 0, width: tree.size.width, height: tree.size.height, "pill capsule")
            XCTAssertEqual(fill(capsule), .solid(RGBA(hex: hex)!.withOpacity(0.12)))
        }
    }

    func testSectionHeaderIsUppercasedAndTracked() throws {
        let tree = try layout("section-header")
        let root = try node(tree, "body/text")
        XCTAssertEqual(root.text?.lines.first?.text, "NEXT UP")
        XCTAssertEqual(root.font?.tracking, 1.2)
        XCTAssertEqual(root.font?.size, 12)
        XCTAssertEqual(root.font?.weight, .semibold)
        XCTAssertEqual(root.foreground, .solid(RGBA(hex: "#666666")!), "text-tertiary (dark)")
        let outer = try XCTUnwrap(root.outerFrame)
        XCTAssertEqual(outer.width, 353, accuracy: Self.accuracy)
        XCTAssertEqual(outer.height - root.frame.height, 8, accuracy: Self.accuracy, "8 pt below")
        XCTAssertEqual(root.frame.x, 0, accuracy: Self.accuracy, "leading-aligned")
        XCTAssertEqual(root.frame.y, 0, accuracy: Self.accuracy)
        XCTAssertEqual(try node(try layout("section-header", variant: "upcoming"), "body/text").text?.lines.first?.text, "UPCOMING")
    }

    func testDashboardHeader() throws {
        let tree = try layout("dashboard-header")
        XCTAssertEqual(tree.size.width, 353, accuracy: Self.accuracy)
        let root = try node(tree, "body/vstack")
        XCTAssertTrue(isInteractive(root))
        XCTAssertTrue(hasRectangleContentShape(root))
        XCTAssertGreaterThanOrEqual(tree.size.height, 44)

        let name = try node(tree, "body/vstack/0/hstack/0/text")
        XCTAssertEqual(name.font?.size, 28)
        XCTAssertEqual(name.font?.weight, .bold)
        XCTAssertEqual(name.font?.tracking, -0.5)
        XCTAssertEqual(name.foreground, .solid(RGBA(hex: "#FFFFFF")!))
        XCTAssertEqual(name.frame.x, 0, accuracy: Self.accuracy)

        let chevron = try node(tree, "body/vstack/0/hstack/2/icon")
        XCTAssertEqual(chevron.frame.x + chevron.frame.width, 353, accuracy: Self.accuracy, "chevron right-aligned")
        XCTAssertEqual(chevron.foreground, .solid(RGBA(hex: "#666666")!))

        // The info line is one text of two runs: mileage in text-secondary, " • model" in text-tertiary.
        let info = try node(tree, "body/vstack/1/text")
        XCTAssertEqual(info.font?.size, 15)
        XCTAssertEqual(info.view.textRuns.map(\.text), ["32,500 mi", " • 2022 Toyota Camry"])
        XCTAssertEqual(info.runPaints.map(\.foreground), [.solid(RGBA(hex: "#A0A0A0")!), .solid(RGBA(hex: "#666666")!)])
        XCTAssertEqual(info.text?.lines.map(\.text), ["32,500 mi • 2022 Toyota Camry"])
        XCTAssertEqual(info.frame.x, 0, accuracy: Self.accuracy)
    }

    func testVehicleSelectorRowCheckmarkOnlyForCurrentVehicle() throws {
        for (variant, opacity) in [("default", 0.0), ("current", 1.0)] {
            let tree = try layout("vehicle-selector-row", variant: variant)
            let root = try node(tree, "body/hstack")
            XCTAssertTrue(isInteractive(root))
            let i = insets(root.frame, in: try XCTUnwrap(root.outerFrame))
            XCTAssertEqual(i.leading, 16, accuracy: Self.accuracy)
            XCTAssertEqual(i.trailing, 16, accuracy: Self.accuracy)
            XCTAssertEqual(i.top, 14, accuracy: Self.accuracy)
            XCTAssertEqual(i.bottom, 14, accuracy: Self.accuracy)
            let check = try node(tree, "body/hstack/2/icon")
            XCTAssertTrue(check.view.modifiers.contains { if case .opacity(opacity) = $0 { return true }; return false }, variant)
            XCTAssertEqual(check.frame.x + check.frame.width, 342, accuracy: Self.accuracy, "checkmark at the trailing padding")
        }
    }

    // MARK: Whole system

    func testEveryComponentAndVariantLaysOutAtEveryDynamicTypeSizeInBothAppearances() throws {
        XCTAssertEqual(Set(system.componentNames), [
            "add-vehicle-row", "card", "dashboard-header", "next-up-card", "primary-button", "secondary-button", "section-header",
            "service-row", "status-dot", "status-pill", "text-button", "vehicle-selector-row",
        ])
        var count = 0
        for name in system.componentNames {
            let spec = try system.component(named: name)
            for variant in spec.variants.map(\.name) {
                for appearance in Appearance.allCases {
                    for dt in DynamicTypeSize.allCases {
                        let what = "\(name)/\(variant) \(appearance) \(dt)"
                        let tree: LayoutTree
                        do {
                            tree = try layout(name, variant: variant, appearance: appearance, dynamicType: dt)
                        } catch {
                            XCTFail("\(what): \(error)")
                            continue
                        }
                        XCTAssertTrue(tree.size.width.isFinite && tree.size.width > 0, what)
                        XCTAssertTrue(tree.size.height.isFinite && tree.size.height > 0, what)
                        if let w = spec.width { XCTAssertEqual(tree.size.width, w, accuracy: Self.accuracy, what) }
                        for n in tree.nodes {
                            for v in [n.frame.x, n.frame.y, n.frame.width, n.frame.height] {
                                XCTAssertTrue(v.isFinite, "\(what) \(n.path)")
                            }
                        }
                        if spec.interactive {
                            XCTAssertTrue(isInteractive(tree.root), "\(what) root is a tap target")
                            XCTAssertGreaterThanOrEqual(tree.size.height, 44, "\(what) touch target")
                        }
                        count += 1
                    }
                }
            }
        }
        XCTAssertEqual(count, 42 * 2 * 12, "42 component variants (6 of them Japanese and Arabic) × 2 appearances × 12 sizes")
    }
}
