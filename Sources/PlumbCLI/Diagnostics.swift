import Foundation

/// Warnings a command prints on standard error, after its progress line is finished so the
/// two never interleave.
enum Diagnostics {
    static func warn(_ lines: [String]) {
        for line in lines { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }
}
