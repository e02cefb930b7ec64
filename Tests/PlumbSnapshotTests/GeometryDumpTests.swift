import Foundation
import PlumbModel
import PlumbSnapshot
import XCTest

/// What `.layout.json` and `verify` say about the container grid and right-to-left corners.
final class GeometryDumpTests: XCTestCase {
    func testContainerGridIsANamedFrameCause() throws {
        let circle = "[{fill: accent}, {frame: {width: 10, height: 10}}]"
        assertCause(try TempSystem().causes { $0.replacingOccurrences(of: circle, with: "[{fill: accent}, {frame: {width: {containerRelative: {count: 4, spacing: 8}}, height: 10}}]") },
                    kind: "size", contains: "frame width 10 height 10 → width 1 of 4 columns of container (spacing 8) height 10")
    }
}
