/// What `verify` concluded about one snapshot. Plain data: the report writers (HTML, JUnit,
/// JSON) and `merge-reports` work from these alone.
public struct SnapshotResult: Codable, Hashable, Sendable {
    public enum Status: String, Codable, Sendable {
        /// Same layout and pixels (within thresholds).
        case passed
        /// A regression: named causes and/or pixel differences over the thresholds.
        case failed
        /// No reference exists (never recorded): a failure, never recorded silently.
        case missing
        /// A reference that no spec produces any more.
        case orphaned
        /// Rendered with a different engine version or different font files than the
        /// reference: re-record rather than hunt a regression.
        case environment
        /// The snapshot could not be produced or read (invalid spec, corrupt reference PNG).
        case error

        public var isFailure: Bool { self != .passed }
    }

    /// A named cause of a regression, from the structural diff of the layout dumps.
    public struct Cause: Codable, Hashable, Sendable {
        /// `padding`, `radius`, `size`, `position`, `spacing`, `font`, `color`, `text`,
        /// `hierarchy`, `engine`, `fonts`, `image`.
        public var kind: String
        /// The node path the cause is about (empty for whole-snapshot causes).
        public var path: String
        /// Human text, e.g. `padding.leading 16 → 12 pt`.
        public var message: String

        public init(kind: String, path: String, message: String) {
            self.kind = kind
            self.path = path
            self.message = message
        }
    }

    /// A rectangle of changed pixels and the layout nodes it falls in.
    public struct Region: Codable, Hashable, Sendable {
        public var x: Int, y: Int, width: Int, height: Int
        /// Paths of the deepest nodes whose frames intersect the region.
        public var nodes: [String]

        public init(x: Int, y: Int, width: Int, height: Int, nodes: [String]) {
            self.x = x; self.y = y; self.width = width; self.height = height; self.nodes = nodes
        }
    }

    /// Summary of the pixel comparison.
    public struct Pixels: Codable, Hashable, Sendable {
        public var differentPixels: Int
        public var totalPixels: Int
        public var width: Int
        public var height: Int
        /// Bounding boxes of changed areas (pixels), largest first.
        public var regions: [Region]

        public init(differentPixels: Int, totalPixels: Int, width: Int, height: Int, regions: [Region]) {
            self.differentPixels = differentPixels
            self.totalPixels = totalPixels
            self.width = width
            self.height = height
            self.regions = regions
        }

        public var ratio: Double { totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels) }
    }

    public var id: SnapshotID
    public var status: Status
    public var causes: [Cause]
    public var pixels: Pixels?
    /// A one-line explanation for `missing`, `orphaned`, `environment` and `error`.
    public var message: String?
    /// Image files for the report, relative to the report directory (nil when not written).
    public var expectedImage: String?
    public var actualImage: String?
    public var diffImage: String?

    public init(id: SnapshotID, status: Status, causes: [Cause] = [], pixels: Pixels? = nil, message: String? = nil,
                expectedImage: String? = nil, actualImage: String? = nil, diffImage: String? = nil) {
        self.id = id
        self.status = status
        self.causes = causes
        self.pixels = pixels
        self.message = message
        self.expectedImage = expectedImage
        self.actualImage = actualImage
        self.diffImage = diffImage
    }

    /// The one line printed for a failing snapshot, e.g.
    /// `FAIL vehicle-maintenance/service-row default-dark-large@3x: padding.leading 16 → 12 pt at body/hstack; 1,204 px differ (0.9 %)`.
    /// No pixel count when the image sizes differ: the size cause says what changed.
    public var line: String {
        let tag: String
        switch status {
        case .passed: tag = "PASS"
        case .failed: tag = "FAIL"
        case .missing: tag = "MISSING"
        case .orphaned: tag = "ORPHAN"
        case .environment: tag = "ENV"
        case .error: tag = "ERROR"
        }
        var parts = Self.causeText(causes)
        if let p = pixels, p.differentPixels > 0 {
            parts.append("\(Self.grouped(p.differentPixels)) px differ (\(Self.percent(p.ratio)))")
        }
        if let message { parts.append(message) }
        let detail = parts.isEmpty ? "" : ": " + parts.joined(separator: "; ")
        return "\(tag) \(id.system)/\(id.component) \(id.stem)\(detail)"
    }

    /// Node causes shown on one line, at most.
    public static let lineCauseLimit = 4

    /// `padding.leading 16 → 12 pt, padding.trailing 16 → 12 pt at body/hstack; size …`:
    /// consecutive causes at the same node share one ` at PATH`; past `limit` node causes the
    /// rest are counted (the reports list them all). Whole-snapshot causes (size,
    /// engine, fonts) are always shown.
    public static func causeText(_ causes: [Cause], limit: Int = lineCauseLimit) -> [String] {
        let nodes = causes.filter { !$0.path.isEmpty }, whole = causes.filter { $0.path.isEmpty }
        var parts: [String] = []
        var run: [String] = [], runPath = ""
        func flush() {
            guard !run.isEmpty else { return }
            parts.append(run.joined(separator: ", ") + " at \(runPath)")
            run = []
        }
        for c in nodes.prefix(limit) {
            if c.path != runPath { flush() }
            runPath = c.path
            run.append(c.message)
        }
        flush()
        let hidden = nodes.count - min(limit, nodes.count)
        if hidden > 0 { parts.append("\(hidden) more cause\(hidden == 1 ? "" : "s")") }
        return parts + whole.map(\.message)
    }

    static func grouped(_ n: Int) -> String {
        let s = String(n)
        var out = ""
        for (i, ch) in s.enumerated() {
            if i > 0 && (s.count - i) % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return out
    }

    static func percent(_ r: Double) -> String {
        let p = r * 100
        if p > 0 && p < 0.1 { return "<0.1 %" }
        return String(format: "%.1f %%", p)
    }
}

/// The results of one `verify` run (or one shard of it).
public struct VerifyReport: Codable, Hashable, Sendable {
    public var results: [SnapshotResult]
    /// `i/n` when this report covers one shard.
    public var shard: String?
    public var engineVersion: String

    public init(results: [SnapshotResult], shard: String? = nil, engineVersion: String) {
        self.results = results.sorted { $0.id < $1.id }
        self.shard = shard
        self.engineVersion = engineVersion
    }

    public var passed: Int { results.filter { $0.status == .passed }.count }
    public var failed: Int { results.count - passed }

    /// `N passed, N failed`.
    public var summary: String { Self.summary(passed: passed, failed: failed) }

    /// `N passed, N failed`, for a run that counted its passes without keeping them.
    public static func summary(passed: Int, failed: Int) -> String { "\(passed) passed, \(failed) failed" }
}
