import Foundation

/// Reads a UTF-8 text file, reporting a missing or unreadable file as a located error.
enum FileText {
    static func read(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PlumbError("cannot read file (missing or unreadable)", at: .file(path))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw PlumbError("file is not valid UTF-8", at: .file(path))
        }
        return text
    }
}
