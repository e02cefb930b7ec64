import Foundation
import PlumbLayout
import PlumbModel
import PlumbRaster
import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// `DatePicker` in each style at the preview's fixed date (2025-06-09 09:41 UTC, en_US), and
/// `ColorPicker`'s colour well (issue 24 item 6): drawn, no longer empty views with a warning.
final class DatePickerLookTests: XCTestCase {
    private func texts(_ t: LayoutTree) -> [String] {
        t.nodes.compactMap { n -> String? in if case .text(let s) = n.view.kind { return s }; return nil }
    }

    /// The compact style: the label, a spacer and a 34 pt button per part, 6 pt apart at the
    /// trailing edge, on `tertiarySystemFill`.
    func testCompactButtons() throws {
        let source = """
        import SwiftUI
        struct Form1: View {
            @State private var due = Date()
            var body: some View { DatePicker("Due", selection: $due).frame(width: 300) }
        }
        #Preview { Form1() }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        XCTAssertEqual(texts(t), ["Due", "Jun 9, 2025", "9:41\u{202F}AM"])
        let buttons = try XCTUnwrap(t.nodes.first { $0.path.hasSuffix("DatePickerButtons") })
        XCTAssertEqual(buttons.frame.maxX, 300)
        XCTAssertEqual(buttons.frame.height, 34)
        let backgrounds = t.nodes.filter { $0.path.hasSuffix("Text/modifiers/5/Shape") }
        XCTAssertEqual(backgrounds.count, 2, t.nodes.map(\.path).joined(separator: "\n"))
        XCTAssertEqual(backgrounds[1].frame.x - backgrounds[0].frame.maxX, 6, accuracy: 1e-9)
        let p = try renderSourcePreview(source)
        XCTAssertEqual(p.rgb(Int(backgrounds[0].frame.x) + 3, Int((buttons.frame.y + 17))), [0xEE, 0xEE, 0xF0])   // #7676801F over white
        XCTAssertEqual(p.rgb(Int(backgrounds[0].frame.x) - 3, Int((buttons.frame.y + 17))), [255, 255, 255])
    }

    /// `displayedComponents:` and `.labelsHidden()`: one button, no label.
    func testOneComponentWithoutLabel() throws {
        let t = try layoutPreview("""
        import SwiftUI
        #Preview { DatePicker("Start", selection: .constant(Date()), displayedComponents: [.hourAndMinute]).labelsHidden() }
        """)
        XCTAssertEqual(texts(t), ["9:41\u{202F}AM"])
    }

    /// What the picker shows comes from Foundation in the preview's locale: German writes the
    /// date "09.06.2025", a 24-hour time, weeks from Monday, and the wheel's columns day,
    /// month, year.
    func testFaceInTheLocale() throws {
        let june9 = Date(timeIntervalSince1970: 1_749_462_060)
        let de = DatePickerFace(date: june9, now: june9, showsDate: true, showsTime: true,
                                locale: Locale(identifier: "de_DE"), timeZone: TimeZone(identifier: "UTC")!)
        XCTAssertEqual(de.dateText, "09.06.2025")
        XCTAssertEqual(de.timeText, "09:41")
        XCTAssertEqual(de.monthTitle, "Juni 2025")
        XCTAssertEqual(de.weekdays.first, "MO")
        // June 2025 starts on a Sunday: six blanks before it in a week from Monday.
        XCTAssertEqual(de.dayCells.prefix(7).map { $0 ?? "-" }, ["-", "-", "-", "-", "-", "-", "1"])
        XCTAssertEqual(de.selectedCell, 6 + 8)
        XCTAssertEqual(de.wheelColumns.map { $0.values[$0.selected] }, ["Today", "09", "41"])
        let dateOnly = DatePickerFace(date: june9, now: june9, showsDate: true, showsTime: false,
                                      locale: Locale(identifier: "de_DE"), timeZone: TimeZone(identifier: "UTC")!)
        XCTAssertEqual(dateOnly.wheelColumns.map { $0.values[$0.selected] }, ["9", "Juni", "2025"])
        let us = DatePickerFace(date: june9, now: june9, showsDate: true, showsTime: true,
                                locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "America/New_York")!)
        XCTAssertEqual(us.wheelColumns.map(\.values), [["Fri Jun 6", "Sat Jun 7", "Sun Jun 8", "Today", "Tue Jun 10", "Wed Jun 11", "Thu Jun 12"],
                                                       ["2", "3", "4", "5", "6", "7", "8"], ["38", "39", "40", "41", "42", "43", "44"], ["AM", "PM"]])
    }

    /// The graphical style: the month, weekday headings, and week rows of seven 44 pt cells;
    /// the selected day on a circle of the tint at 12 %.
    func testGraphicalCalendar() throws {
        let source = """
        import SwiftUI
        #Preview {
            DatePicker("", selection: .constant(Date()), displayedComponents: .date)
                .datePickerStyle(.graphical)
                .frame(width: 350)
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        let shown = texts(t)
        XCTAssertEqual(Array(shown.prefix(9)), ["June 2025", "SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT", "1"])
        XCTAssertEqual(shown.last, "30")
        XCTAssertEqual(t.nodes[0].frame.size, Size(width: 350, height: 44 + 20 + 5 * 44))
        // The 9th is the second cell of the second week: column 1 of 7 (50 pt each).
        let nine = try XCTUnwrap(t.nodes.first { if case .text("9") = $0.view.kind { return true }; return false })
        XCTAssertEqual((nine.frame.x + nine.frame.width / 2), 75, accuracy: 1e-9)
        XCTAssertEqual((nine.frame.y + nine.frame.height / 2), 64 + 44 + 22, accuracy: 1e-9)
        let p = try renderSourcePreview(source)
        // #007AFF at 12 % over white, inside the circle but off the digit.
        XCTAssertEqual(p.rgb(75 - 15, 130), [0xE0, 0xEF, 0xFF])
        XCTAssertEqual(p.rgb(75 - 24, 130), [255, 255, 255])
    }

    /// The wheel style: a column per part on one band, with a warning that it is drawn flat.
    func testWheel() throws {
        let source = """
        import SwiftUI
        #Preview { DatePicker("", selection: .constant(Date()), displayedComponents: .date).datePickerStyle(.wheel).frame(width: 300) }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.message), ["a wheel date picker is drawn flat: its rows, without the wheel's perspective"])
        let t = try layoutPreview(source)
        // Seven 32 pt rows, the selected one ("June") centred in the 216 pt wheel.
        let june = try XCTUnwrap(t.nodes.first { if case .text("June") = $0.view.kind { return true }; return false })
        XCTAssertEqual(june.frame.y + june.frame.height / 2, 108, accuracy: 1e-9)
        XCTAssertEqual(try renderSourcePreview(source).pixmap.height, 216)
        XCTAssertTrue(texts(t).contains("June") && texts(t).contains("2025"), "\(texts(t))")
    }

    /// A colour picker: the label, a spacer, and the 28 pt well — the hue ring around the
    /// selected colour.
    func testColorPickerWell() throws {
        let source = """
        import SwiftUI
        #Preview { ColorPicker("Accent", selection: .constant(Color.orange)).frame(width: 200) }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        let well = try XCTUnwrap(t.nodes.first { $0.path.hasSuffix("ColorWell") })
        XCTAssertEqual(well.frame, Rect(x: 172, y: 0, width: 28, height: 28))
        let p = try renderSourcePreview(source)
        XCTAssertEqual(p.rgb(186, 14), [0xFF, 0x95, 0x00])   // systemOrange at the centre
        XCTAssertEqual(p.rgb(186, 4), [255, 255, 255])        // the gap between ring and swatch
    }
}
