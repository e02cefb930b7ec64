import Foundation
import PlumbSnapshot

/// `plumb-bench hash SECONDS`: content-hash throughput (XXH64 as dumps use it) on a 1170 × 2532
/// RGBA buffer — a full iPhone screenshot at @3x, 11.9 MB — and, for comparison, the FNV-1a
/// byte loop it replaced. Prints GB/s for each (one thread, warm cache for the buffer's size).
enum HashBench {
    static func main(_ args: [String]) throws {
        let seconds = args.first.flatMap(Double.init) ?? 2
        var bytes = [UInt8](repeating: 0, count: 1170 * 2532 * 4)
        var state: UInt64 = 0x1234_5678
        for i in bytes.indices {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            bytes[i] = UInt8(truncatingIfNeeded: state >> 33)
        }
        func measure(_ name: String, _ body: (UnsafeRawBufferPointer) -> UInt64) {
            var sink: UInt64 = 0
            var rounds = 0
            let start = Date()
            while Date().timeIntervalSince(start) < seconds / 2 {
                sink ^= bytes.withUnsafeBytes(body)
                rounds += 1
            }
            let elapsed = Date().timeIntervalSince(start)
            let gbps = Double(rounds * bytes.count) / elapsed / 1e9
            print("\(name): \(String(format: "%.2f", gbps)) GB/s (\(rounds) × \(bytes.count) bytes, checksum \(String(sink, radix: 16)))")
        }
        measure("xxh64 (dumps)") { ContentHash.xxh64($0) }
        measure("fnv1a (before)") { raw in
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            for b in raw {
                h ^= UInt64(b)
                h = h &* 0x0000_0100_0000_01B3
            }
            return h
        }
    }
}
