@testable import PlumbSwiftUI
import XCTest

/// A member chain whose root is an implicit member (`.init(…)`, `.standard`) takes its root's
/// type from the declaration it initialises, as Swift's type checker does: `var f:
/// Date.FormatStyle = .init(timeZone: …).hour(…).minute(…)` (stadiamaps/ferrostar's test
/// formatters; Plumb evaluated the root as an unresolved `.init` and skipped the chain).
final class ContextualChainRootTests: XCTestCase {
    func testATypedPropertyGivesTheRootOfItsInitialiserChainItsType() throws {
        let source = """
        import SwiftUI
        struct Times {
            var arrival: Date.FormatStyle = .init(timeZone: TimeZone(secondsFromGMT: 0)!)
                .hour(.defaultDigits(amPM: .abbreviated))
                .minute(.twoDigits)
                .locale(Locale(identifier: "en_US"))
        }
        #Preview {
            VStack {
                Text(Date(timeIntervalSince1970: 44_580).formatted(Times().arrival))
                let local: Date.FormatStyle = .init(timeZone: TimeZone(secondsFromGMT: 3_600)!).hour(.twoDigits(amPM: .omitted)).minute(.twoDigits)
                Text(Date(timeIntervalSince1970: 44_580).formatted(local))
            }
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        // 44,580 s after the epoch is 12:23 UTC: "12:23 PM" in en_US; an hour east it is 1:23 PM,
        // two-digit hours without the period in the preview's en_US 12-hour clock: "01:23".
        XCTAssertEqual(try previewTexts(source), ["12:23\u{202F}PM", "01:23"])
    }

    /// `.init(…)` where a Foundation value is expected (a property of a library value, a library
    /// initialiser's argument) is that type's initialiser: `formatter.timeZone = .init(secondsFromGMT: 0)!`.
    func testAnImplicitInitWhereAFoundationValueIsExpectedIsItsInitialiser() throws {
        let source = """
        import SwiftUI
        let arrival: Date.FormatStyle = {
            var formatter = Date.FormatStyle(date: .omitted, time: .shortened).locale(.init(identifier: "de_DE"))
            formatter.timeZone = .init(secondsFromGMT: 7_200)!
            return formatter
        }()
        #Preview {
            Text(Date(timeIntervalSince1970: 44_580).formatted(arrival))
        }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        // 12:23 UTC is 14:23 two hours east, in German.
        XCTAssertEqual(try previewTexts(source), ["14:23"])
    }

    /// `.init(value:unit:)` passed for a parameter of a generic library type
    /// (`Measurement<UnitSpeed>`) is that type's initialiser (ferrostar's speed-limit views).
    func testAnImplicitInitForAGenericLibraryParameter() throws {
        let source = """
        import SwiftUI
        struct Limit: View {
            let speed: Measurement<UnitSpeed>
            init(speed: Measurement<UnitSpeed>) { self.speed = speed.converted(to: .kilometersPerHour) }
            var body: some View { Text("\\(Int(speed.value.rounded()))") }
        }
        #Preview { Limit(speed: .init(value: 55, unit: .milesPerHour)) }
        """
        XCTAssertEqual(evaluate(source)[0].diagnostics.map(\.description), [])
        // 55 mph = 88.51 km/h.
        XCTAssertEqual(try previewTexts(source), ["89"])
    }
}
