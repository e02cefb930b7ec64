import PlumbModel

/// SFSafeSymbols, the package most SwiftUI code bases use for typed SF Symbol names:
/// `Image(systemSymbol: .checklistChecked)`, `Label("Done", systemSymbol: .checkmark)`,
/// `UIImage(systemSymbol:)` and `SFSymbol.xmark`. Its `SFSymbol` statics are the symbols' names
/// in lower camel case — each dot-separated part after the first capitalised, digits kept
/// (`person.2.fill` → `person2Fill`), a leading digit behind an underscore (`1.circle` →
/// `_1Circle`) — so the name is found again from the identifier.
enum SFSafeSymbolsBinding {
    static let typeName = "SFSymbol"

    /// The identifier SFSafeSymbols declares for a symbol name.
    static func identifier(of symbol: String) -> String {
        let parts = symbol.split(separator: ".").map(String.init)
        guard let first = parts.first else { return symbol }
        let camel = first + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return camel.first?.isNumber == true ? "_" + camel : camel
    }

    /// The symbol name an identifier stands for: the icon catalog's symbol with that identifier,
    /// else the name read back from the camel case (`checklistChecked` → `checklist.checked`),
    /// which the image then reports as missing from the catalog.
    static func symbolName(_ identifier: String) -> String {
        if let known = catalogByIdentifier[identifier] { return known }
        var name = ""
        var previous: Character?
        for c in identifier.drop(while: { $0 == "_" }) {
            let boundary = c.isUppercase || (c.isNumber && previous.map { !$0.isNumber } == true)
                || (!c.isNumber && previous?.isNumber == true)
            if boundary, !name.isEmpty { name.append(".") }
            name.append(Character(c.lowercased()))
            previous = c
        }
        return name
    }

    /// An `SFSymbol` argument's symbol name: `.xmark`, `SFSymbol.xmark` (an implicit member
    /// here), or a symbol's `rawValue` string.
    static func symbolName(of value: SwiftValue) -> String? {
        switch value.unwrapped ?? value {
        case .implicitMember(let name, nil): return symbolName(name)
        case .string(let s): return s
        default: return nil
        }
    }

    private static let catalogByIdentifier: [String: String] = {
        var map: [String: String] = [:]
        for name in IconCatalog.boxes.keys.sorted() { map[identifier(of: name)] = map[identifier(of: name)] ?? name }
        return map
    }()
}
