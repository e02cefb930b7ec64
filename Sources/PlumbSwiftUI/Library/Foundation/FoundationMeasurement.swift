import Foundation

/// `Measurement(value:unit:)` with Foundation's units (`UnitLength.kilometers`, …): values,
/// conversion and symbols are Foundation's. swift-corelibs-foundation has no
/// `MeasurementFormatter` and no `Measurement.FormatStyle`, so a measurement prints as its
/// value (Foundation's number style, in the preview's locale) and its unit's symbol: "5 km".
enum FoundationMeasurement {
    /// The units a source may name, by type and Swift name: every unit Foundation declares.
    static let units: [String: [String: Dimension]] = [
        "UnitLength": ["megameters": UnitLength.megameters, "kilometers": UnitLength.kilometers, "hectometers": UnitLength.hectometers, "decameters": UnitLength.decameters, "meters": UnitLength.meters, "decimeters": UnitLength.decimeters, "centimeters": UnitLength.centimeters, "millimeters": UnitLength.millimeters, "micrometers": UnitLength.micrometers, "nanometers": UnitLength.nanometers, "picometers": UnitLength.picometers, "inches": UnitLength.inches, "feet": UnitLength.feet, "yards": UnitLength.yards, "miles": UnitLength.miles, "scandinavianMiles": UnitLength.scandinavianMiles, "lightyears": UnitLength.lightyears, "nauticalMiles": UnitLength.nauticalMiles, "fathoms": UnitLength.fathoms, "furlongs": UnitLength.furlongs, "astronomicalUnits": UnitLength.astronomicalUnits, "parsecs": UnitLength.parsecs],
        "UnitMass": ["kilograms": UnitMass.kilograms, "grams": UnitMass.grams, "decigrams": UnitMass.decigrams, "centigrams": UnitMass.centigrams, "milligrams": UnitMass.milligrams, "micrograms": UnitMass.micrograms, "nanograms": UnitMass.nanograms, "picograms": UnitMass.picograms, "ounces": UnitMass.ounces, "pounds": UnitMass.pounds, "stones": UnitMass.stones, "metricTons": UnitMass.metricTons, "shortTons": UnitMass.shortTons, "carats": UnitMass.carats, "ouncesTroy": UnitMass.ouncesTroy, "slugs": UnitMass.slugs],
        "UnitTemperature": ["kelvin": UnitTemperature.kelvin, "celsius": UnitTemperature.celsius, "fahrenheit": UnitTemperature.fahrenheit],
        "UnitDuration": ["hours": UnitDuration.hours, "minutes": UnitDuration.minutes, "seconds": UnitDuration.seconds, "milliseconds": UnitDuration.milliseconds, "microseconds": UnitDuration.microseconds, "nanoseconds": UnitDuration.nanoseconds, "picoseconds": UnitDuration.picoseconds],
        "UnitSpeed": ["metersPerSecond": UnitSpeed.metersPerSecond, "kilometersPerHour": UnitSpeed.kilometersPerHour, "milesPerHour": UnitSpeed.milesPerHour, "knots": UnitSpeed.knots],
        "UnitVolume": ["megaliters": UnitVolume.megaliters, "kiloliters": UnitVolume.kiloliters, "liters": UnitVolume.liters, "deciliters": UnitVolume.deciliters, "centiliters": UnitVolume.centiliters, "milliliters": UnitVolume.milliliters, "cubicKilometers": UnitVolume.cubicKilometers, "cubicMeters": UnitVolume.cubicMeters, "cubicDecimeters": UnitVolume.cubicDecimeters, "cubicCentimeters": UnitVolume.cubicCentimeters, "cubicMillimeters": UnitVolume.cubicMillimeters, "cubicInches": UnitVolume.cubicInches, "cubicFeet": UnitVolume.cubicFeet, "cubicYards": UnitVolume.cubicYards, "cubicMiles": UnitVolume.cubicMiles, "acreFeet": UnitVolume.acreFeet, "bushels": UnitVolume.bushels, "teaspoons": UnitVolume.teaspoons, "tablespoons": UnitVolume.tablespoons, "fluidOunces": UnitVolume.fluidOunces, "cups": UnitVolume.cups, "pints": UnitVolume.pints, "quarts": UnitVolume.quarts, "gallons": UnitVolume.gallons, "imperialTeaspoons": UnitVolume.imperialTeaspoons, "imperialTablespoons": UnitVolume.imperialTablespoons, "imperialFluidOunces": UnitVolume.imperialFluidOunces, "imperialPints": UnitVolume.imperialPints, "imperialQuarts": UnitVolume.imperialQuarts, "imperialGallons": UnitVolume.imperialGallons, "metricCups": UnitVolume.metricCups],
        "UnitEnergy": ["kilojoules": UnitEnergy.kilojoules, "joules": UnitEnergy.joules, "kilocalories": UnitEnergy.kilocalories, "calories": UnitEnergy.calories, "kilowattHours": UnitEnergy.kilowattHours],
        "UnitInformationStorage": ["bytes": UnitInformationStorage.bytes, "bits": UnitInformationStorage.bits, "nibbles": UnitInformationStorage.nibbles, "yottabytes": UnitInformationStorage.yottabytes, "zettabytes": UnitInformationStorage.zettabytes, "exabytes": UnitInformationStorage.exabytes, "petabytes": UnitInformationStorage.petabytes, "terabytes": UnitInformationStorage.terabytes, "gigabytes": UnitInformationStorage.gigabytes, "megabytes": UnitInformationStorage.megabytes, "kilobytes": UnitInformationStorage.kilobytes, "yottabits": UnitInformationStorage.yottabits, "zettabits": UnitInformationStorage.zettabits, "exabits": UnitInformationStorage.exabits, "petabits": UnitInformationStorage.petabits, "terabits": UnitInformationStorage.terabits, "gigabits": UnitInformationStorage.gigabits, "megabits": UnitInformationStorage.megabits, "kilobits": UnitInformationStorage.kilobits, "yobibytes": UnitInformationStorage.yobibytes, "zebibytes": UnitInformationStorage.zebibytes, "exbibytes": UnitInformationStorage.exbibytes, "pebibytes": UnitInformationStorage.pebibytes, "tebibytes": UnitInformationStorage.tebibytes, "gibibytes": UnitInformationStorage.gibibytes, "mebibytes": UnitInformationStorage.mebibytes, "kibibytes": UnitInformationStorage.kibibytes, "yobibits": UnitInformationStorage.yobibits, "zebibits": UnitInformationStorage.zebibits, "exbibits": UnitInformationStorage.exbibits, "pebibits": UnitInformationStorage.pebibits, "tebibits": UnitInformationStorage.tebibits, "gibibits": UnitInformationStorage.gibibits, "mebibits": UnitInformationStorage.mebibits, "kibibits": UnitInformationStorage.kibibits],
        "UnitArea": ["squareMegameters": UnitArea.squareMegameters, "squareKilometers": UnitArea.squareKilometers, "squareMeters": UnitArea.squareMeters, "squareCentimeters": UnitArea.squareCentimeters, "squareMillimeters": UnitArea.squareMillimeters, "squareMicrometers": UnitArea.squareMicrometers, "squareNanometers": UnitArea.squareNanometers, "squareInches": UnitArea.squareInches, "squareFeet": UnitArea.squareFeet, "squareYards": UnitArea.squareYards, "squareMiles": UnitArea.squareMiles, "acres": UnitArea.acres, "ares": UnitArea.ares, "hectares": UnitArea.hectares],
        "UnitPressure": ["newtonsPerMetersSquared": UnitPressure.newtonsPerMetersSquared, "gigapascals": UnitPressure.gigapascals, "megapascals": UnitPressure.megapascals, "kilopascals": UnitPressure.kilopascals, "hectopascals": UnitPressure.hectopascals, "inchesOfMercury": UnitPressure.inchesOfMercury, "bars": UnitPressure.bars, "millibars": UnitPressure.millibars, "millimetersOfMercury": UnitPressure.millimetersOfMercury, "poundsForcePerSquareInch": UnitPressure.poundsForcePerSquareInch],
        "UnitAngle": ["degrees": UnitAngle.degrees, "arcMinutes": UnitAngle.arcMinutes, "arcSeconds": UnitAngle.arcSeconds, "radians": UnitAngle.radians, "gradians": UnitAngle.gradians, "revolutions": UnitAngle.revolutions],
        "UnitPower": ["terawatts": UnitPower.terawatts, "gigawatts": UnitPower.gigawatts, "megawatts": UnitPower.megawatts, "kilowatts": UnitPower.kilowatts, "watts": UnitPower.watts, "milliwatts": UnitPower.milliwatts, "microwatts": UnitPower.microwatts, "nanowatts": UnitPower.nanowatts, "picowatts": UnitPower.picowatts, "femtowatts": UnitPower.femtowatts, "horsepower": UnitPower.horsepower],
        "UnitFrequency": ["terahertz": UnitFrequency.terahertz, "gigahertz": UnitFrequency.gigahertz, "megahertz": UnitFrequency.megahertz, "kilohertz": UnitFrequency.kilohertz, "hertz": UnitFrequency.hertz, "millihertz": UnitFrequency.millihertz, "microhertz": UnitFrequency.microhertz, "nanohertz": UnitFrequency.nanohertz],
        "UnitAcceleration": ["metersPerSecondSquared": UnitAcceleration.metersPerSecondSquared, "gravity": UnitAcceleration.gravity],
        "UnitElectricCurrent": ["megaamperes": UnitElectricCurrent.megaamperes, "kiloamperes": UnitElectricCurrent.kiloamperes, "amperes": UnitElectricCurrent.amperes, "milliamperes": UnitElectricCurrent.milliamperes, "microamperes": UnitElectricCurrent.microamperes],
        "UnitElectricPotentialDifference": ["megavolts": UnitElectricPotentialDifference.megavolts, "kilovolts": UnitElectricPotentialDifference.kilovolts, "volts": UnitElectricPotentialDifference.volts, "millivolts": UnitElectricPotentialDifference.millivolts, "microvolts": UnitElectricPotentialDifference.microvolts],
        "UnitElectricResistance": ["megaohms": UnitElectricResistance.megaohms, "kiloohms": UnitElectricResistance.kiloohms, "ohms": UnitElectricResistance.ohms, "milliohms": UnitElectricResistance.milliohms, "microohms": UnitElectricResistance.microohms],
        "UnitElectricCharge": ["coulombs": UnitElectricCharge.coulombs, "megaampereHours": UnitElectricCharge.megaampereHours, "kiloampereHours": UnitElectricCharge.kiloampereHours, "ampereHours": UnitElectricCharge.ampereHours, "milliampereHours": UnitElectricCharge.milliampereHours, "microampereHours": UnitElectricCharge.microampereHours],
        "UnitIlluminance": ["lux": UnitIlluminance.lux],
        "UnitFuelEfficiency": ["litersPer100Kilometers": UnitFuelEfficiency.litersPer100Kilometers, "milesPerImperialGallon": UnitFuelEfficiency.milesPerImperialGallon, "milesPerGallon": UnitFuelEfficiency.milesPerGallon],
        "UnitConcentrationMass": ["gramsPerLiter": UnitConcentrationMass.gramsPerLiter, "milligramsPerDeciliter": UnitConcentrationMass.milligramsPerDeciliter],
        "UnitDispersion": ["partsPerMillion": UnitDispersion.partsPerMillion],
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
