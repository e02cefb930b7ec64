import ArgumentParser
import Foundation
import PlumbModel
import PlumbSwiftUI
import PlumbPNG
import PlumbRaster
import PlumbRender

/// `plumb gallery`: one contact sheet per design system plus an HTML index.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write a contact sheet PNG per design system (every component and variant, light and dark side by side) and an HTML index.")

    @Argument(help: "Design system directories, or names under ./specs (default: every system in specs/).")
    var systems: [String] = []

    @Option(help: "Output directory.")
    var out: String = "gallery"

    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale: Int = 2

    @Option(name: .customLong("dynamic-type"), help: "Dynamic Type size.")
    var dynamicType: DynamicTypeSize = .large

    @Option(help: "Parallel workers.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var project: ProjectOptions

    func validate() throws {
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
    }

    func run() throws {
        var loaded: [PlumbModel.DesignSystem] = []
        let specs = try project.resolve().specs
        if systems.isEmpty {
            if case .systems(let all) = try SpecTarget.resolve(specs, specs: specs, jobs: jobs) { loaded = all }
        } else {
            for s in systems {
                let dir = FileManager.default.fileExists(atPath: s + "/tokens.yaml") ? s : (specs as NSString).appendingPathComponent(s)
                loaded.append(try DesignSystem.loadWithSwiftSources(directory: dir))
            }
        }
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        var index = "<!doctype html><meta charset=utf-8><title>Plumb gallery</title>"
        index += "<style>body{font:15px -apple-system,system-ui,sans-serif;margin:24px;background:#f2f2f7}img{max-width:100%;border-radius:8px}</style>"
        index += "<h1>Plumb gallery</h1>"
        let (dt, scale) = (dynamicType, self.scale)
        for system in loaded {
            let renderer = ComponentRenderer(system: system)
            let appearances = system.tokens.snapshot.appearances
            var rowsSpec: [(String, String)] = []
            for name in system.componentNames {
                for v in try system.component(named: name).variants { rowsSpec.append((name, v.name)) }
            }
            let rows = try ParallelMap.run(rowsSpec.map { RowJob(component: $0.0, variant: $0.1) }, workers: jobs) { job -> ContactSheet.Row in
                var cells: [PlumbRaster.Pixmap?] = []
                for a in appearances {
                    let o = try renderer.render(component: job.component, variant: job.variant, appearance: a, dynamicType: dt,
                                                scale: scale, background: "none")
                    cells.append(o.image.pixmap)
                }
                return ContactSheet.Row(label: job.component, detail: job.variant, cells: cells)
            }
            let backgrounds = try appearances.map { try renderer.background(token: nil, appearance: $0) ?? .white }
            let sheet = ContactSheet(title: "\(system.name) — \(system.componentNames.count) components, \(rows.count) variants",
                                     columns: appearances.map(\.rawValue), rows: rows, columnBackgrounds: backgrounds)
            let pixmap = try sheet.compose(scale: scale, fonts: renderer.renderer.fonts, glyphs: renderer.renderer.glyphs)
            let file = (out as NSString).appendingPathComponent("\(system.name).png")
            try PNGCodec.write(pixmap, to: file)
            print("\(file) \(pixmap.width)×\(pixmap.height)")
            let escaped = system.name.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: "\"", with: "&quot;")
            index += "<h2>\(escaped)</h2><img src=\"\(escaped).png\" alt=\"\(escaped) contact sheet\">"
        }
        try Data(index.utf8).write(to: URL(fileURLWithPath: (out as NSString).appendingPathComponent("index.html")), options: .atomic)
        print("wrote \((out as NSString).appendingPathComponent("index.html"))")
    }

    struct RowJob: Sendable {
        var component: String
        var variant: String
    }
}
