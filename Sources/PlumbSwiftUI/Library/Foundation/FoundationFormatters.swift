import Foundation

/// `DateFormatter`, `NumberFormatter` and `ISO8601DateFormatter`: Foundation's own formatter
/// objects, created with the preview's locale and time zone set explicitly (a formatter would
/// otherwise take the machine's). They are classes, so setting a property changes them in place.
enum FoundationFormatters {
    static let typeNames: Set<String> = ["DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "NSNumber", "Formatter",
                                         "DateFormatter.Style", "NumberFormatter.Style"]

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        let d = site.determinism
        switch name {
        case "DateFormatter":
            let f = DateFormatter()
            f.locale = d.locale
            f.timeZone = d.timeZone
            f.calendar = d.calendar
            return FoundationLibrary.wrap(f)
        case "NumberFormatter":
            let f = NumberFormatter()
            f.locale = d.locale
            return FoundationLibrary.wrap(f)
        case "ISO8601DateFormatter":
            let f = ISO8601DateFormatter()
            f.timeZone = d.timeZone
            return FoundationLibrary.wrap(f)
        case "NSNumber":
            // `formatter.string(from: NSNumber(value: x))`: the number itself stands for it.
            guard let v = site.argument(args, "value") else { throw site.fail("NSNumber takes value:") }
            return v
        default:
            return nil
        }
    }

    static func staticMember(_ type: String, _ name: String) -> SwiftValue? {
        switch (type, name) {
        case ("DateFormatter", "Style"): return .type("DateFormatter.Style")
        case ("NumberFormatter", "Style"): return .type("NumberFormatter.Style")
        case ("DateFormatter.Style", _): return dateStyles[name].map { FoundationLibrary.wrap($0.rawValue) }
        case ("NumberFormatter.Style", _): return numberStyles[name].map { FoundationLibrary.wrap($0.rawValue) }
        default: return nil
        }
    }

    /// `DateFormatter.localizedString(from:dateStyle:timeStyle:)` in the preview's locale.
    static func staticCall(_ type: String, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        // `NumberFormatter.localizedString(from: 1234, number: .decimal)`, in the preview's locale.
        if type == "NumberFormatter", name == "localizedString" {
            let f = NumberFormatter()
            f.locale = site.determinism.locale
            // `.decimal`, or a `NumberFormatter.Style` held in a parameter.
            f.numberStyle = try numberStyle(site.argument(args, "number"), site)
            let n = try site.number(site.argument(args, "from"), "NumberFormatter.localizedString(from:number:)")
            return .string(f.string(from: NSNumber(value: n)) ?? "")
        }
        guard type == "DateFormatter", name == "localizedString" else { return nil }
        let f = DateFormatter()
        f.locale = site.determinism.locale
        f.timeZone = site.determinism.timeZone
        f.dateStyle = try dateStyle(site.argument(args, "dateStyle"), site)
        f.timeStyle = try dateStyle(site.argument(args, "timeStyle"), site)
        return .string(f.string(from: try site.date(site.argument(args, "from"))))
    }

    static let dateStyles: [String: DateFormatter.Style] = ["none": .none, "short": .short, "medium": .medium, "long": .long, "full": .full]

    static let numberStyles: [String: NumberFormatter.Style] = [
        "none": .none, "decimal": .decimal, "currency": .currency, "percent": .percent, "scientific": .scientific,
        "spellOut": .spellOut, "ordinal": .ordinal, "currencyISOCode": .currencyISOCode, "currencyPlural": .currencyPlural,
        "currencyAccounting": .currencyAccounting,
    ]

    private static func dateStyle(_ v: SwiftValue?, _ site: FoundationSite) throws -> DateFormatter.Style {
        if case .native(let n)? = v, let raw = n.base as? UInt, let s = DateFormatter.Style(rawValue: raw) { return s }
        let name = try site.memberName(v, "a DateFormatter.Style such as .medium")
        guard let s = dateStyles[name] else { throw site.fail("DateFormatter.Style has no case '\(name)'") }
        return s
    }

    private static func numberStyle(_ v: SwiftValue?, _ site: FoundationSite) throws -> NumberFormatter.Style {
        if case .native(let n)? = v, let raw = n.base as? UInt, let s = NumberFormatter.Style(rawValue: raw) { return s }
        let name = try site.memberName(v, "a NumberFormatter.Style such as .decimal")
        guard let s = numberStyles[name] else { throw site.fail("NumberFormatter.Style has no case '\(name)'") }
        return s
    }

    private static func name<T: Hashable>(of value: T, in table: [String: T]) -> SwiftValue {
        .symbol(table.first { $0.value == value }?.key ?? "none")
    }

    static func property(_ base: Any, _ name: String) -> SwiftValue? {
        func text(_ s: String?) -> SwiftValue { .optional(s.map { .string($0) }) }
        switch base {
        case let f as DateFormatter:
            switch name {
            case "dateFormat": return .string(f.dateFormat)
            case "dateStyle": return self.name(of: f.dateStyle, in: dateStyles)
            case "timeStyle": return self.name(of: f.timeStyle, in: dateStyles)
            case "locale": return FoundationLibrary.wrap(f.locale)
            case "timeZone": return FoundationLibrary.wrap(f.timeZone)
            case "calendar": return FoundationLibrary.wrap(f.calendar)
            case "amSymbol": return .string(f.amSymbol)
            case "pmSymbol": return .string(f.pmSymbol)
            default: return nil
            }
        case let f as NumberFormatter:
            switch name {
            case "numberStyle": return self.name(of: f.numberStyle, in: numberStyles)
            case "locale": return FoundationLibrary.wrap(f.locale)
            case "currencyCode": return .string(f.currencyCode)
            case "currencySymbol": return .string(f.currencySymbol)
            case "minimumFractionDigits": return .int(f.minimumFractionDigits)
            case "maximumFractionDigits": return .int(f.maximumFractionDigits)
            case "minimumIntegerDigits": return .int(f.minimumIntegerDigits)
            case "usesGroupingSeparator": return .bool(f.usesGroupingSeparator)
            case "groupingSeparator": return text(f.groupingSeparator)
            case "decimalSeparator": return text(f.decimalSeparator)
            default: return nil
            }
        case let f as ISO8601DateFormatter:
            return name == "timeZone" ? FoundationLibrary.wrap(f.timeZone) : nil
        default:
            return nil
        }
    }

    /// `formatter.dateFormat = "yyyy-MM-dd"`, `formatter.numberStyle = .currency`: set on the
    /// formatter object itself. False when `name` is not a property set here.
    static func setProperty(_ base: Any, _ name: String, _ value: SwiftValue, _ site: FoundationSite) throws -> Bool {
        func text() throws -> String? { value.isNil ? nil : try site.string(value, name) }
        func count() throws -> Int { try site.int(value, name) }
        switch base {
        case let f as DateFormatter:
            switch name {
            case "dateFormat": f.dateFormat = try text()
            case "dateStyle": f.dateStyle = try dateStyle(value, site)
            case "timeStyle": f.timeStyle = try dateStyle(value, site)
            case "locale": f.locale = try site.locale(value)
            case "timeZone": f.timeZone = try site.native(value, TimeZone.self, "TimeZone")
            case "calendar": f.calendar = try site.native(value, Calendar.self, "Calendar")
            case "amSymbol": f.amSymbol = try text() ?? f.amSymbol
            case "pmSymbol": f.pmSymbol = try text() ?? f.pmSymbol
            case "doesRelativeDateFormatting":
                // "Today"/"Yesterday" depend on the machine's clock: the absolute date is kept.
                if try site.bool(value, name) { site.warn("doesRelativeDateFormatting is ignored: a preview's dates print absolute") }
            default: return false
            }
        case let f as NumberFormatter:
            switch name {
            case "numberStyle": f.numberStyle = try numberStyle(value, site)
            case "locale": f.locale = try site.locale(value)
            case "currencyCode": f.currencyCode = try text()
            case "currencySymbol": f.currencySymbol = try text()
            case "minimumFractionDigits": f.minimumFractionDigits = try count()
            case "maximumFractionDigits": f.maximumFractionDigits = try count()
            case "minimumIntegerDigits": f.minimumIntegerDigits = try count()
            case "maximumIntegerDigits": f.maximumIntegerDigits = try count()
            case "minimumSignificantDigits": f.minimumSignificantDigits = try count(); f.usesSignificantDigits = true
            case "maximumSignificantDigits": f.maximumSignificantDigits = try count(); f.usesSignificantDigits = true
            case "usesSignificantDigits": f.usesSignificantDigits = try site.bool(value, name)
            case "usesGroupingSeparator": f.usesGroupingSeparator = try site.bool(value, name)
            case "groupingSeparator": f.groupingSeparator = try text()
            case "decimalSeparator": f.decimalSeparator = try text()
            case "positivePrefix": f.positivePrefix = try text()
            case "negativePrefix": f.negativePrefix = try text()
            case "positiveSuffix": f.positiveSuffix = try text()
            case "negativeSuffix": f.negativeSuffix = try text()
            case "zeroSymbol": f.zeroSymbol = try text()
            case "multiplier": f.multiplier = value.isNil ? nil : NSNumber(value: try site.number(value, name))
            default: return false
            }
        case let f as ISO8601DateFormatter:
            switch name {
            case "timeZone": f.timeZone = try site.native(value, TimeZone.self, "TimeZone")
            case "formatOptions": f.formatOptions = try isoOptions(value, site)
            default: return false
            }
        default:
            return false
        }
        return true
    }

    /// `ISO8601DateFormatter.Options` by their Swift names.
    static let isoOptionNames: [String: ISO8601DateFormatter.Options] = [
        "withYear": .withYear, "withMonth": .withMonth, "withWeekOfYear": .withWeekOfYear, "withDay": .withDay,
        "withTime": .withTime, "withTimeZone": .withTimeZone, "withSpaceBetweenDateAndTime": .withSpaceBetweenDateAndTime,
        "withDashSeparatorInDate": .withDashSeparatorInDate, "withColonSeparatorInTime": .withColonSeparatorInTime,
        "withColonSeparatorInTimeZone": .withColonSeparatorInTimeZone, "withFractionalSeconds": .withFractionalSeconds,
        "withFullDate": .withFullDate, "withFullTime": .withFullTime, "withInternetDateTime": .withInternetDateTime,
    ]

    private static func isoOptions(_ v: SwiftValue, _ site: FoundationSite) throws -> ISO8601DateFormatter.Options {
        var options: ISO8601DateFormatter.Options = []
        for name in try site.memberNames(v, "an ISO8601DateFormatter option such as .withInternetDateTime") {
            guard let o = isoOptionNames[name] else { throw site.fail("ISO8601DateFormatter.Options has no member '\(name)'") }
            options.insert(o)
        }
        return options
    }

    static func method(_ base: Any, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        switch base {
        case let f as DateFormatter:
            switch name {
            case "string" where args.first?.label == "from": return .string(f.string(from: try site.date(args.first?.value)))
            case "string" where args.first?.label == "for": return .optional(f.string(for: try site.date(args.first?.value)).map { .string($0) })
            case "date": return FoundationLibrary.wrap(f.date(from: try site.string(site.argument(args, "from"), "date(from:)")))
            case "setLocalizedDateFormatFromTemplate":
                f.setLocalizedDateFormatFromTemplate(try site.string(args.first?.value, name))
                return .void
            default: return nil
            }
        case let f as NumberFormatter:
            switch name {
            case "string":
                return .optional(f.string(from: NSNumber(value: try site.number(args.first?.value, "NumberFormatter.string"))).map { .string($0) })
            case "number":
                return .optional(f.number(from: try site.string(site.argument(args, "from"), "number(from:)")).map { .double($0.doubleValue) })
            default: return nil
            }
        case let f as ISO8601DateFormatter:
            switch name {
            case "string": return .string(f.string(from: try site.date(args.first?.value)))
            case "date": return FoundationLibrary.wrap(f.date(from: try site.string(site.argument(args, "from"), "date(from:)")))
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `Text(date, formatter: f)`: the formatter's string for the value.
    static func string(_ value: SwiftValue, formatter: Any, _ site: FoundationSite) throws -> String? {
        switch formatter {
        case let f as DateFormatter: return f.string(from: try site.date(value))
        case let f as ISO8601DateFormatter: return f.string(from: try site.date(value))
        case let f as NumberFormatter: return f.string(from: NSNumber(value: try site.number(value, "a NumberFormatter")))
        default: return nil
        }
    }
}
