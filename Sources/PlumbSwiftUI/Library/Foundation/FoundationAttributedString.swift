import Foundation
import PlumbModel

/// `AttributedString`: Foundation's own value, with its runs and Foundation's `link` attribute.
/// SwiftUI's attributes (`foregroundColor`, `font`, `underlineStyle`, `strikethroughStyle`,
/// `kern`/`tracking`) are not in Foundation on Linux: they are kept as Plumb's own attribute
/// keys holding the evaluator's values, and `Text(attributed)` turns each run into a `Text`
/// with those modifiers (`SwiftUI/FormattedText.swift`).
enum FoundationAttributedString {
    static let typeNames: Set<String> = ["AttributedString", "AttributeContainer"]

    /// A run's foreground colour (`s.foregroundColor = .red`).
    enum ForegroundColor: AttributedStringKey {
        typealias Value = Paint
        static let name = "PlumbForegroundColor"
    }

    /// A run's font and, for `Font.custom`, its family (to find a weight's file again).
    struct FontChoice: Hashable, Sendable {
        var font: ResolvedFont
        var family: String?
    }

    enum Font: AttributedStringKey {
        typealias Value = FontChoice
        static let name = "PlumbFont"
    }

    /// `underlineStyle` / `strikethroughStyle` set to a style (drawn as a single line) or nil.
    enum Underline: AttributedStringKey {
        typealias Value = Bool
        static let name = "PlumbUnderline"
    }

    enum Strikethrough: AttributedStringKey {
        typealias Value = Bool
        static let name = "PlumbStrikethrough"
    }

    /// Markdown's inline presentation (Foundation's `inlinePresentationIntent`, which
    /// swift-corelibs-foundation lacks): strong, emphasised, code.
    struct InlineIntent: OptionSet, Hashable, Sendable {
        let rawValue: Int
        static let stronglyEmphasized = InlineIntent(rawValue: 1)
        static let emphasized = InlineIntent(rawValue: 2)
        static let code = InlineIntent(rawValue: 4)
    }

    enum Inline: AttributedStringKey {
        typealias Value = InlineIntent
        static let name = "PlumbInlinePresentationIntent"
    }

    /// `kern` / `tracking` in points.
    enum Tracking: AttributedStringKey {
        typealias Value = Double
        static let name = "PlumbTracking"
    }

    /// One run as `Text` draws it.
    struct Run {
        var text: String
        var color: Paint?
        var font: FontChoice?
        var underline = false
        var strikethrough = false
        var tracking: Double?
        var link: URL?
        var inline: InlineIntent = []
    }

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard name == "AttributedString" else { return nil }
        guard let first = args.first?.value else { return FoundationLibrary.wrap(AttributedString()) }
        if let markdown = site.argument(args, "markdown") {
            // Parsed by cmark-gfm (`FoundationMarkdown`), as Foundation's is; inline syntax only.
            return FoundationLibrary.wrap(FoundationMarkdown.attributed(try site.string(markdown, "AttributedString(markdown:)")))
        }
        switch first {
        case .string(let s): return FoundationLibrary.wrap(AttributedString(s))
        case .native(let n) where n.base is AttributedString: return first
        default: throw site.fail("AttributedString takes a String, found \(first.kindName)")
        }
    }

    /// One run of an attributed string (`for run in s.runs`): its range, and its attributes
    /// read from the string over that range (`run.link`, `run.attributes.link`).
    struct AttributedRun: Hashable {
        let string: AttributedString
        let range: AttributedRange
    }

    /// A range of an attributed string's indices (`run.range`), as a value Plumb can hold.
    struct AttributedRange: Hashable {
        let range: Range<AttributedString.Index>
        static func == (a: Self, b: Self) -> Bool { a.range == b.range }
        /// `AttributedString.Index` is not `Hashable`: equal ranges hash alike, as they must.
        func hash(into hasher: inout Hasher) {}
    }

    static func property(_ base: Any, _ name: String) -> SwiftValue? {
        if let run = base as? AttributedRun {
            switch name {
            case "range": return FoundationLibrary.wrap(run.range)
            // The run's attributes answer as the run does (`run.attributes.link`).
            case "attributes": return FoundationLibrary.wrap(run)
            default: return property(run.string[run.range.range], name)
            }
        }
        if let sub = base as? AttributedSubstring {
            switch name {
            case "characters", "description": return .string(String(sub.characters))
            case "link": return sub.link.map { FoundationLibrary.wrap($0) } ?? .optional(nil)
            case "foregroundColor": return sub[ForegroundColor.self].map { .color($0) } ?? .optional(nil)
            default: return nil
            }
        }
        guard let s = base as? AttributedString else { return nil }
        switch name {
        case "runs": return .array(s.runs.map { FoundationLibrary.wrap(AttributedRun(string: s, range: AttributedRange(range: $0.range))) })
        case "characters", "description": return .string(String(s.characters))
        case "link": return FoundationLibrary.wrap(s.link)
        case "foregroundColor": return s[ForegroundColor.self].map { .color($0) } ?? .optional(nil)
        default: return nil
        }
    }

    /// `s.foregroundColor = .red`, `s.font = .headline`, `s.underlineStyle = .single`,
    /// `s.link = URL(string: …)`: the attribute over the whole string.
    static func setProperty(_ base: Any, _ name: String, _ value: SwiftValue, _ site: FoundationSite) throws -> SwiftValue? {
        // `s[run.range].underlineStyle = .single`: the attribute over that part of the string.
        if var sub = base as? AttributedSubstring {
            return try set(&sub, name, value, site) ? FoundationLibrary.wrap(sub) : nil
        }
        guard var s = base as? AttributedString else { return nil }
        return try set(&s, name, value, site) ? FoundationLibrary.wrap(s) : nil
    }

    /// Sets the attribute `name` over all of `s`; false when `name` is not one Plumb draws.
    private static func set<S: AttributedStringProtocol>(_ s: inout S, _ name: String, _ value: SwiftValue, _ site: FoundationSite) throws -> Bool {
        let e = site.evaluator
        switch name {
        case "foregroundColor":
            var paint: Paint?
            if !value.isNil {
                guard case .color(let p) = e.resolvingColors(try e.coerce(value, to: "Color", at: site.node, site.file)) else {
                    throw site.fail("foregroundColor needs a Color, found \(value.kindName)")
                }
                paint = p
            }
            s[ForegroundColor.self] = paint
        case "font":
            var choice: FontChoice?
            if !value.isNil {
                guard case .font(let f) = try e.coerce(value, to: "Font", at: site.node, site.file) else {
                    throw site.fail("font needs a Font, found \(value.kindName)")
                }
                choice = FontChoice(font: f.font, family: f.family)
            }
            s[Font.self] = choice
        case "underlineStyle": s[Underline.self] = value.isNil ? nil : true
        case "strikethroughStyle": s[Strikethrough.self] = value.isNil ? nil : true
        case "kern", "tracking": s[Tracking.self] = value.isNil ? nil : try site.number(value, name)
        case "link": s[AttributeScopes.FoundationAttributes.LinkAttribute.self] = value.isNil ? nil : try site.native(value, URL.self, "URL")
        default: return false
        }
        return true
    }

    static func method(_ base: Any, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard let s = base as? AttributedString else { return nil }
        switch name {
        case "appending":
            var out = s
            out.append(try attributed(args.first?.value, site))
            return FoundationLibrary.wrap(out)
        default:
            return nil
        }
    }

    /// `s[run.range]`: the part of the string a range of its indices selects.
    static func subscriptValue(_ base: Any, _ args: [Argument]) -> SwiftValue? {
        guard let s = base as? AttributedString, args.count == 1, args[0].label == nil,
              case .native(let n) = args[0].value, let range = n.base as? AttributedRange else { return nil }
        return FoundationLibrary.wrap(s[range.range])
    }

    /// `s[run.range] = part`: the string with that part replaced (a value type: the caller
    /// writes it back).
    static func subscriptSetting(_ base: Any, _ args: [Argument], _ value: SwiftValue) -> SwiftValue? {
        guard var s = base as? AttributedString, args.count == 1, case .native(let n) = args[0].value,
              let range = n.base as? AttributedRange, case .native(let v) = value,
              let part = v.base as? AttributedSubstring else { return nil }
        s[range.range] = part
        return FoundationLibrary.wrap(s)
    }

    /// `text.append(other)` on an attributed string (a value type: the caller writes it back).
    static func mutatingMethod(_ s: AttributedString, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard name == "append", args.count == 1, args[0].label == nil else { return nil }
        var s = s
        s.append(try attributed(args[0].value, site))
        return FoundationLibrary.wrap(s)
    }

    /// `a + b` where either is an AttributedString (a String on the other side is plain text).
    static func binary(_ op: String, _ l: SwiftValue, _ r: SwiftValue, _ site: FoundationSite) throws -> SwiftValue? {
        guard op == "+", isAttributed(l) || isAttributed(r) else { return nil }
        return FoundationLibrary.wrap(try attributed(l, site) + attributed(r, site))
    }

    private static func isAttributed(_ v: SwiftValue) -> Bool {
        if case .native(let n) = v { return n.base is AttributedString }
        return false
    }

    private static func attributed(_ v: SwiftValue?, _ site: FoundationSite) throws -> AttributedString {
        if case .string(let s)? = v { return AttributedString(s) }
        return try site.native(v, AttributedString.self, "AttributedString")
    }

    /// The runs of `s`, each with its attributes, in order.
    static func runs(_ s: AttributedString) -> [Run] {
        s.runs.map { r in
            Run(text: String(s[r.range].characters), color: r[ForegroundColor.self], font: r[Font.self],
                underline: r[Underline.self] ?? false, strikethrough: r[Strikethrough.self] ?? false,
                tracking: r[Tracking.self], link: r.link, inline: r[Inline.self] ?? [])
        }
    }
}
