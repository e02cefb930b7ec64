import Foundation

/// `Date`, `Calendar`, `DateComponents`, `TimeZone` and `Locale`, calling Foundation's own
/// types. "Now", the current calendar, locale and time zone are the preview's
/// (`PreviewDeterminism`), never the machine's: every API that would read the clock is given
/// the preview's now instead (`isDateInToday`, `timeIntervalSinceNow`, `secondsFromGMT()`).
enum FoundationDates {
    static let typeNames: Set<String> = ["Date", "Calendar", "Calendar.Component", "Calendar.Identifier", "DateComponents",
                                         "TimeZone", "Locale", "TimeInterval", "DateInterval"]

    // MARK: Initializers and static members

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        let now = site.determinism.now
        switch name {
        case "Date":
            if args.isEmpty { return FoundationLibrary.wrap(now) }
            if let t = site.argument(args, "timeIntervalSince1970") { return FoundationLibrary.wrap(Date(timeIntervalSince1970: try site.number(t, "Date"))) }
            if let t = site.argument(args, "timeIntervalSinceReferenceDate") {
                return FoundationLibrary.wrap(Date(timeIntervalSinceReferenceDate: try site.number(t, "Date")))
            }
            // Relative to the preview's now, not the machine's.
            if let t = site.argument(args, "timeIntervalSinceNow") { return FoundationLibrary.wrap(now.addingTimeInterval(try site.number(t, "Date"))) }
            if let t = site.argument(args, "timeInterval"), let since = site.argument(args, "since") {
                return FoundationLibrary.wrap(Date(timeInterval: try site.number(t, "Date"), since: try site.date(since)))
            }
            throw site.fail("Date takes no arguments, timeIntervalSince1970:, timeIntervalSinceReferenceDate:, timeIntervalSinceNow: or timeInterval:since:")
        case "Calendar":
            // A calendar made by identifier still has the preview's locale and time zone, as
            // Foundation gives it the current ones.
            var c = Calendar(identifier: try site.native(site.argument(args, "identifier"), Calendar.Identifier.self, "Calendar.Identifier"))
            c.locale = site.determinism.locale
            c.timeZone = site.determinism.timeZone
            return FoundationLibrary.wrap(c)
        case "DateComponents":
            var c = DateComponents()
            for a in args {
                switch a.label {
                case "calendar": c.calendar = try site.native(a.value, Calendar.self, "Calendar")
                case "timeZone": c.timeZone = try site.native(a.value, TimeZone.self, "TimeZone")
                case let label?:
                    guard let field = componentFields[label] else { throw site.fail("DateComponents has no component '\(label)'") }
                    c[keyPath: field] = a.value.isNil ? nil : try site.int(a.value, "DateComponents(\(label):)")
                case nil: throw site.fail("DateComponents takes labelled components (year:, month:, day:, …)")
                }
            }
            return FoundationLibrary.wrap(c)
        case "TimeZone":
            if let id = site.argument(args, "identifier") { return FoundationLibrary.wrap(TimeZone(identifier: try site.string(id, "TimeZone(identifier:)"))) }
            if let s = site.argument(args, "secondsFromGMT") { return FoundationLibrary.wrap(TimeZone(secondsFromGMT: try site.int(s, "TimeZone(secondsFromGMT:)"))) }
            if let a = site.argument(args, "abbreviation") { return FoundationLibrary.wrap(TimeZone(abbreviation: try site.string(a, "TimeZone(abbreviation:)"))) }
            throw site.fail("TimeZone takes identifier:, secondsFromGMT: or abbreviation:")
        case "Locale":
            // `Locale(identifier: "ja")`; `.environment(\.locale, …)` reads its identifier.
            return FoundationLibrary.wrap(Locale(identifier: try site.string(site.argument(args, "identifier"), "Locale(identifier:)")))
        case "DateInterval":
            let start = try site.date(site.argument(args, "start"))
            if let end = site.argument(args, "end") { return FoundationLibrary.wrap(DateInterval(start: start, end: try site.date(end))) }
            return FoundationLibrary.wrap(DateInterval(start: start, duration: try site.number(site.argument(args, "duration"), "DateInterval")))
        default:
            return nil
        }
    }

    static func staticMember(_ type: String, _ name: String, _ site: FoundationSite) throws -> SwiftValue? {
        let d = site.determinism
        switch (type, name) {
        case ("Date", "now"): return FoundationLibrary.wrap(d.now)
        case ("Date", "distantPast"): return FoundationLibrary.wrap(Date.distantPast)
        case ("Date", "distantFuture"): return FoundationLibrary.wrap(Date.distantFuture)
        case ("Calendar", "current"), ("Calendar", "autoupdatingCurrent"): return FoundationLibrary.wrap(d.calendar)
        case ("Calendar", "Component"), ("Calendar", "Identifier"): return .type("Calendar.\(name)")
        case ("Calendar.Component", _): return components[name].map { FoundationLibrary.wrap($0) }
        case ("Calendar.Identifier", _): return identifiers[name].map { FoundationLibrary.wrap($0) }
        case ("Locale", "current"), ("Locale", "autoupdatingCurrent"): return FoundationLibrary.wrap(d.locale)
        case ("Locale", "preferredLanguages"): return .array([.string(d.locale.identifier)])
        case ("TimeZone", "current"), ("TimeZone", "autoupdatingCurrent"), ("TimeZone", "local"): return FoundationLibrary.wrap(d.timeZone)
        case ("TimeZone", "gmt"): return FoundationLibrary.wrap(TimeZone(secondsFromGMT: 0)!)
        default: return nil
        }
    }

    /// `Calendar.Component` by its Swift case name.
    static let components: [String: Calendar.Component] = [
        "era": .era, "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute, "second": .second,
        "weekday": .weekday, "weekdayOrdinal": .weekdayOrdinal, "quarter": .quarter, "weekOfMonth": .weekOfMonth,
        "weekOfYear": .weekOfYear, "yearForWeekOfYear": .yearForWeekOfYear, "nanosecond": .nanosecond,
    ]

    /// `Calendar.Identifier` by its Swift case name.
    static let identifiers: [String: Calendar.Identifier] = [
        "gregorian": .gregorian, "iso8601": .iso8601, "buddhist": .buddhist, "chinese": .chinese, "hebrew": .hebrew,
        "islamic": .islamic, "islamicCivil": .islamicCivil, "japanese": .japanese, "persian": .persian,
        "republicOfChina": .republicOfChina, "indian": .indian, "coptic": .coptic, "ethiopicAmeteMihret": .ethiopicAmeteMihret,
    ]

    /// The `DateComponents` fields a source may read and set, by name.
    nonisolated(unsafe) static let componentFields: [String: WritableKeyPath<DateComponents, Int?>] = [
        "era": \.era, "year": \.year, "month": \.month, "day": \.day, "hour": \.hour, "minute": \.minute, "second": \.second,
        "nanosecond": \.nanosecond, "weekday": \.weekday, "weekdayOrdinal": \.weekdayOrdinal, "quarter": \.quarter,
        "weekOfMonth": \.weekOfMonth, "weekOfYear": \.weekOfYear, "yearForWeekOfYear": \.yearForWeekOfYear,
    ]

    // MARK: Properties

    static func property(_ base: Any, _ name: String, _ site: FoundationSite) throws -> SwiftValue? {
        let now = site.determinism.now
        switch base {
        case let date as Date:
            switch name {
            case "timeIntervalSince1970": return .double(date.timeIntervalSince1970)
            case "timeIntervalSinceReferenceDate": return .double(date.timeIntervalSinceReferenceDate)
            case "timeIntervalSinceNow": return .double(date.timeIntervalSince(now))
            case "description": return .string(date.description)
            default: return nil
            }
        case let c as Calendar:
            switch name {
            case "identifier": return FoundationLibrary.wrap(c.identifier)
            case "locale": return FoundationLibrary.wrap(c.locale)
            case "timeZone": return FoundationLibrary.wrap(c.timeZone)
            case "firstWeekday": return .int(c.firstWeekday)
            case "minimumDaysInFirstWeek": return .int(c.minimumDaysInFirstWeek)
            case "weekdaySymbols": return strings(c.weekdaySymbols)
            case "shortWeekdaySymbols": return strings(c.shortWeekdaySymbols)
            case "veryShortWeekdaySymbols": return strings(c.veryShortWeekdaySymbols)
            case "standaloneWeekdaySymbols": return strings(c.standaloneWeekdaySymbols)
            case "shortStandaloneWeekdaySymbols": return strings(c.shortStandaloneWeekdaySymbols)
            case "veryShortStandaloneWeekdaySymbols": return strings(c.veryShortStandaloneWeekdaySymbols)
            case "shortStandaloneMonthSymbols": return strings(c.shortStandaloneMonthSymbols)
            case "veryShortStandaloneMonthSymbols": return strings(c.veryShortStandaloneMonthSymbols)
            case "quarterSymbols": return strings(c.quarterSymbols)
            case "shortQuarterSymbols": return strings(c.shortQuarterSymbols)
            case "standaloneQuarterSymbols": return strings(c.standaloneQuarterSymbols)
            case "shortStandaloneQuarterSymbols": return strings(c.shortStandaloneQuarterSymbols)
            case "eraSymbols": return strings(c.eraSymbols)
            case "longEraSymbols": return strings(c.longEraSymbols)
            case "monthSymbols": return strings(c.monthSymbols)
            case "shortMonthSymbols": return strings(c.shortMonthSymbols)
            case "veryShortMonthSymbols": return strings(c.veryShortMonthSymbols)
            case "standaloneMonthSymbols": return strings(c.standaloneMonthSymbols)
            case "amSymbol": return .string(c.amSymbol)
            case "pmSymbol": return .string(c.pmSymbol)
            default: return nil
            }
        case let c as DateComponents:
            if let field = componentFields[name] { return .optional(c[keyPath: field].map { .int($0) }) }
            switch name {
            case "calendar": return FoundationLibrary.wrap(c.calendar)
            case "timeZone": return FoundationLibrary.wrap(c.timeZone)
            case "date": return FoundationLibrary.wrap(c.date)
            case "isValidDate": return .bool(c.isValidDate)
            default: return nil
            }
        case let z as TimeZone:
            switch name {
            case "identifier": return .string(z.identifier)
            case "description": return .string(z.identifier)
            default: return nil
            }
        case let l as Locale:
            switch name {
            case "identifier": return .string(l.identifier)
            case "languageCode": return .optional(l.language.languageCode.map { .string($0.identifier) })
            case "regionCode": return .optional(l.region.map { .string($0.identifier) })
            case "currencyCode": return .optional(l.currency.map { .string($0.identifier) })
            case "currencySymbol": return .optional(l.currencySymbol.map { .string($0) })
            case "decimalSeparator": return .optional(l.decimalSeparator.map { .string($0) })
            case "groupingSeparator": return .optional(l.groupingSeparator.map { .string($0) })
            case "usesMetricSystem": return .bool(l.measurementSystem != .us)
            case "calendar": return FoundationLibrary.wrap(l.calendar)
            default: return nil
            }
        case let i as DateInterval:
            switch name {
            case "start": return FoundationLibrary.wrap(i.start)
            case "end": return FoundationLibrary.wrap(i.end)
            case "duration": return .double(i.duration)
            default: return nil
            }
        default:
            return nil
        }
    }

    private static func strings(_ a: [String]) -> SwiftValue { .array(a.map { .string($0) }) }

    /// `components.day = 3`, `calendar.firstWeekday = 2`: the changed value, to write back.
    static func setProperty(_ base: Any, _ name: String, _ value: SwiftValue, _ site: FoundationSite) throws -> SwiftValue? {
        switch base {
        case var c as DateComponents:
            if let field = componentFields[name] {
                c[keyPath: field] = value.isNil ? nil : try site.int(value, name)
            } else if name == "calendar" {
                c.calendar = value.isNil ? nil : try site.native(value, Calendar.self, "Calendar")
            } else if name == "timeZone" {
                c.timeZone = value.isNil ? nil : try site.native(value, TimeZone.self, "TimeZone")
            } else {
                return nil
            }
            return FoundationLibrary.wrap(c)
        case var c as Calendar:
            switch name {
            case "firstWeekday": c.firstWeekday = try site.int(value, name)
            case "minimumDaysInFirstWeek": c.minimumDaysInFirstWeek = try site.int(value, name)
            case "locale": c.locale = try site.locale(value)
            case "timeZone": c.timeZone = try site.native(value, TimeZone.self, "TimeZone")
            default: return nil
            }
            return FoundationLibrary.wrap(c)
        default:
            return nil
        }
    }

    // MARK: Methods

    static func method(_ base: Any, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        switch base {
        case let date as Date: return try dateMethod(date, name, args, site)
        case let c as Calendar: return try calendarMethod(c, name, args, site)
        case let z as TimeZone:
            // Without `for:`, Foundation would ask about the machine's now.
            let at = try site.argument(args, "for").map(site.date) ?? site.determinism.now
            switch name {
            case "secondsFromGMT": return .int(z.secondsFromGMT(for: at))
            case "abbreviation": return .optional(z.abbreviation(for: at).map { .string($0) })
            case "isDaylightSavingTime": return .bool(z.isDaylightSavingTime(for: at))
            default: return nil
            }
        case let l as Locale:
            let code = try args.first.map { try site.string($0.value, name) } ?? ""
            switch name {
            case "localizedString" where args.first?.label == "forIdentifier": return .optional(l.localizedString(forIdentifier: code).map { .string($0) })
            case "localizedString" where args.first?.label == "forLanguageCode": return .optional(l.localizedString(forLanguageCode: code).map { .string($0) })
            case "localizedString" where args.first?.label == "forRegionCode": return .optional(l.localizedString(forRegionCode: code).map { .string($0) })
            case "localizedString" where args.first?.label == "forCurrencyCode": return .optional(l.localizedString(forCurrencyCode: code).map { .string($0) })
            default: return nil
            }
        case let i as DateInterval:
            guard name == "contains" else { return nil }
            return .bool(i.contains(try site.date(args.first?.value)))
        default:
            return nil
        }
    }

    private static func dateMethod(_ date: Date, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        func other() throws -> Date { try site.date(args.first?.value) }
        switch name {
        case "addingTimeInterval", "advanced": return FoundationLibrary.wrap(date.addingTimeInterval(try site.number(args.first?.value, name)))
        case "timeIntervalSince": return .double(date.timeIntervalSince(try other()))
        case "distance": return .double(date.distance(to: try other()))
        case "compare":
            return comparison(date.compare(try other()))
        case "formatted", "ISO8601Format":
            return .string(try FoundationFormatStyles.formatDate(date, name, args, site))
        default: return nil
        }
    }

    private static func calendarMethod(_ c: Calendar, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        let now = site.determinism.now
        func component(_ v: SwiftValue?) throws -> Calendar.Component { try site.native(v, Calendar.Component.self, "Calendar.Component") }
        func componentSet(_ v: SwiftValue?) throws -> Set<Calendar.Component> {
            guard case .array(let items)? = v?.unwrapped else { return [try component(v)] }
            return Set(try items.map(component))
        }
        func date(_ label: String?) throws -> Date { try site.date(site.argument(args, label)) }
        switch name {
        case "component":
            return .int(c.component(try component(args.first?.value), from: try date("from")))
        case "dateComponents":
            let set = try componentSet(args.first?.value)
            if let from = site.argument(args, "from"), let to = site.argument(args, "to") {
                return FoundationLibrary.wrap(c.dateComponents(set, from: try site.date(from), to: try site.date(to)))
            }
            return FoundationLibrary.wrap(c.dateComponents(set, from: try date("from")))
        case "date" where site.argument(args, "byAdding") != nil:
            let to = try date("to")
            if case .native(let n)? = site.argument(args, "byAdding"), let comps = n.base as? DateComponents {
                return FoundationLibrary.wrap(c.date(byAdding: comps, to: to))
            }
            let unit = try component(site.argument(args, "byAdding"))
            return FoundationLibrary.wrap(c.date(byAdding: unit, value: try site.int(site.argument(args, "value"), "date(byAdding:value:to:)"), to: to))
        case "date" where site.argument(args, "bySetting") != nil:
            return FoundationLibrary.wrap(c.date(bySetting: try component(site.argument(args, "bySetting")),
                                                 value: try site.int(site.argument(args, "value"), "date(bySetting:value:of:)"), of: try date("of")))
        case "date" where site.argument(args, "from") != nil:
            return FoundationLibrary.wrap(c.date(from: try site.native(site.argument(args, "from"), DateComponents.self, "DateComponents")))
        case "date" where site.argument(args, "bySettingHour") != nil:
            return FoundationLibrary.wrap(c.date(bySettingHour: try site.int(site.argument(args, "bySettingHour"), name),
                                                 minute: try site.int(site.argument(args, "minute"), name),
                                                 second: try site.int(site.argument(args, "second") ?? .int(0), name), of: try date("of")))
        case "startOfDay": return FoundationLibrary.wrap(c.startOfDay(for: try date("for")))
        // These read the machine's clock in Foundation: here they compare with the preview's now.
        case "isDateInToday": return .bool(c.isDate(try date(nil), inSameDayAs: now))
        case "isDateInYesterday", "isDateInTomorrow":
            let day = c.date(byAdding: .day, value: name == "isDateInYesterday" ? -1 : 1, to: now) ?? now
            return .bool(c.isDate(try date(nil), inSameDayAs: day))
        case "isDateInWeekend": return .bool(c.isDateInWeekend(try date(nil)))
        case "isDate" where site.argument(args, "inSameDayAs") != nil:
            return .bool(c.isDate(try date(nil), inSameDayAs: try date("inSameDayAs")))
        case "isDate" where site.argument(args, "equalTo") != nil:
            return .bool(c.isDate(try date(nil), equalTo: try date("equalTo"), toGranularity: try component(site.argument(args, "toGranularity"))))
        case "compare" where site.argument(args, "toGranularity") != nil:
            return comparison(c.compare(try date(nil), to: try date("to"), toGranularity: try component(site.argument(args, "toGranularity"))))
        case "range":
            guard let r = c.range(of: try component(site.argument(args, "of")), in: try component(site.argument(args, "in")), for: try date("for")) else {
                return .optional(nil)
            }
            return .range(lower: r.lowerBound, upper: r.upperBound)
        case "dateInterval":
            return FoundationLibrary.wrap(c.dateInterval(of: try component(site.argument(args, "of")), for: try date("for")))
        default:
            return nil
        }
    }

    /// A `ComparisonResult` as the case it is (`.orderedSame`).
    private static func comparison(_ r: ComparisonResult) -> SwiftValue {
        .symbol(r == .orderedAscending ? "orderedAscending" : r == .orderedSame ? "orderedSame" : "orderedDescending")
    }

    // MARK: Operators

    /// Dates compare and move by seconds (`date + 3600`, `a < b`).
    static func binary(_ op: String, _ l: SwiftValue, _ r: SwiftValue) -> SwiftValue? {
        guard case .native(let ln) = l.unwrapped ?? l, let a = ln.base as? Date else { return nil }
        if case .native(let rn) = r.unwrapped ?? r, let b = rn.base as? Date {
            switch op {
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: return nil
            }
        }
        guard let seconds = (r.unwrapped ?? r).number else { return nil }
        switch op {
        case "+": return FoundationLibrary.wrap(a + seconds)
        case "-": return FoundationLibrary.wrap(a - seconds)
        default: return nil
        }
    }
}
