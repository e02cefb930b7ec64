import Foundation
import PlumbLayout
import PlumbModel
import PlumbRender
import PlumbText
@testable import PlumbSwiftUI
import XCTest

/// Item 8 of issue 12: the fitness tracker written in SwiftUI (examples/fitness-swiftui) and in
/// YAML (specs/fitness) go through one engine — for the rows of PARITY.md the two give the same
/// frames for every drawn node and byte-identical pixels, at large and accessibility3.
final class SwiftYAMLParityTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// (Swift file stem, preview name) ↔ (YAML component, variant).
    static let rows: [(file: String, preview: String, component: String, variant: String)] = [
        ("PrimaryButton", "Complete set", "primary-button", "default"),
        ("PrimaryButton", "Start workout", "primary-button", "start"),
        ("DestructiveButton", "End workout", "destructive-button", "default"),
        ("CompleteSetButton", "Complete set button", "complete-set-button", "default"),
        ("SectionHeader", "Today", "elegant-label", "default"),
        ("SectionHeader", "Modules", "elegant-label", "module"),
        ("StatDisplay", "Completed", "stat-display", "default"),
        ("StatDisplay", "PR", "stat-display", "pr"),
        ("Tag", "Module", "tag", "default"),
        ("Tag", "Program", "tag", "program"),
        ("SetRow", "Upcoming", "set-row", "default"),
        ("SetRow", "Current", "set-row", "current"),
        ("SetRow", "Completed", "set-row", "completed"),
        ("WorkoutCard", "Today", "workout-card", "default"),
        ("TabBarItem", "Selected", "tab-bar-item", "default"),
        ("PRBadge", "Bench press", "pr-badge", "default"),
    ]

    func testSwiftAndYAMLGiveTheSameFramesAndPixels() throws {
        let project = try SwiftProject.load(paths: [Self.root.appendingPathComponent("examples/fitness-swiftui").path])
        let system = try DesignSystem.load(directory: Self.root.appendingPathComponent("specs/fitness").path)
        let fonts = FontLibrary(fontMap: FontMap(overrides: system.tokens.fontFaces))
        let layout = Layout(text: TextLayoutEngine(library: fonts))
        let renderer = Renderer(fonts: fonts)
        let background = try system.pageBackground(.dark)
        var matched = 0
        for row in Self.rows {
            guard let preview = project.previews.first(where: { $0.fileStem == row.file && $0.name == row.preview }) else {
                XCTFail("no preview \(row.file) \"\(row.preview)\"")
                continue
            }
            for size in [DynamicTypeSize.large, .accessibility3] {
                let label = "\(row.file) \"\(row.preview)\" ↔ \(row.component)/\(row.variant) at \(size.rawValue)"
                let swift = project.evaluate(preview, context: EvaluationContext(appearance: .dark, dynamicType: size))
                XCTAssertEqual(swift.diagnostics.filter { $0.severity == .error }.map(\.description), [], label)
                guard let swiftComponent = swift.component else { continue }
                var yamlComponent = try SpecResolver(system: system, appearance: .dark, dynamicType: size).resolve(row.component, variant: row.variant)
                yamlComponent.width = yamlComponent.width ?? nil
                let a = try layout.layout(swiftComponent), b = try layout.layout(yamlComponent)
                XCTAssertEqual(drawn(a), drawn(b), "frames of the drawn nodes: \(label)")
                let pa = try renderer.render(a, options: .init(scale: 2, background: background)).pixmap
                let pb = try renderer.render(b, options: .init(scale: 2, background: background)).pixmap
                XCTAssertEqual(pa.width, pb.width, label)
                XCTAssertEqual(pa.height, pb.height, label)
                XCTAssertTrue(pa.data == pb.data, "pixels differ: \(label)")
                if drawn(a) == drawn(b), pa.data == pb.data { matched += 1 }
            }
        }
        XCTAssertEqual(matched, Self.rows.count * 2)
    }

    /// Text, shape and icon nodes in order with their frames (wrappers and stacks aside, which
    /// differ in structure where the two front ends spell the same thing differently).
    func drawn(_ t: LayoutTree) -> [String] {
        t.nodes.filter { ["text", "icon", "rectangle", "roundedRectangle", "capsule", "circle", "ellipse", "divider"].contains($0.kind) }
            .map { n in "\(n.kind) \(n.frame.x),\(n.frame.y) \(n.frame.width)×\(n.frame.height)" + (n.text.map { " " + $0.lines.map(\.text).joined(separator: "/") } ?? "") }
    }
}
