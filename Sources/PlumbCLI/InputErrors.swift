import ArgumentParser
import Foundation
import PlumbModel

/// Invalid input met while working through many snapshots: each distinct error is printed
/// once, in input order, and the run exits 2 — a spec error is not a regression of every
/// snapshot it touches, and an unreadable reference is not a verdict.
enum InputErrors {
    /// Exits 2 after printing each distinct line of `lines` on stderr, if there are any.
    static func throwIfAny(lines: [String]) throws {
        var seen = Set<String>()
        for line in lines where seen.insert(line).inserted {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
        if !seen.isEmpty { throw ExitCode(2) }
    }
}
