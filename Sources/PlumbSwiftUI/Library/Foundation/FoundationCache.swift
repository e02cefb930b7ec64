/// `NSCache<Key, Object>`, where views and helpers keep what is slow to make (rendered icons,
/// formatters): a preview never runs short of memory, so nothing is evicted — an object set
/// for a key is found again for an equal key until removed — and `countLimit`/`totalCostLimit`
/// are kept as set. A table of its own rather than swift-corelibs-foundation's `NSCache`, which
/// holds only `AnyObject`s and compares keys by `NSObject` equality, not the evaluator's values.
enum FoundationCache {
    static let typeNames: Set<String> = ["NSCache"]

    /// A cache: its entries in the order set (a reference, as `NSCache` is a class).
    final class Cache: Hashable {
        var entries: [(key: SwiftValue, object: SwiftValue)] = []
        var limits: [String: SwiftValue] = [:]

        static func == (a: Cache, b: Cache) -> Bool { a === b }
        func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    }

    /// `NSCache<NSString, UIImage>()`.
    static func construct(_ name: String, _ args: [Argument]) -> SwiftValue? {
        guard SwiftDeclarations.withoutGenericArguments(name) == "NSCache", args.isEmpty else { return nil }
        return FoundationLibrary.wrap(Cache())
    }

    static func property(_ base: Any, _ name: String) -> SwiftValue? {
        guard let c = base as? Cache else { return nil }
        switch name {
        case "countLimit", "totalCostLimit": return c.limits[name] ?? .int(0)
        case "name": return c.limits[name] ?? .string("")
        case "evictsObjectsWithDiscardedContent": return c.limits[name] ?? .bool(true)
        default: return nil
        }
    }

    static func setProperty(_ base: Any, _ name: String, _ value: SwiftValue) -> Bool {
        guard let c = base as? Cache, ["countLimit", "totalCostLimit", "name", "evictsObjectsWithDiscardedContent", "delegate"].contains(name) else {
            return false
        }
        c.limits[name] = value
        return true
    }

    static func method(_ base: Any, _ name: String, _ args: [Argument], _ site: FoundationSite) -> SwiftValue? {
        guard let c = base as? Cache else { return nil }
        let e = site.evaluator
        func index(_ key: SwiftValue?) -> Int? {
            guard let key else { return nil }
            return c.entries.firstIndex { e.equal($0.key, key) }
        }
        switch name {
        case "object":
            return .optional(index(args.first { $0.label == "forKey" }?.value).map { c.entries[$0].object })
        case "setObject":
            guard let object = args.first(where: { $0.label == nil })?.value, let key = args.first(where: { $0.label == "forKey" })?.value else {
                return nil
            }
            if let i = index(key) { c.entries[i].object = object } else { c.entries.append((key, object)) }
            return .void
        case "removeObject":
            if let i = index(args.first { $0.label == "forKey" }?.value) { c.entries.remove(at: i) }
            return .void
        case "removeAllObjects":
            c.entries.removeAll()
            return .void
        default:
            return nil
        }
    }
}
