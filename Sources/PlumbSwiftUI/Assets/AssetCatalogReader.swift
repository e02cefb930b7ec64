import Foundation
import PlumbModel

/// The state of one `AssetCatalog.load`: the warnings met so far and the bytes read against
/// `AssetCatalogLimits.totalBytes`. A file over its own budget, unreadable or malformed is a
/// warning (its set is skipped, the others are read); the whole read over budget is an error.
struct AssetCatalogReader {
    var diagnostics: [SwiftDiagnostic] = []
    var bytesRead = 0

    mutating func warn(_ message: String, at location: SourceLocation) {
        diagnostics.append(SwiftDiagnostic(file: location.file, line: location.line, column: location.column,
                                           severity: .warning, message: message))
    }

    /// The bytes of `path`, or nil (with a warning naming `skipped`) when the file is missing,
    /// not a regular file or over `limit`.
    mutating func read(_ path: String, limit: Int, limitName: String, what: String, skipped: String) throws -> Data? {
        let data: Data
        do {
            data = try BoundedFile.read(path, limit: limit, limitName: limitName, what: what)
        } catch let e as PlumbError {
            warn("\(e.message); \(skipped)", at: e.location ?? .file(path))
            return nil
        }
        bytesRead += data.count
        guard bytesRead <= AssetCatalogLimits.totalBytes else {
            throw PlumbError.overLimit("asset catalog files of \(PlumbError.grouped(bytesRead)) bytes together",
                                       "asset-catalog-bytes", AssetCatalogLimits.totalBytes, unit: " bytes", at: .file(path))
        }
        return data
    }

    /// A `Contents.json` as a located tree (JSON is YAML, so Plumb's YAML reader gives every
    /// value its line and column), or nil with a located warning when it is missing or malformed.
    mutating func readContents(_ path: String, skipped: String) throws -> YAMLValue? {
        guard let data = try read(path, limit: AssetCatalogLimits.contentsBytes, limitName: "Contents.json-size",
                                  what: "Contents.json", skipped: skipped) else { return nil }
        guard let text = String(data: data, encoding: .utf8) else {
            warn("Contents.json is not valid UTF-8; \(skipped)", at: .file(path))
            return nil
        }
        do {
            let root = try YAMLReader().parse(text, file: path)
            guard case .mapping = root else {
                warn("Contents.json is not a JSON object; \(skipped)", at: root.location)
                return nil
            }
            return root
        } catch let e as PlumbError {
            // The YAML reader words its syntax errors for YAML; here the file is JSON.
            let message = e.message.replacingOccurrences(of: "invalid YAML", with: "invalid JSON")
            warn("\(message); \(skipped)", at: e.location ?? .file(path))
            return nil
        }
    }
}
