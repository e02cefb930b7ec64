#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import PlumbRaster

extension PNGCodec {
    /// Largest file `read(path:)` loads (a 2²⁶-pixel RGBA PNG compresses far below this).
    public static let maxFileBytes = 512 << 20

    /// Encodes `pixmap` and writes it to `path` atomically: the bytes go to a temporary file
    /// in the same directory, which is flushed and then renamed over `path`, so readers see
    /// either the old file or the complete new one, never a partial PNG.
    public static func write(_ pixmap: Pixmap, to path: String) throws {
        let bytes: [UInt8]
        do { bytes = try encode(pixmap) } catch let error as PNGError { throw error.at(path) }

        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw PNGError("not a file name", path: path) }
        var template = Array("\(directory.isEmpty ? "" : directory)/.\(name).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw PNGError("cannot create a temporary file: \(errnoText())", path: path) }
        let tempPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var closed = false
        do {
            defer { if !closed { close(fd) } }
            // mkstemp creates 0600; a rendered image is an ordinary, world-readable output.
            _ = fchmod(fd, 0o644)
            var written = 0
            try bytes.withUnsafeBytes { raw in
                while written < raw.count {
                    let n = posixWrite(fd, raw.baseAddress! + written, raw.count - written)
                    if n < 0 {
                        if errno == EINTR { continue }
                        throw PNGError("cannot write: \(errnoText())", path: path)
                    }
                    written += n
                }
            }
            guard fsync(fd) == 0 else { throw PNGError("cannot flush: \(errnoText())", path: path) }
            closed = true
            guard close(fd) == 0 else { throw PNGError("cannot close: \(errnoText())", path: path) }
            guard rename(tempPath, path) == 0 else {
                throw PNGError("cannot replace the file: \(errnoText())", path: path)
            }
        } catch {
            unlink(tempPath)
            throw error
        }
    }

    /// Reads and decodes the PNG at `path` (see `decode(_:maxPixels:)`); errors name the file.
    /// A PNG file's pixel size from its header (the first 24 bytes), without decoding it;
    /// nil for a file that is missing or not a PNG.
    public static func readSize(path: String) -> (width: Int, height: Int)? {
        guard let f = fopen(path, "rb") else { return nil }
        defer { fclose(f) }
        var b = [UInt8](repeating: 0, count: 24)
        guard fread(&b, 1, 24, f) == 24, b[0..<8].elementsEqual(PNGChunkStream.signature),
              b[12] == 0x49, b[13] == 0x48, b[14] == 0x44, b[15] == 0x52 else { return nil }
        let width: Int = Int(b[16]) << 24 | Int(b[17]) << 16 | Int(b[18]) << 8 | Int(b[19])
        let height: Int = Int(b[20]) << 24 | Int(b[21]) << 16 | Int(b[22]) << 8 | Int(b[23])
        return (width, height)
    }

    public static func read(path: String, maxPixels: Int = 1 << 26) throws -> Pixmap {
        let bytes = try readFile(path)
        do {
            return try decode(bytes, maxPixels: maxPixels)
        } catch let error as PNGError {
            throw error.at(path)
        }
    }

    /// The whole file, up to `maxFileBytes`.
    static func readFile(_ path: String) throws -> [UInt8] {
        // O_NONBLOCK: opening a FIFO with no writer must not block (it is then refused below
        // as not a regular file); regular files ignore the flag.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw PNGError("cannot open: \(errnoText())", path: path) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw PNGError("cannot stat: \(errnoText())", path: path) }
        guard (st.st_mode & S_IFMT) == S_IFREG else { throw PNGError("not a regular file", path: path) }
        let size = Int(st.st_size)
        guard size <= maxFileBytes else {
            throw PNGError("file is \(size) bytes, over the \(maxFileBytes)-byte limit", path: path)
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var got = 0
        try bytes.withUnsafeMutableBytes { raw in
            while got < size {
                let n = posixRead(fd, raw.baseAddress! + got, size - got)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw PNGError("cannot read: \(errnoText())", path: path)
                }
                if n == 0 { break }  // the file shrank while we read it
                got += n
            }
        }
        bytes.removeSubrange(got...)
        return bytes
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}

// The static members `write` and `read` shadow the C functions inside the extension.
private func posixWrite(_ fd: Int32, _ buf: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buf, count) }
private func posixRead(_ fd: Int32, _ buf: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buf, count) }
