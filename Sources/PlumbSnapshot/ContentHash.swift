import Foundation

/// XXH64 (xxHash, 64-bit, seed 0) as 16 hex digits: the content hash of pixels and PNG files
/// in layout dumps. Written here from the published algorithm (four 64-bit lanes over 32-byte
/// stripes, then a merge and an avalanche), on contiguous memory with unaligned 8-byte loads,
/// so it runs at memory speed (measured: `benchmarks/hash.sh`); FNV-1a's byte-at-a-time loop was
/// 13 % of a verify run. Not cryptographic: it detects accidental change. For a suite of a
/// million snapshots the chance that any two different images share a hash is about
/// n² / 2⁶⁵ ≈ 2.7 × 10⁻⁸.
public enum ContentHash {
    static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    static let p3: UInt64 = 0x1656_67B1_9E37_79F9
    static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63
    static let p5: UInt64 = 0x27D4_EB2F_1656_67C5

    @inline(__always) static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }

    @inline(__always) static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
        rotl(acc &+ input &* p2, 31) &* p1
    }

    @inline(__always) static func merge(_ acc: UInt64, _ lane: UInt64) -> UInt64 {
        (acc ^ round(0, lane)) &* p1 &+ p4
    }

    /// The 64-bit hash of `bytes`.
    public static func xxh64(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let n = bytes.count
        guard let base = bytes.baseAddress else { return avalanche(p5) }
        var offset = 0
        var h: UInt64
        if n >= 32 {
            var v1 = p1 &+ p2, v2 = p2, v3: UInt64 = 0, v4: UInt64 = 0 &- p1
            let end = n - 32
            while offset <= end {
                v1 = round(v1, base.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
                v2 = round(v2, base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self).littleEndian)
                v3 = round(v3, base.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self).littleEndian)
                v4 = round(v4, base.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self).littleEndian)
                offset += 32
            }
            h = rotl(v1, 1) &+ rotl(v2, 7) &+ rotl(v3, 12) &+ rotl(v4, 18)
            h = merge(h, v1)
            h = merge(h, v2)
            h = merge(h, v3)
            h = merge(h, v4)
        } else {
            h = p5
        }
        h = h &+ UInt64(n)
        while offset + 8 <= n {
            h ^= round(0, base.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
            h = rotl(h, 27) &* p1 &+ p4
            offset += 8
        }
        if offset + 4 <= n {
            h ^= UInt64(base.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian) &* p1
            h = rotl(h, 23) &* p2 &+ p3
            offset += 4
        }
        while offset < n {
            h ^= UInt64(base.load(fromByteOffset: offset, as: UInt8.self)) &* p5
            h = rotl(h, 11) &* p1
            offset += 1
        }
        return avalanche(h)
    }

    @inline(__always) static func avalanche(_ x: UInt64) -> UInt64 {
        var h = x
        h ^= h >> 33
        h = h &* p2
        h ^= h >> 29
        h = h &* p3
        h ^= h >> 32
        return h
    }

    /// 16 lower-case hex digits.
    static func hex(_ h: UInt64) -> String {
        let s = String(h, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }

    public static func of(_ bytes: [UInt8]) -> String { bytes.withUnsafeBytes { hex(xxh64($0)) } }
    public static func of(_ data: Data) -> String { data.withUnsafeBytes { hex(xxh64($0)) } }
}
