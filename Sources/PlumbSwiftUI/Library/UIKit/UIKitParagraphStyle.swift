import Foundation
import SwiftSyntax

/// `NSMutableParagraphStyle()` / `NSParagraphStyle.default`: a class, so `style.lineSpacing = 4`
/// through a `let` changes the one object. Its settings are kept and read back; Plumb's text
/// is laid out from SwiftUI's modifiers, so a paragraph style has no effect on the drawing.
final class NSMutableParagraphStyle: Hashable {
    var numbers: [String: Double] = [:]
    /// `alignment`, `lineBreakMode`, `baseWritingDirection` as member names (`.center`).
    var members: [String: String] = ["alignment": "natural", "lineBreakMode": "byWordWrapping", "baseWritingDirection": "natural"]

    static let numberNames: Set<String> = ["lineSpacing", "paragraphSpacing", "paragraphSpacingBefore", "minimumLineHeight",
                                           "maximumLineHeight", "lineHeightMultiple", "firstLineHeadIndent", "headIndent",
                                           "tailIndent", "hyphenationFactor", "defaultTabInterval"]

    func copy() -> NSMutableParagraphStyle {
        let c = NSMutableParagraphStyle()
        c.numbers = numbers
        c.members = members
        return c
    }

    static func == (a: NSMutableParagraphStyle, b: NSMutableParagraphStyle) -> Bool { a === b }
    func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

enum UIKitParagraphStyle {
    static let typeNames: Set<String> = ["NSMutableParagraphStyle", "NSParagraphStyle"]

    static func construct(_ name: String, _ args: [Argument]) -> SwiftValue? {
        guard name == "NSMutableParagraphStyle" || name == "NSParagraphStyle", args.isEmpty else { return nil }
        return .native(AnyHashable(NSMutableParagraphStyle()))
    }

    static func staticMember(_ type: String, _ name: String) -> SwiftValue? {
        guard type == "NSParagraphStyle" || type == "NSMutableParagraphStyle", name == "default" else { return nil }
        return .native(AnyHashable(NSMutableParagraphStyle()))
    }

    static func property(_ x: Any, _ name: String) -> SwiftValue? {
        guard let s = x as? NSMutableParagraphStyle else { return nil }
        if NSMutableParagraphStyle.numberNames.contains(name) { return .double(s.numbers[name] ?? 0) }
        if let m = s.members[name] { return .symbol(m) }
        return nil
    }

    static func method(_ x: Any, _ name: String) -> SwiftValue? {
        guard let s = x as? NSMutableParagraphStyle, ["copy", "mutableCopy"].contains(name) else { return nil }
        return .native(AnyHashable(s.copy()))
    }

    /// Sets `name` in place; false when the object is not a paragraph style or has no such setting.
    static func setProperty(_ x: Any, _ name: String, _ value: SwiftValue, _ site: FoundationSite) throws -> Bool {
        guard let s = x as? NSMutableParagraphStyle else { return false }
        if NSMutableParagraphStyle.numberNames.contains(name) {
            s.numbers[name] = try site.number(value, name)
            return true
        }
        if s.members[name] != nil {
            s.members[name] = try site.memberName(value, name)
            return true
        }
        return false
    }
}
