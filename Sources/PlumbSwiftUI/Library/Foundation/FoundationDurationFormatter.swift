import Foundation

/// `DateComponentsFormatter`, which swift-corelibs-foundation does not provide, written on
/// the Foundation that does the work: `Duration.UnitsFormatStyle` (names and plurals of the
/// preview's locale) for the unit styles and `Duration.TimeFormatStyle` for `.positional`.
/// A class, as Foundation's is: its settings change in place.
final class DurationFormatter: Hashable, NamedNativeValue {
    static let typeName = "DateComponentsFormatter"
    /// `full`, `short`, `abbreviated`, `brief`, `spellOut` or `positional`.
    var unitsStyle = "positional"
    /// `allowedUnits` by component name (`hour`, `minute`, …); empty: days down to seconds.
    var allowedUnits: [String] = []
    var maximumUnitCount = 0

    static func == (a: DurationFormatter, b: DurationFormatter) -> Bool { a === b }
    func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

enum FoundationDurationFormatter {
    static let typeNames: Set<String> = ["DateComponentsFormatter", "DateComponentsFormatter.UnitsStyle"]

    /// The calendar units these styles show, largest first, with their seconds and Foundation's
    /// duration unit (a month and a year as the Gregorian calendar averages them are not what
    /// these styles show: durations stop at weeks).
    static let units: [(name: String, seconds: Double, unit: Duration.UnitsFormatStyle.Unit)] = [
        ("weekOfMonth", 604_800, .weeks), ("day", 86_400, .days), ("hour", 3_600, .hours), ("minute", 60, .minutes), ("second", 1, .seconds),
    ]

    /// The entry for a calendar unit's name (`weekOfYear` counts as weeks too).
    private static func unit(named name: String) -> (name: String, seconds: Double, unit: Duration.UnitsFormatStyle.Unit)? {
        units.first { $0.name == (name == "weekOfYear" ? "weekOfMonth" : name) }
    }

    static func construct(_ name: String, _ args: [Argument]) -> SwiftValue? {
        guard name == "DateComponentsFormatter", args.isEmpty else { return nil }
        return .native(AnyHashable(DurationFormatter()))
    }

    /// `DateComponentsFormatter.localizedString(from: components, unitsStyle: .full)`.
    static func staticCall(_ type: String, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard type == "DateComponentsFormatter", name == "localizedString" else { return nil }
        let f = DurationFormatter()
        f.unitsStyle = try site.memberName(site.argument(args, "unitsStyle"), "a units style such as .full")
        return try string(f, site.argument(args, "from"), site)
    }

    static func method(_ base: Any, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard let f = base as? DurationFormatter, name == "string" else { return nil }
        return try string(f, site.argument(args, "from"), site)
    }

    static func setProperty(_ base: Any, _ name: String, _ value: SwiftValue, _ site: FoundationSite) throws -> Bool {
        guard let f = base as? DurationFormatter else { return false }
        switch name {
        case "unitsStyle": f.unitsStyle = try site.memberName(value, "a units style such as .full")
        case "allowedUnits": f.allowedUnits = try site.memberNames(value, "a calendar unit such as .hour")
        case "maximumUnitCount": f.maximumUnitCount = try site.int(value, name)
        // Zero units are left out and the calendar is the preview's: both as Plumb formats anyway.
        case "zeroFormattingBehavior", "calendar", "includesApproximationPhrase", "includesTimeRemainingPhrase", "collapsesLargestUnit",
             "allowsFractionalUnits", "formattingContext":
            break
        default: return false
        }
        return true
    }

    /// A `TimeInterval` or `DateComponents`, formatted; nil (as Foundation gives) for anything
    /// it cannot make a duration of.
    private static func string(_ f: DurationFormatter, _ value: SwiftValue?, _ site: FoundationSite) throws -> SwiftValue {
        var seconds: Double
        if let n = value?.unwrapped?.number {
            seconds = n
        } else {
            let c = try site.native(value, DateComponents.self, "DateComponents")
            let fields: [(String, Int?)] = [("weekOfMonth", c.weekOfMonth ?? c.weekOfYear), ("day", c.day), ("hour", c.hour), ("minute", c.minute), ("second", c.second)]
            seconds = 0
            for (name, amount) in fields {
                guard let amount else { continue }
                seconds += Double(amount) * (unit(named: name)?.seconds ?? 0)
            }
        }
        guard seconds.isFinite, abs(seconds) < 1e12 else { return .optional(nil) }
        // Foundation's default units reach from weeks to seconds: 65 minutes are "1 hour, 5 minutes".
        let allowed = f.allowedUnits.isEmpty ? units.map(\.name) : f.allowedUnits
        let duration = Duration.seconds(seconds)
        let locale = site.determinism.locale
        if f.unitsStyle == "positional" {
            let pattern: Duration.TimeFormatStyle.Pattern = allowed.contains("hour") || allowed.contains("day") ? .hourMinuteSecond : .minuteSecond
            return .optional(.string(duration.formatted(Duration.TimeFormatStyle(pattern: pattern, locale: locale))))
        }
        let width: Duration.UnitsFormatStyle.UnitWidth
        switch f.unitsStyle {
        case "full", "spellOut": width = .wide
        case "abbreviated": width = .narrow
        case "brief": width = .condensedAbbreviated
        default: width = .abbreviated
        }
        var set: Set<Duration.UnitsFormatStyle.Unit> = []
        for name in allowed {
            guard let u = unit(named: name) else {
                throw site.fail("DateComponentsFormatter formats weeks, days, hours, minutes and seconds, not '\(name)'")
            }
            set.insert(u.unit)
        }
        let style = Duration.UnitsFormatStyle(allowedUnits: set, width: width, maximumUnitCount: f.maximumUnitCount > 0 ? f.maximumUnitCount : nil)
            .locale(locale)
        return .optional(.string(duration.formatted(style)))
    }
}
