/// A name that Plumb may turn into a file name: a design system's (its directory), a
/// component's or a variant's. Snapshot, render, report and gallery paths are built from these
/// names, so only plain names are accepted and no spec can make Plumb write outside the
/// directory it was given (`../../x`, `/tmp/x`, `.hidden`).
///
/// Plain means 1…`maxLength` ASCII letters, digits, `-`, `_` and `.`, not starting with `.`.
/// Only ASCII letters: a name like `pressé` has two Unicode spellings (composed and
/// decomposed) that macOS file systems treat as one file and Linux ones as two, so a
/// reference recorded on one could go missing on the other.
public struct PlainName: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// Longest accepted name; snapshot file names join several names and must stay under the
    /// usual 255-byte file name limit.
    public static let maxLength = 64

    /// Checks `name`; a name that is not plain throws a located error naming `what`
    /// ("variant name", "component name", "system name") and the offending character.
    public init(_ name: String, what: String, at location: SourceLocation) throws {
        if let problem = Self.problem(name) {
            throw PlumbError("\(what) '\(name)' is not a plain name: use letters, digits, '-', '_' and '.' (\(problem))", at: location)
        }
        rawValue = name
    }

    public var description: String { rawValue }

    /// True when `name` may become a file name.
    public static func isPlain(_ name: String) -> Bool { problem(name) == nil }

    /// Why `name` is not plain, or nil when it is.
    static func problem(_ name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        for c in name where !isPlainCharacter(c) {
            if !c.isASCII && c.isLetter {
                return "found '\(c)'; only ASCII letters, so the file name is the same on every file system"
            }
            return "found '\(c)'"
        }
        if name.hasPrefix(".") { return "it must not start with '.'" }
        if name.count > maxLength { return "it is longer than \(maxLength) characters" }
        return nil
    }

    private static func isPlainCharacter(_ c: Character) -> Bool {
        guard c.isASCII, let a = c.asciiValue else { return false }
        switch a {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }
}
