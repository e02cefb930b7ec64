import PlumbModel
import PlumbRaster
import PlumbRender
import XCTest

/// One test per rendering feature, asserting exact pixel values at chosen coordinates.
final class ShapeRenderTests: XCTestCase {
    func testFilledRectangleIsExactTokenColourAndOutsideIsBackground() throws {
        let p = try render("""
        component: c
        body:
          zstack:
            children:
              - rectangle: {}
                modifiers: [{frame: {width: 40, height: 40}}]
              - rectangle: {}
                modifiers: [{fill: accent}, {frame: {width: 20, height: 20}}]
        """, scale: 2)
        XCTAssertEqual([p.width, p.height], [80, 80])
        XCTAssertEqual(rgba(p, 40, 40), hex("#E89B3C"), "fully covered interior = exact token colour")
        XCTAssertEqual(rgba(p, 20, 20), hex("#E89B3C"), "first covered pixel (edge on a pixel boundary)")
        XCTAssertEqual(rgba(p, 19, 40), [0, 0, 0, 255], "outside the small rect: the black outer rect (default fill)")
    }

    func testFractionalEdgeCoverageMatchesAnalyticArea() throws {
        // A 10 pt wide black rect moved a quarter point right at scale 1 on white: column 10 is
        // 25 % covered (an offset is drawn unrounded; a frame's edges would be on whole pixels).
        let p = try render("""
        component: c
        width: 20
        height: 4
        body:
          rectangle: {}
          modifiers: [{fill: ink}, {frame: {width: 10, height: 4}}, {offset: {x: 0.25}}, {frame: {width: 20, height: 4, alignment: leading}}]
        """)
        let ink = 0x12
        let expected = 255 - Int((0.25 * Double(255 - ink)).rounded())
        XCTAssertEqual(Double(rgba(p, 10, 2)[0]), Double(expected), accuracy: 1, "edge pixel within 1/255 of 25 % coverage")
        XCTAssertEqual(rgba(p, 9, 2), [ink, ink, ink, 255])
        XCTAssertEqual(rgba(p, 11, 2), [255, 255, 255, 255], "just outside = background")
    }

    func testContinuousRoundedRectangleCornersAndInterior() throws {
        let p = try render("""
        component: c
        body:
          roundedRectangle: {cornerRadius: 20}
          modifiers: [{fill: accent}, {frame: {width: 100, height: 60}}]
        """, scale: 1)
        XCTAssertEqual(rgba(p, 0, 0), hex("#FFFFFF"), "the corner pixel is outside the curve")
        XCTAssertEqual(rgba(p, 50, 30), hex("#E89B3C"))
        XCTAssertEqual(rgba(p, 50, 0), hex("#E89B3C"), "the straight top edge is fully covered")
        XCTAssertEqual(rgba(p, 31, 0), hex("#E89B3C"), "the edge is straight until 1.528665 r = 30.57 from the corner")
        // A continuous corner starts curving at 1.528665 r (30.6 pt) from the corner, a
        // circular one at r (20 pt): at x = 22 on the top edge the circular corner is already
        // straight (fully covered) while the continuous curve has begun to fall away.
        let circular = try render("""
        component: c
        body:
          roundedRectangle: {cornerRadius: 20, style: circular}
          modifiers: [{fill: accent}, {frame: {width: 100, height: 60}}]
        """, scale: 1)
        XCTAssertEqual(rgba(circular, 22, 0), hex("#E89B3C"))
        XCTAssertGreaterThan(rgba(p, 22, 0)[2], 60, "partly uncovered: lighter than the accent's blue channel")
    }

    func testCapsuleAndCircle() throws {
        let p = try render("""
        component: c
        body:
          vstack:
            spacing: 0
            children:
              - capsule: {}
                modifiers: [{fill: teal}, {frame: {width: 60, height: 20}}]
              - circle: {}
                modifiers: [{fill: teal}, {frame: {width: 60, height: 20}}]
        """, scale: 1)
        XCTAssertEqual(rgba(p, 30, 10), hex("#4CABA8"))
        XCTAssertEqual(rgba(p, 0, 0), hex("#FFFFFF"))
        XCTAssertEqual(rgba(p, 2, 10), hex("#4CABA8"), "inside the left semicircular cap (r = 10 about (10, 10))")
        XCTAssertEqual(rgba(p, 1, 1), hex("#FFFFFF"), "outside the cap")
        // The circle is 20 wide, centred: x 20…40.
        XCTAssertEqual(rgba(p, 30, 30), hex("#4CABA8"))
        XCTAssertEqual(rgba(p, 15, 30), hex("#FFFFFF"))
    }

    func testStrokeIsCentredAndStrokeBorderInside() throws {
        let spec = { (m: String) in """
        component: c
        body:
          zstack:
            children:
              - rectangle: {}
                modifiers: [{fill: "#FFFFFF"}, {frame: {width: 40, height: 40}}]
              - rectangle: {}
                modifiers: [{\(m): {color: ink, lineWidth: 4}}, {frame: {width: 20, height: 20}}]
        """ }
        let border = try render(spec("strokeBorder"))
        // The inner rect spans 10…30; strokeBorder paints 10…14 on the left.
        XCTAssertEqual(rgba(border, 10, 20), hex("#121212"))
        XCTAssertEqual(rgba(border, 13, 20), hex("#121212"))
        XCTAssertEqual(rgba(border, 14, 20), hex("#FFFFFF"))
        XCTAssertEqual(rgba(border, 9, 20), hex("#FFFFFF"))
        let centred = try render(spec("stroke"))
        // A centred 4 pt stroke on the edge x = 10 paints 8…12.
        XCTAssertEqual(rgba(centred, 8, 20), hex("#121212"))
        XCTAssertEqual(rgba(centred, 11, 20), hex("#121212"))
        XCTAssertEqual(rgba(centred, 12, 20), hex("#FFFFFF"))
        XCTAssertEqual(rgba(centred, 7, 20), hex("#FFFFFF"))
    }

    func testHairlineIsOnePixelAtScaleThree() throws {
        let p = try render("""
        component: c
        body:
          rectangle: {}
          modifiers: [{strokeBorder: {color: ink, lineWidth: 0.3333333333333333}}, {frame: {width: 10, height: 10}}]
        """, scale: 3)
        XCTAssertEqual(rgba(p, 0, 15), hex("#121212"))
        XCTAssertEqual(rgba(p, 1, 15), hex("#FFFFFF"))
        XCTAssertEqual(rgba(p, 29, 15), hex("#121212"))
    }

    func testLinearGradientStops() throws {
        let p = try render("""
        component: c
        body:
          rectangle: {}
          modifiers:
            - fill: {linear: {from: top, to: bottom, stops: ["#000000", "#FFFFFF"]}}
            - frame: {width: 4, height: 255}
        """, scale: 1)
        // Pixel centre y + 0.5 over 255 px: t = (y + 0.5) / 255 → value round(255 t) = y + 0.5 → y or y + 1.
        for y in [0, 100, 254] {
            XCTAssertEqual(Double(rgba(p, 2, y)[0]), Double(y) + 0.5, accuracy: 0.51, "row \(y)")
        }
    }

    func testGroupOpacityDoesNotDoubleOverlaps() throws {
        let p = try render("""
        component: c
        body:
          zstack:
            alignment: topLeading
            children:
              - rectangle: {}
                modifiers: [{fill: ink}, {frame: {width: 20, height: 10}}]
              - rectangle: {}
                modifiers: [{fill: ink}, {frame: {width: 20, height: 10}}, {padding: {leading: 10}}]
          modifiers: [{opacity: 0.5}]
        """, scale: 1)
        XCTAssertEqual(rgba(p, 5, 5), rgba(p, 15, 5), "overlap looks like a single layer")
        XCTAssertEqual(rgba(p, 15, 5), rgba(p, 25, 5))
        XCTAssertEqual(rgba(p, 5, 5)[0], 255 - Int((0.5 * Double(255 - 0x12)).rounded(.toNearestOrAwayFromZero)) , "50 % ink over white")
    }

    func testClipShapeCutsCorners() throws {
        let p = try render("""
        component: c
        body:
          rectangle: {}
          modifiers: [{fill: accent}, {frame: {width: 40, height: 40}}, {clipShape: circle}]
        """, scale: 1)
        XCTAssertEqual(rgba(p, 0, 0), hex("#FFFFFF"))
        XCTAssertEqual(rgba(p, 20, 20), hex("#E89B3C"))
    }

    func testScaleEffectAboutCentre() throws {
        let p = try render("""
        component: c
        body:
          rectangle: {}
          modifiers: [{fill: accent}, {frame: {width: 40, height: 40}}, {scaleEffect: 0.5}]
        """, scale: 1)
        XCTAssertEqual(p.width, 40, "scaleEffect does not change layout")
        XCTAssertEqual(rgba(p, 5, 5), hex("#FFFFFF"))
        XCTAssertEqual(rgba(p, 10, 10), hex("#E89B3C"))
        XCTAssertEqual(rgba(p, 29, 29), hex("#E89B3C"))
        XCTAssertEqual(rgba(p, 30, 30), hex("#FFFFFF"))
    }

    /// `.shadow(radius: 5)` spreads as iOS draws it: a Gaussian whose σ is the radius (SBB's
    /// SBBBubbleView reference, a black 20 % shadow of radius 5 on white: 18, 11 and 6 levels below
    /// white 2, 4 and 6 pt above the card's edge, and still 1 at 9 pt — where σ = radius / 2 gave
    /// 7, 2 and 0).
    func testShadowRadiusIsTheStandardDeviation() throws {
        let p = try render("""
        component: c
        body:
          rectangle: {}
          modifiers: [{fill: "#FFFFFF"}, {frame: {width: 300, height: 60}}, {shadow: {color: "#00000033", radius: 5, x: 0, y: 0}}]
        """, scale: 1)
        let top = (p.height - 60) / 2, x = p.width / 2
        func darkening(_ above: Int) -> Int { 255 - Int(rgba(p, x, top - above)[0]) }
        XCTAssertEqual(darkening(2), 18, accuracy: 3)
        XCTAssertEqual(darkening(4), 11, accuracy: 3)
        XCTAssertEqual(darkening(6), 6, accuracy: 3)
        XCTAssertGreaterThanOrEqual(darkening(9), 1)
    }

    func testShadowIsABlurredOffsetCopyOutsideTheShape() throws {
        let p = try render("""
        component: c
        body:
          rectangle: {}
          modifiers: [{fill: "#FFFFFF"}, {frame: {width: 20, height: 20}}, {shadow: {color: "#000000", radius: 4, x: 0, y: 4}}]
        """, scale: 1)
        // Room for the shadow: 2σ + 1 = 9 pt around (σ = the radius, 4 pt; the kernel stops at
        // 2σ), shifted down by 4.
        XCTAssertEqual(p.width, 20 + 2 * 9)
        let ox = (p.width - 20) / 2
        let below = rgba(p, ox + 10, p.height - 8)
        let above = rgba(p, ox + 10, 0)
        XCTAssertLessThan(below[0], 255, "shadow darkens below the shape")
        XCTAssertLessThan(below[0], above[0], "the y offset pushes the shadow down")
        XCTAssertEqual(rgba(p, ox + 10, ox + 10), [255, 255, 255, 255], "the shape covers its own shadow")
        XCTAssertEqual(rgba(p, ox - 5, ox + 10), rgba(p, ox + 24, ox + 10), "symmetric left/right")
    }

    func testTrimmedCircleStrokeForProgress() throws {
        let p = try render("""
        component: c
        body:
          circle: {}
          modifiers: [{trim: {from: 0, to: 0.25}}, {stroke: {color: ink, lineWidth: 4}}, {frame: {width: 40, height: 40}}]
        """, scale: 1)
        // The first quarter runs clockwise from 3 o'clock to 6 o'clock.
        XCTAssertLessThan(rgba(p, 34, 34)[0], 128, "on the bottom-right arc")
        XCTAssertEqual(rgba(p, 5, 5), [255, 255, 255, 255], "top-left quarter not drawn")
        XCTAssertEqual(rgba(p, 20, 20), [255, 255, 255, 255], "centre not filled")
    }

    func testDarkAppearanceBackgroundAndDefaultForeground() throws {
        let p = try render("""
        component: c
        body:
          zstack:
            children:
              - rectangle: {}
                modifiers: [{fill: clear}, {frame: {width: 30, height: 30}}]
              - circle: {}
                modifiers: [{frame: {width: 10, height: 10}}]
        """, appearance: .dark)
        XCTAssertEqual(rgba(p, 1, 1), [0, 0, 0, 255], "dark primary background")
        XCTAssertEqual(rgba(p, 15, 15), [255, 255, 255, 255], "shapes default to the primary (white) foreground")
    }

    func testBackdropBlurMixesWhatIsBeneathOnlyInsideTheShape() throws {
        // Black | white halves; a 20 × 20 blurred square straddles the edge at x = 20.
        let p = try render("""
        component: c
        body:
          zstack:
            children:
              - hstack:
                  spacing: 0
                  children:
                    - rectangle: {}
                      modifiers: [{fill: "#000000"}, {frame: {width: 20, height: 40}}]
                    - rectangle: {}
                      modifiers: [{fill: "#FFFFFF"}, {frame: {width: 20, height: 40}}]
              - rectangle: {}
                modifiers: [{fill: clear}, {frame: {width: 20, height: 20}}, {backdropBlur: {radius: 8}}]
        """, scale: 1)
        let mid = rgba(p, 19, 20)[0], mid2 = rgba(p, 20, 20)[0]
        XCTAssertGreaterThan(mid, 30, "black side picks up white near the edge")
        XCTAssertLessThan(mid2, 225, "white side picks up black near the edge")
        XCTAssertEqual(rgba(p, 19, 5), [0, 0, 0, 255], "outside the blurred square the edge stays sharp")
        XCTAssertEqual(rgba(p, 20, 5), [255, 255, 255, 255])
    }

    func testGlassEffectVeilsAndRims() throws {
        let p = try render("""
        component: c
        body:
          text: " "
          modifiers: [{frame: {width: 60, height: 30}}, {glassEffect: {shape: capsule}}]
        """, tokens: defaultTokens.replacingOccurrences(of: "{light: \"#FFFFFF\", dark: \"#000000\"}", with: "\"#000000\""), scale: 1)
        // On black: the 18 % white veil gives 46 in the middle; outside the capsule stays black.
        XCTAssertEqual(rgba(p, 30, 15)[0], 46)
        XCTAssertEqual(rgba(p, 0, 0), [0, 0, 0, 255])
        XCTAssertGreaterThan(rgba(p, 30, 0)[0], 46, "the highlight rim is brighter than the veil")
    }

    func testRotationEffectStartsProgressArcsAtTwelveOClock() throws {
        let p = try render("""
        component: c
        body:
          circle: {}
          modifiers: [{trim: {from: 0, to: 0.25}}, {stroke: {color: ink, lineWidth: 4}}, {frame: {width: 40, height: 40}}, {rotationEffect: -90}]
        """, scale: 1)
        // Rotated −90°: the first quarter runs from 12 o'clock to 3 o'clock (top-right).
        XCTAssertLessThan(rgba(p, 34, 5)[0], 128, "on the top-right arc")
        XCTAssertEqual(rgba(p, 34, 34), [255, 255, 255, 255], "bottom-right quarter not drawn")
        XCTAssertEqual(p.width, 40, "rotation does not change layout")
    }

    func testQuarterTurnTransformIsExact() {
        let t = Transform.rotation(degrees: 90, about: Point(10, 10))
        XCTAssertEqual(t.apply(Point(20, 10)), Point(10, 20))
        XCTAssertEqual(Transform.rotation(degrees: -90, about: Point(0, 0)).apply(Point(1, 0)), Point(0, -1))
    }
}
