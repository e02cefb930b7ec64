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

    /// The file name a temporary named `name` was written for (`.x.png.plumb-tmp-AbC123` →
    /// `x.png`), or nil when `name` is not one of `write`'s temporaries.
    static func target(ofTemporary name: String) -> String? {
        guard name.hasPrefix("."), let marker = name.range(of: temporaryMarker, options: .backwards),
              name.distance(from: marker.upperBound, to: name.endIndex) == 6 else { return nil }
        let target = name[name.index(after: name.startIndex)..<marker.lowerBound]
        return target.isEmpty ? nil : String(target)
    }
}
