import Foundation
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// PDF image sets (Xcode's vector icons): the first page's paths read into the same path data
/// SVG image sets give, in a y-down viewBox that is the page, with the page's size in points.
final class PDFImageSetTests: XCTestCase {
    typealias F = AssetCatalogFixture

    /// A catalog with one image set `icon` holding `pdf`; its sets and warnings.
    private func load(_ pdf: PDFTestFile, properties: String = "", wrongXref: Bool = false) throws -> (AssetCatalog, [String]) {
        let f = try F(self)
        try f.pdfImageSet("I.xcassets/icon.imageset", pdf.bytes(wrongXref: wrongXref), properties: properties)
        let c = try f.load()
        return (c, f.lines(c))
    }

    func testARectangleFillBecomesPathDataInAFlippedViewBoxOfThePageSize() throws {
        let (c, lines) = try load(.page("0 0 1 rg\n2 4 10 6 re\nf\n", box: "0 0 30 20"),
                                  properties: #""template-rendering-intent" : "template""#)
        XCTAssertEqual(lines, [])
        let set = try XCTUnwrap(c.imageSet(named: "icon"))
        XCTAssertEqual(set.paths, ["M2 16L12 16L12 10L2 10Z"])
        XCTAssertEqual(set.evenOddPaths, [])
        XCTAssertEqual([set.viewBoxWidth, set.viewBoxHeight, set.width, set.height], [30, 20, 30, 20])
        XCTAssertEqual(set.fillColor, RGBA(r: 0, g: 0, b: 1, a: 1))
        XCTAssertEqual(set.renderingIntent, .template)
        XCTAssertTrue(set.file.hasSuffix("/icon.imageset/icon.pdf"))
        let icon = try XCTUnwrap(c.image(named: "icon"))
        XCTAssertEqual(icon.pathData, "M2 16L12 16L12 10L2 10Z")
        XCTAssertEqual(icon.widthEm, 1.5)
    }

    func testAFlateDecodeStreamWithAnIndirectLengthIsInflated() throws {
        // zlib.compress(b"1 0 0 1 5 5 cm\n0 0 4 4 re\nf\n"), as Python writes it.
        let compressed: [UInt8] = [0x78, 0x9C, 0x33, 0x54, 0x30, 0x00, 0x42, 0x43, 0x05, 0x53, 0x20, 0x4C, 0xCE, 0xE5, 0x02,
                                   0x71, 0x4C, 0x80, 0xB0, 0x28, 0x95, 0x2B, 0x8D, 0x0B, 0x00, 0x49, 0x8D, 0x05, 0x60]
        var pdf = PDFTestFile()
        pdf.stream(1, "/Filter /FlateDecode", compressed, length: "5 0 R")
        pdf.addPageTree(box: "0 0 20 20")
        pdf.add(5, "\(compressed.count)")
        // The cross-reference table is not trusted: objects are found by their headers.
        let (c, lines) = try load(pdf, wrongXref: true)
        XCTAssertEqual(lines, [])
        XCTAssertEqual(c.imageSet(named: "icon")?.paths, ["M5 15L9 15L9 11L5 11Z"])
        XCTAssertEqual(c.imageSet(named: "icon")?.fillColor, .black)
    }

    func testTheCurrentMatrixIsAppliedToEveryPointRotationsIncluded() throws {
        let (c, lines) = try load(.page("""
        q 2 0 0 2 1 1 cm 0 0 m 4 0 l 0 3 l h f Q
        q 0 1 -1 0 10 0 cm 0 0 m 4 0 l 0 3 l h f Q
        0 0 m 1 2 3 4 5 6 c 7 8 9 10 v 11 12 13 14 y f
        """, box: "0 0 20 20"))
        XCTAssertEqual(lines, [])
        XCTAssertEqual(c.imageSet(named: "icon")?.paths, [
            "M1 19L9 19L1 13Z",
            "M10 20L10 16L7 20Z",
            "M0 20C1 18 3 16 5 14C5 14 7 12 9 10C11 8 13 6 13 6",
        ])
    }

    func testTheCropBoxAndRotateSetTheViewBox() throws {
        // The crop box cuts 10 units off the left; /Rotate 90 turns the page clockwise.
        let (c, lines) = try load(.page("10 0 4 2 re f", box: "0 0 40 20", pageExtra: "/CropBox [10 0 40 20] /Rotate 90"))
        XCTAssertEqual(lines, [])
        let set = try XCTUnwrap(c.imageSet(named: "icon"))
        XCTAssertEqual([set.viewBoxWidth, set.viewBoxHeight, set.width, set.height], [20, 30, 20, 30])
        XCTAssertEqual(set.paths, ["M0 0L0 4L2 4L2 0Z"])
    }

    func testEvenOddFillsStayEvenOdd() throws {
        let (c, lines) = try load(.page("0 0 10 10 re 2 2 6 6 re f*\n0 0 1 1 re f", box: "0 0 10 10"))
        XCTAssertEqual(lines, [])
        let set = try XCTUnwrap(c.imageSet(named: "icon"))
        XCTAssertEqual(set.evenOddPaths, ["M0 10L10 10L10 0L0 0ZM2 8L8 8L8 2L2 2Z"])
        XCTAssertEqual(set.paths, ["M0 10L1 10L1 9L0 9Z"])
        XCTAssertEqual(c.image(named: "icon")?.evenOddPaths, set.evenOddPaths)
    }

    func testStrokesKeepTheirWidthScaledByTheMatrixCapsAndJoins() throws {
        let (c, lines) = try load(.page("""
        0 0 1 RG 3 w 1 J 1 j 1 5 m 9 5 l S
        q 2 0 0 2 0 0 cm 1.5 w 2 J 2 j 0 1 m 5 1 l 5 4 l s Q
        """, box: "0 0 10 10"))
        XCTAssertEqual(lines, [])
        let set = try XCTUnwrap(c.imageSet(named: "icon"))
        XCTAssertEqual(set.paths, [])
        XCTAssertEqual(set.strokes, [
            IconStroke(pathData: "M1 5L9 5", width: 3, cap: .round, join: .round),
            IconStroke(pathData: "M0 8L10 8L10 2Z", width: 3, cap: .square, join: .bevel),
        ])
        XCTAssertEqual(set.fillColor, RGBA(r: 0, g: 0, b: 1, a: 1))
    }

    func testAFormXObjectIsDrawnWithItsMatrixAndTheCallersMatrix() throws {
        var pdf = PDFTestFile.page("q 1 0 0 1 10 0 cm /Fm1 Do Q", box: "0 0 20 20",
                                   resources: "/XObject << /Fm1 5 0 R >>")
        pdf.stream(5, "/Type /XObject /Subtype /Form /BBox [0 0 10 10] /Matrix [1 0 0 1 0 5]", "/CS0 cs 1 0 0 scn 0 0 4 4 re f")
        // An ICC-based space with three components reads as RGB.
        pdf.add(6, "[/ICCBased 7 0 R]")
        pdf.stream(7, "/N 3", "")
        pdf.add(4, "<< /Type /Page /Parent 3 0 R /MediaBox [0 0 20 20] /Resources << /XObject << /Fm1 5 0 R >> /ColorSpace << /CS0 6 0 R >> >> /Contents 1 0 R >>")
        let (c, lines) = try load(pdf)
        XCTAssertEqual(lines, [])
        XCTAssertEqual(c.imageSet(named: "icon")?.paths, ["M10 15L14 15L14 11L10 11Z"])
        XCTAssertEqual(c.imageSet(named: "icon")?.fillColor, RGBA(r: 1, g: 0, b: 0, a: 1))
    }

    func testContentsArraysAndObjectStreamsAreRead() throws {
        var pdf = PDFTestFile()
        pdf.stream(1, "", "0 0 m 4 0 l")
        pdf.stream(8, "", "4 4 l f")
        // Catalog, page tree and page inside an (unfiltered) object stream.
        let objects = [
            "<< /Type /Catalog /Pages 3 0 R >>",
            "<< /Type /Pages /Kids [4 0 R] /Count 1 /MediaBox [0 0 8 8] >>",
            "<< /Type /Page /Parent 3 0 R /Contents [1 0 R 8 0 R] >>",
        ]
        var header = "", body = ""
        for (i, o) in objects.enumerated() {
            header += "\(i + 2) \(body.utf8.count) "
            body += o + "\n"
        }
        pdf.stream(5, "/Type /ObjStm /N 3 /First \(header.utf8.count)", header + body)
        let (c, lines) = try load(pdf)
        XCTAssertEqual(lines, [])
        XCTAssertEqual(c.imageSet(named: "icon")?.paths, ["M0 8L4 8L4 4"])
        XCTAssertEqual(c.imageSet(named: "icon")?.width, 8)
    }

    func testWhatIsNotDrawnIsReportedOncePerFileAtTheContentStream() throws {
        var pdf = PDFTestFile.page("""
        q 0 0 24 24 re W n 0 0 5 5 re f Q
        q 1 1 10 10 re W n 0 0 5 5 re f 0 0 5 5 re f Q
        BT /F1 12 Tf (Hi) Tj ET BT ET
        /Sh1 sh /Im1 Do /GS1 gs 1 0 0 rg 0 0 2 2 re f
        [2 1] 0 d 0 0 m 1 1 l S
        0 0 m 3 3 l W n 0 0 1 1 re f
        """, resources: "/XObject << /Im1 5 0 R >> /ExtGState << /GS1 << /ca 0.5 >> >>")
        pdf.stream(5, "/Type /XObject /Subtype /Image /Width 1 /Height 1 /BitsPerComponent 8 /ColorSpace /DeviceGray", [0])
        let (c, lines) = try load(pdf)
        XCTAssertEqual(c.imageSet(named: "icon")?.paths.count, 5)
        XCTAssertEqual(lines, [
            "ROOT/I.xcassets/icon.imageset/icon.pdf:2:1: warning: a clipping path is not applied; what it would cut off is drawn (3 times)",
            "ROOT/I.xcassets/icon.imageset/icon.pdf:2:1: warning: text is not drawn (the PDF's text objects are skipped) (2 times)",
            "ROOT/I.xcassets/icon.imageset/icon.pdf:2:1: warning: shadings (smooth gradients) are not drawn",
            "ROOT/I.xcassets/icon.imageset/icon.pdf:2:1: warning: images inside the PDF are not drawn",
            "ROOT/I.xcassets/icon.imageset/icon.pdf:2:1: warning: translucency (/ca, /CA) is not applied; the shapes are drawn opaque (2 times)",
            "ROOT/I.xcassets/icon.imageset/icon.pdf:2:1: warning: dashed strokes are drawn solid",
        ])
        // Black and red, each element in its own colour (no longer one colour and a warning).
        XCTAssertEqual(Set(c.imageSet(named: "icon")?.colouredLayers.map(\.color.hex) ?? []), ["#000000", "#FF0000"])
    }

    func testBadFilesAreSkippedWithALocatedWarning() throws {
        let f = try F(self)
        try f.pdfImageSet("I.xcassets/text.imageset", Array("hello".utf8))
        try f.pdfImageSet("I.xcassets/empty.imageset", PDFTestFile.page("").bytes())
        try f.pdfImageSet("I.xcassets/nobox.imageset", PDFTestFile.page("0 0 1 1 re f", box: "0 0 0").bytes())
        var lzw = PDFTestFile()
        lzw.stream(1, "/Filter /LZWDecode", "")
        lzw.addPageTree()
        try f.pdfImageSet("I.xcassets/lzw.imageset", lzw.bytes())
        let c = try f.load()
        XCTAssertEqual(c.imageNames, [])
        XCTAssertEqual(f.lines(c), [
            "ROOT/I.xcassets/empty.imageset/icon.pdf:14:1: warning: the PDF's first page has nothing Plumb draws (no filled or stroked path); image set 'empty' is skipped",
            "ROOT/I.xcassets/lzw.imageset/icon.pdf:2:1: warning: cannot draw the PDF: stream filter /LZWDecode is not supported (only /FlateDecode); image set 'lzw' is skipped",
            "ROOT/I.xcassets/nobox.imageset/icon.pdf:14:1: warning: cannot draw the PDF: the page has no valid /MediaBox; image set 'nobox' is skipped",
            "ROOT/I.xcassets/text.imageset/icon.pdf:1:1: warning: not a PDF file (no %PDF- header); image set 'text' is skipped",
        ])
    }

    func testBudgetsStopBombsWithAWarning() throws {
        // 100,001 q/Q pairs: more operators than pdf-operators allows.
        let many = String(repeating: "q Q ", count: 100_001)
        // A form that draws itself: nested past pdf-depth.
        var loop = PDFTestFile.page("/Fm1 Do", resources: "/XObject << /Fm1 5 0 R >>")
        loop.stream(5, "/Subtype /Form /BBox [0 0 24 24] /Resources << /XObject << /Fm1 5 0 R >> >>", "/Fm1 Do")
        let deep = String(repeating: "q ", count: 40)
        // Seventeen MiB of zeros, deflated to a few KiB.
        let zeros = [UInt8](repeating: 0x30, count: 17 << 20)
        var bomb = PDFTestFile()
        bomb.stream(1, "/Filter /FlateDecode", Self.deflate(zeros))
        bomb.addPageTree()
        let f = try F(self)
        try f.pdfImageSet("I.xcassets/many.imageset", PDFTestFile.page(many).bytes())
        try f.pdfImageSet("I.xcassets/loop.imageset", loop.bytes())
        try f.pdfImageSet("I.xcassets/deep.imageset", PDFTestFile.page(deep).bytes())
        try f.pdfImageSet("I.xcassets/bomb.imageset", bomb.bytes())
        let c = try f.load()
        XCTAssertEqual(c.imageNames, [])
        XCTAssertEqual(f.lines(c), [
            "ROOT/I.xcassets/bomb.imageset/icon.pdf:2:1: warning: cannot draw the PDF: streams inflate to more than 16 MiB (pdf-decoded-bytes); image set 'bomb' is skipped",
            "ROOT/I.xcassets/deep.imageset/icon.pdf:2:1: warning: cannot draw the PDF: graphics states (q) nested deeper than 32 levels (pdf-depth); image set 'deep' is skipped",
            "ROOT/I.xcassets/loop.imageset/icon.pdf:17:1: warning: cannot draw the PDF: form XObjects nested deeper than 32 levels (pdf-depth); image set 'loop' is skipped",
            "ROOT/I.xcassets/many.imageset/icon.pdf:2:1: warning: cannot draw the PDF: content of more than 200,000 operators (pdf-operators); image set 'many' is skipped",
        ])
    }

    /// Truncations, random byte changes of a valid file and garbage: each is drawn or skipped
    /// with a one-line warning, never a crash or a hang.
    func testTruncatedAndGarbledFilesNeverCrash() throws {
        var pdf = PDFTestFile.page("q 1 0 0 1 2 2 cm 0 0 1 rg 0 0 m 4 0 l 4 4 10 10 0 8 c h f* Q /Fm1 Do",
                                   resources: "/XObject << /Fm1 5 0 R >>")
        pdf.stream(5, "/Subtype /Form /BBox [0 0 24 24] /Matrix [1 0 0 1 3 3]", "0 0 2 2 re f")
        let good = pdf.bytes()
        // Seeded xorshift: the same samples every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Int(state % 1_000_003)
        }
        var samples: [[UInt8]] = stride(from: 0, to: good.count, by: 7).map { Array(good.prefix($0)) }
        for _ in 0..<300 {
            var b = good
            let alphabet = Array("0 ()<>[]/%Rendobjstream\n".utf8)
            for _ in 0..<(1 + next() % 4) {
                b[next() % b.count] = alphabet[next() % alphabet.count]
            }
            samples.append(b)
        }
        // Garbage after a PDF header.
        for _ in 0..<20 { samples.append(Array("%PDF-1.7\n".utf8) + (0..<2_000).map { _ in UInt8(next() % 256) }) }
        var drawn = 0
        for (i, bytes) in samples.enumerated() {
            var reader = AssetCatalogReader()
            let doc = PDFDocument.read(Data(bytes), file: "f\(i).pdf", skipped: "skipped", reader: &reader)
            if doc != nil { drawn += 1 } else { XCTAssertFalse(reader.diagnostics.isEmpty, "sample \(i) skipped silently") }
            for d in reader.diagnostics { XCTAssertFalse(d.message.contains("\n"), d.message) }
        }
        XCTAssertGreaterThan(drawn, 0)
    }

    /// A run of one byte value in zlib format, deflated by hand: one fixed-Huffman block of
    /// 258-byte back-references (Foundation on Linux has no zlib API).
    static func deflate(_ bytes: [UInt8]) -> [UInt8] {
        precondition(Set(bytes).count == 1, "only runs of one byte")
        var out: [UInt8] = [0x78, 0x01]
        var bits: UInt32 = 0, count = 0
        func put(_ value: UInt32, _ n: Int) {
            bits |= value << count
            count += n
            while count >= 8 { out.append(UInt8(bits & 0xFF)); bits >>= 8; count -= 8 }
        }
        func huffman(_ code: UInt32, _ n: Int) {
            var r: UInt32 = 0
            for i in 0..<n where code & (1 << i) != 0 { r |= 1 << (n - 1 - i) }
            put(r, n)
        }
        put(1, 1)  // final block
        put(1, 2)  // fixed Huffman codes
        huffman(0x30 + UInt32(bytes[0]), 8)  // the literal (codes 0–143: 0x30 + value, 8 bits)
        var left = bytes.count - 1
        while left >= 258 {
            huffman(0xC5, 8)  // length 258: code 285 → 11000101
            huffman(0, 5)  // distance 1
            left -= 258
        }
        while left > 0 {
            huffman(0x30 + UInt32(bytes[0]), 8)
            left -= 1
        }
        huffman(0, 7)  // end of block: code 256 → 0000000
        if count > 0 { out.append(UInt8(bits & 0xFF)) }
        // No Adler-32: the budget stops the inflate long before the end.
        return out
    }
}

extension AssetCatalogFixture {
    /// An image set naming `icon.pdf`, written with `bytes`.
    func pdfImageSet(_ relative: String, _ bytes: [UInt8], properties: String = "") throws {
        try imageSet(relative, filename: "icon.pdf", svg: nil, properties: properties)
        try Data(bytes).write(to: URL(fileURLWithPath: root + "/" + relative + "/icon.pdf"))
    }
}
