import Foundation

/// MapKit's `MKDistanceFormatter`: a distance in metres as a person reads it on a map
/// ("400 ft", "0.9 mi", "1,5 km"). `units` (`.default` follows the locale: imperial in the
/// United States, Liberia and Myanmar, metric elsewhere; `.metric`, `.imperial`,
/// `.imperialWithYards`), `unitStyle` (`.abbreviated`; `.default` and `.full` spell the unit
/// out) and `locale` are read when `string(fromDistance:)` or `string(for:)` formats.
///
/// MapKit is not on Linux and its rounding is not documented; the rules here are the ones its
/// output shows on iOS references (stadiamaps/ferrostar's snapshot tests): imperial distances
/// under 0.1 mi in feet to the nearest 50 (120 m "400 ft", 123 m "400 feet", 152.4 m "500 ft"),
/// then miles with one decimal under 10 (1,500 m "0.9 mi") and whole above (1,420 km "882 mi");
/// metric distances under 1 km in metres to the nearest 10 (152.4 m "150 m"), then kilometres
/// with one decimal under 10 (1,500 m "1,5 km") and whole above (14.5 km "15 km", 1,420 km
/// "1.420 km"). The number is the locale's (Foundation's `NumberFormatter`); spelled-out units
/// are English, as Foundation on Linux has no translations of them.
enum MapKitDistanceFormatter {
    static let typeNames: Set<String> = ["MKDistanceFormatter", "MKDistanceFormatter.Units", "MKDistanceFormatter.DistanceUnitStyle"]

    /// The formatter, held by reference as MapKit's class is.
    final class Box: Hashable, NamedNativeValue {
        static let typeName = "MKDistanceFormatter"
        var units = "default"
        var unitStyle = "default"
        var locale: Locale
        init(locale: Locale) { self.locale = locale }
        static func == (a: Box, b: Box) -> Bool { a === b }
        func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    }

    /// `MKDistanceFormatter()`, in the preview's locale until `locale` is set.
    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) -> SwiftValue? {
        guard name == "MKDistanceFormatter", args.isEmpty else { return nil }
        return .native(AnyHashable(Box(locale: site.determinism.locale)))
    }

    /// The formatter a value holds, if it is one.
    private static func box(_ v: SwiftValue) -> Box? {
        guard case .native(let n) = v else { return nil }
        return n.base as? Box
    }

    /// `string(fromDistance:)`; `string(for:)` (Formatter's) is nil for what is not a number.
    static func method(_ receiver: SwiftValue, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard let box = box(receiver), name == "string" else { return nil }
        if let v = site.argument(args, "fromDistance") { return .string(string(try site.number(v, "string(fromDistance:)"), box)) }
        if let v = site.argument(args, "for") {
            guard let n = (v.unwrapped ?? v).number, n.isFinite else { return .optional(nil) }
            return .optional(.string(string(n, box)))
        }
        return nil
    }

    static func property(_ receiver: SwiftValue, _ name: String) -> SwiftValue? {
        guard let box = box(receiver) else { return nil }
        switch name {
        case "units": return .implicitMember(name: box.units, arguments: nil)
        case "unitStyle": return .implicitMember(name: box.unitStyle, arguments: nil)
        case "locale": return .native(AnyHashable(box.locale))
        default: return nil
        }
    }

    static func setProperty(_ receiver: SwiftValue, _ name: String, _ value: SwiftValue, _ site: FoundationSite) throws -> Bool {
        guard let box = box(receiver) else { return false }
        switch name {
        case "units":
            let u = try site.memberName(value, "units such as .metric")
            guard ["default", "metric", "imperial", "imperialWithYards"].contains(u) else { throw site.fail("MKDistanceFormatter has no units '.\(u)'") }
            box.units = u
        case "unitStyle":
            let s = try site.memberName(value, "a unit style such as .abbreviated")
            guard ["default", "abbreviated", "full"].contains(s) else { throw site.fail("MKDistanceFormatter has no unit style '.\(s)'") }
            box.unitStyle = s
        case "locale":
            box.locale = try site.locale(value.unwrapped ?? value)
        default:
            return false
        }
        return true
    }

    /// The distance (metres) as `box` prints it.
    static func string(_ metres: Double, _ box: Box) -> String {
        let d = abs(metres)
        let imperial: Bool
        switch box.units {
        case "metric": imperial = false
        case "imperial", "imperialWithYards": imperial = true
        default: imperial = ["US", "LR", "MM"].contains(box.locale.region?.identifier ?? "")
        }
        // The unit, then the value rounded as the unit's range rounds it: feet and metres to a
        // step, miles and kilometres to one decimal under 10 and whole from there.
        let miles = d / 1609.344
        var value: Double, digits = 0
        let unit: (short: String, one: String, many: String)
        if imperial, miles < 0.1 {
            (unit, value) = (("ft", "foot", "feet"), (d / 0.3048 / 50).rounded() * 50)
        } else if !imperial, d < 995 {
            (unit, value) = (("m", "meter", "meters"), (d / 10).rounded() * 10)
        } else {
            unit = imperial ? ("mi", "mile", "miles") : ("km", "kilometer", "kilometers")
            let large = imperial ? miles : d / 1000
            value = (large * 10).rounded() / 10
            if value < 10 { digits = 1 } else { value = large.rounded() }
        }
        let number = NumberFormatter()
        number.locale = box.locale
        number.numberStyle = .decimal
        // A whole number shows without its decimal ("5 mi"): no reference shows one either way.
        number.minimumFractionDigits = 0
        number.maximumFractionDigits = digits
        let text = number.string(from: NSNumber(value: value)) ?? String(value)
        let name = box.unitStyle == "abbreviated" ? unit.short : value == 1 ? unit.one : unit.many
        return "\(text) \(name)"
    }
}
