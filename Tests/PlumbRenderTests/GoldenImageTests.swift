import Foundation
import PlumbModel
import PlumbPNG
import PlumbRender
import XCTest

/// Golden images of composed components: the encoded PNG must match byte for byte.
/// After an intended change: `PLUMB_RECORD_GOLDENS=1 swift test --filter GoldenImageTests`,
/// then look at the new images before committing them.
final class GoldenImageTests: XCTestCase {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    static let cases: [(String, String, Appearance)] = [
        ("service-row", "default", .light), ("next-up-card", "overdue", .dark), ("primary-button", "pressed", .light),
        ("status-pill", "good", .dark), ("card", "default", .light), ("dashboard-header", "default", .dark),
    ]

    func testComposedComponentsMatchGoldens() throws {
        let record = ProcessInfo.processInfo.environment["PLUMB_RECORD_GOLDENS"] == "1"
        let system = try DesignSystem.load(directory: Self.root.appendingPathComponent("specs/vehicle-maintenance").path)
        let renderer = ComponentRenderer(system: system)
        let dir = Self.root.appendingPathComponent("Tests/PlumbRenderTests/Goldens")
        for (component, variant, appearance) in Self.cases {
            let out = try renderer.render(component: component, variant: variant, appearance: appearance,
                                          dynamicType: .large, scale: 2)
            let bytes = try PNGCodec.encode(out.image.pixmap)
            let file = dir.appendingPathComponent("\(component)-\(variant)-\(appearance.rawValue)@2x.png")
            if record {
                try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
                try Data(bytes).write(to: file)
                continue
            }
            guard let golden = try? Data(contentsOf: file) else {
                XCTFail("missing golden \(file.lastPathComponent); record with PLUMB_RECORD_GOLDENS=1")
                continue
            }
            if golden != Data(bytes) {
                // Say where: decode the golden and count differing pixels.
                let expected = try PNGCodec.decode([UInt8](golden))
                var differing = 0
                if expected.width == out.image.pixmap.width && expected.height == out.image.pixmap.height {
                    for i in stride(from: 0, to: expected.data.count, by: 4) where expected.data[i..<i + 4] != out.image.pixmap.data[i..<i + 4] {
                        differing += 1
                    }
                }
                XCTFail("\(file.lastPathComponent) differs: golden \(expected.width)×\(expected.height), got \(out.image.pixmap.width)×\(out.image.pixmap.height), \(differing) pixels differ")
            }
        }
    }
}
