import Foundation
import PlumbLayout
import PlumbModel
import PlumbText

/// Layout throughput benchmark: every component and variant of every design system under the
/// given directory, at all 12 Dynamic Type sizes. Prints layouts per second (resolve + layout,
/// text shaping included) and text shapes per second (HarfBuzz shaping of every string the
/// specs lay out). Run through `benchmarks/layout.sh`, which builds in release mode.
struct Bench {
    static func main() throws {
        let args = CommandLine.arguments.dropFirst()
        // `plumb-bench render SPECS_DIR OUT_DIR SECONDS`: see RenderBench.swift (benchmarks/render.sh).
        if args.first == "render" { return try RenderBench.main(Array(args.dropFirst())) }
        // `plumb-bench pixeldiff OUT_DIR SECONDS`: see PixelDiffBench.swift (benchmarks/pixeldiff.sh).
        if args.first == "pixeldiff" { return try PixelDiffBench.main(Array(args.dropFirst())) }
        // `plumb-bench hash SECONDS`: see HashBench.swift (benchmarks/hash.sh).
        if args.first == "hash" { return try HashBench.main(Array(args.dropFirst())) }
        // `plumb-bench blur SECONDS`: see BlurBench.swift (benchmarks/blur.sh).
        if args.first == "blur" { return try BlurBench.main(Array(args.dropFirst())) }
        let root = args.first ?? "specs"
        let seconds = args.dropFirst().first.flatMap(Double.init) ?? 3
        var systems: [DesignSystem] = []
        for entry in try FileManager.default.contentsOfDirectory(atPath: root).sorted() {
            let dir = root + "/" + entry
            if FileManager.default.fileExists(atPath: dir + "/tokens.yaml") {
                systems.append(try DesignSystem.load(directory: dir))
            }
        }
        var jobs: [(DesignSystem, String, String, DynamicTypeSize)] = []
        for system in systems {
            for name in system.componentNames {
                for variant in try system.component(named: name).variants {
                    for size in DynamicTypeSize.allCases { jobs.append((system, name, variant.name, size)) }
                }
            }
        }
        let layouts = Dictionary(uniqueKeysWithValues: systems.map { ($0.name, Layout(fontOverrides: $0.tokens.fontFaces)) })
        print("systems: \(systems.count), layout jobs per round: \(jobs.count) (components × variants × 12 sizes)")

        // Warm-up round: loads fonts and collects the strings to shape.
        var texts: [(String, ResolvedFont, FontLibrary)] = []
        for (system, name, variant, size) in jobs {
            let c = try SpecResolver(system: system, dynamicType: size).resolve(name, variant: variant)
            let tree = try layouts[system.name]!.layout(c)
            for n in tree.nodes { if let f = n.font, case .text(let s) = n.view.kind { texts.append((s, f, layouts[system.name]!.text.library)) } }
        }

        var count = 0, textLayouts = 0
        let start = Date()
        while Date().timeIntervalSince(start) < seconds {
            for (system, name, variant, size) in jobs {
                let c = try SpecResolver(system: system, dynamicType: size).resolve(name, variant: variant)
                let tree = try layouts[system.name]!.layout(c)
                textLayouts += tree.textLayoutCount
                count += 1
            }
        }
        let layoutTime = Date().timeIntervalSince(start)

        var shapes = 0
        let shapeStart = Date()
        while Date().timeIntervalSince(shapeStart) < seconds {
            for (s, f, library) in texts {
                _ = try TextShaper(library: library).shape(s, font: f)
                shapes += 1
            }
        }
        let shapeTime = Date().timeIntervalSince(shapeStart)
        print(String(format: "layouts/s: %.0f  (%d layouts in %.2f s; %.1f text layouts per component)",
                     Double(count) / layoutTime, count, layoutTime, Double(textLayouts) / Double(max(count, 1))))
        print(String(format: "text shapes/s: %.0f  (%d shapes of %d distinct runs in %.2f s)",
                     Double(shapes) / shapeTime, shapes, texts.count, shapeTime))
    }
}

try Bench.main()
