import Foundation
import PlumbModel

/// Reads files Plumb did not write itself (references, shard reports) only when they are
/// regular files of bounded size: `/dev/zero` or a multi-gigabyte file named like a reference
/// must be an error, not an endless read or a huge allocation.
enum BoundedFile {
    /// Largest reference PNG read (a 2²⁴-pixel canvas stored uncompressed is 64 MiB).
    static let maxPNGBytes = 96 << 20

    /// The file's bytes; nil when nothing is there. Throws for anything but a regular file,
    /// or one larger than `maxBytes`.
    static func read(_ path: String, maxBytes: Int) throws -> Data? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw PlumbError("not a regular file", at: .file(path))
        }
        guard Int(info.st_size) <= maxBytes else {
            throw PlumbError("file is \(info.st_size) bytes, over the limit of \(maxBytes) for this kind of file", at: .file(path))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PlumbError("cannot read file", at: .file(path))
        }
        return data
    }
}
