/// PNG's scanline filters undone for 8-bit RGBA rows (4 bytes per pixel), as the PNG
/// specification (§9, "Filtering") defines them. libpng does the same inside its reader, but
/// only behind its own zlib inflate; `PNGDirectDecoder` inflates with libdeflate instead and so
/// needs this step on its own.
///
/// A row is reconstructed from its filtered bytes and the reconstructed row above (zeros for
/// the first row). Each filter predicts a byte from its left neighbour `a` (the same channel
/// one pixel left), the byte above `b` and the one above-left `c`, and the row stores the
/// difference modulo 256:
///
/// - 0 None: nothing; 1 Sub: `a`; 2 Up: `b`; 3 Average: `⌊(a + b) / 2⌋` (9-bit sum);
/// - 4 Paeth: whichever of `a`, `b`, `c` is nearest to `a + b − c`, ties to `a`, then `b`.
///
/// `dst` may lie before `src` in the same buffer (the decoder reconstructs rows in place, each
/// row moving left over the filter bytes of the rows above): every chunk is read before it is
/// written and writes never pass the reads.
enum PNGUnfilter {
    /// Reconstructs one row of `count` bytes (a multiple of 4) with filter `type` into `dst`.
    /// Returns false for a filter type other than 0…4 (a corrupt file).
    static func row(type: UInt8, src: UnsafePointer<UInt8>, dst: UnsafeMutablePointer<UInt8>,
                    above: UnsafePointer<UInt8>, count: Int) -> Bool {
        switch type {
        case 0: UnsafeMutableRawPointer(dst).copyMemory(from: src, byteCount: count)
        case 1: sub(src, dst, count)
        case 2: up(src, dst, above, count)
        case 3: average(src, dst, above, count)
        case 4: paeth(src, dst, above, count)
        default: return false
        }
        return true
    }

    // Four bytes at a time as one UInt32, lanes kept apart by masking (no carries across).

    @inline(__always) static func load(_ p: UnsafePointer<UInt8>) -> UInt32 {
        UnsafeRawPointer(p).loadUnaligned(as: UInt32.self)
    }

    @inline(__always) static func store(_ v: UInt32, _ p: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: UInt32.self)
    }

    /// Bytewise `x + y` modulo 256.
    @inline(__always) static func addBytes(_ x: UInt32, _ y: UInt32) -> UInt32 {
        ((x & 0x7F7F_7F7F) &+ (y & 0x7F7F_7F7F)) ^ ((x ^ y) & 0x8080_8080)
    }

    /// Bytewise `⌊(x + y) / 2⌋` without overflow.
    @inline(__always) static func averageBytes(_ x: UInt32, _ y: UInt32) -> UInt32 {
        (x & y) &+ (((x ^ y) & 0xFEFE_FEFE) >> 1)
    }

    static func sub(_ src: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, _ count: Int) {
        var left: UInt32 = 0
        var i = 0
        while i < count {
            left = addBytes(load(src + i), left)
            store(left, dst + i)
            i += 4
        }
    }

    static func up(_ src: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, _ above: UnsafePointer<UInt8>, _ count: Int) {
        var i = 0
        while i + 16 <= count {
            let s = UnsafeRawPointer(src + i).loadUnaligned(as: SIMD16<UInt8>.self)
            let b = UnsafeRawPointer(above + i).loadUnaligned(as: SIMD16<UInt8>.self)
            UnsafeMutableRawPointer(dst + i).storeBytes(of: s &+ b, as: SIMD16<UInt8>.self)
            i += 16
        }
        while i < count {
            store(addBytes(load(src + i), load(above + i)), dst + i)
            i += 4
        }
    }

    static func average(_ src: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, _ above: UnsafePointer<UInt8>, _ count: Int) {
        var left: UInt32 = 0
        var i = 0
        while i < count {
            left = addBytes(load(src + i), averageBytes(left, load(above + i)))
            store(left, dst + i)
            i += 4
        }
    }

    static func paeth(_ src: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, _ above: UnsafePointer<UInt8>, _ count: Int) {
        // The four channels of a pixel side by side as 16-bit lanes.
        @inline(__always) func widen(_ p: UnsafePointer<UInt8>) -> SIMD4<Int16> {
            SIMD4<Int16>(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt8>.self))
        }
        @inline(__always) func magnitude(_ v: SIMD4<Int16>) -> SIMD4<Int16> {
            v.replacing(with: 0 &- v, where: v .< 0)
        }
        var a = SIMD4<Int16>.zero, c = SIMD4<Int16>.zero
        var i = 0
        while i < count {
            let b = widen(above + i)
            // p = a + b − c; pa = |p − a| = |b − c|, pb = |p − b| = |a − c|, pc = |p − c|.
            let toB = b &- c, toA = a &- c
            let pa = magnitude(toB), pb = magnitude(toA), pc = magnitude(toB &+ toA)
            let useA = (pa .<= pb) .& (pa .<= pc)
            let useB = .!useA .& (pb .<= pc)
            let predicted = c.replacing(with: b, where: useB).replacing(with: a, where: useA)
            let x = (widen(src + i) &+ predicted) & 0xFF
            UnsafeMutableRawPointer(dst + i).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: x), as: SIMD4<UInt8>.self)
            a = x
            c = b
            i += 4
        }
    }
}
