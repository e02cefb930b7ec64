import CZlib

/// PDF's `/FlateDecode` filter: zlib's streaming inflate, stopped as soon as the output would
/// pass a budget, so a small stream that inflates to gigabytes costs no more than the budget.
enum PDFInflate {
    enum Failure: Error {
        /// The data is not a zlib stream, or ends before its last block.
        case invalid(String)
        /// The output passed `limit` bytes.
        case overLimit
    }

    /// The inflated bytes of `input` (zlib format, as PDF writes it), at most `limit` of them.
    /// Trailing bytes after the end of the stream are ignored (writers pad streams with EOLs).
    static func inflate(_ input: ArraySlice<UInt8>, limit: Int) throws -> [UInt8] {
        var stream = z_stream()
        guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Failure.invalid("zlib could not start")
        }
        defer { inflateEnd(&stream) }
        var out: [UInt8] = []
        let chunk = 16 << 10
        var buffer = [UInt8](repeating: 0, count: chunk)
        var input = Array(input)
        return try input.withUnsafeMutableBufferPointer { inBuf -> [UInt8] in
            stream.next_in = inBuf.baseAddress
            stream.avail_in = UInt32(inBuf.count)
            while true {
                let (status, produced) = buffer.withUnsafeMutableBufferPointer { outBuf -> (Int32, Int) in
                    stream.next_out = outBuf.baseAddress
                    stream.avail_out = UInt32(chunk)
                    let status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    return (status, chunk - Int(stream.avail_out))
                }
                guard out.count + produced <= limit else { throw Failure.overLimit }
                out.append(contentsOf: buffer[0..<produced])
                switch status {
                case Z_STREAM_END:
                    return out
                case Z_OK:
                    continue
                case Z_BUF_ERROR where stream.avail_in == 0:
                    throw Failure.invalid("the compressed stream is truncated")
                default:
                    let why = stream.msg.map { String(cString: $0) } ?? "error \(status)"
                    throw Failure.invalid("the compressed stream is corrupt (\(why))")
                }
            }
        }
    }
}
