import Foundation
import PlumbModel

/// A design system's SwiftUI previews as components: each Swift file with previews is a
/// component named after the file, each preview a variant named after the preview (both made
/// plain names: other characters become `-`). Evaluated per cell of the matrix on demand.
public final class SwiftComponentSource: ComponentSource, @unchecked Sendable {
    let project: SwiftProject
    let system: String
    /// Component → variant → the preview.
    let previews: [String: [String: SwiftPreview]]
    public let catalog: [String: [String]]
    private let lock = NSLock()
    private var printed: Set<String> = []
    /// Where warnings go (once each): standard error by default.
    let warningSink: @Sendable (String) -> Void
    /// The clock, locale and time zone of the nearest `plumb.yaml` above the system.
    let clock: PreviewClock
    /// How `GeometryReader`s learn their size (set by the renderer that lays the system out).
    private var layoutProbe: LayoutProbe?

    public func useLayoutProbe(_ probe: @escaping LayoutProbe) {
        lock.withLock { layoutProbe = probe }
    }

    /// The text engine's font files (set by the renderer that lays the system out).
    private var fontFaces: FontFaceLookup?

    public func useFontFaces(_ faces: FontFaceLookup) {
        lock.withLock { fontFaces = faces }
    }

    /// Reads the sources and asset catalogs a system's `swift:` section names; its previews run
    /// at `clock` (the system's project's `previews:`).
    public convenience init(system: String, config: SwiftSourcesConfig, clock: PreviewClock,
                            warningSink: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) throws {
        let project = try SwiftProject.load(paths: config.sources + config.assets)
        try self.init(system: system, project: project, location: config.location, clock: clock, warningSink: warningSink)
    }

    init(system: String, project: SwiftProject, location: SourceLocation, clock: PreviewClock = .standard,
         warningSink: @escaping @Sendable (String) -> Void) throws {
        self.project = project
        self.clock = clock
        self.system = system
        self.warningSink = warningSink
        if let syntax = project.diagnostics.first(where: { $0.severity == .error }) { throw syntax.plumbError }
        guard !project.previews.isEmpty else {
            throw PlumbError("the Swift sources of system '\(system)' have no #Preview or PreviewProvider", at: location)
        }
        var previews: [String: [String: SwiftPreview]] = [:]
        var catalog: [String: [String]] = [:]
        var fileOf: [String: String] = [:]
        for p in project.previews {
            let component = Self.plain(p.fileStem)
            if let other = fileOf[component], other != p.file {
                throw PlumbError("two Swift files with previews are both named '\(component)' (\(other) and \(p.file)): component names must differ",
                                 at: SourceLocation(file: p.file, line: p.line, column: p.column))
            }
            fileOf[component] = p.file
            var variant = Self.plain(p.name)
            var n = 2
            while previews[component]?[variant] != nil { variant = Self.plain(p.name) + "-\(n)"; n += 1 }
            previews[component, default: [:]][variant] = p
            catalog[component, default: []].append(variant)
        }
        self.previews = previews
        self.catalog = catalog
    }

    static func plain(_ name: String) -> String { SwiftComponentNames.plain(name) }

    public func location(of component: String) -> PlumbModel.SourceLocation {
        guard let p = previews[component]?.values.min(by: { $0.line < $1.line }) else { return .file(component) }
        return SourceLocation(file: p.file, line: p.line, column: p.column)
    }

    public func resolve(component: String, variant: String, appearance: Appearance, dynamicType: DynamicTypeSize,
                        width: Double?, locale: String?) throws -> ResolvedComponent {
        guard let preview = previews[component]?[variant] else {
            throw PlumbError("unknown preview '\(variant)' of '\(component)'", at: location(of: component))
        }
        var context = EvaluationContext(appearance: appearance, dynamicType: dynamicType)
        context.clock = clock
        // A `locales:` entry is the language the app runs in: `Text("key")` looks it up
        // there, `Locale.current` and formatters are in it.
        if let locale { context.clock.locale = locale }
        context.layoutProbe = lock.withLock { layoutProbe }
        if let faces = lock.withLock({ fontFaces }) { context.useFontFaces(faces) }
        let evaluation = project.evaluate(preview, context: context, system: system)
        for d in evaluation.diagnostics where d.severity == .warning {
            let line = d.description
            let first = lock.withLock { printed.insert(line).inserted }
            if first { warningSink(line) }
        }
        if let error = evaluation.diagnostics.first(where: { $0.severity == .error }) { throw error.plumbError }
        guard var c = evaluation.component else { throw PlumbError("preview could not be evaluated", at: location(of: component)) }
        c.name = component
        c.variant = variant
        if let width { c.width = width }
        return c
    }
}

/// How Swift files and previews are named as components and variants.
public enum SwiftComponentNames {
    /// Letters, digits, `-`, `_`, `.` kept; anything else becomes `-`; at most 64 characters.
    public static func plain(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        var s = String(name.map { allowed.contains($0) ? $0 : "-" })
        while s.hasPrefix(".") || s.hasPrefix("-") { s.removeFirst() }
        return s.isEmpty ? "preview" : String(s.prefix(64))
    }
}
