import Foundation
import PlumbLayout
import PlumbModel
import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// Images drawn by code — `UIGraphicsBeginImageContextWithOptions` … `NSAttributedString.draw(in:)`
/// … `UIGraphicsGetImageFromCurrentImageContext()`, and `UIGraphicsImageRenderer` — shown with
/// `Image(uiImage:)`: the image's size, its fills, and its text where it was drawn.
final class DrawnImageTests: XCTestCase {
    private let badge = """
    import SwiftUI
    import UIKit
    func badge(_ title: String) -> UIImage {
        let size = CGSize(width: 60, height: 30)
        UIGraphicsBeginImageContextWithOptions(size, false, 0)
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 60, height: 30))
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let text = NSMutableAttributedString(string: title, attributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.white])
        text.addAttribute(NSAttributedString.Key.paragraphStyle, value: style, range: NSRange(location: 0, length: text.length))
        text.draw(in: CGRect(x: 0, y: 8, width: 60, height: 20))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        return image ?? UIImage()
    }
    #Preview { Image(uiImage: badge("Hi")) }
    """

    func testAnImageContextRecordsFillsAndCentredText() throws {
        XCTAssertEqual(evaluate(badge)[0].diagnostics.map(\.description), [])
        let tree = try layoutPreview(badge)
        XCTAssertEqual(tree.nodes[0].frame.size, Size(width: 60, height: 30))
        let text = try XCTUnwrap(tree.nodes.first { if case .text("Hi") = $0.view.kind { return true }; return false })
        XCTAssertEqual(text.frame.y, 8, "drawn from the top of its rectangle")
        XCTAssertEqual(text.frame.x + text.frame.width / 2, 30, accuracy: 0.01, "centred as its paragraph style asks")
        let image = try renderSourcePreview(badge)
        XCTAssertEqual(image.rgb(2, 2), [0, 0, 255], "UIRectFill with UIKit's blue")
        XCTAssertEqual(image.rgb(5, 20), [0, 0, 255], "left of the centred text")
        var white: [[Int]] = []
        for y in 8..<28 { for x in 20..<40 where image.rgb(x, y)[0] > 160 { white.append(image.rgb(x, y)) } }
        XCTAssertFalse(white.isEmpty, "the white text is drawn over the fill")
    }

    /// `UIGraphicsImageRenderer(size:).image { context in … }` with `context.fill` and `draw(at:)`,
    /// and `withRenderingMode(.alwaysTemplate)` drawing the text in the foreground style.
    func testAnImageRendererAndTemplateRendering() throws {
        let source = """
        import SwiftUI
        import UIKit
        let mark: UIImage = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
            NSAttributedString(string: "x", attributes: [.foregroundColor: UIColor.green]).draw(at: CGPoint(x: 20, y: 2))
        }
        #Preview {
            VStack(spacing: 0) {
                Image(uiImage: mark)
                Image(uiImage: mark.withRenderingMode(.alwaysTemplate)).foregroundStyle(Color(red: 0, green: 0, blue: 1))
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let image = try renderSourcePreview(source)
        XCTAssertEqual(image.pixmap.width, 40)
        XCTAssertEqual(image.rgb(5, 10), [255, 0, 0])
        XCTAssertEqual(image.rgb(15, 10), [255, 255, 255])
        let tree = try layoutPreview(source)
        let texts = tree.nodes.filter { if case .text("x") = $0.view.kind { return true }; return false }
        XCTAssertEqual(texts.map(\.frame.x), [20, 20])
        XCTAssertEqual(texts.map(\.frame.y), [2, 22])
        // The glyph's darkest pixels: green as its run says, then blue in the template copy.
        func inked(_ rows: Range<Int>) -> [Int] {
            var darkest = [255, 255, 255]
            for y in rows {
                for x in 20..<40 {
                    let c: [Int] = image.rgb(x, y)
                    if c[0] + c[1] + c[2] < darkest[0] + darkest[1] + darkest[2] { darkest = c }
                }
            }
            return darkest
        }
        let plain = inked(0..<20), template = inked(20..<40)
        XCTAssertTrue(plain[1] > plain[0] && plain[1] > plain[2], "\(plain)")
        XCTAssertTrue(template[2] > template[0] && template[2] > template[1], "\(template)")
    }

    /// A symbol flattened into a bitmap, as apps do to keep it out of the foreground style:
    /// `applyingSymbolConfiguration(.init(pointSize:))` sizes it (its box at that point size; 17 pt,
    /// the body style's, without one), `withTintColor` colours it, `draw(at:)`/`draw(in:)` put
    /// it in the renderer's image, scaled to the rectangle.
    func testASymbolDrawnIntoAnImageKeepsItsTintAndSize() throws {
        let source = """
        import SwiftUI
        import UIKit
        func flattened(_ name: String, size: CGFloat) -> UIImage {
            let configured = UIImage(systemName: name)!.applyingSymbolConfiguration(.init(pointSize: size)) ?? UIImage(systemName: name)!
            return UIGraphicsImageRenderer(size: configured.size).image { _ in
                configured.withTintColor(.white, renderingMode: .alwaysOriginal).draw(at: .zero)
            }.withRenderingMode(.alwaysOriginal)
        }
        let plain = UIImage(systemName: "circle.fill")!
        let scaled = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in
            plain.withTintColor(.red).draw(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        #Preview {
            VStack(spacing: 0) {
                Image(uiImage: flattened("circle.fill", size: 50)).foregroundStyle(.blue)
                Image(uiImage: scaled)
                Text(plain.size.width == 17 * 1.2 && UIImage().applyingSymbolConfiguration(.init(pointSize: 9)) == nil ? "sized" : "wrong")
            }
            .background(Color.black)
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let tree = try layoutPreview(source)
        let sizes = tree.nodes.map { [$0.frame.y, $0.frame.width, $0.frame.height] }
        XCTAssertTrue(sizes.contains([0, 60, 60]), "50 pt of a symbol 1.2 em square: \(sizes)")
        XCTAssertTrue(sizes.contains([60, 40, 40]), "\(sizes)")
        let texts = tree.nodes.compactMap { if case .text(let s) = $0.view.kind { return s }; return nil }
        XCTAssertEqual(texts, ["sized"])
        let image = try renderSourcePreview(source)
        let top = tree.nodes[0].frame
        XCTAssertEqual(image.rgb(Int(top.width / 2), 30), [255, 255, 255], "the tint, not the foreground style")
        XCTAssertEqual(image.rgb(Int(top.width / 2), 80), [255, 0, 0], "scaled to its rectangle, in its tint")
        XCTAssertEqual(image.rgb(Int(top.width / 2) - 19, 62), [0, 0, 0], "the circle's box is a margin around it")
    }

    /// UIKit stretches a symbol drawn into a rectangle of another shape; Plumb draws symbols at
    /// a font size, so it fits it and says so. Drawing with no image context open draws nothing.
    func testASymbolStretchedOrDrawnOutsideAContextIsAWarning() throws {
        let source = """
        import SwiftUI
        import UIKit
        let wide = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { _ in
            UIImage(systemName: "circle.fill")!.draw(in: CGRect(x: 0, y: 0, width: 40, height: 20))
        }
        #Preview {
            UIImage(systemName: "circle.fill")!.draw(at: .zero)
            return Image(uiImage: wide)
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [
            "Card.swift:7:5: warning: an image drawn outside an image context draws nothing",
            "Card.swift:8:12: warning: an image drawn into a rectangle of another aspect ratio is drawn fitted to it, not stretched",
        ])
    }

    /// A font file under the sources is among `UIFont.familyNames` (Plumb registers it), so a
    /// "register once" check finds it; an icon font's glyph drawn into an image is that glyph.
    func testFontsUnderTheSourcesAreRegisteredFamilies() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        import UIKit
        #Preview { Text(UIFont.familyNames.contains("Helvetica") ? "has" : "lacks") }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["has"])
    }
}
