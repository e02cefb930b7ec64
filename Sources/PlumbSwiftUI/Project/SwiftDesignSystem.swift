import Foundation
import PlumbModel

extension DesignSystem {
    /// Loads a design system directory with the previews of its `swift:` sources as
    /// components (`ComponentSource`); a system without `swift:` is loaded as it is. What the
    /// CLI and `PlumbTesting` both load systems with. `jobs`: threads parsing its spec files.
    public static func loadWithSwiftSources(directory: String, jobs: Int = 1) throws -> DesignSystem {
        var system = try DesignSystem.load(directory: directory, jobs: jobs)
        try system.attachSwiftSources()
        return system
    }

    /// Attaches the previews of the system's `swift:` sources, if it names any, and the
    /// localisation tables under its folder (its YAML specs' texts in a `locales:` snapshot).
    public mutating func attachSwiftSources() throws {
        translations = StringTableTranslations(directory: directory,
                                               warningSink: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
        guard let swift = tokens.swift else { return }
        try attach(SwiftComponentSource(system: name, config: swift, clock: project?.previewClock ?? .standard))
    }
}
