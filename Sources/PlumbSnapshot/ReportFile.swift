import Foundation
import PlumbModel

/// File access for the report writers: atomic writes, and image paths confined to the report
/// directory.
public enum ReportFile {
    /// Writes `data` to `path` atomically: the bytes go to a temporary file in the same
    /// directory, which is then renamed over `path`, so a CI artifact uploader or a browser
    /// reloading the report sees the old file or the complete new one, never half of it.
    /// Creates missing parent directories. Errors name the file.
    public static func write(_ data: Data, to path: String) throws {
        try AtomicFile.write(data, to: path)
    }

    /// Writes `text` as UTF-8, atomically (see `write(_:to:)`).
    public static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    /// Whether `path` is a plain relative path that stays inside the directory it is relative
    /// to: not empty, not absolute, no `..` or empty components. Report files are inputs to
    /// `merge-reports`, so a hand-edited `../../etc/passwd` must not be read or written.
    public static func isContainedRelativePath(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\0") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { $0 != ".." && !$0.isEmpty }
    }

    /// The contents of `relativePath` under `directory`, or nil when the path escapes the
    /// directory or the file cannot be read — not a regular file, or over the reference PNG
    /// budget (a report stays useful without an image).
    public static func contents(of relativePath: String, in directory: String) -> Data? {
        guard isContainedRelativePath(relativePath) else { return nil }
        return try? BoundedFile.read(URL(fileURLWithPath: directory).appendingPathComponent(relativePath).path,
                                     limit: SnapshotDump.maxReferencePNGBytes, limitName: "reference-png-size")
    }
}

extension SnapshotResult {
    /// The report-relative image paths this result names, in the order expected, actual, diff.
    public var imagePaths: [String] { [expectedImage, actualImage, diffImage].compactMap { $0 } }
}
