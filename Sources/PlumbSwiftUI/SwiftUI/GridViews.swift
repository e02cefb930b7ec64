import PlumbModel
import SwiftSyntax

/// `Grid`/`GridRow`, `LazyVGrid(columns:)`, `LazyHGrid(rows:)` and `GridItem`, onto the model's
/// grid node (a fixed number of columns of equal width when the width is known, cells in rows
/// in order). Short rows are completed with empty cells; a `Grid`'s columns are equal here
/// (SwiftUI sizes them by their widest cell).
enum GridViews {
    static func construct(_ name: String, _ args: [Argument], content: [ViewDescription], evaluator e: SwiftEvaluator,
                          node: some SyntaxProtocol, file: SwiftSourceFile) throws -> SwiftValue {
        let loc = file.location(of: node)
        func number(_ label: String) -> Double? { args.first { $0.label == label }?.value.number }
        func grid(_ columns: Int, _ spacing: Double?, _ rowSpacing: Double?, _ alignment: HorizontalAlignment, _ cells: [ViewDescription]) -> SwiftValue {
            .view(ViewDescription(.grid(columns: max(columns, 1), spacing: spacing, rowSpacing: rowSpacing, alignment: alignment, children: cells),
                                  name: name, location: loc))
        }
        switch name {
        case "GridItem":
            var fields: [String: SwiftValue] = ["size": args.first { $0.label == nil }?.value ?? .implicitMember(name: "flexible", arguments: nil)]
            if let s = number("spacing") { fields["spacing"] = .double(s) }
            return .instance(Instance(type: "GridItem", fields: fields))
        case "GridRow":
            let a = try SwiftUIVocabulary.verticalAlignment(args.first { $0.label == "alignment" }?.value, e, node, file)
            return .view(ViewDescription(.stack(.horizontal, spacing: nil, alignment: .vertical(a), children: content), name: "GridRow", location: loc))
        case "Grid":
            let a = try SwiftUIVocabulary.alignment(args.first { $0.label == "alignment" }?.value, e, node, file)
            var rows: [[ViewDescription]] = []
            for item in content {
                if item.name == "GridRow", case .stack(_, _, _, let cells) = item.content {
                    rows.append(cells.map { cell in var c = cell; c.modifiers += item.modifiers; return c })
                } else {
                    e.warn("a view outside GridRow spans every column in SwiftUI; Plumb puts it in the first column", at: node, file)
                    rows.append([item])
                }
            }
            let columns = rows.map(\.count).max() ?? 1
            let cells = rows.flatMap { $0 + Array(repeating: emptyCell(loc), count: columns - $0.count) }
            return grid(columns, number("horizontalSpacing"), number("verticalSpacing"), a.horizontal, cells)
        case "LazyVGrid", "LazyHGrid":
            let vertical = name == "LazyVGrid"
            let items = try e.elements(of: args.first { $0.label == (vertical ? "columns" : "rows") }?.value ?? .array([]), at: node, file)
            guard !items.isEmpty else { throw e.fail("\(name) needs at least one GridItem", at: node, file) }
            var count = items.count
            var sizes: [Double?] = []
            var adaptive: AdaptiveColumns?
            for written in items {
                // `[.init(.flexible()), .init(.flexible())]`: the array's elements are GridItems.
                let item = try e.coerce(written, to: "GridItem", at: node, file)
                guard case .instance(let i) = item, i.type == "GridItem" else { throw e.fail("\(name) takes GridItems, found \(item.kindName)", at: node, file) }
                switch i.fields["size"] {
                case .implicitMember("fixed", let a?)?: sizes.append(a.first?.value.number)
                case .implicitMember("adaptive", let a?)?:
                    let minimum = a.first { $0.label == "minimum" }?.value.number ?? 50
                    let maximum = a.first { $0.label == "maximum" }?.value.number ?? .infinity
                    let spacing = i.fields["spacing"]?.number ?? 8
                    let columns = AdaptiveColumns(minimum: minimum.isFinite ? max(minimum, 0) : 0, maximum: maximum.isNaN ? .infinity : maximum)
                    // A vertical grid fits its columns to the width it is offered when laid out; a
                    // horizontal one would fit rows to its height, which Plumb takes as the screen's width.
                    if vertical {
                        adaptive = columns
                    } else {
                        count = columns.count(width: PreviewDevice.width, spacing: spacing)
                        e.warn("GridItem.adaptive in a LazyHGrid is approximated: \(count) rows, as fit a \(Int(PreviewDevice.width)) pt wide screen", at: node, file)
                        sizes = Array(repeating: nil, count: count)
                    }
                default: sizes.append(nil)
                }
            }
            let itemSpacing = items.compactMap { v -> Double? in if case .instance(let i) = v { return i.fields["spacing"]?.number }; return nil }.first
            if vertical {
                let a = try SwiftUIVocabulary.horizontalAlignment(args.first { $0.label == "alignment" }?.value, e, node, file)
                if let adaptive {
                    return .view(ViewDescription(.grid(columns: 1, spacing: itemSpacing, rowSpacing: number("spacing"), alignment: a, children: content,
                                                       adaptive: adaptive), name: name, location: loc))
                }
                let cells = content.enumerated().map { k, c in fixed(c, width: sizes[k % count], vertical: true) }
                return grid(count, itemSpacing, number("spacing"), a, cells)
            }
            // A horizontal grid fills columns first: cell k goes to row k % rows.
            let rows = count
            let columns = (content.count + rows - 1) / rows
            var cells: [ViewDescription] = []
            for r in 0..<rows {
                for c in 0..<columns {
                    let k = c * rows + r
                    cells.append(k < content.count ? fixed(content[k], width: sizes[r], vertical: false) : emptyCell(loc))
                }
            }
            return grid(columns, number("spacing"), itemSpacing, .center, cells)
        default:
            throw e.fail("\(name) is not a grid view", at: node, file)
        }
    }

    /// A `.fixed(n)` grid item: the cell is n pt wide (columns) or tall (rows).
    private static func fixed(_ cell: ViewDescription, width: Double?, vertical: Bool) -> ViewDescription {
        guard let width else { return cell }
        var f = FrameSpec()
        if vertical { f.width = width } else { f.height = width }
        return cell.modified(.modifier(.frame(f), token: nil))
    }

    /// A cell a short row leaves empty: no size.
    private static func emptyCell(_ loc: SourceLocation) -> ViewDescription {
        var f = FrameSpec()
        f.width = 0
        f.height = 0
        return ViewDescription(.leaf(.shape(.rectangle), textRuns: []), name: "EmptyCell", location: loc)
            .modified(.modifier(.opacity(0), token: nil)).modified(.modifier(.frame(f), token: nil))
    }
}
