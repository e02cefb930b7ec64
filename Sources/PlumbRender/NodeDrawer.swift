import Foundation
import PlumbLayout
import PlumbModel
import PlumbRaster
import PlumbText

/// Walks one layout tree and issues canvas operations. `transform` maps points to pixels
/// (render scale, canvas margin, and any enclosing `scaleEffect`).
struct NodeDrawer {
    let tree: LayoutTree
    let renderer: Renderer
    var canvas: Canvas
    /// Offscreen layers (opacity groups, shadowed views) open around what is being drawn.
    var layerDepth: Int

    init(tree: LayoutTree, renderer: Renderer, canvas: Canvas, layerDepth: Int = 0) {
        self.tree = tree
        self.renderer = renderer
        self.canvas = canvas
        self.layerDepth = layerDepth
    }

    var appearance: Appearance { tree.component.appearance }

    /// SwiftUI's `.primary` label colour, the default for text, icons and shapes.
    var primary: Paint { .solid(appearance == .dark ? .white : .black) }

    mutating func drawNode(_ i: Int, _ t: Transform) throws {
        try drawChain(i, tree.nodes[i].view.modifiers.count - 1, t)
        try RenderBudget.check(canvas, at: tree.nodes[i])
    }

    /// The frame of node `i` as modified by its modifiers before index `k`.
    func frame(_ i: Int, before k: Int) -> Rect { tree.nodes[i].frame(beforeModifier: k) }

    mutating func drawChain(_ i: Int, _ k: Int, _ t: Transform) throws {
        guard k >= 0 else { return try drawContent(i, t) }
        let modifier = tree.nodes[i].view.modifiers[k]
        switch modifier {
        case .background:
            if let d = tree.nodes[i].decorations[k] { try drawNode(d, t) }
            try drawChain(i, k - 1, t)
        case .overlay:
            try drawChain(i, k - 1, t)
            if let d = tree.nodes[i].decorations[k] { try drawNode(d, t) }
        case .mask:
            // The view so far into a layer, the mask into another; the first keeps what the
            // second's alpha covers.
            try RenderBudget.checkLayerDepth(layerDepth + 2, at: tree.nodes[i])
            canvas.pushLayer(opacity: 1)
            layerDepth += 1
            try drawChain(i, k - 1, t)
            canvas.pushLayer(opacity: 1)
            layerDepth += 1
            if let d = tree.nodes[i].decorations[k] { try drawNode(d, t) }
            layerDepth -= 2
            canvas.popMaskedLayer()
        case .clipShape(let logical):
            let f = frame(i, before: k)
            let shape = ShapeGeometry.physical(logical, tree.nodes[i].layoutDirection(ofModifier: k))
            canvas.pushClip(ShapeGeometry.path(shape, x: f.x, y: f.y, width: f.width, height: f.height), transform: t)
            try drawChain(i, k - 1, t)
            canvas.popClip()
        case .cornerRadius(let r):
            let f = frame(i, before: k)
            let clip = ShapeGeometry.path(.roundedRectangle(CornerRadii(all: r), .circular), x: f.x, y: f.y, width: f.width, height: f.height)
            canvas.pushClip(clip, transform: t)
            try drawChain(i, k - 1, t)
            canvas.popClip()
        case .opacity(var o):
            // Group opacity: the subtree is drawn into a layer composited once. Consecutive
            // opacities on one node are one group of their product: one layer, and one 8-bit
            // rounding (round(o₁·o₂·… × 255)) where nested groups rounded each level's coverage
            // and re-rounded every composite, so pixels may differ by about one level per
            // collapsed modifier — closer to SwiftUI's float compositing, not further.
            var inner = k - 1
            while inner >= 0, case .opacity(let p) = tree.nodes[i].view.modifiers[inner] {
                o *= p
                inner -= 1
            }
            try drawInLayer(i, inner, t) { $0.pushLayer(opacity: o) }
        case .scaleEffect(let sx, let sy, let anchor):
            let f = frame(i, before: k)
            let a = Point(f.x + anchor.x * f.width, f.y + anchor.y * f.height)
            try drawChain(i, k - 1, Transform.scale(sx, sy, about: a).then(t))
        case .rotationEffect(let degrees, let anchor):
            let f = frame(i, before: k)
            let a = Point(f.x + anchor.x * f.width, f.y + anchor.y * f.height)
            try drawChain(i, k - 1, Transform.rotation(degrees: degrees, about: a).then(t))
        case .transformEffect(let a, let b, let c, let d, let tx, let ty):
            // The matrix acts in the view's own coordinates: about its frame's top-left corner.
            let f = frame(i, before: k)
            let m = Transform.translation(-f.x, -f.y).then(Transform(a: a, b: b, c: c, d: d, tx: tx, ty: ty))
                .then(.translation(f.x, f.y))
            try drawChain(i, k - 1, m.then(t))
        case .rotation3DEffect(let r):
            // The view drawn into a layer, then warped through the projection in device pixels:
            // pixels to points, the rotation's homography, points to pixels.
            let f = frame(i, before: k)
            let turn = Rotation3DProjection.homography(r, frame: f, rightToLeft: tree.nodes[i].layoutDirection(ofModifier: k) == .rightToLeft)
            guard turn != .identity, let toPoints = Homography(t).inverse else { try drawChain(i, k - 1, t); break }
            let device = toPoints.then(turn).then(Homography(t))
            try drawInLayer(i, k - 1, t) { $0.pushProjectedLayer(device) }
        case .shadow(let color, let radius, let dx, let dy):
            try drawShadowed(i, k, t, color: color, radius: radius, dx: dx, dy: dy)
        case .backdropBlur(let radius, let logical):
            try RenderBudget.checkBlurRadius(radius, "backdropBlur", t, at: tree.nodes[i])
            let f = frame(i, before: k)
            let shape = ShapeGeometry.physical(logical, tree.nodes[i].layoutDirection(ofModifier: k))
            canvas.blurBackdrop(ShapeGeometry.path(shape, x: f.x, y: f.y, width: f.width, height: f.height),
                                sigma: GaussianBlur.sigma(forRadius: radius) * t.maxScale, transform: t)
            try drawChain(i, k - 1, t)
        case .blendMode(let mode):
            // `.normal` composites source-over at full opacity: the same pixels without a layer.
            guard mode != .normal else { try drawChain(i, k - 1, t); break }
            try drawInLayer(i, k - 1, t) { $0.pushLayer(opacity: 1, blendMode: Compositing.BlendMode(mode)) }
        case .blur(let radius, let opaque):
            try RenderBudget.checkBlurRadius(radius, "blur", t, at: tree.nodes[i])
            let sigma = GaussianBlur.sigma(forRadius: radius) * t.maxScale
            guard sigma > 0 else { try drawChain(i, k - 1, t); break }
            let f = frame(i, before: k)
            let bounds: Path? = opaque ? .rect(x: f.x, y: f.y, width: f.width, height: f.height) : nil
            try drawInLayer(i, k - 1, t) { $0.pushBlurLayer(sigma: sigma, opaqueWithin: bounds, transform: t) }
        case .colorMatrix(var m):
            // Consecutive filters on one node are one layer through their product.
            var inner = k - 1
            while inner >= 0, case .colorMatrix(let before) = tree.nodes[i].view.modifiers[inner] {
                m = before.then(m)
                inner -= 1
            }
            guard m != .identity else { try drawChain(i, inner, t); break }
            let matrix = m.values
            try drawInLayer(i, inner, t) { $0.pushLayer(opacity: 1, colorMatrix: matrix) }
        case .glassEffect(let shape, let tint):
            try RenderBudget.checkBlurRadius(GlassStyle.blurRadius, "glassEffect", t, at: tree.nodes[i])
            drawGlass(frame(i, before: k), ShapeGeometry.physical(shape, tree.nodes[i].layoutDirection(ofModifier: k)), tint, t)
            try drawChain(i, k - 1, t)
        default:
            try drawChain(i, k - 1, t)
        }
        try RenderBudget.check(canvas, at: tree.nodes[i])
    }

    /// Draws node `i` with its modifiers up to `inner` into a layer `push` opens, composited
    /// when it ends.
    mutating func drawInLayer(_ i: Int, _ inner: Int, _ t: Transform, _ push: (inout Canvas) -> Void) throws {
        try RenderBudget.checkLayerDepth(layerDepth + 1, at: tree.nodes[i])
        push(&canvas)
        layerDepth += 1
        try drawChain(i, inner, t)
        layerDepth -= 1
        canvas.popLayer()
    }

    /// Draws the view under modifier `k` into its own layer, then its blurred alpha in the
    /// shadow colour, offset, beneath it. Only the drawn part of the layer is blurred, and only
    /// where the result can land on the canvas (within the clip).
    mutating func drawShadowed(_ i: Int, _ k: Int, _ t: Transform, color: RGBA, radius: Double, dx: Double, dy: Double) throws {
        let node = tree.nodes[i]
        try RenderBudget.checkBlurRadius(radius, "shadow", t, at: node)
        try RenderBudget.checkLayerDepth(layerDepth + 1, at: node)
        let (w, h) = (canvas.pixmap.width, canvas.pixmap.height)
        guard canvas.charge(w * h) else { return try RenderBudget.check(canvas, at: node) }
        var inner = NodeDrawer(tree: tree, renderer: renderer, canvas: Canvas(pixmap: Pixmap(width: w, height: h)!),
                               layerDepth: layerDepth + 1)
        inner.canvas.workLimit = canvas.workLimit - canvas.work
        try inner.drawChain(i, k - 1, t)
        _ = canvas.charge(inner.canvas.work)   // fits: the inner canvas had what was left
        let layer = inner.canvas.pixmap
        let drawn = inner.canvas.drawnBounds
        guard !drawn.isEmpty else { return }
        // The shadow's shape is the layer's alpha; its offset and blur scale with the transform.
        let scale = t.maxScale
        let sigma = ShadowBlur.sigma(forRadius: radius) * scale
        let ox = Int((dx * scale).rounded()), oy = Int((dy * scale).rounded())
        var alpha = Mask(x: drawn.x0, y: drawn.y0, width: drawn.width, height: drawn.height)
        let region = canvas.drawableBounds.offsetBy(dx: -ox, dy: -oy)
        guard canvas.charge(drawn.area + ShadowBlur.cost(alpha, sigma: sigma, within: region)) else {
            return try RenderBudget.check(canvas, at: node)
        }
        layer.data.withUnsafeBufferPointer { src in
            alpha.coverage.withUnsafeMutableBufferPointer { dst in
                for y in 0..<drawn.height {
                    let row = ((drawn.y0 + y) * w + drawn.x0) * 4 + 3
                    for x in 0..<drawn.width { dst[y * drawn.width + x] = src[row + 4 * x] }
                }
            }
        }
        var blurred = sigma > 0 ? ShadowBlur.blur(alpha, sigma: sigma, within: region) : alpha
        blurred.x += ox
        blurred.y += oy
        canvas.fill(mask: blurred, shader: .solid(Color8(straightR: color.r, g: color.g, b: color.b, a: color.a)))
        canvas.draw(pixmap: layer, within: drawn)
    }

    /// Liquid Glass, approximated (documented in the README): blur 20 pt of backdrop, a white
    /// veil (18 % light, 10 % dark), the tint at 20 %, and a 1 pt highlight rim fading from
    /// white 50 % at the top-leading edge to 10 % at the bottom-trailing one.
    mutating func drawGlass(_ f: Rect, _ shape: ShapeKind, _ tint: Paint?, _ t: Transform) {
        let outline = ShapeGeometry.path(shape, x: f.x, y: f.y, width: f.width, height: f.height)
        canvas.blurBackdrop(outline, sigma: GaussianBlur.sigma(forRadius: GlassStyle.blurRadius) * t.maxScale, transform: t)
        let veil = GlassStyle.veil(appearance)
        canvas.fill(outline, shader: shader(.solid(veil), f, t), transform: t)
        if let tint { canvas.fill(outline, shader: shader(tint.withOpacity(GlassStyle.tintOpacity), f, t), transform: t) }
        let rim = Paint.linear(start: UnitPoint(x: 0, y: 0), end: UnitPoint(x: 1, y: 1),
                               stops: [GradientStop(color: RGBA.white.withOpacity(0.5), location: 0),
                                       GradientStop(color: RGBA.white.withOpacity(0.1), location: 1)])
        let inset = ShapeGeometry.insetPath(shape, x: f.x, y: f.y, width: f.width, height: f.height, inset: 0.5).transformed(by: t)
        canvas.fill(Stroker.stroke(inset, width: t.maxScale, join: .miter), shader: shader(rim, f, t))
    }

    // MARK: Content

    mutating func drawContent(_ i: Int, _ t: Transform) throws {
        let n = tree.nodes[i]
        switch n.view.kind {
        case .stack, .zstack, .grid, .use, .viewThatFits:
            // A viewThatFits's content children are the one child it chose.
            for c in DrawOrder.paintingOrder(n.contentChildren, tree) { try drawNode(c, t) }
        case .text:
            try drawText(n, t)
        case .shape(let shape):
            drawShape(n, shape, t)
        case .icon(let icon):
            try drawIcon(n, icon, t)
        case .divider:
            // SwiftUI draws dividers in the system separator colour.
            let sep: RGBA = appearance == .dark ? RGBA(r: 84 / 255, g: 84 / 255, b: 88 / 255, a: 0.6)
                                                : RGBA(r: 60 / 255, g: 60 / 255, b: 67 / 255, a: 0.29)
            let f = n.frame
            canvas.fill(.rect(x: f.x, y: f.y, width: f.width, height: f.height), shader: shader(.solid(sep), f, t), transform: t)
        case .spacer:
            break
        }
    }

    mutating func drawShape(_ n: LayoutNode, _ shape: ShapeKind, _ t: Transform) {
        for op in ShapePaintOps.ops(n, shape, transform: t, defaultPaint: primary) {
            canvas.fill(op.path, shader: shader(op.paint, n.frame, t))
        }
    }

    mutating func drawIcon(_ n: LayoutNode, _ icon: IconSpec, _ t: Transform) throws {
        if let bitmap = icon.bitmap { return try drawBitmap(n, bitmap, t) }
        let f = n.frame
        let color = n.foreground ?? primary
        let weight = n.font?.weight ?? .regular
        // A forward/back symbol points the other way right to left: mirrored in its box.
        let mirrored = icon.flipsForRightToLeft && n.layoutDirection == .rightToLeft
        let sx = mirrored ? -1.0 : 1, x0 = mirrored ? f.x + f.width : f.x
        // Custom path data is drawn in its viewBox, mapped onto the icon's box.
        let k = f.height / icon.viewBoxHeight
        let viewBox = Transform.scale(sx * k, k).then(.translation(x0, f.y))
        if let name = icon.name, let def = IconCatalog.icons[name] {
            // Units: 100 per em; the frame is the icon's em box.
            let unit = f.height / def.height
            let place = Transform.scale(sx * unit, unit).then(.translation(x0, f.y)).then(t)
            if def.elements.contains(where: \.knockout) {
                return try drawKnockoutIcon(def, place: place, strokeWidth: IconCatalog.strokeWidth(for: weight) * unit * t.maxScale,
                                            shader: shader(color, f, t))
            }
            for e in def.elements {
                let path = try SVGPath.parse(e.path).transformed(by: place)
                if e.stroked {
                    let w = IconCatalog.strokeWidth(for: weight) * unit * t.maxScale
                    canvas.fill(Stroker.stroke(path, width: w, join: .round, cap: .round), shader: shader(color, f, t))
                } else {
                    canvas.fill(path, shader: shader(color, f, t))
                }
            }
        } else if !icon.colouredLayers.isEmpty {
            try drawColouredIcon(n, icon, mirrored: mirrored, viewBox: viewBox, unit: k, t)
        } else if let d = icon.pathData, let bw = icon.bakedWidth, let bh = icon.bakedHeight,
                  abs(f.width - bw) > 1e-9 || abs(f.height - bh) > 1e-9 {
            try drawBakedIcon(n, icon, d, width: bw, height: bh, mirrored: mirrored, color: color, t)
        } else if let d = icon.pathData {
            let parsed = try Self.iconPath(d, n)
            if !d.isEmpty { canvas.fill(parsed.transformed(by: viewBox), shader: shader(color, f, t), transform: t) }
            // A PDF's even-odd fills, each on its own.
            for data in icon.evenOddPaths {
                canvas.fill(try Self.iconPath(data, n).transformed(by: viewBox), rule: .evenOdd, shader: shader(color, f, t), transform: t)
            }
            // An SVG's strokes, after its fills: outlined in device space at the width the
            // image's scale gives them, with their caps and joins, in the same colour.
            for s in icon.strokes {
                let outline = try Self.iconPath(s.pathData, n).transformed(by: viewBox.then(t))
                let width = s.width * k * t.maxScale
                guard width > 0, width.isFinite else { continue }
                let stroked = Stroker.stroke(outline, width: width, join: Self.join(s.join), cap: Self.cap(s.cap))
                canvas.fill(stroked, shader: shader(color, f, t))
            }
        }
    }

    /// A vector image painted in several colours, each element in its own, in painting order.
    /// Drawn at another size than Xcode bakes it (as `drawBakedIcon`): painted into a bitmap of
    /// its own size at the device scale, which is resampled onto the frame.
    /// `viewBox` places the image's viewBox on its frame, `unit` points per viewBox unit.
    mutating func drawColouredIcon(_ n: LayoutNode, _ icon: IconSpec, mirrored: Bool, viewBox: Transform, unit: Double, _ t: Transform) throws {
        let f = n.frame
        func paint(_ layers: [IconLayer], on c: inout Canvas, place: Transform, strokeScale: Double) throws {
            for l in layers {
                let shader = Shader.solid(Color8(straightR: l.color.r, g: l.color.g, b: l.color.b, a: l.color.a))
                let path = try Self.iconPath(l.pathData, n).transformed(by: place)
                switch l.paint {
                case .fill(let evenOdd):
                    c.fill(path, rule: evenOdd ? .evenOdd : .nonZero, shader: shader)
                case .stroke(let width, let cap, let join):
                    let w = width * strokeScale
                    guard w > 0, w.isFinite else { continue }
                    c.fill(Stroker.stroke(path, width: w, join: Self.join(join), cap: Self.cap(cap)), shader: shader)
                }
            }
        }
        guard let bw = icon.bakedWidth, let bh = icon.bakedHeight, abs(f.width - bw) > 1e-9 || abs(f.height - bh) > 1e-9 else {
            return try paint(icon.colouredLayers, on: &canvas, place: viewBox.then(t), strokeScale: unit * t.maxScale)
        }
        guard var bake = try bakedCanvas(n, icon, width: bw, height: bh, mirrored: mirrored, t) else { return }
        try paint(icon.colouredLayers, on: &bake.canvas, place: bake.place, strokeScale: bake.unit)
        guard let placed = placedBaked(bake.canvas.pixmap, n, t) else { return }
        canvas.draw(pixmap: placed.image, x: placed.x, y: placed.y)
    }

    /// The canvas Xcode's build-time bitmap of a vector image is drawn into — the image's own
    /// size in points at the device scale — with the viewBox's placement on it and the pixels
    /// per viewBox unit; nil (after charging the budget) when it cannot be made.
    mutating func bakedCanvas(_ n: LayoutNode, _ icon: IconSpec, width bw: Double, height bh: Double, mirrored: Bool, _ t: Transform) throws
        -> (canvas: Canvas, place: Transform, unit: Double)? {
        let scale = max(1, (t.maxScale).rounded())
        let pw = Int((bw * scale).rounded()), ph = Int((bh * scale).rounded())
        guard pw > 0, ph > 0, pw <= 4096, ph <= 4096, canvas.charge(pw * ph), let blank = Pixmap(width: pw, height: ph) else {
            try RenderBudget.check(canvas, at: n)
            return nil
        }
        let kx = Double(pw) / icon.viewBoxWidth, ky = Double(ph) / icon.viewBoxHeight
        let place = mirrored ? Transform.scale(-kx, ky).then(.translation(Double(pw), 0)) : Transform.scale(kx, ky)
        return (Canvas(pixmap: blank), place, kx)
    }

    /// A baked bitmap resampled onto the node's frame (area weights: drawn at its destination
    /// size already, they only absorb the rounding); nil when the frame is out of range.
    func placedBaked(_ baked: Pixmap, _ n: LayoutNode, _ t: Transform) -> BitmapResampler.Placed? {
        let f = n.frame
        let origin = t.apply(Point(f.x, f.y))
        let dw = f.width * abs(t.a), dh = f.height * abs(t.d)
        guard dw.isFinite, dh.isFinite, dw < 1e5, dh < 1e5, abs(origin.x) < 1e5, abs(origin.y) < 1e5 else { return nil }
        return Self.resampled(baked, [Slice(source: (0, 0, baked.width, baked.height), destination: (origin.x, origin.y, dw, dh))], filter: .area)
    }

    /// A vector image set Xcode turns into a bitmap at build time, drawn at another size: the
    /// vector filled into a bitmap of its own size at the device scale (as Xcode makes it for
    /// the screen), then that bitmap's coverage resampled onto the frame and filled with the
    /// foreground, as iOS scales the bitmap — softer when enlarged, where the vector would stay sharp.
    mutating func drawBakedIcon(_ n: LayoutNode, _ icon: IconSpec, _ d: String, width bw: Double, height bh: Double,
                                mirrored: Bool, color: Paint, _ t: Transform) throws {
        guard let bake = try bakedCanvas(n, icon, width: bw, height: bh, mirrored: mirrored, t) else { return }
        var off = bake.canvas
        let place = bake.place, kx = bake.unit
        let white = Shader.solid(Color8(r: 255, g: 255, b: 255, a: 255))
        if !d.isEmpty { off.fill(try Self.iconPath(d, n).transformed(by: place), shader: white) }
        for data in icon.evenOddPaths { off.fill(try Self.iconPath(data, n).transformed(by: place), rule: .evenOdd, shader: white) }
        for s in icon.strokes {
            let width = s.width * kx
            guard width > 0, width.isFinite else { continue }
            off.fill(Stroker.stroke(try Self.iconPath(s.pathData, n).transformed(by: place), width: width, join: Self.join(s.join), cap: Self.cap(s.cap)),
                     shader: white)
        }
        guard let placed = placedBaked(off.pixmap, n, t) else { return }
        var alpha = [UInt8](repeating: 0, count: placed.image.width * placed.image.height)
        for i in 0..<alpha.count { alpha[i] = placed.image.data[i * 4 + 3] }
        canvas.fill(mask: Mask(x: placed.x, y: placed.y, width: placed.image.width, height: placed.image.height, coverage: alpha),
                    shader: shader(color, n.frame, t))
    }

    /// An icon's path data parsed, or an error located at the view that draws it.
    static func iconPath(_ d: String, _ n: LayoutNode) throws -> Path {
        do {
            return try SVGPath.parse(d)
        } catch let e as SVGPathError {
            throw PlumbError("invalid icon path data: \(e.message) (at character \(e.offset))", at: n.view.location)
        }
    }

    static func join(_ j: StrokeJoin) -> LineJoin {
        switch j {
        case .miter: return .miter
        case .round: return .round
        case .bevel: return .bevel
        }
    }

    static func cap(_ c: StrokeCap) -> LineCap {
        switch c {
        case .butt: return .butt
        case .round: return .round
        case .square: return .square
        }
    }

    /// An icon with knock-out elements is drawn as one coverage mask: its elements in order,
    /// each drawn element added (as painting it over the ones before would: a + e·(1 − a)), each
    /// knock-out element taken away (a · (1 − k)). What is knocked out shows what lies behind the
    /// icon, as the cut-outs of SF Symbols' `.fill` forms do.
    mutating func drawKnockoutIcon(_ def: IconCatalog.Icon, place: Transform, strokeWidth: Double, shader: Shader) throws {
        var masks: [(Mask, Bool)] = []
        for e in def.elements {
            let path = try SVGPath.parse(e.path).transformed(by: place)
            let outline = e.stroked ? Stroker.stroke(path, width: strokeWidth, join: .round, cap: .round) : path
            guard let m = Rasterizer.fill(outline, rule: .nonZero, width: canvas.width, height: canvas.height) else { continue }
            guard canvas.charge(m.width * m.height) else { return }
            masks.append((m, e.knockout))
        }
        // The result covers the drawn elements' bounds (knock-outs only take away).
        let drawn = masks.filter { !$0.1 }.map(\.0)
        guard let x0 = drawn.map(\.x).min(), let y0 = drawn.map(\.y).min(),
              let x1 = drawn.map({ $0.x + $0.width }).max(), let y1 = drawn.map({ $0.y + $0.height }).max() else { return }
        let w = x1 - x0, h = y1 - y0
        var acc = [Double](repeating: 0, count: w * h)
        for (m, knockout) in masks {
            for my in 0..<m.height {
                let y = m.y + my - y0
                guard y >= 0, y < h else { continue }
                for mx in 0..<m.width {
                    let x = m.x + mx - x0
                    guard x >= 0, x < w else { continue }
                    let c = Double(m.coverage[my * m.width + mx]) / 255
                    guard c > 0 else { continue }
                    let a = acc[y * w + x]
                    acc[y * w + x] = knockout ? a * (1 - c) : a + c * (1 - a)
                }
            }
        }
        let bytes = acc.map { UInt8(min(max(($0 * 255 + 0.5).rounded(.down), 0), 255)) }
        canvas.fill(mask: Mask(x: x0, y: y0, width: w, height: h, coverage: bytes), shader: shader)
    }

    mutating func drawText(_ n: LayoutNode, _ t: Transform) throws {
        guard let layout = n.text, n.font != nil else { return }
        // Per run: its own face, then its fallback chain (`ShapedGlyph.face` indexes this).
        let faces = try layout.runs.map { run in try ([run.facePath] + run.fallbackPaths).map { try renderer.fonts.face(path: $0) } }
        // Each run in its own colour; a plain text's one run takes the node's foreground.
        let paints = layout.runs.indices.map { i in i < n.runPaints.count ? n.runPaints[i] : TextRunPaint(foreground: n.foreground) }
        let shaders = paints.map { shader($0.foreground ?? primary, n.frame, t) }
        // Glyphs scale with the transform; a non-uniform scaleEffect uses the mean scale.
        let det = abs(t.a * t.d - t.b * t.c)
        let pixelScale = det.squareRoot()
        let visible = canvas.drawableBounds
        // Each line's baseline on the nearest whole device pixel, as iOS sets lines: the glyphs
        // move with it (their x stays exact; docs/reference/pixel-alignment.md). A rotated text
        // keeps its exact positions.
        let upright = t.b == 0 && t.c == 0
        for line in layout.lines {
            let baseline = t.apply(Point(n.frame.x + line.x, n.frame.y + line.baselineY)).y
            let lift = upright ? baseline.rounded() - baseline : 0
            for g in line.glyphs {
                let run = layout.runs[g.run], face = faces[g.run][g.face]
                // Fallback files are upright faces of other scripts: slanted in italic runs.
                let oblique = g.face == 0 ? run.syntheticItalic : run.fallbackOblique
                let pixelSize = run.fontSize * pixelScale
                var pen = t.apply(Point(n.frame.x + line.x + g.x, n.frame.y + line.baselineY - g.y))
                pen.y += lift
                // FreeType renders a whole glyph: skip those that cannot land on the canvas
                // (a 32× scaleEffect puts most of a long text far outside it) and charge the rest.
                let box = renderer.glyphs.bounds(face: face, sizePixels: pixelSize, x: pen.x, y: pen.y, oblique: oblique)
                guard !box.intersection(visible).isEmpty else { continue }
                guard canvas.charge(box.area) else { return try RenderBudget.check(canvas, at: n) }
                if face.hasColorBitmaps {
                    // Emoji: their own colours, composited like an image (opacity comes from the
                    // enclosing layers, as SwiftUI's does; the run's colour does not tint them).
                    if let placed = renderer.glyphs.colorImage(face: face, glyph: g.glyphID, sizePixels: pixelSize, x: pen.x, y: pen.y) {
                        canvas.draw(pixmap: placed.image, x: placed.x, y: placed.y)
                    }
                } else if let mask = renderer.glyphs.mask(face: face, glyph: g.glyphID, sizePixels: pixelSize, x: pen.x, y: pen.y,
                                                          oblique: oblique) {
                    canvas.fill(mask: mask, shader: shaders[g.run])
                }
            }
            // Underlines and strikethroughs over the glyphs, in the decoration's colour or the run's.
            for d in line.decorations {
                let paint = paints[d.run]
                let color = (d.kind == .underline ? paint.underline?.color : paint.strikethrough?.color) ?? paint.foreground ?? primary
                let f = n.frame
                let dy = upright && t.d != 0 ? lift / t.d : 0
                canvas.fill(.rect(x: f.x + d.x, y: f.y + d.y + dy, width: d.width, height: d.thickness), shader: shader(color, f, t), transform: t)
            }
        }
    }

    // MARK: Paint

    /// A paint in a frame (points) → a shader in pixels. Gradients are laid out in the frame
    /// they fill, as SwiftUI's gradient shape styles are.
    func shader(_ p: Paint, _ f: Rect, _ t: Transform) -> Shader {
        func stop(_ s: PlumbModel.GradientStop, location: Double? = nil) -> PlumbRaster.GradientStop {
            PlumbRaster.GradientStop(location: location ?? s.location, r: s.color.r, g: s.color.g, b: s.color.b, a: s.color.a)
        }
        switch p {
        case .solid(let c):
            return .solid(Color8(straightR: c.r, g: c.g, b: c.b, a: c.a))
        case .linear(let start, let end, let stops):
            let a = t.apply(Point(f.x + start.x * f.width, f.y + start.y * f.height))
            let b = t.apply(Point(f.x + end.x * f.width, f.y + end.y * f.height))
            return .linearGradient(start: a, end: b, stops: stops.map { stop($0) })
        case .radial(let center, let r0, let r1, let stops):
            let c = t.apply(Point(f.x + center.x * f.width, f.y + center.y * f.height))
            guard r1 > 0 else { return .solid(.transparent) }
            // The raster gradient starts at radius 0: map stop locations onto [r0, r1].
            let mapped = stops.map { stop($0, location: (r0 + $0.location * (r1 - r0)) / r1) }
            return .radialGradient(center: c, radius: r1 * t.maxScale, stops: mapped)
        case .angular(let center, let a0, let a1, let stops):
            let c = t.apply(Point(f.x + center.x * f.width, f.y + center.y * f.height))
            // A rotation in the transform turns the sweep with it (pixel y grows downward, as
            // the angles do).
            let turn = atan2(t.b, t.a)
            return .conicGradient(center: c, startAngle: a0 * .pi / 180 + turn, endAngle: a1 * .pi / 180 + turn, stops: stops.map { stop($0) })
        }
    }
}

extension Compositing.BlendMode {
    /// The raster blend mode of SwiftUI's mode of the same name (the two enums list the same cases).
    init(_ mode: BlendMode) {
        self = Compositing.BlendMode(rawValue: mode.rawValue) ?? .normal
    }
}
