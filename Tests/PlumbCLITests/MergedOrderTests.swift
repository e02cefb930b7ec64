import XCTest
@testable import PlumbCLI

/// Verify's merged name order of expected snapshots and orphans, computed per position.
final class MergedOrderTests: XCTestCase {
    let names = ["a/b/1", "a/b/3", "a/c/1"]
    let orphans = ["a/a/0", "a/b/2", "z/z/z"]

    /// Merged: a/a/0 (orphan), a/b/1, a/b/2 (orphan), a/b/3, a/c/1, z/z/z (orphan).
    func testOrphansInterleaveByName() {
        let order = MergedOrder(names: names, orphans: orphans)
        XCTAssertEqual(order.count, 6)
        XCTAssertEqual((0..<3).map(order.position(ofExpected:)), [1, 3, 4])
        XCTAssertEqual((0..<3).map(order.position(ofOrphan:)), [0, 2, 5])
        XCTAssertEqual((0..<3).map(MergedOrder(names: names, orphans: []).position(ofExpected:)), [0, 1, 2])
        XCTAssertEqual((0..<2).map(MergedOrder(names: [String](), orphans: ["x", "y"]).position(ofOrphan:)), [0, 1])
    }

    /// Shards are disjoint, cover every position once, differ in size by at most one, and
    /// take every n-th position from the i-th (the contract `--shard i/n` documents).
    func testShardsPartitionThePositions() {
        for total in [0, 1, 5, 23] {
            let order = MergedOrder(names: (0..<total).map { String(format: "s/c/%03d", $0) }, orphans: [])
            for n in 1...5 {
                var seen: [Int] = []
                var sizes: [Int] = []
                for i in 1...n {
                    let shard = order.shard(i, of: n)
                    let positions = (0..<total).filter(shard.contains)
                    XCTAssertEqual(positions, Array(stride(from: i - 1, to: total, by: n)), "\(i)/\(n) of \(total)")
                    XCTAssertEqual(shard.count, positions.count, "\(i)/\(n) of \(total)")
                    seen += positions
                    sizes.append(shard.count)
                }
                XCTAssertEqual(seen.sorted(), Array(0..<total), "union of \(n) shards of \(total)")
                XCTAssertLessThanOrEqual((sizes.max() ?? 0) - (sizes.min() ?? 0), 1)
            }
        }
    }
}
