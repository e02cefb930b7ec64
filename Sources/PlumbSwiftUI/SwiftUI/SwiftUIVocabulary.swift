import PlumbModel
import SwiftSyntax

/// SwiftUI's names, mapped onto Plumb's node model: views (`construct`), modifiers and methods
/// (`method`), static values (`Color.red`, `Font.title`), implicit members given a type
/// (`.title` where a `Font` is expected) and property wrappers' initial values.
enum SwiftUIVocabulary {
    static let viewNames = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Grid", "GridRow", "Text", "Image", "Label",
                            "Button", "Toggle", "ProgressView", "Spacer", "Divider", "Color", "Rectangle", "RoundedRectangle",
                            "UnevenRoundedRectangle", "Capsule", "Circle", "Ellipse", "Group", "ForEach", "EmptyView", "AnyView", "AnyShape", "AnyShapeStyle",
                            "ScrollView", "NavigationStack", "NavigationView", "ViewThatFits", "List", "Section", "Form", "LinearGradient",
                            "RadialGradient", "AngularGradient", "Gradient", "LazyVGrid", "LazyHGrid", "GridItem", "ToolbarItem", "ToolbarItemGroup",
                            "GeometryReader", "NavigationLink", "Link", "EdgeInsets", "StrokeStyle", "UnitPoint", "LabeledContent",
                            "ContentUnavailableView", "TextField", "SecureField", "Menu", "DisclosureGroup", "ModifiedContent",
                            "Slider", "Stepper", "Picker", "TextEditor", "ContainerRelativeShape", "Gauge", "TipView", "DatePicker", "ColorPicker",
                            "HStackLayout", "VStackLayout", "ZStackLayout", "AnyLayout"]
    static let typeNames = ["Font", "CGFloat", "Double", "Int", "String", "Bool", "Edge", "Alignment", "UnitPoint", "Binding",
                            "ColorScheme", "DynamicTypeSize", "ContentSizeCategory", "LayoutDirection", "Array", "Set", "UIColor",
                            "ShapeStyle", "Path", "Angle", "ImageResource", "ColorResource", "ButtonBorderShape",
                            // SwiftUI's small enums, named in full (`@State var size = ControlSize.large`).
                            "HorizontalAlignment", "VerticalAlignment", "RoundedCornerStyle", "Visibility", "TextAlignment",
                            "ControlSize", "ContentMode", "Axis", "ButtonRole", "SymbolRenderingMode", "ProposedViewSize", "WidgetRenderingMode",
                            "NavigationSplitViewColumn", "NavigationSplitViewVisibility",
                            // Not SwiftUI's: SFSafeSymbols' symbol names, which `Image` takes.
                            SFSafeSymbolsBinding.typeName]
    static var modifierNames: [String] { ViewModifiers.names }

    /// The protocols of SwiftUI's own types whose extensions (`extension ShapeStyle where Self ==
    /// Color`) give them statics.
    static func libraryProtocols(of type: String) -> [String] {
        switch type {
        case "Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "AnyGradient", "Material", "HierarchicalShapeStyle":
            return ["ShapeStyle"]
        default:
            return []
        }
    }

    static func isBuiltinName(_ name: String) -> Bool {
        viewNames.contains(name) || typeNames.contains(name) || SwiftUINonViewValues.typeNames.contains(name)
            || SwiftUINonViewValues.actionFunctions.contains(name) || name == "ScrollViewReader" || WidgetKitVocabulary.configurationNames.contains(name)
    }

    // MARK: Values

    /// SwiftUI's other `CaseIterable` enums, each `allCases` in the order SwiftUI declares it
    /// (iOS: `Font.TextStyle`'s visionOS-only styles are not among them).
    static let caseIterableMembers: [String: [String]] = [
        "TextAlignment": ["leading", "center", "trailing"],
        "ControlSize": ["mini", "small", "regular", "large", "extraLarge"],
        "Axis": ["horizontal", "vertical"],
        "ContentMode": ["fit", "fill"],
        "ColorSchemeContrast": ["standard", "increased"],
        "Font.TextStyle": ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
                           "caption", "caption2"],
    ]

    /// `Color.red`, `Font.title`, `CGFloat.zero`, `Double.infinity`, `Edge.Set.horizontal`, …
    static func staticValue(type: String, name: String, evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                            file: SwiftSourceFile) throws -> SwiftValue? {
        switch type {
        case "Color", "ShapeStyle", "UIColor":
            return evaluator.namedColorValue(name)
        case "Font":
            return try font(name, nil, evaluator: evaluator, node: node, file: file).map { .font($0) }
        // `ImageResource.brandLogo`: the generated symbol, as `.brandLogo` where one is expected.
        case "ImageResource", "ColorResource": return .implicitMember(name: name, arguments: nil)
        // SFSafeSymbols' `SFSymbol.xmark`: the symbol, as `.xmark` where one is expected.
        case SFSafeSymbolsBinding.typeName: return .implicitMember(name: name, arguments: nil)
        case "Angle" where name == "zero":
            return .implicitMember(name: "degrees", arguments: [Argument(label: nil, value: .double(0), syntax: nil)])
        case "EdgeInsets" where name == "zero":
            return .instance(Instance(type: "EdgeInsets", fields: ["top": .double(0), "leading": .double(0), "bottom": .double(0), "trailing": .double(0)]))
        // SwiftUI's CaseIterable enums, in their declared order (`ForEach(ColorScheme.allCases)`
        // around a preview is a common way to show it light and dark).
        case "ProposedViewSize": return CustomLayouts.staticValue(name)
        case "ColorScheme" where name == "allCases": return .array(["light", "dark"].map { .symbol($0) })
        case "LayoutDirection" where name == "allCases": return .array(["leftToRight", "rightToLeft"].map { .symbol($0) })
        case "DynamicTypeSize" where name == "allCases": return .array(DynamicTypeSize.allCases.map { .symbol($0.rawValue) })
        case "ContentSizeCategory" where name == "allCases": return .array(SwiftEvaluator.contentSizeCategories.map { .symbol($0) })
        case "Edge" where name == "allCases": return .array(["top", "leading", "bottom", "trailing"].map { .symbol($0) })
        case "Visibility" where name == "allCases": return .array(["automatic", "visible", "hidden"].map { .symbol($0) })
        case _ where name == "allCases":
            if let cases = Self.caseIterableMembers[type] { return .array(cases.map { .implicitMember(name: $0, arguments: nil) }) }
            return nil
        case "Edge.Set", "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment", "UnitPoint", "Font.Weight", "Font.Design",
             "ColorScheme", "DynamicTypeSize", "LayoutDirection", "ContentSizeCategory", "RoundedCornerStyle", "Visibility":
            return .symbol(name)
        // A widget's rendering mode (`\.widgetRenderingMode`); it prints as its name (`"\(mode)"` is "fullColor").
        case "WidgetRenderingMode" where ["fullColor", "accented", "vibrant"].contains(name):
            return .symbol(name)
        // Written out in full, a case of one of SwiftUI's enums is the implicit member it
        // names (`Font.TextStyle.largeTitle` is `.largeTitle` where a TextStyle is expected).
        case "Font.TextStyle", "Font.Width", "Text.TruncationMode", "Text.Case", "TextAlignment", "Image.Scale", "ControlSize",
             "ContentMode", "Axis", "Axis.Set", "Image.TemplateRenderingMode", "Image.ResizingMode", "ButtonRole", "SymbolRenderingMode":
            return .implicitMember(name: name, arguments: nil)
        case "NavigationSplitViewColumn" where ["sidebar", "content", "detail"].contains(name),
             "NavigationSplitViewVisibility" where ["automatic", "all", "doubleColumn", "detailOnly"].contains(name):
            return .implicitMember(name: name, arguments: nil)
        default:
            return SwiftUINonViewValues.staticValue(type: type, name: name)
        }
    }

    /// The environment a modifier's receiver is evaluated in, when the modifier changes it:
    /// `.environment(\.colorScheme, .dark)` and `.colorScheme(.dark)` make the colours written in
    /// the view they modify dark ones, as SwiftUI resolves a colour where it is drawn.
    static func receiverEnvironment(_ modifier: String, _ args: [Argument]) -> ((inout SwiftEnvironment) -> Void)? {
        let scheme: SwiftValue?
        switch modifier {
        case "environment" where args.count == 2:
            guard case .keyPath(["colorScheme"]) = args[0].value else { return nil }
            scheme = args[1].value
        case "colorScheme" where args.count == 1: scheme = args[0].value
        default: return nil
        }
        let name: String
        switch scheme {
        case .implicitMember(let s, nil)?, .symbol(let s)?: name = s
        default: return nil
        }
        guard let a = Appearance(rawValue: name) else { return nil }
        return { $0.colorScheme = a }
    }

    /// The case a value of one of SwiftUI's enums names, however it arrived: written
    /// (`.center`), read from the environment (`.symbol`), or kept in a property.
    static func memberName(_ v: SwiftValue?) -> String? {
        switch v {
        case .implicitMember(let n, nil)?, .symbol(let n)?, .enumCase(_, let n, _)?: return n
        case .optional(let w?)?: return memberName(w)
        default: return nil
        }
    }

    /// The cases of SwiftUI's small enums that overloads are told apart by (`Font.Weight`
    /// beside `Font.Width`); nil for a type not listed.
    static func enumCases(of type: String) -> Set<String>? {
        switch type {
        case "Font.Weight": return ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
        case "Font.Width": return ["compressed", "condensed", "standard", "expanded"]
        case "Font.Leading": return ["standard", "tight", "loose"]
        case "Font.Design": return ["default", "rounded", "monospaced", "serif"]
        // SwiftUI's spellings (`.title`, `.caption`), with Plumb's own (`title1`) beside them.
        case "Font.TextStyle": return Set(TextStyle.allCases.map(\.rawValue) + caseIterableMembers["Font.TextStyle", default: []])
        case "TextAlignment": return ["leading", "center", "trailing"]
        case "ColorScheme": return ["light", "dark"]
        case "LayoutDirection": return ["leftToRight", "rightToLeft"]
        default: return nil
        }
    }

    /// An implicit member (`.title`, `.red`, `.horizontal`) where a value of `type` is expected.
    static func implicit(_ name: String, _ args: [Argument]?, type: String, evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                         file: SwiftSourceFile) throws -> SwiftValue? {
        switch type {
        case "Color", "some ShapeStyle", "ShapeStyle", "any ShapeStyle", "UIColor":
            // `.red` where a UIColor is expected is UIKit's fixed red, not SwiftUI's adaptive one.
            if type == "UIColor", args == nil, let fixed = UIColorBinding.staticMember(type, name) { return fixed }
            if args == nil, let c = evaluator.namedColorValue(name) { return c }
            if let args, GradientValues.styleNames.contains(name) {
                return try GradientValues.construct(name, args, evaluator: evaluator, node: node, file: file)
            }
        case "Font":
            return try font(name, args, evaluator: evaluator, node: node, file: file).map { .font($0) }
        case "Alignment" where name == "init":
            return args.flatMap(AlignmentValues.construct)
        // `var offset: Angle = .zero`: the angle, so `offset.degrees` reads it.
        case "Angle" where name == "zero" && args == nil:
            return try staticValue(type: type, name: name, evaluator: evaluator, node: node, file: file)
        default:
            break
        }
        return nil
    }

    /// A text style or `.system(size:weight:design:)` / `.custom(_:size:relativeTo:)` font.
    static func font(_ name: String, _ args: [Argument]?, evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                     file: SwiftSourceFile) throws -> FontValue? {
        let dt = evaluator.environment.dynamicType
        if let style = TextStyle(name: name), args == nil {
            let m = DynamicTypeTable.metrics(style, at: dt)
            return FontValue(font: ResolvedFont(size: m.size, weight: style.defaultWeight, lineHeight: m.leading,
                                                scaling: .textStyle(style), dynamicType: dt))
        }
        guard let args else { return nil }
        switch name {
        case "system":
            // `.system(.title, design: .rounded)` or `.system(size: 15, weight: .semibold)`.
            var f: ResolvedFont
            if let first = args.first, first.label == nil, case .implicitMember(let s, nil) = first.value, let style = TextStyle(name: s) {
                f = try font(s, nil, evaluator: evaluator, node: node, file: file)!.font
                _ = style
            } else if let size = args.first(where: { $0.label == "size" })?.value.number {
                guard size.isFinite, size > 0, size <= 1000 else { throw evaluator.fail("font size \(size) is not in (0, 1000] pt", at: node, file) }
                f = ResolvedFont(size: size, dynamicType: dt)
            } else {
                throw evaluator.fail("Font.system needs a size or a text style", at: node, file)
            }
            // iOS 16 made both `Font.Weight?` and `Font.Design?`: nil is the default (regular,
            // the default design).
            if let w = args.first(where: { $0.label == "weight" }), !w.value.isNil { f.weight = try weight(w.value, evaluator, node, file) }
            if let d = args.first(where: { $0.label == "design" }), !d.value.isNil { f.design = try design(d.value, evaluator, node, file) }
            return FontValue(font: f)
        case "custom":
            // The family is a name the sources register; Plumb draws its mapped faces (fontFaces),
            // so only size and scaling matter here.
            guard let size = args.first(where: { $0.label == "size" })?.value.number ?? args.first(where: { $0.label == "fixedSize" })?.value.number else {
                throw evaluator.fail("Font.custom needs a size", at: node, file)
            }
            // The same bounds as `.system(size:)`: a size the text engine cannot set is a
            // located fallback here, never a failed layout.
            guard size.isFinite, size > 0, size <= 1000 else { throw evaluator.fail("font size \(size) is not in (0, 1000] pt", at: node, file) }
            var f = ResolvedFont(size: size, dynamicType: dt)
            // Apple's own families stand for designs Plumb draws with its bundled faces (a
            // team's brand family is mapped to files with `fontFaces` instead).
            var familyName: String?
            if case .string(let family)? = args.first(where: { $0.label == nil })?.value {
                familyName = family
                if let file = evaluator.fontFile(family: family, weight: f.weight, italic: false) {
                    // A font file the sources ship (registered by file in the app).
                    f.faceFile = file
                } else {
                    f.design = Self.design(ofFamily: family)
                    if !Self.isAppleFamily(family), !FontDesign.isShippedFamily(family) {
                        evaluator.warn("font '\(family)' is not among the font files under the sources: drawn with Plumb's \(f.design.rawValue) design",
                                       at: node, file)
                    }
                }
            }
            if let r = args.first(where: { $0.label == "relativeTo" }), case .implicitMember(let s, nil) = r.value, let style = TextStyle(name: s) {
                f.size = DynamicTypeTable.scaled(size, relativeTo: style, at: dt)
                f.scaling = .relative(style)
            } else if args.first(where: { $0.label == "fixedSize" }) == nil {
                // `Font.custom(_:size:)` scales relative to body.
                f.size = DynamicTypeTable.scaled(size, relativeTo: .body, at: dt)
                f.scaling = .relative(.body)
            }
            return FontValue(font: f, family: familyName)
        default:
            return nil
        }
    }

    /// Apple's system families, drawn with Plumb's bundled stand-ins by design.
    static func isAppleFamily(_ family: String) -> Bool { FontDesign.isAppleFamily(family) }

    /// The design Plumb draws a family it has no file for with (`FontDesign.ofFamily`).
    static func design(ofFamily family: String) -> FontDesign { FontDesign.ofFamily(family) }

    static func weight(_ v: SwiftValue, _ evaluator: SwiftEvaluator, _ node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> FontWeight {
        let name: String
        switch v {
        case .implicitMember(let n, nil), .symbol(let n): name = n
        default: throw evaluator.fail("expected a Font.Weight, found \(v.kindName)", at: node, file)
        }
        guard let w = FontWeight(rawValue: name) else {
            throw evaluator.fail("unknown font weight '.\(name)'\(Suggestions.hint(for: name, in: FontWeight.allCases.map(\.rawValue)))", at: node, file)
        }
        return w
    }

    static func design(_ v: SwiftValue, _ evaluator: SwiftEvaluator, _ node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> FontDesign {
        guard case .implicitMember(let n, nil) = v, let d = FontDesign(rawValue: n) else {
            throw evaluator.fail("expected a Font.Design (.default, .rounded, .monospaced, .serif), found \(v.kindName)", at: node, file)
        }
        return d
    }

    // MARK: Properties and methods of values

    /// The declared type of a property of one of SwiftUI's types (`Alignment.horizontal` is a
    /// `HorizontalAlignment`), so the sources' extensions of that type apply to it.
    static func memberType(_ type: String, _ name: String) -> String? {
        AlignmentValues.memberType(type, name)
    }

    /// Builtin properties: `dynamicTypeSize.isAccessibilitySize`, `allCases`, `.id` of an enum
    /// case (the standard library's — `count`, `first`, … — are asked before these).
    /// Whether the sources' type `name` is a `Layout` (called with content, it lays it out).
    static func isCustomLayout(_ name: String, evaluator e: SwiftEvaluator) -> Bool {
        CustomLayouts.isLayout(name, e)
    }

    /// `layout { content }` with a layout the sources declare (`struct FlowLayout: Layout`): the
    /// view it lays out; nil when `layout` is not one.
    static func customLayoutView(_ layout: Instance, content: Closure, evaluator e: SwiftEvaluator, node: some SyntaxProtocol,
                                 file: SwiftSourceFile) throws -> SwiftValue? {
        guard CustomLayouts.isLayout(layout.type, e) else { return nil }
        return .view(try CustomLayouts.view(layout, content: content, evaluator: e, node: node, file: file))
    }

    /// A subscript of one of SwiftUI's values (`d[.leading]` of an alignment guide's dimensions).
    static func subscriptValue(_ v: SwiftValue, _ args: [Argument]) -> SwiftValue? {
        AlignmentGuideModifier.subscriptValue(v, args)
    }

    /// A subscript that evaluates the sources: a custom layout's `subview[Key.self]`.
    static func subscriptValue(_ v: SwiftValue, _ args: [Argument], evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                               file: SwiftSourceFile) throws -> SwiftValue? {
        try CustomLayouts.subscriptValue(v, args, evaluator: evaluator, node: node, file: file)
    }

    static func property(of v: SwiftValue, name: String, evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                         file: SwiftSourceFile) throws -> SwiftValue? {
        if let value = AlignmentGuideModifier.property(v, name) { return value }
        if let value = CustomLayouts.property(v, name) { return value }
        switch (v, name) {
        // `environment.colorScheme` on the `EnvironmentValues` a `resolve(in:)` or
        // `@Environment(\.self)` is given: the environment where the view stands.
        case (.enumCase("EnvironmentValues", "current", _), _):
            return evaluator.environmentValue(name, at: node, file)
        case (.enumCase("AsyncImagePhase", _, _), _):
            return StillStateViews.property(v, name)
        // A subview's identity (`ForEach(Array(subviews.enumerated()), id: \.element.id)`).
        case (.view(let d), "id"):
            return .string("\(d.name)@\(d.location.line):\(d.location.column)")
        case (.symbol(let s), "isAccessibilitySize"), (.implicitMember(let s, nil), "isAccessibilitySize"):
            return .bool(DynamicTypeSize(rawValue: s)?.isAccessibilitySize ?? false)
        case (.symbol(let s), "isAccessibilityCategory"), (.implicitMember(let s, nil), "isAccessibilityCategory"):
            return .bool(SwiftEvaluator.sizeRank(s).map { $0 >= DynamicTypeSize.accessibility1.index } ?? false)
        // `anchor.x` of a named `UnitPoint` (`.center`, `.bottomTrailing`) kept as its name: no
        // other SwiftUI value a name like that stands for has an `x` or a `y`.
        case (.symbol(let s), "x"), (.symbol(let s), "y"), (.implicitMember(let s, nil), "x"), (.implicitMember(let s, nil), "y"):
            guard let p = UnitPoint.named[s] else { return nil }
            return .double(name == "x" ? p.x : p.y)
        // `Angle.degrees(90).radians`, `angle.degrees` of an angle kept in a property.
        case (.implicitMember(let unit, _?), "radians"), (.implicitMember(let unit, _?), "degrees"):
            guard ["degrees", "radians", "init"].contains(unit), let degrees = try? InsetAndShapeModifiers.degrees(v, "Angle", evaluator, node, file) else {
                return nil
            }
            return .double(name == "degrees" ? degrees : degrees * .pi / 180)
        case (.type(let t), "allCases"):
            if let decl = evaluator.declarations.type(t) { return .array(decl.caseOrder.map { .enumCase(type: t, name: $0, payload: []) }) }
            return nil
        case (.enumCase(let t, let c, _), "id"), (.enumCase(let t, let c, _), "self"):
            return .enumCase(type: t, name: c, payload: [])
        case (.native(let n), _) where n.base is CanvasContext:
            return (n.base as! CanvasContext).property(name)
        case (.native(let n), _) where n.base is ResolvedColor:
            return ResolvedColorBinding.property(n.base as! ResolvedColor, name)
        case (.color(let paint), "stops"):
            return GradientValues.stops(of: paint)
        case (_, "horizontal"), (_, "vertical"):
            return AlignmentValues.part(v, name)
        case (_, "self"):
            return v
        default:
            return nil
        }
    }

    /// A builtin method: view modifiers, `Color.opacity`, `Font.bold`, … (the standard
    /// library's methods are asked before these).
    /// The edges an `Edge.Set` or `Edge` value names (`.horizontal` is leading and trailing),
    /// nil for any other value.
    static func edgeSet(_ v: SwiftValue) -> Set<String>? { EdgeSets.edges(v) }

    /// `contains`, `union`, … of an `Edge.Set` or `Axis.Set` (`EdgeSets`); nil for other values.
    static func optionSetMethod(_ receiver: SwiftValue, _ name: String, _ args: [Argument]) -> SwiftValue? {
        EdgeSets.method(receiver, name, args)
    }

    /// The modifiers that draw in the colours they are given, which resolve where the view is
    /// drawn (others, such as `presentationBackground`, are read before the view is drawn).
    static let schemeResolvedModifiers: Set<String> = ["background", "overlay", "foregroundColor", "foregroundStyle", "fill", "stroke",
                                                       "strokeBorder", "border", "shadow", "tint", "accentColor", "colorMultiply"]

    static func method(_ receiver: SwiftValue, name: String, _ args: [Argument], evaluator: SwiftEvaluator,
                       node: FunctionCallExprSyntax, file: SwiftSourceFile) throws -> SwiftValue? {
        // `Color("brand").opacity(0.5)` stays adaptive: both appearances, fainter.
        if name == "opacity", case .adaptiveColor(let a) = receiver, args.count == 1, let o = args[0].value.number {
            return AdaptiveColor.value(light: a.light.withOpacity(o), dark: a.dark.withOpacity(o))
        }
        // A view's modifier given colours that depend on the colour scheme: applied where the
        // view is drawn (`ViewModification.atDrawing`), as SwiftUI resolves colours there.
        if !evaluator.applyingAtDrawing, let view = evaluator.modifiableView(receiver),
           args.contains(where: { evaluator.dependsOnColorScheme($0.value) }), schemeResolvedModifiers.contains(name) {
            return .view(view.modified(.atDrawing { [unowned evaluator] inner in
                evaluator.applyingAtDrawing = true
                defer { evaluator.applyingAtDrawing = false }
                guard case .view(let made)? = try method(.view(inner), name: name, args, evaluator: evaluator, node: node, file: file) else { return inner }
                return made
            }))
        }
        // Otherwise a modifier's or a colour's method sees colours as they are where it is
        // applied (`AdaptiveColor`).
        let receiver = evaluator.resolvingColors(receiver)
        var args = evaluator.resolvingColors(args)
        if case .native(let n) = receiver, n.base is EnvironmentAction { return .void }
        if case .native(let n) = receiver, let canvas = n.base as? CanvasContext {
            return try canvas.method(name, args, evaluator: evaluator, node: node, file: file)
        }
        if let v = try CustomLayouts.method(receiver, name, args, evaluator: evaluator, node: node, file: file) { return v }
        // `$isOn.animation()`, `$value.transaction(t)`: a binding that animates its changes is,
        // for a still image, the same binding (its value).
        if name == "animation" || name == "transaction", evaluator.viewIfPossible(receiver) == nil { return receiver }
        // `edges.contains(.top)`, `.top.union(.leading)` on an `Edge.Set` or `Axis.Set`.
        if let v = EdgeSets.method(receiver, name, args) { return v }
        // `.controlSize(.large)`, `.weight(.regular)` where the sources also declare
        // `CGFloat.large`: SwiftUI's parameter is an enum, so the argument is the name.
        if namedOptionMethods.contains(name) { args = args.map(\.asWritten) }
        // `.subheadline.weight(.semibold)`, `.black.opacity(0.1)`: an implicit member whose
        // type only its method reveals — a text style or font is a Font, a system colour a Color.
        // `.tint.opacity(0.3)`: still the tint, known where the view stands, now fainter.
        if name == "opacity", let tint = TintStyle.of(receiver), args.count == 1, let o = args[0].value.number {
            return .native(AnyHashable(TintStyle(opacity: tint.opacity * o)))
        }
        if case .implicitMember(let n, let a) = receiver {
            if let glass = SwiftUINonViewValues.method(receiver, name: name, args), SwiftUINonViewValues.glassVariants.contains(n) { return glass }
            let typed = try font(n, a, evaluator: evaluator, node: node, file: file).map { SwiftValue.font($0) }
                ?? (a == nil ? evaluator.namedColor(n).map { SwiftValue.color(.solid($0)) } : nil)
            if let typed { return try method(typed, name: name, args, evaluator: evaluator, node: node, file: file) }
        }
        switch receiver {
        case .font(var f):
            switch name {
            case "bold": f.font.weight = .bold
            case "weight": f.font.weight = try weight(args.first?.value ?? .void, evaluator, node, file)
            case "italic": f.font.italic = true
            case "monospacedDigit": f.font.monospacedDigit = true
            // `Font.monospaced()`: the monospaced design of the same style and size.
            case "monospaced": f.font.design = .monospaced
            case "width":
                evaluator.warn("Font.width is not drawn: Plumb's faces have one width", at: node.calledExpression, file)
            case "smallCaps", "leading": break
            default: return nil
            }
            // A registered family's file follows the weight and slant.
            if let family = f.family, let file = evaluator.fontFile(family: family, weight: f.font.weight, italic: f.font.italic) {
                f.font.faceFile = file
            }
            return .font(f)
        case .color(let p):
            if name == "opacity", let o = args.first?.value.number { return .color(p.withOpacity(o)) }
            if name == "resolve" { return try ResolvedColorBinding.resolve(p, args, evaluator: evaluator, node: node, file: file) }
        default:
            break
        }
        if let v = SwiftUINonViewValues.method(receiver, name: name, args) { return v }
        if let v = WidgetKitVocabulary.method(receiver, name: name) { return v }
        if let v = try PathBinding.method(receiver, name, args, evaluator: evaluator, node: node, file: file) { return v }
        if let view = evaluator.viewIfPossible(receiver) {
            return try ViewModifiers.apply(name, to: view, args, evaluator: evaluator, node: node, file: file)
        }
        return nil
    }

    /// Methods whose first parameter is one of SwiftUI's enums (a weight, a size class), never a number.
    static let namedOptionMethods: Set<String> = ["controlSize", "weight", "fontWeight", "imageScale", "buttonBorderShape",
                                                  "dynamicTypeSize", "fontDesign", "textCase", "truncationMode", "symbolVariant"]

    /// `Font.system(…)`, `Color.init(…)`-style static calls on SwiftUI types.
    static func staticCall(type: String, name: String, _ args: [Argument], evaluator: SwiftEvaluator, node: FunctionCallExprSyntax,
                           file: SwiftSourceFile) throws -> SwiftValue? {
        let args = evaluator.resolvingColors(args)
        switch type {
        case "Font": return try font(name, args, evaluator: evaluator, node: node, file: file).map { .font($0) }
        case "Edge" where name == "Set", "Axis" where name == "Set": return EdgeSets.construct(args)
        // `Angle.degrees(90)`: the angle `.degrees(90)` stands for where an Angle is expected.
        case "Angle" where name == "degrees" || name == "radians": return .implicitMember(name: name, arguments: args)
        // `ButtonBorderShape.roundedRectangle(radius: 8)`: what the implicit member stands for.
        case "ButtonBorderShape": return .implicitMember(name: name, arguments: args)
        case "Gradient" where name == "Stop": return try GradientValues.stop(args, evaluator: evaluator, node: node, file: file)
        case "Color" where name == "Resolved":
            return try ResolvedColorBinding.construct(args, evaluator: evaluator, node: node, file: file)
        case "Color", "ShapeStyle", "LinearGradient", "RadialGradient", "AngularGradient":
            guard GradientValues.styleNames.contains(name) else { return nil }
            return try GradientValues.construct(name, args, evaluator: evaluator, node: node, file: file)
        default: return SwiftUINonViewValues.staticCall(type: type, name: name)
        }
    }

    /// `Text("a") + Text("b")`: one text made of runs.
    static func concatenateTexts(_ a: ViewDescription, _ b: ViewDescription, evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                                 file: SwiftSourceFile) throws -> SwiftValue {
        func runs(_ d: ViewDescription) throws -> [TextRunSpec] {
            guard case .leaf(.text(let s), let r) = d.content else { throw evaluator.fail("only Text values can be added with +", at: node, file) }
            let base = r.isEmpty ? [TextRunSpec(text: s, location: d.location)] : r
            // Text modifiers applied before `+` belong to the run.
            let own = d.modifiers.compactMap { m -> Modifier? in
                if case .modifier(let mod, _) = m, mod.isTextRunModifier { return mod }
                return nil
            }
            return base.map { var run = $0; run.modifiers += own; run.tokenNames += own.map { _ in nil }; return run }
        }
        let all = try runs(a) + runs(b)
        var d = ViewDescription(.leaf(.text(all.map(\.text).joined()), textRuns: all), name: "Text", location: a.location)
        d.modifiers = []
        return .view(d)
    }
}

extension SwiftEvaluator {
    /// A value used where a view is expected: views, custom view instances, colours (a filled
    /// rectangle), shapes.
    func viewIfPossible(_ v: SwiftValue) -> ViewDescription? {
        switch v {
        case .view(let d): return d
        // `Optional<V>` is a View: nil draws nothing (`.overlay(flag ? badge : nil)`).
        case .optional(nil): return .empty(at: .file(""))
        case .optional(let w?): return viewIfPossible(w)
        case .placeholder(let p):
            p.used(as: "an empty view")
            return .empty(at: p.location)
        case .instance(let i):
            if let shape = customShape(i) { return viewIfPossible(.shape(shape)) }
            guard let t = declarations.type(i.type), isSwiftUIView(i.type) else {
                // A UIKit type of the sources given modifiers (`UIKitText().padding()`): its placeholder.
                guard let t = declarations.type(i.type), let base = UIKitPlaceholder.uikitBase(of: i.type, declarations),
                      let declared = t.location else { return nil }
                let at = declared.file.location(of: declared.node)
                if let drawn = representedUIKitView(i, base: base, at: at) { return drawn }
                if isRepresenting(i) { return UIKitPlaceholder.view(for: i.type, base: base, location: at) }
                diagnoseOnce(SwiftDiagnostic(file: at.file, line: at.line, column: at.column, severity: .warning,
                                             message: UIKitPlaceholder.warning(i.type, base)))
                return UIKitPlaceholder.view(for: i.type, base: base, location: at)
            }
            return ViewDescription(.custom(i), name: i.type, location: t.location.map { $0.file.location(of: $0.node) } ?? .file(""))
        case .color(let p):
            return ViewDescription(.leaf(.shape(.rectangle), textRuns: []), name: "Color", location: .file("")).modified(.modifier(.fill(p), token: nil))
        // An adaptive colour standing as a view fills in the scheme of the place it is drawn.
        case .adaptiveColor(let a):
            return ViewDescription(.leaf(.shape(.rectangle), textRuns: []), name: "Color", location: .file(""))
                .modified(.resolved { .fill(a.paint($0.colorScheme)) })
        case .native(let n) where n.base is GraphicsPath:
            return viewIfPossible(.shape(pathShape(n.base as! GraphicsPath)))
        case .shape(let s):
            let names: String
            switch s {
            case .rectangle: names = "Rectangle"
            case .roundedRectangle: names = "RoundedRectangle"
            case .capsule: names = "Capsule"
            case .circle: names = "Circle"
            case .ellipse: names = "Ellipse"
            case .custom(let c): names = c.typeName
            }
            return ViewDescription(.leaf(.shape(s), textRuns: []), name: names, location: .file(""))
        default:
            return nil
        }
    }

    /// `viewIfPossible`, else an empty view and a warning.
    /// A type of the sources that is a SwiftUI view (it has a `body` or conforms to `View`).
    func isSwiftUIView(_ type: String) -> Bool {
        guard let t = declarations.type(type) else { return false }
        return t.properties["body"] != nil || t.conforms(to: "View")
    }

    func asView(_ v: SwiftValue, at node: some SyntaxProtocol, _ file: SwiftSourceFile) -> ViewDescription {
        if case .instance(let i) = v, customShape(i) == nil, !isSwiftUIView(i.type), let base = UIKitPlaceholder.uikitBase(of: i.type, declarations) {
            if let drawn = representedUIKitView(i, base: base, at: location(node, file)) { return drawn }
            if isRepresenting(i) { return UIKitPlaceholder.view(for: i.type, base: base, location: location(node, file)) }
            warn(UIKitPlaceholder.warning(i.type, base), at: node, file)
            return UIKitPlaceholder.view(for: i.type, base: base, location: location(node, file))
        }
        if let d = viewIfPossible(v) { return d }
        if case .native(let n) = v, let o = n.base as? UIKitViewBinding.Object, o.isView {
            // `UIHostingController(rootView:)` shows its SwiftUI view; any other UIKit view
            // or controller is a placeholder.
            if let root = o.properties["rootView"], let d = viewIfPossible(root) { return d }
            warn("'\(o.type)' is a UIKit \(o.isController ? "view controller" : "view"): drawn as a labelled placeholder", at: node, file)
            return UIKitPlaceholder.view(for: o.type, base: o.isController ? "UIViewController" : "UIView", location: location(node, file))
        }
        if case .void = v { return .empty(at: location(node, file)) }
        warn("\(v.kindName) is not a view: nothing is drawn for it", at: node, file)
        return .empty(at: location(node, file))
    }
}
