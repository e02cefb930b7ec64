import Foundation

/// `ByteCountFormatter`, by calling swift-corelibs-foundation's: `ByteCountFormatter.string(fromByteCount:countStyle:)`
/// and a formatter made with `ByteCountFormatter()` whose `countStyle`, `allowedUnits`, `includesUnit`,
/// `includesCount`, `isAdaptive`, `zeroPadsFractionDigits` and `allowsNonnumericFormatting` are set
/// before `string(fromByteCount:)` ("1.2 MB", "512 bytes", "Zero KB"). Its words are English
/// whatever the preview's locale: Foundation on Linux has no translations of them.
enum FoundationByteCountFormatter {
    static let typeNames: Set<String> = ["ByteCountFormatter", "ByteCountFormatter.CountStyle", "ByteCountFormatter.Units"]

    /// Foundation's formatter, held by reference as Foundation's class is.
    final class Box: Hashable, NamedNativeValue {
        static let typeName = "ByteCountFormatter"
        let formatter = ByteCountFormatter()
        static func == (a: Box, b: Box) -> Bool { a === b }
        func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    }

    static func construct(_ name: String, _ args: [Argument]) -> SwiftValue? {
        guard name == "ByteCountFormatter", args.isEmpty else { return nil }
        return .native(AnyHashable(Box()))
    }

    static func staticCall(_ type: String, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard type == "ByteCountFormatter", name == "string" else { return nil }
        let box = Box()
        if let style = site.argument(args, "countStyle") { box.formatter.countStyle = try countStyle(style, site) }
        return .string(box.formatter.string(fromByteCount: try count(site.argument(args, "fromByteCount"), site)))
    }

    static func method(_ base: Any, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard let box = base as? Box, name == "string" else { return nil }
        return .string(box.formatter.string(fromByteCount: try count(site.argument(args, "fromByteCount"), site)))
    }

    static func property(_ base: Any, _ name: String) -> SwiftValue? {
        guard let f = (base as? Box)?.formatter else { return nil }
        switch name {
        case "includesUnit": return .bool(f.includesUnit)
        case "includesCount": return .bool(f.includesCount)
        case "isAdaptive": return .bool(f.isAdaptive)
        default: return nil
        }
    }

    static func setProperty(_ base: Any, _ name: String, _ value: SwiftValue, _ site: FoundationSite) throws -> Bool {
        guard let f = (base as? Box)?.formatter else { return false }
        func flag() throws -> Bool { try site.evaluator.truth(value, site.node, site.file) }
        switch name {
        case "countStyle": f.countStyle = try countStyle(value, site)
        case "allowedUnits": f.allowedUnits = try units(value, site)
        case "includesUnit": f.includesUnit = try flag()
        case "includesCount": f.includesCount = try flag()
        case "isAdaptive": f.isAdaptive = try flag()
        case "zeroPadsFractionDigits": f.zeroPadsFractionDigits = try flag()
        case "allowsNonnumericFormatting": f.allowsNonnumericFormatting = try flag()
        // Plumb's previews show what the formatter prints, whatever the context it is printed in.
        case "formattingContext", "includesActualByteCount": break
        default: return false
        }
        return true
    }

    private static func count(_ v: SwiftValue?, _ site: FoundationSite) throws -> Int64 {
        let n = try site.number(v, "string(fromByteCount:)")
        guard n.isFinite, abs(n) < 9.2e18 else { throw site.fail("a byte count of \(n) is not an Int64") }
        return Int64(n)
    }

    private static func countStyle(_ v: SwiftValue, _ site: FoundationSite) throws -> ByteCountFormatter.CountStyle {
        switch try site.memberName(v, "a count style such as .file") {
        case "file": return .file
        case "memory": return .memory
        case "decimal": return .decimal
        case "binary": return .binary
        case let other: throw site.fail("ByteCountFormatter has no count style '.\(other)'")
        }
    }

    /// `ByteCountFormatter.Units` by member name (`.useDefault` is none of them).
    static let unitNames: [String: ByteCountFormatter.Units] = [
        "useBytes": .useBytes, "useKB": .useKB, "useMB": .useMB, "useGB": .useGB, "useTB": .useTB, "usePB": .usePB,
        "useEB": .useEB, "useZB": .useZB, "useYBOrHigher": .useYBOrHigher, "useAll": .useAll, "useDefault": [],
    ]

    private static func units(_ v: SwiftValue, _ site: FoundationSite) throws -> ByteCountFormatter.Units {
        var units: ByteCountFormatter.Units = []
        for name in try site.memberNames(v, "a unit such as .useKB") {
            guard let u = unitNames[name] else { throw site.fail("ByteCountFormatter has no unit '.\(name)'") }
            units.formUnion(u)
        }
        return units
    }
}
