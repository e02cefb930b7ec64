import Foundation
import PlumbModel

/// Turns the position libxml2 reports for a start tag (just after its `>`) into the position
/// of its `<`, where a compiler would point. An attribute value cannot hold a `<`, so the last
/// one before the reported position opens the tag.
struct SVGTagLocator {
    private let bytes: [UInt8]
    /// Offset of the first byte of each line.
    private let lineStarts: [Int]

    init(_ data: Data) {
        bytes = Array(data)
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { starts.append(i + 1) }
        lineStarts = starts
    }

    /// Line and column (1-based, in bytes) of the `<` opening the tag that ends before
    /// `line`:`column`; the reported position itself when it cannot be found.
    func tagStart(line: Int, column: Int) -> (line: Int, column: Int) {
        guard line >= 1, line <= lineStarts.count else { return (line, column) }
        var i = min(lineStarts[line - 1] + column - 1, bytes.count) - 1
        while i >= 0, bytes[i] != UInt8(ascii: "<") { i -= 1 }
        guard i >= 0 else { return (line, column) }
        // The line holding offset i: the last line start at or before it.
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= i { lo = mid } else { hi = mid - 1 }
        }
        return (lo + 1, i - lineStarts[lo] + 1)
    }
}
