import PlumbModel
import SwiftSyntax

/// SwiftUI's views, built from their initializers' arguments.
extension SwiftUIVocabulary {
    static func construct(_ name: String, _ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol,
                          file: SwiftSourceFile) throws -> SwiftValue? {
        let loc = file.location(of: node)
        func content(_ label: String? = nil) throws -> [ViewDescription] {
            let arg = label.map { l in args.first { $0.label == l } } ?? args.last { if case .closure = $0.value { return true }; return false }
            guard let arg, case .closure(let c) = arg.value else { return [] }
            return flatten(e.asView(try e.callClosure(c, [], node: node, file), at: node, file))
        }
        func number(_ label: String) -> Double? { args.first { $0.label == label }?.value.number }
        func view(_ c: ViewDescription.Content) -> SwiftValue { .view(ViewDescription(c, name: name, location: loc)) }
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
        case "Group", "NavigationStack", "NavigationView", "Form", "List", "Section":
            // Containers whose chrome is approximated: their content as a vertical stack.
            if name != "Group" { e.warn("\(name) is approximated: its content is laid out as a VStack without its chrome", at: node, file) }
            let children = try content()
            if name == "Group" { return view(.group(children)) }
            return view(.stack(.vertical, spacing: 0, alignment: .horizontal(.leading), children: children))
        case "ScrollView":
            // Content at its ideal size along the scroll axis: a stack of the content.
            return view(.stack(.vertical, spacing: 0, alignment: .horizontal(.center), children: try content()))
        case "EmptyView":
            return view(.empty)
        case "AnyView":
            guard let v = args.first?.value else { return view(.empty) }
            return .view(e.asView(v, at: node, file))
        case "ForEach":
            guard let data = args.first?.value, case .closure(let c)? = args.last?.value else {
                throw e.fail("ForEach needs data and a closure", at: node, file)
            }
            var items: [ViewDescription] = []
            for element in try e.elements(of: data, at: node, file) {
                items += flatten(e.asView(try e.callClosure(c, [element], node: node, file), at: node, file))
            }
            return view(.group(items))
        case "Text":
            guard let first = args.first else { throw e.fail("Text needs a string", at: node, file) }
            let s: String
            switch first.value {
            case .string(let str): s = str
            default: s = e.describe(first.value)
            }
            return view(.leaf(.text(s), textRuns: []))
        case "Spacer":
            return view(.leaf(.spacer(minLength: number("minLength")), textRuns: []))
        case "Divider":
            return view(.leaf(.divider(thickness: 1), textRuns: []))
        case "Rectangle": return view(.leaf(.shape(.rectangle), textRuns: []))
        case "Circle": return view(.leaf(.shape(.circle), textRuns: []))
        case "Ellipse": return view(.leaf(.shape(.ellipse), textRuns: []))
        case "Capsule":
            let style = try cornerStyle(args.first { $0.label == "style" }?.value, default: .circular)
            return view(.leaf(.shape(.capsule(style)), textRuns: []))
        case "RoundedRectangle":
            let style = try cornerStyle(args.first { $0.label == "style" }?.value, default: .circular)
            if let r = number("cornerRadius") {
                return view(.leaf(.shape(.roundedRectangle(CornerRadii(topLeading: r, topTrailing: r, bottomLeading: r, bottomTrailing: r), style)), textRuns: []))
            }
            throw e.fail("RoundedRectangle needs cornerRadius", at: node, file)
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
                title = try content("title").first ?? .empty(at: loc)
            }
            var icon = try content("icon").first
            if let sys = args.first(where: { $0.label == "systemImage" }), case .string(let n) = sys.value {
                icon = try imageView(systemName: n, evaluator: e, node: node, file: file)
            }
            return view(.stack(.horizontal, spacing: nil, alignment: .vertical(.center), children: [icon, title].compactMap { $0 }))
        case "Button":
            var label: ViewDescription
            if case .string(let s)? = args.first?.value {
                label = ViewDescription(.leaf(.text(s), textRuns: []), name: "Text", location: loc)
            } else if let l = try content("label").first ?? (args.count >= 2 ? try content().first : nil) {
                label = l
            } else {
                label = .empty(at: loc)
            }
            if args.contains(where: { $0.label == "label" }) { label = ViewDescription(.group(try content("label")), name: "Group", location: loc) }
            var role: String?
            if case .implicitMember(let r, nil)? = args.first(where: { $0.label == "role" })?.value { role = r }
            return view(.button(label: label, role: role))
        case "Toggle":
            var isOn = false
            if let b = args.first(where: { $0.label == "isOn" })?.value, case .bool(let v) = b.unwrapped ?? b { isOn = v }
            let label: ViewDescription
            if case .string(let s)? = args.first?.value {
                label = ViewDescription(.leaf(.text(s), textRuns: []), name: "Text", location: loc)
            } else {
                label = ViewDescription(.group(try content()), name: "Group", location: loc)
            }
            return view(.toggle(label: label, isOn: isOn))
        default:
            return nil
        }
    }

    /// A view's content as siblings: a group's members, an empty view as nothing.
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
        func n(_ label: String) -> Double? { args.first { $0.label == label }?.value.number }
        let opacity = n("opacity") ?? n("alpha") ?? 1
        if let r = n("red"), let g = n("green"), let b = n("blue") {
            return .color(.solid(RGBA(r: clamp(r), g: clamp(g), b: clamp(b), a: clamp(opacity))))
        }
        if let w = n("white") { return .color(.solid(RGBA(r: clamp(w), g: clamp(w), b: clamp(w), a: clamp(opacity)))) }
        if let first = args.first, first.label == nil {
            switch first.value {
            case .string(let name):
                if let c = e.assets.color(name, e.environment.colorScheme) { return .color(.solid(c)) }
                throw e.fail("no colour set named '\(name)' in the asset catalogs\(Suggestions.hint(for: name, in: e.assets.colorNames))", at: node, file)
            case .implicitMember(let name, nil):
                if let c = SystemColors.color(name, e.environment.colorScheme) { return .color(.solid(c)) }
                throw e.fail("unknown system colour '.\(name)'\(Suggestions.hint(for: name, in: SystemColors.names))", at: node, file)
            case .color(let p):
                return .color(p)
            default:
                break
            }
        }
        throw e.fail("this Color initializer is outside the evaluated subset", at: node, file)
    }

    private static func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }

    static func image(_ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol, file: SwiftSourceFile) throws -> SwiftValue {
        if let s = args.first(where: { $0.label == "systemName" }), case .string(let name) = s.value {
            return .view(try imageView(systemName: name, evaluator: e, node: node, file: file))
        }
        if let first = args.first, first.label == nil, case .string(let name) = first.value {
            guard let icon = e.assets.image(name) else {
                throw e.fail("no image set named '\(name)' with a vector image in the asset catalogs", at: node, file)
            }
            return .view(ViewDescription(.leaf(.icon(icon), textRuns: []), name: "Image", location: file.location(of: node)))
        }
        throw e.fail("this Image initializer is outside the evaluated subset", at: node, file)
    }

    static func imageView(systemName name: String, evaluator e: SwiftEvaluator, node: some SyntaxProtocol, file: SwiftSourceFile) throws -> ViewDescription {
        guard let (w, h) = IconCatalog.boxes[name] else {
            e.warn("SF Symbol '\(name)' is not in Plumb's icon catalog: drawn as an empty square\(Suggestions.hint(for: name, in: IconCatalog.boxes.keys))",
                   at: node, file)
            return ViewDescription(.leaf(.shape(.rectangle), textRuns: []), name: "Image", location: file.location(of: node))
                .modified(.modifier(.frame({ var f = FrameSpec(); f.width = 17; f.height = 17; return f }()), token: nil))
                .modified(.modifier(.opacity(0), token: nil))
        }
        var icon = IconSpec(name: name, pathData: nil, widthEm: w, heightEm: h)
        icon.flipsForRightToLeft = IconCatalog.flipsForRightToLeft.contains(name)
        return ViewDescription(.leaf(.icon(icon), textRuns: []), name: "Image", location: file.location(of: node))
    }
}
