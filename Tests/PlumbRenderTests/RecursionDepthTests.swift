import Foundation
import Synchronization
@testable import PlumbModel
import PlumbRender
import XCTest

/// Layout and drawing recurse once per view level and once per modifier. At the model's
/// maxima (`Limits.treeDepth` views deep, `Limits.modifiersPerNode` modifiers on each) both
/// must fit the stack of a Dispatch worker thread, where `plumb verify --jobs N` renders.
final class RecursionDepthTests: XCTestCase {
    /// `Limits.treeDepth` nested zstacks, each with `Limits.modifiersPerNode` modifiers
    /// (paddings and scale effects, which recurse in layout and drawing), around a rectangle.
    static func deepest(modifiersPerNode: Int = Limits.modifiersPerNode) -> ResolvedComponent {
        let location = SourceLocation(file: "c.yaml", line: 1, column: 1)
        let modifiers: [Modifier] = (0..<modifiersPerNode).map {
            $0 % 2 == 0 ? .padding(EdgeInsets(top: 0.01, leading: 0.01, bottom: 0.01, trailing: 0.01))
                        : .scaleEffect(x: 1, y: 1, anchor: UnitPoint(x: 0.5, y: 0.5))
        }
        var frame = FrameSpec()
        frame.width = 10
        frame.height = 10
        var node = ViewNode(kind: .shape(.rectangle), modifiers: [.frame(frame)], path: "leaf", location: location)
        for level in 1..<Limits.treeDepth {
            node = ViewNode(kind: .zstack(alignment: .center, children: [node]), modifiers: modifiers, path: "z\(level)", location: location)
        }
        return ResolvedComponent(system: "test", name: "c", variant: "default", state: nil, interactive: false,
                                 width: nil, height: nil, appearance: .light, dynamicType: .large, root: node)
    }

    /// The deepest tree the limits allow, laid out and drawn as `plumb verify --jobs 2` does:
    /// on two large-stack worker threads (LargeStack), in the debug build the tests use.
    func testTheDeepestTreeLaysOutAndRendersOnWorkerThreads() throws {
        let component = Self.deepest()
        let system = DesignSystem(name: "test", directory: "test", tokens: Tokens(), components: [:])
        let renderer = ComponentRenderer(system: system)
        let sizes = Mutex<[[Int]]>([])
        let errors = Mutex<[String]>([])
        let start = Date()
        LargeStack.parallel(2) { _ in
            do {
                let image = try renderer.renderer.render(renderer.layout.layout(component), options: .init(scale: 1))
                sizes.withLock { $0.append([image.pixmap.width, image.pixmap.height]) }
            } catch {
                errors.withLock { $0.append("\(error)") }
            }
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertEqual(errors.withLock { $0 }, [])
        XCTAssertEqual(sizes.withLock { $0 }.count, 2)
    }
}
