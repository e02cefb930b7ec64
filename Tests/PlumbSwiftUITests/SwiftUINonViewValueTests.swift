import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// SwiftUI's values that are not views — animations, transactions, gestures, geometry proxies,
/// namespaces, scroll readers, focus state — are accepted with their initial state and change
/// nothing in the picture: the views around them keep their exact frames.
final class SwiftUINonViewValueTests: XCTestCase {
    func testAnimationsGesturesAndFocusLeaveTheFramesAsTheyAre() throws {
        let source = """
        import SwiftUI
        struct Card: View {
            enum Field { case name, email }
            @State private var offset: CGSize = .zero
            @State private var expanded = false
            @Namespace private var ns
            @FocusState private var focused: Bool
            @FocusState private var field: Field?
            let spring = Animation.spring(response: 0.3, dampingFraction: 0.7)
            var body: some View {
                VStack(spacing: 0) {
                    Rectangle()
                        .frame(width: 100, height: 40)
                        .gesture(DragGesture().onChanged { value in offset = value.translation }.onEnded { _ in offset = .zero })
                        .simultaneousGesture(TapGesture(count: 2).onEnded { withAnimation(.easeInOut) { expanded.toggle() } })
                        .highPriorityGesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in })
                        .gesture(MagnificationGesture().onChanged { _ in })
                        .animation(.linear(duration: 0.2).delay(0.1).repeatForever(autoreverses: true), value: expanded)
                        .animation(spring, value: offset)
                        .animation(.default, value: expanded)
                        .matchedGeometryEffect(id: "card", in: ns)
                        .focused($focused)
                        .focused($field, equals: .name)
                    Circle()
                        .frame(width: 20, height: 20)
                        .transaction { t in t.animation = nil }
                }
            }
        }
        #Preview { Card() }
        """
        let results = evaluate(source)
        XCTAssertEqual(results.first?.diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        assertRect(t.node("Card/VStack/0/Rectangle").frame, 0, 0, 100, 40)
        assertRect(t.node("Card/VStack/1/Circle").frame, 40, 40, 20, 20)
    }

    func testGeometryProxyAndScrollViewReader() throws {
        let source = """
        import SwiftUI
        #Preview {
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    Rectangle()
                        .frame(width: proxy.size.width / 2, height: proxy.frame(in: .local).height / 4 + proxy.safeAreaInsets.top)
                }
                .frame(width: 200, height: 80)
                ScrollViewReader { reader in
                    Rectangle()
                        .frame(width: 30, height: 30)
                        .onAppear { reader.scrollTo(3, anchor: .top) }
                }
            }
        }
        """
        // Only GeometryReader's own approximation is reported.
        XCTAssertEqual(evaluate(source).first?.diagnostics.map(\.description),
                       ["Card.swift:4:9: warning: GeometryReader is approximated: its proxy reports the preview device's screen (393 × 852 pt)"])
        let t = try layoutPreview(source)
        // The proxy's size is the device's (393 × 852): half its width, a quarter of its frame's
        // height plus no safe area inset.
        XCTAssertEqual(t.node("VStack/0/GeometryReader/modifiers/2/ZStack/0/Rectangle").frame.width, 196.5)
        XCTAssertEqual(t.node("VStack/0/GeometryReader/modifiers/2/ZStack/0/Rectangle").frame.height, 213)
        // ScrollViewReader is its content (its proxy's scrollTo runs only in an action).
        assertRect(t.node("VStack/1/Rectangle").frame, 85, 80, 30, 30)
    }
}
