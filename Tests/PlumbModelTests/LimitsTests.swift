import Foundation
import PlumbModel
import XCTest

/// Every budget of `Limits` is checked before the work it bounds and ends in one located
/// error naming the limit; inputs just inside the budgets still resolve.
final class LimitsTests: XCTestCase {
    /// Resolves component `c` (plus `others`) against `tokens` and returns the error text.
    func error(_ spec: String, tokens: String = "colors: {accent: \"#E89B3C\"}\n", others: [String: String] = [:],
               variant: String = "default", file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try resolve(spec, tokens: tokens, others: others, variant: variant)
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch {
            return "\(error)"
        }
    }

    func resolve(_ spec: String, tokens: String = "colors: {accent: \"#E89B3C\"}\n", others: [String: String] = [:],
                 variant: String = "default") throws -> ResolvedComponent {
        let t = try Tokens.parse(YAMLReader().parse(tokens, file: "tokens.yaml"), file: "tokens.yaml")
        var components = ["c": try ComponentSpec.parse(YAMLReader().parse(spec, file: "c.yaml"), file: "c.yaml")]
        for (name, text) in others {
            components[name] = try ComponentSpec.parse(YAMLReader().parse(text, file: "\(name).yaml"), file: "\(name).yaml")
        }
        return try SpecResolver(system: DesignSystem(name: "s", directory: "s", tokens: t, components: components)).resolve("c", variant: variant)
    }

    func tokensError(_ text: String) -> String? {
        do {
            _ = try Tokens.parse(YAMLReader().parse(text, file: "tokens.yaml"), file: "tokens.yaml")
            return nil
        } catch { return "\(error)" }
    }

    // MARK: Modifiers per node

    func testModifiersPerNode() throws {
        let list = { (n: Int) in Array(repeating: "{padding: 1}", count: n).joined(separator: ", ") }
        XCTAssertNoThrow(try resolve("component: c\nbody:\n  text: a\n  modifiers: [\(list(32))]\n"))
        // Reported at the 33rd modifier (column 15 + 14 × 32).
        XCTAssertEqual(error("component: c\nbody:\n  text: a\n  modifiers: [\(list(3000))]\n"),
                       "c.yaml:4:463: error: a node with 3,000 modifiers exceeds the modifiers-per-node limit of 32")
        // A variant's modifiers add to the body's: its third is the 33rd.
        XCTAssertEqual(error("component: c\nvariants:\n  v: {modifiers: [\(list(4))]}\nbody:\n  text: a\n  modifiers: [\(list(30))]\n",
                             variant: "v"),
                       "c.yaml:3:47: error: a node with 34 modifiers exceeds the modifiers-per-node limit of 32")
    }

    // MARK: Token chains

    func chain(_ section: String, _ n: Int, end: String, reversed: Bool = false) -> String {
        var lines = (0..<n).map { "  t\($0): t\($0 + 1)" } + ["  t\(n): \(end)"]
        if reversed { lines.reverse() }
        return "\(section):\n" + lines.joined(separator: "\n") + "\n"
    }

    func testTokenChainsOverTheLimitFailWhereTheyPassIt() {
        // t0 → … → t64 is 65 tokens: the reference `t63: t64` (line 65) passes the limit.
        XCTAssertEqual(tokensError(chain("spacing", 20_000, end: "4")),
                       "tokens.yaml:65:8: error: the token reference chain from 'spacing.t0' through 'spacing.t64' exceeds the token-chain limit of 64 references")
        XCTAssertEqual(tokensError(chain("sizes", 20_000, end: "4")),
                       "tokens.yaml:65:8: error: the token reference chain from 'sizes.t0' through 'sizes.t64' exceeds the token-chain limit of 64 references")
        XCTAssertEqual(tokensError(chain("colors", 20_000, end: "\"#FF0000\"")),
                       "tokens.yaml:65:8: error: the token reference chain from 't0' through 't64' exceeds the token-chain limit of 64 references")
        XCTAssertEqual(tokensError(chain("fonts", 20_000, end: "{size: 12}")),
                       "tokens.yaml:65:8: error: the token reference chain from 't0' through 't64' exceeds the token-chain limit of 64 references")
        // Written leaf first, the memo still counts the hops below: the 65th token from the
        // leaf fails, at its own reference.
        XCTAssertEqual(tokensError(chain("spacing", 20_000, end: "4", reversed: true)),
                       "tokens.yaml:66:11: error: the token reference chain from 'spacing.t19936' through 'spacing.t19937' exceeds the token-chain limit of 64 references")
    }

    func testTokenChainAtTheLimitResolves() throws {
        let t = try Tokens.parse(YAMLReader().parse(chain("spacing", 63, end: "4") + chain("colors", 63, end: "\"#FF0000\""),
                                                    file: "tokens.yaml"), file: "tokens.yaml")
        XCTAssertEqual(try t.number(named: "t0", groups: [.spacing], at: .file("x")), 4)
        // One more hop from a spec reference is over.
        XCTAssertEqual(error("component: c\nbody:\n  text: a\n  modifiers: [{padding: t0}]\n", tokens: chain("spacing", 64, end: "4")),
                       "tokens.yaml:65:8: error: the token reference chain from 'spacing.t0' through 'spacing.t64' exceeds the token-chain limit of 64 references")
    }

    func testValidatingManyTokensIsLinear() throws {
        // 400 chains of 50 references (20,400 colours): each token resolved once per appearance.
        var lines: [String] = []
        for c in 0..<400 {
            for i in 0..<50 { lines.append("  c\(c)x\(i): {ref: c\(c)x\(i + 1), opacity: 0.9}") }
            lines.append("  c\(c)x50: {light: \"#FF0000\", dark: \"#00FF00\"}")
        }
        let text = "colors:\n" + lines.joined(separator: "\n") + "\n"
        let root = try YAMLReader().parse(text, file: "tokens.yaml")
        let start = Date()
        let t = try Tokens.parse(root, file: "tokens.yaml")
        let elapsed = Date().timeIntervalSince(start)
        // Linear is ~0.3 s here; quadratic (20,400² resolutions) would take minutes. The bound is
        // loose so a loaded machine (parallel builds on 2 cores) does not fail it.
        XCTAssertLessThan(elapsed, 10.0, "validation took \(elapsed) s")
        XCTAssertEqual(try t.color(named: "c7x0", appearance: .dark, at: .file("x")).solidColor?.a ?? 0, pow(0.9, 50), accuracy: 1e-9)
    }

    func testCyclesStillReportedWhereTheyClose() {
        XCTAssertEqual(tokensError("spacing:\n  a: b\n  b: c\n  c: a\n"),
                       "tokens.yaml:4:6: error: cyclic token reference: spacing.a → spacing.b → spacing.c → spacing.a")
        XCTAssertEqual(tokensError("fonts:\n  a: {ref: b}\n  b: a\n"),
                       "tokens.yaml:3:6: error: cyclic token reference: a → b → a")
    }

    // MARK: Tree

    /// A component whose body nests `n` vstacks (sequence shorthand: two YAML levels each).
    func nested(_ name: String, _ n: Int, leaf: String) -> String {
        var s = leaf
        for _ in 0..<n { s = "{vstack: [\(s)]}" }
        return "component: \(name)\nbody: \(s)\n"
    }

    func testTreeDepthCountsViewsThroughUses() throws {
        // c and d1, d2 hold 40 vstacks and a `use` each (123 views); d3's sixth vstack is the
        // 129th view on the path and fails, located in d3.
        var others: [String: String] = [:]
        for i in 1...2 { others["d\(i)"] = nested("d\(i)", 40, leaf: "{use: d\(i + 1)}") }
        others["d3"] = nested("d3", 10, leaf: "{text: x}")
        XCTAssertEqual(error(nested("c", 40, leaf: "{use: d1}"), others: others),
                       "d3.yaml:2:58: error: a view nested 129 deep exceeds the tree-depth limit of 128 views")
        // 128 views exactly: 123 + four vstacks and a text in d3.
        others["d3"] = nested("d3", 4, leaf: "{text: x}")
        XCTAssertNoThrow(try resolve(nested("c", 40, leaf: "{use: d1}"), others: others))
    }

    func testViewsPerComponentStopsAUseBomb() {
        // c uses b1 ten times, b1 uses b2 ten times, … 10^16 texts if expanded; the first
        // view over budget (a text in b16) fails, long before.
        var others: [String: String] = [:]
        for i in 1...15 {
            others["b\(i)"] = "component: b\(i)\nbody:\n  vstack: [" + Array(repeating: "{use: b\(i + 1)}", count: 10).joined(separator: ", ") + "]\n"
        }
        others["b16"] = "component: b16\nbody: {text: x}\n"
        let start = Date()
        let e = error("component: c\nbody:\n  vstack: [" + Array(repeating: "{use: b1}", count: 10).joined(separator: ", ") + "]\n", others: others)
        XCTAssertEqual(e, "b16.yaml:2:8: error: component 'c' with more than 20,000 views exceeds the views-per-component limit of 20,000 views")
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    func testUseNesting() {
        var others: [String: String] = [:]
        for i in 1...17 { others["u\(i)"] = "component: u\(i)\nbody: {use: u\(i + 1)}\n" }
        others["u18"] = "component: u18\nbody: {text: x}\n"
        XCTAssertEqual(error("component: c\nbody: {use: u1}\n", others: others),
                       "u16.yaml:2:13: error: 'use' of 'u17' nested 17 deep exceeds the use-nesting limit of 16")
    }

    func testPropInterpolationThroughUsesCannotMultiplyPastTheTextLimit() {
        // Each level interpolates its prop 60 times into the next: 2 × 60⁸ characters if built.
        var others: [String: String] = [:]
        let rep = String(repeating: "{t}", count: 60)
        for i in 1...7 { others["p\(i)"] = "component: p\(i)\nprops: {t: ab}\nbody: {use: p\(i + 1), props: {t: \"\(rep)\"}}\n" }
        others["p8"] = "component: p8\nprops: {t: ab}\nbody: {text: \"{t}\"}\n"
        XCTAssertEqual(error("component: c\nprops: {t: ab}\nbody: {use: p1, props: {t: \"\(rep)\"}}\n", others: others),
                       "p2.yaml:3:28: error: text interpolated from props (14,400 characters so far) exceeds the text-length limit of 10,000 characters")
    }

    func testTextLength() {
        let long = String(repeating: "é", count: 10_001)
        XCTAssertEqual(error("component: c\nbody:\n  text: \(long)\n"),
                       "c.yaml:3:9: error: a text of 10,001 characters exceeds the text-length limit of 10,000 characters")
        XCTAssertNoThrow(try resolve("component: c\nbody:\n  text: \(String(repeating: "e\u{301}", count: 10_000))\n"))
    }
}

/// NaN, ∞, 1e308 and huge integers in every numeric field end in a located error; -0 is 0.
final class NumberLimitsTests: XCTestCase {
    let tokens = "colors: {accent: \"#E89B3C\"}\nspacing: {pad: 4}\n"

    func resolve(_ spec: String, tokens: String? = nil) throws -> ResolvedComponent {
        let t = try Tokens.parse(YAMLReader().parse(tokens ?? self.tokens, file: "tokens.yaml"), file: "tokens.yaml")
        let c = try ComponentSpec.parse(YAMLReader().parse(spec, file: "c.yaml"), file: "c.yaml")
        return try SpecResolver(system: DesignSystem(name: "s", directory: "s", tokens: t, components: ["c": c])).resolve("c")
    }

    /// Fields of a node written with `X` where the bad number goes.
    let fields = [
        "modifiers: [{frame: {width: X}}]", "modifiers: [{frame: {maxWidth: X}}]", "modifiers: [{padding: X}]",
        "modifiers: [{padding: {top: X}}]", "modifiers: [{offset: {x: X}}]", "modifiers: [{cornerRadius: X}]",
        "modifiers: [{stroke: {color: accent, lineWidth: X}}]", "modifiers: [{opacity: X}]", "modifiers: [{scaleEffect: X}]",
        "modifiers: [{scaleEffect: {x: 1, y: X}}]", "modifiers: [{rotationEffect: X}]", "modifiers: [{rotationEffect: {degrees: X}}]",
        "modifiers: [{shadow: {radius: X}}]", "modifiers: [{shadow: {x: X}}]", "modifiers: [{shadow: {y: X}}]",
        "modifiers: [{backdropBlur: X}]", "modifiers: [{backdropBlur: {radius: X}}]", "modifiers: [{trim: {from: 0, to: X}}]",
        "modifiers: [{tracking: X}]", "modifiers: [{lineLimit: X}]", "modifiers: [{font: {size: X}}]",
        "modifiers: [{font: {size: 12, lineHeight: X}}]", "modifiers: [{font: {size: 12, tracking: X}}]", "modifiers: [{layoutPriority: X}]",
        "modifiers: [{foregroundColor: {ref: accent, opacity: X}}]",
        "modifiers: [{fill: {linear: {from: {x: X, y: 0}, stops: [accent, accent]}}}]",
        "modifiers: [{fill: {radial: {endRadius: X, stops: [accent, accent]}}}]",
    ]

    func testBadNumbersInEveryFieldAreLocatedErrors() {
        for value in [".nan", ".inf", "-.inf", "1e308", "-1e308", "99999999999999999999999", "-99999999999999999999999"] {
            // `maxWidth: .inf` is SwiftUI's `.infinity`, the one infinite value allowed.
            for field in fields where !(field.contains("maxWidth") && value == ".inf") {
                let spec = "component: c\nbody:\n  rectangle: {}\n  " + field.replacingOccurrences(of: "X", with: value) + "\n"
                do {
                    _ = try resolve(spec)
                    XCTFail("\(field) = \(value) resolved")
                } catch let e as PlumbError {
                    XCTAssertEqual(e.location?.file, "c.yaml", "\(field) = \(value): \(e)")
                    XCTAssertEqual(e.location?.line, 4, "\(field) = \(value): \(e)")
                } catch { XCTFail("\(error)") }
            }
        }
    }

    func testBadNumbersInNodeOptionsAndTokens() {
        for (spec, expected) in [
            ("  grid: {columns: 1e308, children: []}", "c.yaml:3:19: error: grid columns must be a whole number from 1 to 64"),
            ("  vstack: {spacing: .nan, children: []}", "c.yaml:3:21: error: spacing must be finite"),
            ("  spacer: {minLength: 1e308}", "c.yaml:3:23: error: minLength 1e+308 pt exceeds the 16,384 pt limit"),
            ("  icon: {path: M0 0, viewBox: [1e-300, 1]}", "c.yaml:3:31: error: viewBox aspect ratio 1e-300 × 1 is beyond 1:100"),
        ] {
            XCTAssertThrowsError(try resolve("component: c\nbody:\n" + spec + "\n")) { XCTAssertEqual("\($0)", expected) }
        }
        XCTAssertThrowsError(try resolve("component: c\nbody: {text: a}\n", tokens: "spacing: {pad: 1e308}\n")) {
            XCTAssertEqual("\($0)", "tokens.yaml:1:16: error: token 'pad' 1e+308 pt exceeds the 16,384 pt limit")
        }
        XCTAssertThrowsError(try resolve("component: c\nbody: {text: a}\n", tokens: "colors: {a: \"oklch(0.5 1e308 30)\"}\nfonts: {f: {size: .inf}}\n")) {
            XCTAssertEqual("\($0)", "tokens.yaml:2:19: error: font size must be finite, found .inf")
        }
        XCTAssertThrowsError(try resolve("component: c\nbody: {text: a}\nwidth: 1e308\n")) {
            XCTAssertEqual("\($0)", "c.yaml:3:8: error: width 1e+308 pt exceeds the 16,384 pt limit")
        }
    }

    func testScaleEffectLimit() {
        XCTAssertThrowsError(try resolve("component: c\nbody:\n  rectangle: {}\n  modifiers: [{scaleEffect: 100}]\n")) {
            XCTAssertEqual("\($0)", "c.yaml:4:29: error: scaleEffect 100 exceeds the scale-factor limit of 32")
        }
        XCTAssertThrowsError(try resolve("component: c\nbody:\n  rectangle: {}\n  modifiers: [{scaleEffect: {x: -33}}]\n")) {
            XCTAssertEqual("\($0)", "c.yaml:4:33: error: scaleEffect x -33 exceeds the scale-factor limit of 32")
        }
    }

    func testNegativeZeroIsZeroAndHugeChromaClips() throws {
        let c = try resolve("component: c\nbody:\n  rectangle: {}\n  modifiers: [{padding: -0}, {offset: {x: -0}}, {frame: {width: -0}}]\n",
                            tokens: "colors: {a: \"oklch(0.5 1e308 30)\"}\n")
        guard case .padding(let p) = c.root.modifiers[0], case .offset(let x, _) = c.root.modifiers[1],
              case .frame(let f) = c.root.modifiers[2] else { return XCTFail("modifiers") }
        XCTAssertEqual(p.top.sign, .plus)
        XCTAssertEqual(x.sign, .plus)
        XCTAssertEqual(f.width?.sign, .plus)
        let t = try Tokens.parse(YAMLReader().parse("colors: {a: \"oklch(0.5 1e308 30)\"}\n", file: "t"), file: "t")
        let rgba = try XCTUnwrap(t.color(named: "a", appearance: .light, at: .file("t")).solidColor)
        XCTAssertEqual([rgba.r, rgba.g, rgba.b, rgba.a], [0, 0, 0, 1])
    }
}
