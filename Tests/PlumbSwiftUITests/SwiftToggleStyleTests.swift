import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// A custom `ToggleStyle` draws the toggles inside `.toggleStyle(…)` with its
/// `makeBody(configuration:)` (`configuration.isOn`, `configuration.label`), reached through a
/// static member the sources declare on the protocol; a builtin style Plumb does not draw is a
/// warning, never a silent switch.
final class SwiftToggleStyleTests: XCTestCase {
    static let source = """
    import SwiftUI

    struct CheckboxToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 10) {
                RoundedRectangle(cornerRadius: 5)
                    .fill(configuration.isOn ? Color.blue : Color.clear)
                    .frame(width: 22, height: 22)
                configuration.label
            }
        }
    }

    extension ToggleStyle where Self == CheckboxToggleStyle {
        static var checkbox: CheckboxToggleStyle { .init() }
    }

    #Preview("boxes", traits: .sizeThatFitsLayout) {
        VStack(alignment: .leading, spacing: 12) {
            Toggle("On", isOn: .constant(true))
            Toggle("Off", isOn: .constant(false))
        }
        .toggleStyle(.checkbox)
        .padding()
    }

    #Preview("button style", traits: .sizeThatFitsLayout) {
        Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
    }
    """

    func testACustomToggleStyleDrawsEachToggle() throws {
        let t = try layoutPreview(Self.source)
        let boxes = t.nodes.filter { $0.kind == "roundedRectangle" }
        XCTAssertEqual(boxes.map(\.frame.width), [22, 22])
        XCTAssertEqual(boxes.map(\.frame.x), [16, 16])
        guard case .fill(let on)? = boxes[0].view.modifiers.first, case .fill(let off)? = boxes[1].view.modifiers.first else {
            return XCTFail("no fills")
        }
        XCTAssertEqual(on, .solid(RGBA(hex: "#007AFF")!))
        XCTAssertEqual(off, .solid(RGBA(hex: "#00000000")!))
        let labels = t.nodes.filter { $0.kind == "text" }
        XCTAssertEqual(labels.map { $0.text?.lines.first?.text }, ["On", "Off"])
        XCTAssertEqual(labels.map(\.frame.x), [48, 48], "16 padding + 22 box + 10 spacing")
    }

    func testABuiltinStyleNotDrawnIsAWarning() throws {
        let r = evaluate(Self.source)[1]
        XCTAssertEqual(r.diagnostics.map(\.description), ["Card.swift:28:5: warning: toggle style '.button' is not drawn: the iOS switch is used"])
        XCTAssertNotNil(r.component)
    }
}
