import Foundation
import PlumbModel

/// Memoises text layouts across components, sizes and appearances (light and dark lay out
/// the same text identically). A value is only ever the result the engine computed for the
/// same inputs, so the cache changes speed, never results. Bounded: cleared when full.
final class TextLayoutCache: @unchecked Sendable {
    struct Key: Hashable {
        var runs: [TextRun]
        var style: TextParagraphStyle
        var proposedWidth: Double?
        var maxHeight: Double?
    }

    private let lock = NSLock()
    private var entries: [Key: TextLayout] = [:]
    let capacity: Int

    init(capacity: Int = 50_000) {
        self.capacity = capacity
    }

    func value(_ key: Key) -> TextLayout? {
        lock.lock()
        defer { lock.unlock() }
        return entries[key]
    }

    func store(_ key: Key, _ value: TextLayout) {
        lock.lock()
        defer { lock.unlock() }
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = value
    }
}
