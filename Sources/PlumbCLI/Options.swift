import ArgumentParser
import PlumbModel

extension DynamicTypeSize: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension Appearance: ExpressibleByArgument {}

extension LayoutDirection: ExpressibleByArgument {}
