/// Applies an axis-aligned `SVGTransform` to SVG path data, keeping its commands: absolute
/// coordinates are scaled and moved, relative ones only scaled, arc radii scaled (and the
/// sweep flipped by a mirror). Every command keeps its shape under such a transform, so no
/// current point needs tracking.
enum SVGPathTransform {
    /// The transformed path data, or nil when it cannot be read as path data or holds an arc
    /// a non-uniform scale would turn into a rotated ellipse Plumb does not compute.
    static func apply(_ t: SVGTransform, to d: String) -> String? {
        guard t != .identity else { return d }
        var scan = Scanner(Array(d.utf8))
        var out = ""
        var command: UInt8 = 0
        var arg = 0  // index of the next argument within the command's group
        var arcAngle = 0.0
        while true {
            scan.skipSeparators()
            guard let c = scan.peek else { return out }
            if Self.arity[c] != nil {
                scan.index += 1
                command = c
                arg = 0
                out += (out.isEmpty ? "" : " ") + String(UnicodeScalar(c))
                if c == UInt8(ascii: "Z") || c == UInt8(ascii: "z") { command = 0 }
                continue
            }
            guard command != 0, let arity = Self.arity[command] else { return nil }
            let lower = command >= UInt8(ascii: "a")
            let upper = lower ? command - 32 : command
            var value: Double
            if upper == UInt8(ascii: "A"), arg == 3 || arg == 4 {
                // Arc flags: one digit, possibly packed against the next number.
                guard let flag = scan.flag() else { return nil }
                value = flag
                if arg == 4, t.sx * t.sy < 0 { value = 1 - value }
            } else {
                guard let x = scan.number() else { return nil }
                value = x
            }
            switch upper {
            case UInt8(ascii: "H"): value = t.sx * value + (lower ? 0 : t.tx)
            case UInt8(ascii: "V"): value = t.sy * value + (lower ? 0 : t.ty)
            case UInt8(ascii: "A"):
                switch arg {
                case 0, 1:
                    // Radii are lengths; a quarter-turned ellipse swaps which scale applies.
                    let quarter = (arcAngle.truncatingRemainder(dividingBy: 180) + 180).truncatingRemainder(dividingBy: 180) == 90
                    value *= abs((arg == 0) != quarter ? t.sx : t.sy)
                case 2:
                    arcAngle = value
                    let aligned = value.truncatingRemainder(dividingBy: 90) == 0
                    guard aligned || abs(t.sx) == abs(t.sy) else { return nil }
                    if t.sx * t.sy < 0 { value = -value }
                case 5: value = t.sx * value + (lower ? 0 : t.tx)
                case 6: value = t.sy * value + (lower ? 0 : t.ty)
                default: break
                }
            default:
                let isX = arg % 2 == 0
                value = (isX ? t.sx : t.sy) * value + (lower ? 0 : (isX ? t.tx : t.ty))
            }
            out += " " + SVGShapePath.n(value)
            arg = (arg + 1) % arity
            // After a move's first pair, further pairs are lines (same arity, same rule).
        }
    }

    /// Arguments per repetition of each command.
    private static let arity: [UInt8: Int] = {
        var a: [UInt8: Int] = [:]
        for (c, n) in [("M", 2), ("L", 2), ("T", 2), ("H", 1), ("V", 1), ("C", 6), ("S", 4), ("Q", 4), ("A", 7), ("Z", 0)] {
            a[UInt8(ascii: Unicode.Scalar(c)!)] = n
            a[UInt8(ascii: Unicode.Scalar(c.lowercased())!)] = n
        }
        return a
    }()

    /// Numbers as SVG path data writes them: `-.5.5` is two, `1e-3` one.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSeparators() {
            while let c = peek, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == UInt8(ascii: ",") { index += 1 }
        }

        mutating func flag() -> Double? {
            guard let c = peek, c == UInt8(ascii: "0") || c == UInt8(ascii: "1") else { return nil }
            index += 1
            return c == UInt8(ascii: "1") ? 1 : 0
        }

        mutating func number() -> Double? {
            let start = index
            func digits() -> Bool {
                let s = index
                while let c = peek, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") { index += 1 }
                return index > s
            }
            if let c = peek, c == UInt8(ascii: "+") || c == UInt8(ascii: "-") { index += 1 }
            var any = digits()
            if peek == UInt8(ascii: ".") {
                index += 1
                any = digits() || any
            }
            guard any else { index = start; return nil }
            if let c = peek, c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
                let mark = index
                index += 1
                if let s = peek, s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { index += 1 }
                if !digits() { index = mark }
            }
            guard let x = Double(String(decoding: bytes[start..<index], as: UTF8.self)), x.isFinite else { return nil }
            return x
        }
    }
}
