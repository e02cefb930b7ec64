import PlumbModel
import XCTest

final class ColorTests: XCTestCase {
    func bytes(_ c: RGBA) -> [Int] { let b = c.bytes; return [Int(b.r), Int(b.g), Int(b.b), Int(b.a)] }

    func testHexForms() {
        XCTAssertEqual(bytes(RGBA(hex: "#E89B3C")!), [0xE8, 0x9B, 0x3C, 255])
        XCTAssertEqual(bytes(RGBA(hex: "#FFFFFF08")!), [255, 255, 255, 8])
        XCTAssertEqual(bytes(RGBA(hex: "#abc")!), [0xAA, 0xBB, 0xCC, 255])
        XCTAssertNil(RGBA(hex: "#12345"))
        XCTAssertNil(RGBA(hex: "E89B3C"))
        XCTAssertNil(RGBA(hex: "#GG0000"))
        XCTAssertEqual(RGBA(hex: "#E89B3C")!.withOpacity(0.2).hex, "#E89B3C33")
    }

    func testOKLCHAgainstKnownValues() throws {
        // Endpoints from the reference, and CSS Color 4's sRGB primaries in OKLCH.
        XCTAssertEqual(bytes(try OKLCH.parse("oklch(1 0 0)")!), [255, 255, 255, 255])
        XCTAssertEqual(bytes(try OKLCH.parse("oklch(0 0 0)")!), [0, 0, 0, 255])
        let red = try OKLCH.parse("oklch(62.796% 0.25768 29.2339)")!
        XCTAssertEqual(red.r, 1, accuracy: 1e-3); XCTAssertEqual(red.g, 0, accuracy: 1e-3); XCTAssertEqual(red.b, 0, accuracy: 1e-3)
        let green = try OKLCH.parse("oklch(0.86644 0.294827 142.4953)")!
        XCTAssertEqual(green.r, 0, accuracy: 1e-3); XCTAssertEqual(green.g, 1, accuracy: 1e-3); XCTAssertEqual(green.b, 0, accuracy: 1e-3)
        let blue = try OKLCH.parse("oklch(0.452014 0.313214 264.052)")!
        XCTAssertEqual(blue.r, 0, accuracy: 1e-3); XCTAssertEqual(blue.g, 0, accuracy: 1e-3); XCTAssertEqual(blue.b, 1, accuracy: 1e-3)
        // Mid grey: L 0.5 → linear 0.125 → sRGB 0.38857 (99/255).
        XCTAssertEqual(bytes(try OKLCH.parse("oklch(0.5 0 0)")!), [99, 99, 99, 255])
        XCTAssertEqual(bytes(try OKLCH.parse("oklch(0.5 0 0 / 0.5)")!)[3], 128)
    }

    func testOKLCHGamutClipping() throws {
        // A very saturated green is outside sRGB: channels clip to 0…1 instead of overflowing.
        let c = try OKLCH.parse("oklch(0.9 0.4 140)")!
        for v in [c.r, c.g, c.b] { XCTAssertTrue((0...1).contains(v)) }
        XCTAssertEqual(c.g, 1)
    }

    func testOKLCHMalformed() {
        XCTAssertThrowsError(try OKLCH.parse("oklch(0.5 0.1)"))
        XCTAssertThrowsError(try OKLCH.parse("oklch(0.5 0.1 x)"))
        XCTAssertThrowsError(try OKLCH.parse("oklch(2 0.1 30)"))
        XCTAssertNil(try OKLCH.parse("#fff"))
    }
}
