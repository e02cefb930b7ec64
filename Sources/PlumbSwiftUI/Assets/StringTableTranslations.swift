import Foundation
import PlumbModel

/// The localisation tables under a design system's folder (`.strings` and `.stringsdict` in
/// `<language>.lproj/`, `.xcstrings` String Catalogs), as its YAML specs' texts meet them in
/// a `locales:` snapshot: the text is the key of the `Localizable` table, as
/// `Text("Oil change")` is. Read on the first lookup (a run without `locales:` never reads
/// them); a table that cannot be read is a located warning, once, and the rest are used.
final class StringTableTranslations: TextTranslations, @unchecked Sendable {
    private let directory: String
    private let warningSink: @Sendable (String) -> Void
    private let lock = NSLock()
    private var tables: LocalizationTables?

    /// Most files looked at under the system's folder.
    static let maximumFiles = 20_000

    init(directory: String, warningSink: @escaping @Sendable (String) -> Void) {
        self.directory = directory
        self.warningSink = warningSink
    }

    func translation(of key: String, locale: String) -> String? {
        loaded().value(key, table: nil, language: locale)
    }

    private func loaded() -> LocalizationTables {
        lock.withLock {
            if let tables { return tables }
            let read = LocalizationTables.load(files: Self.tableFiles(under: directory))
            for d in read.diagnostics { warningSink(d.description) }
            tables = read
            return read
        }
    }

    /// The table files under `directory` (hidden folders, `.build` and symbolic links skipped),
    /// at most `maximumFiles` files looked at.
    static func tableFiles(under directory: String) -> [String] {
        let base = URL(fileURLWithPath: directory)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isSymbolicLinkKey, .isRegularFileKey],
                                                           options: [.skipsHiddenFiles]) else { return [] }
        var out: [String] = []
        var seen = 0
        for case let url as URL in walker {
            seen += 1
            if seen > maximumFiles { break }
            if url.lastPathComponent == ".build" { walker.skipDescendants(); continue }
            let values = try? url.resourceValues(forKeys: [.isSymbolicLinkKey, .isRegularFileKey])
            if values?.isSymbolicLink == true { walker.skipDescendants(); continue }
            guard values?.isRegularFile == true, ["strings", "stringsdict", "xcstrings"].contains(url.pathExtension) else { continue }
            let path = url.path
            out.append(directory.hasSuffix("/") ? directory + path.dropFirst(base.path.count + 1)
                                                : directory + "/" + path.dropFirst(base.path.count + 1))
        }
        return out.sorted()
    }
}
