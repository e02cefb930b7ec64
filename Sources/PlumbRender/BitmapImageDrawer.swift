import Foundation
import PlumbLayout
import PlumbModel
import PlumbPNG
import PlumbRaster

extension NodeDrawer {
    /// Most pixels of one image set variant decoded for drawing (a 4096 × 4096 image; the
    /// catalog reader refuses larger ones before they get here).
    static let bitmapPixels = 1 << 24

    /// A raster image set (`Image("photo")` of PNG or JPEG files): the variant for the pixel scale
    /// (`BitmapSet.variant(forPixelScale:)`), resampled by `BitmapResampler` onto the node's
    /// frame as the transform places it (translation and axis scales; a rotation is not
    /// applied to the bitmap). An original image is composited in its own colours; a template
    /// image's alpha is a mask filled with the foreground style.
    mutating func drawBitmap(_ n: LayoutNode, _ bitmap: BitmapSet, _ t: Transform) throws {
        let f = n.frame
        guard f.width > 0, f.height > 0, let v = bitmap.variant(forPixelScale: t.maxScale) else { return }
        let pixmap: Pixmap
        do {
            pixmap = try JPEGCodec.readImage(path: v.file, maxPixels: Self.bitmapPixels)
        } catch {
            throw PlumbError("image file '\(v.file)' cannot be drawn: \(error)", at: n.view.location)
        }
        let origin = t.apply(Point(f.x, f.y))
        let dw = f.width * abs(t.a), dh = f.height * abs(t.d)
        guard dw.isFinite, dh.isFinite, dw < 1e5, dh < 1e5, origin.x.isFinite, origin.y.isFinite,
              abs(origin.x) < 1e5, abs(origin.y) < 1e5 else { return }
        guard canvas.charge(pixmap.width * pixmap.height) else { return try RenderBudget.check(canvas, at: n) }
        let pieces = Self.slices(pixmap: pixmap, scale: v.scale, capInsets: bitmap.capInsets,
                                 destination: (origin.x, origin.y, dw, dh), pointsToPixels: (abs(t.a), abs(t.d)))
        guard let placed = Self.resampled(pixmap, pieces) else { return }
        if bitmap.template {
            let image = placed.image
            var alpha = [UInt8](repeating: 0, count: image.width * image.height)
            for i in 0..<alpha.count { alpha[i] = image.data[i * 4 + 3] }
            canvas.fill(mask: Mask(x: placed.x, y: placed.y, width: image.width, height: image.height, coverage: alpha),
                        shader: shader(n.foreground ?? primary, f, t))
        } else {
            canvas.draw(pixmap: placed.image, x: placed.x, y: placed.y)
        }
    }

    /// A part of the source image (in its pixels) and where it goes (in device pixels).
    struct Slice {
        var source: (x: Int, y: Int, width: Int, height: Int)
        var destination: (x: Double, y: Double, width: Double, height: Double)
    }

    /// The whole image onto the frame; with cap insets, nine slices: the corners at their own
    /// size, the edges stretched along them, the middle both ways (UIKit's `.stretch`). Insets
    /// wider than the frame shrink in proportion, as UIKit draws them.
    static func slices(pixmap: Pixmap, scale: Int, capInsets: EdgeInsets?, destination d: (x: Double, y: Double, width: Double, height: Double),
                       pointsToPixels k: (x: Double, y: Double)) -> [Slice] {
        guard let c = capInsets else { return [Slice(source: (0, 0, pixmap.width, pixmap.height), destination: d)] }
        func cut(_ a: Double, _ b: Double, size: Int) -> (Int, Int) {
            var p = max(0, Int((a * Double(scale)).rounded())), q = max(0, Int((b * Double(scale)).rounded()))
            if p + q > size { let f = Double(size) / Double(p + q); p = Int(Double(p) * f); q = size - p }
            return (p, q)
        }
        let (sl, sr) = cut(c.leading, c.trailing, size: pixmap.width)
        let (st, sb) = cut(c.top, c.bottom, size: pixmap.height)
        func span(_ a: Int, _ b: Int, _ length: Double, _ toPixels: Double) -> (Double, Double) {
            var p = Double(a) / Double(scale) * toPixels, q = Double(b) / Double(scale) * toPixels
            if p + q > length, p + q > 0 { let f = length / (p + q); p *= f; q *= f }
            return (p, q)
        }
        let (dl, dr) = span(sl, sr, d.width, k.x)
        let (dt, db) = span(st, sb, d.height, k.y)
        let xs = [(0, sl, d.x, dl), (sl, pixmap.width - sl - sr, d.x + dl, d.width - dl - dr), (pixmap.width - sr, sr, d.x + d.width - dr, dr)]
        let ys = [(0, st, d.y, dt), (st, pixmap.height - st - sb, d.y + dt, d.height - dt - db), (pixmap.height - sb, sb, d.y + d.height - db, db)]
        var out: [Slice] = []
        for y in ys where y.1 > 0 && y.3 > 0 {
            for x in xs where x.1 > 0 && x.3 > 0 {
                out.append(Slice(source: (x.0, y.0, x.1, y.1), destination: (x.2, y.2, x.3, y.3)))
            }
        }
        return out
    }

    /// Each slice resampled onto the device grid (`BitmapResampler`; bilinear, as Core Animation
    /// draws a scaled image, unless `filter` says otherwise: one grid per axis, a
    /// destination pixel K × source pixels steps, a source pixel K × destination pixels), summed
    /// into one image: slices meet inside pixels, and their shares of a shared pixel add up to
    /// the whole pixel, so no seam shows where an "over" of each would leave one.
    static func resampled(_ pixmap: Pixmap, _ slices: [Slice], filter: BitmapResampler.Filter = .bilinear) -> BitmapResampler.Placed? {
        let k = 64
        var placed: [BitmapResampler.Placed] = []
        for s in slices {
            var data: [UInt8]
            if s.source == (0, 0, pixmap.width, pixmap.height) {
                data = pixmap.data
            } else {
                data = []
                data.reserveCapacity(s.source.width * s.source.height * 4)
                for row in s.source.y..<(s.source.y + s.source.height) {
                    let start = (row * pixmap.width + s.source.x) * 4
                    data.append(contentsOf: pixmap.data[start..<(start + s.source.width * 4)])
                }
            }
            let unitX = k * s.source.width, unitY = k * s.source.height
            let stepX = Int((s.destination.width * Double(k)).rounded()), stepY = Int((s.destination.height * Double(k)).rounded())
            guard stepX > 0, stepY > 0,
                  let p = BitmapResampler.resample(data, width: s.source.width, height: s.source.height,
                                                   originX: Int((s.destination.x * Double(unitX)).rounded()),
                                                   originY: Int((s.destination.y * Double(unitY)).rounded()),
                                                   stepX: stepX, stepY: stepY, unitX: unitX, unitY: unitY, filter: filter) else { continue }
            placed.append(p)
        }
        guard placed.count > 1 else { return placed.first }
        let x0 = placed.map(\.x).min()!, y0 = placed.map(\.y).min()!
        let x1 = placed.map { $0.x + $0.image.width }.max()!, y1 = placed.map { $0.y + $0.image.height }.max()!
        guard var sum = Pixmap(width: x1 - x0, height: y1 - y0) else { return nil }
        var acc = [Int](repeating: 0, count: sum.width * sum.height * 4)
        for p in placed {
            for row in 0..<p.image.height {
                let src = row * p.image.width * 4, dst = ((p.y - y0 + row) * sum.width + (p.x - x0)) * 4
                for i in 0..<(p.image.width * 4) { acc[dst + i] += Int(p.image.data[src + i]) }
            }
        }
        for i in 0..<acc.count { sum.data[i] = UInt8(min(acc[i], 255)) }
        return BitmapResampler.Placed(x: x0, y: y0, image: sum)
    }
}
