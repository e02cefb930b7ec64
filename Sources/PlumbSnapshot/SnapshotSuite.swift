import Foundation
import PlumbModel
import PlumbRender

/// The snapshots a set of design systems produces: every component × variant × the
/// component's matrix (appearances × Dynamic Type sizes, at its scale), in name order.
public struct SnapshotSuite: Sendable {
    /// One snapshot to produce and the renderer of its system.
    public struct Entry: Sendable {
        public var id: SnapshotID
        public var renderer: ComponentRenderer
    }

    public var entries: [Entry]
    /// Systems covered (orphan detection looks only inside these).
    public var systems: [String]

    /// Enumerates the matrix. `filter` is a glob over snapshot names
    /// (`vehicle-maintenance/service-row/*-dark-*`); `*` matches any run of characters.
    public init(systems: [DesignSystem], only component: String? = nil, filter: String? = nil) throws {
        var entries: [Entry] = []
        for system in systems {
            let renderer = ComponentRenderer(system: system)
            for name in system.componentNames where component == nil || component == name {
                let spec = try system.component(named: name)
                let matrix = try spec.snapshotMatrix(base: system.tokens.snapshot)
                for v in spec.variants {
                    for a in matrix.appearances {
                        for d in matrix.dynamicTypes {
                            let id = SnapshotID(system: system.name, component: name, variant: v.name, appearance: a,
                                                dynamicType: d, scale: matrix.scale)
                            if let filter, !Glob.matches(filter, id.name) { continue }
                            entries.append(Entry(id: id, renderer: renderer))
                        }
                    }
                }
            }
        }
        self.entries = entries.sorted { $0.id < $1.id }
        self.systems = systems.map(\.name)
    }

    /// Shard `index` (1-based) of `count`: every count-th snapshot in name order, so the
    /// shards are disjoint, their union is the suite, and sizes differ by at most one.
    public static func shard<T>(_ items: [T], index: Int, count: Int) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
