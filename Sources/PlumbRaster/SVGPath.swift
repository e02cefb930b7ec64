/// SVG path data (the `d` attribute) → `Path`.
public enum SVGPath {
    /// Longest path data accepted, in bytes (icons are a few kilobytes).
    public static let maxLength = 1 << 20
    /// Most segments (moves, lines, curves, closes; an arc counts per cubic) accepted:
    /// about a hundred times a complex icon, and low enough that packed input within
    /// `maxLength` cannot balloon into millions of path elements.
    public static let maxSegments = 1 << 18

    /// Parses SVG 2 path data: M, L, H, V, C, S, Q, T, A, Z and their relative lower-case
    /// forms, implicit repetition of the previous command (after M/m, repeated pairs are
    /// L/l), numbers such as "1e-3" and "-.5.5" (two numbers), comma or whitespace
    /// separators, and arc flags packed against their neighbours ("a1 1 0 01-1 1").
    ///
    /// S and T reflect the previous C/S (Q/T) control point about the current point, or use
    /// the current point when the previous command was not of their family. Arcs become
    /// cubic Béziers of at most 90° each, ending exactly on their target; zero radii give a
    /// line and too-small radii are scaled up as the SVG spec says. Empty (or blank) data is
    /// an empty path.
    ///
    /// - Throws: `SVGPathError` with the character offset of the first problem; input over
    ///   `maxLength` bytes or `maxSegments` segments is rejected rather than parsed.
    public static func parse(_ d: String) throws -> Path {
        let utf8 = d.utf8
        guard utf8.count <= maxLength else {
            throw SVGPathError("path data is \(utf8.count) bytes, over the limit of \(maxLength)", offset: maxLength)
        }
        var parser = SVGPathParser(Array(utf8))
        return try parser.run()
    }
}

/// The interpreter state for one parse.
private struct SVGPathParser {
    var scanner: SVGPathScanner
    var path = Path()
    var current = Point(0, 0)
    var subpathStart = Point(0, 0)
    /// After Z, a drawing command starts a new subpath at the closed one's start.
    var needsMove = false
    /// The second control point of the previous C/S, for S's reflection.
    var lastCubicControl: Point?
    /// The control point of the previous Q/T, for T's reflection.
    var lastQuadControl: Point?

    init(_ bytes: [UInt8]) { scanner = SVGPathScanner(bytes) }

    mutating func run() throws -> Path {
        var command: UInt8?
        scanner.skipSpace()
        while !scanner.atEnd {
            let at = scanner.offset
            if let c = scanner.command() {
                if command == nil, c != UInt8(ascii: "M"), c != UInt8(ascii: "m") {
                    throw SVGPathError("path data must start with a move (M or m), found '\(Character(Unicode.Scalar(c)))'", offset: at)
                }
                command = c
                scanner.skipSpace()
                try execute(c)
            } else if let previous = command, scanner.atNumber, previous | 0x20 != UInt8(ascii: "z") {
                // Implicit repetition; extra pairs after a move are lines.
                let repeated: UInt8 = previous == UInt8(ascii: "M") ? UInt8(ascii: "L")
                    : previous == UInt8(ascii: "m") ? UInt8(ascii: "l") : previous
                command = repeated
                try execute(repeated)
            } else if command == nil {
                throw SVGPathError("path data must start with a move (M or m), found \(scanner.describe(at: at))", offset: at)
            } else if command! | 0x20 == UInt8(ascii: "z"), scanner.atNumber {
                throw SVGPathError("a number cannot follow Z without a command", offset: at)
            } else {
                throw SVGPathError("expected a command letter or a number, found \(scanner.describe(at: at))", offset: at)
            }
            // Between argument groups: whitespace, or one comma that must lead to more numbers.
            scanner.skipSpace()
            if scanner.peek == UInt8(ascii: ",") {
                let commaAt = scanner.offset
                scanner.skipSeparator()
                guard scanner.atNumber, let c = command, c | 0x20 != UInt8(ascii: "z") else {
                    throw SVGPathError("a comma must be followed by more numbers for the same command", offset: commaAt)
                }
            }
        }
        return path
    }

    mutating func execute(_ c: UInt8) throws {
        let relative = c >= UInt8(ascii: "a")
        let base = relative ? current : Point(0, 0)
        let name = String(Character(Unicode.Scalar(c)))
        switch c | 0x20 {
        case UInt8(ascii: "m"):
            let p = try point(name) + base
            try count()
            path.move(to: p)
            current = p
            subpathStart = p
            needsMove = false
            lastCubicControl = nil; lastQuadControl = nil
        case UInt8(ascii: "l"):
            let p = try point(name) + base
            try begin()
            path.line(to: p)
            finish(at: p)
        case UInt8(ascii: "h"):
            let x = try scanner.number("x of \(name)") + base.x
            try begin()
            let p = Point(x, current.y)
            path.line(to: p)
            finish(at: p)
        case UInt8(ascii: "v"):
            let y = try scanner.number("y of \(name)") + base.y
            try begin()
            let p = Point(current.x, y)
            path.line(to: p)
            finish(at: p)
        case UInt8(ascii: "c"):
            let c1 = try point("first control point of \(name)") + base
            scanner.skipSeparator()
            let c2 = try point("second control point of \(name)") + base
            scanner.skipSeparator()
            let p = try point(name) + base
            try begin()
            path.cubic(to: p, control1: c1, control2: c2)
            finish(at: p)
            lastCubicControl = c2
        case UInt8(ascii: "s"):
            let c2 = try point("control point of \(name)") + base
            scanner.skipSeparator()
            let p = try point(name) + base
            try begin()
            let c1 = lastCubicControl.map { current * 2 - $0 } ?? current
            path.cubic(to: p, control1: c1, control2: c2)
            finish(at: p)
            lastCubicControl = c2
        case UInt8(ascii: "q"):
            let q = try point("control point of \(name)") + base
            scanner.skipSeparator()
            let p = try point(name) + base
            try begin()
            path.quad(to: p, control: q)
            finish(at: p)
            lastQuadControl = q
        case UInt8(ascii: "t"):
            let p = try point(name) + base
            try begin()
            let q = lastQuadControl.map { current * 2 - $0 } ?? current
            path.quad(to: p, control: q)
            finish(at: p)
            lastQuadControl = q
        case UInt8(ascii: "a"):
            let rx = try scanner.number("x radius of \(name)")
            scanner.skipSeparator()
            let ry = try scanner.number("y radius of \(name)")
            scanner.skipSeparator()
            let rotation = try scanner.number("x-axis rotation of \(name)")
            scanner.skipSeparator()
            let large = try scanner.flag("large-arc flag of \(name)")
            scanner.skipSeparator()
            let sweep = try scanner.flag("sweep flag of \(name)")
            scanner.skipSeparator()
            let p = try point(name) + base
            try begin()
            let before = path.verbs.count
            SVGPathArc.append(to: &path, from: current, to: p, rx: rx, ry: ry,
                              rotationDegrees: rotation, largeArc: large, sweep: sweep)
            try count(path.verbs.count - before)
            finish(at: p)
        default:  // z
            if !needsMove {
                try count()
                path.close()
            }
            current = subpathStart
            needsMove = true
            lastCubicControl = nil; lastQuadControl = nil
        }
    }

    /// "x y" with an optional separator between.
    mutating func point(_ what: String) throws -> Point {
        let x = try scanner.number("x of \(what)")
        scanner.skipSeparator()
        let y = try scanner.number("y of \(what)")
        return Point(x, y)
    }

    /// Before a drawing command: reopen the subpath after a Z, count the segment.
    mutating func begin() throws {
        if needsMove {
            try count()
            path.move(to: subpathStart)
            needsMove = false
        }
        try count()
    }

    mutating func finish(at p: Point) {
        current = p
        lastCubicControl = nil
        lastQuadControl = nil
    }

    var segments = 0

    mutating func count(_ n: Int = 1) throws {
        segments += n
        if segments > SVGPath.maxSegments {
            throw SVGPathError("path data has more than \(SVGPath.maxSegments) segments", offset: scanner.offset)
        }
    }
}
