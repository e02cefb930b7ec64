import Foundation
import PlumbSnapshot
import XCTest

/// Every drawing parameter that can change pixels reaches the layout dump, so a change of it
/// is named — not only seen as changed pixels.
final class VerifyDrawingCausesTests: XCTestCase {
    static let toolbarButton = """
    component: c
    body:
      icon: plus
      modifiers:
        - font: {size: 17, weight: semibold}
        - foregroundColor: ink
        - frame: {width: 44, height: 44}
        - background:
            circle: {}
            modifiers:
              - fill: "#FFFFFF80"
              - shadow: {color: "#00000022", radius: 8, x: 0, y: 2}
    """

    func testIconWeightIsNamed() throws {
        let r = try verify(Self.toolbarButton) { $0.replacingOccurrences(of: "weight: semibold", with: "weight: bold") }
        assertCause(r, kind: "icon", contains: "icon weight semibold → bold")
        XCTAssertEqual(r.causes.filter { $0.kind == "icon" }.map(\.message), ["icon weight semibold → bold"],
                       "the stroke width follows from the weight: one cause")
        XCTAssertTrue(r.line.hasPrefix("FAIL sys/c default-light-large@1x: icon weight semibold → bold at body/icon; "), r.line)
    }

    func testIconSizeIsNamed() throws {
        let r = try verify(Self.toolbarButton) { $0.replacingOccurrences(of: "size: 17", with: "size: 20") }
        assertCause(r, kind: "icon", contains: "icon size 17 → 20 pt")
    }

    func testCustomIconPathIsNamed() throws {
        let yaml = """
        component: c
        body:
          icon: {path: "M0 0 L10 0 L10 10 Z", viewBox: [10, 10]}
          modifiers: [{frame: {width: 20, height: 20}}]
        """
        let r = try verify(yaml) { $0.replacingOccurrences(of: "L10 10 Z", with: "L0 10 Z") }
        assertCause(r, kind: "icon", contains: "icon path \"M0 0 L10 0 L10 10 Z\" → \"M0 0 L10 0 L0 10 Z\"")
    }

    func testShadowRadiusColourAndOffsetAreNamed() throws {
        let r = try verify(Self.toolbarButton) {
            $0.replacingOccurrences(of: "radius: 8, x: 0, y: 2", with: "radius: 4, x: 1, y: 3")
                .replacingOccurrences(of: "#00000022", with: "#00000044")
        }
        assertCause(r, kind: "effect", contains: "shadow radius 8 → 4 pt")
        assertCause(r, kind: "effect", contains: "shadow color #00000022 → #00000044")
        assertCause(r, kind: "effect", contains: "shadow offset (0, 2) → (1, 3) pt")
    }

    static let ring = """
    component: c
    body:
      circle: {}
      modifiers:
        - stroke: {color: accent, lineWidth: 4}
        - trim: {from: 0, to: 0.5}
        - frame: {width: 40, height: 40}
        - padding: 4
    """

    func testTrimIsNamed() throws {
        let r = try verify(Self.ring) { $0.replacingOccurrences(of: "to: 0.5", with: "to: 0.75") }
        assertCause(r, kind: "effect", contains: "trim 0…0.5 → 0…0.75")
    }

    func testRotationAnchorIsNamed() throws {
        let yaml = Self.ring.replacingOccurrences(of: "    - padding: 4", with: "    - rotationEffect: {degrees: 30}\n    - padding: 4")
        let r = try verify(yaml) { $0.replacingOccurrences(of: "{degrees: 30}", with: "{degrees: 30, anchor: topLeading}") }
        assertCause(r, kind: "effect", contains: "rotationEffect 30° → rotationEffect 30° about topLeading")
    }

    func testScaleAnchorIsNamed() throws {
        let yaml = Self.ring.replacingOccurrences(of: "    - padding: 4", with: "    - scaleEffect: {x: 0.5, y: 0.5}\n    - padding: 4")
        let r = try verify(yaml) { $0.replacingOccurrences(of: "{x: 0.5, y: 0.5}", with: "{x: 0.5, y: 0.5, anchor: bottomTrailing}") }
        assertCause(r, kind: "size", contains: "scaleEffect anchor center → bottomTrailing")
    }

    static let blurred = """
    component: c
    body:
      zstack:
        children:
          - rectangle: {}
            modifiers: [{fill: accent}, {frame: {width: 20, height: 60}}]
          - rectangle: {}
            modifiers:
              - fill: "#FFFFFF40"
              - backdropBlur: {radius: 10, shape: {roundedRectangle: {cornerRadius: 8}}}
              - frame: {width: 60, height: 40}
    """

    func testBackdropBlurShapeAndRadiusAreNamed() throws {
        let r = try verify(Self.blurred) { $0.replacingOccurrences(of: "cornerRadius: 8", with: "cornerRadius: 12") }
        assertCause(r, kind: "effect", contains: "backdropBlur 10 in roundedRectangle 8 continuous → backdropBlur 10 in roundedRectangle 12 continuous")
        let s = try verify(Self.blurred) { $0.replacingOccurrences(of: "radius: 10,", with: "radius: 6,") }
        assertCause(s, kind: "effect", contains: "backdropBlur 10 in roundedRectangle 8 continuous → backdropBlur 6 in")
    }

    func testGlassShapeIsNamed() throws {
        let yaml = Self.blurred.replacingOccurrences(of: "backdropBlur: {radius: 10, shape: {roundedRectangle: {cornerRadius: 8}}}",
                                                     with: "glassEffect: {shape: {roundedRectangle: {cornerRadius: 8, style: continuous}}}")
        let r = try verify(yaml) { $0.replacingOccurrences(of: "style: continuous", with: "style: circular") }
        assertCause(r, kind: "effect", contains: "glassEffect in roundedRectangle 8 continuous → glassEffect in roundedRectangle 8 circular")
    }

    func testTextAlignmentIsNamed() throws {
        // Same lines, same frames: only where each line starts changes.
        let yaml = """
        component: c
        width: 120
        body:
          text: "A long line of text and a short one"
          modifiers: [{font: title}, {frame: {maxWidth: inf, alignment: leading}}]
        """
        let r = try verify(yaml) { $0.replacingOccurrences(of: "{font: title}", with: "{font: title}, {multilineTextAlignment: center}") }
        XCTAssertEqual(r.causes.map(\.kind), ["text"], r.line)
        // Three lines; the first fills the width, the shorter ones move right (exact offsets
        // depend on the font's advances).
        let m = r.causes.first?.message ?? ""
        XCTAssertTrue(m.hasPrefix("line offsets 0, 0, 0 → 0, ") && m.hasSuffix(" pt (multilineTextAlignment)"), m)
    }

    func testGradientStopsAndPointsAreNamed() throws {
        let yaml = """
        component: c
        body:
          rectangle: {}
          modifiers:
            - fill: {linear: {from: top, to: bottom, stops: ["#000000", "#FFFFFF"]}}
            - frame: {width: 40, height: 40}
        """
        let r = try verify(yaml) { $0.replacingOccurrences(of: "\"#FFFFFF\"]", with: "\"#FF0000\"]") }
        assertCause(r, kind: "color", contains: "color fill linear(0.5,0.0 → 0.5,1.0: #000000 0.0, #FFFFFF 1.0) → linear(0.5,0.0 → 0.5,1.0: #000000 0.0, #FF0000 1.0)")
        let s = try verify(yaml) { $0.replacingOccurrences(of: "to: bottom", with: "to: trailing") }
        assertCause(s, kind: "color", contains: "→ linear(0.5,0.0 → 1.0,0.5:")
    }
}
