import Foundation

/// Reads a file named by untrusted input: only a regular file, only up to a size limit, and
/// only once. A directory, `/dev/zero`, a FIFO or a multi-GB file named by a spec (or a
/// symlink to one) is a located error, never a hang or a huge allocation.
public enum BoundedFile {
    /// Checks, without opening it, that `path` names a regular file of at most `limit` bytes
    /// (following symlinks), so a spec naming a bad file fails where it names it.
    public static func check(_ path: String, limit: Int, limitName: String, what: String, at location: SourceLocation) throws {
        var st = stat()
        guard stat(path, &st) == 0 else { throw PlumbError("\(what) '\(path)' does not exist", at: location) }
        _ = try checked(st, path, limit: limit, limitName: limitName, what: what, at: location)
    }

    /// The size of a regular file, or the error for anything else or anything too large.
    private static func checked(_ st: stat, _ path: String, limit: Int, limitName: String, what: String,
                                at location: SourceLocation?) throws -> Int {
        let loc = location ?? .file(path)
        guard (st.st_mode & S_IFMT) == S_IFREG else {
            throw PlumbError(location == nil ? "not a regular file" : "\(what) '\(path)' is not a regular file", at: loc)
        }
        let size = Int(st.st_size)
        guard size <= limit else {
            let subject = location == nil ? "file of \(PlumbError.grouped(size)) bytes" : "\(what) '\(path)' (\(PlumbError.grouped(size)) bytes)"
            throw PlumbError.overLimit(subject, limitName, limit, unit: " bytes", at: loc)
        }
        return size
    }

    /// The bytes of the regular file at `path`, refused before reading when it is not a
    /// regular file or is larger than `limit` bytes (`limitName` names the budget in the
    /// error). Errors point at `location`, or at the file itself when nil.
    public static func read(_ path: String, limit: Int, limitName: String, what: String = "file",
                            at location: SourceLocation? = nil) throws -> Data {
        let loc = location ?? .file(path)
        // O_NONBLOCK: opening a FIFO with no writer must not block; regular files ignore it.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            throw PlumbError(location == nil ? "cannot read file (missing or unreadable)"
                                             : "cannot read \(what) '\(path)' (missing or unreadable)", at: loc)
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw PlumbError("cannot read \(what) '\(path)'", at: loc) }
        let size = try checked(st, path, limit: limit, limitName: limitName, what: what, at: location)
        // Read at most limit + 1 bytes from the descriptor already checked: a file that grows
        // (or is swapped) after the check still cannot exceed the budget.
        var data = Data(count: size + 1)
        var filled = 0
        try data.withUnsafeMutableBytes { (buf: UnsafeMutableRawBufferPointer) in
            while filled < buf.count {
                let n = Foundation.read(fd, buf.baseAddress! + filled, buf.count - filled)
                if n == 0 { break }
                if n < 0 {
                    if errno == EINTR { continue }
                    throw PlumbError("cannot read \(what) '\(path)'", at: loc)
                }
                filled += n
            }
        }
        guard filled <= limit else {
            throw PlumbError.overLimit("\(what) '\(path)' (still growing)", limitName, limit, unit: " bytes", at: loc)
        }
        data.count = filled
        return data
    }
}
