import Foundation
import XCTest

/// Hostile specs that crashed (signal 11) or ran for minutes before the budgets: each command
/// now ends in one located error and exit 2, within seconds. Every run is a subprocess with a
/// timeout, so a regression fails its test instead of killing or hanging the suite.
final class BudgetCommandTests: XCTestCase {
    var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-budget-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: dir)
    }

    /// Writes design system `name` with `tokens` and components `name → spec text`.
    func system(_ name: String, tokens: String, components: [String: String]) throws {
        let root = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("components"), withIntermediateDirectories: true)
        try tokens.write(to: root.appendingPathComponent("tokens.yaml"), atomically: true, encoding: .utf8)
        for (c, text) in components {
            try text.write(to: root.appendingPathComponent("components/\(c).yaml"), atomically: true, encoding: .utf8)
        }
    }

    /// Runs `plumb` in the temporary directory; fails on a timeout or a crash.
    func run(_ arguments: [String], seconds: Double = 30, file: StaticString = #filePath, line: UInt = #line) throws -> PlumbProcess.Output? {
        let (output, elapsed) = try PlumbProcess.run(arguments, in: dir, timeout: seconds)
        guard let output else {
            XCTFail("plumb \(arguments.joined(separator: " ")) still running after \(elapsed) s", file: file, line: line)
            return nil
        }
        XCTAssertLessThan(output.status, 128, "plumb \(arguments.joined(separator: " ")) crashed: \(output.stderr.prefix(300))", file: file, line: line)
        return output
    }

    /// Every command exits 2 with exactly one error line ending in `message`.
    func expect(_ commands: [[String]], fails message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        for args in commands {
            guard let out = try run(args, file: file, line: line) else { continue }
            XCTAssertEqual(out.status, 2, "\(args): \(out.stderr.prefix(300))", file: file, line: line)
            let lines = out.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, "\(args): \(out.stderr.prefix(300))", file: file, line: line)
            XCTAssertTrue(out.stderr.hasSuffix(message + "\n"), "\(args): \(out.stderr.prefix(300))", file: file, line: line)
        }
    }

    func commands(_ sys: String) -> [[String]] {
        [["layout", "\(sys)/components/c.yaml"], ["render", "\(sys)/components/c.yaml", "--out", "out"],
         ["verify", sys, "--snapshots", "refs", "--jobs", "2"], ["audit", sys, "--jobs", "2"]]
    }

    let plain = "component: c\nwidth: 100\nbody:\n  text: a\n  modifiers: [{padding: pad}, {foregroundColor: ink}]\n"

    func testThousandsOfModifiersOnOneNode() throws {
        for modifier in ["{padding: 1}", "{background: \"#FF000010\"}"] {
            let list = Array(repeating: modifier, count: 3000).joined(separator: ", ")
            try system("m", tokens: "colors: {ink: \"#000000\"}\n", components: ["c": "component: c\nwidth: 100\nbody:\n  text: a\n  modifiers: [\(list)]\n"])
            let column = 15 + (modifier.count + 2) * 32
            try expect(commands("m"), fails: "c.yaml:5:\(column): error: a node with 3,000 modifiers exceeds the modifiers-per-node limit of 32")
        }
    }

    func testTwentyThousandTokenChains() throws {
        for (section, end, other) in [("colors", "\"#FF0000\"", "spacing: {pad: 4}\n"), ("spacing", "4", "colors: {ink: \"#000000\"}\n"),
                                      ("sizes", "4", "colors: {ink: \"#000000\"}\nspacing: {pad: 4}\n"),
                                      ("fonts", "{size: 12}", "colors: {ink: \"#000000\"}\nspacing: {pad: 4}\n")] {
            let lines = (0..<20_000).map { "  t\($0): t\($0 + 1)" } + ["  t20000: \(end)"]
            try system("t", tokens: "\(section):\n" + lines.joined(separator: "\n") + "\n" + other, components: ["c": plain])
            let key = section == "colors" || section == "fonts" ? "" : "\(section)."
            // Every command for colours; the others share the code path, so two commands do.
            let all = [["tokens", "t"]] + commands("t")
            try expect(section == "colors" ? all : Array(all.prefix(2)),
                       fails: "tokens.yaml:65:8: error: the token reference chain from '\(key)t0' through '\(key)t64' exceeds the token-chain limit of 64 references")
        }
    }

    func testLongSpacingChainFailsFast() throws {
        // 4,000 references took over 20 s per command (quadratic) before; now the load stops
        // at the 65th. Bounded generously for a debug build on a shared machine.
        let lines = (0..<4000).map { "  t\($0): t\($0 + 1)" } + ["  t4000: 4"]
        try system("q", tokens: "colors: {ink: \"#000000\"}\nspacing:\n" + lines.joined(separator: "\n") + "\n  pad: t0\n", components: ["c": plain])
        for args in [["tokens", "q"]] + commands("q") {
            let (out, elapsed) = try PlumbProcess.run(args, in: dir, timeout: 30)
            XCTAssertEqual(out?.status, 2, "\(args)")
            XCTAssertLessThan(elapsed, 5, "\(args)")
        }
    }

    /// A tree at the depth limit (128 views on one path, 32 layout modifiers on each: ~4,200
    /// nested layout layers), split over files to stay inside the YAML nesting limit.
    func deepSystem(_ name: String, views: Int, modifiers: Int) throws {
        let kinds = ["{padding: 0}", "{offset: {x: 0}}", "{fixedSize: {horizontal: false}}", "{frame: {minWidth: 0}}"]
        let mods = modifiers == 0 ? "" : ", modifiers: [" + (0..<modifiers).map { kinds[$0 % 4] }.joined(separator: ", ") + "]"
        var components: [String: String] = [:]
        var remaining = views, i = 0
        while true {
            let last = remaining <= 40
            var s = last ? "{text: x\(mods)}" : "{use: d\(i + 1)\(mods)}"
            for _ in 0..<((last ? remaining : 40) - 1) { s = "{vstack: [\(s)]\(mods)}" }
            components["d\(i)"] = "component: d\(i)\nwidth: 100\nbody: \(s)\n"
            if last { break }
            remaining -= 40
            i += 1
        }
        try system(name, tokens: "colors: {ink: \"#000000\"}\n", components: components)
    }

    func testTreeAtTheDepthLimitLaysOutAndAuditsOnWorkerThreads() throws {
        try deepSystem("deep", views: 128, modifiers: 32)
        let layout = try run(["layout", "deep/components/d0.yaml", "--json"], seconds: 60)
        XCTAssertEqual(layout?.status, 0, layout?.stderr.prefix(300).description ?? "")
        // Two snapshots on two workers: one lays out on a Dispatch worker thread.
        let audit = try run(["audit", "deep/components/d0.yaml", "--jobs", "2", "--dynamic-types", "large", "--appearances", "light,dark"], seconds: 60)
        XCTAssertEqual(audit?.status, 0, audit?.stderr.prefix(300).description ?? "")
        // Drawn, recorded, dumped, diffed and verified on two workers too (large-stack threads).
        let record = try run(["record", "deep/components/d0.yaml", "--snapshots", "refs", "--jobs", "2"], seconds: 60)
        XCTAssertEqual(record?.status, 0, record?.stderr.prefix(300).description ?? "")
        let verify = try run(["verify", "deep/components/d0.yaml", "--snapshots", "refs", "--jobs", "2"], seconds: 60)
        XCTAssertEqual(verify?.status, 0, verify?.stderr.prefix(300).description ?? "")
        XCTAssertEqual(verify?.stdout.hasSuffix(" passed, 0 failed\n"), true, verify?.stdout ?? "")
        // One view deeper is refused where it is, before any layout.
        try deepSystem("deeper", views: 129, modifiers: 0)
        try expect([["layout", "deeper/components/d0.yaml"], ["audit", "deeper", "--jobs", "2"]],
                   fails: "d3.yaml:3:88: error: a view nested 129 deep exceeds the tree-depth limit of 128 views")
    }

    func testUseBombStopsAtTheViewBudget() throws {
        var components: [String: String] = [:]
        for i in 0..<16 {
            components["c\(i)"] = "component: c\(i)\nbody:\n  vstack: [" + Array(repeating: "{use: c\(i + 1)}", count: 10).joined(separator: ", ") + "]\n"
        }
        components["c16"] = "component: c16\nbody: {text: a}\n"
        try system("b", tokens: "colors: {ink: \"#000000\"}\n", components: components)
        try expect([["layout", "b/components/c0.yaml"]],
                   fails: "c16.yaml:2:8: error: component 'c0' with more than 20,000 views exceeds the views-per-component limit of 20,000 views")
    }

    func testFontFacesMustBeSmallRegularFiles() throws {
        let fifo = dir.appendingPathComponent("fifo.ttf").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let big = dir.appendingPathComponent("big.ttf").path
        XCTAssertTrue(FileManager.default.createFile(atPath: big, contents: nil))
        XCTAssertEqual(truncate(big, 100 << 20), 0)  // sparse: 100 MiB claimed, nothing written
        for (path, message) in [("/dev/zero", "font file '/dev/zero' is not a regular file"),
                                (fifo, "font file '\(fifo)' is not a regular file"),
                                (dir.path, "font file '\(dir.path)' is not a regular file"),
                                (big, "font file '\(big)' (104,857,600 bytes) exceeds the font-file-size limit of 67,108,864 bytes")] {
            try system("f", tokens: "colors: {ink: \"#000000\"}\nspacing: {pad: 4}\nfontFaces:\n  default:\n    regular: \(path)\n", components: ["c": plain])
            try expect([["tokens", "f"], ["layout", "f/components/c.yaml"]], fails: "tokens.yaml:5:14: error: \(message)")
        }
    }

    func testSpecFileThatIsNotARegularFile() throws {
        try system("s", tokens: "colors: {ink: \"#000000\"}\nspacing: {pad: 4}\n", components: [:])
        let spec = dir.appendingPathComponent("s/components/c.yaml").path
        XCTAssertEqual(symlink("/dev/zero", spec), 0)
        try expect([["layout", "s/components/c.yaml"]], fails: "c.yaml:1:1: error: not a regular file")
    }

    func testTinyLineHeightInAFixedFrameDoesNotTrap() throws {
        // maxHeight / lineHeight = 1e302 lines: Int(_:) trapped with signal 4.
        try system("h", tokens: "colors: {ink: \"#000000\"}\nfonts: {tiny: {size: 12, lineHeight: 1e-300}}\n",
                   components: ["c": "component: c\nwidth: 100\nbody:\n  text: hello\n  modifiers: [{font: tiny}, {frame: {height: 100}}]\n"])
        let out = try run(["layout", "h/components/c.yaml"])
        XCTAssertEqual(out?.status, 0, out?.stderr.prefix(300).description ?? "")
        XCTAssertEqual(out?.stdout, "h/c variant=default light large  size 26.932×100\n"
                       + "  text  0,50 26.932×0  outer 0,0 26.932×100  12pt regular \"hello\"\n")
    }
}
