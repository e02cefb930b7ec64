import PlumbModel

/// The asset catalogs (`*.xcassets`) and font files under a set of paths: the colours
/// `Color("name")` and the vector images `Image("name")` of a team's SwiftUI sources.
///
/// Read as Xcode writes them, never trusting them: every file is bounded
/// (`AssetCatalogLimits`), symbolic links below the given paths are not followed, and a set
/// that cannot be read is a located warning in `diagnostics` while the others are read.
public struct AssetCatalog: Sendable {
    /// The `*.xcassets` folders read, in the order found.
    public private(set) var catalogs: [String] = []
    /// `*.ttf` and `*.otf` files found under the paths (their families are read by whoever
    /// registers them).
    public private(set) var fontFiles: [String] = []
    /// Warnings met while reading: sets skipped, colours clamped into sRGB, SVG features not drawn.
    public private(set) var diagnostics: [SwiftDiagnostic] = []
    private var colorSets: [String: ColorSet] = [:]
    private var imageSets: [String: ImageSet] = [:]
    /// The sets that have an image for the dark appearance, read for it.
    private var darkImageSets: [String: ImageSet] = [:]
    /// Data sets by name: the file and its uniform type identifier.
    private var dataSets: [String: (file: String, typeIdentifier: String)] = [:]

    public init() {}

    /// The file of the data set `name` and its uniform type identifier, or nil.
    public func dataSet(named name: String) -> (file: String, typeIdentifier: String)? { dataSets[name] }

    /// A `.symbolset`: the template SVG its `Contents.json` names under `symbols`.
    private static func readSymbolSet(_ item: AssetCatalogWalk.Item, reader: inout AssetCatalogReader) throws -> ImageSet? {
        let skipped = "symbol set '\(item.name)' is skipped"
        guard let root = try reader.readContents(item.directory + "/Contents.json", skipped: skipped) else { return nil }
        guard case .sequence(let symbols, _)? = root["symbols"],
              let filename = symbols.lazy.compactMap({ $0["filename"]?.string }).first(where: { $0.lowercased().hasSuffix(".svg") }) else {
            reader.warn("Contents.json names no SVG template under 'symbols'; \(skipped)", at: root.location)
            return nil
        }
        guard !filename.contains("/"), filename != ".", filename != ".." else {
            reader.warn("template '\(filename)' is not a file of the symbol set; \(skipped)", at: root.location)
            return nil
        }
        let path = item.directory + "/" + filename
        guard let data = try reader.read(path, limit: AssetCatalogLimits.svgBytes, limitName: "svg-file-size", what: "SVG", skipped: skipped) else { return nil }
        return SymbolSetTemplate.read(data, file: path, name: item.name, reader: &reader)
    }

    /// Reads every `*.xcassets` folder under `paths` (files or directories, searched
    /// recursively; hidden directories skipped; symbolic links not followed). A path that does
    /// not exist, or a search or read over `AssetCatalogLimits`, is a located `PlumbError`.
    public static func load(paths: [String]) throws -> AssetCatalog {
        var reader = AssetCatalogReader()
        var walk = AssetCatalogWalk()
        for path in paths { try walk.search(path, reader: &reader) }
        var catalog = AssetCatalog()
        catalog.catalogs = walk.catalogs
        catalog.fontFiles = walk.fontFiles
        for item in walk.colorSets {
            let file = item.directory + "/Contents.json"
            guard let root = try reader.readContents(file, skipped: "colour set '\(item.name)' is skipped"),
                  let set = ColorSet.read(root, name: item.name, file: file, reader: &reader) else { continue }
            if let first = catalog.colorSets[set.name] {
                reader.warn("colour set '\(set.name)' is also defined by \(first.file); the first is used", at: .file(file))
                continue
            }
            catalog.colorSets[set.name] = set
        }
        for item in walk.imageSets {
            guard let set = try ImageSet.read(directory: item.directory, name: item.name, reader: &reader) else { continue }
            if let first = catalog.imageSets[set.name] {
                reader.warn("image set '\(set.name)' is also defined by \(first.file); the first is used", at: .file(set.file))
                continue
            }
            catalog.imageSets[set.name] = set
            if set.hasDarkImage, let dark = try ImageSet.read(directory: item.directory, name: item.name, appearance: .dark, reader: &reader) {
                catalog.darkImageSets[set.name] = dark
            }
        }
        for item in walk.symbolSets {
            guard let set = try Self.readSymbolSet(item, reader: &reader) else { continue }
            if let first = catalog.imageSets[set.name] {
                reader.warn("symbol set '\(set.name)' has the name of image set \(first.file); the image set is used", at: .file(set.file))
                continue
            }
            catalog.imageSets[set.name] = set
        }
        for item in walk.dataSets where catalog.dataSets[item.name] == nil {
            let skipped = "data set '\(item.name)' is skipped"
            guard let root = try reader.readContents(item.directory + "/Contents.json", skipped: skipped) else { continue }
            guard case .sequence(let entries, _)? = root["data"],
                  let entry = entries.min(by: { ImageSet.idiomRank($0["idiom"]?.string ?? "universal") < ImageSet.idiomRank($1["idiom"]?.string ?? "universal") }),
                  let filename = entry["filename"]?.string, !filename.contains("/"), filename != ".", filename != ".." else {
                reader.warn("Contents.json names no data file; \(skipped)", at: root.location)
                continue
            }
            catalog.dataSets[item.name] = (item.directory + "/" + filename, entry["universal-type-identifier"]?.string ?? "public.data")
        }
        // A set read for both appearances says what its Contents.json lacks once.
        var seen: Set<String> = []
        catalog.diagnostics = reader.diagnostics.filter { seen.insert($0.description).inserted }
        return catalog
    }

    /// The colour of the colour set `name` (its folder name without `.colorset`, after the
    /// names of enclosing folders that provide a namespace: `Brand/primary`) in `appearance`.
    public func color(named name: String, appearance: Appearance) -> RGBA? {
        colorSets[name]?.color(for: appearance)
    }

    /// The colour set `name` with both appearances and its file.
    public func colorSet(named name: String) -> ColorSet? { colorSets[name] }

    /// Every colour set's name, sorted.
    public var colorNames: [String] { colorSets.keys.sorted() }

    /// The image set `name` as the icon Plumb draws (path data and viewBox) in `appearance`: its
    /// dark image in the dark appearance where it has one.
    public func image(named name: String, appearance: Appearance = .light) -> IconSpec? {
        imageSet(named: name, appearance: appearance)?.icon
    }

    /// The image set `name` with its intrinsic size, rendering intent and fill colour, as read
    /// for `appearance`.
    public func imageSet(named name: String, appearance: Appearance = .light) -> ImageSet? {
        appearance == .dark ? darkImageSets[name] ?? imageSets[name] : imageSets[name]
    }

    /// Every image set's name, sorted.
    public var imageNames: [String] { imageSets.keys.sorted() }
}
