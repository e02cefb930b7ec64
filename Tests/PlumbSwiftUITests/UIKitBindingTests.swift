import Foundation
import PlumbLayout
import PlumbModel
import PlumbText
@testable import PlumbSwiftUI
import XCTest

/// UIKit and CoreGraphics values in SwiftUI view code (`Library/UIKit/`): geometry, `UIColor`,
/// `UIFont` with the real metrics of the face Plumb draws, `UIFontMetrics`, the fixed preview
/// device and accessibility settings, and paragraph styles — all without a warning.
final class UIKitBindingTests: XCTestCase {
    /// An evaluation context whose font metrics come from the suite's text engine.
    private func context(_ appearance: Appearance = .light, _ size: DynamicTypeSize = .large) -> EvaluationContext {
        var c = EvaluationContext(appearance: appearance, dynamicType: size)
        c.faceMetrics = { sharedLayout.text.library.metrics(for: $0) }
        return c
    }

    /// The text nodes' strings of a preview whose `VStack` holds `body`, and its warnings.
    private func texts(_ body: String, declarations: String = "", context: EvaluationContext? = nil,
                       file: StaticString = #filePath, line: UInt = #line) throws -> (texts: [String], warnings: [String]) {
        let source = """
        import SwiftUI
        import UIKit
        \(declarations)
        #Preview {
            VStack {
        \(body)
            }
        }
        """
        let ctx = context ?? self.context()
        let r = evaluate(source, context: ctx)
        let t = try layoutPreview(source, context: ctx, file: file, line: line)
        let strings = t.nodes.compactMap { node -> String? in
            if case .text(let s) = node.view.kind { return s }
            return nil
        }
        return (strings, r.first?.diagnostics.map(\.description) ?? [])
    }

    private func fills(_ source: String, _ appearance: Appearance) throws -> [Paint] {
        let t = try layoutPreview(source, context: context(appearance))
        return t.nodes.compactMap { n in
            for case .fill(let p) in n.view.modifiers { return p }
            return nil
        }
    }

    func testCoreGraphicsGeometryValuesAndWriteBack() throws {
        let r = try texts("""
            let size = CGSize(width: 30, height: 40)
            let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
            Text("\\(size.width) \\(size.height) \\(CGSize.zero.width)")
            Text("\\(rect.minX) \\(rect.midX) \\(rect.maxX) \\(rect.minY) \\(rect.midY) \\(rect.maxY)")
            Text("\\(rect.insetBy(dx: 5, dy: 10).width) \\(rect.insetBy(dx: 5, dy: 10).minY)")
            Text("\\(CGRect(origin: CGPoint(x: 1, y: 2), size: size).maxY) \\(CGRect.zero.size.height)")
            Text(size == CGSize(width: 30, height: 40) ? "equal" : "different")
            Text(moved.x == 7 && grown.width == 3 && grown.height == 9 ? "written back" : "lost")
            Text("\\(framed.size.width) \\(framed.origin.y)")
            Text("\\(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).left) \\(UIEdgeInsets.zero.bottom)")
            Text("\\(NSDirectionalEdgeInsets(top: 1, leading: 5, bottom: 3, trailing: 4).leading) \\(CGVector(dx: 2, dy: 6).dy)")
            Text("\\(CGAffineTransform(scaleX: 2, y: 3).d) \\(CGAffineTransform(translationX: 4, y: 5).tx) \\(CGAffineTransform.identity.isIdentity)")
            Text("\\(CGPoint(x: 1, y: 1).applying(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 0)).x)")
        """, declarations: """
        var moved: CGPoint {
            var p = CGPoint.zero
            p.x = 7
            return p
        }
        var grown: CGSize {
            var s = CGSize.zero
            s.width = 3
            s.height += 9
            return s
        }
        var framed: CGRect {
            var r = CGRect(x: 0, y: 0, width: 10, height: 10)
            r.size.width = 44
            r.origin.y = 6
            return r
        }
        """)
        XCTAssertEqual(r.texts, ["30.0 40.0 0.0", "10.0 60.0 110.0 20.0 45.0 70.0", "90.0 30.0", "42.0 0.0", "equal", "written back",
                                 "44.0 6.0", "2.0 0.0", "5.0 6.0", "3.0 4.0 true", "22.0"])
        XCTAssertEqual(r.warnings, [])
    }

    func testUIColorsFillWithTheirExactColour() throws {
        let source = """
        import SwiftUI
        import UIKit
        #Preview {
            VStack {
                Rectangle().fill(Color(uiColor: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)))
                Color(UIColor(white: 0.25, alpha: 0.5))
                Color(uiColor: UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1))
                Color(uiColor: .systemBlue)
                Color(UIColor.red.withAlphaComponent(0.5))
                Color(uiColor: UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1))
                Color(uiColor: adaptive)
                Rectangle().fill(Color(cgColor: UIColor.label.cgColor))
            }
        }
        let adaptive = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 1) : .black
        }
        """
        let light = try fills(source, .light).map(\.description), dark = try fills(source, .dark).map(\.description)
        XCTAssertEqual(light, ["#FF8000", "#40404080", "#FF0000", "#007AFF", "#FF000080", "#FFFFFF", "#000000", "#000000"])
        XCTAssertEqual(dark, ["#FF8000", "#40404080", "#FF0000", "#0A84FF", "#FF000080", "#FFFFFF", "#FFFFFF", "#FFFFFF"])
        XCTAssertEqual(evaluate(source, context: context()).first?.diagnostics.map(\.description), [])
    }

    func testDisplayP3IsConvertedToSRGB() throws {
        // P3's pure green is outside sRGB: clamped, with a warning naming the stand-in.
        let r = try texts("""
            Text(channels(UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1)))
            Text(channels(UIColor(displayP3Red: 0, green: 1, blue: 0, alpha: 1)))
        """, declarations: """
        func channels(_ c: UIColor) -> String {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            _ = c.getRed(&r, green: &g, blue: &b, alpha: &a)
            return "\\(r) \\(g) \\(b) \\(a)"
        }
        """)
        XCTAssertEqual(r.texts, ["0.5 0.5 0.5 1.0", "0.0 1.0 0.0 1.0"])
        XCTAssertEqual(r.warnings.count, 1)
        XCTAssertTrue(r.warnings[0].hasSuffix("warning: this Display P3 colour is outside sRGB: drawn with the nearest sRGB colour (clamped)"))
    }

    func testUIFontsAndTheirFaceMetrics() throws {
        let r = try texts("""
            let f = UIFont.systemFont(ofSize: 20, weight: .bold)
            Text("\\(f.pointSize) \\(f.lineHeight) \\(f.ascender) \\(f.descender) \\(f.capHeight) \\(f.xHeight) \\(f.leading)")
            Text("\\(UIFont.preferredFont(forTextStyle: .body).pointSize) \\(UIFont.preferredFont(forTextStyle: .caption1).pointSize)")
            Text("\\(f.withSize(10).pointSize) \\(UIFont.boldSystemFont(ofSize: 12).pointSize)")
            Text("Sized").font(Font(UIFont.monospacedSystemFont(ofSize: 13, weight: .regular)))
        """)
        let face = try sharedLayout.text.library.face(for: ResolvedFont(size: 20, weight: .bold))
        func pt(_ units: Int) -> Double { Double(units) * 20 / Double(face.unitsPerEm) }
        let expected = "20.0 \(pt(face.ascender - face.descender + face.lineGap)) \(pt(face.ascender)) \(pt(face.descender)) "
            + "\(pt(try XCTUnwrap(face.capHeight))) \(pt(try XCTUnwrap(face.xHeight))) \(pt(face.lineGap))"
        XCTAssertEqual(r.texts, [expected, "17.0 12.0", "10.0 12.0", "Sized"])
        XCTAssertEqual(r.warnings, [])
        // `Font(uiFont)` draws with the face, size and weight SwiftUI's own font of that description does.
        func drawn(_ font: String) throws -> [String] {
            let t = try layoutPreview("import SwiftUI\nimport UIKit\n#Preview { Text(\"Wide 123\").font(\(font)) }")
            let text = try XCTUnwrap(t.nodes.first { $0.kind == "text" }?.text)
            return [(text.facePath as NSString).lastPathComponent, "\(text.width)", "\(text.height)"]
        }
        XCTAssertEqual(try drawn("Font(UIFont.monospacedSystemFont(ofSize: 13, weight: .semibold))"),
                       try drawn(".system(size: 13, weight: .semibold, design: .monospaced)"))
    }

    func testUIFontByNameIsAFontFileUnderTheSourcesOrNil() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-uifont-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: BundledFonts.directory + "/Inter-Bold.otf", toPath: root.appendingPathComponent("Brand-Bold.otf").path)
        try """
        import SwiftUI
        import UIKit
        #Preview {
            VStack {
                Text("\\(UIFont(name: "Brand-Bold", size: 30)!.lineHeight)")
                Text(UIFont(name: "Avenir Next", size: 30) == nil ? "nil" : "font")
            }
        }
        """.write(to: root.appendingPathComponent("Type.swift"), atomically: true, encoding: .utf8)
        let project = try SwiftProject.load(paths: [root.path])
        let r = project.evaluate(project.previews[0], context: context())
        XCTAssertEqual(r.diagnostics.map(\.description),
                       ["\(root.path)/Type.swift:6:14: warning: font 'Avenir Next' is not among the font files under the sources: UIFont(name:size:) is nil"])
        let face = try FontFace(path: root.appendingPathComponent("Brand-Bold.otf").path)
        let texts = try sharedLayout.layout(XCTUnwrap(r.component)).nodes.compactMap { n -> String? in
            if case .text(let s) = n.view.kind { return s }
            return nil
        }
        XCTAssertEqual(texts, ["\(Double(face.ascender - face.descender + face.lineGap) * 30 / Double(face.unitsPerEm))", "nil"])
    }

    func testUIFontMetricsScaleByTheDynamicTypeRatio() throws {
        let body = """
            Text("\\(UIFontMetrics(forTextStyle: .body).scaledValue(for: 10))")
            Text("\\(UIFontMetrics.default.scaledValue(for: 17))")
            Text("\\(UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 20)).pointSize)")
            Text("\\(UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 17), maximumPointSize: 20).pointSize)")
        """
        XCTAssertEqual(try texts(body).texts, ["10.0", "17.0", "20.0", "17.0"])
        let big = try texts(body, context: context(.light, .xxxLarge))
        XCTAssertEqual(big.texts, ["\(10 * DynamicTypeTable.scaleFactor(.body, at: .xxxLarge))", "\(17 * DynamicTypeTable.scaleFactor(.body, at: .xxxLarge))",
                                   "\(20 * DynamicTypeTable.scaleFactor(.title1, at: .xxxLarge))", "20.0"])
        XCTAssertEqual(big.warnings, [])
    }

    func testTheFixedDeviceTraitsAndAccessibilitySettings() throws {
        let body = """
            Text("\\(UIScreen.main.bounds.width) \\(UIScreen.main.bounds.size.height) \\(UIScreen.main.scale)")
            Text(UIDevice.current.userInterfaceIdiom == .phone ? "phone" : "pad")
            Text("\\(UIDevice.current.systemName) \\(UIDevice.current.systemVersion)")
            Text(UIAccessibility.isBoldTextEnabled || UIAccessibility.isReduceMotionEnabled || UIAccessibility.isVoiceOverRunning ? "on" : "off")
            Text(UITraitCollection.current.userInterfaceStyle == .dark ? "dark" : "light")
            Text(UITraitCollection.current.horizontalSizeClass == .compact ? "compact" : "regular")
            Text(UIApplication.shared.preferredContentSizeCategory == .large ? "large" : "other")
            Text(UIApplication.shared.preferredContentSizeCategory < .extraLarge ? "smaller" : "not smaller")
            Text(UIApplication.shared.connectedScenes.isEmpty ? "no scenes" : "scenes")
        """
        let light = try texts(body)
        XCTAssertEqual(light.texts, ["393.0 852.0 3.0", "phone", "iOS 17.5", "off", "light", "compact", "large", "smaller", "no scenes"])
        XCTAssertEqual(light.warnings, [])
        XCTAssertEqual(try texts(body, context: context(.dark, .xxxLarge)).texts,
                       ["393.0 852.0 3.0", "phone", "iOS 17.5", "off", "dark", "compact", "other", "not smaller", "no scenes"])
    }

    func testParagraphStylesKeepTheirSettingsThroughALet() throws {
        let r = try texts("""
            Text("\\(style.lineSpacing) \\(style.paragraphSpacing) \\(style.lineHeightMultiple)")
            Text(style.alignment == .center ? "centered" : "other")
            Text("\\(NSParagraphStyle.default.lineSpacing)")
        """, declarations: """
        let style: NSMutableParagraphStyle = {
            let s = NSMutableParagraphStyle()
            s.lineSpacing = 6
            s.paragraphSpacing = 2
            s.lineHeightMultiple = 1.2
            s.alignment = .center
            return s
        }()
        """)
        XCTAssertEqual(r.texts, ["6.0 2.0 1.2", "centered", "0.0"])
        XCTAssertEqual(r.warnings, [])
    }

    /// A `UIViewRepresentable` whose `makeUIView`/`updateUIView` make a plain `UIView` or a
    /// `UIImageView` with no image (an image loaded later, as apps do) draws what UIKit draws:
    /// its background colour, clear by default, over the space SwiftUI gives it; one with an
    /// image or with subviews stays the placeholder. `context.coordinator` is `makeCoordinator()`'s.
    func testARepresentedPlainViewOrEmptyImageViewIsDrawnAsUIKitDrawsIt() throws {
        let source = """
        import SwiftUI
        import UIKit
        struct Cover: UIViewRepresentable {
            var image: UIImage?
            func makeUIView(context: Context) -> UIImageView {
                let view = UIImageView()
                view.setContentHuggingPriority(.defaultLow, for: .vertical)
                view.backgroundColor = context.coordinator.color
                return view
            }
            func updateUIView(_ uiView: UIImageView, context: Context) { uiView.image = image }
            func makeCoordinator() -> Coordinator { Coordinator() }
            final class Coordinator { let color = UIColor.red }
        }
        struct Spacing: UIViewRepresentable {
            func makeUIView(context: Context) -> UIView { UIView() }
            func updateUIView(_ uiView: UIView, context: Context) {}
        }
        struct Labelled: UIViewRepresentable {
            func makeUIView(context: Context) -> UIView {
                let view = UIView()
                view.addSubview(UILabel())
                return view
            }
            func updateUIView(_ uiView: UIView, context: Context) {}
        }
        #Preview {
            VStack(spacing: 0) {
                Cover(image: nil).frame(width: 30, height: 20)
                Spacing()
                Cover(image: UIImage(systemName: "star")).frame(width: 30, height: 20)
                Labelled().frame(width: 30, height: 20)
            }
            .background(Color(red: 0, green: 0, blue: 1))
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [
            "Card.swift:3:1: warning: 'Cover' is a UIKit view (UIViewRepresentable): drawn as a labelled placeholder",
            "Card.swift:19:1: warning: 'Labelled' is a UIKit view (UIViewRepresentable): drawn as a labelled placeholder",
        ])
        let tree = try layoutPreview(source)
        XCTAssertEqual(tree.node("Spacing").frame.height, 44, "no intrinsic size: a UIKit view's when offered none")
        let image = try renderSourcePreview(source)
        let middle = image.pixmap.width / 2
        XCTAssertEqual(image.pixmap.width, 393, "offered nothing, a UIKit view is the device's width")
        XCTAssertEqual(image.rgb(middle, 10), [255, 0, 0], "the image view's background colour")
        XCTAssertEqual(image.rgb(middle, 40), [0, 0, 255], "a plain UIView is clear")
    }
}
