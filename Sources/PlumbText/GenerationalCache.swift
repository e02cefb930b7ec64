import Foundation

/// A thread-safe memo table whose memory stays bounded however many distinct keys a run
/// sees: two generations of at most `capacity` entries each. New entries go into the
/// current generation; when it is full it becomes the previous one (the older previous
/// generation is dropped), and a hit in the previous generation is copied forward.
///
/// Why generations rather than "clear when full": snapshots are produced component by
/// component, so what is reused (the same text in light and dark, at each size) is what was
/// stored recently. Keeping the last generation keeps those hits across a rollover, and the
/// bound (2 × capacity entries) keeps a 20,000-snapshot run at the memory of a 200-snapshot
/// one.
final class GenerationalCache<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var current: [Key: Value] = [:]
    private var previous: [Key: Value] = [:]
    /// Entries per generation.
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Entries held now (at most 2 × capacity).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return current.count + previous.count
    }

    func value(_ key: Key) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        if let v = current[key] { return v }
        guard let v = previous[key] else { return nil }
        insert(key, v)
        return v
    }

    func store(_ key: Key, _ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        insert(key, value)
    }

    /// Caller holds the lock.
    private func insert(_ key: Key, _ value: Value) {
        if current.count >= capacity, current[key] == nil {
            previous = current
            current = [:]
            current.reserveCapacity(capacity)
        }
        current[key] = value
    }
}
