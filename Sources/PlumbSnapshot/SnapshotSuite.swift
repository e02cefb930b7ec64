import Foundation
import PlumbModel
import PlumbRender

/// The snapshots a set of design systems produces: every component × variant × the
/// component's matrix (appearances × Dynamic Type sizes, at its scale), in name order.
public struct SnapshotSuite: Sendable {
    /// One snapshot to produce and the renderer of its system.
    public struct Entry: Sendable {
        public var id: SnapshotID
        /// Shared by every entry of a system: a suite holds one entry per snapshot, and a
        /// renderer stored inline (the whole design system's value) made each entry ~400 bytes.
        private let shared: SharedRenderer
        public var renderer: ComponentRenderer { shared.renderer }

        init(id: SnapshotID, shared: SharedRenderer) {
            self.id = id
            self.shared = shared
        }
    }

    /// One system's renderer, referenced by all of its entries.
    final class SharedRenderer: Sendable {
        let renderer: ComponentRenderer
        init(_ renderer: ComponentRenderer) { self.renderer = renderer }
    }

    /// A design system and the components of it a run covers (nil: all of them).
    public struct Selection: Sendable {
        public var system: DesignSystem
        public var components: Set<String>?

        public init(system: DesignSystem, components: Set<String>? = nil) {
            self.system = system
            self.components = components
        }
    }

    public var entries: [Entry]
    /// What the run answers for: orphan detection and pruning look only inside these.
    public var scopes: [SnapshotScope]
    /// Every snapshot name the selections produce before `filter` is applied, for suggestions
    /// when a filter matches nothing — kept only when the filter matched nothing (empty
    /// otherwise), so a 20,000-snapshot suite does not hold 20,000 names it never shows.
    public var unfilteredNames: [String]

    /// Enumerates the matrix of the selected components. `filter` is a glob over snapshot
    /// names (`vehicle-maintenance/service-row/*-dark-*`); `*` matches any run of characters.
    public init(selections: [Selection], filter: String? = nil) throws {
        var entries: [Entry] = []
        var unfiltered: [String] = []
        for selection in selections {
            let system = selection.system
            let renderer = SharedRenderer(ComponentRenderer(system: system))
            for name in system.componentNames where selection.components?.contains(name) ?? true {
                let spec = try system.component(named: name)
                let matrix = try spec.snapshotMatrix(base: system.tokens.snapshot)
                for v in spec.variants {
                    for a in matrix.appearances {
                        for d in matrix.dynamicTypes {
                            for w in matrix.widthCases {
                                for locale in matrix.localeCases {
                                    for direction in matrix.layoutDirections {
                                        let id = SnapshotID(system: system.name, component: name, variant: v.name, appearance: a,
                                                            dynamicType: d, scale: matrix.scale, width: w, pseudoLocale: locale,
                                                            layoutDirection: direction)
                                        if let filter {
                                            let name = id.name
                                            if entries.isEmpty { unfiltered.append(name) }
                                            if !Glob.matches(filter, name) { continue }
                                        }
                                        entries.append(Entry(id: id, shared: renderer))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        entries.sort { $0.id < $1.id }   // in place: a sorted copy doubled the suite at its peak
        self.entries = entries
        self.scopes = selections.map { SnapshotScope(system: $0.system.name, components: $0.components, filter: filter) }
        self.unfilteredNames = entries.isEmpty ? unfiltered.sorted() : []
    }

    /// Whether the suite produces the snapshot `name` (binary search: entries are in name
    /// order), so orphan detection needs no set of every name beside the suite.
    public func contains(name: String) -> Bool {
        var lo = 0, hi = entries.count
        while lo < hi {
            let mid = (lo + hi) / 2
            let n = entries[mid].id.name
            if n == name { return true }
            if n < name { lo = mid + 1 } else { hi = mid }
        }
        return false
    }

    /// Every component of `systems`.
    public init(systems: [DesignSystem], filter: String? = nil) throws {
        try self.init(selections: systems.map { Selection(system: $0) }, filter: filter)
    }

    /// Shard `index` (1-based) of `count`: every count-th snapshot in name order, so the
    /// shards are disjoint, their union is the suite, and sizes differ by at most one.
    public static func shard<T>(_ items: [T], index: Int, count: Int) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
