import Foundation

/// `Measurement(value:unit:)` with Foundation's units (`UnitLength.kilometers`, …): values,
/// conversion and symbols are Foundation's. swift-corelibs-foundation has no
/// `MeasurementFormatter` and no `Measurement.FormatStyle`, so a measurement prints as its
/// value (Foundation's number style, in the preview's locale) and its unit's symbol: "5 km".
enum FoundationMeasurement {
    /// The units a source may name, by type and Swift name.
    static let units: [String: [String: Dimension]] = [
        "UnitLength": ["meters": UnitLength.meters, "kilometers": UnitLength.kilometers, "centimeters": UnitLength.centimeters,
                       "millimeters": UnitLength.millimeters, "miles": UnitLength.miles, "yards": UnitLength.yards,
                       "feet": UnitLength.feet, "inches": UnitLength.inches],
        "UnitMass": ["kilograms": UnitMass.kilograms, "grams": UnitMass.grams, "milligrams": UnitMass.milligrams,
                     "pounds": UnitMass.pounds, "ounces": UnitMass.ounces],
        "UnitTemperature": ["celsius": UnitTemperature.celsius, "fahrenheit": UnitTemperature.fahrenheit, "kelvin": UnitTemperature.kelvin],
        "UnitDuration": ["seconds": UnitDuration.seconds, "minutes": UnitDuration.minutes, "hours": UnitDuration.hours,
                         "milliseconds": UnitDuration.milliseconds],
        "UnitSpeed": ["metersPerSecond": UnitSpeed.metersPerSecond, "kilometersPerHour": UnitSpeed.kilometersPerHour,
                      "milesPerHour": UnitSpeed.milesPerHour, "knots": UnitSpeed.knots],
        "UnitVolume": ["liters": UnitVolume.liters, "milliliters": UnitVolume.milliliters, "cubicMeters": UnitVolume.cubicMeters,
                       "fluidOunces": UnitVolume.fluidOunces, "gallons": UnitVolume.gallons, "cups": UnitVolume.cups],
        "UnitEnergy": ["kilocalories": UnitEnergy.kilocalories, "calories": UnitEnergy.calories, "kilojoules": UnitEnergy.kilojoules,
                       "joules": UnitEnergy.joules, "kilowattHours": UnitEnergy.kilowattHours],
        "UnitInformationStorage": ["bytes": UnitInformationStorage.bytes, "kilobytes": UnitInformationStorage.kilobytes,
                                   "megabytes": UnitInformationStorage.megabytes, "gigabytes": UnitInformationStorage.gigabytes],
        "UnitArea": ["squareMeters": UnitArea.squareMeters, "squareKilometers": UnitArea.squareKilometers, "hectares": UnitArea.hectares,
                     "squareFeet": UnitArea.squareFeet, "acres": UnitArea.acres],
        "UnitPressure": ["hectopascals": UnitPressure.hectopascals, "bars": UnitPressure.bars, "millibars": UnitPressure.millibars,
                         "poundsForcePerSquareInch": UnitPressure.poundsForcePerSquareInch],
        "UnitAngle": ["degrees": UnitAngle.degrees, "radians": UnitAngle.radians],
    ]

    static let typeNames: Set<String> = Set(units.keys).union(["Measurement", "Unit", "Dimension"])

    /// `.measurement(width:)`: only the abbreviated (symbol) form exists on Linux.
    struct Style: Hashable {
        var width: String
        var locale: Locale

        func format(_ m: Measurement<Dimension>) -> String {
            FloatingPointFormatStyle<Double>(locale: locale).format(m.value) + " " + m.unit.symbol
        }
    }

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard name == "Measurement" else { return nil }
        let unit = try site.native(site.argument(args, "unit"), Dimension.self, "Dimension")
        return FoundationLibrary.wrap(Measurement(value: try site.number(site.argument(args, "value"), "Measurement(value:)"), unit: unit))
    }

    static func staticMember(_ type: String, _ name: String) -> SwiftValue? {
        if let unit = units[type]?[name] { return FoundationLibrary.wrap(unit) }
        // `.kilometers` where any unit is expected (`unit: .kilometers` is rare but legal with a
        // concrete parameter type): the first type that has it.
        guard type == "Dimension" || type == "Unit" else { return nil }
        for table in units.values.sorted(by: { $0.count < $1.count }) { if let u = table[name] { return FoundationLibrary.wrap(u) } }
        return nil
    }

    static func property(_ base: Any, _ name: String) -> SwiftValue? {
        switch base {
        case let m as Measurement<Dimension>:
            switch name {
            case "value": return .double(m.value)
            case "unit": return FoundationLibrary.wrap(m.unit)
            case "description": return .string(m.description)
            default: return nil
            }
        case let u as Dimension:
            return name == "symbol" ? .string(u.symbol) : nil
        default:
            return nil
        }
    }

    /// `measurement.value = 40`: a measurement's value is its one settable property (its unit is a `let`).
    static func setProperty(_ base: Any, _ name: String, _ value: SwiftValue, _ site: FoundationSite) throws -> SwiftValue? {
        guard var m = base as? Measurement<Dimension>, name == "value" else { return nil }
        m.value = try site.number(value, "Measurement.value")
        return FoundationLibrary.wrap(m)
    }

    static func method(_ base: Any, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard let m = base as? Measurement<Dimension> else { return nil }
        switch name {
        case "converted":
            let unit = try site.native(site.argument(args, "to"), Dimension.self, "Dimension")
            guard Swift.type(of: unit) == Swift.type(of: m.unit) else {
                throw site.fail("cannot convert \(m.unit.symbol) to \(unit.symbol): they measure different things")
            }
            return FoundationLibrary.wrap(m.converted(to: unit))
        case "formatted":
            if case .implicitMember("measurement", let a)? = args.first?.value, let w = a?.first(where: { $0.label == "width" })?.value,
               (try? site.memberName(w, "width")) == "wide" {
                site.warn("Measurement's wide width is not available on Linux: the unit's symbol is shown")
            }
            return .string(try FoundationFormatStyles.format(FoundationLibrary.wrap(m), style: args.first?.value, site))
        default:
            return nil
        }
    }
}
