import Foundation
import PlumbModel
import PlumbPNG

/// `plumb record`: renders references and writes them atomically, rewriting only files
/// whose content changed.
public struct Recorder: Sendable {
    /// The `snapshots/` directory.
    public var directory: String

    /// Where render warnings go (nil: dropped).
    public var warnings: WarningLog?

    public init(directory: String, warnings: WarningLog? = nil) {
        self.warnings = warnings
        self.directory = directory
    }

    public enum Outcome: String, Sendable {
        case added, changed, unchanged
    }

    /// Deletes the temporary files a killed `record` left for snapshots inside `scopes` (never
    /// through a symbolic link). Only those: another `record` running at the same time on
    /// another system or component has its own in-flight temporaries, which must survive
    /// (every record used to delete every temporary under the references directory).
    public func removeLeftovers(in scopes: [SnapshotScope]) {
        Self.files(in: directory, scopes: scopes) { scope, folder, root, file in
            guard let target = AtomicFile.target(ofTemporary: (file as NSString).lastPathComponent),
                  let name = Self.snapshotName(ofReference: ((file as NSString).deletingLastPathComponent as NSString)
                                                   .appendingPathComponent(target), in: folder),
                  scope.contains(name) else { return }
            unlink(root + "/" + file)
        }
    }

    /// Renders one snapshot and writes its PNG and layout dump if they differ from what is
    /// on disk. Refuses to write through a symbolic link inside the references directory.
    ///
    /// A reference already holding what recording would write is left alone without encoding
    /// the PNG (`holdsCurrentReference`): the same dump, and the PNG its hash names decoding to
    /// exactly the rendered pixels — whatever encoder wrote those bytes, so a new encoder (or a
    /// new libdeflate) does not rewrite every reference of a repository with the same pixels.
    public func record(_ entry: SnapshotSuite.Entry) throws -> Outcome {
        let capture = try SnapshotCapture.take(entry)
        warnings?.add(capture.warnings)
        let pngPath = path(entry.id.pngPath), jsonPath = path(entry.id.layoutPath)
        try LinkFreePath.check(pngPath, under: directory)
        try LinkFreePath.check(jsonPath, under: directory)
        let template = try DumpTemplate(capture.dump)
        if holdsCurrentReference(capture, template: template, pngPath: pngPath, jsonPath: jsonPath) { return .unchanged }
        let png = try PNGCodec.encode(capture.pixmap)
        let json = try template.bytes(withPNGHash: ContentHash.of(png))
        let newPNG = Data(png)
        let pngSame = Self.holds(pngPath, exactly: newPNG), jsonSame = Self.holds(jsonPath, exactly: json)
        if pngSame && jsonSame { return .unchanged }
        let existed = Self.exists(pngPath) || Self.exists(jsonPath)
        // PNG first: its hash is in the dump, so a stop between the two writes is caught by
        // verify as a mismatch instead of passing silently.
        if !pngSame { try AtomicFile.write(newPNG, to: pngPath) }
        if !jsonSame { try AtomicFile.write(json, to: jsonPath) }
        return existed ? .changed : .added
    }

    /// A snapshot's dump encoded once, with a placeholder PNG hash, and where the hash's 16
    /// hex digits sit in the bytes: compared with the dump on disk, and — the real hash put in
    /// place — written, without encoding the dump a second time.
    struct DumpTemplate {
        var dump: SnapshotDump
        var bytes: Data
        /// The placeholder's digits; nil if the encoding has no top-level `pngHash` field
        /// where it is expected (the dump is then encoded again for writing).
        var hash: Range<Int>?

        init(_ dump: SnapshotDump) throws {
            var probe = dump
            probe.pngHash = String(repeating: "0", count: 16)
            self.dump = dump
            bytes = try probe.encoded()
            // Sorted, pretty-printed keys: the top-level field is on its own line at two spaces.
            hash = bytes.range(of: Data("\n  \"pngHash\" : \"\(probe.pngHash)\"".utf8))
                .map { ($0.upperBound - 17)..<($0.upperBound - 1) }
        }

        /// The dump's bytes with `pngHash` (16 hex digits, as `ContentHash` writes them).
        func bytes(withPNGHash pngHash: String) throws -> Data {
            guard let hash, pngHash.utf8.count == hash.count else {
                var d = dump
                d.pngHash = pngHash
                return try d.encoded()
            }
            var out = bytes
            out.replaceSubrange(hash, with: Data(pngHash.utf8))
            return out
        }
    }

    /// Whether the files at `pngPath` and `jsonPath` are a reference of `capture` as `record`
    /// would write it, up to the PNG's bytes: the dump on disk is byte for byte the new dump
    /// (`template`) but for its `pngHash`, that hash is the PNG file's, and the PNG decodes to
    /// exactly the rendered pixels. Decoding costs a fraction of encoding. What is on disk is
    /// untrusted and read within bounds: the dump only at exactly the new dump's size (the
    /// hash has a fixed width), the PNG only up to twice the raw pixels; anything else, or
    /// anything unreadable, is simply not current.
    func holdsCurrentReference(_ capture: SnapshotCapture, template: DumpTemplate, pngPath: String, jsonPath: String) -> Bool {
        let expected = template.bytes
        guard let hash = template.hash,
              let old = try? BoundedFile.read(jsonPath, limit: expected.count, limitName: "layout-dump-size"),
              old.count == expected.count,
              old[..<hash.lowerBound] == expected[..<hash.lowerBound], old[hash.upperBound...] == expected[hash.upperBound...] else {
            return false
        }
        let pixmap = capture.pixmap
        let limit = min(SnapshotDump.maxReferencePNGBytes, 2 * pixmap.height * (pixmap.width * 4 + 1) + 65_536)
        guard let png = try? BoundedFile.read(pngPath, limit: limit, limitName: "reference-png-size"),
              ContentHash.of(png) == String(decoding: old[hash], as: UTF8.self),
              let decoded = try? PNGCodec.decode([UInt8](png), maxPixels: pixmap.width * pixmap.height) else { return false }
        return decoded.width == pixmap.width && decoded.height == pixmap.height && decoded.data == pixmap.data
    }

    /// Whether `path` is a regular file holding exactly `bytes`. What is there is untrusted:
    /// it is read only when it is a regular file of the same size, so junk of any size (a
    /// 1 GiB file made record allocate 1 GiB) or a FIFO at a reference path is never read.
    static func holds(_ path: String, exactly bytes: Data) -> Bool {
        guard let old = try? BoundedFile.read(path, limit: bytes.count, limitName: "reference-size") else { return false }
        return old == bytes
    }

    /// Whether anything (a file, a folder, a link) is at `path`.
    static func exists(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0
    }

    func path(_ relative: String) -> String { (directory as NSString).appendingPathComponent(relative) }

    /// Snapshot names (`system/component/stem`) inside `scopes` that have files under the
    /// references directory but are not expected (`isExpected`, a suite's `contains(name:)`):
    /// references no spec produces. Only the scopes' folders are read, and symbolic links are
    /// not followed.
    public static func orphans(in directory: String, scopes: [SnapshotScope], isExpected: (String) -> Bool) -> [String] {
        var found = Set<String>()
        files(in: directory, scopes: scopes) { scope, folder, _, file in
            if let name = snapshotName(ofReference: file, in: folder), scope.contains(name), !isExpected(name) { found.insert(name) }
        }
        return found.sorted()
    }

    /// Every file in the scopes' folders under `directory` — never through a symbolic link —
    /// with its scope, the folder (`system` or `system/component`), the folder's full path and
    /// the file's path relative to it.
    static func files(in directory: String, scopes: [SnapshotScope],
                      _ visit: (_ scope: SnapshotScope, _ folder: String, _ root: String, _ file: String) -> Void) {
        for scope in scopes {
            for folder in scope.folders {
                let root = (directory as NSString).appendingPathComponent(folder)
                guard !LinkFreePath.isLink(root) else { continue }
                DirectoryWalk.files(under: root) { visit(scope, folder, root, $0) }
            }
        }
    }

    /// The snapshot name (`system/component/stem`) of a reference file at `relative` under
    /// `folder`, or nil when it is neither a PNG nor a layout dump.
    static func snapshotName(ofReference relative: String, in folder: String) -> String? {
        let stem: Substring
        if relative.hasSuffix(".layout.json") { stem = relative.dropLast(".layout.json".count) }
        else if relative.hasSuffix(".png") { stem = relative.dropLast(".png".count) }
        else { return nil }
        return folder + "/" + stem
    }

    /// Deletes an orphan's PNG and layout dump.
    public func prune(_ name: String) throws {
        for ext in [".png", ".layout.json"] {
            let p = path(name + ext)
            try LinkFreePath.check(p, under: directory)
            if FileManager.default.fileExists(atPath: p) { try FileManager.default.removeItem(atPath: p) }
        }
        // Remove the component (and system) folders once they are empty.
        var dir = (path(name) as NSString).deletingLastPathComponent
        while dir.count > directory.count,
              let contents = try? FileManager.default.contentsOfDirectory(atPath: dir), contents.isEmpty {
            try FileManager.default.removeItem(atPath: dir)
            dir = (dir as NSString).deletingLastPathComponent
        }
    }
}
