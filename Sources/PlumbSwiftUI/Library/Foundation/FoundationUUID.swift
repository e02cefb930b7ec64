import Foundation

/// `UUID`: `UUID()` is the next of the preview's own sequence (`PreviewDeterminism.nextUUID`),
/// so identifiers (and anything derived from them) are the same on every run.
enum FoundationUUID {
    static let typeNames: Set<String> = ["UUID"]

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard name == "UUID" else { return nil }
        if let s = site.argument(args, "uuidString") { return FoundationLibrary.wrap(UUID(uuidString: try site.string(s, "UUID(uuidString:)"))) }
        guard args.isEmpty else { throw site.fail("UUID takes no arguments or uuidString:") }
        return FoundationLibrary.wrap(site.determinism.nextUUID())
    }

    static func property(_ base: Any, _ name: String) -> SwiftValue? {
        guard let uuid = base as? UUID else { return nil }
        switch name {
        case "uuidString", "description": return .string(uuid.uuidString)
        case "hashValue": return .int(uuid.hashValue)
        default: return nil
        }
    }
}
