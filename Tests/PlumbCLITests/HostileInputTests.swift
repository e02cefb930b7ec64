import Foundation
import XCTest

/// The bad-input corpus (issue 10): hostile specs, tokens, font files and references, each run
/// through the real `plumb` binary under a memory limit (`ulimit -v`) and a time limit. Every
/// one must end cleanly: exit 2 with one located `file:line:column: error:` line naming what
/// was wrong, or — for inputs that are unusual but valid (unicode edge cases) — exit 0.
final class HostileInputTests: XCTestCase {
    /// What a case must end in.
    enum Outcome {
        /// Exit 2, one located error line containing this text.
        case error(String)
        /// Exit 0.
        case ok
    }

    struct Case {
        var name: String
        var tokens = Self.baseTokens
        var component: String
        /// Extra components (`name: yaml`), for `use:` chains.
        var others: [String: String] = [:]
        /// The command's arguments after `plumb`; `SYS` is the system folder, `COMP` the component file.
        var command = ["render", "COMP", "--out", "OUT", "--scale", "3", "--jobs", "2"]
        var expect: Outcome
        /// Run before the command (e.g. corrupt a recorded reference); gets the work folder.
        var prepare: ((URL) throws -> Void)? = nil

        static let baseTokens = """
        colors: {background-primary: "#FFFFFF", accent: "#E89B3C", ink: "#121212"}
        spacing: {pad: 16}
        fonts: {body: {style: body}}
        snapshot: {appearances: [light], dynamicTypes: [large], scale: 1}
        """
    }

    /// Seconds a case may take (the promise: bounded work, no hang) and its address space.
    static let seconds = 15.0
    static let memoryKiB = 2 << 20  // 2 GiB

    static func body(_ node: String, modifiers: String = "[]") -> String {
        "component: c\nwidth: 100\nbody:\n  \(node)\n  modifiers: \(modifiers)\n"
    }

    static func chain(_ group: String, _ count: Int, end: String) -> String {
        var lines = ["\(group):"]
        for i in 0..<count { lines.append("  t\(i): t\(i + 1)") }
        lines.append("  t\(count): \(end)")
        return lines.joined(separator: "\n") + "\n"
    }

    static func repeated(_ modifier: String, _ count: Int) -> String {
        "[" + Array(repeating: modifier, count: count).joined(separator: ", ") + "]"
    }

    static func nested(_ depth: Int, leaf: String, modifier: String) -> String {
        var node = leaf
        for _ in 0..<depth { node = "{vstack: {children: [\(node)]}, modifiers: [\(modifier)]}" }
        return "component: c\nwidth: 100\nbody: \(node)\n"
    }

    static func numeric(_ name: String, _ modifier: String, _ value: String, expect: String) -> Case {
        Case(name: "\(name) \(value)", component: body("rectangle: {}", modifiers: "[{fill: accent}, \(modifier.replacingOccurrences(of: "V", with: value))]"),
             expect: .error(expect))
    }

    static var cases: [Case] {
        var c: [Case] = []
        // Long chains: stack depth.
        c.append(Case(name: "3000 paddings", component: body("rectangle: {}", modifiers: repeated("{padding: 1}", 3000)), expect: .error("modifiers")))
        c.append(Case(name: "3000 backgrounds", component: body("rectangle: {}", modifiers: repeated("{background: \"#FF000010\"}", 3000)), expect: .error("modifiers")))
        for group in ["colors", "spacing", "sizes"] {
            let end = group == "colors" ? "\"#000000\"" : "4"
            c.append(Case(name: "\(group) chain of 20000", tokens: chain(group, 20_000, end: end),
                          component: body("rectangle: {}"), command: ["tokens", "SYS"], expect: .error("chain")))
        }
        c.append(Case(name: "spacing chain of 4000 (quadratic)", tokens: chain("spacing", 4_000, end: "4"),
                      component: body("rectangle: {}"), command: ["layout", "COMP"], expect: .error("chain")))
        c.append(Case(name: "fonts chain of 5000", tokens: "fonts:\n" + (0..<5000).map { "  f\($0): {ref: f\($0 + 1)}" }.joined(separator: "\n") + "\n  f5000: {style: body}\n",
                      component: body("rectangle: {}"), command: ["tokens", "SYS"], expect: .error("chain")))
        // Unbounded work from one number.
        c.append(Case(name: "backdropBlur 400", component: body("rectangle: {}", modifiers: "[{fill: accent}, {backdropBlur: 400}, {frame: {width: 1000, height: 1000}}]"), expect: .error("blur")))
        c.append(Case(name: "backdropBlur 16384", component: body("rectangle: {}", modifiers: "[{fill: accent}, {backdropBlur: 16384}, {frame: {width: 1000, height: 1000}}]"), expect: .error("blur")))
        // The blur is O(1) per pixel, so a 1000 × 1000 pt glass sheet at @3x (198 M operations)
        // fits the default pixel work budget; under a budget of 100 M it is refused before blurring.
        c.append(Case(name: "glassEffect 1000 x 1000", tokens: Case.baseTokens + "\nlimits: {pixelWork: 100000000}",
                      component: body("rectangle: {}", modifiers: "[{glassEffect: {shape: rectangle}}, {frame: {width: 1000, height: 1000}}]"), expect: .error("limit")))
        c.append(Case(name: "scaleEffect 100", component: body("text: Hello", modifiers: "[{scaleEffect: 100}]"), expect: .error("scaleEffect")))
        c.append(Case(name: "scaleEffect 32 on text", component: body("text: Hello", modifiers: "[{scaleEffect: 32}]"), expect: .ok))
        // Memory.
        c.append(Case(name: "30 opacity groups", component: body("rectangle: {}", modifiers: "[{fill: accent}, {frame: {width: 1000, height: 1000}}, " + repeated("{opacity: 0.99}", 30).dropFirst()), expect: .ok))
        c.append(Case(name: "60 opacity groups", component: body("rectangle: {}", modifiers: "[{fill: accent}, {frame: {width: 1000, height: 1000}}, " + repeated("{opacity: 0.99}", 60).dropFirst()), expect: .error("modifiers-per-node")))
        c.append(Case(name: "nested opacity groups", component: nested(40, leaf: "{rectangle: {}, modifiers: [{fill: accent}, {frame: {width: 400, height: 400}}]}", modifier: "{opacity: 0.9}"), expect: .error("layer")))
        c.append(Case(name: "frame 4000 x 4000 at @3x", component: body("rectangle: {}", modifiers: "[{fill: accent}, {frame: {width: 4000, height: 4000}}]"), expect: .error("canvas")))
        c.append(Case(name: "long single-line text", component: "component: c\nbody:\n  text: \"" + String(repeating: "wide ", count: 1900) + "\"\n  modifiers: [{fixedSize: {}}]\n", expect: .error("canvas")))
        c.append(Case(name: "16384 pt divider", component: "component: c\nbody:\n  hstack: [{divider: {}, modifiers: [{frame: {width: 16384}}]}]\n", expect: .error("canvas")))
        c.append(Case(name: "stacked padding 16384", component: body("rectangle: {}", modifiers: "[{padding: 16384}, {padding: 16384}, {padding: 16384}]"), expect: .error("canvas")))
        c.append(Case(name: "many 16384 pt spacers", component: "component: c\nbody:\n  hstack: [" + Array(repeating: "{spacer: {minLength: 16384}}", count: 20).joined(separator: ", ") + "]\n", expect: .error("canvas")))
        // Numbers in every field.
        for v in [".nan", ".inf", "-.inf", "1e308", "-1e308"] {
            c.append(numeric("frame width", "{frame: {width: V, height: 10}}", v, expect: "frame"))
            c.append(numeric("padding", "{padding: V}", v, expect: "padding"))
            c.append(numeric("offset", "{offset: {x: V, y: 0}}", v, expect: "offset"))
        }
        for (name, modifier) in [("cornerRadius", "{cornerRadius: V}"), ("opacity", "{opacity: V}"), ("scaleEffect", "{scaleEffect: V}"),
                                 ("rotationEffect", "{rotationEffect: V}"), ("shadow radius", "{shadow: {radius: V}}"),
                                 ("shadow x", "{shadow: {radius: 2, x: V}}"), ("trim", "{trim: {from: 0, to: V}}"),
                                 ("stroke width", "{stroke: {color: ink, lineWidth: V}}"), ("layoutPriority", "{layoutPriority: V}"),
                                 ("backdropBlur", "{backdropBlur: V}")] {
            c.append(numeric(name, modifier, ".nan", expect: ""))
            c.append(numeric(name, modifier, "1e308", expect: ""))
        }
        for (name, modifier) in [("tracking", "{tracking: V}"), ("lineLimit", "{lineLimit: V}"), ("font size", "{font: {size: V}}"),
                                 ("lineSpacing", "{lineSpacing: V}"), ("minimumScaleFactor", "{minimumScaleFactor: V}")] {
            for v in [".nan", "1e308", "-1e308"] {
                c.append(Case(name: "\(name) \(v)", component: body("text: Hi", modifiers: "[\(modifier.replacingOccurrences(of: "V", with: v))]"), expect: .error("")))
            }
        }
        c.append(Case(name: "minimumScaleFactor 1e-300", component: body("text: Hi", modifiers: "[{minimumScaleFactor: 1e-300}]"), expect: .error("minimumScaleFactor")))
        c.append(Case(name: "runs over the text limit together", component: "component: c\nbody:\n  text: [" + Array(repeating: "{text: \"abcd\"}", count: 2_501).joined(separator: ", ") + "]\n", expect: .error("text-length")))
        c.append(Case(name: "run font size 1e308", component: "component: c\nbody:\n  text: [{text: a, font: {size: 1e308}}]\n", expect: .error("font size")))
        c.append(Case(name: "3,000 short runs", component: "component: c\nwidth: 300\nbody:\n  text: [" + Array(repeating: "{text: \"ab \", italic: true}", count: 3_000).joined(separator: ", ") + "]\n  modifiers: [{lineLimit: 3}, {minimumScaleFactor: 0.5}, {truncationMode: middle}]\n", expect: .ok))
        c.append(Case(name: "stack spacing .inf", component: "component: c\nbody:\n  vstack: {spacing: .inf, children: [{text: a}, {text: b}]}\n", expect: .error("spacing")))
        c.append(Case(name: "grid columns 1e308", component: "component: c\nbody:\n  grid: {columns: 1e308, children: [{text: a}]}\n", expect: .error("columns")))
        c.append(Case(name: "component width 1e308", component: "component: c\nwidth: 1e308\nbody:\n  text: a\n", expect: .error("width")))
        c.append(Case(name: "snapshot scale 1e308", tokens: Case.baseTokens.replacingOccurrences(of: "scale: 1", with: "scale: 1e308"),
                      component: body("rectangle: {}"), expect: .error("scale")))
        c.append(Case(name: "lineHeight token 1e308", tokens: Case.baseTokens + "\n" + "fonts: {}\n", component: body("rectangle: {}"), expect: .error("fonts")))
        // Files that are not specs.
        c.append(Case(name: "empty component", component: "", expect: .error("")))
        c.append(Case(name: "empty tokens", tokens: "", component: body("rectangle: {}"), expect: .error("empty")))
        c.append(Case(name: "binary component", component: String(decoding: (0..<512).map { UInt8(($0 * 73 + 11) % 256) }, as: UTF8.self), expect: .error("")))
        c.append(Case(name: "binary tokens", tokens: "\u{0}\u{1}\u{2}colors: {", component: body("rectangle: {}"), expect: .error("")))
        c.append(Case(name: "alias bomb", component: "a: &a [x,x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d,*d]\nf: [*e,*e,*e,*e,*e,*e,*e,*e,*e,*e]\n", expect: .error("")))
        c.append(Case(name: "200 nested stacks (YAML depth)", component: nested(200, leaf: "{text: a}", modifier: "{padding: 1}"), expect: .error("")))
        // Composition bombs.
        var chainUses: [String: String] = [:]
        for i in 1..<40 { chainUses["u\(i)"] = "component: u\(i)\nbody:\n  use: u\(i + 1)\n" }
        chainUses["u40"] = "component: u40\nbody:\n  text: end\n"
        c.append(Case(name: "use chain of 40", component: "component: c\nbody:\n  use: u1\n", others: chainUses, expect: .error("use")))
        var fanOut: [String: String] = [:]
        for i in 1..<8 { fanOut["f\(i)"] = "component: f\(i)\nbody:\n  vstack: [" + Array(repeating: "{use: f\(i + 1)}", count: 10).joined(separator: ", ") + "]\n" }
        fanOut["f8"] = "component: f8\nbody:\n  circle: {}\n  modifiers: [{frame: {width: 1, height: 1}}]\n"
        c.append(Case(name: "use fan-out 10^7 views", component: "component: c\nbody:\n  use: f1\n", others: fanOut, command: ["layout", "COMP"], expect: .error("views")))
        c.append(Case(name: "use of itself", component: "component: c\nbody:\n  use: c\n", expect: .error("")))
        c.append(Case(name: "cyclic colour tokens", tokens: "colors: {a: b, b: a}\n", component: body("rectangle: {}"), expect: .error("cyclic")))
        // Unicode edge cases: valid text, drawn.
        c.append(Case(name: "combining marks", component: body("text: \"a" + String(repeating: "\u{0301}", count: 2000) + "\"", modifiers: "[{frame: {width: 80}}]"), expect: .ok))
        c.append(Case(name: "RTL text", component: body("text: \"שלום עולם مرحبا بالعالم\""), expect: .ok))
        c.append(Case(name: "emoji ZWJ", component: body("text: \"👩‍👩‍👧‍👦👨🏽‍🚀🏳️‍🌈\""), expect: .ok))
        c.append(Case(name: "10000-character word", component: body("text: \"" + String(repeating: "x", count: 10_000) + "\"", modifiers: "[{frame: {width: 300}}, {lineLimit: 3}]"), expect: .ok))
        c.append(Case(name: "10001-character text", component: body("text: \"" + String(repeating: "x", count: 10_001) + "\""), expect: .error("10,000")))
        c.append(Case(name: "unicode token name", tokens: "colors: {\"ácçent\": \"#E89B3C\"}\n", component: body("rectangle: {}", modifiers: "[{fill: \"ácçent\"}]"), expect: .ok))
        c.append(Case(name: "SVG path with NaN", component: body("icon: {path: \"M nan nan L 1e308 1e308 Z\", viewBox: [10, 10]}"), expect: .error("")))
        // Untrusted font files.
        for (name, path) in [("font file /dev/zero", "/dev/zero"), ("font file is a directory", "/tmp"), ("missing font file", "/nonexistent/font.otf"),
                             ("font file is not a font", "tokens.yaml")] {
            c.append(Case(name: name, tokens: Case.baseTokens + "\nfontFaces: {default: {regular: \(path)}}\n",
                          component: body("text: Hi"), expect: .error("font")))
        }
        // Names that would become paths.
        c.append(Case(name: "variant ..", component: "component: c\nvariants: {\"..\": {}}\nbody:\n  text: a\n", expect: .error("plain name")))
        c.append(Case(name: "unknown prop", component: "component: c\nprops: {label: a}\nvariants: {v: {props: {lable: b}}}\nbody:\n  text: \"{label}\"\n", expect: .error("lable")))
        // Corrupt references.
        func reference(_ name: String, expect: String, _ corrupt: @escaping (String, String) throws -> Void) -> Case {
            Case(name: name, component: body("rectangle: {}", modifiers: "[{fill: accent}, {frame: {height: 10}}]"),
                 command: ["verify", "SYS", "--snapshots", "SNAPS"], expect: .error(expect)) { work in
                let snaps = work.appendingPathComponent("snapshots").path
                let record = try PlumbProcess.run(["record", work.appendingPathComponent("sys").path, "--snapshots", snaps])
                XCTAssertEqual(record.status, 0, record.stderr)
                try corrupt(snaps + "/sys/c/default-light-large@1x.png", snaps + "/sys/c/default-light-large@1x.layout.json")
            }
        }
        c.append(reference("reference PNG edited behind its dump", expect: "does not match its layout dump") { png, _ in
            var d = try Data(contentsOf: URL(fileURLWithPath: png)); d[8 + 25 + 12] ^= 1; try d.write(to: URL(fileURLWithPath: png)) })
        c.append(reference("reference PNG truncated", expect: "does not match its layout dump") { png, _ in
            let d = try Data(contentsOf: URL(fileURLWithPath: png)); try d.prefix(60).write(to: URL(fileURLWithPath: png)) })
        c.append(reference("reference PNG is /dev/zero", expect: "regular file") { png, _ in
            try FileManager.default.removeItem(atPath: png); try FileManager.default.createSymbolicLink(atPath: png, withDestinationPath: "/dev/zero") })
        c.append(reference("reference dump with a huge image", expect: "layout dump") { _, json in
            let s = try String(contentsOfFile: json, encoding: .utf8).replacingOccurrences(of: "\"width\" : 100", with: "\"width\" : 1e308")
            try s.write(toFile: json, atomically: true, encoding: .utf8) })
        c.append(reference("reference dump is junk", expect: "layout dump") { _, json in try Data("{\"root\": [[[[".utf8).write(to: URL(fileURLWithPath: json)) })
        // Images given to `plumb diff`.
        func diff(_ name: String, expect: String, _ corrupt: @escaping (inout Data) -> Void) -> Case {
            Case(name: name, component: body("rectangle: {}", modifiers: "[{fill: accent}, {frame: {height: 10}}]"),
                 command: ["diff", "OUT/a.png", "OUT/b.png"], expect: .error(expect)) { work in
                let out = work.appendingPathComponent("out")
                let render = try PlumbProcess.run(["render", work.appendingPathComponent("sys").path, "--out", out.path, "--scale", "1"])
                XCTAssertEqual(render.status, 0, render.stderr)
                var png = try Data(contentsOf: out.appendingPathComponent("sys/c/default-light-large@1x.png"))
                try png.write(to: out.appendingPathComponent("a.png"))
                corrupt(&png)
                try png.write(to: out.appendingPathComponent("b.png"))
            }
        }
        c.append(diff("PNG with a bad sRGB CRC", expect: "bad CRC") { $0[8 + 25 + 12] ^= 1 })
        c.append(diff("PNG that is text", expect: "not a PNG") { $0 = Data("hello".utf8) })
        c.append(diff("PNG with a 2^31 px header", expect: "IHDR") { png in
            png.replaceSubrange(16..<24, with: [0x7F, 0xFF, 0xFF, 0xFF, 0x7F, 0xFF, 0xFF, 0xFF])
            let crc = PNGBytesCRC.crc32(png[12..<29])
            png.replaceSubrange(29..<33, with: [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)])
        })
        return c
    }

    func testEveryHostileInputEndsCleanlyWithinBounds() throws {
        let all = Self.cases
        XCTAssertGreaterThanOrEqual(all.count, 60)
        for hostile in all {
            try run(hostile)
        }
    }

    func run(_ hostile: Case) throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-hostile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let sys = work.appendingPathComponent("sys")
        try FileManager.default.createDirectory(at: sys.appendingPathComponent("components"), withIntermediateDirectories: true)
        try hostile.tokens.write(to: sys.appendingPathComponent("tokens.yaml"), atomically: true, encoding: .utf8)
        let comp = sys.appendingPathComponent("components/c.yaml")
        try hostile.component.write(to: comp, atomically: true, encoding: .utf8)
        for (name, yaml) in hostile.others {
            try yaml.write(to: sys.appendingPathComponent("components/\(name).yaml"), atomically: true, encoding: .utf8)
        }
        try hostile.prepare?(work)
        let args = hostile.command.map {
            $0.replacingOccurrences(of: "SYS", with: sys.path).replacingOccurrences(of: "COMP", with: comp.path)
                .replacingOccurrences(of: "OUT", with: work.appendingPathComponent("out").path)
                .replacingOccurrences(of: "SNAPS", with: work.appendingPathComponent("snapshots").path)
        }
        // A shell applies the memory limit; `timeout` the time limit (SIGKILL: exit 137).
        let quoted = ([PlumbProcess.executable.path] + args).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let start = Date()
        let r = try PlumbProcess.run(shell: "ulimit -v \(Self.memoryKiB); exec timeout -s KILL \(Int(Self.seconds) + 5) " + quoted.joined(separator: " "), in: sys)
        let elapsed = Date().timeIntervalSince(start)
        let context = "\(hostile.name): exit \(r.status) after \(String(format: "%.1f", elapsed)) s: \(r.stderr.prefix(400))"
        XCTAssertLessThan(elapsed, Self.seconds, context)
        switch hostile.expect {
        case .ok:
            XCTAssertEqual(r.status, 0, context)
        case .error(let fragment):
            XCTAssertEqual(r.status, 2, context)
            let lines = r.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, context)
            let line = String(lines.first ?? "")
            XCTAssertNotNil(line.range(of: #"^[^:\s][^:]*:\d+:\d+: error: "#, options: .regularExpression), "not located: " + context)
            XCTAssertTrue(fragment.isEmpty || line.localizedCaseInsensitiveContains(fragment), "expected '\(fragment)': " + context)
        }
    }
}

/// PNG's CRC-32, for building hostile headers with a valid checksum.
enum PNGBytesCRC {
    static func crc32(_ bytes: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
        }
        return ~crc
    }
}
