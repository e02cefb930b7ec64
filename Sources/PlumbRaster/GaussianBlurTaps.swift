extension GaussianBlur {
    /// The tap blur of the part of the grown mask in `window`.
    static func tapBlur(_ mask: Mask, kernel k: [UInt32], radius r: Int, window: BlurWindow) -> Mask {
        let w = mask.width
        // Output coordinates u, v are local to the full (grown) blur: u = x − mask.x + r.
        let u0 = window.u0, v0 = window.v0, outW = window.width, outH = window.height
        let taps = 2 * r + 1
        let rows = window.sourceRows

        // Horizontal pass over the source rows the region needs, only its output columns: input
        // x lands on u = x … x + 2r with weight kern[u − x]; each sum ≤ 255 · 65,536 < 2³².
        var horizontal = [UInt32](repeating: 0, count: outW * rows.count)
        var rowHasInk = [Bool](repeating: false, count: rows.count)
        mask.coverage.withUnsafeBufferPointer { src in
            k.withUnsafeBufferPointer { kern in
                horizontal.withUnsafeMutableBufferPointer { dst in
                    let xLo = max(0, u0 - 2 * r), xHi = min(w, u0 + outW)
                    for (j, y) in rows.enumerated() {
                        let srcRow = y * w, dstRow = j * outW
                        var ink = false
                        for x in xLo..<max(xLo, xHi) {
                            let v = UInt32(src[srcRow + x])
                            if v == 0 { continue }  // shadows are mostly empty or solid
                            ink = true
                            let tLo = max(0, u0 - x), tHi = min(taps, u0 + outW - x)
                            let base = dstRow + x - u0
                            for t in tLo..<tHi { dst[base + t] &+= v &* kern[t] }
                        }
                        rowHasInk[j] = ink
                    }
                }
            }
        }

        // Vertical pass: each output row gathers up to 2r + 1 horizontal rows in 64 bits.
        var out = [UInt8](repeating: 0, count: outW * outH)
        var acc = [UInt64](repeating: 0, count: outW)
        horizontal.withUnsafeBufferPointer { src in
            k.withUnsafeBufferPointer { kern in
                acc.withUnsafeMutableBufferPointer { sum in
                    out.withUnsafeMutableBufferPointer { dst in
                        for j in 0..<outH {
                            let v = v0 + j
                            // Output row v takes source row y with tap v − y ∈ 0…2r.
                            let lo = max(rows.lowerBound, v - 2 * r), hi = min(rows.upperBound - 1, v)
                            guard lo <= hi else { continue }
                            var any = false
                            for y in lo...hi where rowHasInk[y - rows.lowerBound] {
                                if !any {
                                    for x in 0..<outW { sum[x] = 0 }
                                    any = true
                                }
                                let weight = UInt64(kern[v - y])
                                let row = (y - rows.lowerBound) * outW
                                for x in 0..<outW { sum[x] &+= UInt64(src[row + x]) &* weight }
                            }
                            guard any else { continue }
                            let dstRow = j * outW
                            for x in 0..<outW {
                                // Total weight 2³², so this rounds half up to 0…255.
                                dst[dstRow + x] = UInt8(truncatingIfNeeded: (sum[x] &+ (1 << 31)) >> 32)
                            }
                        }
                    }
                }
            }
        }
        return Mask(x: window.x, y: window.y, width: outW, height: outH, coverage: out)
    }

    /// Pixel operations of `tapBlur`: kernel taps times the pixels of both passes.
    static func tapCost(radius r: Int, window: BlurWindow) -> Int {
        (2 * r + 1) * window.width * (window.sourceRows.count + window.height)
    }
}
