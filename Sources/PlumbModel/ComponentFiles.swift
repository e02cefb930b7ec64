import Foundation

/// The `components/*.yaml` files of one design system. Every file is read, parsed and checked
/// when the system loads, so a broken spec is reported before any layout runs; what is kept
/// after that is an outline per component (its file, variants, snapshot matrix) and a digest
/// of its bytes, while parsed specs live in a bounded cache. A spec the cache has dropped is
/// read and parsed again when it is next asked for.
///
/// Why: a parsed spec costs about ten times its text (every YAML value carries its location,
/// every variant a dictionary): ~7 KB for a 15-line component, so a suite of 2,500 generated
/// components held 17 MB of specs it used one at a time. Snapshots are produced component by
/// component, so a spec is needed again only while its own matrix is drawn, and the cache
/// holds those. Measured: the bundled suite's 69 specs are never parsed twice; a generated
/// suite of 250 components parses each twice (~0.15 ms each, ~3 % of drawing its 2,000
/// snapshots).
///
/// A file that changes on disk between the load and a second read is an error (its digest
/// no longer matches): a run draws every snapshot from the specs it checked.
public final class ComponentFiles: Sendable {
    /// What stays in memory for one component whatever the cache holds (~300 bytes with its
    /// strings and variant names).
    struct Listing: Sendable {
        var outline: ComponentOutline
        var digest: Int
    }

    /// Sorted by name, exactly sized: a dictionary of 2,500 listings took twice the memory.
    private let listings: [Listing]
    private let cache: GenerationalCache<String, ComponentSpec>
    private let rereading = NSLock()

    /// Cost units (≈ bytes of parsed spec) per cache generation; two generations are held, at
    /// most 512 KiB. Snapshots are drawn component by component, so only the component being
    /// drawn (and those its `use:` nodes name) must stay; a bigger cache only spares
    /// re-parsing the specs whose turn comes after the load has filled it.
    public static let cacheCapacity = 256 << 10

    /// Reads and checks every file (sorted by name); a component must live in a file named
    /// after it. Files are parsed on up to `jobs` threads (a large system's parse is the serial
    /// start of its run: ~0.45 s for 2,500 components); the first error in file order is the
    /// one reported, whatever `jobs` is. `capacity` is the cache's generation size (tests
    /// shrink it).
    public init(files: [String], capacity: Int = ComponentFiles.cacheCapacity, jobs: Int = 1) throws {
        let cache = GenerationalCache<String, ComponentSpec>(capacity: capacity)
        // Only the listings are collected; each parsed spec goes straight into the cache.
        var listings = try ParallelMap.run(Array(files.indices), workers: jobs) { i -> Listing in
            let (spec, digest, cost) = try Self.read(files[i])
            let stem = ((files[i] as NSString).lastPathComponent as NSString).deletingPathExtension
            guard spec.name == stem else {
                throw PlumbError("component '\(spec.name)' must live in a file named '\(spec.name).yaml'", at: spec.location)
            }
            cache.store(spec.name, spec, cost: cost)
            return Listing(outline: spec.outline, digest: digest)
        }
        // Names are file stems, so unique unless `c.yaml` and `c.yml` both exist.
        listings.sort { $0.outline.name < $1.outline.name }
        for (a, b) in zip(listings, listings.dropFirst()) where a.outline.name == b.outline.name {
            throw PlumbError("component '\(b.outline.name)' is defined twice (also in \(a.outline.file))", at: b.outline.location)
        }
        self.listings = listings
        self.cache = cache
    }

    /// Component names, sorted.
    public var names: [String] { listings.map(\.outline.name) }

    public func outline(named name: String) -> ComponentOutline? { listing(name)?.outline }

    /// Binary search of the sorted listings.
    private func listing(_ name: String) -> Listing? {
        var lo = 0, hi = listings.count
        while lo < hi {
            let mid = (lo + hi) / 2
            let n = listings[mid].outline.name
            if n == name { return listings[mid] }
            if n < name { lo = mid + 1 } else { hi = mid }
        }
        return nil
    }

    /// The parsed spec of `name` (nil: no such component): from the cache, else its file read
    /// and parsed again — and refused if its bytes changed since the load.
    public func spec(named name: String) throws -> ComponentSpec? {
        guard let listing = listing(name) else { return nil }
        if let spec = cache.value(name) { return spec }
        // One reader at a time: workers draw neighbouring snapshots of the same component, so
        // a second worker missing the same spec waits for the first's parse (measured: without
        // this, 2,500 components were parsed 3,927 times at --jobs 2) instead of repeating it.
        rereading.lock()
        defer { rereading.unlock() }
        if let spec = cache.value(name) { return spec }
        let file = listing.outline.file
        let (spec, digest, cost) = try Self.read(file)
        guard digest == listing.digest else {
            throw PlumbError("the file changed while plumb was running (it was read at the start of the run): run plumb again",
                             at: .file(file))
        }
        cache.store(name, spec, cost: cost)
        return spec
    }

    /// Parsed specs held now (for tests of the bound).
    var cachedCount: Int { cache.count }

    /// Parses one file: the spec, a digest of its bytes (this process's seeded hash: only
    /// compared within the run) and its cache cost.
    static func read(_ path: String) throws -> (ComponentSpec, digest: Int, cost: Int) {
        let text = try FileText.read(path)
        let root = try YAMLReader().parse(text, file: path)
        let spec = try ComponentSpec.parse(root, file: path)
        var hasher = Hasher()
        var bytes = text
        bytes.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        return (spec, hasher.finalize(), root.nodeCount * Self.bytesPerValue + text.utf8.count)
    }

    /// Measured heap per parsed YAML value, its spec's share included (massif: 2,250 generated
    /// components of 84 values each took 16 MB: ~7 KB a spec, ~80 bytes a value).
    static let bytesPerValue = 80
}

/// What listing a component needs without its body: its file, variants and own snapshot
/// matrix. Small (a few hundred bytes), so every component's stays in memory.
public struct ComponentOutline: Sendable {
    public var name: String
    public var file: String
    public var location: SourceLocation
    /// Variant names in order, `default` first.
    public var variantNames: [String]
    /// The component's own `snapshot:` overrides.
    var snapshot: YAMLValue?

    /// The snapshot matrix for this component within its system's defaults.
    public func snapshotMatrix(base: SnapshotMatrix) throws -> SnapshotMatrix {
        guard let snapshot else { return base }
        return try SnapshotMatrix.parse(snapshot, base: base)
    }
}

extension ComponentSpec {
    public var outline: ComponentOutline {
        ComponentOutline(name: name, file: file, location: location, variantNames: variants.map(\.name), snapshot: snapshot)
    }
}

extension YAMLValue {
    /// Values in this tree, this one included.
    var nodeCount: Int {
        switch self {
        case .scalar: return 1
        case .sequence(let items, _): return items.reduce(1) { $0 + $1.nodeCount }
        case .mapping(let pairs, _): return pairs.reduce(1) { $0 + $1.key.nodeCount + $1.value.nodeCount }
        }
    }
}
