import Foundation
import PlumbModel
import PlumbRender
import PlumbSwiftUI
import XCTest

/// The first preview of the project under `root` (sources and asset catalogs) rendered on
/// white at `scale`, with the project's and the evaluation's diagnostics (`root` as `ROOT`).
func renderProjectPreview(root: String, scale: Int = 1) throws -> (Renderer.Image, [String]) {
    let project = try SwiftProject.load(paths: [root])
    let r = project.evaluate(try XCTUnwrap(project.previews.first), context: EvaluationContext())
    let diagnostics = (project.diagnostics + r.diagnostics).map { $0.description.replacingOccurrences(of: root, with: "ROOT") }
    let t = try sharedLayout.layout(try XCTUnwrap(r.component))
    let renderer = Renderer(fonts: sharedLayout.text.library)
    return (try renderer.render(t, options: .init(scale: scale, background: RGBA(r: 1, g: 1, b: 1, a: 1))), diagnostics)
}

/// The first preview of `source` laid out and rendered on white at scale 1.
func renderSourcePreview(_ source: String, appearance: Appearance = .light) throws -> Renderer.Image {
    let t = try layoutPreview(source, context: EvaluationContext(appearance: appearance))
    return try Renderer(fonts: sharedLayout.text.library).render(t, options: .init(scale: 1, background: RGBA(r: 1, g: 1, b: 1, a: 1)))
}

extension Renderer.Image {
    /// The colour at device pixel (x, y) from the component's origin, as [r, g, b].
    func rgb(_ x: Int, _ y: Int) -> [Int] {
        let c = pixmap[x + originX, y + originY]
        return [Int(c.r), Int(c.g), Int(c.b)]
    }
}
