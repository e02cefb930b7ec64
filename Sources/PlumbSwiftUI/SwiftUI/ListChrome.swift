import PlumbModel
import SwiftSyntax

/// `List`, `Form` and `Section` in iOS 26's inset-grouped look (the default list style on
/// iPhone), as measured at 3× on iPhone 13 swift-snapshot-testing references recorded on iOS 26
/// (home-assistant/iOS at d722d78: its list picker, server and server-switching settings; the
/// evidence is in docs/reference/system-controls.md):
/// - the list fills the width on `systemGroupedBackground`, its sections 16 pt from the
///   edges, 35 pt apart, and 35 pt from its top and bottom (17.5 pt of its own and half the
///   section spacing, which a header's or footer's text takes the place of);
/// - each section's rows sit in a card of `secondarySystemGroupedBackground` with 26 pt
///   circular corners (a one-row card is a capsule); a row pads its content 16 pt
///   horizontally and 15 pt vertically and is at least a `.body` line and that padding tall
///   (51 pt at the medium size the references use, 52 at large; a 40 pt avatar makes a 70 pt
///   row); a row's switch does not make it taller (a toggle row is 51 pt there);
/// - rows are separated by a 1 pt line 16 pt in from both sides of the card, #E8E8E8 in light
///   and #38383B in dark on the card (in the row's `listRowSeparatorTint` if it has one);
/// - a header is `.headline`, as written (not uppercased), in `secondaryLabel`, 16 pt in from
///   the card, 10 pt above and below its text; a footer is `.footnote` in `secondaryLabel` with
///   its lines 2 pt closer than the style's (14 pt apart at the medium size), 8 pt below the
///   card and 6 pt above what follows; a header's or footer's text takes the place of half
///   the 35 pt between sections.
///
/// `.listStyle(.plain)` draws the plain look, as measured at 3× on an iPhone 13's
/// swift-snapshot-testing references (igor1309/EssentialGhibli at 1c8ebdc, a plain `List` of
/// two rows): rows span the width on `systemBackground`, with no margin above the first;
/// a row pads its content 20 pt horizontally and 11 pt vertically (at least 44 pt tall); every
/// row, the last too, ends in a one-pixel (⅓ pt) `separator` line inset 20 pt from the
/// leading edge to the trailing edge. (iOS starts the line at the row's first text: under
/// a row that begins with an image it starts further in.)
enum ListChrome {
    /// The list styles Plumb draws; others are drawn inset-grouped with a warning.
    static let drawnStyles: Set<String> = ["insetGrouped", "automatic", "plain"]
    static let plainRowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    static let plainMinRowHeight = 44.0
    /// One pixel of the preview device (3×).
    static let plainSeparatorThickness = 1.0 / 3
    static let margin = 16.0
    static let verticalInset = 17.5
    static let sectionSpacing = 35.0
    static let cornerRadius = 26.0
    static let rowInsets = EdgeInsets(top: 15, leading: 16, bottom: 15, trailing: 16)
    static let separatorThickness = 1.0
    static let separatorInset = 16.0
    static let headerGap = 7.0
    /// Between an inset-grouped section's header and its card, and its card and its footer.
    static let headerBottomGap = 10.0
    static let footerTopGap = 8.0
    /// Above a header's text (in place of the half section spacing above a bare card) and
    /// below a footer's text (in place of the half below one).
    static let headerTopGap = 10.0
    static let footerBottomGap = 6.0
    /// How much closer a section footer's lines are than its `.footnote` style's.
    static let footerLineTightening = 2.0

    /// The least height of an inset-grouped row: a line of `.body` text and the row's vertical
    /// padding (51 pt at the medium size; iOS 17's 44 at the large size follows the same rule
    /// with its 11 pt padding).
    static func minRowHeight(_ dynamicType: DynamicTypeSize) -> Double {
        DynamicTypeTable.metrics(.body, at: dynamicType).leading + rowInsets.top + rowInsets.bottom
    }

    /// The line between inset-grouped rows, as it shows on the card.
    static func separatorColour(_ scheme: Appearance) -> RGBA {
        RGBA(hex: scheme == .dark ? "#38383B" : "#E8E8E8")!
    }

    /// A list's rows grouped into sections (rows outside a `Section` form one without header),
    /// in `style` (`plain`, else inset-grouped).
    static func list(_ items: [ViewDescription], name: String, style: String?, environment env: SwiftEnvironment,
                     at loc: SourceLocation) -> ViewDescription {
        if style == "plain" { return plainList(items, name: name, env, at: loc) }
        let scheme = env.colorScheme
        // Each section with whether it has a header and a footer.
        var blocks: [(view: ViewDescription, header: Bool, footer: Bool)] = []
        var loose: [ViewDescription] = []
        func flush() {
            if !loose.isEmpty { blocks.append((sectionBlock(header: nil, footer: nil, rows: loose, env, at: loc), false, false)) }
            loose = []
        }
        for item in items {
            if case .section(let h, let f, let rows) = item.content {
                flush()
                let header = h.flatMap(shown), footer = f.flatMap(shown)
                var block = sectionBlock(header: header, footer: footer, rows: rows, env, at: loc)
                block.modifiers += item.modifiers
                blocks.append((block, header != nil, footer != nil))
            } else {
                loose.append(item)
            }
        }
        flush()
        // Sections 35 pt apart, or as `.listSectionSpacing(_:)` on the list says (known only where
        // the list stands), as two halves: the space a section without a footer leaves below
        // its card, and the space one without a header leaves above it. A footer's or header's
        // text takes its half's place (iOS 26: 23.67 pt from a footer's text to the next card,
        // 27.67 pt from a card to the next header's text; 35 between two bare cards).
        // The list's own 17.5 pt inset above the first section and below the last adds to their
        // halves: 35 pt above a first card without a header (home-assistant's iOS 26 lists: the
        // first card 35 pt below the safe area's top).
        for k in blocks.indices {
            let below = k > 0 && !blocks[k - 1].footer, above = !blocks[k].header, last = k == blocks.count - 1, ends = !blocks[k].footer
            blocks[k].view = blocks[k].view.modified(.resolved { env in
                let half = (env.listSectionSpacing ?? sectionSpacing) / 2
                return .padding(EdgeInsets(top: (below ? half : 0) + (above ? half : 0), leading: 0,
                                           bottom: last && ends ? half : 0, trailing: 0))
            })
        }
        let stack = ViewDescription(.stack(.vertical, spacing: 0, alignment: .horizontal(.leading), children: blocks.map(\.view)), name: name, location: loc)
        return stack
            // The list's margins, or those `.contentMargins(…)` sets around it.
            .modified(.resolved { env in
                let standard = EdgeInsets(top: verticalInset, leading: margin, bottom: verticalInset, trailing: margin)
                return .padding(env.contentMargins.insets(defaults: standard) ?? standard)
            })
            .scrolling()
            // The list's background reaches under the bars and the safe area, as a collection view's does.
            .modified(.background(color("systemGroupedBackground", scheme, at: loc).modified(.modifier(.ignoresSafeArea(.all), token: nil)),
                                  alignment: .center))
            .modified(.navigation { $0.groupedBackground = true })
            // A list is the container a `containerRelativeFrame` in a row measures.
            .modified(.modifier(.containerBoundary, token: nil))
    }

    /// The plain look: every row, in order, full width with a separator under it; a section's
    /// header and footer stand between the rows as the inset-grouped look draws them, 20 pt in
    /// (a warning says so: the plain look's are not measured).
    private static func plainList(_ items: [ViewDescription], name: String, _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        let scheme = env.colorScheme
        var children: [ViewDescription] = []
        func rows(_ list: [ViewDescription]) -> [ViewDescription] {
            list.map { cell($0, separated: true, env, .plain(scheme), at: loc) }
        }
        for item in items {
            guard case .section(let h, let f, let sectionRows) = item.content else {
                children += rows([item])
                continue
            }
            let padding = EdgeInsets(top: headerGap, leading: plainRowInsets.leading, bottom: headerGap, trailing: plainRowInsets.trailing)
            var parts: [ViewDescription] = []
            if let h { parts.append(sectionText(h, env, padding, uppercase: true)) }
            parts += rows(sectionRows)
            if let f { parts.append(sectionText(f, env, padding, uppercase: false)) }
            var block = ViewDescription(.stack(.vertical, spacing: 0, alignment: .horizontal(.leading), children: parts), name: "Section", location: item.location)
            block.modifiers = item.modifiers
            children.append(block)
        }
        return ViewDescription(.stack(.vertical, spacing: 0, alignment: .horizontal(.leading), children: children), name: name, location: loc)
            .scrolling()
            .modified(.background(color("systemBackground", scheme, at: loc), alignment: .center))
            .modified(.modifier(.containerBoundary, token: nil))
    }

    /// `Section("Title")`, `Section(header:footer:)` with views, `Section { } header: { } footer: { }`.
    static func section(_ args: [Argument], content rows: [ViewDescription], evaluator e: SwiftEvaluator, node: some SyntaxProtocol,
                        file: SwiftSourceFile) throws -> ViewDescription {
        let loc = file.location(of: node)
        func part(_ label: String?) throws -> ViewDescription? {
            guard let a = args.first(where: { $0.label == label && !(label == nil && isClosure($0.value)) }) else { return nil }
            switch a.value {
            case .string(let s): return ViewDescription(.leaf(.text(s), textRuns: []), name: "Text", location: loc)
            case .closure(let c): return e.asView(try e.callClosure(c, [], node: node, file), at: node, file)
            default: return e.asView(a.value, at: node, file)
            }
        }
        let header = try part("header") ?? part(nil)
        return ViewDescription(.section(header: header, footer: try part("footer"), rows: rows), name: "Section", location: loc)
    }

    /// A header or footer that shows something (an `if` that did not hold leaves none).
    private static func shown(_ view: ViewDescription) -> ViewDescription? {
        switch view.content {
        case .empty: return nil
        case .group(let items): return items.contains { shown($0) != nil } ? view : nil
        default: return view
        }
    }

    private static func isClosure(_ v: SwiftValue) -> Bool {
        if case .closure = v { return true }
        return false
    }

    /// A `Section` outside a list: header, rows and footer stacked.
    static func plainSection(header: ViewDescription?, footer: ViewDescription?, rows: [ViewDescription], at loc: SourceLocation) -> ViewDescription {
        ViewDescription(.stack(.vertical, spacing: nil, alignment: .horizontal(.center), children: [header].compactMap { $0 } + rows + [footer].compactMap { $0 }),
                        name: "Section", location: loc)
    }

    private static func sectionBlock(header: ViewDescription?, footer: ViewDescription?, rows: [ViewDescription], _ env: SwiftEnvironment,
                                     at loc: SourceLocation) -> ViewDescription {
        let scheme = env.colorScheme
        var parts: [ViewDescription] = []
        if let header { parts.append(headerText(header, env, EdgeInsets(top: headerTopGap, leading: margin, bottom: headerBottomGap, trailing: margin))) }
        let cells = rows.enumerated().map { i, row in
            cell(row, separated: i < rows.count - 1, env, .insetGrouped(scheme, env.dynamicType), at: loc)
        }
        let card = ViewDescription(.stack(.vertical, spacing: 0, alignment: .horizontal(.leading), children: cells), name: "VStack", location: loc)
            .modified(.background(color("secondarySystemGroupedBackground", scheme, at: loc), alignment: .center))
            .modified(.modifier(.clipShape(.roundedRectangle(CornerRadii(topLeading: cornerRadius, topTrailing: cornerRadius, bottomLeading: cornerRadius,
                                                                          bottomTrailing: cornerRadius), .circular)), token: nil))
        parts.append(card)
        if let footer { parts.append(footerText(footer, env, EdgeInsets(top: footerTopGap, leading: margin, bottom: footerBottomGap, trailing: margin))) }
        return ViewDescription(.stack(.vertical, spacing: 0, alignment: .horizontal(.leading), children: parts), name: "Section", location: loc)
    }

    /// An inset-grouped section's header: `.headline`, as written, in `secondaryLabel`, padded.
    private static func headerText(_ text: ViewDescription, _ env: SwiftEnvironment, _ padding: EdgeInsets) -> ViewDescription {
        let font = NavigationChrome.textStyleFont(.headline, env)
        return text.modified(.modifier(.font(font), token: nil))
            .modified(.modifier(.foregroundColor(.solid(SystemColors.color("secondaryLabel", env.colorScheme)!)), token: nil))
            .modified(.modifier(.padding(padding), token: nil))
    }

    /// An inset-grouped section's footer: `.footnote` in `secondaryLabel`, its lines closer
    /// than the style's by `footerLineTightening`, padded.
    private static func footerText(_ text: ViewDescription, _ env: SwiftEnvironment, _ padding: EdgeInsets) -> ViewDescription {
        var font = NavigationChrome.textStyleFont(.footnote, env)
        font.lineHeight = font.lineHeight.map { $0 - footerLineTightening }
        return text.modified(.modifier(.font(font), token: nil))
            .modified(.modifier(.foregroundColor(.solid(SystemColors.color("secondaryLabel", env.colorScheme)!)), token: nil))
            .modified(.modifier(.padding(padding), token: nil))
    }

    /// A plain list's section header (uppercased) or footer: `.footnote` in `secondaryLabel`, padded.
    private static func sectionText(_ text: ViewDescription, _ env: SwiftEnvironment, _ padding: EdgeInsets, uppercase: Bool) -> ViewDescription {
        let secondary = Paint.solid(SystemColors.color("secondaryLabel", env.colorScheme)!)
        var styled = text.modified(.modifier(.font(NavigationChrome.textStyleFont(.footnote, env)), token: nil))
        if uppercase { styled = styled.modified(.modifier(.textCase(uppercase: true), token: nil)) }
        return styled.modified(.modifier(.foregroundColor(secondary), token: nil)).modified(.modifier(.padding(padding), token: nil))
    }

    /// How a list style pads its rows and draws the line between them.
    struct RowLook {
        var insets: EdgeInsets
        var minHeight: Double
        var separatorThickness: Double
        /// The line's insets from the row's leading and trailing edges.
        var separatorLeading: Double
        var separatorTrailing: Double
        var separatorColour: Paint

        /// Inset-grouped rows (iOS 26).
        static func insetGrouped(_ scheme: Appearance, _ dynamicType: DynamicTypeSize) -> RowLook {
            RowLook(insets: rowInsets, minHeight: minRowHeight(dynamicType), separatorThickness: ListChrome.separatorThickness,
                    separatorLeading: separatorInset, separatorTrailing: separatorInset, separatorColour: .solid(ListChrome.separatorColour(scheme)))
        }

        /// Plain rows: the line from the content's leading inset to the trailing edge.
        static func plain(_ scheme: Appearance) -> RowLook {
            RowLook(insets: plainRowInsets, minHeight: plainMinRowHeight, separatorThickness: plainSeparatorThickness,
                    separatorLeading: plainRowInsets.leading, separatorTrailing: 0,
                    separatorColour: .solid(SystemColors.color("separator", scheme)!))
        }
    }

    private static func cell(_ row: ViewDescription, separated: Bool, _ env: SwiftEnvironment, _ look: RowLook, at loc: SourceLocation) -> ViewDescription {
        var minimum = FrameSpec()
        minimum.maxWidth = .infinity
        minimum.minHeight = look.minHeight
        minimum.alignment = Alignment(horizontal: .leading, vertical: .center)
        var cell = disclosure(row.modified(.environment { $0.inListRow = true; $0.isListRowView = true }), env, at: loc)
            .modified(.modifier(.padding(look.insets), token: nil)).modified(.modifier(.frame(minimum), token: nil))
        if separated {
            var line = FrameSpec()
            line.height = look.separatorThickness
            // The row's `listRowSeparatorTint`, else the style's line colour.
            let standard = look.separatorColour
            let separator = ViewDescription(.leaf(.shape(.rectangle), textRuns: []), name: "Color", location: loc)
                .modified(.resolved { env in .fill(env.listRowSeparatorTint ?? standard) })
                .modified(.modifier(.frame(line), token: nil))
                .modified(.modifier(.padding(EdgeInsets(top: 0, leading: look.separatorLeading, bottom: 0, trailing: look.separatorTrailing)), token: nil))
            cell = cell.modified(.overlay(separator, alignment: Alignment(horizontal: .center, vertical: .bottom)))
        }
        return cell
    }

    /// A `NavigationLink` row: its label in the label colour, then a disclosure chevron
    /// (`chevron.right`, 13 pt semibold, `tertiaryLabel`) at the trailing edge. Outside a
    /// navigation stack the link leads nowhere and SwiftUI draws it disabled, at half opacity
    /// (home-assistant's `AboutView.test`, a list with no stack around it: "Acknowledgements"
    /// (127, 127, 127) on white and its chevron (226, 226, 227), half of `label` and of
    /// `tertiaryLabel`; (142, 142, 143) and (59, 59, 62) in dark).
    static func disclosure(_ row: ViewDescription, _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        guard row.name == "NavigationLink", case .button(let label, _) = row.content else { return row }
        let scheme = env.colorScheme
        var (w, h) = (0.6, 1.0)
        if let box = IconCatalog.box("chevron.right") { (w, h) = box }
        var icon = IconSpec(name: "chevron.right", pathData: nil, widthEm: w, heightEm: h)
        icon.flipsForRightToLeft = true
        let chevron = ViewDescription(.leaf(.icon(icon), textRuns: []), name: "Image", location: loc)
            .modified(.modifier(.font(ResolvedFont(size: 13, weight: .semibold)), token: nil))
            .modified(.modifier(.foregroundColor(.solid(SystemColors.color("tertiaryLabel", scheme)!)), token: nil))
        let spacer = ViewDescription.spacer(at: loc)
        var link = ViewDescription(.stack(.horizontal, spacing: nil, alignment: .vertical(.center), children: [
            label.modified(.modifier(.foregroundColor(.solid(SystemColors.color("label", scheme)!)), token: nil)), spacer, chevron,
        ]), name: "NavigationLink", location: row.location)
        link.modifiers = row.modifiers + [.modifier(.accessibility(AccessibilityInfo(interactive: true, role: "button")), token: nil)]
        if env.navigationBar == nil { link = link.modified(.modifier(.opacity(0.5), token: nil)) }
        return link
    }

    static func color(_ name: String, _ scheme: Appearance, at loc: SourceLocation) -> ViewDescription {
        ViewDescription(.leaf(.shape(.rectangle), textRuns: []), name: "Color", location: loc)
            .modified(.modifier(.fill(.solid(SystemColors.color(name, scheme)!)), token: nil))
    }

    static func fill(alignment: Alignment, height: Bool) -> FrameSpec {
        var f = FrameSpec()
        f.maxWidth = .infinity
        if height { f.maxHeight = .infinity }
        f.alignment = alignment
        return f
    }
}

private extension ViewDescription {
    /// A list scrolls: its rows at their ideal height from its top, the list as tall as it is
    /// offered (shorter than its rows where they do not fit, as a scroll view is) and cut at its
    /// bounds — a list taller than the screen starts at the top of it, as on iOS
    /// (home-assistant's `AboutView`), instead of being centred and running off both ends.
    func scrolling() -> ViewDescription {
        var frame = ListChrome.fill(alignment: Alignment(horizontal: .center, vertical: .top), height: true)
        frame.minHeight = 0
        return modified(.modifier(.fixedSize(horizontal: false, vertical: true), token: nil))
            .modified(.modifier(.frame(frame), token: nil))
            .modified(.resolved { env in env.scrollClipDisabled ? nil : .clipShape(.rectangle) })
    }
}
