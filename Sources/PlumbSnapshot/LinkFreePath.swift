import Foundation
import PlumbModel

/// Refuses paths that pass through a symbolic link below a root directory. `record` writes and
/// prunes only inside the references directory; a link inside it (`snapshots/sys → /etc`) could
/// otherwise make it write or delete files anywhere, so such a path is an error, never followed.
enum LinkFreePath {
    /// Throws when any existing component of `path` strictly below `root` is a symbolic link.
    /// `root` itself may be a link: it is the directory the user named.
    static func check(_ path: String, under root: String) throws {
        // Lexical comparison only: resolving links here would hide exactly what we look for.
        let rootParts = lexicalParts(root), parts = lexicalParts(path)
        guard parts.count > rootParts.count, Array(parts.prefix(rootParts.count)) == rootParts else {
            throw PlumbError("'\(path)' is outside the references directory '\(root)'", at: .file(path))
        }
        var current = root
        for part in parts.dropFirst(rootParts.count) {
            current = (current as NSString).appendingPathComponent(String(part))
            var info = stat()
            guard lstat(current, &info) == 0 else { return }  // does not exist yet: nothing below can be a link
            if (info.st_mode & S_IFMT) == S_IFLNK {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: current)) ?? "?"
                throw PlumbError("'\(current)' is a symbolic link (to '\(target)'): record does not write or delete through links inside the references directory; replace it with a real folder",
                                 at: .file(current))
            }
        }
    }

    private static func lexicalParts(_ path: String) -> [Substring] {
        path.split(separator: "/").filter { $0 != "." }
    }

    /// Whether `path` itself is a symbolic link.
    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }
}
