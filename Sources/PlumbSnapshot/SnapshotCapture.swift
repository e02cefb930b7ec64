import Foundation
import PlumbLayout
import PlumbModel
import PlumbPNG
import PlumbRaster
import PlumbRender

/// One rendered snapshot: the image and its layout dump (PNG hash not yet filled in).
struct SnapshotCapture {
    var pixmap: Pixmap
    var dump: SnapshotDump
    /// Located warnings of the render (missing glyphs).
    var warnings: [String]

    static func take(_ entry: SnapshotSuite.Entry) throws -> SnapshotCapture {
        let id = entry.id
        let out = try entry.renderer.render(component: id.component, variant: id.variant, appearance: id.appearance,
                                            dynamicType: id.dynamicType, scale: id.scale, width: id.width, pseudoLocale: id.pseudoLocale, locale: id.locale,
                                            layoutDirection: id.direction)
        var fonts: [String: String] = [:]
        for n in out.tree.nodes {
            guard let text = n.text else { continue }
            var paths = Set(text.runs.map(\.facePath))
            // Fallback faces that drew a glyph are fingerprinted like the run's own.
            for line in text.lines {
                for g in line.glyphs where g.face > 0 { paths.insert(text.runs[g.run].fallbackPaths[g.face - 1]) }
            }
            for path in paths {
                fonts[(path as NSString).lastPathComponent] = try entry.renderer.renderer.fonts.face(path: path).fingerprint
            }
        }
        let p = out.image.pixmap
        let info = SnapshotDump.ImageInfo(width: p.width, height: p.height, scale: id.scale,
                                          originX: out.image.originX, originY: out.image.originY)
        let dump = SnapshotDump.make(tree: out.tree, id: id, image: info, fonts: fonts, pixelsHash: ContentHash.of(p.data))
        return SnapshotCapture(pixmap: p, dump: dump, warnings: out.tree.missingGlyphWarnings)
    }
}
