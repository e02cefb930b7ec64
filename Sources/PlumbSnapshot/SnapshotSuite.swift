import Foundation
import PlumbModel
import PlumbRender

/// The snapshots a set of design systems produces: every component × variant × the
/// component's matrix (appearances × Dynamic Type sizes, at its scale), in name order.
public struct SnapshotSuite: Sendable {
    /// One snapshot to produce and the renderer of its system.
    /// One snapshot of the suite: 24 bytes — a reference to its component's matrix (names,
    /// scale, widths and the system's renderer, shared by all of that component's entries) and
    /// small indices into it. A suite holds one entry per snapshot, so what an entry stores is
    /// what 20,000 snapshots cost: a `SnapshotID` stored inline (three strings, a width) made
    /// each ~100 bytes, and an inline renderer ~400.
    public struct Entry: Sendable {
        private let component: ComponentMatrix
        private let variant: UInt32
        private let width: UInt16
        private let appearance: Appearance
        private let dynamicType: DynamicTypeSize
        private let pseudoLocale: PseudoLocale?
        /// 0: no locale; n: the component's `locales[n - 1]`.
        private let locale: UInt8
        private let layoutDirection: LayoutDirection

        /// Orders the snapshots of one component for drawing: every field but the
        /// appearance first, so a snapshot's light and dark renders are neighbours.
        var drawingKey: UInt64 {
            let size = UInt64(DynamicTypeSize.allCases.firstIndex(of: dynamicType) ?? 0)
            let pseudo = UInt64(pseudoLocale.flatMap { PseudoLocale.allCases.firstIndex(of: $0) }.map { $0 + 1 } ?? 0)
            let direction: UInt64 = layoutDirection == .leftToRight ? 0 : 1
            let shade: UInt64 = appearance == .light ? 0 : 1
            return UInt64(variant) << 32 | size << 26 | UInt64(width) << 10 | UInt64(locale) << 4 | pseudo << 2 | direction << 1 | shade
        }

        /// Whether both entries are snapshots of the same component.
        func sameComponent(as other: Entry) -> Bool { component === other.component }

        /// The snapshot's id, rebuilt from the shared matrix (the strings are shared, not copied).
        public var id: SnapshotID {
            SnapshotID(system: component.system, component: component.name, variant: component.variants[Int(variant)],
                       appearance: appearance, dynamicType: dynamicType, scale: component.scale,
                       width: component.widths[Int(width)], pseudoLocale: pseudoLocale,
                       locale: locale == 0 ? nil : component.locales[Int(locale) - 1], layoutDirection: layoutDirection)
        }

        public var renderer: ComponentRenderer { component.renderer.renderer }

        init(component: ComponentMatrix, variant: Int, width: Int, appearance: Appearance, dynamicType: DynamicTypeSize,
             language: SnapshotLanguage, layoutDirection: LayoutDirection) {
            self.component = component
            self.variant = UInt32(variant)
            self.width = UInt16(width)
            self.appearance = appearance
            self.dynamicType = dynamicType
            self.pseudoLocale = language.pseudoLocale
            self.locale = language.locale.flatMap { component.locales.firstIndex(of: $0) }.map { UInt8($0 + 1) } ?? 0
            self.layoutDirection = layoutDirection
        }
    }

    /// One system's renderer, referenced by all of its entries.
    final class SharedRenderer: Sendable {
        let renderer: ComponentRenderer
        init(_ renderer: ComponentRenderer) { self.renderer = renderer }
    }

    /// What the entries of one component share.
    final class ComponentMatrix: Sendable {
        let system: String
        let name: String
        let variants: [String]
        let scale: Int
        let widths: [Double?]
        /// The matrix's `locales:`.
        let locales: [String]
        let renderer: SharedRenderer

        init(system: String, name: String, variants: [String], scale: Int, widths: [Double?], locales: [String], renderer: SharedRenderer) {
            self.system = system
            self.name = name
            self.variants = variants
            self.scale = scale
            self.widths = widths
            self.locales = locales
            self.renderer = renderer
        }
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

    /// Every snapshot of the run, in name order (the order results are reported in).
    public private(set) var entries: [Entry]
    /// Indices into `entries` in the order to draw them: component by component in name
    /// order, and within a component the light and dark renders of each variant, size and
    /// width back to back. They share every text layout and glyph bitmap, and in name order
    /// they lie a whole matrix apart (`default-dark-*` sorts before `default-light-*`), so the
    /// bounded caches had to hold a whole matrix of text to reuse them; side by side, one
    /// snapshot's. Results are still reported in name order.
    public private(set) var drawingOrder: [UInt32]
    /// What the run answers for: orphan detection and pruning look only inside these.
    public var scopes: [SnapshotScope]
    /// Every snapshot name the selections produce before `filter` is applied, for suggestions
    /// when a filter matches nothing — kept only when the filter matched nothing (empty
    /// otherwise), so a 20,000-snapshot suite does not hold 20,000 names it never shows.
    public var unfilteredNames: [String]

    /// Enumerates the matrix of the selected components. `filter` is a glob over snapshot
    /// names (`vehicle-maintenance/service-row/*-dark-*`); `*` matches any run of characters.
    public init(selections: [Selection], filter: String? = nil) throws {
        // Each component's matrix first, so the entries are allocated once at their exact
        // count (appending doubled the array: 20,000 entries took 786 KB instead of 480).
        var components: [(shared: ComponentMatrix, matrix: SnapshotMatrix)] = []
        var count = 0
        for selection in selections {
            let system = selection.system
            let renderer = SharedRenderer(ComponentRenderer(system: system))
            for name in system.componentNames where selection.components?.contains(name) ?? true {
                // The outline, not the spec: listing 20,000 snapshots must not parse again
                // every spec the bounded cache has let go (see `ComponentFiles`).
                let spec = try system.outline(named: name)
                let matrix = try spec.snapshotMatrix(base: system.tokens.snapshot)
                let widths = matrix.widthCases
                guard widths.count <= Int(UInt16.max) else {
                    throw PlumbError("\(system.name)/\(name): \(widths.count) widths in one snapshot matrix (at most \(UInt16.max))")
                }
                components.append((ComponentMatrix(system: system.name, name: name, variants: spec.variantNames,
                                                   scale: matrix.scale, widths: widths, locales: matrix.locales, renderer: renderer), matrix))
                count += spec.variantNames.count * matrix.appearances.count * matrix.dynamicTypes.count * widths.count
                    * matrix.languageDirectionCount
            }
        }
        var entries: [Entry] = []
        var unfiltered: [String] = []
        if filter == nil { entries.reserveCapacity(count) }
        for (shared, matrix) in components {
            let widths = shared.widths
            for v in shared.variants.indices {
                for a in matrix.appearances {
                    for d in matrix.dynamicTypes {
                        for w in widths.indices {
                            for language in matrix.languageCases {
                                for direction in matrix.directions(for: language) {
                                    let entry = Entry(component: shared, variant: v, width: w, appearance: a, dynamicType: d,
                                                      language: language, layoutDirection: direction)
                                    if let filter {
                                        let name = entry.id.name
                                        if entries.isEmpty { unfiltered.append(name) }
                                        if !Glob.matches(filter, name) { continue }
                                    }
                                    entries.append(entry)
                                }
                            }
                        }
                    }
                }
            }
        }
        entries.sort { $0.id < $1.id }   // in place: a sorted copy doubled the suite at its peak
        guard entries.count <= Int(UInt32.max) else { throw PlumbError("\(entries.count) snapshots in one run (at most \(UInt32.max))") }
        self.entries = entries
        self.drawingOrder = Self.drawingOrder(of: entries)
        self.scopes = selections.map { SnapshotScope(system: $0.system.name, components: $0.components, filter: filter) }
        self.unfilteredNames = entries.isEmpty ? unfiltered.sorted() : []
    }

    /// Name order with each component's entries (contiguous in name order: its names share
    /// the prefix `system/component/`) re-sorted by `Entry.drawingKey`.
    static func drawingOrder(of entries: [Entry]) -> [UInt32] {
        var order = (0..<entries.count).map { UInt32($0) }
        var start = 0
        while start < entries.count {
            var end = start + 1
            while end < entries.count && entries[end].sameComponent(as: entries[start]) { end += 1 }
            order[start..<end].sort { entries[Int($0)].drawingKey < entries[Int($1)].drawingKey }
            start = end
        }
        return order
    }

    /// Whether drawing-order position `k` begins a new snapshot (rather than another
    /// appearance of the one before it): a worker given position `k` takes the positions up
    /// to the next start too, so one thread draws both appearances and the second finds the
    /// first's text layouts and glyphs in the caches.
    public func startsDrawingGroup(_ k: Int) -> Bool {
        guard k > 0, k < drawingOrder.count else { return true }
        let a = entries[Int(drawingOrder[k - 1])], b = entries[Int(drawingOrder[k])]
        return !a.sameComponent(as: b) || a.drawingKey >> 1 != b.drawingKey >> 1
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
}
