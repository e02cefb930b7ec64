import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// Declaration forms: structs with stored and computed properties, static members, extensions
/// on SwiftUI types, memberwise and explicit initializers with defaults, enums with payloads.
final class SwiftDeclarationTests: XCTestCase {
    func testStaticTokensMemberwiseInitAndViewExtension() throws {
        let t = try layoutPreview("""
        import SwiftUI

        enum Spacing {
            static let sm: CGFloat = 8
            static let md: CGFloat = 16
        }

        extension Color {
            static let brand = Color(red: 1, green: 0.5, blue: 0)
        }

        extension View {
            func cardStyle(padding: CGFloat = Spacing.md) -> some View {
                self.padding(padding).background(Color.brand)
            }
        }

        struct Badge: View {
            let title: String
            var count: Int = 3
            var label: String { "\\(title) \\(count)" }

            var body: some View {
                HStack(spacing: Spacing.sm) {
                    Rectangle().frame(width: 10, height: 10)
                    Text(label)
                }
                .cardStyle()
            }
        }

        #Preview("badge") {
            Badge(title: "New")
        }
        """)
        let stack = t.node("Badge/HStack")
        // 16 pt padding around a 10 pt square, 8 pt spacing and the text.
        let text = t.node("HStack/1/Text")
        XCTAssertEqual(text.text?.lines.map(\.text), ["New 3"])
        assertRect(t.node("HStack/0/Rectangle").frame, 16, stack.frame.y + (stack.frame.height - 10) / 2, 10, 10)
        XCTAssertEqual(text.frame.x, 16 + 10 + 8)
        assertRect(stack.outerFrame, 0, 0, stack.frame.width + 32, stack.frame.height + 32)
        guard case .background(let bg, _)? = stack.view.modifiers.last else { return XCTFail("no background") }
        guard case .fill(let p)? = bg.modifiers.first else { return XCTFail("no fill") }
        XCTAssertEqual(p, .solid(RGBA(r: 1, g: 0.5, b: 0, a: 1)))
    }

    func testExplicitInitializerEnumPayloadsAndSwitch() throws {
        let t = try layoutPreview("""
        import SwiftUI

        enum BannerKind {
            case info
            case warning(count: Int)

            var title: String {
                switch self {
                case .info: return "Info"
                case .warning(let count) where count > 1: return "\\(count) warnings"
                case .warning: return "Warning"
                }
            }
        }

        struct Banner: View {
            let kind: BannerKind
            let width: CGFloat

            init(_ kind: BannerKind, width: CGFloat = 200) {
                self.kind = kind
                self.width = width
            }

            var body: some View {
                Text(kind.title).frame(width: width)
            }
        }

        #Preview {
            VStack(spacing: 0) {
                Banner(.info)
                Banner(.warning(count: 3), width: 150)
                Banner(.warning(count: 1))
            }
        }
        """)
        let texts = t.nodes.filter { $0.kind == "text" }
        XCTAssertEqual(texts.map { $0.text?.lines.first?.text }, ["Info", "3 warnings", "Warning"])
        XCTAssertEqual(texts.map { $0.outerFrame?.width }, [200, 150, 200])
        XCTAssertEqual(texts.map { $0.outerFrame?.y }, [0, bodyLine, 2 * bodyLine])
    }
}
