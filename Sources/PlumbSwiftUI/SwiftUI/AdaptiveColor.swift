import PlumbModel

/// A colour that has one value in the light appearance and another in the dark — an asset
/// catalog colour set with a dark appearance, a system colour (`.red`, `.primary`,
/// `Color(.systemBackground)`), `UIColor(named:)`. SwiftUI resolves such a colour where it is
/// drawn, in that place's environment, not where it is made: a view built by a test and then
/// given `.colorScheme(.dark)`, or a `backgroundColor: Color = Color("background")` default
/// argument evaluated in the caller's scheme, draws the dark value.
///
/// Plumb keeps both values while the colour is stored, passed and returned (`SwiftValue.adaptiveColor`)
/// and resolves it in the evaluator's environment where the library uses it: a modifier's
/// argument, a colour's own members, a colour standing as a view (`SwiftEvaluator.resolvingColors`).
struct AdaptiveColor: Hashable {
    var light: Paint
    var dark: Paint

    /// The colour in `scheme`.
    func paint(_ scheme: Appearance) -> Paint { scheme == .dark ? dark : light }

    /// A colour value: adaptive when the two appearances differ, else the one colour.
    static func value(light: Paint, dark: Paint) -> SwiftValue {
        light == dark ? .color(light) : .adaptiveColor(AdaptiveColor(light: light, dark: dark))
    }

    /// A colour value from a lookup by appearance (an asset catalog's or the system's colours);
    /// nil when the name is unknown.
    static func value(_ lookup: (Appearance) -> RGBA?) -> SwiftValue? {
        guard let light = lookup(.light), let dark = lookup(.dark) else { return nil }
        return value(light: .solid(light), dark: .solid(dark))
    }
}

extension SwiftEvaluator {
    /// `v` with its adaptive colours resolved in the environment where the code runs now (in
    /// optionals, arrays and tuples too): what the library sees of a colour it is given.
    func resolvingColors(_ v: SwiftValue) -> SwiftValue {
        switch v {
        case .adaptiveColor(let a): return .color(a.paint(environment.colorScheme))
        case .optional(let w?): return .optional(resolvingColors(w))
        case .array(let items) where items.contains(where: \.holdsAdaptiveColor): return .array(items.map(resolvingColors))
        case .tuple(let items) where items.contains(where: { $0.value.holdsAdaptiveColor }):
            return .tuple(items.map { (label: $0.label, value: resolvingColors($0.value)) })
        default: return v
        }
    }

    /// Whether a value is a colour whose light and dark appearances differ: an adaptive colour,
    /// or a system or asset colour named as an implicit member (`.primary`, `.brandBlue`).
    func dependsOnColorScheme(_ v: SwiftValue) -> Bool {
        switch v {
        case .adaptiveColor(let a): return a.light != a.dark
        case .implicitMember(let name, nil):
            guard case .adaptiveColor(let a)? = namedColorValue(name) else { return false }
            return a.light != a.dark
        default: return false
        }
    }

    /// A view as a modifier's receiver: a view value or an instance of a view of the sources;
    /// nil for anything else (a colour, a shape style, a font).
    func modifiableView(_ v: SwiftValue) -> ViewDescription? {
        switch v {
        case .view(let d): return d
        case .instance(let i) where isSwiftUIView(i.type): return viewIfPossible(v)
        default: return nil
        }
    }

    /// The arguments with their adaptive colours resolved (`resolvingColors`).
    func resolvingColors(_ args: [Argument]) -> [Argument] {
        guard args.contains(where: { $0.value.holdsAdaptiveColor }) else { return args }
        return args.map { a in
            var a = a
            a.value = resolvingColors(a.value)
            return a
        }
    }

    /// A system colour (`.red`, `.secondaryLabel`) or a generated asset symbol's colour set
    /// (`.primaryBackground`) by name, with both its appearances; nil for another name.
    func namedColorValue(_ name: String) -> SwiftValue? {
        AdaptiveColor.value { namedColor(name, $0) }
    }
}

extension SwiftValue {
    /// Whether the value is, or directly holds, an adaptive colour.
    var holdsAdaptiveColor: Bool {
        switch self {
        case .adaptiveColor: return true
        case .optional(let w?): return w.holdsAdaptiveColor
        case .array(let items): return items.contains(where: \.holdsAdaptiveColor)
        case .tuple(let items): return items.contains(where: { $0.value.holdsAdaptiveColor })
        default: return false
        }
    }
}
