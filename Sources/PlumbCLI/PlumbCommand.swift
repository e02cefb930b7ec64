import ArgumentParser
import Foundation
import PlumbModel

/// The `plumb` root command.
public struct PlumbCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "plumb",
        abstract: "Layout verification and snapshots for iOS design systems, headless on Linux.",
        discussion: "Exit codes: 0 all passed, 1 regressions or audit failures, 2 invalid input or usage.",
        version: PlumbVersion.description,
        subcommands: [LayoutCommand.self, RenderCommand.self, RecordCommand.self, VerifyCommand.self,
                      DiffCommand.self, MergeReportsCommand.self, GalleryCommand.self, AuditCommand.self, TokensCommand.self,
                      PreviewsCommand.self, SnapshotTestsCommand.self, InitCommand.self])

    public init() {}

    /// Runs the CLI with `arguments` and returns the process exit code. Invalid input of any
    /// kind prints one `file:line:column: error: …` line on stderr and returns 2.
    public static func run(arguments: [String]) -> Int32 {
        // The whole command runs on a large-stack thread (see LargeStack): some commands lay
        // out on the calling thread, whose 8 MB is not enough at the input limits.
        (try? LargeStack.run { runHere(arguments: arguments) }) ?? 2
    }

    static func runHere(arguments: [String]) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let error as PlumbError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            return 2
        } catch let code as ExitCode {
            return code.rawValue
        } catch {
            let exit = exitCode(for: error)
            if exit == .success {
                print(fullMessage(for: error))
                return 0
            }
            // Argument errors can span lines (lists of valid values); keep one line.
            let text = message(for: error).split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            FileHandle.standardError.write(Data(("error: " + text + "\n").utf8))
            FileHandle.standardError.write(Data("(run 'plumb help' for usage)\n".utf8))
            return 2
        }
    }
}
