/// `NSHashTable` (`NSHashTable<AnyObject>(options: .weakMemory)`, `.weakObjects()`), which
/// models and managers keep their observers in. swift-corelibs-foundation does not ship it, so
/// this is the table itself: the objects added, each once, in the order added (Foundation's own
/// order is its hash order, which no view code relies on). Weak references change nothing in a
/// preview, which keeps every object alive until it is drawn.
enum FoundationHashTable {
    static let typeNames: Set<String> = ["NSHashTable"]

    /// A hash table: its objects (a reference, as `NSHashTable` is a class).
    final class Table: Hashable {
        var objects: [SwiftValue] = []

        static func == (a: Table, b: Table) -> Bool { a === b }
        func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    }

    /// `NSHashTable<T>()`, `NSHashTable<T>(options:)`, `NSHashTable(options:capacity:)`.
    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) -> SwiftValue? {
        guard SwiftDeclarations.withoutGenericArguments(name) == "NSHashTable" else { return nil }
        return FoundationLibrary.wrap(Table())
    }

    /// `NSHashTable<T>.weakObjects()`.
    static func staticCall(_ type: String, _ name: String, _ site: FoundationSite) -> SwiftValue? {
        guard SwiftDeclarations.withoutGenericArguments(type) == "NSHashTable", name == "weakObjects" || name == "init" else { return nil }
        return FoundationLibrary.wrap(Table())
    }

    static func property(_ base: Any, _ name: String) -> SwiftValue? {
        guard let t = base as? Table else { return nil }
        switch name {
        case "allObjects": return .array(t.objects)
        case "count": return .int(t.objects.count)
        case "anyObject": return .optional(t.objects.first)
        default: return nil
        }
    }

    static func method(_ base: Any, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard let t = base as? Table else { return nil }
        let object = args.first?.value ?? .void
        let index = t.objects.firstIndex { site.evaluator.identical(object, $0) }
        switch name {
        case "add":
            if index == nil, !object.isNil { t.objects.append(object) }
            return .void
        case "remove":
            if let index { t.objects.remove(at: index) }
            return .void
        case "contains", "member":
            return name == "contains" ? .bool(index != nil) : .optional(index.map { t.objects[$0] })
        case "removeAllObjects":
            t.objects.removeAll()
            return .void
        default:
            return nil
        }
    }
}
