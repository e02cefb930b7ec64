import Foundation
import PlumbModel
import SwiftSyntax

/// Conversions of evaluated values into the model's colours, fonts, shapes and sizes, and the
/// environment and property-wrapper rules.
extension SwiftEvaluator {
    func paint(_ v: SwiftValue, at node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> Paint {
        if case .implicitMember(let name, let args) = v, let declared = try declaredStatic(name, args, in: ["Color", "ShapeStyle"], at: node, file) {
            return try paint(declared, at: node, file)
        }
        switch v.unwrapped ?? v {
        case .color(let p): return p
        // A colour with light and dark values: the one of the environment where it is used.
        case .adaptiveColor(let a): return a.paint(environment.colorScheme)
        // `Color.Resolved` is a shape style itself.
        case .native(let n) where n.base is ResolvedColor: return .solid((n.base as! ResolvedColor).rgba)
        // Where only a paint can be kept: the tint where the code runs.
        case .native(let n) where n.base is TintStyle: return (n.base as! TintStyle).paint(environment)
        case .placeholder(let p):
            p.used(as: "a clear colour")
            return .solid(RGBA(r: 0, g: 0, b: 0, a: 0))
        case .implicitMember(let name, nil), .symbol(let name):
            if let c = namedColor(name) { return .solid(c) }
            // `.border(.tint)`: the tint shape style, kept as the tint where the code runs.
            if name == "tint" { return TintStyle(opacity: 1).paint(environment) }
            throw fail("unknown colour '.\(name)'\(Suggestions.hint(for: name, in: SystemColors.names))", at: node, file)
        case .implicitMember(let name, let args?):
            if name == "opacity" || name == "init" { break }
            if let c = try coerce(.implicitMember(name: name, arguments: args), to: "Color", at: node, file).unwrapped, case .color(let p) = c { return p }
        default: break
        }
        throw fail("expected a colour, found \(v.kindName)", at: node, file)
    }

    /// `.red`, `.systemBackground` or `.primaryBackground` where a colour is expected: a system
    /// colour, else the colour set of the asset catalogs that Xcode generates that symbol for
    /// (`Color.primaryBackground`, `ShapeStyle.primaryBackground`, `UIColor.primaryBackground`).
    func namedColor(_ name: String) -> RGBA? { namedColor(name, environment.colorScheme) }

    /// `namedColor` in `scheme`.
    func namedColor(_ name: String, _ scheme: Appearance) -> RGBA? {
        // `Color.accentColor` and Xcode's generated `Color(.accent)`: the app's accent colour
        // (the system blue without one, as the system colour table has it).
        if name == "accentColor" || name == "accent" { return environment.accent(scheme) }
        if let c = SystemColors.color(name, scheme) { return c }
        guard let asset = AssetLookup.generatedSymbolAsset(name, among: assets.colorNames, suffix: "Color") else { return nil }
        return assets.color(asset, scheme)
    }

    func font(_ v: SwiftValue, at node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> ResolvedFont {
        if case .implicitMember(let name, let args) = v, let declared = try declaredStatic(name, args, in: ["Font"], at: node, file) {
            return try font(declared, at: node, file)
        }
        switch v.unwrapped ?? v {
        case .font(let f): return f.font
        case .placeholder(let p):
            p.used(as: "the body font")
            return try font(.implicitMember(name: "body", arguments: nil), at: node, file)
        case .implicitMember(let name, let args):
            if let f = try SwiftUIVocabulary.font(name, args, evaluator: self, node: node, file: file) { return f.font }
            throw fail("unknown font '.\(name)'\(Suggestions.hint(for: name, in: TextStyle.allCases.map(\.rawValue) + ["title", "caption", "system", "custom"]))", at: node, file)
        default:
            throw fail("expected a Font, found \(v.kindName)", at: node, file)
        }
    }

    /// `.display` where a Font is expected and `extension Font { static let display = … }`
    /// declares it (likewise colours): the declared static member, called with `args` if any.
    /// An implicit member written where a library type is expected (`.mid(rect)` for a `CGPoint`,
    /// `.quarter` for an `Angle`): the static the sources declare in an extension of that type,
    /// as Swift looks it up there; the value as it is otherwise.
    func resolvingImplicitMember(_ v: SwiftValue, as type: String, at node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        guard case .implicitMember(let name, let args) = v, name != "init", declarations.type(type) != nil else { return v }
        return try declaredStatic(name, args, in: [type], at: node, file) ?? v
    }

    private func declaredStatic(_ name: String, _ args: [Argument]?, in types: [String], at node: some SyntaxProtocol,
                                _ file: SwiftSourceFile) throws -> SwiftValue? {
        for type in types {
            // `.compound.bodyLG`: a chain whose base the expected type declares.
            if args == nil, name.first?.isLowercase == true, name.contains("."), let v = try implicitChain(name, in: type, node: node, file) { return v }
            // `private static let subheadline = 15.0` in another file's `extension Font` is not
            // visible here: `.subheadline` is SwiftUI's text style.
            if let p = declarations.type(type)?.staticProperties[name], p.file.path != file.path,
               p.declaration.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) { continue }
            guard let s = try staticMember(type, name, node: node, file) else { continue }
            return try args.map { try invoke(s, $0, node: node, file) } ?? s
        }
        return nil
    }

    func shapeKind(_ v: SwiftValue?, at node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> ShapeKind? {
        guard let v else { return nil }
        switch v {
        case .shape(let s): return s
        case .implicitMember(let name, let args):
            switch name {
            case "rect":
                let style = try SwiftUIVocabulary.cornerStyle(args?.first(where: { $0.label == "style" })?.value, default: .circular)
                if let r = args?.first(where: { $0.label == "cornerRadius" })?.value.number {
                    return .roundedRectangle(CornerRadii(topLeading: r, topTrailing: r, bottomLeading: r, bottomTrailing: r), style)
                }
                if let a = args, !a.isEmpty {
                    // `.rect(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`.
                    func r(_ l: String) -> Double { a.first { $0.label == l }?.value.number ?? 0 }
                    return .roundedRectangle(CornerRadii(topLeading: r("topLeadingRadius"), topTrailing: r("topTrailingRadius"),
                                                         bottomLeading: r("bottomLeadingRadius"), bottomTrailing: r("bottomTrailingRadius")), style)
                }
                return .rectangle
            case "capsule" where args != nil:
                return .capsule(try SwiftUIVocabulary.cornerStyle(args?.first(where: { $0.label == "style" })?.value, default: .circular))
            case "capsule": return .capsule(.circular)
            case "circle": return .circle
            case "ellipse": return .ellipse
            default:
                // `extension Shape where Self == RoundedRectangle { static var pill: Self { … } }`.
                if let declared = try declaredStatic(name, args, in: ["Shape", "InsettableShape"], at: node, file) {
                    return try shapeKind(declared, at: node, file)
                }
            }
        case .view(let d):
            if case .leaf(.shape(let s), _) = d.content { return s }
        case .instance(let i):
            if let s = customShape(i) { return s }
        case .native(let n):
            if let p = n.base as? GraphicsPath { return pathShape(p) }
        default: break
        }
        throw fail("expected a shape, found \(v.kindName)", at: node, file)
    }

    func dynamicTypeRange(_ v: SwiftValue?, at node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> DynamicTypeRange {
        func size(_ v: SwiftValue) throws -> DynamicTypeSize {
            // A `ContentSizeCategory` name (`.accessibilityExtraExtraExtraLarge`) is the size of its rank.
            guard case .implicitMember(let n, nil) = v, let rank = Self.sizeRank(n), DynamicTypeSize.allCases.indices.contains(rank) else {
                throw fail("expected a DynamicTypeSize (.xSmall … .accessibility5), found \(v.kindName)", at: node, file)
            }
            return DynamicTypeSize.allCases[rank]
        }
        guard let v else { throw fail("dynamicTypeSize needs a size or a range", at: node, file) }
        if case .implicitMember = v { let s = try size(v); return DynamicTypeRange(s, s) }
        if case .symbol = v { let s = try size(asMember(v)); return DynamicTypeRange(s, s) }
        // Ranges arrive as `.tuple([from:, through:])` (`a...b`, `...b`, `a...`; see `prefix`/`postfix`).
        if case .tuple(let parts) = v, parts.allSatisfy({ $0.label == "from" || $0.label == "through" }) {
            let from = try parts.first { $0.label == "from" }.map { try size(asMember($0.value)) } ?? DynamicTypeSize.allCases.first!
            let through = try parts.first { $0.label == "through" }.map { try size(asMember($0.value)) } ?? DynamicTypeSize.allCases.last!
            guard from <= through else { throw fail("dynamicTypeSize range \(from.rawValue)...\(through.rawValue) is empty", at: node, file) }
            return DynamicTypeRange(from, through)
        }
        throw fail("dynamicTypeSize ranges (…) are read from the source text only in the form .dynamicTypeSize(...DynamicTypeSize.xxxLarge)", at: node, file)
    }

    private func asMember(_ v: SwiftValue) -> SwiftValue {
        if case .symbol(let s) = v { return .implicitMember(name: s, arguments: nil) }
        return v
    }

    /// `.environment(\.key, value)` and `.environment(object)`.
    /// `overlayPreferenceValue(Key.self) { value in … }` / `backgroundPreferenceValue`: a
    /// reader, whose decoration is made at materialisation from the key's value as the views
    /// inside set it (`materializePreferenceReader`).
    func preferenceValueDecoration(_ name: String, _ view: ViewDescription, _ args: [Argument], node: FunctionCallExprSyntax,
                                   _ file: SwiftSourceFile) throws -> ViewDescription {
        guard case .type(let key)? = args.first?.value, case .closure(let c)? = args.last?.value else {
            throw fail("\(name) needs a preference key type and a closure", at: node, file)
        }
        let a = try SwiftUIVocabulary.alignment(args.first { $0.label == "alignment" }?.value, self, node, file)
        return view.modified(.preferenceReader(PreferenceReader(key: key, closure: c, overlay: name == "overlayPreferenceValue",
                                                                alignment: a, node: Syntax(node.calledExpression), file: file)))
    }

    /// `transformEnvironment(\.key) { value in … }`: where the view stands, the closure changes
    /// the value it would read (`value` is `inout`), for the view and everything inside it.
    func environmentTransform(_ view: ViewDescription, _ args: [Argument], at node: FunctionCallExprSyntax, _ file: SwiftSourceFile) throws -> ViewDescription {
        guard case .keyPath(let path)? = args.first?.value, let key = path.first, case .closure(let c)? = args.last?.value else {
            throw fail("transformEnvironment(_:transform:) needs a key path and a closure", at: node, file)
        }
        return view.modified(.environment { [unowned self] env in
            let outer = self.environment
            self.environment = env
            defer { self.environment = outer }
            let current = self.environmentValue(key, at: node, file)
            do {
                if let changed = try self.callClosure(c, [current], inoutFirst: true, node: node, file).first { env.custom[key] = changed }
            } catch {
                self.warn("transformEnvironment(\\.\(key)) could not be evaluated: the value is left as it was", at: node, file)
            }
        })
    }

    func environmentModification(_ view: ViewDescription, _ args: [Argument], at node: some SyntaxProtocol,
                                 _ file: SwiftSourceFile) throws -> ViewDescription {
        if args.count == 1, let v = args.first?.value {
            let type = typeName(of: v)
            return view.modified(.environment { $0.objects[type] = v })
        }
        guard args.count == 2, case .keyPath(let path) = args[0].value, let key = path.first else {
            throw fail("environment(_:_:) needs a key path and a value", at: node, file)
        }
        let value = args[1].value
        switch key {
        case "colorScheme":
            // `.dark`, or `ColorScheme.dark` held in a property.
            guard let s = SwiftUIVocabulary.memberName(value), let a = Appearance(rawValue: s) else { throw fail("colorScheme is .light or .dark", at: node, file) }
            // Colours resolve in the scheme; text and symbols with no foreground of their own
            // take its label colour (`Modifier.colorScheme`).
            return view.modified(.modifier(.colorScheme(a), token: nil)).modified(.environment { $0.colorScheme = a })
        case "dynamicTypeSize", "sizeCategory":
            let s = try dynamicTypeRange(value, at: node, file)
            return view.modified(.modifier(.dynamicTypeSize(s), token: nil)).modified(.environment { $0.dynamicType = s.lowerBound })
        case "isEnabled":
            let on = try truth(value, node, file)
            return view.modified(.environment { $0.isEnabled = on })
        case "layoutDirection":
            guard let d = SwiftUIVocabulary.memberName(value), let dir = LayoutDirection(rawValue: d) else {
                throw fail("layoutDirection is .leftToRight or .rightToLeft", at: node, file)
            }
            return view.modified(.modifier(.layoutDirection(dir), token: nil)).modified(.environment { $0.layoutDirection = dir })
        case "locale":
            let identifier: String
            switch value {
            case .native(let n) where n.base is Locale: identifier = (n.base as? Locale)?.identifier ?? ""
            case .implicitMember("init", let a?):
                guard let arg = a.first(where: { $0.label == "identifier" }), case .string(let s) = arg.value else { fallthrough }
                identifier = s
            default:
                throw fail("locale is Locale(identifier: \"…\")", at: node, file)
            }
            do {
                return view.modified(.modifier(try SpecResolver.localeModifier(identifier, at: .file(file.path)), token: nil))
                    .modified(.environment { $0.locale = identifier })
            } catch let e as PlumbError {
                throw fail(e.message, at: node, file)
            }
        default:
            return view.modified(.environment { $0.custom[key] = value })
        }
    }

    /// A style passed to `.buttonStyle(…)`: an instance of a style type, or a builtin one
    /// (`.plain`, `.borderedProminent`), kept as a symbol.
    /// `protocols`: the style protocols the modifier takes (`.toggleStyle(.example)` is the
    /// `ToggleStyle` named `example`, not a `ButtonStyle` of that name).
    func styleValue(_ v: SwiftValue, conformingTo protocols: [String], at node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        switch v {
        case .instance: return v
        case .implicitMember(let name, let args):
            // `.scale` as a static member of a style type the sources declare (`extension ButtonStyle where Self == ScaleStyle`).
            // `.checkbox` as a static member the sources declare on a style protocol
            // (`extension ToggleStyle where Self == CheckboxToggleStyle { static var checkbox … }`).
            for t in declarations.types.values.sorted(by: { $0.name < $1.name })
            where protocols.contains(t.name) || protocols.contains(where: { t.conforms(to: $0) }) {
                if let v = try implicitStatic(of: t, name, args, node: node, file) { return v }
            }
            return .symbol(name)
        default:
            return v
        }
    }

    /// The initial value of a property-wrapped stored property, or nil to use its plain default.
    func wrapperInitial(_ p: PropertyDecl, _ w: AttributeSyntax, _ scope: Scope) throws -> SwiftValue? {
        switch p.wrapperBase {
        case "Environment", "FocusState", "AccessibilityFocusState", "Namespace":
            return try SwiftUIVocabulary.localWrapperValue(w, type: p.typeName, evaluator: self, scope: scope, file: p.file)
        case "EnvironmentObject":
            return p.typeName.flatMap { environment.objects[$0] } ?? .optional(nil)
        case "ScaledMetric":
            guard let i = p.binding.initializer, let base = try eval(i.value, scope, p.file).number else { return nil }
            var style = TextStyle.body
            if case .argumentList(let list)? = w.arguments,
               let r = list.first(where: { $0.label?.text == "relativeTo" }),
               let m = r.expression.as(MemberAccessExprSyntax.self), let s = TextStyle(name: m.declName.baseName.text) {
                style = s
            }
            return .double(DynamicTypeTable.scaledMetric(base, relativeTo: style, at: environment.dynamicType))
        case DependenciesBinding.wrapperName:
            return try dependencyValue(w, scope, p.file)
        default:
            return nil
        }
    }

    /// An `@EnvironmentObject var theme: Theme` (or `@Environment(Model.self)`) that nothing
    /// around the view injects where it is drawn: SwiftUI stops such a preview ("No
    /// ObservableObject of type Theme found"); Plumb makes the object with `Theme()`, as the
    /// app's root usually does, and says so. Nil when the type is not the sources' or needs
    /// arguments, and for an optional `@Environment(Model.self) var model: Model?`.
    func missingObjectStandIn(_ p: PropertyDecl, _ w: AttributeSyntax, _ scope: Scope) throws -> SwiftValue? {
        let type: String
        switch p.wrapperBase {
        case "EnvironmentObject":
            guard let written = p.typeName else { return nil }
            type = written
        case "Environment":
            guard case .argumentList(let list)? = w.arguments, let first = list.first, p.typeName?.hasSuffix("?") != true,
                  case .type(let t) = try eval(first.expression, scope, p.file) else { return nil }
            type = t
        default:
            return nil
        }
        let name = declarations.canonical(declarations.resolvedTypeName(type))
        guard let t = declarations.type(name), t.kind != .extensionOnly, t.kind != .protocol, canMakeWithoutArguments(t) else { return nil }
        let made = try construct(name, [], node: w, p.file)
        let how = p.wrapperBase == "EnvironmentObject" ? ".environmentObject(_:)" : ".environment(_:)"
        warn("no \(type) is injected with \(how) where this view is drawn (SwiftUI stops the preview): a \(type)() stands in", at: w, p.file)
        return made
    }

    /// `@Environment(\.key)` as the view sees it.
    func environmentValue(_ key: String, at node: some SyntaxProtocol, _ file: SwiftSourceFile) -> SwiftValue {
        if let v = FoundationLibrary.environmentValue(key, evaluator: self) { return v }
        switch key {
        case "colorScheme": return .symbol(environment.colorScheme.rawValue)
        case "dynamicTypeSize": return .symbol(environment.dynamicType.rawValue)
        case "sizeCategory": return .symbol(Self.contentSizeCategories[environment.dynamicType.index])
        case "isEnabled": return .bool(environment.isEnabled)
        case "layoutDirection": return .symbol(environment.layoutDirection.rawValue)
        case "horizontalSizeClass": return .symbol(context.horizontalSizeClass)
        // `@Environment(\.self)`: the environment, for `color.resolve(in:)`.
        case "self": return SwiftUINonViewValues.value("EnvironmentValues", "current")
        case "verticalSizeClass": return .symbol(context.verticalSizeClass)
        case "locale", "calendar", "timeZone", "colorSchemeContrast", "legibilityWeight":
            return .symbol(key)
        default:
            if let v = environment.custom[key] { return v }
            if let v = SwiftUIEnvironmentDefaults.value(key, environment) { return v }
            // A custom EnvironmentKey's default: `extension EnvironmentValues { var key: T { get { self[Key.self] } } }`.
            if let ext = declarations.type("EnvironmentValues"), let prop = ext.properties[key] {
                // `@Entry var key: T = value` (iOS 18) holds its default itself.
                if prop.binding.initializer != nil, let v = try? propertyValue(prop, selfValue: nil) { return v }
                // `@Entry var style: Style?` with no value: an optional entry defaults to nil.
                if prop.wrapperName == "Entry", prop.binding.initializer == nil, prop.typeName?.hasSuffix("?") == true { return .optional(nil) }
                if let v = try? customEnvironmentDefault(prop) { return v }
                // A computed value of `extension EnvironmentValues` (`var resolvedFont: Font { … }`):
                // its getter, run on the environment where the view stands.
                if prop.isComputed, let v = try? propertyValue(prop, selfValue: SwiftUINonViewValues.value("EnvironmentValues", "current")) {
                    return v
                }
            }
            warn("environment value '\\.\(key)' is unknown: nil is used", at: node, file)
            return .optional(nil)
        }
    }

    /// `self[ThemeKey.self]` → `ThemeKey.defaultValue`.
    private func customEnvironmentDefault(_ prop: PropertyDecl) throws -> SwiftValue? {
        try keyedStorageValue(prop, container: "EnvironmentValues", statics: ["defaultValue"])
    }
}

extension SwiftUIVocabulary {
    /// Property wrappers' initial values: `@State`/`@Binding` keep their value, `@Environment`
    /// reads the environment, `@ScaledMetric` scales by the documented table.
    static func wrappedInitialValue(_ p: PropertyDecl, wrapper: AttributeSyntax, evaluator: SwiftEvaluator, scope: Scope) throws -> SwiftValue? {
        try evaluator.wrapperInitial(p, wrapper, scope)
    }

    /// SwiftUI's wrappers a local variable may carry without an initialiser (a `#Preview`'s
    /// `@Previewable @Environment(\.spacing) var spacing`).
    static let localWrapperNames: Set<String> = ["Environment", "FocusState", "AccessibilityFocusState", "Namespace"]

    /// Such a local's value, as the same wrapper on a view's property gives it: the
    /// environment's value where the preview is drawn, no focus, a namespace.
    static func localWrapperValue(_ w: AttributeSyntax, type: String?, evaluator e: SwiftEvaluator, scope: Scope, file: SwiftSourceFile) throws -> SwiftValue? {
        switch w.attributeName.as(IdentifierTypeSyntax.self)?.name.text {
        case "Environment":
            guard case .argumentList(let list)? = w.arguments, let first = list.first else { return nil }
            switch try e.eval(first.expression, scope, file) {
            case .keyPath(let path): return e.environmentValue(path.first ?? "", at: w, file)
            case .type(let t): return e.environment.objects[t] ?? .optional(nil)
            default: return nil
            }
        // Nothing has focus in a still image (VoiceOver's neither): false, or nil for an optional field.
        case "FocusState", "AccessibilityFocusState": return type == "Bool" ? .bool(false) : .optional(nil)
        case "Namespace": return SwiftUINonViewValues.value("Namespace", "ID")
        default: return nil
        }
    }
}
