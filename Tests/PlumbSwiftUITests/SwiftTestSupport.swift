import Foundation
import PlumbLayout
import PlumbModel
import PlumbRender
import PlumbText
@testable import PlumbSwiftUI
import XCTest

/// One layout engine for the suite (fonts load once).
let sharedLayout = Layout()

/// Evaluates the previews of `source` (one file, `Card.swift` unless named) and returns the
/// evaluations in order.
func evaluate(_ source: String, file: String = "Card.swift", context: EvaluationContext = EvaluationContext()) -> [PreviewEvaluation] {
    let project = SwiftProject.parse([(file, source)])
    return project.previews.map { project.evaluate($0, context: context) }
}

/// The laid-out tree of the first preview of `source`; fails the test on any error diagnostic.
func layoutPreview(_ source: String, context: EvaluationContext = EvaluationContext(), index: Int = 0,
                   file: StaticString = #filePath, line: UInt = #line) throws -> LayoutTree {
    let results = evaluate(source, context: context)
    guard index < results.count else {
        XCTFail("no preview \(index) found", file: file, line: line)
        throw PlumbError("no preview")
    }
    let r = results[index]
    let errors = r.diagnostics.filter { $0.severity == .error }
    XCTAssertEqual(errors.map(\.description), [], file: file, line: line)
    guard let c = r.component else { throw PlumbError("not evaluated: \(r.diagnostics)") }
    return try sharedLayout.layout(c)
}

/// The texts of the first preview of `source` in layout order and its diagnostics; fails the
/// test when the preview is not evaluated.
func textsAndWarnings(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws -> ([String], [String]) {
    let r = evaluate(source)[0]
    guard let c = r.component else { XCTFail("not evaluated: \(r.diagnostics)", file: file, line: line); return ([], []) }
    let texts = try sharedLayout.layout(c).nodes.compactMap { node -> String? in
        if case .text(let s) = node.view.kind { return s }
        return nil
    }
    return (texts, r.diagnostics.map(\.description))
}

extension LayoutTree {
    /// The nodes drawn: none inside a view made invisible (`.hidden()`, the navigation bar's
    /// twins of its items that keep an inline title centred).
    var shown: [LayoutNode] {
        let hidden = nodes.filter { $0.view.modifiers.contains { if case .opacity(0) = $0 { return true }; return false } }.map(\.path)
        return nodes.filter { n in !hidden.contains { n.path == $0 || n.path.hasPrefix($0 + "/") } }
    }

    /// The first drawn node whose text's first line is `text`.
    func shownText(_ text: String) -> LayoutNode? { shown.first { $0.text?.lines.first?.text == text } }

    /// The node whose path ends with `suffix` (exactly one must match).
    func node(_ suffix: String, file: StaticString = #filePath, line: UInt = #line) -> LayoutNode {
        let matches = nodes.filter { $0.path == suffix || $0.path.hasSuffix("/" + suffix) }
        XCTAssertEqual(matches.count, 1, "expected one node matching \(suffix), found \(nodes.map(\.path))", file: file, line: line)
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

/// The strings of the text nodes of the first preview of `source`, in layout order, and that
/// preview's diagnostics (fails the test on an error diagnostic).
func previewTexts(_ source: String, context: EvaluationContext = EvaluationContext(),
                  file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
    try layoutPreview(source, context: context, file: file, line: line).nodes.compactMap { node -> String? in
        if case .text(let s) = node.view.kind { return s }
        return nil
    }
}

/// The first preview of `source` drawn at scale 1 on white, and where its origin is in the image.
func renderPreview(_ source: String, scale: Int = 1, context: EvaluationContext = EvaluationContext(),
                   file: StaticString = #filePath, line: UInt = #line) throws -> Renderer.Image {
    let t = try layoutPreview(source, context: context, file: file, line: line)
    return try Renderer(fonts: sharedLayout.text.library).render(t, options: .init(scale: scale, background: RGBA(r: 1, g: 1, b: 1, a: 1)))
}

/// The opaque pixel at (x, y) from the component's origin (points at scale 1, else pixels), as [r, g, b].
func previewRGB(_ image: Renderer.Image, _ x: Int, _ y: Int) -> [Int] {
    let c = image.pixmap[x + image.originX, y + image.originY]
    return [Int(c.r), Int(c.g), Int(c.b)]
}

/// A temporary sources folder holding `source` as `file` and, under `Fonts/`, copies of bundled
/// faces under other names (`("Inter-Bold.otf", "Brand-Bold.otf")`): a team's font files.
func sourcesWithFonts(_ copies: [(bundled: String, name: String)], _ file: String, _ source: String) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
    for (bundled, name) in copies {
        try FileManager.default.copyItem(atPath: BundledFonts.directory + "/" + bundled, toPath: root.appendingPathComponent("Fonts/" + name).path)
    }
    try source.write(to: root.appendingPathComponent(file), atomically: true, encoding: .utf8)
    return root
}

/// The first preview of the sources under `root` evaluated with the text engine's face names
/// (as `plumb previews` does), its diagnostics, and its layout.
func layoutWithFontFaces(_ root: URL) throws -> (project: SwiftProject, diagnostics: [String], tree: LayoutTree) {
    let project = try SwiftProject.load(paths: [root.path])
    var context = EvaluationContext()
    context.useFontFaces(FontLibrary().faceLookup)
    let r = project.evaluate(project.previews[0], context: context)
    return (project, r.diagnostics.map(\.description), try Layout().layout(XCTUnwrap(r.component)))
}

/// One line of `.body` (17 pt) text: the face's own height, Inter's 1.2102 em (a text style's
/// leading goes between lines, not around one).
let bodyLine: Double = (try? sharedLayout.text.library.face(for: ResolvedFont(size: 17)).naturalLineHeight(size: 17)) ?? .nan
