import Foundation
import PlumbModel
import SwiftSyntax

/// SwiftUI's views, built from their initializers' arguments.
extension SwiftUIVocabulary {
    /// The radius `RoundedRectangle(cornerRadius: .infinity)` keeps: larger than any frame, so
    /// drawing clamps it to half the shorter side (a capsule), and finite.
    static let unboundedCornerRadius = 1e6

    static func construct(_ name: String, _ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol,
                          file: SwiftSourceFile) throws -> SwiftValue? {
        // What a view is made with sees colours as they are here (`AdaptiveColor`); a colour
        // made from a colour (`Color(uiColor:)`) stays adaptive.
        let args = name == "Color" ? args : e.resolvingColors(args)
        let loc = file.location(of: node)
        func content(_ label: String? = nil) throws -> [ViewDescription] {
            // Without a label: the unlabeled (trailing) closure or `content:`; `header:`/`footer:`/
            // `icon:` closures that follow it are not the content.
            let arg = label.map { l in args.first { $0.label == l } }
                ?? args.last { a in if case .closure = a.value { return a.label == nil || a.label == "content" }; return false }
            guard let arg, case .closure(let c) = arg.value else { return [] }
            return flatten(e.asView(try e.callClosure(c, [], node: node, file), at: node, file))
        }
        func number(_ label: String) -> Double? { args.first { $0.label == label }?.value.number }
        func view(_ c: ViewDescription.Content) -> SwiftValue { .view(ViewDescription(c, name: name, location: loc)) }
        // `Binding(get: { … }, set: { … })`: the value its getter gives now.
        if name == "Binding", let get = SwiftEvaluator.bindingGetter(args) {
            return try e.callClosure(get, [], node: node, file)
        }
        // `_x = State(initialValue: x)`: a wrapper holds its value itself (a preview is its initial state).
        if ["State", "StateObject", "Binding", "ObservedObject", "ScaledMetric", "Published", "Bindable"].contains(name),
           let v = args.first(where: { ["initialValue", "wrappedValue"].contains($0.label ?? "") })?.value ?? args.first?.value {
            return v
        }
        // `Environment(\.colorScheme)` made as a value (`self.env = Environment(key)`): like the
        // wrapper, it holds the environment's value, which `wrappedValue` reads through.
        if name == "Environment", args.count == 1, case .keyPath(let path) = args[0].value, let key = path.first {
            return e.environmentValue(key, at: node, file)
        }
        // `ModifiedContent(content: view, modifier: Rounded())` is `view.modifier(Rounded())`.
        if name == "ModifiedContent", let content = args.first(where: { $0.label == "content" })?.value,
           case .instance(let modifier)? = args.first(where: { $0.label == "modifier" })?.value {
            return .view(e.asView(content, at: node, file).modified(.viewModifier(modifier)))
        }
        if let configuration = WidgetKitVocabulary.construct(name, args) { return configuration }
        if let layout = StackLayoutValue.construct(name, args) {
            // `VStackLayout(spacing: 2) { … }`: the layout called with its content at once.
            if name != "AnyLayout", case .native(let n) = layout, let value = n.base as? StackLayoutValue,
               let content = args.last, content.label == nil, case .closure = content.value {
                return try value.call([content], evaluator: e, node: Syntax(node), file: file)
            }
            return layout
        }
        if name == "Alignment", let a = AlignmentValues.construct(args) { return a }
        if name == "ProposedViewSize" { return try CustomLayouts.construct(args, e, node, file) }
        if name == "Path" { return try PathBinding.construct(args, evaluator: e, node: node, file: file) }
        // `Angle(degrees: 30)` is what `.init(degrees: 30)` stands for where an Angle is expected.
        if name == "Angle" { return .implicitMember(name: "init", arguments: args) }
        switch name {
        case "VStack", "LazyVStack":
            let a = try horizontalAlignment(args.first { $0.label == "alignment" }?.value, e, node, file)
            return view(.stack(.vertical, spacing: number("spacing"), alignment: .horizontal(a), children: try content()))
        case "HStack", "LazyHStack":
            let a = try verticalAlignment(args.first { $0.label == "alignment" }?.value, e, node, file)
            return view(.stack(.horizontal, spacing: number("spacing"), alignment: .vertical(a), children: try content()))
        case "ZStack":
            let a = try alignment(args.first { $0.label == "alignment" }?.value, e, node, file)
            return view(.zstack(a, children: try content()))
        case "ViewThatFits":
            return view(.viewThatFits(.both, children: try content()))
        case "Group":
            // `Group(subviews: content) { subviews in … }` (iOS 18): the content's subviews as a
            // collection the closure lays out.
            if let of = args.first(where: { $0.label == "subviews" })?.value, case .closure(let c)? = args.last?.value {
                let made = try e.callClosure(c, [subviews(of, e, node, file)], node: node, file)
                return view(.group(flatten(e.asView(made, at: node, file))))
            }
            return view(.group(try content()))
        case "TabView":
            return .view(TabBarChrome.construct(args, content: try content(), evaluator: e, at: loc))
        case "NavigationStack", "NavigationView":
            return view(.navigation(children: try content()))
        case "List", "Form":
            // `List(items) { item in … }` is a `ForEach` over the items.
            let dataDriven = args.first.map { a in if case .closure = a.value { return false }; return a.label == nil } ?? false
            let rows = dataDriven ? flatten(e.asView(try construct("ForEach", args, evaluator: e, node: node, file: file) ?? .void, at: node, file))
                : try content()
            // A form is always grouped; a list takes the list style in effect where it stands.
            if name == "Form" { return .view(ListChrome.list(rows, name: name, style: nil, environment: e.environment, at: loc)) }
            return view(.list(rows: rows))
        case "Section":
            return .view(try ListChrome.section(args, content: try content(), evaluator: e, node: node, file: file))
        case "ScrollView":
            return .view(try ScrollChrome.scrollView(args, content: try content(), evaluator: e, node: node, file: file))
        case "Grid", "GridRow", "LazyVGrid", "LazyHGrid", "GridItem":
            return try GridViews.construct(name, args, content: try content(), evaluator: e, node: node, file: file)
        case "LinearGradient", "Gradient", "RadialGradient", "AngularGradient":
            return try GradientValues.construct(name, args, evaluator: e, node: node, file: file)
        case "ProgressView":
            return .view(try ProgressViewLook.progressView(args, evaluator: e, node: node, file: file))
        case "ToolbarItem", "ToolbarItemGroup":
            return view(.toolbarItem(placement: NavigationChrome.placement(args.first { $0.label == "placement" }?.value), children: try content()))
        case "StrokeStyle":
            return try StrokeStyleValue.construct(args, evaluator: e, node: node, file: file)
        case "EdgeInsets":
            func n(_ l: String) -> SwiftValue { .double(number(l) ?? 0) }
            return .instance(Instance(type: "EdgeInsets", fields: ["top": n("top"), "leading": n("leading"), "bottom": n("bottom"), "trailing": n("trailing")]))
        case "NavigationLink", "Link":
            // Drawn as a button with its label (the destination is never shown; no disclosure chevron).
            var label: ViewDescription = .empty(at: loc)
            if case .string(let s)? = args.first?.value {
                label = ViewDescription(.leaf(.text(s), textRuns: []), name: "Text", location: loc)
            } else if let l = try content("label").first ?? content().first {
                label = l
            }
            return view(.button(label: label, role: nil))
        case "TipView":
            return .view(try TipViews.construct(args, evaluator: e, node: node, file: file))
        case "TextField", "SecureField", "Menu", "DisclosureGroup", "TextEditor", "Slider", "Stepper", "Picker", "Gauge", "DatePicker", "ColorPicker":
            return .view(try Controls.construct(name, args, content: { try content($0) }, evaluator: e, node: node, file: file))
        case "LabeledContent", "ContentUnavailableView":
            return .view(try SystemLayouts.construct(name, args, content: { try content($0) }, evaluator: e, node: node, file: file))
        case "UnitPoint":
            return .instance(Instance(type: "UnitPoint", fields: ["x": .double(number("x") ?? 0.5), "y": .double(number("y") ?? 0.5)]))
        case "GeometryReader":
            return .view(try UnsupportedViews.geometryReader(args, evaluator: e, node: node, file: file))
        case "Canvas":
            return .view(try UnsupportedViews.canvas(args, evaluator: e, node: node, file: file))
        case "EmptyView":
            return view(.empty)
        case "AnyView":
            guard let v = args.first?.value else { return view(.empty) }
            return .view(e.asView(v, at: node, file))
        case "AnyShapeStyle":
            // A type-erased style is the style it wraps (`.tint`, `.red`, a gradient).
            guard args.count == 1, let style = args.first?.value else { throw e.fail("AnyShapeStyle takes a shape style", at: node, file) }
            return style
        case "AnyShape":
            // A type-erased shape is the shape it wraps.
            guard args.count == 1, let shape = args.first?.value, let kind = try e.shapeKind(shape, at: node, file) else {
                throw e.fail("AnyShape takes a shape", at: node, file)
            }
            // `AnyShape(.capsule)`, `AnyShape(.pill)`: an implicit member becomes the shape it names.
            if case .implicitMember = shape { return .shape(kind) }
            return shape
        case "ForEach":
            // `ForEach(subviews: content) { subview in … }` (iOS 18): each of the content's subviews.
            if let of = args.first(where: { $0.label == "subviews" })?.value, case .closure(let c)? = args.last?.value,
               case .array(let each) = try subviews(of, e, node, file) {
                return view(.group(try each.flatMap { flatten(e.asView(try e.callClosure(c, [$0], node: node, file), at: node, file)) }))
            }
            guard let data = args.first?.value, case .closure(let c)? = args.last?.value else {
                throw e.fail("ForEach needs data and a closure", at: node, file)
            }
            var items: [ViewDescription] = []
            let idPath: [String]? = { if case .keyPath(let p)? = args.first(where: { $0.label == "id" })?.value { return p }; return nil }()
            for element in try e.elements(of: data, at: node, file) {
                var made = flatten(e.asView(try e.callClosure(c, [element], node: node, file), at: node, file))
                // Each view is tagged with its element's identity (`id:`, else `Identifiable.id`,
                // else the element), as SwiftUI tags a `Picker`'s options, unless it has a tag.
                // A tag that cannot be computed is none (it only matters to a picker).
                if made.count == 1, made[0].tag == nil {
                    made[0].tag = idPath.map { try? e.keyPathValue(element, $0, node: node, file) }
                        ?? (try? e.member(of: element, "id", node: node, file)) ?? element
                }
                items += made
            }
            return view(.group(items))
        case "Text":
            guard let first = args.first else { throw e.fail("Text needs a string", at: node, file) }
            if let formatted = try formattedText(args, evaluator: e, node: node, file: file) { return formatted }
            let s: String
            switch first.value {
            case .string(let str):
                // `Text("key")` with a literal is a LocalizedStringKey, looked up in the tables
                // (`Localizable`, or `tableName:`); `Text(verbatim:)` and `Text(string)` are not.
                let table = args.first { $0.label == "tableName" }.flatMap { a -> String? in if case .string(let t) = a.value { return t }; return nil }
                if first.label == nil, isPlainStringLiteral(first.syntax) {
                    s = FoundationLocalization.lookup(str, table: table, evaluator: e, language: e.environment.locale) ?? str
                } else if first.label == nil, let literal = first.syntax?.as(StringLiteralExprSyntax.self),
                          let interpolation = e.interpolatedKeys[literal.id] {
                    // `Text("\(n) items")` looks up `%lld items`, else shows the interpolated text.
                    s = try FoundationLocalization.interpolated(interpolation.key, interpolation.values, table: table, evaluator: e,
                                                                language: e.environment.locale, node: node, file) ?? str
                } else {
                    s = str
                }
            default: s = e.describe(first.value)
            }
            // A literal title is a `LocalizedStringKey`, whose inline Markdown SwiftUI draws
            // (`Text("Tap **Save**")`); `Text(verbatim:)` and a `String` are shown as written.
            // (The literal's own text decides: a fallback's source text is shown as written.)
            if first.label == nil, let literal = first.syntax?.as(StringLiteralExprSyntax.self),
               literal.segments.contains(where: { ($0.as(StringSegmentSyntax.self)).map { FoundationMarkdown.mayContainMarkup($0.content.text) } ?? false }),
               FoundationMarkdown.mayContainMarkup(s) {
                return try attributedText(FoundationMarkdown.attributed(s), evaluator: e, node: node, file: file)
            }
            return view(.leaf(.text(s), textRuns: []))
        case "Spacer":
            return view(.leaf(.spacer(minLength: number("minLength")), textRuns: []))
        case "Divider":
            return view(.leaf(.divider(thickness: 1), textRuns: []))
        case "Rectangle": return view(.leaf(.shape(.rectangle), textRuns: []))
        case "ContainerRelativeShape":
            // The container's shape where the view stands (`.containerShape(_:)`), else a rectangle.
            var shape = ViewDescription(.leaf(.shape(.rectangle), textRuns: []), name: name, location: loc)
            shape.containerRelative = true
            return .view(shape)
        case "Circle": return view(.leaf(.shape(.circle), textRuns: []))
        case "Ellipse": return view(.leaf(.shape(.ellipse), textRuns: []))
        case "Capsule":
            let style = try cornerStyle(args.first { $0.label == "style" }?.value, default: .circular)
            return view(.leaf(.shape(.capsule(style)), textRuns: []))
        case "RoundedRectangle":
            let style = try cornerStyle(args.first { $0.label == "style" }?.value, default: .circular)
            // `.infinity` (a pill): drawing clamps every radius to half the shorter side, as iOS
            // does; kept finite (a radius no frame reaches) so that dumps and reports can hold it.
            if let given = args.first(where: { $0.label == "cornerRadius" })?.value,
               let r = try e.coerce(given, to: "CGFloat", at: node, file).number, !r.isNaN {
                let r = min(r, Self.unboundedCornerRadius)
                return view(.leaf(.shape(.roundedRectangle(CornerRadii(topLeading: r, topTrailing: r, bottomLeading: r, bottomTrailing: r), style)), textRuns: []))
            }
            // `RoundedRectangle(cornerSize: CGSize(width: 8, height: 8))`: corners that size;
            // elliptical ones (width ≠ height) are drawn circular with the smaller radius.
            if case .native(let n)? = args.first(where: { $0.label == "cornerSize" })?.value, let size = n.base as? CGSize {
                let (w, h) = (Double(size.width), Double(size.height))
                if w != h { e.warn("elliptical corners (\(w) × \(h)) are drawn circular with a radius of \(min(w, h))", at: node, file) }
                let r = min(w, h)
                return view(.leaf(.shape(.roundedRectangle(CornerRadii(all: r), style)), textRuns: []))
            }
            throw e.fail("RoundedRectangle needs cornerRadius or cornerSize", at: node, file)
        case "UnevenRoundedRectangle":
            let style = try cornerStyle(args.first { $0.label == "style" }?.value, default: .circular)
            return view(.leaf(.shape(.roundedRectangle(CornerRadii(topLeading: number("topLeadingRadius") ?? 0, topTrailing: number("topTrailingRadius") ?? 0,
                                                                   bottomLeading: number("bottomLeadingRadius") ?? 0,
                                                                   bottomTrailing: number("bottomTrailingRadius") ?? 0), style)), textRuns: []))
        case "Color":
            return try color(args, evaluator: e, node: node, file: file)
        case "Image":
            return try image(args, evaluator: e, node: node, file: file)
        case "Label":
            // Title and icon side by side, as the default label style shows them.
            let title: ViewDescription
            if case .string(let s)? = args.first?.value {
                title = ViewDescription(.leaf(.text(s), textRuns: []), name: "Text", location: loc)
            } else {
                title = try (content("title").first ?? content().first) ?? .empty(at: loc)
            }
            var icon = try content("icon").first
            if let sys = args.first(where: { $0.label == "systemImage" }), case .string(let n) = sys.value {
                icon = try imageView(systemName: n, evaluator: e, node: node, file: file)
            } else if let sys = args.first(where: { $0.label == "systemSymbol" }), let n = SFSafeSymbolsBinding.symbolName(of: sys.value) {
                icon = try imageView(systemName: n, evaluator: e, node: node, file: file)
            } else if let img = args.first(where: { $0.label == "image" }), case .string(let n) = img.value {
                if case .view(let d) = try image([Argument(label: nil, value: .string(n), syntax: nil)], evaluator: e, node: node, file: file) { icon = d }
            }
            return view(.label(icon: icon ?? .empty(at: loc), title: title))
        case "Button":
            var label: ViewDescription
            if case .string(let s)? = args.first?.value {
                label = ViewDescription(.leaf(.text(s), textRuns: []), name: "Text", location: loc)
            } else if args.count == 2, args[0].label == "role", args[1].label == nil, case .implicitMember(let r, nil) = args[0].value {
                // `Button(role: .close) { action }` (iOS 26): the closure is the action; the role
                // gives the label (`xmark` for `.close`, `checkmark` for `.confirm`).
                let symbol = ["close": "xmark", "confirm": "checkmark"][r]
                label = try symbol.map { try imageView(systemName: $0, evaluator: e, node: node, file: file) } ?? .empty(at: loc)
            } else if let l = try content("label").first ?? (args.count >= 2 ? try content().first : nil) {
                label = l
            } else {
                label = .empty(at: loc)
            }
            if args.contains(where: { $0.label == "label" }) { label = ViewDescription(.group(try content("label")), name: "Group", location: loc) }
            var role: String?
            if case .implicitMember(let r, nil)? = args.first(where: { $0.label == "role" })?.value { role = r }
            return view(.button(label: label, role: role))
        case "ShareLink":
            // A button that presents the share sheet: its label closure, or the system's label —
            // the share symbol and the title given ("Share" when none is).
            let trailingLabel: Bool = { if case .closure? = args.last?.value { return true }; return false }()
            if let custom = try content("label").first ?? (trailingLabel ? try content().first : nil) {
                return view(.button(label: custom, role: nil))
            }
            var title = "Share"
            if case .string(let s)? = args.first(where: { $0.label == nil })?.value { title = s }
            let label = try construct("Label", [Argument(label: nil, value: .string(title)), Argument(label: "systemImage", value: .string("square.and.arrow.up"))],
                                      evaluator: e, node: node, file: file)
            return view(.button(label: label.flatMap { if case .view(let d) = $0 { return d }; return nil } ?? .empty(at: loc), role: nil))
        case "Toggle":
            var isOn = false
            if case .bool(let v)? = Controls.boundValue(args, "isOn") { isOn = v }
            let label: ViewDescription
            if case .string(let s)? = args.first?.value {
                label = ViewDescription(.leaf(.text(s), textRuns: []), name: "Text", location: loc)
            } else {
                label = ViewDescription(.group(try content()), name: "Group", location: loc)
            }
            return view(.toggle(label: label, isOn: isOn))
        default:
            if let v = try SwiftUINonViewValues.construct(name, args, evaluator: e, node: node, file: file) { return v }
            if let v = try StillStateViews.construct(name, args, evaluator: e, node: node, file: file) { return v }
            if let v = try UnsupportedViews.firstPane(name, args, evaluator: e, node: node, file: file) { return v }
            return UnsupportedViews.placeholder(name, evaluator: e, node: node, file: file)
        }
    }

    /// A view's content as siblings: a group's members, an empty view as nothing.
    /// A view's subviews as `Group(subviews:)` and `ForEach(subviews:)` give them: each view the
    /// content lists (groups and `ForEach`es unrolled), in order.
    static func subviews(_ content: SwiftValue, _ e: SwiftEvaluator, _ node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        .array(flatten(e.asView(content, at: node, file)).map { .view($0) })
    }

    static func flatten(_ d: ViewDescription) -> [ViewDescription] {
        switch d.content {
        case .group(let items) where d.modifiers.isEmpty: return items.flatMap(flatten)
        case .empty where d.modifiers.isEmpty: return []
        default: return [d]
        }
    }

    static func cornerStyle(_ v: SwiftValue?, default d: CornerStyle) throws -> CornerStyle {
        guard case .implicitMember(let n, nil)? = v else { return d }
        return CornerStyle(rawValue: n) ?? d
    }

    static func horizontalAlignment(_ v: SwiftValue?, _ e: SwiftEvaluator, _ node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> HorizontalAlignment {
        guard let v else { return .center }
        guard case .implicitMember(let n, nil) = v, let a = HorizontalAlignment(rawValue: n) else {
            throw e.fail("expected a HorizontalAlignment (.leading, .center, .trailing), found \(v.kindName)", at: node, file)
        }
        return a
    }

    static func verticalAlignment(_ v: SwiftValue?, _ e: SwiftEvaluator, _ node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> VerticalAlignment {
        guard let v else { return .center }
        guard case .implicitMember(let n, nil) = v, let a = VerticalAlignment(rawValue: n) else {
            throw e.fail("expected a VerticalAlignment (.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline), found \(v.kindName)", at: node, file)
        }
        return a
    }

    static func alignment(_ v: SwiftValue?, _ e: SwiftEvaluator, _ node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> Alignment {
        guard let v else { return .center }
        guard case .implicitMember(let n, nil) = v, let a = Alignment(name: n) else {
            throw e.fail("expected an Alignment (.center, .leading, .topLeading, …), found \(v.kindName)", at: node, file)
        }
        return a
    }

    /// `Color(red:green:blue:opacity:)`, `Color(.sRGB, red:…)`, `Color(white:)`, `Color("asset")`,
    /// `Color(.systemBackground)`, `Color(hex:)`-style helpers are the sources' own initializers.
    static func color(_ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol, file: SwiftSourceFile) throws -> SwiftValue {
        // `Color(hue: .random(in: 0...1), …)`: an implicit member where a Double is expected.
        func n(_ label: String) -> Double? {
            guard let v = args.first(where: { $0.label == label })?.value else { return nil }
            if case .implicitMember = v { return (try? e.coerce(v, to: "Double", at: node, file))?.number }
            return v.number
        }
        let opacity = n("opacity") ?? n("alpha") ?? 1
        if let r = n("red"), let g = n("green"), let b = n("blue") {
            return .color(.solid(RGBA(r: clamp(r), g: clamp(g), b: clamp(b), a: clamp(opacity))))
        }
        if let w = n("white") { return .color(.solid(RGBA(r: clamp(w), g: clamp(w), b: clamp(w), a: clamp(opacity)))) }
        if let h = n("hue"), let s = n("saturation"), let b = n("brightness") {
            return .color(.solid(hsb(hue: clamp(h), saturation: clamp(s), brightness: clamp(b), opacity: clamp(opacity))))
        }
        if let ui = args.first(where: { $0.label == "uiColor" || $0.label == "cgColor" })?.value {
            // `Color(uiColor: .orange)`: the argument is a UIColor (UIKit's fixed orange).
            let typed = try e.coerce(ui, to: "UIColor", at: node, file)
            return try color([Argument(label: nil, value: typed, syntax: nil)], evaluator: e, node: node, file: file)
        }
        if let first = args.first, first.label == nil {
            switch first.value {
            case .string(let name):
                if let c = AdaptiveColor.value({ e.assets.color(name, $0) }) { return c }
                throw e.fail("no colour set named '\(name)' in the asset catalogs\(Suggestions.hint(for: name, in: e.assets.colorNames))", at: node, file)
            case .implicitMember(let name, nil):
                // `Color(.systemBackground)`, and `Color(.brandPrimary)`: the colour set Xcode
                // generated that symbol for.
                if let c = e.namedColorValue(name) { return c }
                throw e.fail("unknown system colour '.\(name)'\(Suggestions.hint(for: name, in: SystemColors.names))", at: node, file)
            case .color, .adaptiveColor:
                return first.value
            case .native(let n) where n.base is ResolvedColor:
                // `Color(resolved)`: the resolved colour as a colour again.
                return .color(.solid((n.base as! ResolvedColor).rgba))
            default:
                break
            }
        }
        throw e.fail("this Color initializer is outside the evaluated subset", at: node, file)
    }

    private static func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }

    /// `Color(hue:saturation:brightness:)`: HSB (HSV) with the hue as a fraction of a turn.
    static func hsb(hue: Double, saturation s: Double, brightness v: Double, opacity: Double) -> RGBA {
        RGBA(hue: hue, saturation: s, brightness: v, alpha: opacity)
    }

    /// A string literal with no interpolation (`"title"`): what SwiftUI takes as a
    /// `LocalizedStringKey` where a view's title is expected.
    static func isPlainStringLiteral(_ syntax: Syntax?) -> Bool {
        guard let literal = syntax?.as(StringLiteralExprSyntax.self) else { return false }
        return literal.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
    }

    static func image(_ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol, file: SwiftSourceFile) throws -> SwiftValue {
        if let s = args.first(where: { $0.label == "systemName" }), case .string(let name) = s.value {
            return .view(try imageView(systemName: name, evaluator: e, node: node, file: file))
        }
        if let s = args.first(where: { $0.label == "systemSymbol" }), let name = SFSafeSymbolsBinding.symbolName(of: s.value) {
            return .view(try imageView(systemName: name, evaluator: e, node: node, file: file))
        }
        // `Image(uiImage: .init(named: "x") ?? .init())`: the implicit member is UIImage's.
        var args = args
        if let k = args.firstIndex(where: { $0.label == "uiImage" }), case .implicitMember = args[k].value {
            args[k].value = try e.coerce(args[k].value, to: "UIImage", at: node, file)
            if args[k].value.isNil { return .view(ViewDescription(.empty, name: "Image", location: file.location(of: node))) }
        }
        if let ui = args.first(where: { $0.label == "uiImage" }), case .native(let n) = ui.value.unwrapped ?? ui.value,
           let image = n.base as? UIImageBinding.Value {
            if let symbol = image.systemName { return .view(try imageView(systemName: symbol, evaluator: e, node: node, file: file)) }
            if let icon = image.icon, let name = image.assetName { return .view(assetImage(icon, name, e, at: file.location(of: node))) }
            if let icon = image.icon { return .view(ViewDescription(.leaf(.icon(icon), textRuns: []), name: "Image", location: file.location(of: node))) }
            if let drawn = image.drawn { return .view(try DrawnImageView.view(drawn, template: image.template, evaluator: e, node: node, file: file)) }
            // `UIImage()`: nothing to draw, of no size.
            return .view(ViewDescription(.empty, name: "Image", location: file.location(of: node)))
        }
        // `Image(.brandLogo)`: the image set Xcode generated that symbol for.
        if let first = args.first, first.label == nil, case .implicitMember(let symbol, nil) = first.value,
           let name = AssetLookup.generatedSymbolAsset(symbol, among: e.assets.imageNames, suffix: "Image"), let icon = e.assets.image(name, e.environment.colorScheme) {
            return .view(assetImage(icon, name, e, at: file.location(of: node)))
        }
        // `Image(decorative: "name", bundle:)`: the image set, hidden from VoiceOver.
        if let first = args.first, first.label == nil || first.label == "decorative", case .string(let name) = first.value {
            // `Image("")` names no image set there can be: iOS draws an image of no size and
            // no pixels (resizable, it takes its frame and still draws nothing), which is all
            // the code asks for.
            if name.isEmpty {
                var nothing = IconSpec(name: nil, pathData: "", widthEm: 0, heightEm: 0, viewBoxWidth: 1, viewBoxHeight: 1)
                nothing.pointWidth = 0
                nothing.pointHeight = 0
                return .view(ViewDescription(.leaf(.icon(nothing), textRuns: []), name: "Image", location: file.location(of: node)))
            }
            guard let icon = e.assets.image(name, e.environment.colorScheme) else {
                throw e.fail("no image set named '\(name)' with an SVG, PDF, PNG or JPEG image in the asset catalogs", at: node, file)
            }
            return .view(assetImage(icon, name, e, at: file.location(of: node)))
        }
        throw e.fail("this Image initializer is outside the evaluated subset", at: node, file)
    }

    /// The token marking an asset image's own colour (`renderingMode(.template)` removes it).
    static let originalColorToken = "image-set-original-colour"

    /// An image set as a view: one that renders as original keeps its own fill colour whatever
    /// the foreground style (innermost, so a later `.foregroundColor` does not reach it), as
    /// iOS draws it; a template takes the foreground style.
    static func assetImage(_ icon: IconSpec, _ name: String, _ e: SwiftEvaluator, at loc: SourceLocation) -> ViewDescription {
        let image = ViewDescription(.leaf(.icon(icon), textRuns: []), name: "Image", location: loc)
        guard let own = e.assets.originalColor(name, e.environment.colorScheme) else { return image }
        return image.modified(.modifier(.foregroundColor(.solid(own)), token: originalColorToken))
    }

    static func imageView(systemName name: String, evaluator e: SwiftEvaluator, node: some SyntaxProtocol, file: SwiftSourceFile) throws -> ViewDescription {
        guard let (w, h) = IconCatalog.box(name) else {
            e.warn("SF Symbol '\(name)' is not in Plumb's icon catalog: drawn as an empty square\(Suggestions.hint(for: name, in: IconCatalog.boxes.keys))",
                   at: node, file)
            return ViewDescription(.leaf(.shape(.rectangle), textRuns: []), name: "Image", location: file.location(of: node))
                .modified(.modifier(.frame({ var f = FrameSpec(); f.width = 17; f.height = 17; return f }()), token: nil))
                .modified(.modifier(.opacity(0), token: nil))
        }
        return catalogIcon(name, width: w, height: h, at: file.location(of: node))
    }

    /// The catalog's symbol `name` (its box `width` × `height` ems) as an `Image` view, mirrored
    /// right to left where SF Symbols are.
    static func catalogIcon(_ name: String, width w: Double, height h: Double, at loc: SourceLocation) -> ViewDescription {
        ViewDescription(.leaf(.icon(catalogIconSpec(name, width: w, height: h)), textRuns: []), name: "Image", location: loc)
    }

    /// The catalog's symbol `name` as an icon of its box, mirrored right to left where SF Symbols are.
    static func catalogIconSpec(_ name: String, width w: Double, height h: Double) -> IconSpec {
        var icon = IconSpec(name: name, pathData: nil, widthEm: w, heightEm: h)
        icon.flipsForRightToLeft = IconCatalog.flipsForRightToLeft.contains(name)
        return icon
    }
}
