import Foundation
import PlumbModel
import PlumbRaster
import XCTest

/// The icon catalog: every drawing parses and stays in its box, the modifier rule composes
/// the names SF Symbols has, and knock-outs show what lies behind the icon.
final class IconCatalogTests: XCTestCase {
    func testEveryIconParsesAndLiesInItsBox() throws {
        var outside: [String] = []
        for (name, icon) in IconCatalog.icons.sorted(by: { $0.key < $1.key }) {
            XCTAssertFalse(icon.elements.isEmpty, name)
            for e in icon.elements {
                let path: Path
                do { path = try SVGPath.parse(e.path) } catch {
                    XCTFail("\(name): \(e.path): \(error)"); continue
                }
                // Knock-outs only take coverage away: they may reach past the box.
                guard !e.knockout else { continue }
                for p in Flattener.flatten(path).joined()
                where p.x < -0.01 || p.y < -0.01 || p.x > icon.width + 0.01 || p.y > icon.height + 0.01 {
                    outside.append("\(name) (\(p.x), \(p.y)) outside \(icon.width) × \(icon.height)")
                    break
                }
            }
        }
        XCTAssertEqual(outside, [])
        XCTAssertGreaterThan(IconCatalog.icons.count, 300)
    }

    func testModifiersComposeFromTheBaseGlyph() throws {
        let icons = IconCatalog.icons
        for name in ["xmark.circle.fill", "xmark.circle", "plus.circle", "plus.square", "checkmark.square.fill", "bell.slash",
                     "bell.slash.fill", "bell.fill", "heart", "heart.circle.fill", "1.circle", "u.circle", "doc.text.fill", "eye.slash",
                     "person.badge.plus", "checkmark.seal.fill", "exclamationmark.bubble", "chevron.forward",
                     // Met in the measured repositories.
                     "arrow.left.and.right", "arrow.up.and.down.circle.fill", "arrow.right.to.line", "gearshape.fill", "dice", "key.fill",
                     "moon.stars.fill", "hand.thumbsup.fill", "hand.thumbsdown", "rectangle.portrait.and.arrow.right", "battery.75",
                     "hourglass", "repeat", "scope", "trash.fill", "percent"] {
            XCTAssertNotNil(icons[name], name)
        }
        // An enclosure in the composed box, the glyph inside it; the filled forms knock the glyph out.
        let ring = try XCTUnwrap(icons["xmark.circle"])
        XCTAssertEqual([ring.width, ring.height], [120, 120])
        XCTAssertFalse(ring.elements.contains(where: \.knockout))
        let disc = try XCTUnwrap(icons["xmark.circle.fill"])
        XCTAssertEqual(disc.elements.map(\.knockout), [false, false, true])
        XCTAssertEqual(icons["checkmark.square.fill"]?.elements.filter(\.knockout).count, 1)
        // A slash keeps the glyph's box and cuts a gap beside the stroke.
        let bell = try XCTUnwrap(icons["bell"]), slashed = try XCTUnwrap(icons["bell.slash"])
        XCTAssertEqual([slashed.width, slashed.height], [bell.width, bell.height])
        XCTAssertEqual(slashed.elements.filter(\.knockout).count, 1)
        // The original drawings are kept as they were (bundled snapshots use them).
        XCTAssertEqual(icons["xmark"]?.elements.map(\.path), ["M12 12 L78 78 M78 12 L12 78"])
        XCTAssertEqual(icons["bell"]?.elements.count, 1)
        // Letters and digits exist only enclosed: they are not SF Symbols by themselves.
        for name in ["a", "u", "1", "s", "text", "slash", "xmark.fill", "a.circle.fill"] {
            XCTAssertNil(icons[name], name)
        }
    }

    func testPlacingPathDataScalesAndMoves() {
        XCTAssertEqual(IconCatalog.place("M10 20 L30 40 H50 V60 A5 5 0 1 1 70 80 Z", scale: 0.5, dx: 1, dy: 2),
                       "M6 12 L16 22 H26 V32 A2.5 2.5 0 1 1 36 42 Z")
        XCTAssertEqual(IconCatalog.place("m10 20 l-4 6", scale: 2, dx: 100, dy: 100), "m20 40 l-8 12")
    }
}

/// Knock-outs drawn: a composed `X.circle.fill` is a disc with the glyph cut out of it.
final class IconKnockoutRenderTests: XCTestCase {
    func testCircleFillKnocksTheGlyphOut() throws {
        // 100 pt: the 120-unit box is 120 × 120 px; the disc reaches 4 px from its edge.
        let p = try render("""
        component: c
        body:
          icon: xmark.circle.fill
          modifiers: [{font: {size: 100}}, {foregroundColor: ink}]
        """, scale: 1, background: "teal")
        XCTAssertEqual([p.width, p.height], [120, 120])
        // The crossing of the x is knocked out: the background shows.
        XCTAssertEqual(rgba(p, 60, 60), hex("#4CABA8"))
        XCTAssertEqual(rgba(p, 70, 70), hex("#4CABA8"))
        // The disc around it is drawn, on the ring and between the arms.
        XCTAssertEqual(rgba(p, 60, 12), hex("#121212"))
        XCTAssertEqual(rgba(p, 60, 40), hex("#121212"))
        XCTAssertEqual(rgba(p, 108, 60), hex("#121212"))
        // Outside the disc, the background.
        XCTAssertEqual(rgba(p, 2, 2), hex("#4CABA8"))
    }

    func testOutlineFormHasNoKnockout() throws {
        let p = try render("""
        component: c
        body:
          icon: xmark.circle
          modifiers: [{font: {size: 100}}, {foregroundColor: ink}]
        """, scale: 1, background: "teal")
        // The x's crossing is drawn; inside the ring between the arms is the background.
        XCTAssertEqual(rgba(p, 60, 60), hex("#121212"))
        XCTAssertEqual(rgba(p, 60, 40), hex("#4CABA8"))
    }
}
