extension GaussianBlur {
    /// The tap blur (`tapBlur`) of the part of the grown mask in `window`, byte for byte, computed
    /// over runs of equal values: a run of value v over x ∈ a ..< b adds v · (C[u − a + 1] −
    /// C[u − b + 1]) to output u, where C are the kernel's prefix sums — the same integers the
    /// taps add one by one. A shadow's mask is a few runs per row (0 outside, 255 inside, the
    /// anti-aliased pixels between), and after the horizontal pass a column is a few runs too
    /// (every row inside a card's straight sides blurs the same), so the cost per pixel is the
    /// number of runs within the kernel's reach, not its 2r + 1 taps; at worst (every pixel
    /// different) it is the taps.
    static func runBlur(_ mask: Mask, kernel k: [UInt32], radius r: Int, window: BlurWindow) -> Mask {
        let w = mask.width, taps = 2 * r + 1
        let u0 = window.u0, v0 = window.v0, outW = window.width, outH = window.height
        let rows = window.sourceRows
        var prefix = [UInt64](repeating: 0, count: taps + 1)
        for t in 0..<taps { prefix[t + 1] = prefix[t] + UInt64(k[t]) }

        // Horizontal pass, stored column-major (column i holds the source rows in order) so the
        // vertical pass reads each column as one line: each sum ≤ 255 · 65,536 < 2³².
        var columns = [UInt32](repeating: 0, count: outW * rows.count)
        var line = [UInt64](repeating: 0, count: max(w, rows.count))
        var sums = [UInt64](repeating: 0, count: outW)
        var runs = LineRuns()
        let xLo = max(0, u0 - 2 * r), xHi = max(max(0, u0 - 2 * r), min(w, u0 + outW))
        mask.coverage.withUnsafeBufferPointer { src in
            for (j, y) in rows.enumerated() {
                for x in xLo..<xHi { line[x - xLo] = UInt64(src[y * w + x]) }
                runs.convolve(line, count: xHi - xLo, firstInput: xLo, prefix: prefix, firstOutput: u0, into: &sums)
                for i in 0..<outW { columns[i * rows.count + j] = UInt32(truncatingIfNeeded: sums[i]) }
            }
        }

        // Vertical pass: output row v takes source row y with tap v − y ∈ 0 … 2r; total weight
        // 2³², rounded once, half up, as `tapBlur` does.
        var out = [UInt8](repeating: 0, count: outW * outH)
        var colSums = [UInt64](repeating: 0, count: outH)
        for i in 0..<outW {
            for j in 0..<rows.count { line[j] = UInt64(columns[i * rows.count + j]) }
            runs.convolve(line, count: rows.count, firstInput: rows.lowerBound, prefix: prefix, firstOutput: v0, into: &colSums)
            for j in 0..<outH {
                out[j * outW + i] = UInt8(truncatingIfNeeded: (colSums[j] &+ (1 << 31)) >> 32)
            }
        }
        return Mask(x: window.x, y: window.y, width: outW, height: outH, coverage: out)
    }
}

/// The runs of one line of a separable blur, and its convolution with a kernel given by its
/// prefix sums. Reused from line to line so no line allocates.
struct LineRuns {
    private var starts: [Int] = []
    private var ends: [Int] = []
    private var values: [UInt64] = []

    /// `out[o] = Σ input[x] · kernel[(firstOutput + o) − x]` for o in 0 ..< out.count, where
    /// `input[x]` is `line[x − firstInput]` for x in firstInput ..< firstInput + count (0
    /// elsewhere) and the kernel's taps 0 … taps − 1 have prefix sums `prefix` (taps + 1 of them).
    mutating func convolve(_ line: [UInt64], count: Int, firstInput: Int, prefix: [UInt64],
                           firstOutput: Int, into out: inout [UInt64]) {
        starts.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        var x = 0
        while x < count {
            let v = line[x]
            var e = x + 1
            while e < count && line[e] == v { e += 1 }
            if v != 0 {
                starts.append(firstInput + x)
                ends.append(firstInput + e)
                values.append(v)
            }
            x = e
        }
        let taps = prefix.count - 1
        var first = 0   // the first run that can still reach the current output
        for o in 0..<out.count {
            let u = firstOutput + o
            // Output u reads inputs u − (taps − 1) … u.
            while first < starts.count && ends[first] <= u - (taps - 1) { first += 1 }
            var sum: UInt64 = 0
            var i = first
            while i < starts.count && starts[i] <= u {
                let hi = min(u - starts[i] + 1, taps), lo = max(u - ends[i] + 1, 0)
                sum &+= values[i] &* (prefix[hi] &- prefix[lo])
                i += 1
            }
            out[o] = sum
        }
    }
}
