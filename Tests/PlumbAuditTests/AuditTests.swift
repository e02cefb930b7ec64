import Foundation
import PlumbAudit
import PlumbLayout
import PlumbModel
import XCTest

/// The audit's rules with exact numbers.
final class AuditTests: XCTestCase {
    let tokens = """
    colors:
      background-primary: {light: "#FFFFFF", dark: "#000000"}
      accent: "#E89B3C"
      grey: "#8E8E93"
      ink: "#000000"
      placeholder-text: "#C7C7CC"
    audit: {gridUnit: 4}
    """

    func system(_ components: [String: String], baseline: String? = nil) throws -> DesignSystem {
        let t = try Tokens.parse(YAMLReader().parse(tokens, file: "tokens.yaml"), file: "tokens.yaml")
        var specs: [String: ComponentSpec] = [:]
        for (name, yaml) in components {
            specs[name] = try ComponentSpec.parse(YAMLReader().parse(yaml, file: "\(name).yaml"), file: "\(name).yaml")
        }
        return DesignSystem(name: "s", directory: "s", tokens: t, components: specs)
    }

    func findings(_ yaml: String, appearance: Appearance = .light, sizes: [DynamicTypeSize] = DynamicTypeSize.allCases,
                  baseline: AuditBaseline = AuditBaseline()) throws -> [AuditFinding] {
        let s = try system(["c": yaml])
        return try AuditJob(system: s, component: "c", variant: "default", appearances: [appearance], dynamicTypes: sizes,
                            layout: Layout(), baseline: baseline).run()
    }

    // MARK: touch-target

    func testBodyLabelWithEightPointPaddingFailsUntilItsLinePlusSixteenReachesFortyFour() throws {
        let f = try findings("""
        component: c
        body:
          text: Continue
          modifiers: [{font: body}, {padding: {horizontal: 16, vertical: 8}}, {accessibility: {role: button}}]
        """)
        let failing = f.filter { $0.rule == "touch-target" && $0.severity == .error }
        // One line of body is the face's own height (Inter: 1.2102 em; the style's leading goes
        // between lines): at 14, 15, 16, 17, 19, 21, 23 pt + 16 = 32.94 … 43.81; 28 pt passes.
        XCTAssertEqual(failing.map(\.dynamicType), ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge"])
        XCTAssertEqual(failing.map { $0.measured.components(separatedBy: " × ")[1] },
                       ["32.94 pt", "34.15 pt", "35.36 pt", "36.57 pt", "38.99 pt", "41.39 pt", "43.81 pt"])
        XCTAssertEqual(failing.first?.threshold, "44 × 44 pt")
        XCTAssertEqual(failing.first?.path, "body/text")
    }

    func testFixedHeightButtonPassesTargetsButClipsItsLabel() throws {
        let f = try findings("""
        component: c
        width: 300
        body:
          text: Log service
          modifiers: [{font: body}, {padding: {horizontal: 16}}, {frame: {height: 52}}, {frame: {maxWidth: .inf}}, {accessibility: {role: button}}]
        """)
        XCTAssertTrue(f.filter { $0.rule == "touch-target" }.isEmpty, "52 pt tall at every size")
        let clipped = f.filter { $0.rule == "clipping" }
        // One line of body passes 52 at accessibility4 (47 pt: 56.82) and accessibility5.
        XCTAssertEqual(clipped.map(\.dynamicType), ["accessibility4", "accessibility5"])
        XCTAssertEqual(clipped.first?.measured.hasSuffix("× 56.82 pt"), true, clipped.first?.measured ?? "")
        XCTAssertEqual(clipped.first?.threshold.hasSuffix("× 52 pt"), true)
    }

    func testAnIconButtonSizedByAScaledMetricGrowsPastTheTargetAtAccessibilitySizes() throws {
        // @ScaledMetric(relativeTo: .body) var side = 30: 30 × body's ratio to 17 pt. Under 44
        // up to xxxLarge (30 × 23/17 = 40.59), over from accessibility1 (30 × 28/17 = 49.41).
        let f = try findings("""
        component: c
        body:
          icon: plus
          modifiers:
            - font: {size: {value: 17, relativeTo: body}}
            - frame: {width: {value: 30, relativeTo: body}, height: {value: 30, relativeTo: body}}
            - accessibility: {role: button, label: Add}
        """)
        let targets = f.filter { $0.rule == "touch-target" }
        XCTAssertEqual(targets.map(\.dynamicType), ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge"])
        XCTAssertEqual(targets.first?.measured, "24.71 × 24.71 pt")
        XCTAssertEqual(targets.last?.measured, "40.59 × 40.59 pt")
        // The glyph (17 pt, scaled the same way) stays inside its frame, and a scaled-metric
        // font is not "fixed" for the dynamic-type rule.
        XCTAssertEqual(f.filter { $0.rule == "clipping" || $0.rule == "dynamic-type" }.count, 0)
    }

    func testScaledMetricTextIsNotFixedButMayStillBeTooSmall() throws {
        let f = try findings("""
        component: c
        body:
          vstack:
            children:
              - text: Scaled
                modifiers: [{font: {size: {value: 13, relativeTo: footnote}}}]
              - text: Tiny
                modifiers: [{font: {size: {value: 10, relativeTo: caption2}}}]
        """, sizes: [.large, .xLarge])
        XCTAssertEqual(f.filter { $0.rule == "dynamic-type" }.map { "\($0.path) \($0.dynamicType) \($0.measured)" },
                       ["body/vstack/1/text large 10 pt"])
    }

    func testNonInteractiveChildrenAreNotTargetsAndOverlapsAreReported() throws {
        let f = try findings("""
        component: c
        width: 300
        interactive: true
        body:
          hstack:
            spacing: 4
            children:
              - circle: {}
                modifiers: [{frame: {width: 24, height: 24}}]
              - text: A
                modifiers: [{frame: {width: 44, height: 44}}, {accessibility: {role: button}}]
              - text: B
                modifiers: [{frame: {width: 44, height: 44}}, {accessibility: {role: button}}]
        """, sizes: [.large])
        let t = f.filter { $0.rule == "touch-target" }
        XCTAssertFalse(t.contains { $0.path.hasSuffix("circle") }, "a 24 pt dot inside an interactive row is not a target")
        XCTAssertEqual(t.filter { $0.severity == .warning }.map(\.measured), ["4 pt apart"])
        XCTAssertFalse(t.contains { $0.severity == .error })
    }

    // MARK: contrast

    func testContrastRatiosOfKnownPairs() {
        XCTAssertEqual(Contrast.ratio(RGBA(hex: "#8E8E93")!, RGBA(hex: "#000000")!), 6.440673828374971, accuracy: 1e-9)
        XCTAssertEqual(Contrast.ratio(RGBA(hex: "#FFFFFF")!, RGBA(hex: "#E89B3C")!), 2.2863494134631255, accuracy: 1e-9)
        XCTAssertEqual(Contrast.ratio(RGBA(hex: "#8E8E93")!, RGBA(hex: "#FFFFFF")!), 3.260528410471992, accuracy: 1e-9)
        // Black at 60 % over white is #666666 in straight sRGB compositing.
        let sixty = Contrast.over(RGBA.black.withOpacity(0.6), .white)
        XCTAssertEqual(Contrast.ratio(sixty, .white), 5.74183648145415, accuracy: 1e-9)
        XCTAssertTrue(Contrast.isLarge(size: 24, weight: .regular))
        XCTAssertFalse(Contrast.isLarge(size: 23.9, weight: .regular))
        XCTAssertTrue(Contrast.isLarge(size: 18.67, weight: .bold))
        XCTAssertFalse(Contrast.isLarge(size: 18.67, weight: .semibold))
    }

    func testTextContrastUsesTheCompositedBackdropAndTextOpacity() throws {
        let f = try findings("""
        component: c
        body:
          vstack:
            children:
              - text: White on amber
                modifiers: [{font: body}, {foregroundColor: "#FFFFFF"}, {padding: 8}, {background: accent}]
              - text: Grey on white
                modifiers: [{font: body}, {foregroundColor: grey}]
              - text: Black on half amber
                modifiers: [{font: body}, {foregroundColor: ink}, {padding: 8}, {background: {rectangle: {}, modifiers: [{fill: accent}, {opacity: 0.5}]}}]
        """, sizes: [.large])
        let c = f.filter { $0.rule == "contrast" }
        XCTAssertEqual(c.map(\.path), ["body/vstack/0/text", "body/vstack/1/text"])
        XCTAssertEqual(c[0].measured, "2.29:1")
        XCTAssertEqual(c[0].threshold, "4.5:1")
        XCTAssertEqual(c[1].measured, "3.26:1")
        XCTAssertEqual(c[0].severity, .error)
        // Black on 50 % amber over white is 14.05:1 and passes; "Faded" (black at 40 %) is
        // checked on its own below.
    }

    func testFadedTextFails() throws {
        let f = try findings("""
        component: c
        body:
          text: Faded
          modifiers: [{font: body}, {foregroundColor: ink}, {opacity: 0.4}]
        """, sizes: [.large])
        // Black at 40 % over white = 153/255 grey: (1.05) / (L(0.6) + 0.05) = 2.85.
        XCTAssertEqual(f.filter { $0.rule == "contrast" }.map(\.measured), ["2.85:1"])
    }

    func testPlaceholderAndDisabledTextAreWarningsOnly() throws {
        let f = try findings("""
        component: c
        body:
          text: Email
          modifiers: [{font: body}, {foregroundColor: placeholder-text}]
        """, sizes: [.large])
        XCTAssertEqual(f.filter { $0.rule == "contrast" }.map(\.severity), [.warning])
    }

    // MARK: border contrast

    /// A text field whose background shape carries `modifiers`; `extra` are more modifiers of the field.
    func borderFindings(_ shapeModifiers: String, extra: String = "") throws -> [AuditFinding] {
        try findings("""
        component: c
        body:
          text: Name
          modifiers: [{font: body}, {foregroundColor: ink}, {padding: 12}, {frame: {width: 200}},
                      {background: {roundedRectangle: {cornerRadius: 8}, modifiers: [\(shapeModifiers)]}}\(extra),
                      {accessibility: {role: textField}}]
        """, sizes: [.large]).filter { $0.rule == "contrast" }
    }

    func testAClearBorderIsNoBorder() throws {
        XCTAssertEqual(try borderFindings("{fill: \"#F5F7F9\"}, {strokeBorder: {color: clear, lineWidth: 1}}").map(\.message), [])
    }

    func testABorderPaintedOverByALaterOverlayIsNotJudged() throws {
        let covered = try borderFindings("{strokeBorder: {color: \"#EEEEEE\", lineWidth: 1}}",
                                         extra: ", {overlay: {rectangle: {}, modifiers: [{fill: \"#F0F0F0\"}]}}")
        XCTAssertEqual(covered.map(\.message), [])
    }

    func testALowContrastBorderIsFoundWithItsRatioAlsoWhenPartlyCovered() throws {
        let plain = try borderFindings("{strokeBorder: {color: \"#B0B0B0\", lineWidth: 1}}")
        XCTAssertEqual(plain.map(\.message), ["border #B0B0B0 on #FFFFFF (non-text contrast)"])
        XCTAssertEqual(plain.map(\.measured), ["2.17:1"])
        XCTAssertEqual(plain.map(\.severity), [.warning])
        // A strip over the leading edge hides that side; the other three sides are still seen.
        let partly = try borderFindings("{strokeBorder: {color: \"#B0B0B0\", lineWidth: 1}}",
                                        extra: ", {overlay: {rectangle: {}, modifiers: [{fill: \"#FFFFFF\"}, {frame: {width: 10}}], alignment: leading}}")
        XCTAssertEqual(partly.map(\.measured), ["2.17:1"])
        // A 50 % white veil over the whole border leaves a fainter but visible border: judged as seen.
        let veiled = try borderFindings("{strokeBorder: {color: \"#B0B0B0\", lineWidth: 1}}",
                                        extra: ", {overlay: {rectangle: {}, modifiers: [{fill: \"#FFFFFF\"}, {opacity: 0.5}]}}")
        XCTAssertEqual(veiled.map(\.message), ["border #D8D8D8 on #FFFFFF (non-text contrast)"])
    }

    // MARK: clipping, dynamic type, grid

    func testTruncationIsClipping() throws {
        let f = try findings("""
        component: c
        width: 120
        body:
          text: Brake fluid replacement overdue
          modifiers: [{font: body}, {lineLimit: 1}]
        """, sizes: [.large])
        XCTAssertEqual(f.filter { $0.rule == "clipping" }.map(\.measured), ["1 line ending \"Brake fluid re…\""])
    }

    /// Stack children that overlap are clipping; in a right-to-left stack the previous sibling
    /// sits to the right (it was measured as if to the left: every RTL row "overlapped").
    func testOverlappingStackChildrenInBothDirections() throws {
        func spec(_ direction: String, spacing: Int) -> String {
            """
            component: c
            width: 200
            body:
              hstack:
                spacing: \(spacing)
                children:
                  - rectangle: {}
                    modifiers: [{frame: {width: 40, height: 20}}]
                  - rectangle: {}
                    modifiers: [{frame: {width: 40, height: 20}}]
              modifiers: [{layoutDirection: \(direction)}]
            """
        }
        for direction in ["leftToRight", "rightToLeft"] {
            XCTAssertEqual(try findings(spec(direction, spacing: 8), sizes: [.large]).filter { $0.rule == "clipping" }.map(\.measured), [],
                           direction)
            XCTAssertEqual(try findings(spec(direction, spacing: -10), sizes: [.large]).filter { $0.rule == "clipping" }.map(\.measured),
                           [], "negative spacing overlaps on purpose: not judged (\(direction))")
        }
    }

    func testTheAuditHonoursADynamicTypeClamp() throws {
        // "Schedule service" in body is 168.3 pt wide at xxxLarge, 204.9 pt at accessibility1.
        func spec(_ clamp: String) -> String {
            """
            component: c
            width: 180
            body:
              text: Schedule service
              modifiers: [{font: body}, {lineLimit: 1}\(clamp)]
            """
        }
        let open = try findings(spec(""))
        XCTAssertEqual(open.filter { $0.rule == "clipping" }.map(\.dynamicType),
                       ["accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"])
        // Clamped at xxxLarge the text never grows past its xxxLarge size: nothing truncates,
        // and a clamped text style still scales (up to the clamp), so it is not "fixed".
        let clamped = try findings(spec(", {dynamicTypeSize: ...xxxLarge}"))
        XCTAssertEqual(clamped.filter { $0.rule == "clipping" || $0.rule == "dynamic-type" }.map(\.dynamicType), [])
        XCTAssertEqual(try findings(spec(""), sizes: [.accessibility5]).count, 1)
    }

    func testFixedSizeTextAndTinyTextWarn() throws {
        let f = try findings("""
        component: c
        body:
          vstack:
            children:
              - text: Fixed
                modifiers: [{font: {size: 12}}]
              - text: Tiny
                modifiers: [{font: {size: 10, relativeTo: caption2}}]
        """, sizes: [.large])
        let d = f.filter { $0.rule == "dynamic-type" }
        XCTAssertEqual(d.map(\.measured), ["fixed 12 pt", "10 pt"])
    }

    func testOffGridValuesWarnWhenAGridIsDeclared() throws {
        let f = try findings("""
        component: c
        body:
          vstack:
            spacing: 6
            children:
              - rectangle: {}
                modifiers: [{frame: {width: 40, height: 10}}, {padding: 8}]
        """, sizes: [.large])
        XCTAssertEqual(f.filter { $0.rule == "grid" }.map(\.measured), ["spacing 6 pt", "height 10 pt"])
    }

    // MARK: merged lines

    /// Findings of component `c` over both its variants and both appearances at five sizes.
    func mergedGroups(_ body: String) throws -> [AuditGroup] {
        let s = try system(["c": "component: c\nvariants:\n  pressed: {state: pressed}\nbody:\n" + body])
        var all: [AuditFinding] = []
        for v in ["default", "pressed"] {
            all += try AuditJob(system: s, component: "c", variant: v, appearances: [.light, .dark],
                                dynamicTypes: [.xSmall, .small, .large, .accessibility4, .accessibility5],
                                layout: Layout(), baseline: AuditBaseline()).run()
        }
        return AuditGroup.group(all)
    }

    func testFindingsThatDifferOnlyByEdgeVariantAppearanceOrSizeAreOneLine() throws {
        let g = try mergedGroups("""
          text: Go
          modifiers: [{font: {size: 12}}, {foregroundColor: ink}, {padding: {vertical: 14, horizontal: 16}}, {padding: {top: 6}}]
        """).filter { $0.first.rule != "contrast" }
        XCTAssertEqual(g.map(\.line), [
            "WARNING dynamic-type s/c default,pressed light,dark body/text: text size does not scale (no text style or relativeTo) (fixed 12 pt; needs scales with Dynamic Type) at xSmall…small, large, accessibility4…accessibility5 (20 findings)",
            "WARNING grid s/c default,pressed light,dark body/text: padding off the grid (14 pt; needs multiple of 4 pt) on top,bottom at xSmall…small, large, accessibility4…accessibility5 (40 findings)",
            "WARNING grid s/c default,pressed light,dark body/text: padding off the grid (6 pt; needs multiple of 4 pt) on top at xSmall…small, large, accessibility4…accessibility5 (20 findings)",
        ])
        XCTAssertEqual(g[1].variants, ["default", "pressed"])
        XCTAssertEqual(g[1].appearances, ["light", "dark"])
        XCTAssertEqual(g[1].edges, ["top", "bottom"])
        XCTAssertEqual(g[1].sizes, ["xSmall", "small", "large", "accessibility4", "accessibility5"])
    }

    func testMeasurementsOverSizesStayOnTheLineAndJSONKeepsEveryOccurrence() throws {
        let g = try mergedGroups("""
          text: Continue
          modifiers: [{font: body}, {foregroundColor: ink}, {padding: {horizontal: 16, vertical: 8}}, {accessibility: {role: button}}]
        """).filter { $0.first.rule == "touch-target" }
        // xSmall 32.94, small 34.15, large 36.57 pt tall; the accessibility sizes pass.
        XCTAssertEqual(g.map(\.line), ["ERROR touch-target s/c default,pressed light,dark body/text: hit area smaller than 44 × 44 pt (91.62 × 32.94 pt … 104.39 × 36.57 pt; needs 44 × 44 pt) at xSmall…small, large (12 findings)"])
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys]
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: e.encode(g)) as? [[String: Any]])
        XCTAssertEqual(json.count, 1)
        XCTAssertEqual(json[0]["count"] as? Int, 12)
        XCTAssertEqual(json[0]["variants"] as? [String], ["default", "pressed"])
        XCTAssertEqual(json[0]["dynamicTypes"] as? [String], ["xSmall", "small", "large"])
        let occurrences = try XCTUnwrap(json[0]["occurrences"] as? [[String: String]])
        XCTAssertEqual(occurrences.count, 12)
        XCTAssertEqual(occurrences[0], ["variant": "default", "appearance": "light", "dynamicType": "xSmall", "measured": "91.62 × 32.94 pt"])
    }

    // MARK: baseline

    func testSuppressionsAreListedNotHidden() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
        suppressions:
          - rule: contrast
            component: c
            path: body/*
            reason: Brand amber is accepted on buttons (reviewed 2026-11).
        """.write(to: dir.appendingPathComponent("audit-baseline.yaml"), atomically: true, encoding: .utf8)
        let baseline = try AuditBaseline.load(system: dir.path)
        let f = try findings("""
        component: c
        body:
          text: Go
          modifiers: [{font: body}, {foregroundColor: "#FFFFFF"}, {padding: 8}, {background: accent}]
        """, sizes: [.large], baseline: baseline)
        let c = f.filter { $0.rule == "contrast" }
        XCTAssertEqual(c.count, 1, "still listed")
        XCTAssertEqual(c[0].suppressed, "Brand amber is accepted on buttons (reviewed 2026-11).")
        XCTAssertTrue(AuditGroup.group(c)[0].line.hasPrefix("SUPPRESSED contrast s/c default light body/text"))
        try "suppressions:\n  - rule: contrast\n    component: c\n".write(to: dir.appendingPathComponent("audit-baseline.yaml"), atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try AuditBaseline.load(system: dir.path)) { e in
            XCTAssertEqual((e as? PlumbError)?.message, "a suppression needs a 'reason'")
        }
    }
}
