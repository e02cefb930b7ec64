/// PDF's token and object syntax (ISO 32000 §7.2–7.3) over a byte buffer: numbers, names,
/// literal and hex strings, arrays, dictionaries, `n g R` references, keywords. The same
/// reader walks the file's objects and a page's content stream (where keywords are operators).
/// Nesting is bounded by `AssetCatalogLimits.pdfDepth`; every error names the byte offset.
struct PDFSyntax {
    enum Token {
        case value(PDFObject)
        case arrayStart, arrayEnd, dictStart, dictEnd
        case keyword(String)
    }

    struct Failure: Error {
        var message: String
        var offset: Int
    }

    let bytes: [UInt8]
    var index: Int

    init(_ bytes: [UInt8], at index: Int = 0) {
        self.bytes = bytes
        self.index = index
    }

    static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 || c == 0x0C || c == 0x00 }

    static func isDelimiter(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "%"): return true
        default: return false
        }
    }

    static func isRegular(_ c: UInt8) -> Bool { !isSpace(c) && !isDelimiter(c) }

    /// Skips whitespace and `%` comments.
    mutating func skipSpace() {
        while index < bytes.count {
            let c = bytes[index]
            if Self.isSpace(c) {
                index += 1
            } else if c == UInt8(ascii: "%") {
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            } else {
                return
            }
        }
    }

    /// The next token, or nil at the end of the buffer.
    mutating func token() throws -> Token? {
        skipSpace()
        guard index < bytes.count else { return nil }
        let start = index
        let c = bytes[index]
        switch c {
        case UInt8(ascii: "["): index += 1; return .arrayStart
        case UInt8(ascii: "]"): index += 1; return .arrayEnd
        case UInt8(ascii: "<"):
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<") { index += 2; return .dictStart }
            return .value(.string(try hexString()))
        case UInt8(ascii: ">"):
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") { index += 2; return .dictEnd }
            throw Failure(message: "unexpected '>'", offset: start)
        case UInt8(ascii: "("): return .value(.string(try literalString()))
        case UInt8(ascii: ")"): throw Failure(message: "unexpected ')'", offset: start)
        case UInt8(ascii: "/"):
            index += 1
            return .value(.name(name()))
        case UInt8(ascii: "{"), UInt8(ascii: "}"):
            index += 1
            return .keyword(String(UnicodeScalar(c)))
        default:
            while index < bytes.count, Self.isRegular(bytes[index]) { index += 1 }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            if let x = Self.number(bytes[start..<index]) { return .value(.number(x)) }
            switch word {
            case "true": return .value(.bool(true))
            case "false": return .value(.bool(false))
            case "null": return .value(.null)
            default: return .keyword(word)
            }
        }
    }

    /// The object that starts with `first` (arrays and dictionaries read to their end). With
    /// `references`, `n g R` reads as a reference (file objects; content streams have none).
    mutating func object(after first: Token, references: Bool, depth: Int = 0) throws -> PDFObject {
        guard depth < AssetCatalogLimits.pdfDepth else {
            throw Failure(message: "arrays and dictionaries nested deeper than \(AssetCatalogLimits.pdfDepth) levels (pdf-depth)", offset: index)
        }
        switch first {
        case .value(let v):
            if references, case .number(let n) = v, n >= 0, n == n.rounded(), n < 1e9 {
                let save = index
                if case .value(.number(let g))? = try? token(), g >= 0, g == g.rounded(), g < 1e6,
                   case .keyword("R")? = try? token() {
                    return .reference(Int(n), Int(g))
                }
                index = save
            }
            return v
        case .arrayStart:
            var items: [PDFObject] = []
            while true {
                guard let t = try token() else { throw Failure(message: "unterminated array", offset: index) }
                if case .arrayEnd = t { return .array(items) }
                items.append(try object(after: t, references: references, depth: depth + 1))
            }
        case .dictStart:
            var entries: [String: PDFObject] = [:]
            while true {
                let at = index
                guard let t = try token() else { throw Failure(message: "unterminated dictionary", offset: index) }
                if case .dictEnd = t { return .dictionary(entries) }
                guard case .value(.name(let key)) = t else { throw Failure(message: "a dictionary key is not a name", offset: at) }
                guard let v = try token() else { throw Failure(message: "unterminated dictionary", offset: index) }
                entries[key] = try object(after: v, references: references, depth: depth + 1)
            }
        case .arrayEnd, .dictEnd:
            throw Failure(message: "unexpected end of an array or dictionary", offset: index)
        case .keyword(let k):
            throw Failure(message: "unexpected keyword '\(k.prefix(20))'", offset: index)
        }
    }

    /// The next object (nil at the end of the buffer).
    mutating func object(references: Bool) throws -> PDFObject? {
        guard let t = try token() else { return nil }
        return try object(after: t, references: references)
    }

    /// A name's characters after `/`, with `#xx` escapes decoded.
    private mutating func name() -> String {
        var out: [UInt8] = []
        while index < bytes.count, Self.isRegular(bytes[index]) {
            let c = bytes[index]
            if c == UInt8(ascii: "#"), index + 2 < bytes.count, let h = Self.hex(bytes[index + 1]), let l = Self.hex(bytes[index + 2]) {
                out.append(h << 4 | l)
                index += 3
            } else {
                out.append(c)
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func hexString() throws -> [UInt8] {
        let start = index
        index += 1
        var out: [UInt8] = []
        var high: UInt8?
        while index < bytes.count {
            let c = bytes[index]
            index += 1
            if c == UInt8(ascii: ">") {
                if let h = high { out.append(h << 4) }
                return out
            }
            if Self.isSpace(c) { continue }
            guard let v = Self.hex(c) else { throw Failure(message: "invalid hex string", offset: index - 1) }
            if let h = high { out.append(h << 4 | v); high = nil } else { high = v }
        }
        throw Failure(message: "unterminated hex string", offset: start)
    }

    private mutating func literalString() throws -> [UInt8] {
        let start = index
        index += 1
        var out: [UInt8] = []
        var depth = 1
        while index < bytes.count {
            let c = bytes[index]
            index += 1
            switch c {
            case UInt8(ascii: "("):
                depth += 1
                out.append(c)
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return out }
                out.append(c)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { break }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case 0x0D: if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                case 0x0A: break
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var v = Int(e - UInt8(ascii: "0"))
                    for _ in 0..<2 {
                        guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) else { break }
                        v = v * 8 + Int(bytes[index] - UInt8(ascii: "0"))
                        index += 1
                    }
                    out.append(UInt8(v & 0xFF))
                default: out.append(e)
                }
            default:
                out.append(c)
            }
        }
        throw Failure(message: "unterminated string", offset: start)
    }

    private static func hex(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// `12`, `-3.5`, `.5`, `4.` (PDF numbers have no exponent); nil for anything else.
    static func number(_ s: ArraySlice<UInt8>) -> Double? {
        guard !s.isEmpty, s.count < 40 else { return nil }
        var digits = 0, dots = 0
        for (i, c) in zip(s.indices, s) {
            if c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") { digits += 1 }
            else if c == UInt8(ascii: ".") { dots += 1 }
            else if (c == UInt8(ascii: "-") || c == UInt8(ascii: "+")), i == s.startIndex {}
            else { return nil }
        }
        guard digits > 0, dots <= 1, let x = Double(String(decoding: s, as: UTF8.self)), x.isFinite else { return nil }
        return x
    }
}
