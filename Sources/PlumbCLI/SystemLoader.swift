import Foundation
import PlumbModel
import PlumbSwiftUI

/// Loads a design system directory, with the previews of its `swift:` sources as components.
enum SystemLoader {
    static func load(directory: String) throws -> DesignSystem {
        var system = try DesignSystem.load(directory: directory)
        if let swift = system.tokens.swift {
            try system.attach(SwiftComponentSource(system: system.name, config: swift))
        }
        return system
    }
}
