/// Minimal PNG chunk tools for the tests: list chunks, build chunks with a correct CRC.
enum PNGBytes {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// CRC-32 (ISO-HDLC, polynomial 0xEDB88320) as PNG uses it over type + data.
    static func crc32<S: Sequence>(_ bytes: S) -> UInt32 where S.Element == UInt8 {
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
        }
        return ~crc
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    static func ihdr(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 6) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, 0])
    }

    struct Chunk {
        var type: String
        var data: [UInt8]
        var crcOK: Bool
    }

    /// The chunks after the signature (nil if the structure is broken).
    static func chunks(_ png: [UInt8]) -> [Chunk]? {
        guard png.count >= 8, Array(png[0..<8]) == signature else { return nil }
        var out: [Chunk] = []
        var i = 8
        while i + 12 <= png.count {
            let len = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            guard i + 12 + len <= png.count else { return nil }
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            let data = Array(png[(i + 8)..<(i + 8 + len)])
            let stored = png[(i + 8 + len)..<(i + 12 + len)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            out.append(Chunk(type: type, data: data, crcOK: stored == crc32(png[(i + 4)..<(i + 8 + len)])))
            i += 12 + len
        }
        return i == png.count ? out : nil
    }

    /// PNG's forward filter of one row (the tests' own, straight from the specification), the
    /// filter type byte first.
    static func filtered(_ row: ArraySlice<UInt8>, above: ArraySlice<UInt8>?, type: UInt8) -> [UInt8] {
        let cur = Array(row), up = above.map(Array.init) ?? [UInt8](repeating: 0, count: row.count)
        var out: [UInt8] = [type]
        for i in 0..<cur.count {
            let a = i >= 4 ? Int(cur[i - 4]) : 0, b = Int(up[i]), c = i >= 4 ? Int(up[i - 4]) : 0
            let predicted: Int
            switch type {
            case 0: predicted = 0
            case 1: predicted = a
            case 2: predicted = b
            case 3: predicted = (a + b) / 2
            default:
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            }
            out.append(UInt8(truncatingIfNeeded: Int(cur[i]) - predicted))
        }
        return out
    }
}

/// A small deterministic generator (xorshift32) for the PNG tests.
struct TestRandom {
    var state: UInt32
    mutating func next() -> UInt32 {
        state ^= state << 13; state ^= state >> 17; state ^= state << 5
        return state
    }
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next() >> 11) }
}
