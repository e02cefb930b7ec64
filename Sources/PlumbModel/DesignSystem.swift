import Foundation

/// One design system directory: `tokens.yaml` plus `components/*.yaml`, all read and checked
/// at load so a broken file is reported before any layout runs.
public struct DesignSystem: Sendable {
    public var name: String
    public var directory: String
    public var tokens: Tokens
    /// Components by name (YAML specs, and stand-ins for the `external` source's).
    public var components: [String: ComponentSpec]
    /// Where components that are not YAML specs come from (the SwiftUI front end's previews).
    public private(set) var external: (any ComponentSource)?
    /// Component names in a stable (alphabetical) order.
    public var componentNames: [String] { components.keys.sorted() }

    public init(name: String, directory: String, tokens: Tokens, components: [String: ComponentSpec]) {
        self.name = name
        self.directory = directory
        self.tokens = tokens
        self.components = components
    }

    /// Loads `directory/tokens.yaml` and every `directory/components/*.yaml`. The system's
    /// name is the directory's own name (`orbit` for `orbit/components/..`), a plain name.
    public static func load(directory: String) throws -> DesignSystem {
        let dir = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        let tokensFile = dir + "/tokens.yaml"
        guard FileManager.default.fileExists(atPath: tokensFile) else {
            throw PlumbError("'\(dir)' is not a design system: it has no tokens.yaml", at: .file(dir))
        }
        let name = try PlainName(URL(fileURLWithPath: dir).standardized.lastPathComponent, what: "system name", at: .file(dir))
        let tokens = try Tokens.load(file: tokensFile)
        var components: [String: ComponentSpec] = [:]
        let compDir = dir + "/components"
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: compDir)) ?? [])
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
        for f in files {
            let path = compDir + "/" + f
            let spec = try ComponentSpec.load(file: path)
            let stem = (f as NSString).deletingPathExtension
            guard spec.name == stem else {
                throw PlumbError("component '\(spec.name)' must live in a file named '\(spec.name).yaml'", at: spec.location)
            }
            components[spec.name] = spec
        }
        return DesignSystem(name: name.rawValue, directory: dir, tokens: tokens, components: components)
    }

    /// Finds the design system that owns a component file (`<system>/components/<name>.yaml`)
    /// and returns it with the component's name.
    public static func load(componentFile path: String) throws -> (DesignSystem, String) {
        let url = URL(fileURLWithPath: path)
        guard FileManager.default.fileExists(atPath: path) else {
            throw PlumbError("cannot read file (missing or unreadable)", at: .file(path))
        }
        let compDir = url.deletingLastPathComponent()
        guard compDir.lastPathComponent == "components" else {
            throw PlumbError("a component spec must live in <system>/components/", at: .file(path))
        }
        let systemDir = compDir.deletingLastPathComponent().path
        let system = try load(directory: systemDir)
        let spec = try ComponentSpec.load(file: path)
        return (system, spec.name)
    }

    /// Adds the components of `source` (each a stand-in spec); a name both a YAML spec and a
    /// preview file use is an error.
    public mutating func attach(_ source: any ComponentSource) throws {
        for (name, variants) in source.catalog.sorted(by: { $0.key < $1.key }) {
            let location = source.location(of: name)
            if let yaml = components[name], !yaml.isExternal {
                throw PlumbError("component '\(name)' is both a YAML spec (\(yaml.file)) and a Swift preview file", at: location)
            }
            components[name] = .external(name: name, variants: variants, location: location)
        }
        external = source
    }

    /// The component named `name`, or an error with suggestions.
    public func component(named name: String, at loc: SourceLocation? = nil) throws -> ComponentSpec {
        if let c = components[name] { return c }
        throw PlumbError("unknown component '\(name)'\(Suggestions.hint(for: name, in: components.keys))",
                         at: loc ?? .file(directory))
    }
}

extension DesignSystem {
    /// Token names tried, in order, for the page colour components sit on.
    public static let backgroundTokens = ["background-primary", "background", "bg-primary", "bg", "surface"]

    /// The page colour for `appearance`: the system's primary background token, else white
    /// (light) or black (dark). Renders sit on it and the contrast audit composites onto it.
    public func pageBackground(_ appearance: Appearance) throws -> RGBA {
        guard let name = Self.backgroundTokens.first(where: { tokens.colors[$0] != nil }) else {
            return appearance == .dark ? .black : .white
        }
        let paint = try tokens.color(named: name, appearance: appearance, at: .file(tokens.file))
        guard let c = paint.solidColor else {
            throw PlumbError("background token '\(name)' is a gradient; the page needs a solid colour", at: .file(tokens.file))
        }
        return c
    }
}
