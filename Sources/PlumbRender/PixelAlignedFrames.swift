import PlumbLayout

/// SwiftUI's pixel alignment of view frames, applied where a tree is drawn at a scale.
///
/// SwiftUI rounds every view's frame to the display's pixel grid before drawing it: each edge
/// goes to the nearest pixel boundary, a half pixel going up (right/down), and the size is what
/// lies between the rounded edges. A 1 pt border that layout puts at 815.44 px is drawn from
/// 815 px, three whole rows at 3×, where drawing it unrounded smears it over four
/// (SchweizerischeBundesbahnen/mobile-ios-design-swiftui's `SBBNotification` references:
/// docs/reference/pixel-alignment.md). Only drawing rounds: layout frames, `plumb layout` and
/// the audit keep the exact values, and the canvas keeps the size layout gave it. Text, shapes,
/// images and decorations are drawn in their rounded frames; what a view draws inside its frame
/// (glyph positions, a shape's path) is not rounded further.
enum PixelAlignedFrames {
    /// `tree` with every node's frames rounded to the pixel grid of `scale` pixels per point.
    static func aligned(_ tree: LayoutTree, scale: Int) -> LayoutTree {
        var out = tree
        let s = Double(scale)
        // Nodes inside one that keeps its sub-pixel frames (a picture UIKit draws) keep theirs.
        var exact = [Bool](repeating: false, count: tree.nodes.count)
        for i in tree.nodes.indices where tree.nodes[i].view.keepsSubpixelFrames && !exact[i] {
            var stack = [i]
            while let k = stack.popLast() {
                guard !exact[k] else { continue }
                exact[k] = true
                stack += tree.nodes[k].children
            }
        }
        for i in out.nodes.indices where !exact[i] {
            let n = out.nodes[i]
            out.nodes[i].frame = aligned(n.frame, s, shifted: n.shifts.frame)
            out.nodes[i].outerFrame = n.outerFrame.map { aligned($0, s, shifted: n.shifts.outerFrame) }
            out.nodes[i].modifierFrames = n.modifierFrames.enumerated().map { aligned($1, s, shifted: n.shifts.modifierFrame($0)) }
        }
        return out
    }

    /// `rect`, which `.offset` moved by `shift` from where layout placed it, with the placed
    /// frame rounded and then moved: an offset is drawn as given, as SwiftUI's geometry effect.
    static func aligned(_ rect: Rect, _ scale: Double, shifted shift: Shift) -> Rect {
        guard shift != .zero else { return aligned(rect, scale) }
        var placed = aligned(Rect(x: rect.x - shift.dx, y: rect.y - shift.dy, width: rect.width, height: rect.height), scale)
        placed.x += shift.dx
        placed.y += shift.dy
        return placed
    }

    /// `rect` with its edges on the nearest pixel boundaries (ties up), as SwiftUI's
    /// `roundCoordinatesToNearestOrUp(toMultipleOf:)` rounds a view frame.
    static func aligned(_ rect: Rect, _ scale: Double) -> Rect {
        guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return rect }
        func edge(_ v: Double) -> Double { (v * scale + 0.5).rounded(.down) / scale }
        let x0 = edge(rect.x), y0 = edge(rect.y)
        let x1 = edge(rect.x + rect.width), y1 = edge(rect.y + rect.height)
        return Rect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
    }
}
