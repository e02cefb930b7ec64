/// Tokenizer for SVG path data (SVG 2 grammar): commands, numbers and arc flags, with
/// whitespace and at most one comma between arguments.
struct SVGPathScanner {
    private let bytes: [UInt8]
    /// Current byte offset.
    private(set) var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { offset >= bytes.count }

    /// Skips whitespace (space, tab, CR, LF, FF).
    mutating func skipSpace() {
        while offset < bytes.count, Self.isSpace(bytes[offset]) { offset += 1 }
    }

    /// Skips whitespace, one optional comma, whitespace.
    mutating func skipSeparator() {
        skipSpace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ",") {
            offset += 1
            skipSpace()
        }
    }

    /// The next byte, if any (after the caller skipped space).
    var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// A command letter at the current offset, consumed; nil if the next token is not one.
    mutating func command() -> UInt8? {
        guard let c = peek, Self.isCommand(c) else { return nil }
        offset += 1
        return c
    }

    /// True if the next token starts a number.
    var atNumber: Bool {
        guard let c = peek else { return false }
        return Self.isDigit(c) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
    }

    /// A number: sign? (digits (. digits?)? | . digits) (e|E sign? digits)?. Greedy, so
    /// "-.5.5" is −0.5 then 0.5 and "1e-3" is 0.001; "1e" leaves the "e" (an error later).
    mutating func number(_ what: @autoclosure () -> String) throws -> Double {
        let start = offset
        var i = offset
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        let intStart = i
        while i < bytes.count, Self.isDigit(bytes[i]) { i += 1 }
        var digits = i - intStart
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            let fracStart = i
            while i < bytes.count, Self.isDigit(bytes[i]) { i += 1 }
            digits += i - fracStart
        }
        guard digits > 0 else {
            throw SVGPathError("expected a number for \(what()), found \(describe(at: start))", offset: start)
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+") { j += 1 }
            let expStart = j
            while j < bytes.count, Self.isDigit(bytes[j]) { j += 1 }
            // An "e" with no digits is not part of the number (the next token will fail).
            if j > expStart { i = j }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw SVGPathError("number \(text) is out of range", offset: start)
        }
        offset = i
        return value
    }

    /// An arc flag: a single "0" or "1" (may be packed against the next token).
    mutating func flag(_ what: String) throws -> Bool {
        guard let c = peek, c == UInt8(ascii: "0") || c == UInt8(ascii: "1") else {
            throw SVGPathError("expected 0 or 1 for \(what), found \(describe(at: offset))", offset: offset)
        }
        offset += 1
        return c == UInt8(ascii: "1")
    }

    /// How the token at `at` reads in an error message.
    func describe(at i: Int) -> String {
        guard i < bytes.count else { return "the end of the data" }
        let c = bytes[i]
        if c >= 0x21, c < 0x7F { return "'\(Character(Unicode.Scalar(c)))'" }
        if c == 0x20 { return "a space" }
        return c < 0x80 ? "character code \(c)" : "a non-ASCII character"
    }

    static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C }
    static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    static func isCommand(_ c: UInt8) -> Bool {
        switch c | 0x20 {  // lower-case
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"), UInt8(ascii: "c"),
             UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "z"):
            return true
        default:
            return false
        }
    }
}
