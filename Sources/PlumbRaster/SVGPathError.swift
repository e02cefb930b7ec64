/// Malformed SVG path data.
public struct SVGPathError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What is wrong, in one line.
    public let message: String
    /// Character offset (0-based) in the path data where the problem was found. Path data
    /// is ASCII, and the first non-ASCII character is itself an error, so this is both the
    /// character and the UTF-8 byte offset.
    public let offset: Int

    public init(_ message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }

    public var description: String { "SVG path data, character \(offset): \(message)" }
}
