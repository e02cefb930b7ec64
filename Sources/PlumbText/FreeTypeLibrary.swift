import CFreeType
import Foundation
import PlumbModel

/// Owns one `FT_Library` and serialises the calls FreeType documents as not thread-safe.
///
/// FreeType allows using different faces from different threads, but creating and destroying
/// faces mutates the library's face list, so `FT_New_Face` / `FT_Done_Face` go through `lock`.
public final class FreeTypeLibrary: @unchecked Sendable {
    private let lock = NSLock()
    private let library: FT_Library?
    private let initError: FT_Error

    /// Initialises FreeType. A failure (out of memory) is remembered and reported by the first
    /// face load instead, so creating a `FontLibrary` never throws.
    public init() {
        var lib: FT_Library?
        initError = FT_Init_FreeType(&lib)
        library = initError == 0 ? lib : nil
    }

    deinit {
        if let library { FT_Done_FreeType(library) }
    }

    /// Opens face 0 of the file at `path`.
    /// A face over `bytes` (the file at `path`, read once by the caller), which must stay
    /// allocated until `doneFace`: FreeType reads glyphs from them lazily.
    func newFace(bytes: UnsafeRawBufferPointer, path: String) throws -> FT_Face {
        guard let library else {
            throw PlumbError("cannot load font '\(path)': FreeType failed to initialise (error \(initError))")
        }
        var face: FT_Face?
        let base = bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self)
        let error: FT_Error = lock.withLock { FT_New_Memory_Face(library, base, FT_Long(bytes.count), 0, &face) }
        guard error == 0, let face else {
            throw PlumbError("cannot load font '\(path)': not a font FreeType can read (FreeType error \(error))")
        }
        return face
    }

    /// Releases a face created by `newFace(bytes:path:)`.
    func doneFace(_ face: FT_Face) {
        lock.withLock { _ = FT_Done_Face(face) }
    }
}
