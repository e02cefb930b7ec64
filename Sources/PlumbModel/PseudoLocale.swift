/// A pseudo-locale: every string rewritten the way translation changes it, deterministically,
/// so truncation and clipping show up before anything is translated.
public enum PseudoLocale: String, CaseIterable, Hashable, Sendable {
    /// About 35 % longer (German, Finnish and Russian run 30–40 % longer than English), every
    /// ASCII letter accented, and bracketed so a cut-off end is visible: `Oil change` →
    /// `[Öíļ çĥåñĝé one two]`.
    case expanded

    /// The rewritten string. Line breaks (`\n`) are kept; the padding words go before the
    /// closing bracket, so they break like words of the text.
    public func transform(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        var out = "["
        for ch in text {
            out.append(Self.accents[ch] ?? ch)
        }
        // Grow by 35 % of the visible characters (at least one word), in whole filler words.
        let target = max(3, Int((Double(text.count) * 0.35).rounded(.up)))
        var added = 0
        var i = 0
        while added < target {
            let word = Self.filler[i % Self.filler.count]
            out += " " + word
            added += word.count + 1
            i += 1
        }
        return out + "]"
    }

    /// ASCII letters and their accented stand-ins (each one Unicode scalar, so widths stay
    /// comparable and no combining marks are needed).
    static let accents: [Character: Character] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let accented = "åƀçđéƒĝĥíĵķļɱñöþǫŕšţüṽŵẋýžÅƁÇĐÉƑĜĤÍĴĶĻṀÑÖÞǪŔŠŢÜṼŴẊÝŽ"
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()

    static let filler = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
}

extension ViewNode {
    /// This tree with every text rewritten by `transform` (used for pseudo-locales).
    public func mappingTexts(_ transform: (String) -> String) -> ViewNode {
        var copy = self
        switch kind {
        case .text(let s):
            if textRuns.isEmpty {
                copy.kind = .text(transform(s))
            } else {
                // Each run is translated on its own, as a localised `Text + Text` is.
                for i in copy.textRuns.indices { copy.textRuns[i].text = transform(copy.textRuns[i].text) }
                copy.kind = .text(copy.textRuns.map(\.text).joined())
            }
        case .stack(let axis, let spacing, let alignment, let children):
            copy.kind = .stack(axis, spacing: spacing, alignment: alignment, children: children.map { $0.mappingTexts(transform) })
        case .zstack(let alignment, let children):
            copy.kind = .zstack(alignment: alignment, children: children.map { $0.mappingTexts(transform) })
        case .grid(let columns, let spacing, let rowSpacing, let alignment, let children, let adaptive):
            copy.kind = .grid(columns: columns, spacing: spacing, rowSpacing: rowSpacing, alignment: alignment,
                              children: children.map { $0.mappingTexts(transform) }, adaptive: adaptive)
        case .use(let component, let body):
            copy.kind = .use(component: component, body: body.mappingTexts(transform))
        case .viewThatFits(let axes, let children):
            copy.kind = .viewThatFits(axes, children: children.map { $0.mappingTexts(transform) })
        case .spacer, .divider, .shape, .icon:
            break
        }
        copy.modifiers = modifiers.map { $0.mappingDecorationTexts(transform) }
        return copy
    }
}

extension Modifier {
    /// The modifier with the texts of a background or overlay node rewritten.
    func mappingDecorationTexts(_ transform: (String) -> String) -> Modifier {
        switch self {
        case .background(let node, let alignment): return .background(node.mappingTexts(transform), alignment: alignment)
        case .overlay(let node, let alignment): return .overlay(node.mappingTexts(transform), alignment: alignment)
        case .mask(let node, let alignment): return .mask(node.mappingTexts(transform), alignment: alignment)
        default: return self
        }
    }
}
