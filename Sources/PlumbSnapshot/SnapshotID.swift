import PlumbModel

/// One cell of the snapshot matrix: component × variant × appearance × Dynamic Type × scale.
public struct SnapshotID: Hashable, Comparable, Codable, Sendable {
    public var system: String
    public var component: String
    public var variant: String
    public var appearance: Appearance
    public var dynamicType: DynamicTypeSize
    public var scale: Int
    /// The proposed width, when the matrix lists widths (nil: the spec's own, not named).
    public var width: Double?
    /// The pseudo-locale the strings were rewritten in (nil: as written).
    public var pseudoLocale: PseudoLocale?
    /// The locale the strings were translated into (a `locales:` entry; nil: as written).
    public var locale: String?
    /// `rightToLeft`, or nil for left to right (the default, not named; optional so reports
    /// written before the dimension existed still decode).
    public var layoutDirection: LayoutDirection?

    public init(system: String, component: String, variant: String, appearance: Appearance,
                dynamicType: DynamicTypeSize, scale: Int, width: Double? = nil, pseudoLocale: PseudoLocale? = nil,
                locale: String? = nil, layoutDirection: LayoutDirection = .leftToRight) {
        self.system = system
        self.component = component
        self.variant = variant
        self.appearance = appearance
        self.dynamicType = dynamicType
        self.scale = scale
        self.width = width
        self.pseudoLocale = pseudoLocale
        self.locale = locale
        self.layoutDirection = layoutDirection == .leftToRight ? nil : layoutDirection
    }

    /// The direction the snapshot is laid out in.
    public var direction: LayoutDirection { layoutDirection ?? .leftToRight }

    /// `<variant>-<appearance>-<dynamicType>[-<width>pt][-<pseudoLocale>][-<locale>][-rtl]@<scale>x`: DESIGN.md's
    /// file stem, with the matrix's optional dimensions only where the matrix asks for them, so
    /// existing references keep their names.
    public var stem: String {
        var s = "\(variant)-\(appearance.rawValue)-\(dynamicType.rawValue)"
        if let width { s += "-" + SnapshotMatrix.widthName(width) }
        if let pseudoLocale { s += "-" + pseudoLocale.rawValue }
        if let locale { s += "-" + locale }
        if let suffix = direction.nameSuffix { s += "-" + suffix }
        return s + "@\(scale)x"
    }


    /// `<system>/<component>/<stem>`: the name printed and used under `snapshots/`.
    public var name: String { "\(system)/\(component)/\(stem)" }

    /// The PNG's path relative to the snapshots directory.
    public var pngPath: String { name + ".png" }

    /// The layout dump's path relative to the snapshots directory.
    public var layoutPath: String { name + ".layout.json" }

    public static func < (a: SnapshotID, b: SnapshotID) -> Bool { a.name < b.name }

    /// The id a snapshot name stands for (best effort: used for orphans, whose spec is gone):
    /// `system/component/variant-appearance-size[-<width>pt][-<pseudoLocale>][-<locale>][-rtl]@Nx`
    /// (a field is a locale only where one can stand: right after the size, a width or a
    /// pseudo-locale, so a variant named `row-de` is not read as one).
    public static func parse(_ name: String) -> SnapshotID {
        let parts = name.split(separator: "/", maxSplits: 2).map(String.init)
        let stem = parts.count == 3 ? parts[2] : name
        var scale = 3
        var fields: [String]
        if let at = stem.lastIndex(of: "@") {
            scale = Int(stem[stem.index(after: at)...].dropLast()) ?? 3
            fields = stem[..<at].split(separator: "-").map(String.init)
        } else {
            fields = stem.split(separator: "-").map(String.init)
        }
        var id = SnapshotID(system: parts.first ?? "", component: parts.count > 1 ? parts[1] : "", variant: "",
                            appearance: .light, dynamicType: .large, scale: scale)
        if fields.count > 1, fields.last == LayoutDirection.rightToLeft.nameSuffix { id.layoutDirection = .rightToLeft; fields.removeLast() }
        if fields.count > 2, let last = fields.last, SnapshotLanguage.canonicalLocale(last) == last,
           Self.precedesLocale(fields[fields.count - 2]) {
            id.locale = last
            fields.removeLast()
        }
        if let p = fields.last.flatMap(PseudoLocale.init(rawValue:)) { id.pseudoLocale = p; fields.removeLast() }
        if let last = fields.last, last.hasSuffix("pt"), let w = Double(last.dropLast(2)) { id.width = w; fields.removeLast() }
        if let d = fields.last.flatMap(DynamicTypeSize.init(rawValue:)) { id.dynamicType = d; fields.removeLast() }
        if let a = fields.last.flatMap(Appearance.init(rawValue:)) { id.appearance = a; fields.removeLast() }
        id.variant = fields.joined(separator: "-")
        return id
    }

    /// Whether a name field can come right before a locale: a Dynamic Type size, a width or
    /// a pseudo-locale.
    private static func precedesLocale(_ field: String) -> Bool {
        DynamicTypeSize(rawValue: field) != nil || PseudoLocale(rawValue: field) != nil
            || (field.hasSuffix("pt") && Double(field.dropLast(2)) != nil)
    }
}

extension Appearance: Codable {}
extension PseudoLocale: Codable {}
extension LayoutDirection: Codable {}
extension DynamicTypeSize: Codable {}
