import Foundation
import PlumbModel
import PlumbPNG
import PlumbRaster

/// `plumb verify`: compares each snapshot against its reference. Never writes under the
/// snapshots directory; writes report images only when given a report directory.
public struct Verifier: Sendable {
    public struct Options: Sendable {
        /// Per-pixel YIQ threshold (pixelmatch's, 0…1) under which a changed pixel is not
        /// counted. nil: no tolerance (changes are still described against 0.1).
        public var threshold: Double?
        /// Differing pixels tolerated per image (nil: no tolerance).
        public var maxDiffPixels: Int?
        /// Differing fraction tolerated per image, 0…1 (nil: no tolerance).
        public var maxDiffRatio: Double?
        /// Do not count pixels that look like anti-aliasing in either image (pixelmatch's
        /// default, an explicit tolerance here).
        public var ignoreAntialiasing = false
        /// Where failing snapshots' expected/actual/diff images go (nil: nowhere).
        public var reportDirectory: String?

        public init() {}

        /// Whether any pixel tolerance was asked for. Without one, Plumb being deterministic,
        /// any change of the raw pixels fails.
        public var hasTolerance: Bool {
            threshold != nil || maxDiffPixels != nil || maxDiffRatio != nil || ignoreAntialiasing
        }

        /// The threshold used to count and describe pixel changes.
        public var effectiveThreshold: Double { threshold ?? PixelDiffOptions().threshold }
    }

    public var directory: String
    public var options: Options
    /// Where render warnings go (nil: dropped).
    public var warnings: WarningLog?

    public init(directory: String, options: Options, warnings: WarningLog? = nil) {
        self.warnings = warnings
        self.directory = directory
        self.options = options
    }

    func path(_ relative: String) -> String { (directory as NSString).appendingPathComponent(relative) }

    /// A spec that cannot be rendered: invalid input, not a verdict about one snapshot.
    struct InvalidSpec: Error { var error: PlumbError }

    /// Verifies one snapshot. Unreadable or corrupt references become `error` results; a spec
    /// that cannot be rendered is invalid input and is thrown as a `PlumbError`, so the CLI can
    /// report it once (not once per snapshot) and exit 2.
    public func verify(_ entry: SnapshotSuite.Entry) throws -> SnapshotResult {
        do {
            return try check(entry)
        } catch let e as InvalidSpec {
            throw e.error
        } catch let e as PlumbError {
            return SnapshotResult(id: entry.id, status: .error, message: e.description)
        } catch let e as PNGError {
            return SnapshotResult(id: entry.id, status: .error, message: e.description)
        } catch {
            return SnapshotResult(id: entry.id, status: .error, message: "\(error)")
        }
    }

    func check(_ entry: SnapshotSuite.Entry) throws -> SnapshotResult {
        let id = entry.id
        // Render first: a broken spec is invalid input even where no reference exists yet.
        let capture: SnapshotCapture
        do {
            capture = try SnapshotCapture.take(entry)
            warnings?.add(capture.warnings)
        } catch let e as PlumbError {
            throw InvalidSpec(error: e)
        } catch {
            throw InvalidSpec(error: PlumbError("\(id.name): \(error)"))
        }
        let pngPath = path(id.pngPath), jsonPath = path(id.layoutPath)
        guard FileManager.default.fileExists(atPath: jsonPath), FileManager.default.fileExists(atPath: pngPath) else {
            return SnapshotResult(id: id, status: .missing, message: "no reference (run plumb record)")
        }
        // References are untrusted: regular files of bounded size only (not /dev/zero, not 10 GB).
        let refJSON = try BoundedFile.read(jsonPath, limit: SnapshotDump.maxFileBytes, limitName: "layout-dump-size")
        let refPNG = try BoundedFile.read(pngPath, limit: SnapshotDump.maxReferencePNGBytes, limitName: "reference-png-size")
        let reference = try SnapshotDump.decode(refJSON, file: jsonPath)
        let actual = capture.dump

        if reference.engine != actual.engine {
            return SnapshotResult(id: id, status: .environment, causes: [.init(kind: "engine", path: "", message: "engine \(reference.engine) → \(actual.engine)")],
                                  message: "recorded with another engine version: re-record")
        }
        if reference.fonts != actual.fonts {
            var changes: [String] = []
            for name in Set(reference.fonts.keys).union(actual.fonts.keys).sorted() where reference.fonts[name] != actual.fonts[name] {
                changes.append("\(name) \(reference.fonts[name] ?? "absent") → \(actual.fonts[name] ?? "absent")")
            }
            // Different files can also mean a font was swapped in the spec: only call it an
            // environment change when the same faces are used with other bytes.
            if Set(reference.fonts.keys) == Set(actual.fonts.keys) {
                return SnapshotResult(id: id, status: .environment,
                                      causes: changes.map { .init(kind: "fonts", path: "", message: "font file changed: \($0)") },
                                      message: "font files differ from the reference's: re-record")
            }
        }
        // A PNG edited after recording no longer matches its dump.
        if ContentHash.of(refPNG) != reference.pngHash {
            return SnapshotResult(id: id, status: .error,
                                  message: PlumbError("reference PNG does not match its layout dump (edited after record?): re-record", at: .file(pngPath)).description)
        }
        if reference.withoutPNGHash == actual.withoutPNGHash {
            return SnapshotResult(id: id, status: .passed)
        }
        let causes = LayoutDiff.causes(old: reference, new: actual)
        let expected: Pixmap
        do {
            expected = try PNGCodec.decode([UInt8](refPNG), maxPixels: RenderLimits.ceiling.canvasPixels)
        } catch let e as PNGError {
            throw PlumbError(e.message, at: .file(pngPath))
        }
        var pixels: SnapshotResult.Pixels?
        var diffImage: Pixmap?
        var exceeds: Bool
        var message: String?
        if expected.width == capture.pixmap.width && expected.height == capture.pixmap.height {
            var opts = PixelDiffOptions(threshold: options.effectiveThreshold)
            opts.makeDiffImage = options.reportDirectory != nil
            let diff = try PixelDiff.compare(expected, capture.pixmap, options: opts)
            pixels = SnapshotResult.Pixels(differentPixels: diff.differentPixels, totalPixels: diff.totalPixels,
                                           width: diff.width, height: diff.height,
                                           regions: diff.regions.map { region($0, dump: actual) })
            diffImage = diff.diffImage
            exceeds = pixelsFail(diff)
            message = unexplained(diff)
        } else {
            // Images of different sizes have no pixel-by-pixel difference to count; the size
            // cause (or the image one) says what changed.
            exceeds = true
        }
        guard exceeds || !causes.isEmpty else {
            return SnapshotResult(id: id, status: .passed, pixels: pixels)
        }
        var result = SnapshotResult(id: id, status: .failed, causes: causes, pixels: pixels, message: message)
        if let report = options.reportDirectory {
            let base = "images/" + id.name
            try AtomicFile.write(refPNG, to: (report as NSString).appendingPathComponent(base + "-expected.png"))
            try AtomicFile.write(Data(try PNGCodec.encode(capture.pixmap)), to: (report as NSString).appendingPathComponent(base + "-actual.png"))
            result.expectedImage = base + "-expected.png"
            result.actualImage = base + "-actual.png"
            if let diffImage {
                try AtomicFile.write(Data(try PNGCodec.encode(diffImage)), to: (report as NSString).appendingPathComponent(base + "-diff.png"))
                result.diffImage = base + "-diff.png"
            }
        }
        return result
    }

    /// Whether the pixel differences fail the snapshot. Without a tolerance any changed pixel
    /// does; with one, pixels over the threshold count (anti-aliased ones too, unless
    /// `ignoreAntialiasing`) against the per-image limits given — over either fails, and with
    /// neither limit given any counted pixel fails.
    func pixelsFail(_ diff: PixelDiffResult) -> Bool {
        guard options.hasTolerance else { return diff.changedPixels > 0 }
        let counted = diff.differentPixels + (options.ignoreAntialiasing ? 0 : diff.antiAliasedPixels)
        let ratio = diff.totalPixels == 0 ? 0 : Double(counted) / Double(diff.totalPixels)
        switch (options.maxDiffPixels, options.maxDiffRatio) {
        case (nil, nil): return counted > 0
        case (let pixels, let limit):
            return pixels.map { counted > $0 } ?? false || limit.map { ratio > $0 } ?? false
        }
    }

    /// What is known about changed pixels that pixelmatch's count does not show: all at
    /// anti-aliased edges, or all under the colour threshold. nil when some are counted.
    func unexplained(_ diff: PixelDiffResult) -> String? {
        guard diff.differentPixels == 0, diff.changedPixels > 0 else { return nil }
        let aa = diff.antiAliasedPixels, below = diff.changedPixels - aa
        let threshold = "below the colour threshold \(Format.points(options.effectiveThreshold))"
        switch (aa > 0, below > 0) {
        case (true, false): return "pixels differ only at anti-aliased edges: \(SnapshotResult.grouped(aa)) px"
        case (true, true): return "pixels differ only at anti-aliased edges (\(SnapshotResult.grouped(aa)) px) and \(threshold) (\(SnapshotResult.grouped(below)) px)"
        default: return "pixels differ only \(threshold): \(SnapshotResult.grouped(below)) px"
        }
    }

    /// A changed-pixel region with the deepest layout nodes it falls in.
    func region(_ r: PixelDiffRegion, dump: SnapshotDump) -> SnapshotResult.Region {
        let s = Double(dump.image.scale)
        let x0 = (Double(r.x) - Double(dump.image.originX)) / s, y0 = (Double(r.y) - Double(dump.image.originY)) / s
        let x1 = x0 + Double(r.width) / s, y1 = y0 + Double(r.height) / s
        func hits(_ n: SnapshotDump.Node) -> Bool {
            let f = n.frame
            return f[0] < x1 && f[0] + f[2] > x0 && f[1] < y1 && f[1] + f[3] > y0
        }
        var found: [String] = []
        func walk(_ n: SnapshotDump.Node) {
            guard hits(n) else { return }
            let deeper = (n.children ?? []).filter(hits)
            if deeper.isEmpty { found.append(n.path) } else { deeper.forEach(walk) }
        }
        walk(dump.root)
        return SnapshotResult.Region(x: r.x, y: r.y, width: r.width, height: r.height, nodes: Array(found.prefix(5)))
    }
}
