import Foundation
import PlumbLayout
import PlumbModel
import XCTest

/// Every case of Tests/Fixtures/layouts.json (a copy of shared/fixtures/layouts.json): stack layouts measured by Chromium from CSS
/// equivalents. Frames must agree within Chromium's 1/64 px rounding plus the text-advance
/// rounding documented in the fixture (text widths there are rounded up to 1/64 px).
final class ChromiumFixtureTests: XCTestCase {
    struct Fixture: Decodable {
        struct Font: Decodable { var size: Double; var weight: String }
        struct Node: Decodable { var preorder: Int; var kind: String; var frame: [Double]; var outerFrame: [Double] }
        struct Case: Decodable { var name: String; var spec: String; var nodes: [Node] }
        var fonts: [String: Font]
        var cases: [Case]
    }

    func testEveryFixtureCase() throws {
        let url = packageRoot.appendingPathComponent("Tests/Fixtures/layouts.json")
        let fixture = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
        XCTAssertEqual(fixture.cases.count, 24)
        var tokens = "fonts:\n"
        for (name, f) in fixture.fonts.sorted(by: { $0.key < $1.key }) {
            tokens += "  \(name): {size: \(f.size), weight: \(f.weight)}\n"
        }
        var worst = 0.0
        for c in fixture.cases {
            let tree = try layoutSpec(c.spec.replacingOccurrences(of: "component: \(c.name)", with: "component: c"), tokens: tokens)
            XCTAssertEqual(tree.nodes.count, c.nodes.count, "\(c.name) node count")
            for (expected, actual) in zip(c.nodes, tree.nodes) {
                XCTAssertEqual(expected.kind, actual.kind, "\(c.name) #\(expected.preorder)")
                let outer = actual.outerFrame ?? actual.frame
                for (e, a, what) in [(expected.frame, actual.frame, "frame"), (expected.outerFrame, outer, "outerFrame")] {
                    let got = [a.x, a.y, a.width, a.height]
                    for k in 0..<4 {
                        let diff = abs(got[k] - e[k])
                        worst = max(worst, diff)
                        XCTAssertLessThanOrEqual(diff, 0.03, "\(c.name) #\(expected.preorder) \(actual.path) \(what)[\(k)]: \(got[k]) vs \(e[k])")
                    }
                }
            }
        }
        print("Chromium fixture: worst difference \(worst) pt")
    }
}
