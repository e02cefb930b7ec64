import Foundation

/// What a preview's `Bundle` is: the files the design system ships beside its Swift sources.
///
/// The rule: every bundle is the same one. `Bundle.main`, `Bundle.module`, `Bundle(for:)`,
/// `Bundle(identifier:)`, `Bundle(path:)` and `Bundle(url:)` all name this resource set, whose
/// path is the first source path given; its resources are the files found under the source
/// paths (by file name, the first in path order) and its localisation tables are the `.strings`
/// and `.xcstrings` files among them. Asset catalogs are looked up as they always are.
struct ProjectResources {
    /// Where the bundle is (`bundlePath`, `resourcePath`): the first source path, absolute.
    var root = "/preview/Resources"
    /// File name → path of each non-Swift file under the sources (hidden folders, `.build` and
    /// asset catalogs skipped), for `url(forResource:withExtension:)`.
    var files: [String: String] = [:]
    var localization = LocalizationTables()

    /// Most resource files indexed (a whole repository may be searched).
    static let maximumFiles = 20_000

    /// The file `name` with extension `ext` (nil or empty: `name` is the whole file name).
    func file(_ name: String, _ ext: String?) -> String? {
        let ext = ext.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? ""
        return files[ext.isEmpty ? name : name + "." + ext]
    }

    /// Every resource file with extension `ext`, sorted by path.
    func files(withExtension ext: String) -> [String] {
        let ext = ext.hasPrefix(".") ? String(ext.dropFirst()) : ext
        return files.values.filter { ($0 as NSString).pathExtension == ext }.sorted()
    }
}
