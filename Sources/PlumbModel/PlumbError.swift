/// Any invalid input Plumb refuses: malformed YAML, unknown names, cycles, absurd sizes,
/// missing fonts. Printed as one line `file:line:column: error: message` and mapped to
/// exit code 2 by the CLI.
public struct PlumbError: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation?
    public var message: String

    public init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }

    public var description: String {
        if let location { return "\(location): error: \(message)" }
        return "error: \(message)"
    }
}
