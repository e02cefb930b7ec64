import PlumbModel
import SwiftSyntax

/// SwiftUI's `containerRelativeFrame(_:alignment:)` and
/// `containerRelativeFrame(_:count:span:spacing:alignment:)`: a frame whose length on each of
/// `axes` is the nearest container's (an enclosing `ScrollView` or `List`, which mark themselves
/// with `Modifier.containerBoundary`, else the size the preview is proposed: a navigation
/// stack's or a tab's content is measured as the whole screen, its bars included), or `span` of
/// `count` columns of it. The other axis passes the proposal through, and the view
/// sits in the frame at `alignment`. The closure form (`{ length, axis in … }`) needs the
/// container's length while the sources are evaluated, which layout knows only later: it warns
/// and leaves the view as it is.
enum ContainerRelativeFrame {
    static func frame(_ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol, file: SwiftSourceFile) throws -> FrameSpec? {
        guard let axesArgument = args.first(where: { $0.label == nil }), let edges = EdgeSets.edges(axesArgument.value) else {
            throw e.fail("containerRelativeFrame needs axes (.horizontal, .vertical or both)", at: node, file)
        }
        if args.contains(where: { if case .closure = $0.value { return true } else { return false } }) {
            e.warn("containerRelativeFrame with a length closure is not supported: the view keeps its own size", at: node, file)
            return nil
        }
        var length = RelativeLength(percent: 100, base: .container)
        if let countArgument = args.first(where: { $0.label == "count" }) {
            guard let count = countArgument.value.number, count == count.rounded(), count >= 1, count <= Double(ContainerGrid.maxCount) else {
                let found = countArgument.value.number.map(\.plainText) ?? countArgument.value.kindName
                throw e.fail("containerRelativeFrame count must be a whole number from 1 to \(ContainerGrid.maxCount), found \(found)", at: node, file)
            }
            let span = args.first(where: { $0.label == "span" })?.value.number ?? 1
            guard span == span.rounded(), span >= 1, span <= count else {
                throw e.fail("containerRelativeFrame span must be a whole number from 1 to count (\(Int(count)))", at: node, file)
            }
            guard let spacing = args.first(where: { $0.label == "spacing" })?.value.number, spacing.isFinite, spacing >= 0 else {
                throw e.fail("containerRelativeFrame with count needs a finite spacing ≥ 0", at: node, file)
            }
            length = RelativeLength(grid: ContainerGrid(count: Int(count), span: Int(span), spacing: spacing))
        }
        var f = FrameSpec()
        if let a = args.first(where: { $0.label == "alignment" }) { f.alignment = try SwiftUIVocabulary.alignment(a.value, e, node, file) }
        if edges.contains("leading") || edges.contains("trailing") { f.relative["width"] = length }
        if edges.contains("top") || edges.contains("bottom") { f.relative["height"] = length }
        return f
    }
}
