import Foundation
import PlumbLayout
import PlumbModel
import XCTest

/// Package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// One shared layout (and font cache) for all tests.
let sharedLayout = Layout()

/// Builds a design system in memory from YAML text: tokens plus named component specs.
func makeSystem(tokens: String = "colors: {accent: \"#E89B3C\"}", components: [String: String]) throws -> DesignSystem {
    let t = try Tokens.parse(YAMLReader().parse(tokens, file: "tokens.yaml"), file: "tokens.yaml")
    var specs: [String: ComponentSpec] = [:]
    for (name, text) in components {
        let file = "components/\(name).yaml"
        specs[name] = try ComponentSpec.parse(YAMLReader().parse(text, file: file), file: file)
    }
    return DesignSystem(name: "test", directory: "test", tokens: t, components: specs)
}

/// Lays out one component given as YAML (its name must be `c`).
func layoutSpec(_ spec: String, tokens: String = "colors: {accent: \"#E89B3C\"}", variant: String = "default",
                dynamicType: DynamicTypeSize = .large) throws -> LayoutTree {
    let system = try makeSystem(tokens: tokens, components: ["c": spec])
    let component = try SpecResolver(system: system, dynamicType: dynamicType).resolve("c", variant: variant)
    return try sharedLayout.layout(component)
}

extension LayoutTree {
    /// The node whose path ends with `suffix` (exactly one must match).
    func node(_ suffix: String, file: StaticString = #filePath, line: UInt = #line) -> LayoutNode {
        let matches = nodes.filter { $0.path == suffix || $0.path.hasSuffix("/" + suffix) }
        XCTAssertEqual(matches.count, 1, "expected one node matching \(suffix), found \(matches.map(\.path))", file: file, line: line)
        return matches.first ?? nodes[0]
    }
}

func assertRect(_ r: Rect?, _ x: Double, _ y: Double, _ w: Double, _ h: Double, accuracy: Double = 1e-9,
                file: StaticString = #filePath, line: UInt = #line) {
    guard let r else { return XCTFail("no rect", file: file, line: line) }
    XCTAssertEqual(r.x, x, accuracy: accuracy, "x", file: file, line: line)
    XCTAssertEqual(r.y, y, accuracy: accuracy, "y", file: file, line: line)
    XCTAssertEqual(r.width, w, accuracy: accuracy, "width", file: file, line: line)
    XCTAssertEqual(r.height, h, accuracy: accuracy, "height", file: file, line: line)
}
