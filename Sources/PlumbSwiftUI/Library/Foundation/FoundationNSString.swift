import Foundation

/// `NSString` as Swift code meets it — `NSString(string: s)` bridged back to a `String` — and
/// `applyingTransform(_:reverse:)`, Foundation's ICU transliterations (`.toLatin`,
/// `.stripDiacritics`, …) called on the string.
enum FoundationNSString {
    static let typeNames: Set<String> = ["NSString", "StringTransform"]

    /// The transforms by their Swift names.
    static let transforms: [String: StringTransform] = [
        "toLatin": .toLatin, "stripDiacritics": .stripDiacritics, "stripCombiningMarks": .stripCombiningMarks,
        "latinToKatakana": .latinToKatakana, "latinToHiragana": .latinToHiragana, "hiraganaToKatakana": .hiraganaToKatakana,
        "latinToCyrillic": .latinToCyrillic, "latinToArabic": .latinToArabic,
        "latinToHebrew": .latinToHebrew, "latinToThai": .latinToThai, "latinToHangul": .latinToHangul,
        "mandarinToLatin": .mandarinToLatin, "fullwidthToHalfwidth": .fullwidthToHalfwidth, "toXMLHex": .toXMLHex,
        "toUnicodeName": .toUnicodeName,
    ]

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard name == "NSString" else { return nil }
        if let s = site.argument(args, "string") { return .string(try site.string(s, "NSString(string:)")) }
        return args.isEmpty ? .string("") : nil
    }

    /// `s.applyingTransform(.toLatin, reverse: false)`: nil where Foundation gives nil.
    static func stringMethod(_ s: String, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard name == "applyingTransform" else { return nil }
        let transformName = try site.memberName(site.argument(args, nil), "a StringTransform such as .toLatin")
        guard let transform = transforms[transformName] else { throw site.fail("StringTransform has no member '\(transformName)'") }
        let reverse = try site.argument(args, "reverse").map { try site.bool($0, "applyingTransform(_:reverse:)") } ?? false
        return .optional(s.applyingTransform(transform, reverse: reverse).map { .string($0) })
    }
}
