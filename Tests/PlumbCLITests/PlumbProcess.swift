import Foundation
import XCTest

/// Runs the built `plumb` executable as a user would and captures its exit code and output.
struct PlumbProcess {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `plumb` binary SwiftPM builds next to the test bundle.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("plumb")
    }

    /// A process running `executable` (default `plumb`) with `arguments`, its output and error
    /// piped, not yet started.
    static func process(_ arguments: [String], in directory: URL?, executable: URL = executable) -> (process: Process, out: Pipe, err: Pipe) {
        let p = Process()
        p.executableURL = executable
        p.arguments = arguments
        if let directory { p.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        return (p, out, err)
    }

    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Output {
        try run(process(arguments, in: directory))
    }

    /// Runs a `/bin/sh -c` command line (for `ulimit` and `timeout` around `plumb`).
    static func run(shell command: String, in directory: URL? = nil) throws -> Output {
        try run(process(["-c", command], in: directory, executable: URL(fileURLWithPath: "/bin/sh")))
    }

    private static func run(_ started: (process: Process, out: Pipe, err: Pipe)) throws -> Output {
        let (p, out, err) = started
        try p.run()
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Output(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }

    /// Runs the real binary and returns its exit status and peak RSS in KiB (`wait4` reports
    /// the child's own, unlike a shell's `ulimit`, under which a failed huge allocation can
    /// look like success). Linux counts into a spawned child's peak the RSS of the test process
    /// it was spawned from, so compare against `baselineRSSKiB()`, not an absolute number.
    static func spawn(_ arguments: [String]) throws -> (status: Int32, maxRSSKiB: Int) {
        struct SpawnError: Error { var message: String }
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable.path, &actions, nil, argv, environ) == 0 else {
            throw SpawnError(message: "cannot spawn \(executable.path)")
        }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { throw SpawnError(message: "wait4 failed") }
        return ((status >> 8) & 0xFF, Int(usage.ru_maxrss))
    }

    /// The peak RSS `spawn` reports for `plumb --version`: what any spawned run starts from.
    static func baselineRSSKiB() throws -> Int {
        try spawn(["--version"]).maxRSSKiB
    }
}
