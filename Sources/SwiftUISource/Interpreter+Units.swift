import Foundation

/// Foundation's units (`UnitEnergy.kilowattHours`): a unit is a value whose `symbol` ("kWh") an app shows beside a
/// number it formats itself. The symbols are Foundation's own, read from Foundation at run time (the same fixed
/// strings on Apple's platforms and in swift-corelibs-foundation: Apple's pages for each unit class list them).
/// Formatting a `Measurement` is another matter (locale units and CLDR names) and stays diagnosed.
extension Interpreter {
    /// The unit a class's static property names, as the evaluator holds it: its symbol, readable as `.symbol`.
    static func unitValue(_ type: String, _ name: String) -> Value? {
        guard let symbol = unitSymbols[type]?[name] else { return nil }
        return .record([Argument(label: "symbol", value: .string(symbol))])
    }

    /// Unit class → static property → symbol, for the dimensions apps show most.
    static let unitSymbols: [String: [String: String]] = [
        "UnitEnergy": symbols([("kilojoules", UnitEnergy.kilojoules), ("joules", .joules), ("kilocalories", .kilocalories),
                               ("calories", .calories), ("kilowattHours", .kilowattHours)]),
        "UnitPower": symbols([("terawatts", UnitPower.terawatts), ("gigawatts", .gigawatts), ("megawatts", .megawatts),
                              ("kilowatts", .kilowatts), ("watts", .watts), ("milliwatts", .milliwatts),
                              ("horsepower", .horsepower)]),
        "UnitLength": symbols([("kilometers", UnitLength.kilometers), ("meters", .meters), ("centimeters", .centimeters),
                               ("millimeters", .millimeters), ("inches", .inches), ("feet", .feet), ("yards", .yards),
                               ("miles", .miles), ("nauticalMiles", .nauticalMiles)]),
        "UnitMass": symbols([("kilograms", UnitMass.kilograms), ("grams", .grams), ("milligrams", .milligrams),
                             ("pounds", .pounds), ("ounces", .ounces), ("stones", .stones), ("metricTons", .metricTons)]),
        "UnitTemperature": symbols([("celsius", UnitTemperature.celsius), ("fahrenheit", .fahrenheit), ("kelvin", .kelvin)]),
        "UnitSpeed": symbols([("metersPerSecond", UnitSpeed.metersPerSecond), ("kilometersPerHour", .kilometersPerHour),
                              ("milesPerHour", .milesPerHour), ("knots", .knots)]),
        "UnitDuration": symbols([("hours", UnitDuration.hours), ("minutes", .minutes), ("seconds", .seconds),
                                 ("milliseconds", .milliseconds)]),
        "UnitVolume": symbols([("liters", UnitVolume.liters), ("milliliters", .milliliters), ("cubicMeters", .cubicMeters),
                               ("gallons", .gallons), ("fluidOunces", .fluidOunces), ("cups", .cups)]),
        "UnitPressure": symbols([("hectopascals", UnitPressure.hectopascals), ("kilopascals", .kilopascals),
                                 ("bars", .bars), ("millibars", .millibars), ("inchesOfMercury", .inchesOfMercury),
                                 ("poundsForcePerSquareInch", .poundsForcePerSquareInch)]),
        "UnitElectricCurrent": symbols([("amperes", UnitElectricCurrent.amperes), ("milliamperes", .milliamperes)]),
        "UnitElectricPotentialDifference": symbols([("volts", UnitElectricPotentialDifference.volts),
                                                    ("millivolts", .millivolts), ("kilovolts", .kilovolts)]),
        "UnitFrequency": symbols([("hertz", UnitFrequency.hertz), ("kilohertz", .kilohertz), ("megahertz", .megahertz),
                                  ("gigahertz", .gigahertz)]),
    ]

    private static func symbols(_ units: [(String, Unit)]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: units.map { ($0.0, $0.1.symbol) })
    }
}
