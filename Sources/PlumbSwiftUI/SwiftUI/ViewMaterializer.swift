import Foundation
import PlumbModel
import SwiftSyntax

/// Turns evaluated view descriptions into the model's view tree, top-down: environment
/// modifications reach everything inside them, custom views' bodies are evaluated where they
/// stand (so `@Environment` reads what ancestors set), button styles wrap their buttons,
/// `ViewModifier`s wrap their content.
extension SwiftEvaluator {
    /// The node for `d` at `path`, or nil when it is empty.
    func materialize(_ d: ViewDescription, path: String) throws -> ViewNode? {
        try materializeAll(d, path: path).first
    }

    /// Nodes for `d`: several for a group (siblings), none for an empty view.
    func materializeAll(_ d: ViewDescription, path: String) throws -> [ViewNode] {
        // A style or modifier whose body brings itself back (a ButtonStyle that makes a Button,
        // a ViewModifier applied again by an extension it calls) would recurse until the stack
        // ends: materialisation is bounded like calls are.
        materializeDepth += 1
        defer { materializeDepth -= 1 }
        if !d.location.file.isEmpty { lastLocatedView = d.location }
        guard materializeDepth <= EvaluationLimits.viewNesting else {
            throw nestingBudget("views nest deeper than \(EvaluationLimits.viewNesting) (a style or modifier that contains itself?)", at: d)
        }
        let saved = environment
        defer { environment = saved }
        // Environment modifications apply to the view and everything inside it, whatever
        // their position in the chain; the outermost first, so the innermost has the last word
        // (`.environment(\.x, 1).environment(\.x, 2)` reads 1, as the environment flows inward).
        for m in d.modifiers.reversed() {
            if case .environment(let change) = m {
                // Changed as a copy: a change may evaluate Swift that reads the environment
                // (`transformEnvironment`), which an `inout` access to it would forbid.
                var changed = environment
                change(&changed)
                environment = changed
            }
        }
        for m in d.modifiers {
            if case .navigation(let declare) = m, let bar = environment.navigationBar { declare(bar) }
        }
        // Only a list row's own view is the row: what it contains is not.
        let isListRow = environment.isListRowView
        environment.isListRowView = false
        // A modifier deferred to here applies to the view as it is up to that point, its colours
        // resolved in this environment: split at the first one.
        if let k = d.modifiers.firstIndex(where: { if case .atDrawing = $0 { return true }; return false }),
           case .atDrawing(let apply) = d.modifiers[k] {
            var inner = d
            inner.modifiers = Array(d.modifiers[..<k])
            var outer = try apply(inner)
            outer.modifiers += d.modifiers[(k + 1)...]
            return try materializeAll(outer, path: path)
        }
        // A ViewModifier wraps the view as it is up to that point: split at the first one.
        if let k = d.modifiers.firstIndex(where: { if case .viewModifier = $0 { return true }; return false }),
           case .viewModifier(let instance) = d.modifiers[k] {
            var inner = d
            inner.modifiers = Array(d.modifiers[..<k])
            let body = try applyViewModifier(instance, content: inner, at: d)
            var outer = body
            outer.modifiers += d.modifiers[(k + 1)...]
            return try materializeAll(outer, path: path)
        }
        // A preference reader decorates the view as it is up to that point, once what the views
        // inside set is known: split at the first one.
        // A transform, likewise, changes what the view inside set before readers further out.
        if let k = d.modifiers.firstIndex(where: {
            switch $0 {
            case .preferenceReader, .preferenceTransform: return true
            default: return false
            }
        }) {
            if case .preferenceReader(let reader) = d.modifiers[k] { return try materializePreferenceReader(reader, d, at: k, path: path) }
            if case .preferenceTransform(let transform) = d.modifiers[k] { return try materializePreferenceTransform(transform, d, at: k, path: path) }
        }
        var nodes: [ViewNode] = []
        switch d.content {
        case .empty:
            // Nothing, unless a fixed frame is set on the empty view (a custom view whose body's
            // `if` did not hold, `.frame(width: 430, height: 932).background(.green)`): the frame
            // keeps its size and what decorates it draws, as SwiftUI's frame layout does —
            // measured on a team's iOS reference (stadiamaps/ferrostar, a 430 × 932 pt green image).
            guard d.modifiers.contains(where: { if case .modifier(.frame(let f), _) = $0 { f.width != nil && f.height != nil } else { false } }) else {
                return []
            }
            var clear = ViewDescription.shape(.rectangle, at: d.location).fill(.solid(.clear))
            clear.name = d.name
            clear.modifiers += d.modifiers
            return try materializeAll(clear, path: path)
        case .group(let items):
            var index = 0
            for item in items {
                var child = item
                // Navigation declarations were made once, above, for the whole group.
                child.modifiers += d.modifiers.filter { if case .navigation = $0 { return false }; return true }
                let built = try materializeAll(child, path: "\(path)/\(index)")
                nodes += built
                index += 1
            }
            return nodes
        case .custom(let instance):
            // A view whose body contains itself would recurse until the time limit: count
            // custom views like calls.
            depth += 1
            defer { depth -= 1 }
            guard depth <= EvaluationLimits.callDepth else {
                throw nestingBudget("views nest deeper than \(EvaluationLimits.callDepth) ('\(instance.type)' contains itself?)", at: d)
            }
            let body = try customBody(instance, at: d)
            var child = body
            if isListRow {
                // A row written as a view of the sources is the row its body is: a
                // `NavigationLink` there is drawn as a navigation row (`ListChrome.disclosure`).
                child = ListChrome.disclosure(child, environment, at: d.location)
                child.modifiers.append(.environment { $0.isListRowView = true })
            }
            child.modifiers += d.modifiers.filter(\.passesToBody)
            return try materializeAll(child, path: path + "/" + d.name)
        case .button(let label, let role):
            var child = try styledButton(label: label, role: role, at: d)
            child.modifiers += d.modifiers.filter(\.passesToBody)
            child.modifiers.append(.modifier(.accessibility(AccessibilityInfo(interactive: true, role: "button")), token: nil))
            return try materializeAll(child, path: path)
        case .toggle(let label, let isOn):
            var child = try styledToggle(label: label, isOn: isOn, at: d)
            child.modifiers += d.modifiers.filter(\.passesToBody)
            return try materializeAll(child, path: path)
        case .toolbarItem(_, let children):
            // Outside a toolbar: its views, as a group.
            var group = ViewDescription(.group(children), name: d.name, location: d.location)
            group.modifiers = d.modifiers
            return try materializeAll(group, path: path)
        case .disclosureGroup(let label, let content, let expanded):
            var look = try styledDisclosureGroup(label: label, content: content, expanded: expanded, at: d)
            look.modifiers += d.modifiers.filter(\.passesToBody)
            return try materializeAll(look, path: path)
        case .tabView(let panes, let selected):
            var look = TabBarChrome.look(panes: panes, selected: selected, barHidden: UIKitBarAppearance.tabBarHidden(determinism.appearanceProxies),
                                         environment: environment, at: d.location)
            look.modifiers += d.modifiers
            return try materializeAll(look, path: path)
        case .list(let rows):
            if environment.listStyle == "plain", rows.contains(where: { if case .section(let h, let f, _) = $0.content { return h != nil || f != nil }; return false }) {
                warn("a plain list's section headers and footers are approximated: drawn as an inset-grouped list's, 20 pt in", at: d.location)
            }
            var list = ListChrome.list(rows, name: d.name, style: environment.listStyle, environment: environment, at: d.location)
            list.modifiers += d.modifiers
            return try materializeAll(list, path: path)
        case .section(let header, let footer, let rows):
            var plain = ListChrome.plainSection(header: header, footer: footer, rows: rows, at: d.location)
            plain.modifiers += d.modifiers
            return try materializeAll(plain, path: path)
        case .label(let icon, let title):
            var styled = try styledLabel(icon: icon, title: title, at: d)
            styled.modifiers += d.modifiers.filter(\.passesToBody)
            return try materializeAll(styled, path: path)
        case .progress(let fraction, let label):
            var look = try styledProgress(fraction: fraction, label: label, at: d)
            look.modifiers += d.modifiers.filter(\.passesToBody)
            return try materializeAll(look, path: path)
        case .control(let c):
            var look = try styledControl(c, at: d)
            look.modifiers += d.modifiers.filter(\.passesToBody)
            return try materializeAll(look, path: path)
        case .navigation(let children):
            return try materializeNavigation(d, children, path: path)
        case .geometryReader(let c, let node, let file):
            return try materializeGeometryReader(d, c, node, file, path: path)
        case .canvas(let c, let node, let file):
            return try materializeCanvas(d, c, node, file, path: path)
        case .customLayout(let layout, let children, let node, let file):
            return try materializeCustomLayout(d, layout, children, node, file, path: path)
        default:
            break
        }
        let own = path + "/" + d.name
        var kind: ViewKind
        var runs: [TextRunSpec] = []
        switch d.content {
        case .leaf(let k, let r):
            kind = d.containerRelative ? .shape(environment.containerShape ?? .rectangle) : k
            runs = r
            if environment.symbolScale != 1, case .icon(var icon) = kind, icon.name != nil, icon.bitmap == nil, !d.resizable {
                // A symbol at the small or large scale: its box, and so its artwork, scaled.
                icon.widthEm *= environment.symbolScale
                icon.heightEm *= environment.symbolScale
                kind = .icon(icon)
            }
            if d.resizable, case .icon(var icon) = kind {
                // No frame sized it (`.frame` after `.resizable()` does): it takes what it is
                // offered, through its own aspect ratio after `.scaledToFit()`/`.scaledToFill()`.
                icon.resizable = true
                kind = .icon(icon)
            }
        case .stack(let axis, let spacing, let alignment, let children):
            kind = .stack(axis, spacing: spacing, alignment: alignment, children: try materializeChildren(children, own))
        case .zstack(let a, let children):
            kind = .zstack(alignment: a, children: try materializeChildren(children, own))
        case .grid(let columns, let spacing, let rowSpacing, let alignment, let children, let adaptive):
            kind = .grid(columns: columns, spacing: spacing, rowSpacing: rowSpacing, alignment: alignment, children: try materializeChildren(children, own),
                         adaptive: adaptive)
        case .viewThatFits(let axes, let children):
            kind = .viewThatFits(axes, children: try materializeChildren(children, own))
        case .prebuilt(let node):
            return [node]
        default:
            return []
        }
        var modifiers: [Modifier] = []
        var tokens: [String?] = []
        if d.resizable, d.keepsAspectRatio, case .icon = kind {
            modifiers.append(.aspectRatio(AspectRatio(ratio: nil, contentMode: d.scaledToFill ? .fill : .fit)))
            tokens.append(nil)
        }
        for (i, m) in d.modifiers.enumerated() {
            switch m {
            case .modifier(let mod, let token):
                modifiers.append(mod)
                tokens.append(token)
            case .background(let v, let a), .overlay(let v, let a), .mask(let v, let a):
                guard let n = try materialize(v, path: "\(own)/modifiers/\(i)") else {
                    // An empty mask covers nothing: the view is not drawn.
                    if case .mask = m { modifiers.append(.opacity(0)); tokens.append(nil) }
                    continue
                }
                switch m {
                case .background: modifiers.append(.background(n, alignment: a))
                case .overlay: modifiers.append(.overlay(n, alignment: a))
                default: modifiers.append(.mask(n, alignment: a))
                }
                tokens.append(nil)
            case .resolved(let make):
                guard let made = make(environment) else { continue }
                modifiers.append(made)
                tokens.append(nil)
            case .preference(let key, let value):
                preferenceLog.append((key, value))
            case .presentation(let p):
                try present(p, path: "\(own)/modifiers/\(i)")
            case .preferredColorScheme(let a):
                // The outermost view's wish wins, as the first one materialised.
                if preferredColorScheme == nil { preferredColorScheme = a }
            case .environment, .viewModifier, .atDrawing, .navigation, .preferenceReader, .preferenceTransform:
                continue
            }
        }
        guard modifiers.count <= Limits.modifiersPerNode else {
            throw EvaluationError(diagnostic: SwiftDiagnostic(file: d.location.file, line: d.location.line, column: d.location.column, severity: .error,
                                                              message: "a view with \(modifiers.count) modifiers exceeds the modifiers-per-node limit of \(Limits.modifiersPerNode)"),
                                  isBudget: true)
        }
        var node = ViewNode(kind: kind, modifiers: modifiers, path: own, location: d.location, tokenNames: tokens)
        node.textRuns = runs
        node.shapeInset = d.shapeInset
        node.keepsSubpixelFrames = d.keepsSubpixelFrames
        return [node]
    }

    /// A `GeometryReader` at `path`: its content made with a proxy of the size the previous
    /// layout pass found for the reader (`SwiftProject.evaluate` runs passes until the sizes
    /// settle); on the first pass, or with no layout to ask, the preview device's screen.
    private func materializeGeometryReader(_ d: ViewDescription, _ c: Closure, _ node: Syntax, _ file: SwiftSourceFile,
                                           path: String) throws -> [ViewNode] {
        let size = readerSize(d, path: path, approximated: "GeometryReader is approximated: its proxy reports", node, file)
        let proxy = SwiftUINonViewValues.geometryProxy(width: size.width, height: size.height)
        // Content that cannot be evaluated is a placeholder (an empty view), as a body's is.
        let made = try recovering(node, file) { try callClosure(c, [proxy], node: node, file) }
        return try materializeAll(readerView(d, content: SwiftUIVocabulary.flatten(asView(made, at: node, file))), path: path)
    }

    /// A canvas's renderer, run with a recording `GraphicsContext` and the size a layout pass
    /// found for the canvas (the device's screen with no layout to ask): what it drew, as paths.
    private func materializeCanvas(_ d: ViewDescription, _ c: Closure, _ node: Syntax, _ file: SwiftSourceFile, path: String) throws -> [ViewNode] {
        let size = readerSize(d, path: path, approximated: "Canvas is approximated: its renderer is given", node, file)
        let canvas = CanvasContext()
        // A canvas's size never depends on what it draws: while a layout pass is still to find
        // that size, the renderer waits for it.
        if context.readerSizes[path + "/" + d.name] != nil || context.layoutProbe == nil {
            let cgSize = CoreGraphicsValues.wrap(CGSize(width: size.width, height: size.height))
            // A statement of the renderer that cannot be evaluated is skipped, and says so
            // (nothing uses the renderer's result, which would report it).
            let drawn = try recovering(node, file) { try callClosure(c, [.native(AnyHashable(canvas)), cgSize], node: node, file) }
            if case .placeholder(let p) = drawn { p.skipped() }
        }
        return try materializeAll(readerView(d, content: canvas.layers(size: size, at: d.location, evaluator: self)), path: path)
    }

    /// The size the previous layout pass found for the reader or canvas `d` at `path` (noted as
    /// used, so another pass gives it its own), else the preview device's screen — with a
    /// warning when there is no layout to ask.
    private func readerSize(_ d: ViewDescription, path: String, approximated what: String, _ node: Syntax, _ file: SwiftSourceFile) -> GeometrySize {
        let own = path + "/" + d.name
        let size = context.readerSizes[own] ?? GeometrySize(width: PreviewDevice.width, height: PreviewDevice.height)
        readerSizesUsed[own] = size
        if context.layoutProbe == nil {
            warn("\(what) the preview device's screen (\(Int(PreviewDevice.width)) × \(Int(PreviewDevice.height)) pt)", at: node, file)
        }
        return size
    }

    /// A reader's view: it takes what it is proposed, whatever its content; its content is
    /// proposed that size and drawn from its top-leading corner (an overlay of a clear
    /// rectangle). On an axis proposed nothing it is the preview device's screen: Plumb draws a
    /// preview at its ideal height where Xcode's canvas offers the screen, and a reader at the
    /// top of a preview is what reads it (SwiftUI gives 10 pt inside a scroll view's axis).
    private func readerView(_ d: ViewDescription, content: [ViewDescription]) -> ViewDescription {
        let topLeading = Alignment(horizontal: .leading, vertical: .top)
        let inside = ViewDescription(.zstack(topLeading, children: content), name: "ZStack", location: d.location)
        var screen = FrameSpec()
        screen.idealWidth = PreviewDevice.width
        screen.maxWidth = .infinity
        screen.idealHeight = PreviewDevice.height
        screen.maxHeight = .infinity
        var reader = ViewDescription(.leaf(.shape(.rectangle), textRuns: []), name: d.name, location: d.location)
        reader.modifiers = [.modifier(.fill(.solid(.clear)), token: nil), .modifier(.frame(screen), token: nil),
                            .overlay(inside, alignment: topLeading)] + d.modifiers
        return reader
    }

    func materializeChildren(_ items: [ViewDescription], _ path: String) throws -> [ViewNode] {
        var out: [ViewNode] = []
        for item in items { out += try materializeAll(item, path: "\(path)/\(out.count)") }
        return out
    }

    /// A custom view's body, evaluated with `self` and its environment-dependent properties
    /// refreshed for where it stands.
    /// The budget error for views nested past a limit, located at the view.
    private func nestingBudget(_ message: String, at d: ViewDescription) -> EvaluationError {
        let at = d.location.file.isEmpty ? lastLocatedView ?? d.location : d.location
        return EvaluationError(diagnostic: SwiftDiagnostic(file: at.file, line: at.line, column: at.column, severity: .error,
                                                           message: message), isBudget: true)
    }

    /// A body that cannot be evaluated is an empty view with a warning (a placeholder).
    func customBody(_ instance: Instance, at d: ViewDescription) throws -> ViewDescription {
        guard let t = declarations.type(instance.type), let bodyProp = t.properties["body"] else {
            throw EvaluationError(diagnostic: SwiftDiagnostic(file: d.location.file, line: d.location.line, column: d.location.column, severity: .error,
                                                              message: "'\(instance.type)' has no body"))
        }
        // `var body: AnyView` set by an initialiser (`body = AnyView(content)`): a stored body
        // is the view the instance holds.
        if bodyProp.binding.accessorBlock == nil, let stored = instance.fields["body"] {
            return asView(stored, at: bodyProp.binding, bodyProp.file)
        }
        let value = try recovering(bodyProp.binding, bodyProp.file) {
            try refreshEnvironmentProperties(instance, t)
            return try propertyValue(bodyProp, selfValue: .instance(instance))
        }
        return asView(value, at: bodyProp.binding, bodyProp.file)
    }

    /// Re-reads a view's `@Environment`, `@EnvironmentObject` and `@ScaledMetric` properties
    /// for where it stands (it was made in its parent's body, before its own modifiers).
    func refreshEnvironmentProperties(_ instance: Instance, _ t: TypeDecl) throws {
        let scope = Scope(parent: globalScope)
        scope.define("self", .instance(instance))
        for p in t.storedProperties where ["Environment", "EnvironmentObject", "ScaledMetric"].contains(p.wrapperBase ?? "") {
            guard let w = p.wrapper, var v = try wrapperInitial(p, w, scope) else { continue }
            if v.isNil {
                // Said only once the view reads it: SwiftUI stops a preview at the first read.
                let mark = fallbackMark
                if let standIn = try missingObjectStandIn(p, w, scope) { v = standIn }
                deferredFallbacks.hold(takeFallbacks(since: mark), for: instance, field: p.name)
            }
            instance.fields[p.name] = v
        }
    }

    /// `ViewModifier.body(content:)` with `content` standing for the modified view.
    func applyViewModifier(_ instance: Instance, content: ViewDescription, at d: ViewDescription) throws -> ViewDescription {
        // An `EnvironmentalModifier`: `resolve(in: environment)` makes the modifier applied.
        if let t = declarations.type(instance.type), t.methods["body"] == nil, let resolve = t.methods["resolve"]?.first {
            let made = try invoke(function: resolve, receiver: .instance(instance),
                                  [Argument(label: "in", value: SwiftUINonViewValues.value("EnvironmentValues", "current"), syntax: nil)],
                                  node: resolve.syntax)
            // One that resolves to itself would resolve forever.
            guard case .instance(let modifier) = made, modifier.type != instance.type else {
                throw EvaluationError(diagnostic: SwiftDiagnostic(file: d.location.file, line: d.location.line, column: d.location.column,
                                                                  severity: .error, message: "'\(instance.type)'.resolve(in:) made no ViewModifier"))
            }
            return try applyViewModifier(modifier, content: content, at: d)
        }
        guard let t = declarations.type(instance.type), let f = t.methods["body"]?.first else {
            throw EvaluationError(diagnostic: SwiftDiagnostic(file: d.location.file, line: d.location.line, column: d.location.column, severity: .error,
                                                              message: "'\(instance.type)' is not a ViewModifier with body(content:)"))
        }
        lastLocatedView = f.file.location(of: f.syntax.name)
        let v = try recovering(f.syntax, f.file) {
            try refreshEnvironmentProperties(instance, t)
            return try invoke(function: f, receiver: .instance(instance), [Argument(label: "content", value: .view(content), syntax: nil)], node: f.syntax)
        }
        return asView(v, at: f.syntax, f.file)
    }

    /// A button as the style in effect draws it: a `ButtonStyle`'s `makeBody(configuration:)`
    /// with `configuration.label` and `isPressed` false; SwiftUI's default (the label in the
    /// accent colour) otherwise.
    /// A toggle as the style in effect draws it: a `ToggleStyle`'s `makeBody(configuration:)`
    /// with `configuration.label` and `configuration.isOn`; the iOS switch row otherwise
    /// (`.switch`, `.automatic`); another builtin style is a warning and drawn as the switch.
    func styledToggle(label: ViewDescription, isOn: Bool, at d: ViewDescription) throws -> ViewDescription {
        if case .instance(let style)? = environment.toggleStyle, let t = declarations.type(style.type), let f = t.methods["makeBody"]?.first {
            try refreshEnvironmentProperties(style, t)
            // `configuration.$isOn`: the binding, whose value a still image shows.
            let configuration = Instance(type: "ToggleStyleConfiguration", fields: [
                "label": .view(label), "isOn": .bool(isOn), "$isOn": .bool(isOn), "isMixed": .bool(false),
            ])
            let v = try invoke(function: f, receiver: .instance(style), [Argument(label: "configuration", value: .instance(configuration), syntax: nil)],
                               node: f.syntax)
            // A toggle the style's body makes draws with the default style, not this one again
            // (it would contain itself without end), as a button inside a button style does.
            return asView(v, at: f.syntax, f.file).modified(.environment { $0.toggleStyle = nil })
        }
        if case .symbol(let s)? = environment.toggleStyle, s != "switch", s != "automatic" {
            warn("toggle style '.\(s)' is not drawn: the iOS switch is used", at: d.location)
        }
        return toggleRow(label: label, isOn: isOn, at: d)
    }

    func styledButton(label: ViewDescription, role: String?, at d: ViewDescription) throws -> ViewDescription {
        if case .instance(let style)? = environment.buttonStyle, let t = declarations.type(style.type), let f = t.methods["makeBody"]?.first {
            try refreshEnvironmentProperties(style, t)
            let configuration = Instance(type: "ButtonStyleConfiguration", fields: [
                "label": .view(label), "isPressed": .bool(false), "role": role.map { .symbol($0) } ?? .optional(nil),
            ])
            let v = try invoke(function: f, receiver: .instance(style), [Argument(label: "configuration", value: .instance(configuration), syntax: nil)],
                               node: f.syntax)
            // A button the style's body makes draws with the default style, not this one again
            // (it would contain itself without end).
            return asView(v, at: f.syntax, f.file).modified(.environment { $0.buttonStyle = nil })
        }
        var style = "automatic"
        if case .symbol(let s)? = environment.buttonStyle { style = s }
        if style.hasPrefix("bordered"), !["regular", "small"].contains(environment.controlSize) {
            warn("a .\(style) button at controlSize(.\(environment.controlSize)) is drawn at the regular size", at: d.location)
        }
        return ButtonLooks.styled(label: label, role: role, style: style, environment: environment, at: d.location)
    }

    /// A label as the style in effect draws it: a `LabelStyle`'s `makeBody(configuration:)` with
    /// `configuration.icon` and `.title`; `.iconOnly`, `.titleOnly`; icon then title otherwise.
    func styledLabel(icon: ViewDescription, title: ViewDescription, at d: ViewDescription) throws -> ViewDescription {
        switch environment.labelStyle {
        case .instance(let style)?:
            guard let t = declarations.type(style.type), let f = t.methods["makeBody"]?.first else { break }
            try refreshEnvironmentProperties(style, t)
            let configuration = Instance(type: "LabelStyleConfiguration", fields: ["icon": .view(icon), "title": .view(title)])
            let v = try invoke(function: f, receiver: .instance(style), [Argument(label: "configuration", value: .instance(configuration), syntax: nil)],
                               node: f.syntax)
            return asView(v, at: f.syntax, f.file)
        case .symbol("iconOnly")?:
            return icon
        case .symbol("titleOnly")?:
            return title
        default:
            break
        }
        return ViewDescription(.stack(.horizontal, spacing: nil, alignment: .vertical(.center), children: [icon, title]), name: d.name, location: d.location)
    }

    /// A toggle row: the label, a spacer and iOS 26's switch: a 63 × 28 pt track (green when on)
    /// and a white 37 × 24 pt capsule thumb 2 pt inside it, as home-assistant's iOS 26
    /// references draw it (track x 297…360, thumb x 321…358 pt, no shadow at rest). In a list
    /// row the switch does not size the row.
    /// iOS 26's switch track without a tint, as home-assistant's references show it on a list
    /// card: on #65C466 (dark #68CE67), off #C5C5C7 (dark #5A5A5E) — not `systemGreen` and
    /// `systemGray5`, which iOS 17's switch used.
    static func switchTrack(on: Bool, _ scheme: Appearance) -> RGBA {
        switch (on, scheme) {
        case (true, .light): RGBA(hex: "#65C466")!
        case (true, .dark): RGBA(hex: "#68CE67")!
        case (false, .light): RGBA(hex: "#C5C5C7")!
        case (false, .dark): RGBA(hex: "#5A5A5E")!
        }
    }

    func toggleRow(label: ViewDescription, isOn: Bool, at d: ViewDescription) -> ViewDescription {
        let track = ViewDescription(.leaf(.shape(.capsule(.circular)), textRuns: []), name: "Capsule", location: d.location)
            .modified(.modifier(.fill(isOn ? environment.tint ?? .solid(Self.switchTrack(on: true, environment.colorScheme))
                                     : .solid(Self.switchTrack(on: false, environment.colorScheme))), token: nil))
            .modified(.modifier(.frame({ var f = FrameSpec(); f.width = 63; f.height = 28; return f }()), token: nil))
        var thumbFrame = FrameSpec()
        thumbFrame.width = 37
        thumbFrame.height = 24
        let thumb = ViewDescription(.leaf(.shape(.capsule(.circular)), textRuns: []), name: "Capsule", location: d.location)
            .modified(.modifier(.fill(.solid(RGBA(r: 1, g: 1, b: 1, a: 1))), token: nil))
            .modified(.modifier(.frame(thumbFrame), token: nil))
            .modified(.modifier(.padding(EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)), token: nil))
        var control = ViewDescription(.zstack(isOn ? Alignment(horizontal: .trailing, vertical: .center) : Alignment(horizontal: .leading, vertical: .center),
                                              children: [track, thumb]), name: "Switch", location: d.location)
        if environment.inListRow && !environment.labelsHidden {
            // In a list row the switch is the row's accessory: centred on the label's line, it
            // does not make the row taller (a toggle row is as tall as a text row, 51 pt, where the
            // 28 pt switch and the row's padding would make 58).
            control = control.modified(.modifier(.frame({ var f = FrameSpec(); f.height = 0; return f }()), token: nil))
        }
        let spacer = ViewDescription.spacer(at: d.location)
        return ViewDescription(.stack(.horizontal, spacing: nil, alignment: .vertical(.center), children: environment.labelsHidden ? [control] : [label, spacer, control]),
                               name: "Toggle", location: d.location)
            .modified(.modifier(.accessibility(AccessibilityInfo(interactive: true, role: "toggle")), token: nil))
    }
}

extension ViewModification {
    /// Whether the modification still applies to a custom view's or a control's body (the
    /// environment ones were already applied where the view stands).
    var passesToBody: Bool {
        switch self {
        case .environment, .navigation: return false
        default: return true
        }
    }
}
