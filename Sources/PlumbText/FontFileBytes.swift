import Foundation
import PlumbModel

/// The bytes of one font file, which FreeType and HarfBuzz both read, for as long as a face
/// lives.
///
/// A bundled file is mapped read-only: its pages are read when first used, so a fallback face
/// that draws nothing (the 11 MB colour emoji face, loaded with every chain, in every design
/// system's library) costs a few pages of character map instead of its size on the heap. Any
/// other file is read once into memory: a user's file could change or shrink under a mapping,
/// and the bytes FreeType and HarfBuzz see must not.
final class FontFileBytes: @unchecked Sendable {
    let bytes: UnsafeRawBufferPointer
    /// Whether `bytes` is a mapping (unmapped in deinit) rather than a heap copy.
    let isMapped: Bool

    /// - Throws: `PlumbError("cannot load font '<path>': <reason>")` for a missing, unreadable,
    ///   empty or oversized file.
    init(path: String) throws {
        if let mapped = Self.mapBundled(path) {
            bytes = mapped
            isMapped = true
            return
        }
        // Read as an untrusted file: a regular file within the size limit (a directory,
        // /dev/zero, a FIFO or a huge file named by `fontFaces` is refused before reading).
        let data: Data
        do {
            data = try BoundedFile.read(path, limit: Limits.fontFileBytes, limitName: "font-file-size")
        } catch let e as PlumbError {
            let reason = FileManager.default.fileExists(atPath: path) ? e.message : "no such file"
            throw PlumbError("cannot load font '\(path)': \(reason)")
        }
        guard !data.isEmpty else {
            throw PlumbError("cannot load font '\(path)': file is empty")
        }
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
        copy.copyBytes(from: data)
        bytes = UnsafeRawBufferPointer(copy)
        isMapped = false
    }

    deinit {
        if isMapped {
            munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
        } else {
            bytes.deallocate()
        }
    }

    /// A read-only private mapping of a file in `BundledFonts.directory`; nil for any other
    /// path or when mapping fails (the file is then read, and any error reported as usual).
    private static func mapBundled(_ path: String) -> UnsafeRawBufferPointer? {
        guard path.hasPrefix(BundledFonts.directory + "/") else { return nil }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)   // a FIFO must not block (it is refused below)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              info.st_size > 0, info.st_size <= Limits.fontFileBytes else { return nil }
        let size = Int(info.st_size)
        guard let pointer = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), pointer != MAP_FAILED else { return nil }
        return UnsafeRawBufferPointer(start: pointer, count: size)
    }
}
