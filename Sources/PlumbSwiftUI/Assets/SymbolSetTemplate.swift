import Foundation
import PlumbModel
import PlumbRaster
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A custom SF Symbol (`<name>.symbolset`): the template SVG the SF Symbols app exports, read as
/// iOS reads it for `Image("name")` at the medium scale and regular weight.
///
/// A template draws every variant on one artboard at 100 pt: `<g id="Regular-M">` holds the
/// regular medium glyph, translated (`matrix(1 0 0 1 x y)`) to its left margin and baseline; the
/// `Baseline-M`/`Capline-M` guide lines give its cap height, and `left-margin-Regular-M`/
/// `right-margin-Regular-M` its advance. Plumb draws the glyph as a template symbol that
/// follows the font as SF Symbols do: as wide as its margins and as tall as its outline, in ems
/// where the cap height is SF Pro's (0.7046 em). A template without a medium variant uses its
/// small one (`Regular-S`, what SF Symbols 3 templates carry besides Ultralight and Black).
enum SymbolSetTemplate {
    /// SF Pro's cap height in ems, which a template's capline-to-baseline distance stands for.
    static let capHeightEm = 0.7046

    static func read(_ data: Data, file: String, name: String, reader: inout AssetCatalogReader) -> ImageSet? {
        let skipped = "symbol set '\(name)' is skipped"
        if data.range(of: Data("<!ENTITY".utf8)) != nil {
            reader.warn("SVG declares entities, which Plumb does not expand; \(skipped)", at: .file(file))
            return nil
        }
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        let template = SymbolTemplateParser()
        parser.delegate = template
        guard parser.parse() else {
            reader.warn("invalid SVG in a symbol template; \(skipped)", at: SourceLocation(file: file, line: max(parser.lineNumber, 1), column: 1))
            return nil
        }
        guard let scale = ["M", "S"].first(where: { template.paths["Regular-\($0)"] != nil }),
              let paths = template.paths["Regular-\(scale)"], !paths.isEmpty,
              let baseline = template.guides["Baseline-\(scale)"]?.y, let capline = template.guides["Capline-\(scale)"]?.y,
              let left = template.guides["left-margin-Regular-\(scale)"]?.x, let right = template.guides["right-margin-Regular-\(scale)"]?.x,
              baseline > capline, right > left else {
            reader.warn("the symbol template has no Regular-M (or Regular-S) glyph with its baseline, capline and margins; \(skipped)", at: .file(file))
            return nil
        }
        // The glyph's outline, in the group's own units (origin at the left margin and baseline).
        var outline = PlumbRaster.Path()
        for d in paths {
            guard let p = try? SVGPath.parse(d) else {
                reader.warn("a path of the symbol's glyph is not valid path data; \(skipped)", at: .file(file))
                return nil
            }
            outline.append(p)
        }
        guard let bounds = outline.tightBounds, bounds.maxY > bounds.minY else {
            reader.warn("the symbol's glyph draws nothing; \(skipped)", at: .file(file))
            return nil
        }
        // Guides are written to a few decimals (1055.54): rounded, a 100 pt template is 100 units an em.
        let unitsPerEm = ((baseline - capline) / capHeightEm * 1000).rounded() / 1000
        let width = right - left, height = bounds.maxY - bounds.minY
        // The viewBox starts at the left margin and the outline's top: paths move down by its top.
        var set = ImageSet(name: name, file: file, paths: [], viewBoxWidth: width, viewBoxHeight: height,
                           width: width / unitsPerEm, height: height / unitsPerEm, renderingIntent: .template, fillColor: nil, strokes: [])
        set.paths = paths.compactMap { d in (try? SVGPath.parse(d)).map { Self.pathData($0, dy: -bounds.minY) } }
        set.symbolUnitsPerEm = unitsPerEm
        return set
    }

    /// `path` written as absolute path data, moved down by `dy`.
    static func pathData(_ path: PlumbRaster.Path, dy: Double) -> String {
        func n(_ v: Double) -> String {
            let r = (v * 1000).rounded() / 1000
            return r == r.rounded() ? String(Int(r)) : String(r)
        }
        func pt(_ p: Point) -> String { n(p.x) + " " + n(p.y + dy) }
        var out: [String] = []
        var i = 0
        for verb in path.verbs {
            switch verb {
            case .move: out.append("M" + pt(path.points[i])); i += 1
            case .line: out.append("L" + pt(path.points[i])); i += 1
            case .quad: out.append("Q" + pt(path.points[i]) + " " + pt(path.points[i + 1])); i += 2
            case .cubic: out.append("C" + pt(path.points[i]) + " " + pt(path.points[i + 1]) + " " + pt(path.points[i + 2])); i += 3
            case .close: out.append("Z")
            }
        }
        return out.joined(separator: " ")
    }
}

/// Collects a symbol template's guide lines (by id: their x and y) and the path data inside
/// each weight-and-scale group (`Regular-M`), in the group's own units.
final class SymbolTemplateParser: NSObject, XMLParserDelegate {
    private(set) var guides: [String: (x: Double, y: Double)] = [:]
    private(set) var paths: [String: [String]] = [:]
    /// The variant group being read and the depth it opened at.
    private var group: (id: String, depth: Int)?
    private var depth = 0
    /// Elements read, bounded like any SVG's.
    private var elements = 0

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes: [String: String] = [:]) {
        depth += 1
        elements += 1
        if elements > AssetCatalogLimits.svgElements { parser.abortParsing(); return }
        let id = attributes["id"] ?? ""
        switch elementName {
        case "line" where !id.isEmpty:
            guides[id] = (Double(attributes["x1"] ?? "") ?? 0, Double(attributes["y1"] ?? "") ?? 0)
        case "g" where group == nil && Self.isVariant(id):
            group = (id, depth)
        case "path" where group != nil:
            if let d = attributes["d"] { paths[group!.id, default: []].append(d) }
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        if let g = group, g.depth == depth { group = nil }
        depth -= 1
    }

    /// `Regular-M`, `Ultralight-S`, `Black-L`: a weight and a scale.
    static func isVariant(_ id: String) -> Bool {
        let parts = id.split(separator: "-")
        return parts.count == 2 && ["S", "M", "L"].contains(parts[1])
            && ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"].contains(parts[0])
    }
}
