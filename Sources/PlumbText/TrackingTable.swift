/// A face's `trak` table: the tracking Core Text adds at each point size by itself.
///
/// Apple's fonts carry their size-specific tracking in the AAT `trak` table (SF Pro Text: +38
/// units per em at 9 pt, 0 at 12 pt, −47 at 17 pt), and Core Text applies the table's normal
/// track (track value 0) to every glyph at the size it is set — which is why SF text on iOS is
/// tighter at body sizes than the font's advances alone. Only the horizontal normal track is
/// kept; values between two listed sizes are interpolated linearly, sizes beyond the ends take
/// the nearest end's value (docs/reference/system-fonts.md). Parsed from the table's bytes with
/// every offset and count checked against its length: a malformed table is ignored (no tracking),
/// never a crash.
public struct TrackingTable: Hashable, Sendable {
    /// Point sizes, ascending, and the tracking at each in font units.
    public let sizes: [Double]
    public let values: [Double]
    /// The face's units per em.
    public let unitsPerEm: Int

    /// Most sizes a table may list (Apple's fonts list about twenty).
    static let maximumSizes = 1_024

    /// The table in `bytes` (the `trak` table, from its first byte), or nil when it has no usable
    /// horizontal normal track.
    public init?(bytes: [UInt8], unitsPerEm: Int) {
        guard unitsPerEm > 0 else { return nil }
        func u16(_ at: Int) -> Int? { at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
        func i16(_ at: Int) -> Int? { u16(at).map { $0 >= 0x8000 ? $0 - 0x10000 : $0 } }
        func fixed(_ at: Int) -> Double? {
            guard let hi = u16(at), let lo = u16(at + 2) else { return nil }
            let raw = Int32(bitPattern: UInt32(hi) << 16 | UInt32(lo))
            return Double(raw) / 65536
        }
        // Header: version (Fixed), format, horizOffset, vertOffset, reserved.
        guard let version = fixed(0), version == 1, let horizontal = u16(6), horizontal > 0,
              let trackCount = u16(horizontal), let sizeCount = u16(horizontal + 2),
              sizeCount > 0, sizeCount <= Self.maximumSizes,
              let sizeHi = u16(horizontal + 4), let sizeLo = u16(horizontal + 6) else { return nil }
        let sizeTable = sizeHi << 16 | sizeLo
        var sizes: [Double] = []
        for i in 0..<sizeCount {
            guard let s = fixed(sizeTable + 4 * i), s.isFinite else { return nil }
            sizes.append(s)
        }
        guard zip(sizes, sizes.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
        // Track entries: track (Fixed), nameIndex, offset of its per-size values.
        for t in 0..<trackCount {
            let entry = horizontal + 8 + 8 * t
            guard let track = fixed(entry), let offset = u16(entry + 6) else { return nil }
            guard track == 0 else { continue }
            var values: [Double] = []
            for i in 0..<sizeCount {
                guard let v = i16(offset + 2 * i) else { return nil }
                values.append(Double(v))
            }
            self.sizes = sizes
            self.values = values
            self.unitsPerEm = unitsPerEm
            return
        }
        return nil
    }

    /// The table with `units` at `size` (replacing a listed size's value, or inserted in order).
    public func setting(_ units: Double, at size: Double) -> TrackingTable {
        var pairs = zip(sizes, values).filter { $0.0 != size } + [(size, units)]
        pairs.sort { $0.0 < $1.0 }
        return TrackingTable(sizes: pairs.map(\.0), values: pairs.map(\.1), unitsPerEm: unitsPerEm)
    }

    init(sizes: [Double], values: [Double], unitsPerEm: Int) {
        self.sizes = sizes
        self.values = values
        self.unitsPerEm = unitsPerEm
    }

    /// The tracking in points added after every glyph at `size` points.
    public func tracking(size: Double) -> Double {
        let units: Double
        if size <= sizes[0] {
            units = values[0]
        } else if size >= sizes[sizes.count - 1] {
            units = values[values.count - 1]
        } else {
            let upper = sizes.firstIndex { $0 >= size }!
            let lower = upper - 1
            let t = (size - sizes[lower]) / (sizes[upper] - sizes[lower])
            units = values[lower] + (values[upper] - values[lower]) * t
        }
        return units * size / Double(unitsPerEm)
    }
}
