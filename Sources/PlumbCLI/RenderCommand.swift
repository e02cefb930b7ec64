import ArgumentParser
import Dispatch
import Foundation
import PlumbModel
import PlumbPNG
import PlumbRender

/// `plumb render SPEC…`: writes component reference images (the gallery).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render components to PNG: <out>/<system>/<component>/<variant>-<appearance>-<dynamicType>[-rtl]@<scale>x.png.")

    @Argument(help: "Component spec files, design system directories, or directories of design systems.")
    var specs: [String]

    @Option(help: "Output directory.")
    var out: String = "gallery"

    @Option(help: "light or dark (default: the system's snapshot appearances).")
    var appearance: Appearance?

    @Option(name: .customLong("dynamic-type"), help: "Dynamic Type size.")
    var dynamicType: DynamicTypeSize = .large

    @Option(name: .customLong("layout-direction"), help: "leftToRight or rightToLeft; right to left adds -rtl to the names.")
    var layoutDirection: LayoutDirection = .leftToRight

    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale: Int = 3

    @Option(help: "Only this variant (default: every variant).")
    var variant: String?

    @Option(help: "Colour token for the canvas (default: the system's primary background; 'none' for transparent).")
    var background: String?

    @Option(help: "Parallel workers (default: the number of cores). Output is identical for any value.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var project: ProjectOptions

    func validate() throws {
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
        guard (1...256).contains(jobs) else { throw ValidationError("--jobs must be between 1 and 256") }
    }

    struct Job: Sendable {
        var renderer: ComponentRenderer
        var component: String
        var variant: String
        var appearance: Appearance
    }

    func run() throws {
        var jobs: [Job] = []
        let specsDirectory = try project.resolve().specs
        for spec in specs {
            let (systems, only): ([PlumbModel.DesignSystem], String?) = try {
                switch try SpecTarget.resolve(spec, specs: specsDirectory, jobs: self.jobs) {
                case .component(let s, let name): return ([s], name)
                case .systems(let s): return (s, nil)
                }
            }()
            for system in systems {
                let renderer = ComponentRenderer(system: system)
                for name in system.componentNames where only == nil || only == name {
                    let spec = try system.component(named: name)
                    if let variant { _ = try spec.variant(named: variant) }
                    for v in spec.variants where variant == nil || v.name == variant {
                        // Without --appearance: the appearances the system snapshots (a dark-only
                        // system renders dark only).
                        for a in appearance.map({ [$0] }) ?? system.tokens.snapshot.appearances {
                            jobs.append(Job(renderer: renderer, component: name, variant: v.name, appearance: a))
                        }
                    }
                }
            }
        }
        let (dynamicType, scale, background, out, direction) = (self.dynamicType, self.scale, self.background, self.out, self.layoutDirection)
        let results = try ParallelMap.run(jobs, workers: self.jobs) { job in
            let output = try job.renderer.render(component: job.component, variant: job.variant, appearance: job.appearance,
                                                 dynamicType: dynamicType, scale: scale, background: background, layoutDirection: direction)
            let name = ComponentRenderer.snapshotName(system: job.renderer.system.name, component: job.component, variant: job.variant,
                                                      appearance: job.appearance, dynamicType: dynamicType, scale: scale, layoutDirection: direction)
            let path = (out as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try PNGCodec.write(output.image.pixmap, to: path)
            return (line: "\(path) \(output.image.pixmap.width)×\(output.image.pixmap.height)", warnings: output.tree.missingGlyphWarnings)
        }
        var seen = Set<String>()
        Diagnostics.warn(results.flatMap(\.warnings).filter { seen.insert($0).inserted })
        for (line, _) in results { print(line) }
        print("rendered \(results.count) image\(results.count == 1 ? "" : "s")")
    }
}
