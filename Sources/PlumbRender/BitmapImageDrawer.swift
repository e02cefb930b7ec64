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
        // One grid per axis: a destination pixel is K × (source pixels) steps, a source pixel
        // K × (destination pixels) steps, rounded to whole steps.
        let k = 64
        let origin = t.apply(Point(f.x, f.y))
        let dw = f.width * abs(t.a), dh = f.height * abs(t.d)
        guard dw.isFinite, dh.isFinite, dw < 1e5, dh < 1e5, origin.x.isFinite, origin.y.isFinite,
              abs(origin.x) < 1e5, abs(origin.y) < 1e5 else { return }
        let unitX = k * pixmap.width, unitY = k * pixmap.height
        let stepX = Int((dw * Double(k)).rounded()), stepY = Int((dh * Double(k)).rounded())
        guard stepX > 0, stepY > 0, canvas.charge(pixmap.width * pixmap.height) else { return try RenderBudget.check(canvas, at: n) }
        guard let placed = BitmapResampler.resample(pixmap.data, width: pixmap.width, height: pixmap.height,
                                                    originX: Int((origin.x * Double(unitX)).rounded()),
                                                    originY: Int((origin.y * Double(unitY)).rounded()),
                                                    stepX: stepX, stepY: stepY, unitX: unitX, unitY: unitY) else { return }
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
}
