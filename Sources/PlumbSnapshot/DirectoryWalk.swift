import Foundation

/// The files under a directory (anything but folders and symbolic links), as paths relative
/// to it, never following a symbolic link (to a file or a folder). Reads each folder with `readdir` and trusts its entry type,
/// stat-ing only entries whose type the file system does not report: the references of a
/// 20,000-snapshot suite are 40,000 files, and Foundation's enumerator plus an `lstat` per
/// file took a quarter of verify's start-up (perf: 0.34 of 1.26 s).
enum DirectoryWalk {
    /// Folders deeper than this are not entered: references sit two levels down
    /// (`system/component/file`), and without links a tree has no cycles to guard against,
    /// only absurd depth.
    static let maxDepth = 64

    /// Calls `visit` with the relative path of every file under `root`, in no
    /// particular order. A missing or unreadable root visits nothing.
    static func files(under root: String, _ visit: (String) -> Void) {
        walk(root, prefix: "", depth: 0, visit)
    }

    private static func walk(_ directory: String, prefix: String, depth: Int, _ visit: (String) -> Void) {
        guard depth <= maxDepth, let dir = opendir(directory) else { return }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = directory + "/" + name, relative = prefix.isEmpty ? name : prefix + "/" + name
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: type = Int32(DT_DIR)
                case S_IFLNK: type = Int32(DT_LNK)
                default: type = Int32(DT_REG)
                }
            }
            if type == Int32(DT_DIR) {
                walk(path, prefix: relative, depth: depth + 1, visit)
            } else if type != Int32(DT_LNK) {
                visit(relative)
            }
        }
    }
}
