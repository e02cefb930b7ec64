import Foundation

/// Components that come from somewhere other than YAML specs — the SwiftUI front end's
/// previews. A design system with a `swift:` section in `tokens.yaml` lists them beside (or
/// instead of) its `components/*.yaml`; `SpecResolver` hands their resolution here, so record,
/// verify, audit, render and gallery treat both alike.
public protocol ComponentSource: Sendable {
    /// Component name → its variant names (one per preview), each a plain name.
    var catalog: [String: [String]] { get }
    /// Where each component is written (its Swift file), for messages.
    func location(of component: String) -> SourceLocation
    /// The component's variant for one cell of the matrix; an evaluation error is thrown as
    /// a located `PlumbError`. `locale` (a `locales:` entry of the matrix) replaces the
    /// locale the source's strings are looked up and formatted in; nil keeps its own.
    func resolve(component: String, variant: String, appearance: Appearance, dynamicType: DynamicTypeSize,
                 width: Double?, locale: String?) throws -> ResolvedComponent
    /// Gives the source a way to lay out what it resolves (`LayoutProbe`): a SwiftUI
    /// `GeometryReader` is offered the size layout finds for it. Sources that need none ignore it.
    func useLayoutProbe(_ probe: @escaping LayoutProbe)
    /// Gives the source the text engine's knowledge of font files: `Font.custom` by a face's
    /// own names, `UIFont` metrics. Sources that need none ignore it.
    func useFontFaces(_ faces: FontFaceLookup)
}

/// Lays a component out and gives, for each node path asked for, that node's size: how the
/// Swift front end, below the layout stage, learns the size a `GeometryReader` is offered.
public typealias LayoutProbe = @Sendable (ResolvedComponent, Set<String>) throws -> [String: GeometrySize]

public extension ComponentSource {
    func useLayoutProbe(_ probe: @escaping LayoutProbe) {}
    func useFontFaces(_ faces: FontFaceLookup) {}
}

/// `swift:` in `tokens.yaml`: where the system's SwiftUI sources and asset catalogs live,
/// relative to the `tokens.yaml` (absolute paths here).
public struct SwiftSourcesConfig: Hashable, Sendable {
    /// Swift files or directories whose previews are the system's components.
    public var sources: [String]
    /// Asset catalogs (`*.xcassets`) or directories holding them.
    public var assets: [String]
    /// Where the section is written.
    public var location: SourceLocation

    static func parse(_ v: YAMLValue, file: String) throws -> SwiftSourcesConfig {
        let e = try ValueParsing.mapping(v, "swift")
        try ValueParsing.checkKeys(e, allowed: ["sources", "assets"], in: "swift")
        let dir = (file as NSString).deletingLastPathComponent
        func paths(_ key: String) throws -> [String] {
            guard let list = v[key] else { return [] }
            return try ValueParsing.sequence(list, key).map { item in
                let p = try ValueParsing.string(item, key)
                return p.hasPrefix("/") ? p : lexicallyNormalized((dir as NSString).appendingPathComponent(p))
            }
        }
        let sources = try paths("sources")
        guard !sources.isEmpty else {
            throw PlumbError("swift: needs 'sources' (Swift files or directories, relative to tokens.yaml)", at: v.location)
        }
        return SwiftSourcesConfig(sources: sources, assets: try paths("assets"), location: v.location)
    }
}

/// `specs/a/../../Sources` → `Sources`: `..` removed against the components before it (the
/// path need not exist), so messages name files as the user would.
func lexicallyNormalized(_ path: String) -> String {
    var parts: [String] = []
    for c in path.split(separator: "/", omittingEmptySubsequences: true).map(String.init) where c != "." {
        if c == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(c) }
    }
    let joined = parts.joined(separator: "/")
    return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
}

extension ComponentSpec {
    /// A stand-in spec for a component from a `ComponentSource`: its name, file and variants,
    /// so listings, scopes and matrices work unchanged; its body is never resolved as YAML.
    public static func external(name: String, variants: [String], location: SourceLocation) -> ComponentSpec {
        var spec = ComponentSpec(name: name, file: location.file, description: nil, interactive: false, width: nil, height: nil,
                                 props: [], variants: [], body: .scalar("", quoted: false, location), location: location)
        spec.variants = variants.map { Variant(name: $0, props: [:], state: nil, modifiers: nil, width: nil, location: location) }
        spec.isExternal = true
        return spec
    }
}
