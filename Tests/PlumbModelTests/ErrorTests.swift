import PlumbModel
import XCTest

/// Every kind of bad input gives one located, teaching error (never a crash).
final class ErrorTests: XCTestCase {
    let baseTokens = """
    colors: {accent: "#E89B3C", text-primary: "#121212"}
    spacing: {space-md: 16}
    sizes: {button: 52}
    """

    /// Resolves component `c` and returns the error it throws.
    func error(_ spec: String, tokens: String? = nil, variant: String = "default",
               file: StaticString = #filePath, line: UInt = #line) -> PlumbError? {
        do {
            let t = try Tokens.parse(YAMLReader().parse(tokens ?? baseTokens, file: "tokens.yaml"), file: "tokens.yaml")
            let c = try ComponentSpec.parse(YAMLReader().parse(spec, file: "c.yaml"), file: "c.yaml")
            let system = DesignSystem(name: "s", directory: "s", tokens: t, components: ["c": c])
            _ = try SpecResolver(system: system).resolve("c", variant: variant)
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch let e as PlumbError {
            return e
        } catch {
            XCTFail("unexpected error type \(error)", file: file, line: line)
            return nil
        }
    }

    func check(_ e: PlumbError?, _ location: String, _ fragments: [String], file: StaticString = #filePath, line: UInt = #line) {
        guard let e else { return }
        XCTAssertEqual(e.location?.description, location, e.description, file: file, line: line)
        for f in fragments {
            XCTAssertTrue(e.message.contains(f), "'\(e.message)' should contain '\(f)'", file: file, line: line)
        }
        XCTAssertFalse(e.description.contains("\n"), "one line", file: file, line: line)
        XCTAssertTrue(e.description.hasPrefix(location + ": error: "), file: file, line: line)
    }

    func testYAMLSyntaxError() {
        check(error("component: c\nbody:\n  text: [unclosed\n"), "c.yaml:4:1", ["invalid YAML"])
        check(error("component: c\nbody: {text: \"a\"\n  bad: : x\n"), "c.yaml:3:3", ["invalid YAML"])
    }

    func testUnknownNodeKind() {
        check(error("component: c\nbody:\n  hstak:\n    children: []\n"), "c.yaml:3:3",
              ["unknown node kind 'hstak'", "did you mean 'hstack'"])
    }

    func testModifierUsedAsNodeKind() {
        check(error("component: c\nbody:\n  text: a\n  padding: 4\n"), "c.yaml:4:3", ["'padding' is a modifier"])
    }

    func testUnknownModifier() {
        check(error("component: c\nbody:\n  text: a\n  modifiers: [{paddng: 4}]\n"), "c.yaml:4:16",
              ["unknown modifier 'paddng'", "did you mean 'padding'"])
    }

    func testUnknownTokenWithSuggestion() {
        check(error("component: c\nbody:\n  text: a\n  modifiers:\n    - foregroundColor: acent\n"), "c.yaml:5:24",
              ["unknown colour token 'acent'", "did you mean 'accent'"])
        check(error("component: c\nbody:\n  text: a\n  modifiers: [{padding: space-m}]\n"), "c.yaml:4:25",
              ["unknown token 'space-m'", "did you mean 'space-md'"])
    }

    func testWrongValueType() {
        check(error("component: c\nbody:\n  text: a\n  modifiers: [{opacity: lots}]\n"), "c.yaml:4:25",
              ["expected a number for opacity", "'lots'"])
        check(error("component: c\nbody:\n  vstack:\n    children: {a: 1}\n"), "c.yaml:4:15", ["expected a list for children"])
        // A list is a text made of runs: each item must be a run.
        check(error("component: c\nbody:\n  text: [a]\n"), "c.yaml:3:10", ["each text run is a mapping with 'text'", "found 'a'"])
        check(error("component: c\nbody:\n  text: {a: 1}\n"), "c.yaml:3:9", ["expected the text's string, found a mapping"])
    }

    func testCyclicTokenReference() {
        do {
            _ = try Tokens.parse(YAMLReader().parse("colors:\n  a: b\n  b: c\n  c: a\n", file: "tokens.yaml"), file: "tokens.yaml")
            XCTFail("expected a cycle error")
        } catch let e as PlumbError {
            // Reported at the reference that closes the cycle (`c: a`).
            check(e, "tokens.yaml:4:6", ["cyclic token reference: a → b → c → a"])
        } catch { XCTFail("\(error)") }
        do {
            _ = try Tokens.parse(YAMLReader().parse("spacing:\n  x: y\n  y: x\n", file: "tokens.yaml"), file: "tokens.yaml")
            XCTFail("expected a cycle error")
        } catch let e as PlumbError {
            XCTAssertTrue(e.message.contains("cyclic token reference: spacing.x → spacing.y → spacing.x"), e.message)
        } catch { XCTFail("\(error)") }
    }

    func testCyclicComponentUse() {
        let a = "component: a\nbody:\n  use: b\n"
        let b = "component: b\nbody:\n  vstack:\n    children:\n      - use: a\n"
        do {
            let t = try Tokens.parse(YAMLReader().parse(baseTokens, file: "tokens.yaml"), file: "tokens.yaml")
            let system = DesignSystem(name: "s", directory: "s", tokens: t, components: [
                "a": try ComponentSpec.parse(YAMLReader().parse(a, file: "a.yaml"), file: "a.yaml"),
                "b": try ComponentSpec.parse(YAMLReader().parse(b, file: "b.yaml"), file: "b.yaml"),
            ])
            _ = try SpecResolver(system: system).resolve("a")
            XCTFail("expected a cycle error")
        } catch let e as PlumbError {
            check(e, "b.yaml:5:14", ["cyclic component use: a → b → a"])
        } catch { XCTFail("\(error)") }
    }

    func testNegativeOrNonFiniteSize() {
        check(error("component: c\nbody:\n  rectangle: {}\n  modifiers: [{frame: {width: -5}}]\n"), "c.yaml:4:31",
              ["frame width must not be negative"])
        check(error("component: c\nbody:\n  rectangle: {}\n  modifiers: [{frame: {height: .inf}}]\n"), "c.yaml:4:32",
              ["frame height must be finite"])
        check(error("component: c\nbody:\n  rectangle: {}\n  modifiers: [{frame: {width: .nan}}]\n"), "c.yaml:4:31",
              ["frame width"])
        check(error("component: c\nwidth: -1\nbody:\n  rectangle: {}\n"), "c.yaml:2:8", ["width must not be negative"])
    }

    func testWidthOverLimit() {
        check(error("component: c\nwidth: 20000\nbody:\n  rectangle: {}\n"), "c.yaml:2:8", ["20000 pt exceeds the 16,384 pt limit"])
        check(error("component: c\nbody:\n  rectangle: {}\n  modifiers: [{frame: {maxWidth: 1e9}}]\n"), "c.yaml:4:34",
              ["exceeds the 16,384 pt limit"])
    }

    func testMissingProp() {
        check(error("component: c\nprops: {name: Oil}\nbody:\n  text: \"{nme}\"\n"), "c.yaml:4:9",
              ["missing prop 'nme'", "did you mean 'name'", "declared props: name"])
    }

    func testUnknownVariantAndComponentKeys() {
        check(error("component: c\nbody:\n  text: a\n", variant: "presed"), "c.yaml:1:1", ["no variant 'presed'"])
        check(error("component: c\nwdith: 3\nbody:\n  text: a\n"), "c.yaml:2:1", ["unknown key 'wdith'", "did you mean 'width'"])
    }

    func testUnknownFontWeightAndIcon() {
        check(error("component: c\nbody:\n  text: a\n  modifiers: [{font: {size: 12, weight: bolder}}]\n"), "c.yaml:4:41",
              ["unknown font weight 'bolder'", "did you mean 'bold'"])
        check(error("component: c\nbody:\n  icon: chevron.rigth\n"), "c.yaml:3:9", ["unknown icon 'chevron.rigth'", "did you mean 'chevron.right'"])
    }

    func testAliasBombIsRejected() {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...9 { yaml += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n" }
        XCTAssertThrowsError(try YAMLReader().parse(yaml, file: "bomb.yaml")) { e in
            XCTAssertTrue((e as? PlumbError)?.message.contains("alias") ?? false, "\(e)")
        }
    }

    func testMissingFileAndEmptyFile() {
        XCTAssertThrowsError(try YAMLReader().read(file: "/nonexistent/tokens.yaml")) { e in
            XCTAssertEqual((e as? PlumbError)?.location?.description, "/nonexistent/tokens.yaml:1:1")
        }
        XCTAssertThrowsError(try YAMLReader().parse("", file: "e.yaml")) { e in
            XCTAssertEqual((e as? PlumbError)?.message, "the file is empty")
        }
    }
}
