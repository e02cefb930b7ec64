import PlumbLayout
import PlumbModel
import PlumbRaster
import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// The controls design systems wrap, drawn in their initial state by the style in effect:
/// `Slider`, `Stepper`, `Picker` (menu, segmented, inline, wheel), `TextField` styles,
/// `TextEditor`, progress view styles.
final class SwiftUIControlLookTests: XCTestCase {


    private func texts(_ t: LayoutTree) -> [String] {
        t.nodes.compactMap { n -> String? in if case .text(let s) = n.view.kind { return s }; return nil }
    }

    private func warnings(_ source: String) -> [String] {
        evaluate(source)[0].diagnostics.map(\.description)
    }

    /// A slider is 30 pt tall; its thumb (28 pt) starts at `fraction × (width − 28)`; the track
    /// before it is the tint, after it `systemFill` on white.
    func testSliderTrackFillAndThumb() throws {
        let source = """
        import SwiftUI
        #Preview {
            Slider(value: .constant(25), in: 0...100).frame(width: 228)
        }
        """
        let t = try layoutPreview(source)
        XCTAssertEqual(t.nodes[0].frame.size, Size(width: 228, height: 30))
        XCTAssertEqual(warnings(source), [])
        let p = try renderSourcePreview(source)
        XCTAssertEqual(p.rgb(20, 15), [0x00, 0x7A, 0xFF])   // filled, accent blue
        XCTAssertEqual(p.rgb(64, 15), [255, 255, 255])      // the thumb spans 50…78
        XCTAssertEqual(p.rgb(150, 15), [0xE4, 0xE4, 0xE6])  // #78788033 over white
        XCTAssertEqual(p.rgb(150, 11), [255, 255, 255])     // above the 4 pt track
    }

    /// `step` rounds the value; minimum and maximum value labels stand either side.
    func testSliderStepAndValueLabels() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            Slider(value: .constant(0.34), in: 0...1, step: 0.5) { Text("Volume") } minimumValueLabel: { Text("A") } maximumValueLabel: { Text("B") }
                .frame(width: 300)
        }
        """)
        XCTAssertEqual(texts(t), ["A", "B"])
        let thumb = t.nodes.first { $0.path.hasSuffix("Track/2/Shape/modifiers/2/Shape") }
        let track = try XCTUnwrap(t.nodes.first { $0.path.hasSuffix("/Track") })
        // 0.34 steps to 0.5: the thumb's leading edge is half-way along (track width − 28).
        XCTAssertEqual(try XCTUnwrap(thumb).frame.x - track.frame.x, (track.frame.width - 28) / 2, accuracy: 1e-9)
    }

    /// A stepper row: the label, a spacer, the 94 × 32 pt control at the trailing edge.
    func testStepperControl() throws {
        let source = """
        import SwiftUI
        #Preview {
            Stepper("Count", value: .constant(2), in: 0...5).frame(width: 300)
        }
        """
        let t = try layoutPreview(source)
        let control = try XCTUnwrap(t.nodes.first { $0.path.hasSuffix("StepperControl") })
        XCTAssertEqual(control.frame, Rect(x: 206, y: 0, width: 94, height: 32))
        XCTAssertEqual(texts(t), ["Count"])
        let p = try renderSourcePreview(source)
        XCTAssertEqual(p.rgb(206 + 10, 3), [0xEE, 0xEE, 0xF0])  // #7676801F over white
    }

    /// A picker's selection is compared with its options' tags: `.tag(…)`, or the identity
    /// `ForEach` gives (`Identifiable.id`, or `id:`). The menu style shows the selected option
    /// and chevrons outside a list; in a form row the label leads.
    func testMenuPickerShowsTheTaggedSelection() throws {
        let declarations = """
        import SwiftUI
        enum Size: String, CaseIterable, Identifiable { case small, medium, large; var id: String { rawValue } }
        """
        let outside = try layoutPreview(declarations + """

        #Preview {
            Picker("Size", selection: .constant(Size.medium)) {
                ForEach(Size.allCases) { s in Text(s.rawValue.capitalized).tag(s) }
            }
        }
        """)
        XCTAssertEqual(texts(outside), ["Medium"])
        let byId = try layoutPreview(declarations + """

        #Preview {
            Picker("Size", selection: .constant("large")) {
                ForEach(Size.allCases) { s in Text(s.rawValue.capitalized) }
            }
        }
        """)
        XCTAssertEqual(texts(byId), ["Large"])
        let inForm = try layoutPreview("""
        import SwiftUI
        #Preview {
            Form {
                Picker("Theme", selection: .constant(1)) {
                    Text("Light").tag(0)
                    Text("Dark").tag(1)
                }
            }
        }
        """)
        XCTAssertEqual(texts(inForm), ["Theme", "Dark"])
    }

    /// Segmented: 32 pt tall, equal segments on the track, the selected one on a white thumb
    /// inset 2 pt, its title semibold.
    func testSegmentedPicker() throws {
        let source = """
        import SwiftUI
        #Preview {
            Picker("Mode", selection: .constant(2)) {
                Text("One").tag(1)
                Text("Two").tag(2)
                Text("Three").tag(3)
            }
            .pickerStyle(.segmented)
            .frame(width: 300)
        }
        """
        XCTAssertEqual(warnings(source), [])
        let t = try layoutPreview(source)
        XCTAssertEqual(t.nodes[0].frame.size.height, 32)
        let two = try XCTUnwrap(t.nodes.first { if case .text("Two") = $0.view.kind { return true }; return false })
        XCTAssertEqual(two.frame.x + two.frame.width / 2, 150, accuracy: 1e-9)
        let p = try renderSourcePreview(source)
        XCTAssertEqual(p.rgb(105, 16), [255, 255, 255])      // the thumb (102…198)
        XCTAssertEqual(p.rgb(50, 4), [0xEE, 0xEE, 0xF0])    // the track
    }

    /// `.roundedBorder`: the field padded 7 × 6 pt inside a 0.5 pt border; a `TextFieldStyle`
    /// the sources declare is evaluated with the field as its configuration.
    func testTextFieldStyles() throws {
        let bordered = try layoutPreview("""
        import SwiftUI
        #Preview {
            TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder).frame(width: 200)
        }
        """)
        let text = try XCTUnwrap(bordered.nodes.first { if case .text("Email") = $0.view.kind { return true }; return false })
        XCTAssertEqual(text.frame.x, 7)
        XCTAssertEqual(text.frame.y, 6)
        // The background and border (decorations of the padded field) are 200 × (the field's
        // 22 pt line + 12) pt: 34 pt, UIKit's rounded-rect text field height at the default size.
        let field = Rect(x: 0, y: 0, width: 200, height: 22 + 12)
        XCTAssertEqual(bordered.nodes.filter { $0.path.contains("modifiers") }.map(\.frame), [field, field])
        XCTAssertEqual(text.frame.height, 22)
        let custom = try layoutPreview("""
        import SwiftUI
        struct Underlined: TextFieldStyle {
            func _body(configuration: TextField<Self._Label>) -> some View {
                VStack { configuration; Text("underline") }
            }
        }
        #Preview {
            TextField("Name", text: .constant("Ada")).textFieldStyle(Underlined())
        }
        """)
        XCTAssertEqual(texts(custom), ["Ada", "underline"])
    }

    /// A text field shows its text on one line, cut at the tail (UITextField when not editing);
    /// `axis: .vertical` lets it wrap.
    func testTextFieldIsOneLineUnlessVertical() throws {
        let long = "https://feeds.example.com/news/world/rss.xml"
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            VStack {
                TextField("URL", text: .constant("\(long)"))
                TextField("URL", text: .constant("\(long)"), axis: .vertical)
            }
            .frame(width: 120)
        }
        """)
        let fields = t.nodes.filter { if case .text = $0.view.kind { return true }; return false }
        XCTAssertEqual(fields.count, 2)
        // A field's line is the body style's leading, 22 pt (a `Text` is the face's own height):
        // home-assistant's `HATextField`s are 1.67 pt taller on iOS 26 than Plumb drew them.
        XCTAssertEqual(fields[0].frame.height, 22)
        XCTAssertGreaterThanOrEqual(fields[1].frame.height, 3 * 22)
        // At `medium` the body style's leading is 21 pt (RSSReader's URL field, 53 pt with its
        // 16 pt padding on the iPhone SE configuration, where Plumb drew 51.33).
        let medium = try layoutPreview("""
        import SwiftUI
        #Preview {
            TextField("URL", text: .constant("a")).dynamicTypeSize(.medium)
        }
        """)
        let field = try XCTUnwrap(medium.nodes.first { if case .text = $0.view.kind { return true }; return false })
        XCTAssertEqual(field.frame.height, 21)
        // The text is centred in its line: its baseline half the extra leading below a Text's.
        let plain = try layoutPreview("""
        import SwiftUI
        #Preview { Text("a").dynamicTypeSize(.medium) }
        """)
        let text = try XCTUnwrap(plain.nodes.first { if case .text = $0.view.kind { return true }; return false })
        XCTAssertEqual(field.text!.lines[0].baselineY - text.text!.lines[0].baselineY, (21 - text.frame.height) / 2, accuracy: 1e-9)
        XCTAssertEqual(fields[0].text?.lines.count, 1)
        XCTAssertEqual(fields[0].text?.lines.first?.text.hasSuffix("…"), true, "\(String(describing: fields[0].text?.lines.map(\.text)))")
    }

    /// `TextEditor`: its text from the top-leading corner, inset 5 × 8 pt.
    func testTextEditor() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            TextEditor(text: .constant("Notes")).frame(width: 200, height: 100)
        }
        """)
        let text = try XCTUnwrap(t.nodes.first { if case .text("Notes") = $0.view.kind { return true }; return false })
        XCTAssertEqual([text.frame.x, text.frame.y], [5, 8])
    }

    /// Progress view styles: `.circular` draws the spinner even for a value, as iOS does; a
    /// `ProgressViewStyle` the sources declare gets the fraction.
    func testProgressViewStyles() throws {
        let circular = """
        import SwiftUI
        #Preview {
            ProgressView(value: 0.5).progressViewStyle(.circular)
        }
        """
        XCTAssertEqual(try layoutPreview(circular).nodes[0].frame.size, Size(width: 20, height: 20))
        XCTAssertEqual(warnings(circular), [])
        let custom = try layoutPreview("""
        import SwiftUI
        struct Percent: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                Text("\\(Int((configuration.fractionCompleted ?? 0) * 100)) %")
            }
        }
        #Preview {
            ProgressView(value: 0.25).progressViewStyle(Percent())
        }
        """)
        XCTAssertEqual(texts(custom), ["25 %"])
    }

    /// Gauges: the linear default (labels, a 4 pt bar, min/max below) and the accessory rings,
    /// 58 pt across whatever the room (Home Assistant's circular complications on iOS): a 6 pt
    /// ring in the tint at 30 % filled clockwise from the top for capacity; for
    /// `.accessoryCircular` 270° all in the tint from the bottom-left, the value a dot in a hole.
    func testGaugeStyles() throws {
        let linear = try layoutPreview("""
        import SwiftUI
        #Preview {
            Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("120") }
                .frame(width: 200)
        }
        """)
        XCTAssertEqual(texts(linear), ["Speed", "30", "0", "120"])
        let fill = try XCTUnwrap(linear.nodes.first { $0.path.hasSuffix("Gauge/1/Shape") })
        XCTAssertEqual(fill.frame.width, 50)   // a quarter of the 200 pt bar
        XCTAssertEqual(fill.frame.height, 4)
        let source = """
        import SwiftUI
        #Preview {
            HStack(spacing: 0) {
                Gauge(value: 0.25) { Text("") }.gaugeStyle(.accessoryCircularCapacity).tint(Color(red: 1, green: 0, blue: 0)).frame(width: 60, height: 60)
                Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.accessoryCircular).tint(Color(red: 0, green: 0, blue: 1)).frame(width: 60, height: 60)
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let p = try renderSourcePreview(source)
        // Capacity: the ring's centre line is 27 pt from the middle (30, 30).
        XCTAssertEqual(p.rgb(49, 11), [255, 0, 0])        // 45° past the top: filled
        XCTAssertEqual(p.rgb(30, 57), [255, 178, 178])    // the bottom: the track, red at 30 %
        XCTAssertEqual(p.rgb(30, 30), [255, 255, 255])    // inside the ring
        // Open ring at 0.5 (58 pt, centred in the 60 pt frame): all in the tint, the value a
        // dot at the top in a hole 1.5 pt clear of the ring.
        XCTAssertEqual(p.rgb(60 + 3, 30), [0, 0, 255])      // 9 o'clock
        XCTAssertEqual(p.rgb(60 + 57, 30), [0, 0, 255])     // 3 o'clock
        XCTAssertEqual(p.rgb(60 + 30, 4), [0, 0, 255])      // 12 o'clock: the dot
        XCTAssertGreaterThan(p.rgb(60 + 34, 4)[0], 240)     // its clearance, cut out of the ring (the edge at 4.5 pt)
        XCTAssertEqual(p.rgb(60 + 38, 5), [0, 0, 255])      // the ring past it
        XCTAssertEqual(p.rgb(60 + 30, 57), [255, 255, 255]) // the gap at the bottom
    }

    /// `.accessoryCircular` as iOS lays it out in Home Assistant's circular complications (a
    /// gauge in a 100 pt frame): the ring 58 pt across in the middle, the minimum label against
    /// the ring's left end (its leading edge 10.62 pt in from the ring box), the maximum against
    /// the right end, both lines ending 3.9 pt above the box.
    func testAccessoryCircularGaugeGeometry() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview {
            Gauge(value: 0.68) { EmptyView() } currentValueLabel: { Text("68%") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
                .gaugeStyle(.accessoryCircular)
                .frame(width: 100, height: 100)
        }
        """)
        let gauge = try XCTUnwrap(t.nodes.first(where: { $0.path.hasSuffix("/Gauge") }))
        XCTAssertEqual(gauge.frame.width, 58)
        XCTAssertEqual(gauge.frame.x, 21)
        func text(_ s: String) throws -> LayoutNode { try XCTUnwrap(t.nodes.first(where: { $0.text?.lines.first?.text == s })) }
        XCTAssertEqual(try text("0").frame.x, 21 + 29 - 26 * 0.5.squareRoot(), accuracy: 1e-9)
        XCTAssertEqual(try text("100").frame.maxX, 79 - 29 + 26 * 0.5.squareRoot(), accuracy: 1e-9)
        XCTAssertEqual(try text("100").frame.maxY, 79 - 3.9, accuracy: 1e-9)
        XCTAssertEqual(try text("0").font?.size, 10)
    }

    /// The identity `ForEach` tags its views with is only for pickers: one that cannot be read
    /// (`id: \\.rawValue` of a library value) leaves the views untagged, never fails them.
    func testAnUnreadableForEachIdentityLeavesTheViewsUntagged() throws {
        let source = """
        import SwiftUI
        extension PreviewDevice {
            static let devices: [PreviewDevice] = [PreviewDevice(rawValue: "Apple Watch Series 9 (45mm)")]
        }
        #Preview {
            ForEach(PreviewDevice.devices, id: \\.rawValue) { d in Text("x").previewDevice(d) }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        XCTAssertEqual(texts(try layoutPreview(source)), ["x"])
    }
}
