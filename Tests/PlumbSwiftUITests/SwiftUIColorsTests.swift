import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// Colour initializers and iOS system colours in light and dark.
final class SwiftUIColorsTests: XCTestCase {
    private func fills(_ source: String, _ appearance: Appearance) throws -> [Paint] {
        let t = try layoutPreview(source, context: EvaluationContext(appearance: appearance))
        return t.nodes.filter { $0.path.hasSuffix("/Color") }.compactMap { n in
            if case .fill(let p)? = n.view.modifiers.first { return p }
            return nil
        }
    }

    func testInitializersAndSystemColoursInBothAppearances() throws {
        let source = """
        import SwiftUI
        #Preview {
            VStack {
                Color(red: 1, green: 0.5, blue: 0, opacity: 0.5)
                Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6)
                Color(white: 0.25)
                Color(hue: 1.0 / 3.0, saturation: 1, brightness: 0.5)
                Color.blue
                Color(.systemBackground)
                Color(uiColor: .systemGroupedBackground)
                Color(UIColor.secondaryLabel)
                Color.secondary
                Color.clear
            }
        }
        """
        let light = try fills(source, .light), dark = try fills(source, .dark)
        let fixed: [Paint] = [.solid(RGBA(r: 1, g: 0.5, b: 0, a: 0.5)), .solid(RGBA(r: 0.2, g: 0.4, b: 0.6, a: 1)),
                              .solid(RGBA(r: 0.25, g: 0.25, b: 0.25, a: 1)), .solid(RGBA(r: 0, g: 0.5, b: 0, a: 1))]
        XCTAssertEqual(Array(light.prefix(4)), fixed)
        XCTAssertEqual(Array(dark.prefix(4)), fixed)
        XCTAssertEqual(light.dropFirst(4).map(\.description), ["#007AFF", "#FFFFFF", "#F2F2F7", "#3C3C4399", "#3C3C4399", "#00000000"])
        XCTAssertEqual(dark.dropFirst(4).map(\.description), ["#0A84FF", "#000000", "#000000", "#EBEBF599", "#EBEBF599", "#00000000"])
    }

    func testUnknownSystemColourSuggestsTheNearestName() {
        let r = evaluate("""
        import SwiftUI
        #Preview {
            Color(.systemBackgrond)
        }
        """)
        XCTAssertEqual(r[0].diagnostics.map(\.description), [
            "Card.swift:3:5: warning: unknown system colour '.systemBackgrond' — did you mean 'systemBackground'?: evaluated as an empty view",
            "Card.swift:2:1: error: the preview shows no view",
        ])
    }
}
