import SwiftSyntax

/// The value of something Plumb cannot evaluate — an unknown identifier, member, function or
/// type, or an expression that failed — so that one unknown name does not lose a preview.
/// It flows on as a value (members and calls of it are the same placeholder) and becomes a
/// typed stand-in where it is used: an empty view, 0, a clear colour, its source text, nil,
/// false. Each placeholder is reported once, as a located warning naming the first stand-in
/// it became (`unknown identifier 'Haptics': evaluated as an empty view`); one the preview
/// never uses (a stored default nothing reads) changes nothing drawn and is not reported.
final class Placeholder {
    /// Why it is a placeholder (`unknown identifier 'Haptics'`).
    let reason: String
    /// What the reason suggests instead (` — did you mean 'title'?`), after the fallback.
    let hint: String
    /// The source text it stands for, which a string use shows.
    let source: String
    let location: SourceLocation
    /// What it was first used as (`an empty view`, `0`); nil while unused.
    private(set) var usedAs: String?
    /// The placeholder this one is a member or call of (`L10n.welcome.title` of `L10n`): a use
    /// of it is a use of that one, which alone is reported.
    private let root: Placeholder?

    init(reason: String, hint: String = "", source: String, location: SourceLocation, root: Placeholder? = nil) {
        self.reason = reason
        self.hint = hint
        self.root = root
        // A string use shows the text; a stand-in for a whole closure needs no more than this.
        self.source = source.count > 200 ? String(source.prefix(200)) + "…" : source
        self.location = location
    }

    /// Records the stand-in this use made of it (the first use names the fallback).
    func used(as standIn: String) {
        if let root { return root.used(as: standIn) }
        if usedAs == nil { usedAs = standIn }
    }

    /// The placeholder for a member, call or subscript of this one (`node`'s text is its source).
    func extended(to node: some SyntaxProtocol) -> Placeholder {
        Placeholder(reason: reason, hint: hint, source: node.trimmedDescription, location: location, root: root ?? self)
    }

    /// A statement that evaluated to this placeholder was skipped: whatever it would have
    /// done is a fallback too.
    func skipped() {
        used(as: Self.skippedStatement)
    }

    private static let skippedStatement = "\u{0}skipped"

    /// Whether the preview made anything of it (a value that is never used changes nothing
    /// drawn, and is not reported).
    var isUsed: Bool { (root ?? self).usedAs != nil }

    /// The warning that reports this fallback.
    var diagnostic: SwiftDiagnostic {
        let fallback = usedAs == Self.skippedStatement ? "the statement is skipped" : "evaluated as \(usedAs ?? "nothing")"
        return SwiftDiagnostic(file: location.file, line: location.line, column: location.column, severity: .warning,
                               message: "\(reason): \(fallback)\(hint)")
    }
}
