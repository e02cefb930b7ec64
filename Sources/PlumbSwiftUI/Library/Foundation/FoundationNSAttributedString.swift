import Foundation
import PlumbModel

/// The attribute values of an `NSAttributedString`: the evaluator's values (a `UIFont`, a colour,
/// a paragraph style, a number), each kept by the evaluation and held by Foundation's own class
/// as an `NSNumber` index into them. CoreFoundation compares neighbouring runs' attribute
/// dictionaries and halts the process on values that are Swift objects of ours (measured: an
/// `NSObject` subclass as a value stops a plain Swift program adding attributes in a loop);
/// numbers it compares natively.
enum AttributeValues {
    static func store(_ value: SwiftValue, _ site: FoundationSite) -> NSNumber {
        site.evaluator.attributeValues.append(value)
        return NSNumber(value: site.evaluator.attributeValues.count - 1)
    }

    /// The value an attribute holds; nil for one this evaluation did not set.
    static func value(_ stored: Any, _ site: FoundationSite) -> SwiftValue? {
        guard let n = stored as? NSNumber else { return nil }
        let i = n.intValue
        return site.evaluator.attributeValues.indices.contains(i) ? site.evaluator.attributeValues[i] : nil
    }
}

/// `NSAttributedString` / `NSMutableAttributedString`: swift-corelibs-foundation's class, always
/// held mutable (a `let` of it still changes in place, as the class does), with attributes
/// keyed by their Swift names (`NSAttributedString.Key.font` is the key `font`). What `draw(in:)`
/// draws are its runs as an `AttributedString` with Plumb's keys, read from `font` (a UIFont),
/// `foregroundColor`, `kern`, `underlineStyle`, `strikethroughStyle` and `link`.
enum FoundationNSAttributedString {
    static let typeNames: Set<String> = ["NSAttributedString", "NSMutableAttributedString", "NSAttributedString.Key", "NSRange"]

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        switch name {
        case "NSAttributedString", "NSMutableAttributedString":
            let made: NSMutableAttributedString
            if let other = site.argument(args, "attributedString") {
                made = NSMutableAttributedString(attributedString: try string(other, site))
            } else if let s = site.argument(args, "string") {
                let attributes = try site.argument(args, "attributes").map { try self.attributes($0, site) } ?? [:]
                made = NSMutableAttributedString(string: try site.string(s, "\(name)(string:)"), attributes: attributes)
            } else if args.isEmpty {
                made = NSMutableAttributedString(string: "")
            } else {
                return nil
            }
            return .native(AnyHashable(made))
        case "NSRange", "NSMakeRange":
            let written = name == "NSRange" ? (site.argument(args, "location"), site.argument(args, "length"))
                : (args.first?.value, args.dropFirst().first?.value)
            let location = try site.int(written.0, "\(name) location"), length = try site.int(written.1, "\(name) length")
            guard location >= 0, length >= 0 else { throw site.fail("\(name) needs a location and a length of at least 0") }
            return .native(AnyHashable(NSRange(location: location, length: length)))
        default:
            return nil
        }
    }

    /// `NSAttributedString.Key.font`: the key by its Swift name.
    static func staticMember(_ type: String, _ name: String) -> SwiftValue? {
        guard type == "NSAttributedString.Key" else { return nil }
        return .native(AnyHashable(NSAttributedString.Key(rawValue: name)))
    }

    static func property(_ base: Any, _ name: String) -> SwiftValue? {
        switch (base, name) {
        case (let s as NSMutableAttributedString, "length"): return .int(s.length)
        case (let s as NSMutableAttributedString, "string"): return .string(s.string)
        case (let r as NSRange, "location"), (let r as NSRange, "lowerBound"): return .int(r.location)
        case (let r as NSRange, "length"): return .int(r.length)
        case (let r as NSRange, "upperBound"): return .int(r.location + r.length)
        default: return nil
        }
    }

    /// The mutating methods change the one object (a class); `draw(in:)` / `draw(at:)` draw into
    /// the current image context (`UIGraphicsImageContext`).
    static func method(_ base: Any, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard let s = base as? NSMutableAttributedString else { return nil }
        func range() throws -> NSRange {
            let r = try site.native(site.argument(args, "range"), NSRange.self, "NSRange")
            guard r.location + r.length <= s.length else { throw site.fail("the range \(r.location)..<\(r.location + r.length) is out of bounds (\(s.length) characters)") }
            return r
        }
        switch name {
        case "addAttribute":
            s.addAttribute(try key(site.argument(args, nil), site), value: AttributeValues.store(site.argument(args, "value") ?? .void, site), range: try range())
        case "addAttributes":
            s.addAttributes(try attributes(site.argument(args, nil), site), range: try range())
        case "setAttributes":
            s.setAttributes(try attributes(site.argument(args, nil), site), range: try range())
        case "removeAttribute":
            s.removeAttribute(try key(site.argument(args, nil), site), range: try range())
        case "append":
            s.append(try string(site.argument(args, nil), site))
        case "insert":
            let at = try site.int(site.argument(args, "at"), "insert(_:at:)")
            guard (0...s.length).contains(at) else { throw site.fail("insert(_:at:) at \(at) is out of bounds (\(s.length) characters)") }
            s.insert(try string(site.argument(args, nil), site), at: at)
        case "mutableCopy", "copy":
            return .native(AnyHashable(NSMutableAttributedString(attributedString: s)))
        case "draw":
            try UIGraphicsImageContext.draw(s, args, site)
        default:
            return nil
        }
        return .void
    }

    /// The runs of `ns` as an `AttributedString` with Plumb's keys, and the alignment its first
    /// paragraph style asks for (`natural` when none).
    static func attributed(_ ns: NSAttributedString, _ site: FoundationSite) -> (AttributedString, alignment: String) {
        var result = AttributedString()
        var alignment = "natural"
        let text = ns.string as NSString
        ns.enumerateAttributes(in: NSRange(location: 0, length: ns.length), options: []) { attributes, range, _ in
            var run = AttributedString(text.substring(with: range))
            for (key, value) in attributes {
                guard let v = AttributeValues.value(value, site)?.unwrapped else { continue }
                switch key.rawValue {
                case "font":
                    if case .native(let n) = v, let f = n.base as? UIFont {
                        run[FoundationAttributedString.Font.self] = FoundationAttributedString.FontChoice(font: f.font, family: f.name)
                    }
                case "foregroundColor":
                    if case .color(let p) = site.evaluator.resolvingColors(v) { run[FoundationAttributedString.ForegroundColor.self] = p }
                case "kern", "tracking":
                    if let k = v.number { run[FoundationAttributedString.Tracking.self] = k }
                case "underlineStyle":
                    run[FoundationAttributedString.Underline.self] = isLineStyle(v)
                case "strikethroughStyle":
                    run[FoundationAttributedString.Strikethrough.self] = isLineStyle(v)
                case "link":
                    if case .native(let n) = v, let url = n.base as? URL { run.link = url }
                case "paragraphStyle":
                    if case .native(let n) = v, let p = n.base as? NSMutableParagraphStyle, range.location == 0 { alignment = p.members["alignment"] ?? alignment }
                case "baselineOffset":
                    if let o = v.number, o != 0 { site.warn("baselineOffset \(o) is not drawn: the run stays on the baseline") }
                default:
                    break
                }
            }
            result.append(run)
        }
        return (result, alignment)
    }

    /// `.single`, `NSUnderlineStyle.single.rawValue`, `1`: a line; `0` or `[]`: none.
    private static func isLineStyle(_ v: SwiftValue) -> Bool {
        if let n = v.number { return n != 0 }
        if case .array(let a) = v { return !a.isEmpty }
        return true
    }

    static func string(_ v: SwiftValue?, _ site: FoundationSite) throws -> NSAttributedString {
        if case .string(let s)? = v?.unwrapped { return NSAttributedString(string: s) }
        return try site.native(v, NSMutableAttributedString.self, "NSAttributedString")
    }

    /// `NSAttributedString.Key.font` or `.font`.
    private static func key(_ v: SwiftValue?, _ site: FoundationSite) throws -> NSAttributedString.Key {
        if case .native(let n)? = v?.unwrapped, let k = n.base as? NSAttributedString.Key { return k }
        return NSAttributedString.Key(rawValue: try site.memberName(v, "an attribute key such as .font"))
    }

    /// `[.font: font, .foregroundColor: color]`.
    static func attributes(_ v: SwiftValue?, _ site: FoundationSite) throws -> [NSAttributedString.Key: Any] {
        guard case .dictionary(let entries)? = v?.unwrapped else { throw site.fail("attributes need a dictionary, found \(v?.kindName ?? "nothing")") }
        var result: [NSAttributedString.Key: Any] = [:]
        for e in entries where !e.value.isNil { result[try key(e.key, site)] = AttributeValues.store(e.value, site) }
        return result
    }
}
