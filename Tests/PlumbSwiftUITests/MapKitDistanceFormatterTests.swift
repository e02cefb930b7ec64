import XCTest
@testable import PlumbSwiftUI

/// MapKit's `MKDistanceFormatter` as ferrostar's iOS references show its output: feet to the
/// nearest 50 under a tenth of a mile, miles with a decimal under 10, metres to the nearest 10
/// under a kilometre, kilometres with a decimal under 10, the number in the formatter's locale.
final class MapKitDistanceFormatterTests: XCTestCase {
    func testImperialAndMetricDistances() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import SwiftUI
        import MapKit
        func distances() -> [String] {
            let us = MKDistanceFormatter()
            us.locale = Locale(identifier: "en-US")
            us.units = .imperial
            us.unitStyle = .abbreviated
            let de = MKDistanceFormatter()
            de.locale = Locale(identifier: "de-DE")
            de.units = .metric
            de.unitStyle = .abbreviated
            let spoken = MKDistanceFormatter()
            spoken.units = .imperial
            let metres: [Double] = [120, 152.4, 1_500, 1_420_000]
            return metres.map { us.string(fromDistance: $0) } + metres.map { de.string(fromDistance: $0) }
                + [de.string(for: 14_500) ?? "nil", de.string(for: "far") ?? "nil", spoken.string(fromDistance: 123)]
        }
        #Preview { Text(distances().joined(separator: " | ")) }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["400 ft | 500 ft | 0.9 mi | 882 mi | 120 m | 150 m | 1,5 km | 1.420 km | 15 km | nil | 400 feet"])
    }

    /// With `.default` units the locale decides: miles in the United States, kilometres elsewhere.
    func testDefaultUnitsFollowTheLocale() throws {
        let (texts, _) = try textsAndWarnings(#"""
        import SwiftUI
        import MapKit
        func distances() -> [String] {
            let f = MKDistanceFormatter()
            f.unitStyle = .abbreviated
            f.locale = Locale(identifier: "en_US")
            let us = f.string(fromDistance: 8_046.72)
            f.locale = Locale(identifier: "fr_FR")
            return [us, f.string(fromDistance: 8_046.72), f.string(fromDistance: 40)]
        }
        #Preview { Text(distances().joined(separator: " | ")) }
        """#)
        XCTAssertEqual(texts, ["5 mi | 8 km | 40 m"])
    }
}
