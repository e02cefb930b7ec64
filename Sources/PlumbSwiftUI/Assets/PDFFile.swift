/// The objects of one PDF file, found by scanning for `n g obj` rather than trusting the
/// cross-reference table (icon exporters and hand edits leave it wrong often enough), plus
/// the objects of compressed object streams (`/Type /ObjStm`). Streams are decoded on demand,
/// `/FlateDecode` or unfiltered, within `AssetCatalogLimits.pdfDecodedBytes` for the file.
struct PDFFile {
    typealias Failure = PDFSyntax.Failure

    let bytes: [UInt8]
    /// Where each object's value starts (after `obj`); a later definition wins, as in an
    /// incrementally updated file.
    private(set) var offsets: [Int: Int] = [:]
    /// Where each object's `n g obj` header starts, for warnings.
    private(set) var headers: [Int: Int] = [:]
    /// Objects read from object streams, used when no `n g obj` defines the number.
    private var compressed: [Int: PDFObject]?
    /// Offsets of `trailer` keywords, last one last.
    private(set) var trailers: [Int] = []
    private var decodedBytes = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        scan()
    }

    /// Indexes `n g obj` headers and `trailer` keywords, jumping over stream data so binary
    /// bytes that happen to spell `obj` are not read as headers.
    private mutating func scan() {
        let b = bytes
        var i = 0
        func matches(_ word: String, at j: Int) -> Bool {
            let w = Array(word.utf8)
            guard j >= 0, j + w.count <= b.count else { return false }
            for k in 0..<w.count where b[j + k] != w[k] { return false }
            let after = j + w.count
            return after == b.count || !PDFSyntax.isRegular(b[after])
        }
        while i < b.count {
            let c = b[i]
            let boundary = i == 0 || !PDFSyntax.isRegular(b[i - 1])
            // `stream` is followed by an end of line (a name such as `/stream` is not).
            if boundary, c == UInt8(ascii: "s"), matches("stream", at: i), i + 6 < b.count, b[i + 6] == 0x0A || b[i + 6] == 0x0D {
                // Jump to the matching `endstream` (searching bytes, not tokens).
                i = Self.find(Array("endstream".utf8), in: b, from: i + 6) ?? b.count
                i += 9
                continue
            }
            if boundary, c == UInt8(ascii: "o"), matches("obj", at: i), let (n, start) = Self.header(b, before: i) {
                offsets[n] = i + 3
                headers[n] = start
            } else if boundary, c == UInt8(ascii: "t"), matches("trailer", at: i) {
                trailers.append(i + 7)
            }
            i += 1
        }
    }

    /// The object number of the `n g` before an `obj` keyword at `end`, and where it starts.
    private static func header(_ b: [UInt8], before end: Int) -> (Int, Int)? {
        var j = end - 1
        func integer() -> Int? {
            while j >= 0, PDFSyntax.isSpace(b[j]) { j -= 1 }
            let last = j
            while j >= 0, b[j] >= UInt8(ascii: "0"), b[j] <= UInt8(ascii: "9"), last - j < 10 { j -= 1 }
            guard j < last else { return nil }
            return Int(String(decoding: b[(j + 1)...last], as: UTF8.self))
        }
        guard j >= 0, PDFSyntax.isSpace(b[j]), let g = integer(), j >= 0, PDFSyntax.isSpace(b[j]), let n = integer() else { return nil }
        guard j < 0 || !PDFSyntax.isRegular(b[j]), g >= 0 else { return nil }
        return (n, j + 1)
    }

    static func find(_ needle: [UInt8], in b: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start >= 0, b.count >= needle.count else { return nil }
        var i = start
        while i <= b.count - needle.count {
            if b[i] == needle[0] {
                var k = 1
                while k < needle.count, b[i + k] == needle[k] { k += 1 }
                if k == needle.count { return i }
            }
            i += 1
        }
        return nil
    }

    /// Object `n` (generation ignored), or nil when the file does not define it.
    mutating func object(_ n: Int) throws -> PDFObject? {
        if let at = offsets[n] {
            var syntax = PDFSyntax(bytes, at: at)
            guard let value = try syntax.object(references: true) else { throw Failure(message: "object \(n) is empty", offset: at) }
            guard case .dictionary(let dict) = value else { return value }
            let afterDict = syntax.index
            guard case .keyword("stream")? = try? syntax.token() else {
                syntax.index = afterDict
                return value
            }
            return .stream(dict, try streamRange(dict, keywordEnd: syntax.index, object: n))
        }
        if compressed == nil { try readObjectStreams() }
        return compressed?[n]
    }

    /// Follows references (a chain of at most `pdfDepth`); nil for a missing object, as PDF
    /// reads a reference to nothing as null.
    mutating func resolve(_ o: PDFObject?) throws -> PDFObject? {
        var o = o
        var hops = 0
        while case .reference(let n, _)? = o {
            hops += 1
            guard hops <= AssetCatalogLimits.pdfDepth else { throw Failure(message: "references chained too deep (pdf-depth)", offset: offsets[n] ?? 0) }
            o = try object(n)
        }
        return o
    }

    /// The data bytes of a stream: `/Length` (direct or a reference) when `endstream`
    /// follows it, else up to the next `endstream`.
    private mutating func streamRange(_ dict: [String: PDFObject], keywordEnd: Int, object n: Int) throws -> Range<Int> {
        var start = keywordEnd
        if start < bytes.count, bytes[start] == 0x0D { start += 1 }
        if start < bytes.count, bytes[start] == 0x0A { start += 1 }
        // A `/Length` reference is read as a plain number (never as a stream, which could loop).
        var length = dict["Length"]
        if case .reference(let m, _)? = length, let at = offsets[m] {
            var s = PDFSyntax(bytes, at: at)
            length = try? s.object(references: false)
        }
        if let length = length?.number, length >= 0, length <= Double(bytes.count - start) {
            let end = start + Int(length)
            var probe = PDFSyntax(bytes, at: end)
            if case .keyword("endstream")? = try? probe.token() { return start..<end }
            // A wrong length: the search below finds the data's end.
        }
        guard let end = Self.find(Array("endstream".utf8), in: bytes, from: start) else {
            throw Failure(message: "stream of object \(n) has no 'endstream'", offset: keywordEnd)
        }
        var e = end
        if e > start, bytes[e - 1] == 0x0A { e -= 1 }
        if e > start, bytes[e - 1] == 0x0D { e -= 1 }
        return start..<e
    }

    /// A stream's data with its filters applied (`/FlateDecode`, or none); other filters and
    /// predictors are a failure naming them.
    mutating func decode(_ stream: PDFObject, at offset: Int) throws -> [UInt8] {
        guard case .stream(let dict, let range) = stream else { throw Failure(message: "not a stream", offset: offset) }
        var filters: [String] = []
        switch try resolve(dict["Filter"]) {
        case .name(let f)?: filters = [f]
        case .array(let a)?: filters = try a.map { guard let f = try resolve($0)?.name else { throw Failure(message: "a filter is not a name", offset: offset) }; return f }
        default: break
        }
        var data = Array(bytes[range])
        for f in filters {
            guard f == "FlateDecode" || f == "Fl" else { throw Failure(message: "stream filter /\(f.prefix(30)) is not supported (only /FlateDecode)", offset: offset) }
            if let p = (try resolve(dict["DecodeParms"]))?["Predictor"]?.number, p > 1 {
                throw Failure(message: "FlateDecode with a predictor (\(SVGShapePath.n(min(p, 1e9)))) is not supported", offset: offset)
            }
            let budget = AssetCatalogLimits.pdfDecodedBytes - decodedBytes
            do {
                data = try PDFInflate.inflate(data[...], limit: budget)
            } catch PDFInflate.Failure.overLimit {
                throw Failure(message: "streams inflate to more than \(AssetCatalogLimits.pdfDecodedBytes >> 20) MiB (pdf-decoded-bytes)", offset: offset)
            } catch PDFInflate.Failure.invalid(let why) {
                throw Failure(message: why, offset: offset)
            }
            decodedBytes += data.count
        }
        return data
    }

    /// Reads every object stream in the file into `compressed`.
    private mutating func readObjectStreams() throws {
        compressed = [:]
        var found: [Int: PDFObject] = [:]
        for (n, at) in offsets.sorted(by: { $0.key < $1.key }) {
            guard let o = try? object(n), case .stream(let dict, _) = o, dict["Type"]?.name == "ObjStm" else { continue }
            let data = try decode(o, at: at)
            guard let count = (try resolve(dict["N"]))?.number, let first = (try resolve(dict["First"]))?.number,
                  count >= 0, count < 1e6, first >= 0, first <= Double(data.count) else {
                throw Failure(message: "object stream \(n) has no valid /N and /First", offset: at)
            }
            var header = PDFSyntax(data)
            for _ in 0..<Int(count) {
                guard case .number(let num)? = try? header.object(references: false),
                      case .number(let rel)? = try? header.object(references: false),
                      num >= 0, num < 1e9, rel >= 0, first + rel < Double(data.count) else { break }
                var body = PDFSyntax(data, at: Int(first + rel))
                if let value = try? body.object(references: true) { found[Int(num)] = value }
            }
        }
        compressed = found
    }

    /// The document catalog: the last trailer's `/Root`, else a cross-reference stream's,
    /// else any object of `/Type /Catalog`.
    mutating func catalog() throws -> PDFObject? {
        for at in trailers.reversed() {
            var s = PDFSyntax(bytes, at: at)
            if let t = try? s.object(references: true), let root = try resolve(t["Root"]), root.dictionary != nil { return root }
        }
        for n in offsets.keys.sorted() {
            guard let o = try? object(n), let d = o.dictionary else { continue }
            if d["Type"]?.name == "XRef", let root = try resolve(d["Root"]), root.dictionary != nil { return root }
            if d["Type"]?.name == "Catalog" { return o }
        }
        if compressed == nil { try readObjectStreams() }
        return compressed?.values.first { $0["Type"]?.name == "Catalog" }
    }

    /// Line and column (1-based) of a byte offset in the file.
    func lineColumn(of offset: Int) -> (line: Int, column: Int) {
        var line = 1, lineStart = 0
        var i = 0
        let end = min(max(offset, 0), bytes.count)
        while i < end {
            if bytes[i] == 0x0A || (bytes[i] == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
                line += 1
                lineStart = i + 1
            }
            i += 1
        }
        return (line, end - lineStart + 1)
    }
}
