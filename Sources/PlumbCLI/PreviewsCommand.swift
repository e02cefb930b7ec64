import ArgumentParser
import Foundation
import PlumbLayout
import PlumbModel
import PlumbPNG
import PlumbRender
import PlumbSwiftUI
import PlumbText

/// `plumb previews PATH…`: renders every SwiftUI preview found in the given sources, with no
/// configuration — the first thing a team runs on its own repository.
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Render every #Preview and PreviewProvider in Swift sources: <out>/<file>/<preview>-<appearance>-<dynamicType>@<scale>x.png.",
        discussion: """
        Sources are read, never compiled or run. One line per image on standard output, diagnostics on standard error, \
        then 'N previews rendered, N rendered with fallbacks, N failed, N warnings'. An unknown name does not lose a \
        preview: it is evaluated as a placeholder (an empty view, 0, a clear colour, its source text, nil) with a \
        warning naming the fallback, and the preview is 'rendered with fallbacks'. Exit 0 when every preview rendered, \
        1 when one or more failed, 2 for usage errors or when no preview is found.
        """)

    @Argument(help: "Swift files or directories (searched recursively; asset catalogs under them are used).")
    var paths: [String]

    @Option(help: "Output directory.")
    var out: String = "previews"

    @Option(help: "light or dark (default: both, or the one a preview's preferredColorScheme insists on).")
    var appearance: Appearance?

    @Option(name: .customLong("dynamic-type"), help: "Dynamic Type size.")
    var dynamicType: DynamicTypeSize = .large

    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale: Int = 2

    @Option(help: "Also write a JSON report to this file ('-' for standard output, which then holds only the JSON).")
    var json: String?

    @Flag(help: "Treat warnings as errors: a preview fails at its first fallback.")
    var strict = false

    @Option(help: ArgumentHelp("Only previews whose '<file stem>/<preview name>' matches this shell pattern (* ? [..]).",
                               valueName: "glob"))
    var filter: String?

    func validate() throws {
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
    }

    struct Entry: Encodable {
        var file: String
        var line: Int
        var name: String
        /// `rendered`, `rendered with fallbacks` or `failed`.
        var status: String
        /// Warnings of the preview's evaluation, each naming a fallback.
        var fallbacks: Int
        var image: String?
        var width: Int?
        var height: Int?
        var diagnostics: [Diagnostic]
        /// Apple's system fonts the preview's text asked for, with the faces Plumb drew them
        /// with (`SF Pro → Inter`); absent when none stood in (`systemFonts:` supplies them).
        var standIns: [String]? = nil
    }

    struct Diagnostic: Encodable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var message: String
    }

    func run() throws {
        // The previews' clock, locale and time zone: the nearest plumb.yaml's `previews:`.
        let plumbProject = try PlumbProject.resolve(override: nil, workingDirectory: FileManager.default.currentDirectoryPath)
        let clock = plumbProject.previewClock
        let project = try SwiftProject.load(paths: paths)
        guard !project.previews.isEmpty else {
            // Why nothing was found (a file that could not be read or parsed) comes first.
            for d in project.diagnostics { FileHandle.standardError.write(Data((d.description + "\n").utf8)) }
            throw PlumbError("no #Preview or PreviewProvider found under \(paths.joined(separator: ", "))", at: .file(paths.first ?? "."))
        }
        let quiet = json == "-"
        let fonts = FontLibrary(fontMap: FontMap(project: plumbProject))
        let layout = Layout(text: TextLayoutEngine(library: fonts))
        let renderer = Renderer(fonts: fonts)
        var entries: [Entry] = []
        var rendered = 0, renderedWithFallbacks = 0, failed = 0, warnings = 0
        var standInPreviews = 0, allStandIns = Set<String>()
        var reported = Set<String>()
        func report(_ d: SwiftDiagnostic) {
            guard reported.insert(d.description).inserted else { return }
            FileHandle.standardError.write(Data((d.description + "\n").utf8))
        }
        for d in project.diagnostics { report(d) }
        let chosen = project.previews.filter { p in filter.map { PreviewFilter.matches($0, "\(p.fileStem)/\(p.name)") } ?? true }
        guard !chosen.isEmpty else { throw PlumbError("no preview matches --filter '\(filter ?? "")'", at: .file(paths.first ?? ".")) }
        for preview in chosen {
            let appearances = appearance.map { [$0] } ?? preview.preferredColorScheme.map { [$0] } ?? [.light, .dark]
            for a in appearances {
                var context = EvaluationContext(appearance: a, dynamicType: dynamicType)
                context.strict = strict
                context.clock = clock
                context.useFontFaces(fonts.faceLookup)
                context.layoutProbe = layout.geometryProbe
                let evaluation = project.evaluate(preview, context: context)
                var diagnostics = evaluation.diagnostics
                if strict { diagnostics = diagnostics.map { var d = $0; d.severity = .error; return d } }
                warnings += diagnostics.filter { $0.severity == .warning }.count
                diagnostics.forEach(report)
                let fallbacks = diagnostics.filter { $0.severity == .warning }.count
                var entry = Entry(file: preview.file, line: preview.line, name: preview.name, status: PreviewStatus.failed.rawValue, fallbacks: fallbacks,
                                  diagnostics: diagnostics.map { Diagnostic(file: $0.file, line: $0.line, column: $0.column,
                                                                            severity: $0.severity.rawValue, message: $0.message) })
                if var component = evaluation.component, !diagnostics.contains(where: { $0.severity == .error }) {
                    do {
                        component.displayScale = scale
                        let tree = try layout.layout(component)
                        let background = SystemColorsForCLI.background(a)
                        let image = try renderer.render(tree, options: .init(scale: scale, background: background))
                        let name = "\(SwiftComponentNames.plain(preview.fileStem))/\(SwiftComponentNames.plain(preview.name))-\(a.rawValue)-\(dynamicType.rawValue)@\(scale)x.png"
                        let path = (out as NSString).appendingPathComponent(name)
                        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                        try PNGCodec.write(image.pixmap, to: path)
                        let status: PreviewStatus = fallbacks > 0 ? .renderedWithFallbacks : .rendered
                        entry.status = status.rawValue
                        entry.image = path
                        entry.width = image.pixmap.width
                        entry.height = image.pixmap.height
                        let standIns = FontStandIns.list(tree, fonts: fonts)
                        if !standIns.isEmpty {
                            entry.standIns = standIns
                            standInPreviews += 1
                            allStandIns.formUnion(standIns)
                        }
                        if status == .rendered { rendered += 1 } else { renderedWithFallbacks += 1 }
                        let note = fallbacks > 0 ? " (\(fallbacks) fallback\(fallbacks == 1 ? "" : "s"))" : ""
                        if !quiet { print("\(preview.file):\(preview.line) \"\(preview.name)\" → \(path) \(image.pixmap.width)×\(image.pixmap.height)\(note)") }
                    } catch let e as PlumbError {
                        let l = e.location ?? PlumbModel.SourceLocation(file: preview.file, line: preview.line, column: preview.column)
                        let d = SwiftDiagnostic(file: l.file, line: l.line, column: l.column, severity: .error, message: e.message)
                        report(d)
                        entry.diagnostics.append(Diagnostic(file: d.file, line: d.line, column: d.column, severity: "error", message: d.message))
                    }
                }
                if entry.status == PreviewStatus.failed.rawValue {
                    failed += 1
                    if !quiet { print("FAILED \(preview.file):\(preview.line) \"\(preview.name)\" (\(a.rawValue))") }
                }
                entries.append(entry)
            }
        }
        if standInPreviews > 0 {
            // Said once, so nobody takes a stand-in's text for iOS's.
            let note = "note: \(standInPreviews) of \(rendered + renderedWithFallbacks) previews draw text "
                + FontStandIns.phrase(allStandIns) + "; point systemFonts: in plumb.yaml at Apple's files to draw with them"
            if quiet { FileHandle.standardError.write(Data((note + "\n").utf8)) } else { print(note) }
        }
        let summary = "\(rendered) preview\(rendered == 1 ? "" : "s") rendered, \(renderedWithFallbacks) rendered with fallbacks, "
            + "\(failed) failed, \(warnings) warning\(warnings == 1 ? "" : "s")"
        if let json { try JSONOutput.write(["previews": entries], to: json) }
        if quiet { FileHandle.standardError.write(Data((summary + "\n").utf8)) } else { print(summary) }
        if failed > 0 { throw ExitCode(1) }
    }
}

/// The canvas behind a preview: the system background of its appearance.
enum SystemColorsForCLI {
    static func background(_ a: Appearance) -> RGBA {
        a == .dark ? RGBA(r: 0, g: 0, b: 0, a: 1) : RGBA(r: 1, g: 1, b: 1, a: 1)
    }
}

/// `--filter`: shell-style patterns (`fnmatch(3)`, `*` also crossing `/`) over a preview's
/// `<file stem>/<preview name>`.
enum PreviewFilter {
    static func matches(_ pattern: String, _ name: String) -> Bool {
        fnmatch(pattern, name, 0) == 0
    }
}
