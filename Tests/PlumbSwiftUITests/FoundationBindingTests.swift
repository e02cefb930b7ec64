import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// Foundation values in view code (`Date`, `Calendar`, `UUID`, `URL`, `CharacterSet`, formatters,
/// format styles, `Measurement`, `AttributedString`), computed by Foundation itself from the
/// preview's fixed clock (2025-06-09 09:41 UTC, a Monday), locale (en_US) and time zone (UTC,
/// which Foundation on Linux names GMT). Times print with CLDR's narrow no-break space before
/// "AM" (U+202F), as Foundation and iOS 17 print them.
final class FoundationBindingTests: XCTestCase {
    /// The strings of the text nodes of the first preview of `body` (a `VStack`'s content), in order.
    private func texts(_ body: String, declarations: String = "", file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let t = try layoutPreview("""
        import SwiftUI
        import Foundation
        \(declarations)
        #Preview {
            VStack {
        \(body)
            }
        }
        """, file: file, line: line)
        return t.nodes.compactMap { node -> String? in
            if case .text(let s) = node.view.kind { return s }
            return nil
        }
    }

    func testDatesComeFromThePreviewClockAndFormatInItsLocale() throws {
        XCTAssertEqual(try texts("""
            Text(Date.now.formatted(date: .abbreviated, time: .omitted))
            Text(Date().formatted(date: .omitted, time: .shortened))
            Text(Date.now.formatted(.dateTime.day().month(.wide)))
            Text(Date.now.formatted(.dateTime.weekday(.wide).hour().minute()))
            Text("\\(Date())")
            Text(Date.now.formatted())
            Text(Date.now.ISO8601Format())
            Text(Date(timeIntervalSince1970: 0).formatted(Date.FormatStyle(date: .long, time: .omitted)))
        """), ["Jun 9, 2025", "9:41\u{202F}AM", "June 9", "Monday 9:41\u{202F}AM", "2025-06-09 09:41:00 +0000", "6/9/2025, 9:41\u{202F}AM",
               "2025-06-09T09:41:00Z", "January 1, 1970"])
    }

    func testTextWithADateStyleOrAFormat() throws {
        XCTAssertEqual(try texts("""
            Text(Date.now, style: .date)
            Text(Date.now, style: .time)
            Text(Date.now.addingTimeInterval(3900), style: .relative)
            Text(Date.now.addingTimeInterval(3900), style: .timer)
            Text(Date.now, format: .dateTime.year())
            Text(Date.now.addingTimeInterval(-7200).formatted(.relative(presentation: .named)))
            Text("Due \\(Date.now, format: .dateTime.month(.abbreviated).day())")
        """), ["June 9, 2025", "9:41\u{202F}AM", "1 hr, 5 min", "1:05:00", "2025", "2 hours ago", "Due Jun 9"])
    }

    func testUUIDsFollowThePreviewsSequence() throws {
        XCTAssertEqual(try texts("""
            let a = UUID()
            Text(a.uuidString)
            Text("\\(UUID())")
            Text(a == a ? "same" : "different")
            Text(a == UUID() ? "same" : "different")
            Text(UUID(uuidString: "nope") == nil ? "invalid" : "valid")
        """), ["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002", "same", "different", "invalid"])
    }

    func testCalendarAndDateComponents() throws {
        XCTAssertEqual(try texts("""
            let calendar = Calendar.current
            let tomorrow = calendar.date(byAdding: .day, value: 1, to: .now)!
            Text("\\(calendar.component(.weekday, from: .now))")
            Text("\\(calendar.dateComponents([.year, .month], from: Date.now).year ?? 0)")
            Text(tomorrow.formatted(date: .abbreviated, time: .omitted))
            Text(calendar.isDateInToday(.now) && calendar.isDateInTomorrow(tomorrow) ? "today" : "other day")
            Text(calendar.shortWeekdaySymbols.first ?? "")
            Text(leapDay.formatted(date: .numeric, time: .omitted))
            Text(tomorrow > Date.now ? "later" : "earlier")
            Text(calendar.date(bySetting: .day, value: 1, of: leapDay)!.formatted(date: .numeric, time: .omitted))
        """, declarations: """
        var leapDay: Date {
            var parts = DateComponents()
            parts.year = 2024
            parts.month = 2
            parts.day = 29
            return Calendar.current.date(from: parts)!
        }
        """), ["2", "2025", "Jun 10, 2025", "today", "Sun", "2/29/2024", "later", "3/1/2024"])
    }

    func testDateFormattersGetThePreviewsLocaleAndTimeZone() throws {
        XCTAssertEqual(try texts("""
            Text(Day.iso.string(from: .now))
            Text(Day.medium.string(from: .now))
            Text(ISO8601DateFormatter().string(from: Date.now))
            Text(Date.now, formatter: Day.iso)
        """, declarations: """
        enum Day {
            static let iso: DateFormatter = {
                let f = DateFormatter()
                f.dateFormat = "yyyy-MM-dd"
                return f
            }()
            static var medium: DateFormatter {
                let f = DateFormatter()
                f.dateStyle = .medium
                f.timeStyle = .short
                return f
            }
        }
        """), ["2025-06-09", "Jun 9, 2025 at 9:41\u{202F}AM", "2025-06-09T09:41:00Z", "2025-06-09"])
    }

    func testNumberFormatterCurrencyInTwoLocales() throws {
        XCTAssertEqual(try texts("""
            Text(price(1234.5, "en_US"))
            Text(price(1234.5, "de_DE"))
        """, declarations: """
        func price(_ value: Double, _ locale: String) -> String {
            let f = NumberFormatter()
            f.numberStyle = .currency
            f.currencyCode = "EUR"
            f.locale = Locale(identifier: locale)
            return f.string(from: NSNumber(value: value)) ?? "?"
        }
        """), ["€1,234.50", "1.234,50\u{00A0}€"])
    }

    func testNumberFormatStyles() throws {
        XCTAssertEqual(try texts("""
            Text(0.256, format: .percent)
            Text(40, format: .percent)
            Text(1234.5, format: .number.precision(.fractionLength(2)))
            Text(19.99, format: .currency(code: "USD"))
            Text(1234.formatted(.number.grouping(.never)))
            Text(42.formatted())
            Text(3.14159.formatted(.number.precision(.fractionLength(0...2)).locale(Locale(identifier: "fr_FR"))))
            Text(1500000.formatted(.number.notation(.compactName)))
        """), ["25.6%", "40%", "1,234.50", "$19.99", "1234", "42", "3,14", "1.5M"])
    }

    func testURLs() throws {
        XCTAssertEqual(try texts("""
            let url = URL(string: "https://example.com/docs/intro.html?q=1")
            Text(url?.host ?? "none")
            Text(url?.lastPathComponent ?? "")
            Text(url?.query ?? "")
            Text("\\(url!.deletingLastPathComponent())")
        """), ["example.com", "intro.html", "q=1", "https://example.com/docs/?q=1"])
    }

    func testCharacterSetsWithStrings() throws {
        XCTAssertEqual(try texts("""
            Text("[" + "  a b ".trimmingCharacters(in: .whitespaces) + "]")
            Text("pin 42".rangeOfCharacter(from: .decimalDigits) == nil ? "no digits" : "digits")
            Text(CharacterSet.decimalDigits.isSuperset(of: CharacterSet(charactersIn: "2025")) ? "numeric" : "not numeric")
            Text("a b".addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? "")
            Text(CharacterSet.letters.contains("x".unicodeScalars.first!) ? "letter" : "other")
        """), ["[a b]", "digits", "numeric", "a%20b", "letter"])
    }

    func testMeasurements() throws {
        XCTAssertEqual(try texts("""
            let run = Measurement(value: 5, unit: UnitLength.kilometers)
            Text(run.formatted())
            Text("\\(run.converted(to: UnitLength.meters).value)")
            Text(Measurement<UnitTemperature>(value: 21.5, unit: .celsius).formatted())
        """), ["5 km", "5000.0", "21.5 °C"])
    }

    func testLocaleTimeZoneAndEnvironmentCalendarAreThePreviews() throws {
        XCTAssertEqual(try texts("""
            Text(Locale.current.identifier)
            Text(TimeZone.current.identifier)
            Clock()
        """, declarations: """
        struct Clock: View {
            @Environment(\\.calendar) var calendar
            var body: some View {
                Text("\\(calendar.component(.hour, from: Date()))")
            }
        }
        """), ["en_US", "GMT", "9"])
    }

    func testAttributedStringRunsBecomeTextRuns() throws {
        let t = try layoutPreview("""
        import SwiftUI
        var greeting: AttributedString {
            var hello = AttributedString("Hello")
            hello.foregroundColor = .red
            var world = AttributedString(" world")
            world.underlineStyle = .single
            world.font = .headline
            return hello + world
        }
        #Preview {
            Text(greeting)
        }
        """)
        let node = t.nodes.first { if case .text = $0.view.kind { return true }; return false }
        guard case .text(let s)? = node?.view.kind else { return XCTFail("no text") }
        XCTAssertEqual(s, "Hello world")
        let runs = node?.view.textRuns ?? []
        XCTAssertEqual(runs.map(\.text), ["Hello", " world"])
        XCTAssertEqual(runs.map { $0.modifiers.map(\.name) }, [["foregroundColor"], ["font", "underline"]])
    }

    func testTheSameSourceGivesTheSameStringsEveryRun() throws {
        let body = """
            Text(UUID().uuidString)
            Text(Date.now.formatted())
            Text(Calendar.current.component(.minute, from: .now).formatted())
        """
        let first = try texts(body)
        XCTAssertEqual(first, try texts(body))
        XCTAssertEqual(first, ["00000000-0000-4000-8000-000000000001", "6/9/2025, 9:41\u{202F}AM", "41"])
    }
}

/// Process-wide services a preview has none of (an empty defaults store of its own, no files,
/// queues and notifications that never run) and Combine publishers that never publish.
final class FoundationServicesTests: XCTestCase {
    func testViewModelsWithDefaultsQueuesAndPublishersRenderTheirInitialState() throws {
        XCTAssertEqual(try previewTexts("""
        import SwiftUI
        import Combine
        final class FeedModel: ObservableObject {
            @Published var title = "Feed"
            let refresh = PassthroughSubject<Void, Never>()
            let count = CurrentValueSubject<Int, Never>(3)
            private var bag = Set<AnyCancellable>()
            init() {
                refresh.sink { [weak self] in self?.title = "changed" }.store(in: &bag)
                count.send(5)
                UserDefaults.standard.register(defaults: ["compact": true])
                DispatchQueue.main.async { self.title = "async" }
                NotificationCenter.default.addObserver(forName: .init("x"), object: nil, queue: .main) { _ in }
            }
        }
        #Preview {
            let m = FeedModel()
            VStack {
                Text(m.title)
                Text("\\(m.count.value)")
                Text("\\(UserDefaults.standard.bool(forKey: "compact")) \\(UserDefaults.standard.integer(forKey: "missing"))")
                Text("\\(FileManager.default.fileExists(atPath: "/etc/hosts")) \\(TimeInterval(90) / 60)")
            }
        }
        """), ["Feed", "5", "true 0", "false 1.5"])
    }
}

/// `plumb.yaml`'s `previews:` clock reaches every Foundation value of a preview.
final class PreviewClockTests: XCTestCase {
    func testAProjectClockSetsNowLocaleAndTimeZone() throws {
        var context = EvaluationContext()
        context.clock = PreviewClock(now: Date(timeIntervalSince1970: 1_735_063_200), locale: "de_DE", timeZone: "Europe/Berlin")
        XCTAssertEqual(try previewTexts("""
        import SwiftUI
        #Preview {
            VStack {
                Text(Date.now.formatted(date: .long, time: .shortened))
                Text(TimeZone.current.identifier + " " + Locale.current.identifier)
                Text("\\(Calendar.current.component(.hour, from: .now))")
            }
        }
        """, context: context), ["24. Dezember 2024 um 19:00", "Europe/Berlin de_DE", "19"])
    }
}
