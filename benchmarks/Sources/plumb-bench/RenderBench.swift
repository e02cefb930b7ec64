import Foundation
import PlumbLayout
import PlumbModel
import PlumbPNG
import PlumbRaster
import PlumbRender

/// `plumb-bench render SPECS_DIR OUT_DIR SECONDS` (run through `benchmarks/render.sh`).
///
/// 1. Full pipeline: every component × variant of every system under SPECS_DIR, light and dark,
///    Dynamic Type large, @3x, through `ComponentRenderer.render` (resolve, layout, text
///    shaping, rasterization of shapes, icons, glyphs, shadows) for SECONDS → components/s.
/// 2. Scenes: each of those renders reduced to its shape fills in pixel space (SceneExport.swift),
///    written to OUT_DIR/scenes.json for the peer engines (render_peers.py), then drawn by Plumb
///    from the in-memory ops for SECONDS → scenes/s; each image written to OUT_DIR/plumb/<i>.png.
///
/// Single-threaded throughout. Rates come from the fastest round (one pass over every job or
/// scene), so other load on the machine disturbs them less; means are printed too. Results
/// also go to OUT_DIR/plumb.json.
enum RenderBench {
    static func main(_ args: [String]) throws {
        guard args.count >= 2 else {
            FileHandle.standardError.write("usage: plumb-bench render SPECS_DIR OUT_DIR [SECONDS]\n".data(using: .utf8)!)
            exit(2)
        }
        let root = args[0], out = args[1]
        let seconds = args.count > 2 ? Double(args[2]) ?? 3 : 3
        let scale = 3, dynamicType = DynamicTypeSize.large

        var renderers: [ComponentRenderer] = []
        for entry in try FileManager.default.contentsOfDirectory(atPath: root).sorted() {
            let dir = root + "/" + entry
            if FileManager.default.fileExists(atPath: dir + "/tokens.yaml") {
                renderers.append(ComponentRenderer(system: try DesignSystem.load(directory: dir)))
            }
        }
        var jobs: [(ComponentRenderer, String, String, Appearance)] = []
        for r in renderers {
            for name in r.system.componentNames {
                for v in try r.system.component(named: name).variants {
                    for a in [Appearance.light, .dark] { jobs.append((r, name, v.name, a)) }
                }
            }
        }

        // Warm-up round (loads fonts, fills the glyph caches) that also yields the scenes.
        var scenes: [Scene] = []
        var pixels = 0
        for (r, name, variant, appearance) in jobs {
            let output = try r.render(component: name, variant: variant, appearance: appearance, dynamicType: dynamicType, scale: scale)
            let sceneName = ComponentRenderer.snapshotName(system: r.system.name, component: name, variant: variant,
                                                           appearance: appearance, dynamicType: dynamicType, scale: scale)
            let bg = try r.background(token: nil, appearance: appearance)
            scenes.append(SceneCollector.scene(name: sceneName, output: output, scale: scale, background: bg))
            pixels += output.image.pixmap.width * output.image.pixmap.height
        }
        let opCount = scenes.reduce(0) { $0 + $1.ops.count }
        print("systems: \(renderers.count), renders per round: \(jobs.count) (components × variants × light/dark, Dynamic Type large, @\(scale)x)")
        print(String(format: "mean canvas: %.0f px; shape ops per scene: %.1f", Double(pixels) / Double(max(jobs.count, 1)),
                     Double(opCount) / Double(max(scenes.count, 1))))

        // 1. Full pipeline, in rounds (one render of every job each).
        var components = 0, pipelineBest = Double.infinity
        let start = Date()
        while Date().timeIntervalSince(start) < seconds {
            let round = Date()
            for (r, name, variant, appearance) in jobs {
                _ = try r.render(component: name, variant: variant, appearance: appearance, dynamicType: dynamicType, scale: scale)
                components += 1
            }
            pipelineBest = min(pipelineBest, Date().timeIntervalSince(round))
        }
        let pipelineTime = Date().timeIntervalSince(start)

        // 2. Scenes: export, time, write images.
        try FileManager.default.createDirectory(atPath: out + "/plumb", withIntermediateDirectories: true)
        let json = "{\"scale\":\(scale),\"scenes\":[\n" + scenes.map(\.json).joined(separator: ",\n") + "\n]}\n"
        try json.write(toFile: out + "/scenes.json", atomically: true, encoding: .utf8)

        var drawn = 0, checksum = 0, sceneBest = Double.infinity
        let sceneStart = Date()
        while Date().timeIntervalSince(sceneStart) < seconds {
            let round = Date()
            for s in scenes {
                let p = s.draw()
                checksum &+= Int(p.data[p.data.count / 2])
                drawn += 1
            }
            sceneBest = min(sceneBest, Date().timeIntervalSince(round))
        }
        let sceneTime = Date().timeIntervalSince(sceneStart)
        for (i, s) in scenes.enumerated() { try PNGCodec.write(s.draw(), to: "\(out)/plumb/\(i).png") }

        // Rates from the fastest round (least disturbed by other load on the machine); the mean
        // over the whole phase is printed too.
        let componentsPerSecond = Double(jobs.count) / pipelineBest
        let scenesPerSecond = Double(scenes.count) / sceneBest
        print(String(format: "full pipeline: %.1f components/s best round, %.1f mean  (%d renders in %.2f s, one thread; text, icons, shadows, clips included)",
                     componentsPerSecond, Double(components) / pipelineTime, components, pipelineTime))
        print(String(format: "shape scenes:  %.1f scenes/s best round, %.1f mean  (%d scenes, %d draws in %.2f s, one thread; checksum %d)",
                     scenesPerSecond, Double(drawn) / sceneTime, scenes.count, drawn, sceneTime, checksum))
        let summary = String(format: "{\"components_per_s\":%.3f,\"scenes_per_s\":%.3f,\"components_per_s_mean\":%.3f,\"scenes_per_s_mean\":%.3f,\"scenes\":%d,\"ops\":%d,\"pipeline_renders\":%d,\"scene_draws\":%d}\n",
                             componentsPerSecond, scenesPerSecond, Double(components) / pipelineTime, Double(drawn) / sceneTime,
                             scenes.count, opCount, components, drawn)
        try summary.write(toFile: out + "/plumb.json", atomically: true, encoding: .utf8)
    }
}
