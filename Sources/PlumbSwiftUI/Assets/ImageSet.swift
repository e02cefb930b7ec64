import Foundation
import PlumbModel

/// An image set of an asset catalog (`<name>.imageset`) with an SVG file: the shapes Plumb
/// fills for `Image("name")`.
public struct ImageSet: Hashable, Sendable {
    /// Xcode's "Render As": template images take the foreground style, original ones keep
    /// their colours; nil is Xcode's default (original, unless the code asks for a template).
    public enum RenderingIntent: String, Hashable, Sendable {
        case template, original
    }

    /// The name `Image("…")` finds it by (with its namespace folders).
    public var name: String
    /// The SVG file read.
    public var file: String
    /// Path data of each drawn SVG element, in viewBox units, in document order. Filling each
    /// on its own is exact; filling them joined (`pathData`) differs only where two elements
    /// of opposite winding overlap.
    public var paths: [String]
    public var viewBoxWidth: Double
    public var viewBoxHeight: Double
    /// The size in points a non-resizable `Image` shows (the SVG's width and height, else its viewBox).
    public var width: Double
    public var height: Double
    public var renderingIntent: RenderingIntent?
    /// The one colour the SVG fills its shapes with (`#RGB`/`#RRGGBB`, `black`, `white`), for
    /// an image drawn as original; nil for `currentColor`, several colours, or other syntax.
    public var fillColor: RGBA?

    /// Every element's path data joined into one (each starting with an absolute move).
    public var pathData: String { paths.joined(separator: " ") }

    /// The image as an icon: one em tall and as wide as the viewBox's aspect ratio, like a
    /// YAML `icon: {path:, viewBox:}`.
    public var icon: IconSpec {
        IconSpec(name: nil, pathData: pathData, widthEm: viewBoxWidth / viewBoxHeight, heightEm: 1,
                 viewBoxWidth: viewBoxWidth, viewBoxHeight: viewBoxHeight)
    }

    /// Reads `<directory>/Contents.json` and the SVG it names, or nil with a warning when the
    /// set has no SVG Plumb can draw. An iPhone SVG beats a universal one; the image for the
    /// any (light) appearance is used in both appearances.
    static func read(directory: String, name: String, reader: inout AssetCatalogReader) throws -> ImageSet? {
        let skipped = "image set '\(name)' is skipped"
        let contents = directory + "/Contents.json"
        guard let root = try reader.readContents(contents, skipped: skipped) else { return nil }
        guard let list = root["images"], case .sequence(let images, _) = list else {
            reader.warn("Contents.json has no 'images' list; \(skipped)", at: root["images"]?.location ?? root.location)
            return nil
        }
        var best: (rank: Int, entry: YAMLValue, filename: String)?
        var others: [String] = []
        for entry in images {
            guard let filename = entry["filename"]?.string else { continue }
            let idiom = entry["idiom"]?.string ?? "universal"
            guard idiom == "iphone" || idiom == "universal" else { continue }
            guard filename.lowercased().hasSuffix(".svg") else { others.append(filename); continue }
            guard let slot = AssetCatalogAppearance.slot(of: entry, owner: "image set '\(name)'", reader: &reader) else { continue }
            if slot == .dark {
                reader.warn("the dark SVG of image set '\(name)' is not used; its any-appearance image is drawn in both appearances",
                            at: entry.location)
                continue
            }
            let rank = idiom == "iphone" ? 0 : 1
            if best == nil || rank < best!.rank { best = (rank, entry, filename) }
        }
        guard let best else {
            let found = others.isEmpty ? "no image file" : "no SVG (\(others.prefix(3).joined(separator: ", ")))"
            reader.warn("image set '\(name)' has \(found); Plumb draws only SVG image sets, so \(skipped)", at: list.location)
            return nil
        }
        let filename = best.filename
        guard !filename.contains("/"), filename != ".", filename != ".." else {
            reader.warn("image file '\(filename)' is not a file of the image set; \(skipped)", at: best.entry.location)
            return nil
        }
        let svgPath = directory + "/" + filename
        guard let data = try reader.read(svgPath, limit: AssetCatalogLimits.svgBytes, limitName: "svg-file-size",
                                         what: "SVG", skipped: skipped),
              let svg = SVGDocument.read(data, file: svgPath, skipped: skipped, reader: &reader) else { return nil }
        let colours = svg.fills.filter { $0 != "currentcolor" }
        if colours.count > 1 {
            reader.warn("image set '\(name)' fills its shapes with \(colours.count) colours (\(colours.prefix(3).joined(separator: ", "))); "
                        + "Plumb draws it in one colour", at: .file(svgPath))
        }
        var intent: RenderingIntent?
        if let v = root["properties"]?["template-rendering-intent"] {
            intent = RenderingIntent(rawValue: v.string ?? "")
            if intent == nil { reader.warn("unknown template-rendering-intent \(v.shapeName); Xcode's default is used", at: v.location) }
        }
        return ImageSet(name: name, file: svgPath, paths: svg.paths, viewBoxWidth: svg.viewBoxWidth, viewBoxHeight: svg.viewBoxHeight,
                        width: svg.width, height: svg.height, renderingIntent: intent,
                        fillColor: svg.fills.count == 1 ? Self.colour(svg.fills[0]) : nil)
    }

    /// A fill written as `#RGB`, `#RRGGBB`, `black` or `white`.
    static func colour(_ fill: String) -> RGBA? {
        switch fill {
        case "black": return .black
        case "white": return .white
        default: return fill.count == 4 || fill.count == 7 ? RGBA(hex: fill) : nil
        }
    }
}
