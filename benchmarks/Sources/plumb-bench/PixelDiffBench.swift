import Foundation
import PlumbPNG
import PlumbRaster
import PlumbSnapshot

/// `plumb-bench pixeldiff OUT_DIR SECONDS` (run through `benchmarks/pixeldiff.sh`).
///
/// Draws a synthetic iPhone-sized (1170 × 2532) UI screenshot deterministically with
/// PlumbRaster — background gradient, navigation and tab bars, rounded-rect cards with
/// gradient avatars, pill buttons and lines of glyph-like blobs at fractional positions (so
/// every edge is anti-aliased) — and three pairs against it:
///
/// - `identical`: the same image twice (separately allocated buffers);
/// - `small`: two buttons recoloured, one avatar moved 0.35 px right and one line of "text"
///   0.4 px down (subpixel shifts: mostly anti-aliasing differences) — about 1 % of pixels;
/// - `half`: the lower half drawn in the dark theme — about 50 % of pixels.
///
/// Writes OUT_DIR/<pair>-a.png, -b.png, the same bytes raw (-a.rgba, -b.rgba: opaque, so
/// premultiplied = straight) for the peers, and Plumb's per-pixel verdicts as
/// OUT_DIR/<pair>.plumb-mask (width × height bytes: 255 counted, 127 anti-aliased, 0 same)
/// and OUT_DIR/<pair>-diff.png. Then times `PixelDiff.compare` (threshold 0.1, anti-aliasing
/// not counted, no diff image or mask: counting only, as the peers are timed) on each pair
/// for SECONDS, single-threaded, PNG decoding excluded, and once more from the PNG files
/// (decoding both included, for peers that only take files). Rates come from the fastest
/// call; means are printed too. Results go to OUT_DIR/plumb.json for pixeldiff_peers.py.
/// `plumb-bench pixeldiff --time-only OUT_DIR SECONDS` repeats the timing on the pairs
/// already written and prints it as one JSON line.
enum PixelDiffBench {
    static let width = 1170, height = 2532
    static let pairNames = ["identical", "small", "half"]

    static func main(_ args: [String]) throws {
        // `--time-only OUT_DIR SECONDS`: time the pairs already in OUT_DIR and print one JSON
        // line (pixeldiff_peers.py calls this once per round, between its peers' rounds).
        if args.first == "--time-only", args.count >= 2 {
            let out = args[1], seconds = args.count > 2 ? Double(args[2]) ?? 3 : 3
            var pairs: [(String, Pixmap, Pixmap)] = []
            for name in pairNames {
                let a = try Data(contentsOf: URL(fileURLWithPath: "\(out)/\(name)-a.rgba"))
                let b = try Data(contentsOf: URL(fileURLWithPath: "\(out)/\(name)-b.rgba"))
                pairs.append((name, Pixmap(width: width, height: height, data: [UInt8](a))!, Pixmap(width: width, height: height, data: [UInt8](b))!))
            }
            let timings = try pairs.map { try time($0.0, $0.1, $0.2, out: out, seconds: seconds / Double(pairs.count)) }
            print("{" + timings.map { "\"\($0.name)\":\($0.json)" }.joined(separator: ",") + "}")
            return
        }
        guard !args.isEmpty else {
            FileHandle.standardError.write("usage: plumb-bench pixeldiff [--time-only] OUT_DIR [SECONDS]\n".data(using: .utf8)!)
            exit(2)
        }
        let out = args[0]
        let seconds = args.count > 1 ? Double(args[1]) ?? 3 : 3
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)

        let drawStart = Date()
        let light = draw(Scene(dark: false))
        let dark = draw(Scene(dark: true))
        var changed = Scene(dark: false)
        changed.recolourButton = true
        changed.avatarShift = 0.35
        changed.textShift = 0.4
        let small = draw(changed)
        var half = light
        let halfRow = height / 2 * width * 4
        half.data.replaceSubrange(halfRow..., with: dark.data[halfRow...])
        var copy = Pixmap(width: width, height: height)!
        copy.data.withUnsafeMutableBufferPointer { dst in
            light.data.withUnsafeBufferPointer { src in dst.baseAddress!.update(from: src.baseAddress!, count: src.count) }
        }
        print(String(format: "drew 4 images of %d×%d in %.2f s", width, height, Date().timeIntervalSince(drawStart)))

        let pairs: [(String, Pixmap, Pixmap)] = [("identical", light, copy), ("small", light, small), ("half", light, half)]
        var json: [String] = []
        for (name, a, b) in pairs {
            try PNGCodec.write(a, to: "\(out)/\(name)-a.png")
            try PNGCodec.write(b, to: "\(out)/\(name)-b.png")
            try Data(a.data).write(to: URL(fileURLWithPath: "\(out)/\(name)-a.rgba"))
            try Data(b.data).write(to: URL(fileURLWithPath: "\(out)/\(name)-b.rgba"))
            let full = try PixelDiff.compare(a, b, options: PixelDiffOptions(makeDiffImage: true, makeMask: true))
            try Data(full.mask!.coverage).write(to: URL(fileURLWithPath: "\(out)/\(name).plumb-mask"))
            try PNGCodec.write(full.diffImage!, to: "\(out)/\(name)-diff.png")

            let t = try time(name, a, b, out: out, seconds: seconds / Double(pairs.count))
            let changedBytes = zip(a.data, b.data).lazy.filter { $0 != $1 }.count
            print(String(format: "%-9@ %8.1f diffs/s (best %.2f ms, mean %.2f ms, %d calls; from PNG files %.1f ms)  %@ px differ, %@ anti-aliased, %d regions; bytes changed: %d",
                         name as NSString, 1 / t.best, t.best * 1000, t.mean * 1000, t.calls, t.bestFiles * 1000,
                         String(full.differentPixels) as NSString, String(full.antiAliasedPixels) as NSString,
                         full.regions.count, changedBytes))
            print("          \(full.summary.prefix(160))")
            json.append("""
                {"name":"\(name)","width":\(width),"height":\(height),"different":\(full.differentPixels),\
                "antiAliased":\(full.antiAliasedPixels),"regions":\(full.regions.count),"timing":\(t.json)}
                """)
        }
        try ("{\"threshold\":0.1,\"pairs\":[\n" + json.joined(separator: ",\n") + "\n]}\n")
            .write(toFile: out + "/plumb.json", atomically: true, encoding: .utf8)
    }

    struct Timing {
        var name: String
        /// Fastest and mean `PixelDiff.compare` call (threshold 0.1, anti-aliasing not counted,
        /// counting only: no diff image or mask), seconds.
        var best: Double, mean: Double, calls: Int
        /// Fastest decode of both PNG files plus the comparison, seconds (for peers that only
        /// take files).
        var bestFiles: Double
        /// The floor any exact comparison of the pair pays, seconds: the fastest `memcmp` of
        /// the two buffers on one thread, and split over two threads (this machine's cores).
        var memcmpFloor: Double, memcmpFloorTwoThreads: Double
        var json: String {
            "{\"best\":\(best),\"mean\":\(mean),\"calls\":\(calls),\"bestFiles\":\(bestFiles)," +
                "\"memcmp\":\(memcmpFloor),\"memcmp2\":\(memcmpFloorTwoThreads)}"
        }
    }

    /// Times `PixelDiff.compare(a, b)` for `seconds` (at least 3 calls), single-threaded, then
    /// the same from the PNG files `out/<name>-{a,b}.png` for a quarter of that.
    static func time(_ name: String, _ a: Pixmap, _ b: Pixmap, out: String, seconds: Double) throws -> Timing {
        let options = PixelDiffOptions()
        let expected = try PixelDiff.compare(a, b, options: options).differentPixels
        var calls = 0, best = Double.infinity, checksum = 0
        let start = Date()
        repeat {
            let t0 = DispatchTime.now().uptimeNanoseconds
            let r = try PixelDiff.compare(a, b, options: options)
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9)
            checksum &+= r.differentPixels
            calls += 1
        } while calls < 3 || Date().timeIntervalSince(start) < seconds
        let mean = Date().timeIntervalSince(start) / Double(calls)
        precondition(checksum == expected * calls)

        var bestFiles = Double.infinity, fileCalls = 0
        let fileStart = Date()
        repeat {
            let t0 = DispatchTime.now().uptimeNanoseconds
            let r = try PixelDiff.compare(try PNGCodec.read(path: "\(out)/\(name)-a.png"), try PNGCodec.read(path: "\(out)/\(name)-b.png"),
                                          options: options)
            bestFiles = min(bestFiles, Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9)
            precondition(r.differentPixels == expected)
            fileCalls += 1
        } while fileCalls < 3 || Date().timeIntervalSince(fileStart) < seconds / 4
        let (floor1, floor2) = memcmpFloors(a, b, seconds: seconds / 4)
        return Timing(name: name, best: best, mean: mean, calls: calls, bestFiles: bestFiles,
                      memcmpFloor: floor1, memcmpFloorTwoThreads: floor2)
    }

    /// Best `memcmp` of the whole pair (one thread) and of its two halves on two threads: an
    /// identical pair must be read in full by every engine, so this bounds what any of them
    /// can reach on it.
    static func memcmpFloors(_ a: Pixmap, _ b: Pixmap, seconds: Double) -> (Double, Double) {
        a.data.withUnsafeBytes { ra in
            b.data.withUnsafeBytes { rb in
                let pa = ra.baseAddress!, pb = rb.baseAddress!, n = min(ra.count, rb.count), half = n / 2
                var one = Double.infinity, two = Double.infinity, sink: Int32 = 0
                for threads in [1, 2] {
                    var calls = 0
                    let start = Date()
                    repeat {
                        let t0 = DispatchTime.now().uptimeNanoseconds
                        if threads == 1 {
                            sink |= memcmp(pa, pb, n)
                        } else {
                            let results = UnsafeMutablePointer<Int32>.allocate(capacity: 2)
                            // Addresses as integers: raw pointers are not Sendable.
                            let (ia, ib, ir) = (Int(bitPattern: pa), Int(bitPattern: pb), Int(bitPattern: results))
                            DispatchQueue.concurrentPerform(iterations: 2) { i in
                                let pa = UnsafeRawPointer(bitPattern: ia)!, pb = UnsafeRawPointer(bitPattern: ib)!
                                UnsafeMutablePointer<Int32>(bitPattern: ir)![i] =
                                    memcmp(pa + i * half, pb + i * half, i == 0 ? half : n - half)
                            }
                            sink |= results[0] | results[1]
                            results.deallocate()
                        }
                        let t = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9
                        if threads == 1 { one = min(one, t) } else { two = min(two, t) }
                        calls += 1
                    } while calls < 5 || Date().timeIntervalSince(start) < seconds
                }
                precondition(sink != 12345)
                return (one, two)
            }
        }
    }

    // MARK: - Synthetic screenshot

    struct Scene {
        var dark: Bool
        var recolourButton = false
        var avatarShift = 0.0
        var textShift = 0.0
    }

    /// A small deterministic generator (xorshift64*).
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state >> 12; state ^= state << 25; state ^= state >> 27
            return state &* 2_685_821_657_736_338_717
        }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    }

    static func roundedRect(x: Double, y: Double, width w: Double, height h: Double, radius: Double) -> Path {
        let r = min(radius, w / 2, h / 2), k = 0.5522847498307936 * r
        var p = Path()
        p.move(to: Point(x + r, y))
        p.line(to: Point(x + w - r, y))
        p.cubic(to: Point(x + w, y + r), control1: Point(x + w - r + k, y), control2: Point(x + w, y + r - k))
        p.line(to: Point(x + w, y + h - r))
        p.cubic(to: Point(x + w - r, y + h), control1: Point(x + w, y + h - r + k), control2: Point(x + w - r + k, y + h))
        p.line(to: Point(x + r, y + h))
        p.cubic(to: Point(x, y + h - r), control1: Point(x + r - k, y + h), control2: Point(x, y + h - r + k))
        p.line(to: Point(x, y + r))
        p.cubic(to: Point(x + r, y), control1: Point(x, y + r - k), control2: Point(x + r - k, y))
        p.close()
        return p
    }

    static func rgb(_ r: Int, _ g: Int, _ b: Int) -> Color8 { Color8(r: UInt8(r), g: UInt8(g), b: UInt8(b), a: 255) }

    static func stop(_ t: Double, _ c: Color8) -> GradientStop {
        GradientStop(location: t, r: Double(c.r) / 255, g: Double(c.g) / 255, b: Double(c.b) / 255, a: 1)
    }

    /// A line of glyph-like blobs (words of rounded bars and dots) starting at (x, y).
    static func textLine(_ rng: inout Random, x: Double, y: Double, maxWidth: Double, size: Double) -> Path {
        var p = Path()
        var cx = x
        while cx < x + maxWidth {
            let letters = 2 + Int(rng.unit() * 8)
            for _ in 0..<letters {
                let w = size * (0.3 + rng.unit() * 0.45)
                let tall = rng.unit() < 0.3
                let h = size * (tall ? 0.95 : 0.68)
                guard cx + w < x + maxWidth else { break }
                if rng.unit() < 0.2 {
                    p.append(.ellipse(x: cx, y: y + size - w, width: w, height: w))
                } else {
                    p.append(roundedRect(x: cx, y: y + size - h, width: w, height: h, radius: w * 0.35))
                }
                cx += w + size * 0.09
            }
            cx += size * 0.38
        }
        return p
    }

    static func draw(_ s: Scene) -> Pixmap {
        let W = Double(width), H = Double(height)
        var canvas = Canvas(pixmap: Pixmap(width: width, height: height)!)
        let bgTop = s.dark ? rgb(18, 18, 22) : rgb(247, 247, 250)
        let bgBottom = s.dark ? rgb(34, 36, 46) : rgb(226, 232, 244)
        let card = s.dark ? rgb(44, 44, 50) : rgb(255, 255, 255)
        let ink = s.dark ? rgb(235, 235, 240) : rgb(28, 28, 32)
        let secondary = s.dark ? rgb(150, 150, 160) : rgb(120, 120, 128)
        let bar = s.dark ? rgb(28, 28, 32) : rgb(250, 250, 252)
        let accent = rgb(232, 155, 60)
        var rng = Random(state: 0x9E37_79B9_7F4A_7C15)

        canvas.fill(.rect(x: 0, y: 0, width: W, height: H),
                    shader: .linearGradient(start: Point(0, 0), end: Point(0, H), stops: [stop(0, bgTop), stop(1, bgBottom)]))
        // Navigation bar with a large title.
        canvas.fill(.rect(x: 0, y: 0, width: W, height: 290), shader: .solid(bar))
        canvas.fill(textLine(&rng, x: 48.3, y: 170.4, maxWidth: 520, size: 76), shader: .solid(ink))
        canvas.fill(.rect(x: 0, y: 289.5, width: W, height: 1.5), shader: .solid(secondary))

        for i in 0..<8 {
            let y = 330.25 + Double(i) * 246.5
            canvas.fill(roundedRect(x: 42.5, y: y, width: W - 85, height: 218, radius: 38), shader: .solid(card))
            // Avatar: a radial gradient disc.
            let ax = 78.6 + (i == 5 ? s.avatarShift : 0), ay = y + 44.3
            let hue = [rgb(90, 140, 230), rgb(230, 110, 120), rgb(110, 200, 150), rgb(180, 120, 220)][i % 4]
            canvas.fill(.ellipse(x: ax, y: ay, width: 128, height: 128),
                        shader: .radialGradient(center: Point(ax + 44, ay + 40), radius: 100, stops: [stop(0, rgb(255, 255, 255)), stop(1, hue)]))
            // Title and subtitle lines.
            let dy = i == 3 ? s.textShift : 0
            canvas.fill(textLine(&rng, x: 240.2, y: y + 42.7 + dy, maxWidth: 560, size: 44), shader: .solid(ink))
            canvas.fill(textLine(&rng, x: 240.2, y: y + 118.6, maxWidth: 600, size: 34), shader: .solid(secondary))
            // Pill button.
            let recolour = s.recolourButton && (i == 2 || i == 6)
            let pill = recolour ? rgb(60, 130, 232) : accent
            canvas.fill(roundedRect(x: 868.4, y: y + 58.5, width: 226, height: 104, radius: 52), shader: .solid(pill))
            canvas.fill(textLine(&rng, x: 904.6, y: y + 86.2, maxWidth: 150, size: 40), shader: .solid(rgb(255, 255, 255)))
        }

        // Tab bar with five icons.
        canvas.fill(.rect(x: 0, y: H - 250, width: W, height: 250), shader: .solid(bar))
        canvas.fill(.rect(x: 0, y: H - 250, width: W, height: 1.5), shader: .solid(secondary))
        for t in 0..<5 {
            let cx = 117 + Double(t) * 234 - 36.5
            let iy = H - 214.3
            if t % 2 == 0 {
                canvas.fill(.ellipse(x: cx, y: iy, width: 73, height: 73), shader: .solid(t == 0 ? accent : secondary))
            } else {
                canvas.fill(roundedRect(x: cx, y: iy, width: 73, height: 73, radius: 18), shader: .solid(secondary))
            }
            canvas.fill(textLine(&rng, x: cx - 12.3, y: iy + 88, maxWidth: 98, size: 26), shader: .solid(secondary))
        }
        return canvas.pixmap
    }
}
