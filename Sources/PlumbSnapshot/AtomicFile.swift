import Foundation
import PlumbModel

/// Writes a file atomically: a temporary file in the same directory (named with
/// `temporaryMarker`, so a run killed mid-write leaves a recognisable leftover that the next
/// `record` deletes), flushed to disk, then renamed over the target — an interrupted run leaves
/// either the old or the new file, never a truncated one.
enum AtomicFile {
    static let temporaryMarker = ".plumb-tmp-"

    static func write(_ data: Data, to path: String) throws {
        let dir = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: dir.isEmpty ? "." : dir, withIntermediateDirectories: true)
        } catch {
            throw PlumbError("cannot create directory '\(dir)': \(error.localizedDescription)", at: .file(path))
        }
        var template = Array(((dir.isEmpty ? "." : dir) + "/." + name + temporaryMarker + "XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw PlumbError("cannot write file: \(String(cString: strerror(errno)))", at: .file(path)) }
        let tmp = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var ok = data.withUnsafeBytes { raw -> Bool in
            var off = 0
            while off < raw.count {
                let n = Foundation.write(fd, raw.baseAddress! + off, raw.count - off)
                if n <= 0 { return false }
                off += n
            }
            return true
        }
        ok = ok && fchmod(fd, 0o644) == 0 && fsync(fd) == 0
        close(fd)
        guard ok, rename(tmp, path) == 0 else {
            unlink(tmp)
            throw PlumbError("cannot write file: \(String(cString: strerror(errno)))", at: .file(path))
        }
    }

    /// Deletes temporaries left by a killed run under `directory`, never through a symbolic link.
    static func removeLeftovers(under directory: String) {
        guard let e = FileManager.default.enumerator(atPath: directory) else { return }
        for case let f as String in e {
            let path = (directory as NSString).appendingPathComponent(f)
            if LinkFreePath.isLink(path) { e.skipDescendants(); continue }
            if (f as NSString).lastPathComponent.contains(temporaryMarker) { try? FileManager.default.removeItem(atPath: path) }
        }
    }
}
