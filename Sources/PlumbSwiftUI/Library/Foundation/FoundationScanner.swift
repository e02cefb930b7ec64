import Foundation

/// `Scanner`, as hex-colour helpers use it (`Scanner(string: hex).scanHexInt64(&rgb)`): the
/// real Foundation scanner; what an `&x` argument receives is written back to `x`.
enum FoundationScanner {
    static let typeNames: Set<String> = ["Scanner"]

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard name == "Scanner" else { return nil }
        let scanner = Scanner(string: try site.string(site.argument(args, "string"), "Scanner(string:)"))
        return FoundationLibrary.wrap(scanner)
    }

    static func property(_ base: Any, _ name: String) -> SwiftValue? {
        guard let scanner = base as? Scanner else { return nil }
        switch name {
        case "isAtEnd": return .bool(scanner.isAtEnd)
        case "string": return .string(scanner.string)
        default: return nil
        }
    }

    static func method(_ base: Any, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard let scanner = base as? Scanner else { return nil }
        /// The old spelling writes its result through `&x` and answers whether it scanned.
        func scanned(_ value: SwiftValue?) throws -> SwiftValue {
            if let value, let target = args.first { try site.evaluator.writeBack(value, to: target, site.file) }
            return .bool(value != nil)
        }
        switch name {
        case "scanHexInt64":
            var v: UInt64 = 0
            if args.isEmpty { return .optional(scanner.scanHexInt64(&v) ? .int(Int(truncatingIfNeeded: v)) : nil) }
            return try scanned(scanner.scanHexInt64(&v) ? .int(Int(truncatingIfNeeded: v)) : nil)
        case "scanHexInt32":
            var v: UInt32 = 0
            return try scanned(scanner.scanHexInt32(&v) ? .int(Int(v)) : nil)
        case "scanInt":
            if args.isEmpty { return .optional(scanner.scanInt().map { .int($0) }) }
            var v = 0
            return try scanned(scanner.scanInt(&v) ? .int(v) : nil)
        case "scanInt64":
            if args.isEmpty { return .optional(scanner.scanInt64().map { .int(Int($0)) }) }
            var v: Int64 = 0
            return try scanned(scanner.scanInt64(&v) ? .int(Int(v)) : nil)
        case "scanDouble":
            if args.isEmpty { return .optional(scanner.scanDouble().map { .double($0) }) }
            var v = 0.0
            return try scanned(scanner.scanDouble(&v) ? .double(v) : nil)
        case "scanString":
            return .optional(scanner.scanString(try site.string(args.first?.value, "scanString")).map { .string($0) })
        case "scanCharacters":
            guard case .native(let n)? = site.argument(args, "from"), let set = n.base as? CharacterSet else { return nil }
            return .optional(scanner.scanCharacters(from: set).map { .string($0) })
        case "scanUpToCharacters":
            guard case .native(let n)? = site.argument(args, "from"), let set = n.base as? CharacterSet else { return nil }
            return .optional(scanner.scanUpToCharacters(from: set).map { .string($0) })
        default:
            return nil
        }
    }
}
