import PlumbModel

/// A located message about a Swift source: a construct outside the evaluated subset (a warning
/// naming the fallback used) or a preview that cannot be evaluated (an error).
public struct SwiftDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case warning, error
    }

    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var message: String

    public init(file: String, line: Int, column: Int, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `file:line:column: warning: message`, as compilers print.
    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }

    /// The diagnostic as Plumb's error type (for exit-2 paths).
    public var plumbError: PlumbError {
        PlumbError(message, at: SourceLocation(file: file, line: line, column: column))
    }
}

/// An evaluation that cannot go on: becomes an error diagnostic for the preview being evaluated.
/// Most are recoverable — the expression that failed becomes a `Placeholder` and evaluation
/// goes on (unless `--strict`); a budget (steps, time, call depth, loop length) never is.
struct EvaluationError: Error {
    var diagnostic: SwiftDiagnostic
    /// A budget ran out: the preview fails whatever else could be recovered.
    var isBudget = false
}

/// Plumb's location type (SwiftSyntax has one of the same name).
typealias SourceLocation = PlumbModel.SourceLocation

/// An error the evaluated code throws (`throw ValidationError.empty`): caught by its own
/// `do`/`catch` and `try?`; one nothing catches ends up as a placeholder where it escaped.
struct ThrownSwiftError: Error {
    var value: SwiftValue
    var location: SourceLocation
}
