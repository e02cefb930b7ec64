import Foundation
import PlumbModel
import SwiftSyntax

/// `Image(uiImage:)` of an image drawn by code (`DrawnImage`): a view of the image's size whose
/// layers are what was drawn, where it was drawn — text as `Text` with its runs' fonts and
/// colours, aligned in its rectangle as its paragraph style asks, fills as rectangles. Drawn
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
            }
        }
        let stack = ViewDescription(.zstack(Alignment(horizontal: .leading, vertical: .top), children: layers), name: "Image", location: loc)
        return stack.framed { $0.width = width; $0.height = height; $0.alignment = Alignment(horizontal: .leading, vertical: .top) }
    }
}
