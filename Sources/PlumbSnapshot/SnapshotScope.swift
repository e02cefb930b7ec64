import Foundation
import PlumbModel

/// The part of the references directory one run answers for: a whole design system, or some
/// of its components, optionally narrowed by a name glob. Orphans are judged and pruned only
/// inside the scope, so `plumb record one-component.yaml --prune` can never delete the
/// references of another component.
public struct SnapshotScope: Hashable, Sendable {
    /// The design system's name (its folder under `snapshots/`).
    public var system: String
    /// The components in scope, or nil for the whole system.
    public var components: Set<String>?
    /// A glob over snapshot names (`system/component/stem`), or nil for all.
    public var filter: String?

    public init(system: String, components: Set<String>? = nil, filter: String? = nil) {
        self.system = system
        self.components = components
        self.filter = filter
    }

    /// Whether the snapshot named `system/component/stem` is inside this scope.
    public func contains(_ name: String) -> Bool {
        let parts = name.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == system else { return false }
        if let components, !components.contains(String(parts[1])) { return false }
        if let filter, !Glob.matches(filter, name) { return false }
        return true
    }

    /// The folders (relative to the references directory) whose files this scope covers.
    var folders: [String] {
        guard let components else { return [system] }
        return components.sorted().map { system + "/" + $0 }
    }
}
