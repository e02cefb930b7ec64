import Foundation
import PlumbModel

/// Finds what `AssetCatalog.load` reads under the given paths: `*.xcassets` folders, font files,
/// and, inside a catalog, its colour and image sets with their namespaced names. Symbolic links
/// below a given path are never followed (a link inside a catalog, or one named `*.xcassets`,
/// is reported); hidden directories (`.git`, `.build`, `.swiftpm`) are not searched.
struct AssetCatalogWalk {
    /// A set found inside a catalog: its folder and the name Xcode looks it up by.
    struct Item {
        var name: String
        var directory: String
    }

    var catalogs: [String] = []
    var fontFiles: [String] = []
    var colorSets: [Item] = []
    var imageSets: [Item] = []
    /// Custom SF Symbols (`.symbolset`), drawn as image sets that follow the font.
    var symbolSets: [Item] = []
    /// Data sets (`.dataset`), which `NSDataAsset(name:)` reads.
    var dataSets: [Item] = []
    private var entries = 0

    /// Searches `path` (a file or a directory; a symbolic link given here is followed, as the
    /// user named it).
    mutating func search(_ path: String, reader: inout AssetCatalogReader) throws {
        var st = stat()
        guard stat(path, &st) == 0 else { throw PlumbError("'\(path)' does not exist", at: .file(path)) }
        if Self.isDirectory(st) {
            if path.hasSuffix(".xcassets") { try catalog(path, reader: &reader) } else { try directory(path, depth: 0, reader: &reader) }
        } else if Self.isFont(path) {
            fontFiles.append(path)
        }
    }

    private mutating func directory(_ path: String, depth: Int, reader: inout AssetCatalogReader) throws {
        for (child, st) in try list(path, depth: depth) {
            let name = (child as NSString).lastPathComponent
            if Self.isLink(st) {
                if name.hasSuffix(".xcassets") {
                    reader.warn("asset catalog '\(child)' is a symbolic link, which is not followed", at: .file(child))
                }
            } else if Self.isDirectory(st) {
                if name.hasPrefix(".") { continue }
                if name.hasSuffix(".xcassets") { try catalog(child, reader: &reader) } else { try directory(child, depth: depth + 1, reader: &reader) }
            } else if Self.isFont(child) {
                fontFiles.append(child)
            }
        }
    }

    private mutating func catalog(_ path: String, reader: inout AssetCatalogReader) throws {
        catalogs.append(path)
        try folder(path, prefix: "", depth: 0, reader: &reader)
    }

    /// A folder inside a catalog: sets are named with `prefix`; a subfolder whose
    /// `Contents.json` says `"provides-namespace": true` adds its name to the prefix.
    private mutating func folder(_ path: String, prefix: String, depth: Int, reader: inout AssetCatalogReader) throws {
        for (child, st) in try list(path, depth: depth) {
            let name = (child as NSString).lastPathComponent
            if Self.isLink(st) {
                reader.warn("'\(name)' in an asset catalog is a symbolic link, which is not followed", at: .file(child))
                continue
            }
            guard Self.isDirectory(st), !name.hasPrefix(".") else { continue }
            let ext = (name as NSString).pathExtension
            let base = (name as NSString).deletingPathExtension
            switch ext {
            case "colorset": colorSets.append(Item(name: prefix + base, directory: child))
            case "imageset": imageSets.append(Item(name: prefix + base, directory: child))
            case "symbolset": symbolSets.append(Item(name: prefix + base, directory: child))
            case "dataset": dataSets.append(Item(name: prefix + base, directory: child))
            case "", "spriteatlas":
                let contents = child + "/Contents.json"
                var namespaced = false
                if FileManager.default.fileExists(atPath: contents),
                   let root = try reader.readContents(contents, skipped: "the folder is read without a namespace") {
                    namespaced = Self.truthy(root["properties"]?["provides-namespace"])
                }
                try folder(child, prefix: namespaced ? prefix + name + "/" : prefix, depth: depth + 1, reader: &reader)
            default:
                // App icons, launch images, textures…: nothing a view draws.
                continue
            }
        }
    }

    /// The entries of a directory, sorted (so results do not depend on the file system),
    /// with their `lstat`, counted against the walk budget.
    private mutating func list(_ path: String, depth: Int) throws -> [(String, stat)] {
        guard depth <= AssetCatalogLimits.walkDepth else {
            throw PlumbError.overLimit("directory nesting of \(depth) levels", "asset-walk-depth", AssetCatalogLimits.walkDepth,
                                       unit: " levels", at: .file(path))
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [] }
        entries += names.count
        guard entries <= AssetCatalogLimits.walkEntries else {
            throw PlumbError.overLimit("searching more than \(PlumbError.grouped(AssetCatalogLimits.walkEntries)) directory entries",
                                       "asset-walk-entries", AssetCatalogLimits.walkEntries, at: .file(path))
        }
        var out: [(String, stat)] = []
        for name in names.sorted() {
            let child = path.hasSuffix("/") ? path + name : path + "/" + name
            var st = stat()
            guard lstat(child, &st) == 0 else { continue }
            out.append((child, st))
        }
        return out
    }

    private static func isDirectory(_ st: stat) -> Bool { (st.st_mode & S_IFMT) == S_IFDIR }
    private static func isLink(_ st: stat) -> Bool { (st.st_mode & S_IFMT) == S_IFLNK }

    private static func isFont(_ path: String) -> Bool {
        let ext = (path as NSString).pathExtension.lowercased()
        return ext == "ttf" || ext == "otf"
    }

    /// JSON `true` (Xcode writes a bare boolean; a quoted "true" is accepted too).
    static func truthy(_ v: YAMLValue?) -> Bool {
        v?.string == "true"
    }
}
