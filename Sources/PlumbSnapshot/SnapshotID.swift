import PlumbModel

/// One cell of the snapshot matrix: component × variant × appearance × Dynamic Type × scale.
public struct SnapshotID: Hashable, Comparable, Codable, Sendable {
    public var system: String
    public var component: String
    public var variant: String
    public var appearance: Appearance
    public var dynamicType: DynamicTypeSize
    public var scale: Int

    public init(system: String, component: String, variant: String, appearance: Appearance,
                dynamicType: DynamicTypeSize, scale: Int) {
        self.system = system
        self.component = component
        self.variant = variant
        self.appearance = appearance
        self.dynamicType = dynamicType
        self.scale = scale
    }

    /// `<variant>-<appearance>-<dynamicType>@<scale>x` (DESIGN.md's file stem).
    public var stem: String { "\(variant)-\(appearance.rawValue)-\(dynamicType.rawValue)@\(scale)x" }

    /// `<system>/<component>/<stem>`: the name printed and used under `snapshots/`.
    public var name: String { "\(system)/\(component)/\(stem)" }

    /// The PNG's path relative to the snapshots directory.
    public var pngPath: String { name + ".png" }

    /// The layout dump's path relative to the snapshots directory.
    public var layoutPath: String { name + ".layout.json" }

    public static func < (a: SnapshotID, b: SnapshotID) -> Bool { a.name < b.name }
}

extension Appearance: Codable {}
extension DynamicTypeSize: Codable {}
