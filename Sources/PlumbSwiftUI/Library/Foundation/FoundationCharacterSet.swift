import Foundation

/// `CharacterSet` and the `String` methods that take one (`trimmingCharacters(in:)`,
/// `rangeOfCharacter(from:)`, `addingPercentEncoding`), with
/// `unicodeScalars` as an array of `Unicode.Scalar` values a set can test.
enum FoundationCharacterSet {
    static let typeNames: Set<String> = ["CharacterSet", "UnicodeScalar", "Unicode.Scalar"]

    /// The predefined sets, by their Swift names.
    static let predefined: [String: CharacterSet] = [
        "whitespaces": .whitespaces, "whitespacesAndNewlines": .whitespacesAndNewlines, "newlines": .newlines,
        "decimalDigits": .decimalDigits, "letters": .letters, "lowercaseLetters": .lowercaseLetters,
        "uppercaseLetters": .uppercaseLetters, "alphanumerics": .alphanumerics, "punctuationCharacters": .punctuationCharacters,
        "symbols": .symbols, "controlCharacters": .controlCharacters, "capitalizedLetters": .capitalizedLetters,
        "illegalCharacters": .illegalCharacters, "nonBaseCharacters": .nonBaseCharacters, "decomposables": .decomposables,
        "urlQueryAllowed": .urlQueryAllowed, "urlPathAllowed": .urlPathAllowed, "urlHostAllowed": .urlHostAllowed,
        "urlFragmentAllowed": .urlFragmentAllowed, "urlUserAllowed": .urlUserAllowed, "urlPasswordAllowed": .urlPasswordAllowed,
    ]

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        if name == "UnicodeScalar" || name == "Unicode.Scalar", args.count == 1 {
            // `UnicodeScalar("A")` is nil unless the string is one scalar; `UnicodeScalar(65)` nil
            // for a code point that is none (a surrogate).
            switch args[0].value.unwrapped ?? args[0].value {
            case .string(let s):
                let scalars = s.unicodeScalars
                return .optional(scalars.count == 1 ? .native(AnyHashable(scalars.first!)) : nil)
            case let v where v.number != nil:
                let n = v.number!
                guard n >= 0, n <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(n)) else { return .optional(nil) }
                return .optional(.native(AnyHashable(scalar)))
            default:
                return nil
            }
        }
        guard name == "CharacterSet" else { return nil }
        if let s = site.argument(args, "charactersIn") { return FoundationLibrary.wrap(CharacterSet(charactersIn: try site.string(s, "CharacterSet(charactersIn:)"))) }
        guard args.isEmpty else { throw site.fail("CharacterSet takes no arguments or charactersIn:") }
        return FoundationLibrary.wrap(CharacterSet())
    }

    static func staticMember(_ type: String, _ name: String) -> SwiftValue? {
        guard type == "CharacterSet" else { return nil }
        return predefined[name].map { FoundationLibrary.wrap($0) }
    }

    static func property(_ base: Any, _ name: String) -> SwiftValue? {
        switch base {
        case let set as CharacterSet:
            guard name == "inverted" else { return nil }
            return FoundationLibrary.wrap(set.inverted)
        case let scalar as Unicode.Scalar:
            switch name {
            case "value": return .int(Int(scalar.value))
            case "isASCII": return .bool(scalar.isASCII)
            case "description": return .string(String(scalar))
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `s.unicodeScalars`: each scalar as a value a `CharacterSet` can test.
    static func stringProperty(_ s: String, _ name: String) -> SwiftValue? {
        switch name {
        case "unicodeScalars": return .array(s.unicodeScalars.map { FoundationLibrary.wrap($0) })
        case "removingPercentEncoding": return .optional(s.removingPercentEncoding.map { .string($0) })
        default: return nil
        }
    }

    static func method(_ base: Any, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard let set = base as? CharacterSet else { return nil }
        func other() throws -> CharacterSet { try site.native(args.first?.value, CharacterSet.self, "CharacterSet") }
        switch name {
        case "contains":
            if case .string(let s)? = args.first?.value, let scalar = s.unicodeScalars.first, s.unicodeScalars.count == 1 { return .bool(set.contains(scalar)) }
            return .bool(set.contains(try site.native(args.first?.value, Unicode.Scalar.self, "Unicode.Scalar")))
        case "union": return FoundationLibrary.wrap(set.union(try other()))
        case "intersection": return FoundationLibrary.wrap(set.intersection(try other()))
        case "subtracting": return FoundationLibrary.wrap(set.subtracting(try other()))
        case "symmetricDifference": return FoundationLibrary.wrap(set.symmetricDifference(try other()))
        case "isSuperset": return .bool(set.isSuperset(of: try other()))
        case "isSubset": return .bool(set.isSubset(of: try other()))
        case "isDisjoint": return .bool(set.isDisjoint(with: try other()))
        default: return nil
        }
    }

    static func stringMethod(_ s: String, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        func set(_ label: String?) throws -> CharacterSet { try site.native(site.argument(args, label), CharacterSet.self, "CharacterSet") }
        switch name {
        case "trimmingCharacters": return .string(s.trimmingCharacters(in: try set("in")))
        case "rangeOfCharacter":
            // The range itself is only ever compared with nil or used to slice: its bounds as offsets.
            guard let r = s.rangeOfCharacter(from: try set("from")) else { return .optional(nil) }
            return .optional(FoundationLibrary.wrap(r))
        case "addingPercentEncoding":
            return .optional(s.addingPercentEncoding(withAllowedCharacters: try set("withAllowedCharacters")).map { .string($0) })
        default: return nil
        }
    }
}
