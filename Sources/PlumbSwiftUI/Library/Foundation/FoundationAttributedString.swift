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

    static func property(_ base: Any, _ name: String) -> SwiftValue? {
        guard let s = base as? AttributedString else { return nil }
        switch name {
        case "characters", "description": return .string(String(s.characters))
        case "link": return FoundationLibrary.wrap(s.link)
        case "foregroundColor": return s[ForegroundColor.self].map { .color($0) } ?? .optional(nil)
        default: return nil
        }
    }

    /// `s.foregroundColor = .red`, `s.font = .headline`, `s.underlineStyle = .single`,
    /// `s.link = URL(string: …)`: the attribute over the whole string.
    static func setProperty(_ base: Any, _ name: String, _ value: SwiftValue, _ site: FoundationSite) throws -> SwiftValue? {
        guard var s = base as? AttributedString else { return nil }
        let e = site.evaluator
        switch name {
        case "foregroundColor":
            var paint: Paint?
            if !value.isNil {
                guard case .color(let p) = try e.coerce(value, to: "Color", at: site.node, site.file) else {
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
        case "link": s.link = value.isNil ? nil : try site.native(value, URL.self, "URL")
        default: return nil
        }
        return FoundationLibrary.wrap(s)
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
