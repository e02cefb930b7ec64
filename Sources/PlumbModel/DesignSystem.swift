import Foundation

/// One design system directory: `tokens.yaml` plus `components/*.yaml`, all read and checked
/// at load so a broken file is reported before any layout runs.
public struct DesignSystem: Sendable {
    public var name: String
    public var directory: String
    public var tokens: Tokens
    /// Specs held in memory: given to `init` (tests, tools), and stand-ins for the `external`
    /// source's components.
    private var resident: [String: ComponentSpec]
    /// The system's `components/*.yaml` files (nil for a system built in memory).
    private let files: ComponentFiles?
    /// Where components that are not YAML specs come from (the SwiftUI front end's previews).
    public private(set) var external: (any ComponentSource)?
    /// The localised strings the YAML specs' texts are translated with in a snapshot
    /// matrix's `locales:` (nil: none read; every text stays as written).
    public var translations: (any TextTranslations)?
    /// The project of the nearest `plumb.yaml` above the system's folder, read once at load:
    /// its preview clock (`previews:`) and Apple fonts (`systemFonts:`); nil without one.
    public var project: PlumbProject?
    /// Component names in a stable (alphabetical) order.
    public var componentNames: [String] {
        guard let files else { return resident.keys.sorted() }
        return Set(files.names).union(resident.keys).sorted()
    }

    /// A system of specs held in memory.
    public init(name: String, directory: String, tokens: Tokens, components: [String: ComponentSpec]) {
        self.init(name: name, directory: directory, tokens: tokens, resident: components, files: nil)
    }

    private init(name: String, directory: String, tokens: Tokens, resident: [String: ComponentSpec], files: ComponentFiles?) {
        self.name = name
        self.directory = directory
        self.tokens = tokens
        self.resident = resident
        self.files = files
    }

    /// Loads `directory/tokens.yaml` and every `directory/components/*.yaml`. The system's
    /// name is the directory's own name (`orbit` for `orbit/components/..`), a plain name.
    /// Component files are parsed on up to `jobs` threads (see `ComponentFiles`).
    public static func load(directory: String, jobs: Int = 1) throws -> DesignSystem {
        let dir = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        let tokensFile = dir + "/tokens.yaml"
        guard FileManager.default.fileExists(atPath: tokensFile) else {
            throw PlumbError("'\(dir)' is not a design system: it has no tokens.yaml", at: .file(dir))
        }
        let name = try PlainName(URL(fileURLWithPath: dir).standardized.lastPathComponent, what: "system name", at: .file(dir))
        let tokens = try Tokens.load(file: tokensFile)
        let compDir = dir + "/components"
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: compDir)) ?? [])
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
        var system = DesignSystem(name: name.rawValue, directory: dir, tokens: tokens, resident: [:],
                                  files: try ComponentFiles(files: files.map { compDir + "/" + $0 }, jobs: jobs))
        system.project = try PlumbProject.near(dir)
        return system
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
            if let yaml = componentFile(named: name), resident[name]?.isExternal != true {
                throw PlumbError("component '\(name)' is both a YAML spec (\(yaml)) and a Swift preview file", at: location)
            }
            resident[name] = .external(name: name, variants: variants, location: location)
        }
        external = source
    }

    /// The component named `name`, or an error with suggestions.
    public func component(named name: String, at loc: SourceLocation? = nil) throws -> ComponentSpec {
        if let c = resident[name] { return c }
        if let c = try files?.spec(named: name) { return c }
        throw unknown(name, at: loc)
    }

    /// The outline of component `name` (its file, variants and snapshot matrix) without
    /// parsing its spec again, or an error with suggestions.
    public func outline(named name: String, at loc: SourceLocation? = nil) throws -> ComponentOutline {
        if let c = resident[name] { return c.outline }
        if let o = files?.outline(named: name) { return o }
        throw unknown(name, at: loc)
    }

    /// The file component `name` comes from (a YAML spec or a Swift preview file).
    public func componentFile(named name: String) -> String? {
        resident[name]?.file ?? files?.outline(named: name)?.file
    }

    private func unknown(_ name: String, at loc: SourceLocation?) -> PlumbError {
        PlumbError("unknown component '\(name)'\(Suggestions.hint(for: name, in: componentNames))", at: loc ?? .file(directory))
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
