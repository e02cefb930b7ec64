import Foundation

/// Lists joined as Foundation joins them: `items.formatted(.list(type: .and, width: .standard))`
/// (Foundation's `ListFormatStyle`, in the preview's locale: "a, b, and c") and `ListFormatter`,
/// which swift-corelibs-foundation does not provide, written on that style (`string(from:)`,
/// `localizedString(byJoining:)`, its `locale`). Items are joined by their descriptions.
enum FoundationListFormatting {
    static let typeNames: Set<String> = ["ListFormatter"]

    /// `.list(type:width:)`: how the items are joined (`and`, `or`) and how long the
    /// joining words are (`standard`, `short`, `narrow`).
    struct Style: Hashable {
        var type = "and"
        var width = "standard"
        var locale: Locale

        func format(_ items: [String]) -> String {
            let t: ListFormatStyle<StringStyle, [String]>.ListType = type == "or" ? .or : .and
            let w: ListFormatStyle<StringStyle, [String]>.Width = width == "short" ? .short : width == "narrow" ? .narrow : .standard
            return items.formatted(.list(type: t, width: w).locale(locale))
        }
    }

    /// `ListFormatter()`, a class as Foundation's is: its locale changes in place.
    final class Formatter: Hashable, NamedNativeValue {
        static let typeName = "ListFormatter"
        var locale: Locale
        init(locale: Locale) { self.locale = locale }
        static func == (a: Formatter, b: Formatter) -> Bool { a === b }
        func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    }

    /// The style `.list(type:width:)` names.
    static func style(_ args: [Argument]?, _ site: FoundationSite) throws -> Style {
        var s = Style(locale: site.determinism.locale)
        if let t = site.argument(args ?? [], "type") {
            s.type = try site.memberName(t, "a list type such as .and")
            guard ["and", "or"].contains(s.type) else { throw site.fail("ListFormatStyle has no list type '.\(s.type)'") }
        }
        if let w = site.argument(args ?? [], "width") {
            s.width = try site.memberName(w, "a width such as .standard")
            guard ["standard", "short", "narrow"].contains(s.width) else { throw site.fail("ListFormatStyle has no width '.\(s.width)'") }
        }
        return s
    }

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) -> SwiftValue? {
        guard name == "ListFormatter", args.isEmpty else { return nil }
        return .native(AnyHashable(Formatter(locale: site.determinism.locale)))
    }

    /// `ListFormatter.localizedString(byJoining:)`.
    static func staticCall(_ type: String, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard type == "ListFormatter", name == "localizedString" else { return nil }
        return .string(Style(locale: site.determinism.locale).format(try strings(site.argument(args, "byJoining"), site)))
    }

    /// `formatter.string(from: items)` (optional, as Foundation's).
    static func method(_ base: Any, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard let f = base as? Formatter, name == "string" else { return nil }
        return .optional(.string(Style(locale: f.locale).format(try strings(site.argument(args, "from"), site))))
    }

    static func setProperty(_ base: Any, _ name: String, _ value: SwiftValue, _ site: FoundationSite) throws -> Bool {
        guard let f = base as? Formatter, name == "locale" else { return false }
        f.locale = try site.locale(value)
        return true
    }

    /// An array's items by their descriptions.
    static func strings(_ v: SwiftValue?, _ site: FoundationSite) throws -> [String] {
        guard case .array(let items)? = v?.unwrapped ?? v else { throw site.fail("expected an array of items to join") }
        return items.map { site.evaluator.describe($0) }
    }
}
