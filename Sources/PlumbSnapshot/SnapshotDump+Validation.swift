import Foundation
import PlumbModel

/// A reference `.layout.json` is untrusted input like any spec: an edited or corrupt file
/// must be a located error, never a trap in the code that reads it. Every field the verifier,
/// the diff and the reports use is checked here, before use: numbers finite and in range,
/// arrays of the length their readers index, the tree's depth and size.
extension SnapshotDump {
    /// Largest layout dump read (the bundled ones are under 100 KiB).
    public static let maxFileBytes = 64 << 20
    /// Largest reference PNG read: a canvas at the highest raisable pixel limit
    /// (`RenderLimits.ceiling`, 2²⁶ px) stored uncompressed is 256 MiB.
    public static let maxReferencePNGBytes = 272 << 20
    /// Largest magnitude of any number in a dump: far beyond any geometry Plumb produces
    /// (`Limits.points` in points, a few times that in pixels).
    static let maxMagnitude = 1e9
    /// Longest string (texts are at most `Limits.textCharacters` characters; paths and
    /// SVG data stay far below this).
    static let maxStringLength = 1 << 20

    /// Throws a located error naming the first field that is out of bounds.
    func validate(file: String) throws {
        func fail(_ what: String) -> PlumbError { PlumbError("invalid layout dump: \(what); re-record it", at: .file(file)) }
        func number(_ v: Double, _ name: String) throws {
            guard v.isFinite, abs(v) <= Self.maxMagnitude else { throw fail("\(name) is \(v)") }
        }
        func string(_ s: String?, _ name: String) throws {
            if let s, s.utf8.count > Self.maxStringLength { throw fail("\(name) is longer than \(Self.maxStringLength) bytes") }
        }
        try number(width, "width"); try number(height, "height")
        guard (1...3).contains(image.scale) else { throw fail("image scale \(image.scale) is not 1, 2 or 3") }
        guard (1...Limits.canvasSide).contains(image.width), (1...Limits.canvasSide).contains(image.height),
              image.width * image.height <= RenderLimits.ceiling.canvasPixels else {
            throw fail("image size \(image.width) × \(image.height) px is over the canvas limit of \(RenderLimits.ceiling.canvasPixels) pixels")
        }
        guard (0...image.width).contains(image.originX), (0...image.height).contains(image.originY) else {
            throw fail("image origin \(image.originX), \(image.originY) lies outside the image")
        }
        for s in [engine, snapshot, pixelsHash, pngHash] { try string(s, "a header field") }
        guard fonts.count <= 1_000 else { throw fail("\(fonts.count) font entries") }

        // The tree, walked with an explicit stack: its depth comes from the file.
        var stack: [(Node, Int)] = [(root, 1)]
        var count = 0
        while let (n, depth) = stack.popLast() {
            count += 1
            guard count <= Limits.viewsPerComponent else { throw fail("more than \(Limits.viewsPerComponent) nodes") }
            guard depth <= Limits.treeDepth else { throw fail("nodes nested deeper than \(Limits.treeDepth)") }
            let at = "node '\(n.path.prefix(200))'"
            for s in [n.path, n.kind, n.text, n.icon, n.component, n.alignment, n.scaleAnchor, n.dynamicTypeSize] { try string(s, at) }
            if let k = n.chosen, !(0..<Limits.viewsPerComponent).contains(k) { throw fail("\(at) chose child \(k)") }
            guard n.frame.count == 4 else { throw fail("\(at) frame has \(n.frame.count) numbers, not 4") }
            if let f = n.outerFrame, f.count != 4 { throw fail("\(at) outerFrame has \(f.count) numbers, not 4") }
            if let t = n.trim, t.count != 2 { throw fail("\(at) trim has \(t.count) numbers, not 2") }
            for shape in [n.shape].compactMap({ $0 }) + (n.clip ?? []) where !(shape.radii.isEmpty || shape.radii.count == 4) {
                throw fail("\(at) has \(shape.radii.count) corner radii, not 0 or 4")
            }
            var numbers = n.frame + (n.outerFrame ?? []) + (n.opacity ?? []) + (n.scale ?? []) + (n.trim ?? []) + (n.lineOffsets ?? [])
            numbers += (n.padding ?? []).flatMap { [$0.top, $0.leading, $0.bottom, $0.trailing] }
            numbers += [n.spacing].compactMap { $0 } + (n.strokes ?? []).map(\.width)
            numbers += ([n.shape].compactMap { $0 } + (n.clip ?? [])).flatMap(\.radii) + [n.shape?.inset].compactMap { $0 }
            numbers += (n.shadows ?? []).flatMap { [$0.radius, $0.x, $0.y] }
            for f in [n.font].compactMap({ $0 }) + (n.runs ?? []).map(\.font) { numbers += [f.size, f.leading, f.tracking] }
            if let i = n.iconStyle { numbers += [i.size, i.strokeWidth, i.viewBoxHeight].compactMap { $0 } }
            for v in numbers { try number(v, "a number of \(at)") }
            var strings = (n.lines ?? []) + (n.frames ?? []) + (n.effects ?? []) + (n.geometry ?? []) + [n.iconStyle?.path].compactMap { $0 }
            strings += (n.textStyle ?? []) + (n.runs ?? []).flatMap { [$0.text, $0.font.face] + ($0.style ?? []) }
            if let runs = n.runs, runs.count > Limits.textCharacters { throw fail("\(at) has \(runs.count) text runs") }
            for s in strings { try string(s, "a string of \(at)") }
            for child in n.children ?? [] { stack.append((child, depth + 1)) }
        }
    }
}
