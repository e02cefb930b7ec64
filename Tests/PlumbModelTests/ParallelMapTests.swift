import Foundation
import XCTest
@testable import PlumbModel

/// `ParallelMap.forEach` hands a worker whole groups of neighbouring indices.
final class ParallelMapTests: XCTestCase {
    func testEachGroupIsDoneByOneWorkerInOrderAndEveryIndexOnce() {
        let count = 301
        // Groups of 1, 2 and 3 indices in turn.
        let starts = Set((0..<count).reduce(into: [0]) { acc, _ in acc.append(acc.last! + acc.count % 3 + 1) }.filter { $0 < count })
        final class Log: @unchecked Sendable {
            let lock = NSLock()
            var done: [(index: Int, thread: UInt64, tick: Int)] = []
            var tick = 0
        }
        let log = Log()
        var collected: [Int] = []
        ParallelMap.forEach(count: count, workers: 3, startsGroup: { starts.contains($0) }, { i -> Int in
            log.lock.lock(); defer { log.lock.unlock() }
            log.tick += 1
            log.done.append((i, UInt64(pthread_self()), log.tick))
            return i * 2
        }, collect: { i, r in XCTAssertEqual(r, i * 2); collected.append(i) })
        XCTAssertEqual(collected.sorted(), Array(0..<count))
        let byIndex = Dictionary(uniqueKeysWithValues: log.done.map { ($0.index, $0) })
        for i in 1..<count where !starts.contains(i) {
            XCTAssertEqual(byIndex[i]!.thread, byIndex[i - 1]!.thread, "index \(i) ran on another worker than \(i - 1)")
            XCTAssertGreaterThan(byIndex[i]!.tick, byIndex[i - 1]!.tick)
        }
    }
}
