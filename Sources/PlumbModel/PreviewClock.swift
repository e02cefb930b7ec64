import Foundation

/// The clock, locale and time zone every SwiftUI preview runs in: fixed, so the same preview
/// renders the same bytes on every machine. The default is documented in the README
/// (2025-06-09 09:41:00 UTC, en_US, UTC); a repository sets its own in `plumb.yaml`:
///
/// ```yaml
/// previews:
///   now: 2024-12-24T18:00:00Z   # ISO 8601, with its offset
///   locale: de_DE
///   timeZone: Europe/Berlin
/// ```
public struct PreviewClock: Hashable, Sendable {
    /// "Now" (`Date()`, `.now`).
    public var now: Date
    /// The locale identifier (`Locale.current`, formatters).
    public var locale: String
    /// The time zone identifier (`TimeZone.current`, calendars, formatters).
    public var timeZone: String

    /// 2025-06-09 09:41:00 UTC (a Monday; 9:41 as Apple's device shots show it), en_US, UTC.
    public static let standard = PreviewClock(now: Date(timeIntervalSince1970: 1_749_462_060), locale: "en_US", timeZone: "UTC")

    public init(now: Date, locale: String, timeZone: String) {
        self.now = now
        self.locale = locale
        self.timeZone = timeZone
    }

    /// Reads the `previews:` mapping of `plumb.yaml` over the standard clock.
    static func parse(_ value: YAMLValue, in file: String) throws -> PreviewClock {
        var clock = PreviewClock.standard
        let entries = try ValueParsing.mapping(value, "previews")
        try ValueParsing.checkKeys(entries, allowed: ["now", "locale", "timeZone"], in: "previews")
        for e in entries {
            let text = try ValueParsing.string(e.value, e.key)
            switch e.key {
            case "now":
                guard let date = ISO8601DateFormatter().date(from: text) else {
                    throw PlumbError("previews.now must be an ISO 8601 date and time with its offset (2025-06-09T09:41:00Z), found '\(text)'",
                                     at: e.value.location)
                }
                clock.now = date
            case "locale":
                guard !text.isEmpty, text.count <= 64, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "@" || $0 == "=" }) else {
                    throw PlumbError("previews.locale must be a locale identifier (en_US, de_DE, ar-EG), found '\(text)'", at: e.value.location)
                }
                clock.locale = text
            default:
                guard TimeZone(identifier: text) != nil else {
                    throw PlumbError("previews.timeZone must be a time zone identifier (UTC, Europe/Berlin), found '\(text)'", at: e.value.location)
                }
                clock.timeZone = text
            }
        }
        return clock
    }
}
