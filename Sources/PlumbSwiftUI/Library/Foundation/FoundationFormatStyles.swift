import Foundation

/// Format styles (`date.formatted(date: .abbreviated, time: .omitted)`, `.dateTime.day().month()`,
/// `.number.precision(.fractionLength(2))`, `.percent`, `.currency(code: "EUR")`, `.iso8601`,
/// `.relative(presentation: .named)`), formatted by swift-foundation's own `Date.FormatStyle`,
/// `IntegerFormatStyle` and `FloatingPointFormatStyle` in the preview's locale, calendar and
/// time zone (Swift's default would be the machine's).
enum FoundationFormatStyles {
    static let typeNames: Set<String> = ["Date.FormatStyle", "Date.ISO8601FormatStyle", "FormatStyle"]

    /// A number style being built. Foundation's concrete style depends on whether it formats an
    /// Int or a Double (`IntegerFormatStyle.Percent` reads 50 as 50 %, the floating-point one
    /// reads 0.5 so), which only the formatted value says: the choices are kept and the style is
    /// made when a value is formatted.
    struct NumberStyle: Hashable {
        enum Kind: Hashable { case number, percent, currency(code: String) }
        var kind: Kind
        var locale: Locale
        var precision: NumberFormatStyleConfiguration.Precision?
        var grouping: NumberFormatStyleConfiguration.Grouping?
        var notation: NumberFormatStyleConfiguration.Notation?
        var sign: NumberFormatStyleConfiguration.SignDisplayStrategy?
        var presentation: CurrencyFormatStyleConfiguration.Presentation?
        /// `.rounded(rule:increment:)`.
        var rounding: Rounding?
    }

    /// A number style's rounding: Foundation's rule and increment.
    struct Rounding: Hashable {
        var rule: FloatingPointRoundingRule
        var increment: Double?
    }

    /// `.relative(presentation:unitsStyle:)`: a date relative to the preview's now (Foundation's
    /// `Date.RelativeFormatStyle` would compare with the machine's clock).
    struct RelativeStyle: Hashable {
        var presentation: Date.RelativeFormatStyle.Presentation
        var unitsStyle: Date.RelativeFormatStyle.UnitsStyle
        var locale: Locale
    }

    // MARK: Making styles

    /// The implicit members that begin a format style (`.dateTime.year()`, `.number.precision(…)`).
    static let rootNames: Set<String> = ["dateTime", "iso8601", "relative", "number", "percent", "currency", "measurement", "list"]

    /// The style an implicit member names (`.dateTime`, `.number`, `.currency(code:)`), nil when
    /// it names none.
    static func root(_ name: String, _ args: [Argument]?, _ site: FoundationSite) throws -> AnyHashable? {
        let d = site.determinism
        switch name {
        case "dateTime":
            var s = Date.FormatStyle.dateTime
            s.locale = d.locale
            s.calendar = d.calendar
            s.timeZone = d.timeZone
            return s
        case "iso8601": return Date.ISO8601FormatStyle(timeZone: d.timeZone)
        case "relative":
            let presentation: Date.RelativeFormatStyle.Presentation =
                try site.memberName(site.argument(args ?? [], "presentation") ?? .symbol("numeric"), "a presentation such as .named") == "named" ? .named : .numeric
            let units: Date.RelativeFormatStyle.UnitsStyle
            switch try site.argument(args ?? [], "unitsStyle").map({ try site.memberName($0, "a units style such as .wide") }) ?? "wide" {
            case "abbreviated": units = .abbreviated
            case "narrow": units = .narrow
            case "spellOut": units = .spellOut
            default: units = .wide
            }
            return RelativeStyle(presentation: presentation, unitsStyle: units, locale: d.locale)
        case "number": return NumberStyle(kind: .number, locale: d.locale)
        case "percent": return NumberStyle(kind: .percent, locale: d.locale)
        case "currency":
            return NumberStyle(kind: .currency(code: try site.string(site.argument(args ?? [], "code"), "currency(code:)")), locale: d.locale)
        case "measurement":
            let width = try site.argument(args ?? [], "width").map { try site.memberName($0, "a width such as .abbreviated") } ?? "abbreviated"
            return FoundationMeasurement.Style(width: width, locale: d.locale)
        case "list": return try FoundationListFormatting.style(args, site)
        default: return nil
        }
    }

    static func staticMember(_ type: String, _ name: String, _ site: FoundationSite) -> SwiftValue? {
        switch (type, name) {
        case ("Date", "FormatStyle"), ("Date", "ISO8601FormatStyle"): return .type("Date.\(name)")
        case ("Date.FormatStyle", _), ("FormatStyle", _): return (try? root(name, nil, site))?.map { .native($0) }
        default: return nil
        }
    }

    /// `Date.FormatStyle(date: .numeric, time: .shortened)`, `Date.ISO8601FormatStyle()`.
    static func staticCall(_ type: String, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        // `.init(date:time:)` where a `Date.FormatStyle` is expected is `Date.FormatStyle(date:time:)`.
        if name == "init", ["Date.FormatStyle", "Date.ISO8601FormatStyle"].contains(type) {
            return try staticCall("Date", String(type.dropFirst(5)), args, site)
        }
        guard type == "Date" else { return nil }
        let d = site.determinism
        switch name {
        case "FormatStyle":
            let locale = try site.argument(args, "locale").map(site.locale) ?? d.locale
            let zone = try site.argument(args, "timeZone").map { try site.native($0, TimeZone.self, "TimeZone") } ?? d.timeZone
            return FoundationLibrary.wrap(Date.FormatStyle(date: try dateStyle(site.argument(args, "date"), site),
                                                           time: try timeStyle(site.argument(args, "time"), site),
                                                           locale: locale, calendar: d.calendar, timeZone: zone))
        case "ISO8601FormatStyle":
            return FoundationLibrary.wrap(Date.ISO8601FormatStyle(timeZone: d.timeZone))
        default:
            return nil
        }
    }

    private static func dateStyle(_ v: SwiftValue?, _ site: FoundationSite) throws -> Date.FormatStyle.DateStyle? {
        guard let v else { return nil }
        switch try site.memberName(v, "a date style such as .abbreviated") {
        case "omitted": return .omitted
        case "numeric": return .numeric
        case "abbreviated": return .abbreviated
        case "long": return .long
        case "complete": return .complete
        case let other: throw site.fail("Date.FormatStyle.DateStyle has no member '\(other)'")
        }
    }

    private static func timeStyle(_ v: SwiftValue?, _ site: FoundationSite) throws -> Date.FormatStyle.TimeStyle? {
        guard let v else { return nil }
        switch try site.memberName(v, "a time style such as .shortened") {
        case "omitted": return .omitted
        case "shortened": return .shortened
        case "standard": return .standard
        case "complete": return .complete
        case let other: throw site.fail("Date.FormatStyle.TimeStyle has no member '\(other)'")
        }
    }

    // MARK: Building on styles

    /// `style.calendar = calendar`, `style.timeZone = …`, `style.locale = …` on a date format
    /// style (a value type: the changed style goes back to its variable); nil for anything else.
    static func setProperty(_ base: Any, _ name: String, _ value: SwiftValue, _ site: FoundationSite) throws -> SwiftValue? {
        guard var s = base as? Date.FormatStyle else { return nil }
        switch name {
        case "calendar": s.calendar = try site.native(value.unwrapped ?? value, Calendar.self, "Calendar")
        case "timeZone": s.timeZone = try site.native(value.unwrapped ?? value, TimeZone.self, "TimeZone")
        case "locale": s.locale = try site.locale(value.unwrapped ?? value)
        default: return nil
        }
        return FoundationLibrary.wrap(s)
    }

    /// `.day()`, `.month(.wide)`, `.precision(.fractionLength(2))`, `.locale(…)`, `.format(x)`
    /// on a style. Nil when `style` is not a format style.
    static func method(_ style: AnyHashable, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        if name == "format", isStyle(style) {
            return .string(try format(args.first?.value ?? .void, style: .native(style), site))
        }
        switch style.base {
        case let s as Date.FormatStyle:
            if name == "locale" { return FoundationLibrary.wrap(s.locale(try site.locale(args.first?.value))) }
            return FoundationLibrary.wrap(try DateFields.apply(s, name, args.first?.value, site))
        case var s as NumberStyle:
            let arg = args.first?.value
            switch name {
            case "locale": s.locale = try site.locale(arg)
            case "precision": s.precision = try precision(arg, site)
            case "grouping": s.grouping = try site.memberName(arg, "a grouping such as .never") == "never" ? .never : .automatic
            case "notation":
                switch try site.memberName(arg, "a notation such as .compactName") {
                case "compactName": s.notation = .compactName
                case "scientific": s.notation = .scientific
                default: s.notation = .automatic
                }
            case "sign":
                switch site.argument(args, "strategy") {
                case .implicitMember("always", let a)?:
                    s.sign = .always(includingZero: try a?.first.map { try site.bool($0.value, "always(includingZero:)") } ?? true)
                case let v: s.sign = try site.memberName(v, "a sign strategy such as .always()") == "never" ? .never : .automatic
                }
            case "rounded":
                s.rounding = Rounding(rule: try roundingRule(site.argument(args, "rule"), site),
                                      increment: try site.argument(args, "increment").map { try site.number($0, "rounded(increment:)") })
            case "presentation":
                switch try site.memberName(arg, "a currency presentation such as .narrow") {
                case "narrow": s.presentation = .narrow
                case "isoCode": s.presentation = .isoCode
                case "fullName": s.presentation = .fullName
                default: s.presentation = .standard
                }
            default: return nil
            }
            return FoundationLibrary.wrap(s)
        case var s as RelativeStyle:
            guard name == "locale" else { return nil }
            s.locale = try site.locale(args.first?.value)
            return FoundationLibrary.wrap(s)
        case var s as FoundationMeasurement.Style:
            guard name == "locale" else { return nil }
            s.locale = try site.locale(args.first?.value)
            return FoundationLibrary.wrap(s)
        default:
            return nil
        }
    }

    /// `.toNearestOrAwayFromZero`, `.up`, …; Foundation's default is `.toNearestOrEven`.
    private static func roundingRule(_ v: SwiftValue?, _ site: FoundationSite) throws -> FloatingPointRoundingRule {
        guard let v else { return .toNearestOrEven }
        switch try site.memberName(v, "a rounding rule such as .up") {
        case "toNearestOrAwayFromZero": return .toNearestOrAwayFromZero
        case "toNearestOrEven": return .toNearestOrEven
        case "up": return .up
        case "down": return .down
        case "towardZero": return .towardZero
        case "awayFromZero": return .awayFromZero
        case let other: throw site.fail("FloatingPointRoundingRule has no member '\(other)'")
        }
    }

    private static func isStyle(_ style: AnyHashable) -> Bool {
        style.base is Date.FormatStyle || style.base is Date.ISO8601FormatStyle || style.base is NumberStyle
            || style.base is RelativeStyle || style.base is FoundationMeasurement.Style
    }

    /// `.fractionLength(2)`, `.fractionLength(0...2)`, `.significantDigits(3)`, `.integerLength(2)`,
    /// `.integerAndFractionLength(integer: 1, fraction: 2)`.
    private static func precision(_ v: SwiftValue?, _ site: FoundationSite) throws -> NumberFormatStyleConfiguration.Precision {
        guard case .implicitMember(let name, let args?)? = v, let first = args.first?.value else {
            throw site.fail("precision needs .fractionLength(…), .significantDigits(…) or .integerLength(…)")
        }
        // `0...2` and `0..<3` alike: the Int bounds, upper one exclusive.
        var bounds: (lower: Int, upper: Int)?
        switch first {
        case .range(let lo, let hi): bounds = (lo, hi)
        case .interval(let r): bounds = r.countable
        default: bounds = nil
        }
        switch (name, bounds) {
        case ("fractionLength", let (lo, hi)?): return .fractionLength(lo...max(lo, hi - 1))
        case ("fractionLength", nil): return .fractionLength(try site.int(first, name))
        case ("significantDigits", let (lo, hi)?): return .significantDigits(lo...max(lo, hi - 1))
        case ("significantDigits", nil): return .significantDigits(try site.int(first, name))
        case ("integerLength", let (lo, hi)?): return .integerLength(lo...max(lo, hi - 1))
        case ("integerLength", nil): return .integerLength(try site.int(first, name))
        case ("integerAndFractionLength", _):
            return .integerAndFractionLength(integer: try site.int(site.argument(args, "integer"), name),
                                             fraction: try site.int(site.argument(args, "fraction"), name))
        default: throw site.fail("precision has no member '\(name)'")
        }
    }

    // MARK: Formatting

    /// `date.formatted()`, `date.formatted(date:time:)`, `date.formatted(style)`, `date.ISO8601Format()`.
    static func formatDate(_ date: Date, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> String {
        let d = site.determinism
        if name == "ISO8601Format" { return Date.ISO8601FormatStyle(timeZone: d.timeZone).format(date) }
        if args.contains(where: { $0.label == "date" || $0.label == "time" }) {
            // Either may be left out; the one left out is omitted, as in Swift.
            let style = Date.FormatStyle(date: try dateStyle(site.argument(args, "date"), site) ?? .omitted,
                                         time: try timeStyle(site.argument(args, "time"), site) ?? .omitted,
                                         locale: d.locale, calendar: d.calendar, timeZone: d.timeZone)
            return style.format(date)
        }
        return try format(FoundationLibrary.wrap(date), style: args.first?.value, site)
    }

    /// `value` formatted by `style` (nil: the value's default style, as `formatted()` has it).
    static func format(_ value: SwiftValue, style: SwiftValue?, _ site: FoundationSite) throws -> String {
        let d = site.determinism
        let resolved: AnyHashable
        switch style?.unwrapped {
        case nil:
            switch value {
            case .native(let n) where n.base is Date:
                resolved = Date.FormatStyle(date: .numeric, time: .shortened, locale: d.locale, calendar: d.calendar, timeZone: d.timeZone)
            case .native(let n) where n.base is Measurement<Dimension>:
                resolved = FoundationMeasurement.Style(width: "abbreviated", locale: d.locale)
            default:
                resolved = NumberStyle(kind: .number, locale: d.locale)
            }
        case .implicitMember(let name, _)? where site.evaluator.declarations.type("FormatStyle").map({ $0.staticMethods[name] != nil || $0.staticProperties[name] != nil }) == true:
            // The sources' own style (`extension FormatStyle where Self == … { static func increment(_:) }`).
            let made = try site.evaluator.coerce(style!, to: "FormatStyle", at: site.node, site.file)
            if case .implicitMember = made { throw site.fail("'.\(name)' is not a format style Plumb knows") }
            return try format(value, style: made, site)
        case .implicitMember(let name, let args)?:
            guard let r = try root(name, args, site) else { throw site.fail("'.\(name)' is not a format style Plumb knows") }
            resolved = r
        case .native(let n)?:
            resolved = n
        case let other?:
            throw site.fail("expected a format style, found \(other.kindName)")
        }
        switch (resolved.base, value.unwrapped ?? value) {
        case (let s as Date.FormatStyle, let v): return s.format(try site.date(v))
        case (let s as Date.ISO8601FormatStyle, let v): return s.format(try site.date(v))
        case (let s as RelativeStyle, let v):
            // The anchored style formats its anchor relative to the date it is given: the
            // formatted date is the anchor, the preview's now the reference.
            let anchored = Date.AnchoredRelativeFormatStyle(anchor: try site.date(v), presentation: s.presentation, unitsStyle: s.unitsStyle,
                                                            locale: s.locale, calendar: d.calendar)
            return anchored.format(d.now)
        case (let s as NumberStyle, .int(let i)): return s.format(i)
        case (let s as NumberStyle, .double(let x)): return s.format(x)
        case (let s as FoundationListFormatting.Style, let v): return s.format(try FoundationListFormatting.strings(v, site))
        case (let s as FoundationMeasurement.Style, .native(let n)):
            guard let m = n.base as? Measurement<Dimension> else { break }
            return s.format(m)
        default: break
        }
        throw site.fail("cannot format \(value.kindName) with \(SwiftValue.nativeTypeName(resolved))")
    }

    /// SwiftUI's `Text(date, style: .date)` and friends (`.time`, `.relative`, `.offset`, `.timer`),
    /// measured from the preview's now.
    static func textDateStyle(_ date: Date, _ styleName: String, _ site: FoundationSite) throws -> String {
        let d = site.determinism
        switch styleName {
        case "date": return Date.FormatStyle(date: .long, time: .omitted, locale: d.locale, calendar: d.calendar, timeZone: d.timeZone).format(date)
        case "time": return Date.FormatStyle(date: .omitted, time: .shortened, locale: d.locale, calendar: d.calendar, timeZone: d.timeZone).format(date)
        case "relative", "offset":
            let seconds = date.timeIntervalSince(d.now)
            let units = Duration.UnitsFormatStyle(allowedUnits: [.days, .hours, .minutes, .seconds], width: styleName == "relative" ? .abbreviated : .wide,
                                                  maximumUnitCount: styleName == "relative" ? 2 : 1).locale(d.locale)
            let text = units.format(.seconds(abs(seconds).rounded()))
            return styleName == "offset" ? (seconds < 0 ? "-" : "+") + text : text
        case "timer":
            let seconds = abs(date.timeIntervalSince(d.now)).rounded()
            let pattern: Duration.TimeFormatStyle.Pattern = seconds >= 3600 ? .hourMinuteSecond : .minuteSecond
            return Duration.TimeFormatStyle(pattern: pattern).locale(d.locale).format(.seconds(seconds))
        default:
            throw site.fail("Text.DateStyle has no member '\(styleName)' (.date, .time, .relative, .offset, .timer)")
        }
    }
}

// MARK: - Number styles

/// What Foundation's number styles (integer and floating point; plain, percent, currency) share.
private protocol ConfigurableNumberStyle: FormatStyle where FormatOutput == String {
    func precision(_ p: NumberFormatStyleConfiguration.Precision) -> Self
    func grouping(_ g: NumberFormatStyleConfiguration.Grouping) -> Self
}

/// What the plain and percent styles share beyond that (currency styles have their own sign).
private protocol NotatedNumberStyle: ConfigurableNumberStyle {
    func notation(_ notation: NumberFormatStyleConfiguration.Notation) -> Self
    func sign(strategy: NumberFormatStyleConfiguration.SignDisplayStrategy) -> Self
}

/// The floating-point styles' `.rounded(rule:increment:)`.
private protocol RoundedFloatingPointStyle {
    func rounded(rule: FloatingPointRoundingRule, increment: Double?) -> Self
}

extension FloatingPointFormatStyle: RoundedFloatingPointStyle {}
extension FloatingPointFormatStyle.Percent: RoundedFloatingPointStyle {}
extension FloatingPointFormatStyle.Currency: RoundedFloatingPointStyle {}

extension IntegerFormatStyle: NotatedNumberStyle {}
extension IntegerFormatStyle.Percent: NotatedNumberStyle {}
extension IntegerFormatStyle.Currency: ConfigurableNumberStyle {}
extension FloatingPointFormatStyle: NotatedNumberStyle {}
extension FloatingPointFormatStyle.Percent: NotatedNumberStyle {}
extension FloatingPointFormatStyle.Currency: ConfigurableNumberStyle {}

extension FoundationFormatStyles.NumberStyle {
    private func configured<S: ConfigurableNumberStyle>(_ style: S) -> S {
        var s = style
        if let precision { s = s.precision(precision) }
        if let grouping { s = s.grouping(grouping) }
        return s
    }

    /// A floating-point style rounded as `.rounded(rule:increment:)` asked.
    private func rounded<S: RoundedFloatingPointStyle>(_ style: S) -> S {
        guard let rounding else { return style }
        return style.rounded(rule: rounding.rule, increment: rounding.increment)
    }

    private func notated<S: NotatedNumberStyle>(_ style: S) -> S {
        var s = configured(style)
        if let notation { s = s.notation(notation) }
        if let sign { s = s.sign(strategy: sign) }
        return s
    }

    func format(_ i: Int) -> String {
        // Rounding an Int to a fractional increment is Double formatting's business.
        if rounding != nil { return format(Double(i)) }
        switch kind {
        case .number: return notated(IntegerFormatStyle<Int>(locale: locale)).format(i)
        case .percent: return notated(IntegerFormatStyle<Int>.Percent(locale: locale)).format(i)
        case .currency(let code):
            var s = configured(IntegerFormatStyle<Int>.Currency(code: code, locale: locale))
            if let presentation { s = s.presentation(presentation) }
            return s.format(i)
        }
    }

    func format(_ x: Double) -> String {
        switch kind {
        case .number: return rounded(notated(FloatingPointFormatStyle<Double>(locale: locale))).format(x)
        case .percent: return rounded(notated(FloatingPointFormatStyle<Double>.Percent(locale: locale))).format(x)
        case .currency(let code):
            var s = rounded(configured(FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)))
            if let presentation { s = s.presentation(presentation) }
            return s.format(x)
        }
    }
}

// MARK: - Date fields

/// `Date.FormatStyle`'s field methods (`.year()`, `.month(.wide)`, `.hour(.defaultDigits(amPM: .omitted))`),
/// their symbol arguments read by name.
private enum DateFields {
    static func apply(_ s: Date.FormatStyle, _ field: String, _ arg: SwiftValue?, _ site: FoundationSite) throws -> Date.FormatStyle {
        // The symbol's name and its own arguments (`.defaultDigits(amPM: .abbreviated)`).
        var symbol: String?
        var symbolArgs: [Argument] = []
        if let arg {
            if case .implicitMember(let n, let a) = arg { symbol = n; symbolArgs = a ?? [] } else { symbol = try site.memberName(arg, "a \(field) symbol") }
        }
        func pick<T>(_ table: [String: T]) throws -> T? {
            guard let symbol else { return nil }
            guard let v = table[symbol] else { throw site.fail("Date.FormatStyle.Symbol for \(field) has no member '\(symbol)'") }
            return v
        }
        switch field {
        case "year":
            if symbol == "extended" || symbol == "padded" {
                let n = try symbolArgs.first.map { try site.int($0.value, "year") }
                return s.year(symbol == "padded" ? .padded(n ?? 4) : .extended(minimumLength: n ?? 1))
            }
            return try pick(["defaultDigits": Date.FormatStyle.Symbol.Year.defaultDigits, "twoDigits": .twoDigits]).map { s.year($0) } ?? s.year()
        case "month":
            return try pick(["defaultDigits": Date.FormatStyle.Symbol.Month.defaultDigits, "twoDigits": .twoDigits, "wide": .wide,
                             "abbreviated": .abbreviated, "narrow": .narrow]).map { s.month($0) } ?? s.month()
        case "day":
            return try pick(["defaultDigits": Date.FormatStyle.Symbol.Day.defaultDigits, "twoDigits": .twoDigits,
                             "ordinalOfDayInMonth": .ordinalOfDayInMonth]).map { s.day($0) } ?? s.day()
        case "weekday":
            return try pick(["abbreviated": Date.FormatStyle.Symbol.Weekday.abbreviated, "wide": .wide, "narrow": .narrow, "short": .short,
                             "oneDigit": .oneDigit, "twoDigits": .twoDigits]).map { s.weekday($0) } ?? s.weekday()
        case "hour":
            guard let symbol else { return s.hour() }
            let amPM = try ampm(site.argument(symbolArgs, "amPM"), site)
            switch symbol {
            case "defaultDigits": return s.hour(.defaultDigits(amPM: amPM))
            case "twoDigits": return s.hour(.twoDigits(amPM: amPM))
            case "conversationalDefaultDigits": return s.hour(.conversationalDefaultDigits(amPM: amPM))
            case "conversationalTwoDigits": return s.hour(.conversationalTwoDigits(amPM: amPM))
            default: throw site.fail("Date.FormatStyle.Symbol.Hour has no member '\(symbol)'")
            }
        case "minute":
            return try pick(["defaultDigits": Date.FormatStyle.Symbol.Minute.defaultDigits, "twoDigits": .twoDigits]).map { s.minute($0) } ?? s.minute()
        case "second":
            return try pick(["defaultDigits": Date.FormatStyle.Symbol.Second.defaultDigits, "twoDigits": .twoDigits]).map { s.second($0) } ?? s.second()
        case "era":
            return try pick(["abbreviated": Date.FormatStyle.Symbol.Era.abbreviated, "wide": .wide, "narrow": .narrow]).map { s.era($0) } ?? s.era()
        case "quarter":
            return try pick(["oneDigit": Date.FormatStyle.Symbol.Quarter.oneDigit, "twoDigits": .twoDigits, "abbreviated": .abbreviated,
                             "wide": .wide, "narrow": .narrow]).map { s.quarter($0) } ?? s.quarter()
        case "week":
            return try pick(["defaultDigits": Date.FormatStyle.Symbol.Week.defaultDigits, "twoDigits": .twoDigits,
                             "weekOfMonth": .weekOfMonth]).map { s.week($0) } ?? s.week()
        case "dayOfYear":
            return try pick(["defaultDigits": Date.FormatStyle.Symbol.DayOfYear.defaultDigits, "twoDigits": .twoDigits,
                             "threeDigits": .threeDigits]).map { s.dayOfYear($0) } ?? s.dayOfYear()
        case "timeZone":
            return s.timeZone()
        default:
            throw site.fail("Date.FormatStyle has no field '\(field)'")
        }
    }

    private static func ampm(_ v: SwiftValue?, _ site: FoundationSite) throws -> Date.FormatStyle.Symbol.Hour.AMPMStyle {
        guard let v else { return .abbreviated }
        switch try site.memberName(v, "an AM/PM style such as .abbreviated") {
        case "omitted": return .omitted
        case "narrow": return .narrow
        case "wide": return .wide
        default: return .abbreviated
        }
    }
}
