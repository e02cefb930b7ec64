import Foundation
import PlumbModel
import SwiftSyntax

/// `Image(uiImage:)` of an image drawn by code (`DrawnImage`): a view of the image's size whose
/// layers are what was drawn, where it was drawn — text as `Text` with its runs' fonts and
/// colours, aligned in its rectangle as its paragraph style asks, fills as rectangles, images
/// (a symbol, an image set, another drawn image) scaled to their rectangles in their tint. Drawn
/// as views, the image stays sharp at the preview's scale, as UIKit's image is at the device's.
enum DrawnImageView {
    static func view(_ image: DrawnImage, template: Bool, evaluator e: SwiftEvaluator, node: some SyntaxProtocol,
                     file: SwiftSourceFile) throws -> ViewDescription {
        let loc = file.location(of: node)
        let width = Double(image.size.width), height = Double(image.size.height)
        var layers = [ViewDescription.shape(.rectangle, at: loc).fill(.solid(.clear)).framed { $0.width = width; $0.height = height }]
        for operation in image.operations {
            switch operation {
            case .text(var runs, let rect, let alignment, let bounded):
                // A template image is drawn in the foreground style: the runs' own colours go.
                if template { for r in runs.runs { runs[r.range][FoundationAttributedString.ForegroundColor.self] = nil } }
                let made = try SwiftUIVocabulary.formattedText([Argument(label: nil, value: .native(AnyHashable(runs)), syntax: nil)],
                                                              evaluator: e, node: node, file: file)
                guard case .view(var text)? = made else { continue }
                if bounded {
                    let horizontal: HorizontalAlignment = alignment == "center" ? .center : alignment == "right" ? .trailing : .leading
                    text = text.framed { $0.width = Double(rect.width); $0.alignment = Alignment(horizontal: horizontal, vertical: .top) }
                }
                layers.append(text.modified(.modifier(.offset(x: Double(rect.minX), y: Double(rect.minY)), token: nil)))
            case .fill(let rect, let paint):
                let fill = ViewDescription.shape(.rectangle, at: loc).fill(paint).framed { $0.width = Double(rect.width); $0.height = Double(rect.height) }
                layers.append(fill.modified(.modifier(.offset(x: Double(rect.minX), y: Double(rect.minY)), token: nil)))
            case .image(let drawn, let rect):
                guard let image = try imageLayer(drawn, in: rect, template: template, evaluator: e, node: node, file: file) else { continue }
                layers.append(image.framed { $0.width = Double(rect.width); $0.height = Double(rect.height) }
                    .modified(.modifier(.offset(x: Double(rect.minX), y: Double(rect.minY)), token: nil)))
            }
        }
        let stack = ViewDescription(.zstack(Alignment(horizontal: .leading, vertical: .top), children: layers), name: "Image", location: loc)
        return stack.framed { $0.width = width; $0.height = height; $0.alignment = Alignment(horizontal: .leading, vertical: .top) }
    }

    /// An image drawn into the context, scaled to its rectangle: in its tint; a symbol with none
    /// in black, as UIKit draws a template image outside a view; everything in the foreground
    /// style when the drawn image is itself a template. A bitmap stretches to the rectangle; a
    /// symbol or vector image, drawn at a font size, fits it (a warning when UIKit would stretch it).
    private static func imageLayer(_ v: UIImageBinding.Value, in rect: CGRect, template: Bool, evaluator e: SwiftEvaluator,
                                   node: some SyntaxProtocol, file: SwiftSourceFile) throws -> ViewDescription? {
        let loc = file.location(of: node)
        let width = Double(rect.width), height = Double(rect.height)
        var layer: ViewDescription
        func fitted(_ icon: IconSpec) -> ViewDescription {
            var icon = icon
            (icon.pointWidth, icon.pointHeight) = (nil, nil)
            let size = min(width / max(icon.widthEm, 1e-9), height / max(icon.heightEm, 1e-9))
            if abs(icon.widthEm * size - width) > 0.5 || abs(icon.heightEm * size - height) > 0.5 {
                e.warn("an image drawn into a rectangle of another aspect ratio is drawn fitted to it, not stretched", at: node, file)
            }
            return ViewDescription(.leaf(.icon(icon), textRuns: []), name: "Image", location: loc)
                .modified(.modifier(.font(ResolvedFont(size: size)), token: nil))
        }
        if let name = v.systemName {
            let (w, h) = IconCatalog.box(name) ?? (1, 1)
            layer = fitted(SwiftUIVocabulary.catalogIconSpec(name, width: w, height: h))
        } else if var icon = v.icon {
            if var bitmap = icon.bitmap {
                (bitmap.width, bitmap.height) = (width, height)
                icon.bitmap = bitmap
                layer = ViewDescription(.leaf(.icon(icon), textRuns: []), name: "Image", location: loc)
            } else {
                layer = fitted(icon)
            }
            if let name = v.assetName, let own = e.assets.originalColor(name, e.environment.colorScheme) {
                layer = layer.modified(.modifier(.foregroundColor(.solid(own)), token: SwiftUIVocabulary.originalColorToken))
            }
        } else if let drawn = v.drawn {
            if abs(Double(drawn.size.width) - width) > 0.5 || abs(Double(drawn.size.height) - height) > 0.5 {
                e.warn("a drawn image drawn into a rectangle of another size is drawn at its own size", at: node, file)
            }
            layer = try view(drawn, template: template || v.template, evaluator: e, node: node, file: file)
        } else {
            return nil
        }
        guard !template else { return layer }
        if let tint = v.tint ?? (v.systemName != nil ? .solid(RGBA(r: 0, g: 0, b: 0, a: 1)) : nil) {
            layer = layer.modified(.modifier(.foregroundColor(tint), token: SwiftUIVocabulary.originalColorToken))
        }
        return layer
    }
}
