import Foundation
import PlumbLayout
import PlumbModel
import PlumbPNG
import PlumbRaster
import PlumbRender

/// One rendered snapshot: the image and its layout dump (PNG hash not yet filled in).
struct SnapshotCapture {
    var pixmap: Pixmap
    var dump: SnapshotDump

    static func take(_ entry: SnapshotSuite.Entry) throws -> SnapshotCapture {
        let id = entry.id
        let out = try entry.renderer.render(component: id.component, variant: id.variant, appearance: id.appearance,
                                            dynamicType: id.dynamicType, scale: id.scale)
        var fonts: [String: String] = [:]
        for n in out.tree.nodes {
            if let t = n.text {
                let face = try entry.renderer.renderer.fonts.face(path: t.facePath)
                fonts[(t.facePath as NSString).lastPathComponent] = face.fingerprint
            }
        }
        let p = out.image.pixmap
        let info = SnapshotDump.ImageInfo(width: p.width, height: p.height, scale: id.scale,
                                          originX: out.image.originX, originY: out.image.originY)
        let dump = SnapshotDump.make(tree: out.tree, id: id, image: info, fonts: fonts, pixelsHash: ContentHash.of(p.data))
        return SnapshotCapture(pixmap: p, dump: dump)
    }
}

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
            throw PlumbError("cannot create directory '\(dir)': \(error.localizedDescription)")
        }
        var template = Array(((dir.isEmpty ? "." : dir) + "/." + name + temporaryMarker + "XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw PlumbError("cannot write '\(path)': \(String(cString: strerror(errno)))") }
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
            throw PlumbError("cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
    }

    /// Deletes temporaries left by a killed run under `directory`.
    static func removeLeftovers(under directory: String) {
        guard let e = FileManager.default.enumerator(atPath: directory) else { return }
        for case let f as String in e where f.contains(temporaryMarker) {
            try? FileManager.default.removeItem(atPath: (directory as NSString).appendingPathComponent(f))
        }
    }
}
