import PlumbModel
import SwiftSyntax

/// `ScrollView`: its content stacked along the scroll axis (a `VStack`, or an `HStack` for
/// `.horizontal`) at its ideal size along that axis (`fixedSize`), so a preview shows the top
/// (or leading) part of the content as the initial scroll position does. The scroll view fills
/// the width it is offered (and the height, vertically) and clips its content to its bounds
/// (`.scrollClipDisabled()` lets it run past them); indicators are not drawn.
/// `.defaultScrollAnchor(_:)` around it starts it at that anchor instead.
enum ScrollChrome {
    /// The alignment that puts the point `anchor` of the content at the same point of the
    /// scroll view (the nearest of SwiftUI's nine: a scroll anchor is one of them in practice).
    static func alignment(_ anchor: UnitPoint) -> Alignment {
        let h: HorizontalAlignment = anchor.x < 1.0 / 3 ? .leading : anchor.x > 2.0 / 3 ? .trailing : .center
        let v: VerticalAlignment = anchor.y < 1.0 / 3 ? .top : anchor.y > 2.0 / 3 ? .bottom : .center
        return Alignment(horizontal: h, vertical: v)
    }

    static func scrollView(_ args: [Argument], content: [ViewDescription], evaluator e: SwiftEvaluator, node: some SyntaxProtocol,
                           file: SwiftSourceFile) throws -> ViewDescription {
        var horizontal = false
        if let axes = args.first(where: { $0.label == nil || $0.label == "axes" })?.value {
            switch axes {
            case .implicitMember("horizontal", nil): horizontal = true
            case .implicitMember("vertical", nil), .closure: break
            case .array(let list) where list.count > 1:
                e.warn("a ScrollView on both axes is approximated: its content is at its ideal size vertically", at: node, file)
            case .array: break
            default: throw e.fail("ScrollView axes are .vertical or .horizontal, found \(axes.kindName)", at: node, file)
            }
        }
        var frame = FrameSpec()
        // A minimum of 0 lets the scroll view be narrower (shorter) than its content.
        frame.minWidth = 0
        frame.maxWidth = .infinity
        if !horizontal { frame.minHeight = 0; frame.maxHeight = .infinity }
        frame.alignment = horizontal ? Alignment(horizontal: .leading, vertical: .center) : Alignment(horizontal: .center, vertical: .top)
        let stack: ViewDescription.Content = horizontal
            ? .stack(.horizontal, spacing: nil, alignment: .vertical(.center), children: content)
            : .stack(.vertical, spacing: nil, alignment: .horizontal(.center), children: content)
        return ViewDescription(stack, name: "ScrollView", location: file.location(of: node))
            // `.contentMargins(…)` around it: the content inset by them, inside the scroll view.
            .modified(.resolved { env in env.contentMargins.insets(defaults: EdgeInsets()).map { .padding($0) } })
            .modified(.modifier(.fixedSize(horizontal: horizontal, vertical: !horizontal), token: nil))
            // `.defaultScrollAnchor(.bottom)`: the content's anchor point at the scroll view's, so
            // it starts scrolled there (and content smaller than the view sits there).
            .modified(.resolved { env in
                guard let anchor = env.scrollAnchor else { return .frame(frame) }
                var anchored = frame
                anchored.alignment = Self.alignment(anchor)
                return .frame(anchored)
            })
            // A scroll view clips its content to its bounds, unless `.scrollClipDisabled()`.
            .modified(.resolved { env in env.scrollClipDisabled ? nil : .clipShape(.rectangle) })
            // The container a `containerRelativeFrame` inside measures.
            .modified(.modifier(.containerBoundary, token: nil))
    }
}
