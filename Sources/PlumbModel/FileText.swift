import Foundation

/// Reads a UTF-8 text file, reporting a missing, unreadable, irregular (a directory, a FIFO,
/// `/dev/zero`) or too large file as a located error, before reading it.
enum FileText {
    static func read(_ path: String) throws -> String {
        let data = try BoundedFile.read(path, limit: Limits.fileBytes, limitName: "file-size")
        guard let text = String(data: data, encoding: .utf8) else {
            throw PlumbError("file is not valid UTF-8", at: .file(path))
        }
        return text
    }

    /// Line `n` (1-based) of the file at `path` without its line break, or nil when the file
    /// cannot be read. For diagnostics that quote the source: the parsed tree keeps positions,
    /// not text, so this is read again only when an error is reported.
    static func line(_ n: Int, of path: String) -> String? {
        guard n >= 1, let text = try? read(path) else { return nil }
        let lines = text.split(separator: "\n", maxSplits: n, omittingEmptySubsequences: false)
        guard n <= lines.count else { return nil }
        var line = String(lines[n - 1])
        if line.hasSuffix("\r") { line.removeLast() }
        return line
    }
}
