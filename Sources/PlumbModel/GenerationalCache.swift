import Foundation

/// A thread-safe memo table whose memory stays bounded however many distinct keys a run
/// sees: two generations of at most `capacity` cost units each (an entry costs 1 unless the
/// caller says otherwise: a glyph bitmap costs its bytes). New entries go into the current
/// generation; when it is full it becomes the previous one (the older previous generation is
/// dropped), and a hit in the previous generation is copied forward.
///
/// Why generations rather than "clear when full": snapshots are produced component by
/// component, so what is reused (the same text in light and dark, at each size) is what was
/// stored recently. Keeping the last generation keeps those hits across a rollover, and the
/// bound (2 × capacity) keeps a 20,000-snapshot run at the memory of a 200-snapshot one.
///
/// `package`: shared by the stages of this package (parsed component specs, text layouts,
/// glyph bitmaps), not API.
package final class GenerationalCache<Key: Hashable, Value>: @unchecked Sendable {
    private struct Stored {
        var value: Value
        var cost: Int
    }

    private let lock = NSLock()
    private var current: [Key: Stored] = [:]
    private var previous: [Key: Stored] = [:]
    private var currentCost = 0
    private var previousCost = 0
    /// Cost units per generation.
    package let capacity: Int

    package init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Entries held now.
    package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return current.count + previous.count
    }

    /// Total cost held now (at most 2 × capacity, plus one entry dearer than a generation).
    package var totalCost: Int {
        lock.lock()
        defer { lock.unlock() }
        return currentCost + previousCost
    }

    package func value(_ key: Key) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        if let s = current[key] { return s.value }
        guard let s = previous[key] else { return nil }
        insert(key, s)
        return s.value
    }

    /// Stores `value`; an entry costing more than a whole generation is not kept.
    package func store(_ key: Key, _ value: Value, cost: Int = 1) {
        let cost = max(1, cost)
        guard cost <= capacity else { return }
        lock.lock()
        defer { lock.unlock() }
        insert(key, Stored(value: value, cost: cost))
    }

    /// Caller holds the lock.
    private func insert(_ key: Key, _ stored: Stored) {
        if let old = current[key] {
            currentCost -= old.cost
        } else if currentCost + stored.cost > capacity {
            previous = current
            previousCost = currentCost
            current = [:]
            currentCost = 0
        }
        current[key] = stored
        currentCost += stored.cost
    }
}
