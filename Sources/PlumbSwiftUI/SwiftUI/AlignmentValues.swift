import PlumbModel
import SwiftSyntax

/// SwiftUI's `Alignment`, `HorizontalAlignment` and `VerticalAlignment` as values views compute
/// with: `Alignment(horizontal:vertical:)`, an alignment's `.horizontal`/`.vertical` parts, and
/// the types those members have (so the sources' `extension HorizontalAlignment { var inverse }`
/// applies to `alignment.horizontal`). An alignment stays the implicit member that names it
/// (`.topLeading`), as the modifiers that take one read it.
enum AlignmentValues {
    /// `Alignment(horizontal: .leading, vertical: .top)` (also `.init(horizontal:vertical:)`
    /// where an Alignment is expected): the alignment of that name; nil when a part is not one
    /// of SwiftUI's guides (a custom `AlignmentID`).
    static func construct(_ args: [Argument]) -> SwiftValue? {
        guard args.count == 2, args[0].label == "horizontal", args[1].label == "vertical",
              let h = SwiftUIVocabulary.memberName(args[0].value).flatMap(HorizontalAlignment.init(rawValue:)),
              let v = SwiftUIVocabulary.memberName(args[1].value).flatMap(VerticalAlignment.init(rawValue:)) else { return nil }
        return .implicitMember(name: Alignment(horizontal: h, vertical: v).description, arguments: nil)
    }

    /// `alignment.horizontal`, `alignment.vertical` of an alignment named by `value`.
    static func part(_ value: SwiftValue, _ name: String) -> SwiftValue? {
        guard name == "horizontal" || name == "vertical",
              let a = SwiftUIVocabulary.memberName(value).flatMap(Alignment.init(name:)) else { return nil }
        return .implicitMember(name: name == "horizontal" ? a.horizontal.rawValue : a.vertical.rawValue, arguments: nil)
    }

    /// The declared type of a member of one of SwiftUI's alignment types (`Alignment.horizontal`
    /// is a `HorizontalAlignment`); nil for any other.
    static func memberType(_ type: String, _ name: String) -> String? {
        switch (type, name) {
        case ("Alignment", "horizontal"): return "HorizontalAlignment"
        case ("Alignment", "vertical"): return "VerticalAlignment"
        default: return nil
        }
    }
}
