import Foundation

/// The first four bytes of a font file FreeType reads: TrueType (`00 01 00 00`, `true`),
/// OpenType with CFF (`OTTO`), a collection (`ttcf`) or WOFF (`wOFF`, `wOF2`). Checked when
/// `tokens.yaml` names the file, so a path to something else (a YAML file, an image) is an
/// error at the name instead of a FreeType error without a location at layout time.
enum FontFileSignature {
    static let accepted: [[UInt8]] = [[0x00, 0x01, 0x00, 0x00], Array("true".utf8), Array("OTTO".utf8),
                                      Array("ttcf".utf8), Array("wOFF".utf8), Array("wOF2".utf8)]

    static func check(_ path: String, at location: SourceLocation) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw PlumbError("cannot read font file '\(path)'", at: location)
        }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 4)) ?? Data())
        guard accepted.contains(head) else {
            throw PlumbError("'\(path)' is not a font file (expected TrueType, OpenType, a collection or WOFF)", at: location)
        }
    }
}
