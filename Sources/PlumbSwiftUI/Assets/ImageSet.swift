import Foundation
import PlumbModel

/// An image set of an asset catalog (`<name>.imageset`) with an SVG or PDF file: the shapes
/// Plumb fills for `Image("name")`; or with PNG files: its bitmaps.
public struct ImageSet: Hashable, Sendable {
    /// Xcode's "Render As": template images take the foreground style, original ones keep
    /// their colours; nil is Xcode's default (original, unless the code asks for a template).
    public enum RenderingIntent: String, Hashable, Sendable {
        case template, original
    }

    /// The name `Image("…")` finds it by (with its namespace folders).
    public var name: String
    /// The SVG or PDF file read.
    public var file: String
    /// Path data of each drawn SVG element or PDF non-zero fill, in viewBox units, in document
    /// order. Filling each on its own is exact; filling them joined (`pathData`) differs only
    /// where two elements of opposite winding overlap.
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
    /// For a set of PNG files (no SVG): its bitmaps, one per scale.
    public var bitmap: BitmapSet?
    /// The SVG's or PDF's stroked outlines, drawn after its fills.
    public var strokes: [IconStroke] = []
    /// A PDF's even-odd fills (`f*`), in viewBox units, each filled on its own after `paths`.
    public var evenOddPaths: [String] = []
    /// For a custom SF Symbol (`SymbolSetTemplate`): the viewBox units in an em of the font, so
    /// the symbol follows the font as SF Symbols do; nil for other image sets.
    public var symbolUnitsPerEm: Double?
    /// `properties.preserves-vector-representation`: the vector is kept and redrawn at any
    /// size; false (Xcode's default), a bitmap made at the image's size is scaled.
    public var preservesVector = false
    /// Whether the set has an image for the dark appearance (read then as a set of its own).
    public var hasDarkImage = false
    /// An SVG or PDF painted in several colours: every element in painting order with its
    /// colour, drawn so when the image renders as original (empty for one colour).
    public var colouredLayers: [IconLayer] = []

    /// Every element's path data joined into one (each starting with an absolute move).
    public var pathData: String { paths.joined(separator: " ") }

    /// The image as an icon, shown at its own size in points (an SVG's width and height, a PDF's
    /// page), as iOS shows an image set whatever the font (only symbol sets follow the font);
    /// `.resizable()` scales its viewBox, one em tall and as wide as its aspect ratio.
    public var icon: IconSpec {
        if let upem = symbolUnitsPerEm {
            return IconSpec(name: nil, pathData: pathData, widthEm: viewBoxWidth / upem, heightEm: viewBoxHeight / upem,
                            viewBoxWidth: viewBoxWidth, viewBoxHeight: viewBoxHeight)
        }
        var icon = IconSpec(name: nil, pathData: bitmap == nil ? pathData : nil, widthEm: viewBoxWidth / viewBoxHeight, heightEm: 1,
                            viewBoxWidth: viewBoxWidth, viewBoxHeight: viewBoxHeight)
        icon.bitmap = bitmap
        icon.strokes = strokes
        icon.evenOddPaths = evenOddPaths
        if renderingIntent != .template { icon.colouredLayers = colouredLayers }
        if bitmap == nil { (icon.pointWidth, icon.pointHeight) = (width, height) }
        if bitmap == nil, !preservesVector { (icon.bakedWidth, icon.bakedHeight) = (width, height) }
        return icon
    }

    /// Reads `<directory>/Contents.json` and the SVG or PDF it names (else its PNGs), or nil
    /// with a warning when the set has nothing Plumb can draw. An iPhone file beats a universal
    /// one, which beats another device's. For the light appearance the any (or light) image is
    /// read; for dark, the dark image where the set has one, else the any image, as iOS picks.
    static func read(directory: String, name: String, appearance: Appearance = .light, reader: inout AssetCatalogReader) throws -> ImageSet? {
        let skipped = "image set '\(name)' is skipped"
        let contents = directory + "/Contents.json"
        guard let root = try reader.readContents(contents, skipped: skipped) else { return nil }
        guard let list = root["images"], case .sequence(let images, _) = list else {
            reader.warn("Contents.json has no 'images' list; \(skipped)", at: root["images"]?.location ?? root.location)
            return nil
        }
        // An entry for the appearance read beats one for any appearance (`ownRank` 0 before 1).
        var best: (rank: Int, entry: YAMLValue, filename: String)?
        var bestOwnRank = 2
        var others: [String] = []
        var rasters: [(rank: Int, entry: YAMLValue, filename: String)] = []
        var darkRasters: [(rank: Int, entry: YAMLValue, filename: String)] = []
        var hasDark = false
        for entry in images {
            guard let filename = entry["filename"]?.string else { continue }
            let rank = idiomRank(entry["idiom"]?.string ?? "universal")
            let vector = filename.lowercased().hasSuffix(".svg") || filename.lowercased().hasSuffix(".pdf")
            guard let slot = AssetCatalogAppearance.slot(of: entry, owner: "image set '\(name)'", reader: &reader) else {
                if !vector { others.append(filename) }
                continue
            }
            if slot == .dark { hasDark = true }
            guard vector else {
                others.append(filename)
                guard Self.isRasterFile(filename) else { continue }
                if slot == .dark { darkRasters.append((rank, entry, filename)) } else { rasters.append((rank, entry, filename)) }
                continue
            }
            if slot == .dark, appearance != .dark { continue }
            let ownRank = slot == .dark ? 0 : 1
            if best == nil || ownRank < bestOwnRank || ownRank == bestOwnRank && rank < best!.rank {
                best = (rank, entry, filename)
                bestOwnRank = ownRank
            }
        }
        if appearance == .dark, !darkRasters.isEmpty { rasters = darkRasters }
        var intent: RenderingIntent?
        if let v = root["properties"]?["template-rendering-intent"] {
            intent = RenderingIntent(rawValue: v.string ?? "")
            if intent == nil { reader.warn("unknown template-rendering-intent \(v.shapeName); Xcode's default is used", at: v.location) }
        }
        guard let best else {
            // The bitmaps of the best idiom only (an iPhone 2x is not mixed with a watch 1x).
            if let top = rasters.map(\.rank).min() {
                var set = raster(rasters.filter { $0.rank == top }, directory: directory, name: name, intent: intent, reader: &reader)
                set?.hasDarkImage = hasDark
                return set
            }
            let found = others.isEmpty ? "no image file" : "no SVG, PDF, PNG or JPEG (\(others.prefix(3).joined(separator: ", ")))"
            reader.warn("image set '\(name)' has \(found); Plumb draws SVG, PDF, PNG and JPEG image sets, so \(skipped)", at: list.location)
            return nil
        }
        let filename = best.filename
        guard !filename.contains("/"), filename != ".", filename != ".." else {
            reader.warn("image file '\(filename)' is not a file of the image set; \(skipped)", at: best.entry.location)
            return nil
        }
        let path = directory + "/" + filename
        let image: VectorImage?
        if filename.lowercased().hasSuffix(".pdf") {
            guard let data = try reader.read(path, limit: AssetCatalogLimits.pdfBytes, limitName: "pdf-file-size", what: "PDF", skipped: skipped) else { return nil }
            image = PDFDocument.read(data, file: path, skipped: skipped, reader: &reader)
        } else {
            guard let data = try reader.read(path, limit: AssetCatalogLimits.svgBytes, limitName: "svg-file-size", what: "SVG", skipped: skipped) else { return nil }
            image = SVGDocument.read(data, file: path, skipped: skipped, reader: &reader)
        }
        guard let image else { return nil }
        let fills = image.fills
        // Several colours: drawn as written when every one is a colour Plumb reads (a
        // `currentColor` among them takes the foreground, so the image stays one colour).
        var layers: [IconLayer] = []
        if fills.count > 1 {
            for l in image.layers {
                guard let c = Self.colour(l.colour) else { layers = []; break }
                layers.append(IconLayer(pathData: l.pathData, paint: l.paint, color: c))
            }
            if layers.isEmpty {
                let unread = fills.filter { Self.colour($0) == nil }
                reader.warn("image set '\(name)' paints with \(fills.count) colours, \(unread.prefix(3).joined(separator: ", ")) among them, "
                            + "which Plumb does not draw as a colour of its own; Plumb draws it in one colour", at: .file(path))
            }
        }
        var set = ImageSet(name: name, file: path, paths: image.paths, viewBoxWidth: image.viewBoxWidth, viewBoxHeight: image.viewBoxHeight,
                           width: image.width, height: image.height, renderingIntent: intent,
                           fillColor: fills.count == 1 ? Self.colour(fills[0]) : nil, strokes: image.strokes)
        set.colouredLayers = layers
        set.evenOddPaths = image.evenOddPaths
        set.hasDarkImage = hasDark
        set.preservesVector = root["properties"]?["preserves-vector-representation"]?.string == "true"
        return set
    }

    /// An image's idiom, best first: an iPhone's, a universal one, then another device's (an
    /// iPad's, a watch's), which a set made only for that device (a watchOS target's) still draws.
    static func idiomRank(_ idiom: String) -> Int {
        switch idiom {
        case "iphone": return 0
        case "universal": return 1
        case "ipad": return 2
        default: return 3
        }
    }

    /// A set of PNG or JPEG files: one variant per scale (the entry's `scale`, else the file name's
    /// `@2x`, else 1), iPhone before universal. Each file's size is read from its header;
    /// a file that is not a PNG or JPEG, or over `AssetCatalogLimits.rasterPixels`, is a warning and
    /// left out. Decoded when drawn.
    static func raster(_ entries: [(rank: Int, entry: YAMLValue, filename: String)], directory: String, name: String,
                       intent: RenderingIntent?, reader: inout AssetCatalogReader) -> ImageSet? {
        var byScale: [Int: (rank: Int, variant: BitmapSet.Variant)] = [:]
        for (rank, entry, filename) in entries {
            guard !filename.contains("/"), filename != ".", filename != ".." else {
                reader.warn("image file '\(filename)' is not a file of the image set; it is not used", at: entry.location)
                continue
            }
            let scaleText = entry["scale"]?.string ?? (filename.range(of: #"@[0-9]x\."#, options: .regularExpression).map { String(filename[$0].dropFirst()) } ?? "1x")
            guard let scale = Int(scaleText.lowercased().replacingOccurrences(of: "x", with: "").replacingOccurrences(of: ".", with: "")),
                  (1...4).contains(scale) else {
                reader.warn("image file '\(filename)' has an unknown scale '\(scaleText)'; it is not used", at: entry.location)
                continue
            }
            let path = directory + "/" + filename
            guard let (w, h) = pngSize(path) ?? jpegSize(path) else {
                reader.warn("image file '\(filename)' of image set '\(name)' is not a readable PNG or JPEG; it is not used", at: .file(path))
                continue
            }
            guard w * h <= AssetCatalogLimits.rasterPixels else {
                reader.warn("image file '\(filename)' is \(w) × \(h) pixels, over the limit of \(AssetCatalogLimits.rasterPixels) pixels "
                            + "(asset-raster-pixels); it is not used", at: .file(path))
                continue
            }
            if let have = byScale[scale], have.rank <= rank { continue }
            byScale[scale] = (rank, BitmapSet.Variant(file: path, scale: scale, pixelWidth: w, pixelHeight: h))
        }
        guard !byScale.isEmpty else {
            reader.warn("image set '\(name)' has no PNG or JPEG Plumb can draw; it is skipped", at: .file(directory + "/Contents.json"))
            return nil
        }
        let bitmap = BitmapSet(variants: byScale.values.map(\.variant), template: intent == .template)
        return ImageSet(name: name, file: bitmap.variants.last!.file, paths: [], viewBoxWidth: bitmap.width, viewBoxHeight: bitmap.height,
                        width: bitmap.width, height: bitmap.height, renderingIntent: intent, fillColor: nil, bitmap: bitmap)
    }

    /// Width and height from a PNG's signature and IHDR chunk (the first 24 bytes).
    static func pngSize(_ path: String) -> (Int, Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 24), data.count == 24 else { return nil }
        let b = [UInt8](data)
        guard b[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A][...], b[12..<16] == [0x49, 0x48, 0x44, 0x52][...] else { return nil }
        func u32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        let w = u32(16), h = u32(20)
        return w > 0 && h > 0 ? (w, h) : nil
    }

    /// A bitmap file of a set: PNG, or JPEG (`.jpg`, `.jpeg`: photos).
    static func isRasterFile(_ filename: String) -> Bool {
        let lower = filename.lowercased()
        return lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg")
    }

    /// Width and height from a JPEG's start-of-frame segment, found by walking the segments
    /// from the SOI marker (within the first 1 MiB: EXIF and ICC segments come before it).
    static func jpegSize(_ path: String) -> (Int, Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 1 << 20) else { return nil }
        let b = [UInt8](data)
        guard b.count > 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 3 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            // Markers without a length: TEM, RST0–7.
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            guard length >= 2 else { return nil }
            // SOF0–15 but DHT (C4), JPG (C8) and DAC (CC): precision, height, width.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard i + 8 < b.count else { return nil }
                let h = Int(b[i + 5]) << 8 | Int(b[i + 6]), w = Int(b[i + 7]) << 8 | Int(b[i + 8])
                return w > 0 && h > 0 ? (w, h) : nil
            }
            i += 2 + length
        }
        return nil
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
