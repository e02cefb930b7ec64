import Foundation

public extension FontDesign {
    /// Apple's system families (SF, New York, Menlo, Courier, Helvetica), drawn with Plumb's
    /// bundled stand-ins by design.
    static func isAppleFamily(_ family: String) -> Bool {
        let f = family.lowercased()
        return ["sf ", ".sf", "sfpro", "sf-", "new york", "newyork", "menlo", "courier", "helvetica", "system"].contains { f.hasPrefix($0) } || f == "sf"
    }

    /// The families of the faces Plumb ships (Inter for the default design, JetBrains Mono for
    /// monospaced): a font asked for by one of these names is drawn with the very face asked for.
    static func isShippedFamily(_ family: String) -> Bool {
        let f = family.lowercased().replacingOccurrences(of: " ", with: "")
        return ["inter", "interdisplay", "jetbrainsmono"].contains { f == $0 || f.hasPrefix($0 + "-") }
    }

    /// The Apple system family a design stands for on iOS (`FontDesign.ofFamily`'s inverse):
    /// what Plumb's bundled face for the design stands in for.
    var appleFamily: String {
        switch self {
        case .default: return "SF Pro"
        case .rounded: return "SF Pro Rounded"
        case .monospaced: return "SF Mono"
        case .serif: return "New York"
        }
    }

    /// `SF Mono` / `Menlo` / `Courier` → monospaced, `SF Pro Rounded` → rounded, `New York` /
    /// serif families → serif, anything else → the default design.
    static func ofFamily(_ family: String) -> FontDesign {
        let f = family.lowercased()
        if f.contains("mono") || f.contains("menlo") || f.contains("courier") { return .monospaced }
        if f.contains("rounded") { return .rounded }
        if f.contains("new york") || f.contains("serif") && !f.contains("sans") || f.contains("georgia") || f.contains("times") { return .serif }
        return .default
    }
}
