import Foundation
import PlumbModel
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads what Plumb draws of an SVG file: the fill of every visible `<path>`, `<rect>`,
/// `<circle>`, `<ellipse>`, `<polygon>` and `<polyline>`, in viewBox units, in one colour
/// (the size in points is the SVG's width and height in px, else its viewBox).
enum SVGDocument {
    /// Reads an SVG file's bytes, or nil with a located warning when it cannot be drawn.
    /// Warnings for what is drawn approximately (strokes, transforms, …) are reported once
    /// per file, at the first element concerned, with a count.
    static func read(_ data: Data, file: String, skipped: String, reader: inout AssetCatalogReader) -> VectorImage? {
        // An entity declaration is refused before parsing: no expansion bombs, no external files.
        if data.range(of: Data("<!ENTITY".utf8)) != nil {
            reader.warn("SVG declares entities, which Plumb does not expand; \(skipped)", at: .file(file))
            return nil
        }
        let delegate = SVGReader(file: file, data: data)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        let ok = parser.parse()
        if let stop = delegate.stop {
            reader.warn("\(stop.message); \(skipped)", at: stop.location)
            return nil
        }
        guard ok else {
            let code = (parser.parserError as NSError?)?.code ?? 0
            let loc = SourceLocation(file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            reader.warn("invalid SVG: \(SVGReader.explain(code)); \(skipped)", at: loc)
            return nil
        }
        for note in delegate.notes.values.sorted(by: { $0.order < $1.order }) {
            let times = note.count > 1 ? " (\(note.count) elements)" : ""
            reader.warn(note.message + times, at: note.location)
        }
        for (id, loc) in delegate.clipUses where !delegate.wholeCanvasClips.contains(id) {
            reader.warn("clip-path 'url(#\(id))' is not applied; the content is drawn unclipped", at: loc)
        }
        guard let root = delegate.root else {
            reader.warn("no <svg> element; \(skipped)", at: .file(file))
            return nil
        }
        guard !delegate.paths.isEmpty || !delegate.evenOddPaths.isEmpty || !delegate.strokes.isEmpty else {
            reader.warn("SVG has nothing Plumb draws (no filled or stroked path or shape); \(skipped)", at: root.location)
            return nil
        }
        return VectorImage(paths: delegate.paths, evenOddPaths: delegate.evenOddPaths, viewBoxWidth: root.viewBox.width, viewBoxHeight: root.viewBox.height,
                           width: root.size.width, height: root.size.height, fills: delegate.fills, strokes: delegate.strokes,
                           layers: delegate.layers)
    }
}
