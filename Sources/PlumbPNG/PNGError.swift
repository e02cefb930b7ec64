/// A PNG could not be encoded, decoded, read or written.
public struct PNGError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What went wrong, in one line.
    public let message: String
    /// The file being read or written, when there is one.
    public let path: String?

    public init(_ message: String, path: String? = nil) {
        self.message = message
        self.path = path
    }

    /// "path: message" for file operations, otherwise the message.
    public var description: String {
        guard let path else { return message }
        return "\(path): \(message)"
    }

    /// The same error attributed to `path`.
    func at(_ path: String) -> PNGError { PNGError(message, path: path) }
}
