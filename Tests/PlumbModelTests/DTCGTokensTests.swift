import Foundation
import PlumbModel
import XCTest

/// W3C Design Tokens (`dtcg:` in tokens.yaml): every type, alias, `$ref`, cycle, error and the
/// resolver's light/dark contexts.
final class DTCGTokensTests: XCTestCase {
    var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("dtcg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: dir)
    }

    /// Writes `files` and a tokens.yaml naming `dtcg`, then loads it.
    func load(_ files: [String: String], dtcg: String = "t.tokens.json", yaml: String = "") throws -> Tokens {
        for (name, text) in files { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let tokensFile = dir.appendingPathComponent("tokens.yaml").path
        try "dtcg: \(dtcg)\n\(yaml)".write(toFile: tokensFile, atomically: true, encoding: .utf8)
        return try Tokens.load(file: tokensFile)
    }

    /// The error loading `json` as t.tokens.json, with the file path shortened to its name.
    func error(_ json: String, _ files: [String: String] = [:], yaml: String = "", file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try load(files.merging(["t.tokens.json": json]) { a, _ in a }, yaml: yaml)
            XCTFail("expected an error", file: file, line: line)
            return ""
        } catch let e as PlumbError {
            return e.description.replacingOccurrences(of: dir.path + "/", with: "")
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
            return ""
        }
    }

    func hex(_ t: Tokens, _ name: String, _ a: Appearance = .light) throws -> String {
        "\(try t.color(named: name, appearance: a, at: .file("test")))"
    }

    func testColourSpaces() throws {
        let t = try load(["t.tokens.json": """
        {"c": {"$type": "color",
          "srgb": {"$value": {"colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.5}},
          "hex": {"$value": "#E89B3C"},
          "p3": {"$value": {"colorSpace": "display-p3", "components": [0.5, 0.5, 0.5]}},
          "p3red": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}},
          "linear": {"$value": {"colorSpace": "srgb-linear", "components": [1, 0, 1]}},
          "hsl": {"$value": {"colorSpace": "hsl", "components": [0, 100, 25]}},
          "hwb": {"$value": {"colorSpace": "hwb", "components": [120, 0, 0]}},
          "grey": {"$value": {"colorSpace": "hwb", "components": [0, 50, 50]}},
          "oklch": {"$value": {"colorSpace": "oklch", "components": [0.5, 0, 0]}},
          "oklab": {"$value": {"colorSpace": "oklab", "components": [0.5, 0, 0], "alpha": 1}},
          "none": {"$value": {"colorSpace": "srgb", "components": ["none", 1, 1]}},
          "lab": {"$value": {"colorSpace": "lab", "components": [50, 10, 10], "hex": "#7F6F66"}}
        }}
        """])
        XCTAssertEqual(try hex(t, "c.srgb"), "#FF800080")
        XCTAssertEqual(try hex(t, "c.hex"), "#E89B3C")
        XCTAssertEqual(try hex(t, "c.p3"), "#808080")     // grey is grey in every RGB space
        XCTAssertEqual(try hex(t, "c.p3red"), "#FF0000")  // outside sRGB: clipped per channel
        XCTAssertEqual(try hex(t, "c.linear"), "#FF00FF")
        XCTAssertEqual(try hex(t, "c.hsl"), "#800000")
        XCTAssertEqual(try hex(t, "c.hwb"), "#00FF00")
        XCTAssertEqual(try hex(t, "c.grey"), "#808080")
        XCTAssertEqual(try hex(t, "c.oklch"), "#636363")  // L 0.5 → sRGB 99/255, as OKLCH.swift
        XCTAssertEqual(try hex(t, "c.oklab"), "#636363")
        XCTAssertEqual(try hex(t, "c.none"), "#00FFFF")
        XCTAssertEqual(try hex(t, "c.lab"), "#7F6F66")    // no maths for lab: its hex fallback
        XCTAssertEqual(t.order["colors"], ["c.srgb", "c.hex", "c.p3", "c.p3red", "c.linear", "c.hsl", "c.hwb", "c.grey",
                                           "c.oklch", "c.oklab", "c.none", "c.lab"])
    }

    func testDimensionsNumbersAndTheirGroups() throws {
        let t = try load(["t.tokens.json": """
        {
          "spacing": {"$type": "dimension", "md": {"$value": {"value": 16, "unit": "px"}}, "lg": {"$value": {"value": 1.5, "unit": "rem"}}},
          "radius": {"card": {"$type": "dimension", "$value": {"value": 1.25, "unit": "rem"}}},
          "size": {"button": {"$type": "dimension", "$value": {"value": 52, "unit": "px"}}},
          "opacity": {"muted": {"$type": "number", "$value": 0.6}}
        }
        """])
        XCTAssertEqual(try t.number(named: "spacing.md", groups: [.spacing], at: .file("x")), 16)
        XCTAssertEqual(try t.number(named: "spacing.lg", groups: [.spacing], at: .file("x")), 24)
        XCTAssertEqual(try t.number(named: "radius.card", groups: [.radii], at: .file("x")), 20)
        XCTAssertEqual(try t.number(named: "size.button", groups: [.sizes], at: .file("x")), 52)
        XCTAssertEqual(try t.number(named: "opacity.muted", groups: [.sizes], at: .file("x")), 0.6)
        XCTAssertFalse(t.hasNumber("radius.card", in: [.spacing, .sizes]))
    }

    func testTypographyFontWeightAndFamily() throws {
        let t = try load(["t.tokens.json": """
        {
          "font": {
            "family": {"$type": "fontFamily", "rounded": {"$value": ["Nunito", "ui-rounded"]}},
            "weight": {"$type": "fontWeight", "semi": {"$value": "semi-bold"}, "heavy": {"$value": 840}}
          },
          "typography": {"$type": "typography",
            "title": {"$value": {"fontFamily": "{font.family.rounded}", "fontSize": {"value": 20, "unit": "px"},
                                 "fontWeight": "{font.weight.semi}", "letterSpacing": {"value": 0.5, "unit": "px"}, "lineHeight": 1.5}},
            "caption": {"$value": {"fontFamily": "system-ui", "fontSize": {"value": 0.75, "unit": "rem"}, "fontWeight": "{font.weight.heavy}"},
                        "$extensions": {"dev.plumb": {"relativeTo": "caption1"}}}
          }
        }
        """])
        let title = try t.font(named: "typography.title", dynamicType: .large, at: .file("x"))
        XCTAssertEqual(title.size, 20)
        XCTAssertEqual(title.weight, .semibold)
        XCTAssertEqual(title.design, .rounded)
        XCTAssertEqual(title.tracking, 0.5)
        XCTAssertEqual(title.lineHeight, 30)
        XCTAssertEqual(title.scaling, .fixed)
        let caption = try t.font(named: "typography.caption", dynamicType: .large, at: .file("x"))
        XCTAssertEqual(caption.size, 12)
        XCTAssertEqual(caption.weight, .heavy)  // 840 → the nearest hundred, 800
        XCTAssertEqual(caption.scaling, .relative(.caption1))
        XCTAssertEqual(try t.font(named: "typography.caption", dynamicType: .accessibility5, at: .file("x")).size, 43)  // caption1's own ratio, 43 / 12
        XCTAssertEqual(t.order["fonts"], ["typography.title", "typography.caption"])
    }

    func testGradientShadowAndBorder() throws {
        let t = try load(["t.tokens.json": """
        {
          "gradient": {"hero": {"$type": "gradient", "$value": [
            {"color": "#FF0000", "position": 0}, {"color": {"colorSpace": "srgb", "components": [0, 0, 1]}, "position": 1.5}]}},
          "shadow": {"card": {"$type": "shadow", "$value": [
            {"color": "#00000033", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 4, "unit": "px"},
             "blur": {"value": 8, "unit": "px"}, "spread": {"value": 0, "unit": "px"}},
            {"color": "#0000001A", "offsetX": {"value": 1, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}}]}},
          "border": {"field": {"$type": "border", "$value": {"color": "#D0D0D0", "width": {"value": 1, "unit": "px"}, "style": "solid"}}}
        }
        """])
        XCTAssertEqual(try hex(t, "gradient.hero"), "\(Paint.linear(start: UnitPoint(x: 0.5, y: 0), end: UnitPoint(x: 0.5, y: 1), stops: [GradientStop(color: RGBA(r: 1, g: 0, b: 0), location: 0), GradientStop(color: RGBA(r: 0, g: 0, b: 1), location: 1)]))")
        let shadow = try XCTUnwrap(t.styles["shadow.card"])
        XCTAssertEqual(Self.text(shadow.modifiers),
                       "[{shadow: {color: '#00000033', radius: 4, x: 0, y: 4}}, {shadow: {color: '#0000001A', radius: 1, x: 1, y: 1}}]")
        XCTAssertEqual(Self.text(try XCTUnwrap(t.styles["border.field"]).modifiers), "[{strokeBorder: {color: '#D0D0D0', lineWidth: 1}}]")
        XCTAssertEqual(t.order["styles"], ["shadow.card", "border.field"])
    }

    /// Compact YAML text of a value, for comparing converted tokens.
    static func text(_ v: YAMLValue) -> String {
        switch v {
        case .scalar(let s, let quoted, _): return quoted ? "'\(s)'" : s
        case .sequence(let items, _): return "[" + items.map(text).joined(separator: ", ") + "]"
        case .mapping(let pairs, _): return "{" + pairs.map { "\(text($0.key)): \(text($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    func testAliasesTypeInheritanceAndRefs() throws {
        let t = try load(["t.tokens.json": """
        {
          "color": {"$type": "color",
            "blue": {"500": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 1], "alpha": 1}}},
            "accent": {"$value": "{color.blue.500}"},
            "link": {"$value": "{color.accent}"},
            "ref": {"$value": {"$ref": "#/color/blue/500"}},
            "half": {"$value": {"colorSpace": "srgb", "components": {"$ref": "#/color/blue/500/$value/components"}, "alpha": 0.5}}
          },
          "untyped": {"$value": "{color.link}"},
          "space": {"base": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}},
                    "double": {"$type": "dimension", "$value": {"value": {"$ref": "#/space/base/$value/value"}, "unit": "rem"}}}
        }
        """])
        for name in ["color.blue.500", "color.accent", "color.link", "color.ref", "untyped"] {
            XCTAssertEqual(try hex(t, name), "#0066FF", name)
        }
        XCTAssertEqual(try hex(t, "color.half"), "#0066FF80")
        XCTAssertEqual(try t.number(named: "space.double", groups: [.spacing], at: .file("x")), 128)
    }

    func testYAMLTokensUseDTCGTokensAndClashesAreErrors() throws {
        let t = try load(["t.tokens.json": ##"{"color": {"brand": {"$type": "color", "$value": "#112233"}}}"##],
                         yaml: "colors: {accent: color.brand, muted: {ref: color.brand, opacity: 0.5}}\n")
        XCTAssertEqual(try hex(t, "accent"), "#112233")
        XCTAssertEqual(try hex(t, "muted"), "#11223380")
        XCTAssertEqual(error(##"{"accent": {"$type": "color", "$value": "#112233"}}"##, yaml: "colors: {accent: \"#000000\"}\n"),
                       "t.tokens.json:1:2: error: token 'accent' is also in tokens.yaml's colors")
    }

    func testCyclesAreLocatedAndNameTheLoop() {
        XCTAssertEqual(error("""
        {"color": {"$type": "color",
          "a": {"$value": "{color.b}"},
          "b": {"$value": "{color.c}"},
          "c": {"$value": {"$ref": "#/color/a"}}
        }}
        """), "t.tokens.json:4:28: error: cyclic token reference: color.a → color.b → color.c → color.a (at /color/a)")
        XCTAssertEqual(error(##"{"x": {"$type": "color", "$value": "{x}"}}"##),
                       "t.tokens.json:1:36: error: cyclic token reference: x → x (at /x)")
    }

    func testErrorsAreLocatedWithTheirPointer() {
        let cases: [(String, String)] = [
            (##"{"c": {"$type": "color", "$value": "{c.missing}"}}"##,
             "t.tokens.json:1:36: error: unknown token '{c.missing}' (at /c)"),
            (##"{"c": {"$type": "colour", "$value": "#fff"}}"##,
             "t.tokens.json:1:37: error: unknown token type 'colour' — did you mean 'color'? (at /c)"),
            (##"{"d": {"$type": "dimension", "$value": {"value": 4, "unit": "em"}}}"##,
             "t.tokens.json:1:61: error: unit must be px or rem, found 'em' (at /d)"),
            (##"{"g": {"x": {"$value": 4}}}"##,
             "t.tokens.json:1:8: error: token 'g.x' has no $type: give it one, or its group (at /g/x)"),
            (##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 2, 0]}}}"##,
             "t.tokens.json:1:77: error: 'srgb' component 2 must be in 0…1, found 2 (at /c)"),
            (##"{"c": {"$type": "color", "$value": {"colorSpace": "lab", "components": [1, 2, 0]}}}"##,
             "t.tokens.json:1:51: error: colour space 'lab' is not supported without a 'hex' fallback — did you mean 'hwb' or 'oklab'? (supported: srgb, srgb-linear, display-p3, hsl, hwb, oklch, oklab) (at /c)"),
            (##"{"c": {"$type": "color", "$value": {"$ref": "#/nope"}}}"##,
             "t.tokens.json:1:45: error: '$ref' #/nope names no token (at /c)"),
            (##"{"a.b": {"$type": "color", "$value": "#fff"}}"##,
             "t.tokens.json:1:2: error: 'a.b' is not a valid token or group name (no '{', '}' or '.') (at /a.b)"),
            (##"{"c": {"$type": "color", "$value": "#fff", "child": {}}}"##,
             "t.tokens.json:1:44: error: a token cannot also be a group (child 'child') (at /c)"),
            (##"{"f": {"$type": "fontWeight", "$value": "bolder"}}"##,
             "t.tokens.json:1:41: error: unknown font weight 'bolder' — did you mean 'bold'? (at /f)"),
            (##"{"s": {"$type": "shadow", "$value": {"color": "#000", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 0, "unit": "px"}, "blur": {"value": 1, "unit": "px"}, "inset": true}}}"##,
             "t.tokens.json:1:178: error: inset shadows have no SwiftUI equivalent (at /s)"),
            (##"{"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}}}}"##,
             "t.tokens.json:1:56: error: no system design among the font families: end the list with system-ui, ui-rounded, ui-monospace or ui-serif (and give your files in fontFaces) (at /t)"),
            ("{\"c\": [1, 2]}",
             "t.tokens.json:1:7: error: expected a token (an object with \"$value\") or a group, found a list (at /c)"),
        ]
        for (json, expected) in cases { XCTAssertEqual(error(json), expected, json) }
    }

    func testMissingFileIsLocatedInTokensYAML() {
        XCTAssertThrowsError(try load([:], dtcg: "nope.tokens.json")) { e in
            XCTAssertEqual((e as? PlumbError)?.description.replacingOccurrences(of: dir.path + "/", with: ""),
                           "tokens.yaml:1:7: error: no such tokens file 'nope.tokens.json'")
        }
    }

    let resolver = """
    {
      "name": "Test", "version": "2025.10",
      "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
      "modifiers": {
        "theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"},
        "density": {"contexts": {"compact": [{"space": {"row": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}}}],
                                 "regular": [{"space": {"row": {"$type": "dimension", "$value": {"value": 12, "unit": "px"}}}}]},
                    "default": "regular"}
      },
      "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/density"}]
    }
    """

    func testResolverGivesLightAndDark() throws {
        let t = try load([
            "r.resolver.json": resolver,
            "base.tokens.json": ##"{"color": {"$type": "color", "white": {"$value": "#FFFFFF"}, "ink": {"$value": "#111111"}, "bg": {"$value": "{color.white}"}}}"##,
            "light.tokens.json": ##"{"color": {"text": {"$type": "color", "$value": "{color.ink}"}}, "shadow": {"card": {"$type": "shadow", "$value": {"color": "{color.ink}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}}}}}"##,
            "dark.tokens.json": ##"{"color": {"bg": {"$value": "#000000"}, "text": {"$type": "color", "$value": "{color.white}"}}, "shadow": {"card": {"$type": "shadow", "$value": {"color": "#FFFFFF", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}}}}}"##,
        ], dtcg: "r.resolver.json")
        XCTAssertEqual(try hex(t, "color.bg", .light), "#FFFFFF")
        XCTAssertEqual(try hex(t, "color.bg", .dark), "#000000")
        XCTAssertEqual(try hex(t, "color.text", .light), "#111111")
        XCTAssertEqual(try hex(t, "color.text", .dark), "#FFFFFF")
        XCTAssertEqual(try hex(t, "color.ink", .dark), "#111111")
        XCTAssertEqual(try t.number(named: "space.row", groups: [.spacing], at: .file("x")), 12)  // the default context
        XCTAssertEqual(Self.text(try XCTUnwrap(t.styles["shadow.card"]).modifiers),
                       "[{shadow: {color: {light: '#111111', dark: '#FFFFFF'}, radius: 2, x: 0, y: 2}}]")
        XCTAssertEqual(t.order["colors"], ["color.white", "color.ink", "color.bg", "color.text"])
    }

    func testResolverErrors() {
        let files = ["base.tokens.json": ##"{"s": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}}"##,
                     "light.tokens.json": "{}", "dark.tokens.json": ##"{"s": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}}}"##]
        func err(_ r: String) -> String {
            do {
                _ = try load(files.merging(["r.resolver.json": r]) { a, _ in a }, dtcg: "r.resolver.json")
                return "no error"
            } catch {
                return "\(error)".replacingOccurrences(of: dir.path + "/", with: "")
            }
        }
        XCTAssertEqual(err(resolver), "dark.tokens.json:1:40: error: token 's' differs between light and dark outside its colours: only colours may depend on the appearance")
        XCTAssertEqual(err(##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/base"}], "sets": {"bse": {"sources": []}}}"##),
                       "r.resolver.json:1:53: error: '#/sets/base' names no set — did you mean 'bse'?")
        XCTAssertEqual(err(##"{"version": "2025.10", "resolutionOrder": [{"type": "modifier", "contexts": {"a": []}, "default": "b"}]}"##),
                       "r.resolver.json:1:99: error: default context 'b' is not one of the contexts — did you mean 'a'?")
        XCTAssertEqual(err(##"{"version": "2024", "resolutionOrder": []}"##),
                       "r.resolver.json:1:13: error: resolver version must be \"2025.10\", found '2024'")
    }

    /// The example system: its resolver, aliases and `$ref`s resolve, and its component with them.
    func testExampleSystem() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let system = try DesignSystem.load(directory: root.appendingPathComponent("examples/dtcg").path)
        let t = system.tokens
        XCTAssertEqual(try hex(t, "color.surface", .light), "#FFFFFF")
        XCTAssertEqual(try hex(t, "color.surface", .dark), "#0F172B")
        XCTAssertEqual(try hex(t, "color.accent-muted", .light), "#0D948826")
        XCTAssertEqual(try hex(t, "color.accent-muted", .dark), "#0D94884D")
        XCTAssertEqual(try hex(t, "background-primary", .dark), "#000000")
        XCTAssertEqual(try t.number(named: "spacing.md", groups: [.spacing], at: .file("x")), 16)
        XCTAssertEqual(try t.font(named: "typography.title", dynamicType: .large, at: .file("x")).lineHeight, 25)
        let card = try SpecResolver(system: system).resolve("trip-card", variant: "default")
        XCTAssertEqual(card.name, "trip-card")
    }
}
