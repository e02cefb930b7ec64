import Foundation
import SwiftSyntax

/// Strings, substrings and characters. A `Substring` is a String and a `Character` a String of
/// one character (`name.first`, `for c in word`), so every String method applies to them; a
/// `String.Index` is the character offset (`firstIndex(of:)`, `s[i]`, `s[..<i]`,
/// `index(after:)`). The sequence methods (`map`, `filter`, `reversed`, `contains(where:)`, …)
/// are the collections' (`StandardLibrary+Collections`), over the characters.
extension SwiftEvaluator {
    func stringCall(_ name: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        switch name {
        case "String", "Substring":
            // `String(localized:)` is Foundation's lookup (`FoundationLocalization`).
            if args.first?.label == "localized" { return nil }
            let values = args.map(\.value)
            if let format = args.first(where: { $0.label == "format" }), case .string(let f) = format.value {
                // `String(format:locale:arguments:)`: the locale is no value to format, and
                // `arguments:` holds the values (a `CVarArg...` parameter passed on).
                var rest = args.dropFirst().filter { $0.label != "locale" }.map(\.value)
                if let list = args.first(where: { $0.label == "arguments" }) { rest = sequenceElements(list.value) ?? [list.value] }
                return .string(try formatted(f, rest, node: node, file))
            }
            if let r = args.first(where: { $0.label == "repeating" }), let n = args.first(where: { $0.label == "count" })?.value.number {
                guard n >= 0, n <= Double(EvaluationLimits.loopIterations) else { throw fail("String(repeating:count:) with count \(n)", at: node, file) }
                return .string(String(repeating: describe(r.value), count: Int(n)))
            }
            if let r = args.first(where: { $0.label == "reflecting" }) { return .string(debugDescribe(r.value)) }
            // `String(decoding: data, as: UTF8.self)` (invalid bytes become U+FFFD) and
            // `String(data: data, encoding: .utf8)` (nil for invalid UTF-8), of Data or bytes.
            if let d = args.first(where: { $0.label == "decoding" || $0.label == "data" })?.value {
                let bytes: [UInt8]
                if case .native(let n) = d, let data = n.base as? Data { bytes = Array(data) } else {
                    bytes = (sequenceElements(d) ?? []).compactMap { $0.number.flatMap { (0...255).contains($0) ? UInt8($0) : nil } }
                }
                if args.first?.label == "decoding" { return .string(String(decoding: bytes, as: UTF8.self)) }
                return .optional(String(bytes: bytes, encoding: .utf8).map { .string($0) })
            }
            if case .int(let i)? = values.first, case .int(let radix)? = args.first(where: { $0.label == "radix" })?.value, (2...36).contains(radix) {
                let upper = args.first(where: { $0.label == "uppercase" }).map { (try? truth($0.value, node, file)) ?? false } ?? false
                return .string(String(i, radix: radix, uppercase: upper))
            }
            guard let v = values.first else { return .string("") }
            // `String(["a", "b"])`, `String(word.reversed())`: a sequence of characters.
            if args.first?.label == nil, case .array(let chars) = v, chars.allSatisfy(isCharacter) {
                return .string(chars.map { describe($0) }.joined())
            }
            return .string(describe(v))
        case "Character":
            // `Character(scalar)`.
            if case .native(let n)? = args.first?.value.unwrapped, let scalar = n.base as? Unicode.Scalar { return .string(String(Character(scalar))) }
            guard case .string(let s)? = args.first?.value, s.count == 1 else { throw fail("Character needs a one-character string", at: node, file) }
            return .string(s)
        default:
            return nil
        }
    }

    func isCharacter(_ v: SwiftValue) -> Bool {
        if case .string(let s) = v { return s.count == 1 }
        return false
    }

    func stringProperty(_ s: String, _ name: String) -> SwiftValue? {
        switch name {
        case "count": return .int(s.count)
        case "isEmpty": return .bool(s.isEmpty)
        case "first": return .optional(s.first.map { .string(String($0)) })
        case "last": return .optional(s.last.map { .string(String($0)) })
        case "capitalized": return .string(s.capitalized)
        // Foundation's localised case mappings, in the preview's locale.
        case "localizedUppercase": return .string(s.uppercased(with: determinism.locale))
        case "localizedLowercase": return .string(s.lowercased(with: determinism.locale))
        case "localizedCapitalized": return .string(s.capitalized(with: determinism.locale))
        case "startIndex": return .int(0)
        case "endIndex": return .int(s.count)
        case "indices": return .range(lower: 0, upper: s.count)
        case "description": return .string(s)
        // The UTF-8 code units, as numbers (`Data(s.utf8)`, `s.utf8.count`).
        case "utf8": return .array(s.utf8.map { .int(Int($0)) })
        // The UTF-16 code units (`s.utf16.count` is an NSRange's length).
        case "utf16": return .array(s.utf16.map { .int(Int($0)) })
        default: break
        }
        // A Character's properties.
        guard let c = s.first, s.count == 1 else { return nil }
        switch name {
        case "isLetter": return .bool(c.isLetter)
        case "isNumber": return .bool(c.isNumber)
        case "isWholeNumber": return .bool(c.isWholeNumber)
        case "isUppercase": return .bool(c.isUppercase)
        case "isLowercase": return .bool(c.isLowercase)
        case "isWhitespace": return .bool(c.isWhitespace)
        case "isNewline": return .bool(c.isNewline)
        case "isPunctuation": return .bool(c.isPunctuation)
        case "isSymbol": return .bool(c.isSymbol)
        case "isASCII": return .bool(c.isASCII)
        case "isHexDigit": return .bool(c.isHexDigit)
        case "isCased": return .bool(c.isCased)
        case "asciiValue": return .optional(c.asciiValue.map { .int(Int($0)) })
        case "wholeNumberValue": return .optional(c.wholeNumberValue.map { .int($0) })
        case "hexDigitValue": return .optional(c.hexDigitValue.map { .int($0) })
        default: return nil
        }
    }

    func stringMethod(_ s: String, _ name: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        let first = args.first?.value
        func text(_ label: String?) throws -> String {
            guard case .string(let t)? = args.first(where: { $0.label == label })?.value else {
                throw fail("\(name) needs a string\(label.map { " for '\($0):'" } ?? "")", at: node, file)
            }
            return t
        }
        func index(_ v: SwiftValue?) throws -> Int {
            guard case .int(let i)? = v, (0...s.count).contains(i) else { throw fail("\(name): the index is outside the string", at: node, file) }
            return i
        }
        switch name {
        case "uppercased": return .string(s.uppercased())
        case "lowercased": return .string(s.lowercased())
        case "capitalized": return .string(s.capitalized)
        case "hasPrefix", "starts": return .bool(s.hasPrefix(try text(args.first?.label)))
        case "hasSuffix": return .bool(s.hasSuffix(try text(nil)))
        case "contains":
            if case .string(let t)? = first, args.first?.label == nil { return .bool(s.contains(t)) }
        case "split":
            return try split(s, args, node: node, file)
        case "components":
            // `components(separatedBy: CharacterSet)` is Foundation's.
            guard case .string(let sep)? = args.first(where: { $0.label == "separatedBy" })?.value else { return nil }
            return .array(s.components(separatedBy: sep).map { .string($0) })
        case "replacingOccurrences":
            return .string(s.replacingOccurrences(of: try text("of"), with: try text("with")))
        case "index":
            if let i = args.first(where: { $0.label == "after" }) { return .int(try index(i.value) + 1) }
            if let i = args.first(where: { $0.label == "before" }) { return .int(try index(i.value) - 1) }
            if case .int(let by)? = args.first(where: { $0.label == "offsetBy" })?.value { return .int(try index(first) + by) }
        case "distance":
            guard case .int(let a)? = args.first(where: { $0.label == "from" })?.value, case .int(let b)? = args.first(where: { $0.label == "to" })?.value else { return nil }
            return .int(b - a)
        case "prefix" where args.first?.label == "upTo": return .string(String(s.prefix(try index(first))))
        case "prefix" where args.first?.label == "through": return .string(String(s.prefix(try index(first) + 1)))
        case "suffix" where args.first?.label == "from": return .string(String(s.dropFirst(try index(first))))
        default: break
        }
        return nil
    }

    /// `split(separator:maxSplits:omittingEmptySubsequences:)`, `split(whereSeparator:)` and
    /// `split { $0 == "," }`.
    private func split(_ s: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        var maxSplits = Int.max
        if case .int(let n)? = args.first(where: { $0.label == "maxSplits" })?.value { maxSplits = max(0, n) }
        let omitting = try args.first { $0.label == "omittingEmptySubsequences" }.map { try truth($0.value, node, file) } ?? true
        let parts: [Substring]
        if case .string(let sep)? = args.first(where: { $0.label == "separator" })?.value {
            if sep.count == 1 {
                parts = s.split(separator: sep.first!, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
            } else {
                parts = s.split(separator: sep, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
            }
        } else if let f = args.first(where: { $0.label == "whereSeparator" || $0.label == nil })?.value {
            var failure: Error?
            parts = s.split(maxSplits: maxSplits, omittingEmptySubsequences: omitting) { c in
                do { return try truth(applyFunction(f, [.string(String(c))], node: node, file), node, file) } catch { failure = error; return false }
            }
            if let failure { throw failure }
        } else {
            throw fail("split needs a separator", at: node, file)
        }
        return .array(parts.map { .string(String($0)) })
    }
}
