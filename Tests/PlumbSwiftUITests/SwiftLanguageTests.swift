import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// Declaration forms of the evaluated subset, one per test, as design-system sources write them.
final class SwiftLanguageTests: XCTestCase {
    func testExtensionMethodsOnTextColorFontCGFloatDouble() throws {
        let t = try layoutPreview("""
        import SwiftUI

        extension CGFloat {
            static let space16: CGFloat = 16
            var doubled: CGFloat { self * 2 }
        }
        extension Double {
            static let hairline = 0.5
            func clamped(to limit: Double) -> Double { min(self, limit) }
        }
        extension Color {
            static let ink = Color(red: 0.2, green: 0.4, blue: 0.6)
            func muted() -> Color { self.opacity(0.5) }
        }
        extension Font {
            static let display = Font.system(size: 30, weight: .bold)
        }
        extension Text {
            func elegantLabel(color: Color) -> some View {
                self.font(.display).foregroundStyle(color)
            }
        }

        #Preview {
            VStack(spacing: CGFloat.space16.doubled) {
                Text("TODAY").elegantLabel(color: .ink)
                Color.ink.muted().frame(width: 10, height: 10.0.clamped(to: 4))
            }
        }
        """)
        let text = t.node("VStack/0/Text")
        XCTAssertEqual(text.font?.size, 30)
        XCTAssertEqual(text.font?.weight, .bold)
        let square = t.node("VStack/1/Color")
        XCTAssertEqual(square.frame.height, 4)
        XCTAssertEqual(square.frame.y - (text.frame.y + text.frame.height), 32)
        guard case .fill(let p)? = square.view.modifiers.first else { return XCTFail("no fill") }
        XCTAssertEqual(p, .solid(RGBA(r: 0.2, g: 0.4, b: 0.6, a: 0.5)))
    }

    func testGenericFunctionAndGenericContainerWithViewBuilderInit() throws {
        let t = try layoutPreview("""
        import SwiftUI

        func framed<V: View>(_ v: V, side: CGFloat = 20) -> some View {
            v.frame(width: side, height: side)
        }

        struct Card<Content: View>: View {
            let content: Content
            var inset: CGFloat = 8

            init(inset: CGFloat = 8, @ViewBuilder content: () -> Content) {
                self.inset = inset
                self.content = content()
            }

            var body: some View {
                VStack(spacing: 4) { content }.padding(inset)
            }
        }

        #Preview {
            Card(inset: 10) {
                framed(Rectangle())
                framed(Circle(), side: 30)
            }
        }
        """)
        assertRect(t.node("VStack/0/Rectangle").frame, 10 + 5, 10, 20, 20)
        assertRect(t.node("VStack/1/Circle").frame, 10, 34, 30, 30)
    }

    func testViewBuilderPropertyFunctionAndClosureParameter() throws {
        let t = try layoutPreview("""
        import SwiftUI

        struct Row<Trailing: View>: View {
            var showsIcon = true
            @ViewBuilder var trailing: () -> Trailing

            @ViewBuilder private var icon: some View {
                if showsIcon {
                    Circle().frame(width: 12, height: 12)
                }
            }

            @ViewBuilder func label(_ n: Int) -> some View {
                Rectangle().frame(width: CGFloat(n), height: 10)
                Rectangle().frame(width: 5, height: 10)
            }

            var body: some View {
                HStack(spacing: 2) {
                    icon
                    label(7)
                    trailing()
                }
            }
        }

        #Preview {
            VStack(alignment: .leading, spacing: 0) {
                Row { Rectangle().frame(width: 3, height: 3) }
                Row(showsIcon: false) { EmptyView() }
            }
        }
        """)
        let rects = t.shapes.map(\.frame)
        // Row 1: circle 12, 2, rect 7, 2, rect 5, 2, rect 3 → x 0, 14, 23, 30; row 2: rect 7, 2, rect 5.
        XCTAssertEqual(rects.map(\.x), [0, 14, 23, 30, 0, 9])
        XCTAssertEqual(rects.map(\.width), [12, 7, 5, 3, 7, 5])
        XCTAssertEqual(rects.map(\.y), [0, 1, 1, 4.5, 12, 12])
    }

    func testProtocolConformanceWithExtensionDefaultsAndNestedTypes() throws {
        let t = try layoutPreview("""
        import SwiftUI

        protocol Sized {
            var side: CGFloat { get }
        }
        extension Sized {
            var area: CGFloat { side * side }
        }
        struct Theme {
            enum Size: CGFloat { case small = 4, large = 9 }
            static let defaultSize = Size.large
        }
        struct Tile: View, Sized {
            var side: CGFloat = Theme.defaultSize.rawValue
            var body: some View {
                Rectangle().frame(width: area, height: side)
            }
        }

        #Preview {
            HStack(spacing: 0) {
                Tile()
                Tile(side: Theme.Size.small.rawValue)
            }
        }
        """)
        let rects = t.shapes.map(\.frame)
        XCTAssertEqual(rects.map(\.width), [81, 16])
        XCTAssertEqual(rects.map(\.height), [9, 4])
    }

    func testStaticComputedAndStoredMembersAndExplicitInitDefaults() throws {
        let t = try layoutPreview("""
        import SwiftUI

        struct Spacing {
            static let unit: CGFloat = 4
            static var md: CGFloat { unit * 4 }
            static func times(_ n: Int) -> CGFloat { unit * CGFloat(n) }
        }
        struct Chip: View {
            let width: CGFloat
            let height: CGFloat
            init(width: CGFloat = Spacing.md, height: CGFloat = Spacing.times(2)) {
                self.width = width
                self.height = height
            }
            var body: some View { Rectangle().frame(width: width, height: height) }
        }

        #Preview {
            HStack(spacing: Spacing.unit) {
                Chip()
                Chip(height: 3)
                Chip(width: 1, height: 2)
            }
        }
        """)
        let rects = t.shapes.map(\.frame)
        XCTAssertEqual(rects.map(\.width), [16, 16, 1])
        XCTAssertEqual(rects.map(\.height), [8, 3, 2])
        XCTAssertEqual(rects.map(\.x), [0, 20, 40])
    }
    func testNestedTypeDefaultsImplicitReceiversAndPropertiesNamedLikeModifiers() throws {
        let t = try layoutPreview("""
        import SwiftUI

        struct Avatar: View {
            enum Size {
                case small, large
                var diameter: CGFloat { self == .small ? 20 : 40 }
                var font: Font { self == .small ? .caption.weight(.semibold) : .title2.bold() }
            }
            struct Style {
                var inset: CGFloat
                static let roomy = Style(inset: 6)
            }
            let name: String
            var size: Size = .large
            var style: Style = .roomy
            var padding: CGFloat = 3

            private var initials: String {
                let parts = name.split(separator: " ")
                return ((parts.first?.prefix(1) ?? "") + (parts.count > 1 ? parts[parts.count - 1].prefix(1) : "")).uppercased()
            }

            var body: some View {
                Text(initials)
                    .font(size.font)
                    .foregroundStyle(.black.opacity(0.5))
                    .frame(width: size.diameter, height: size.diameter)
                    .padding(style.inset + padding)
            }
        }

        #Preview {
            VStack(spacing: 0) {
                Avatar(name: "ada king lovelace", size: .small).padding()
                Avatar(name: "grace")
            }
        }
        """)
        let texts = t.nodes.filter { $0.kind == "text" }
        XCTAssertEqual(texts.map { $0.text?.lines.first?.text }, ["AL", "G"])
        XCTAssertEqual(texts.map { $0.font?.size }, [12, 22])
        XCTAssertEqual(texts.map { $0.font?.weight }, [.semibold, .bold])
        XCTAssertEqual(texts[0].foreground, .solid(RGBA(r: 0, g: 0, b: 0, a: 0.5)))
        // A 20 pt frame in 3 + 6 pt padding in the default 16 pt padding; then 40 pt in 9 pt.
        assertRect(texts[0].outerFrame, 0, 0, 70, 70)
        assertRect(texts[1].outerFrame, (70 - 58) / 2, 70, 58, 58)
    }

}

extension LayoutTree {
    /// The shape nodes (rectangles, circles, capsules, …) in tree order.
    var shapes: [LayoutNode] {
        nodes.filter { ["rectangle", "roundedRectangle", "capsule", "circle", "ellipse"].contains($0.kind) }
    }
}

/// Initializers the sources add to builtin types, and number tokens as implicit members.
final class SwiftExtensionInitTests: XCTestCase {
    func testHexColorInitializerAndNumberTokensAsImplicitMembers() throws {
        let t = try layoutPreview("""
        import SwiftUI
        extension Color {
            init(hex: UInt, alpha: Double = 1) {
                self.init(.sRGB, red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255,
                          blue: Double(hex & 0xff) / 255, opacity: alpha)
            }
            init?(hexString: String) {
                guard let value = UInt64(hexString, radix: 16) else { return nil }
                self = Color(hex: UInt(value))
            }
            static let accent = Color(hex: 0x3366FF)
        }
        extension CGFloat {
            static let space24: CGFloat = 24
        }
        #Preview {
            VStack(spacing: 0) {
                Color.accent.frame(width: 10, height: 10).padding(.space24)
                (Color(hexString: "FF0000") ?? .black).frame(width: 10, height: 10)
                (Color(hexString: "zz") ?? .black).frame(width: 10, height: 10)
            }
        }
        """)
        let shapes = t.shapes
        XCTAssertEqual(shapes.map(\.frame.y), [24, 58, 68])
        let fills = shapes.map { s -> Paint? in
            if case .fill(let p)? = s.view.modifiers.first { return p }
            return nil
        }
        XCTAssertEqual(fills, [.solid(RGBA(r: 0x33 / 255.0, g: 0x66 / 255.0, b: 1, a: 1)), .solid(RGBA(r: 1, g: 0, b: 0, a: 1)),
                               .solid(RGBA(r: 0, g: 0, b: 0, a: 1))])
    }
}
