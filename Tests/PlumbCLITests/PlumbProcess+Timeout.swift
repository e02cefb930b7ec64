import Foundation

extension PlumbProcess {
    /// Runs `plumb` like `run(_:in:)`, but kills it after `seconds`: a hostile input that would
    /// hang must fail its test, not the whole suite. `status` is then `nil`; `elapsed` is the
    /// wall-clock time the run took, for tests that bound it.
    static func run(_ arguments: [String], in directory: URL? = nil,
                    timeout seconds: Double) throws -> (output: Output?, elapsed: Double) {
        let (p, out, err) = process(arguments, in: directory)
        let start = Date()
        try p.run()
        // Drain the pipes on their own threads so a chatty child cannot block on a full pipe.
        final class Box: @unchecked Sendable { var data = Data() }
        let o = Box(), e = Box()
        let group = DispatchGroup()
        for (handle, box) in [(out.fileHandleForReading, o), (err.fileHandleForReading, e)] {
            group.enter()
            DispatchQueue.global().async {
                box.data = handle.readDataToEndOfFile()
                group.leave()
            }
        }
        let deadline = start.addingTimeInterval(seconds)
        while p.isRunning, Date() < deadline { usleep(10_000) }
        var timedOut = false
        if p.isRunning {
            timedOut = true
            p.terminate()
        }
        p.waitUntilExit()
        group.wait()
        let elapsed = Date().timeIntervalSince(start)
        if timedOut { return (nil, elapsed) }
        // A signal shows as 128 + signal number, like a shell reports it.
        let status = p.terminationReason == .uncaughtSignal ? 128 + p.terminationStatus : p.terminationStatus
        return (Output(status: status, stdout: String(decoding: o.data, as: UTF8.self),
                       stderr: String(decoding: e.data, as: UTF8.self)), elapsed)
    }
}
