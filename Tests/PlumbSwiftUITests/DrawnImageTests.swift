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
