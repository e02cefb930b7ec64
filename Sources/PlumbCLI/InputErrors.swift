import ArgumentParser
import Foundation
import PlumbModel

/// Invalid input met while working through many snapshots: each distinct error is printed
/// once, in input order, and the run exits 2 — a spec error is not a regression of every
/// snapshot it touches.
enum InputErrors {
    static func throwIfAny<T>(_ outcomes: [Result<T, PlumbError>]) throws {
        var seen = Set<String>()
        for case .failure(let e) in outcomes where seen.insert(e.description).inserted {
            FileHandle.standardError.write(Data((e.description + "\n").utf8))
        }
        if !seen.isEmpty { throw ExitCode(2) }
    }
}
