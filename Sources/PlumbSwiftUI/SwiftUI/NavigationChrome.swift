import PlumbModel
import SwiftSyntax

/// Where a toolbar item goes in the navigation bar.
enum ToolbarPlacement: Equatable {
    case leading, trailing, principal
    /// The toolbar at the bottom of the stack: `.bottomBar` items from its leading edge,
    /// `.status` in its middle.
    case bottom, status
    /// Elsewhere (`.keyboard`, …): not drawn in a preview.
    case elsewhere(String)
}

/// What a navigation stack's content declares for its bar, collected while the content is
/// materialised (SwiftUI passes these up as preferences). A reference type because the
/// declarations come from anywhere below the stack; one per stack, never shared.
final class NavigationBarState {
    var title: String?
    var displayMode = "automatic"
    var items: [(placement: ToolbarPlacement, views: [ViewDescription])] { itemKeys.flatMap { itemsByKey[$0] ?? [] } }
    /// Items by the location of the `.toolbar` that declared them: a declaration applied
    /// twice (a view re-materialised inside a `ViewModifier`) is counted once.
    private var itemsByKey: [String: [(placement: ToolbarPlacement, views: [ViewDescription])]] = [:]
    private var itemKeys: [String] = []
    /// Set by a `List`/`Form` at the top: the bar stands on the grouped background.
    var groupedBackground = false
    /// `.navigationBarHidden(true)`, `.toolbar(.hidden, for: .navigationBar)`: no bar is drawn.
    var barHidden = false

    func setItems(_ items: [(placement: ToolbarPlacement, views: [ViewDescription])], declaredAt key: SourceLocation) {
        let k = "\(key.file):\(key.line):\(key.column)"
        if itemsByKey[k] == nil { itemKeys.append(k) }
        itemsByKey[k] = items
    }
}

/// The standard iOS navigation bar as a preview shows it (iPhone, portrait, status bar not
/// drawn): a 44 pt bar with toolbar items 16 pt from the edges and, for an inline title, the
/// title centred in `.headline` (17 pt semibold); for a large title (the default), a 52 pt area
/// below the bar with the title in `.largeTitle` bold, 16 pt from the leading edge and 8 pt
/// above the area's bottom. Both grow with Dynamic Type as their text styles do.
enum NavigationChrome {
    static let barHeight = 44.0
    static let largeTitleHeight = 52.0
    static let margin = 16.0
    static let largeTitleBottomInset = 8.0
    /// UIKit's layout margins on the widest phones (the Plus and Pro Max, 414 pt and wider):
    /// RSSReader's iPhone 16 Plus references put the bar's items 20 pt from the edges.
    static let wideMargin = 20.0
    static let wideScreen = 414.0
    /// The least room between an inline title and the items beside it (RSSReader's
    /// references: 14 pt between the advance boxes where the title is pushed aside or cut).
    static let titleGap = 14.0
    /// The Dynamic Type sizes the bar's row follows: none below the default, none past XXL.
    static let barDynamicTypeRange = DynamicTypeRange(.large, .xxLarge)

    static func placement(_ v: SwiftValue?) -> ToolbarPlacement {
        guard case .implicitMember(let name, nil)? = v else { return .trailing }
        switch name {
        case "topBarLeading", "navigationBarLeading", "cancellationAction", "navigation": return .leading
        case "principal": return .principal
        case "bottomBar": return .bottom
        case "status": return .status
        case "topBarTrailing", "navigationBarTrailing", "primaryAction", "confirmationAction", "automatic", "destructiveAction": return .trailing
        default: return .elsewhere(name)
        }
    }

    /// What `UINavigationBar.appearance()` gives the bar, its colours resolved: its background,
    /// its hairline, and the titles' colours and fonts (nil: the standard ones).
    typealias BarLook = UIKitBarAppearance.NavigationBarLook<Paint>

    /// The bottom toolbar: 49 pt tall above the 34 pt bottom safe area, its `.bottomBar` items
    /// 16 pt from the leading edge and 16 pt apart (a `Spacer()` among them spreads them, as in a
    /// `ToolbarItemGroup`), its `.status` item centred; no background or hairline at the scroll
    /// edge, as UIKit's toolbar has none there. Nil when nothing is placed there.
    static func bottomToolbar(_ state: NavigationBarState, environment env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription? {
        let leading = state.items.filter { $0.placement == .bottom }.flatMap(\.views)
        let status = state.items.filter { $0.placement == .status }.flatMap(\.views)
        guard !leading.isEmpty || !status.isEmpty else { return nil }
        let spreads = leading.contains { if case .leaf(.spacer, _) = $0.content { return true }; return false }
        let row = ViewDescription(.stack(.horizontal, spacing: margin, alignment: .vertical(.center),
                                         children: spreads ? leading : leading + [ViewDescription.spacer(at: loc)]), name: "HStack", location: loc)
            .modified(.modifier(.padding(EdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)), token: nil))
        return ViewDescription(.zstack(.center, children: [row] + status), name: "BottomToolbar", location: loc)
            .framed { $0.height = TabBarChrome.barHeight }.framed { $0.maxWidth = .infinity }
            .modified(.modifier(.padding(EdgeInsets(top: 0, leading: 0, bottom: TabBarChrome.homeIndicatorInset(env), trailing: 0)), token: nil))
    }

    /// The hairline under a bar: one pixel of the preview device's 3× screen.
    static let hairline = 1.0 / 3

    /// The bar (and large-title area) for what the content declared.
    ///
    /// The bar's row — its items and an inline title — follows Dynamic Type only within
    /// `barDynamicTypeRange` (RSSReader's XXXL references draw the items and the title at XXL's
    /// 21 pt, its iPhone SE ones, at the size below the default, at 17 pt); its symbols are at
    /// the large scale, as UIKit draws bar button images; its margins are `margin`, or
    /// `wideMargin` on a screen at least `wideScreen` wide. An inline title is
    /// centred in the bar when it fits there `titleGap` clear of the items, else centred in the
    /// room between them and cut to it.
    static func bar(_ state: NavigationBarState, look: BarLook = BarLook(), environment env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        func leaf(_ k: ViewKind, _ name: String) -> ViewDescription { ViewDescription(.leaf(k, textRuns: []), name: name, location: loc) }
        func mod(_ d: ViewDescription, _ m: Modifier) -> ViewDescription { d.modified(.modifier(m, token: nil)) }
        func frame(_ f: (inout FrameSpec) -> Void) -> Modifier { var spec = FrameSpec(); f(&spec); return .frame(spec) }
        func hstack(_ children: [ViewDescription], spacing: Double = 0) -> ViewDescription {
            ViewDescription(.stack(.horizontal, spacing: spacing, alignment: .vertical(.center), children: children), name: "HStack", location: loc)
        }
        func gap(_ length: Double) -> ViewDescription { leaf(.spacer(minLength: length), "Spacer") }
        func hidden(_ d: ViewDescription) -> ViewDescription {
            mod(mod(d, .opacity(0)), .accessibility(AccessibilityInfo(hidden: true)))
        }
        let label = SystemColors.color("label", env.colorScheme)!
        let large = state.displayMode != "inline" && !(state.title ?? "").isEmpty
        let items = { (p: ToolbarPlacement) in state.items.filter { $0.placement == p }.flatMap(\.views) }
        // Bar buttons are in the accent colour (the button style does it).
        let leading = hstack(items(.leading), spacing: margin), trailing = hstack(items(.trailing), spacing: margin)
        let principal = items(.principal)
        var title: ViewDescription?
        if principal.isEmpty, !large, let t = state.title, !t.isEmpty {
            title = mod(mod(mod(leaf(.text(t), "Text"), .font(look.titleFont ?? textStyleFont(.headline, env))),
                            .foregroundColor(look.titleColor ?? .solid(label))), .lineLimit(1))
        }
        func row(_ inset: Double) -> ViewDescription {
            let content: ViewDescription
            if let title {
                let centred = hstack([
                    ViewDescription(.zstack(Alignment(horizontal: .leading, vertical: .center), children: [leading, hidden(trailing)]), name: "ZStack", location: loc),
                    gap(titleGap), mod(title, .fixedSize(horizontal: true, vertical: false)), gap(titleGap),
                    ViewDescription(.zstack(Alignment(horizontal: .trailing, vertical: .center), children: [trailing, hidden(leading)]), name: "ZStack", location: loc),
                ])
                // The items keep their size; the title gives way.
                let between = hstack([leading, gap(titleGap), mod(title, .layoutPriority(-1)), gap(titleGap), trailing])
                content = ViewDescription(.viewThatFits(.horizontal, children: [centred, between]), name: "ViewThatFits", location: loc)
            } else {
                content = ViewDescription(.zstack(.center, children: [hstack([leading, gap(0), trailing])] + principal), name: "ZStack", location: loc)
            }
            return mod(content, .padding(EdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset)))
        }
        // Ideally as wide as a wide screen whatever its content, so that a wide screen picks it.
        let wide = mod(row(wideMargin), frame { $0.minWidth = wideScreen; $0.idealWidth = wideScreen; $0.maxWidth = .infinity })
        let rows = ViewDescription(.viewThatFits(.horizontal, children: [wide, row(margin)]), name: "NavigationBar", location: loc)
            .modified(.modifier(.dynamicTypeSize(barDynamicTypeRange), token: nil))
            .modified(.environment { $0.symbolScale = SymbolScale.large })
        // Where the host gives no safe area, the bar is taller by the status bar's band, its
        // items centred in the whole (SBB's controller: the title's ink centred on 32 of 64 pt).
        let barStack = mod(rows, frame { $0.maxWidth = .infinity; $0.minHeight = barHeight + env.navigationBarExtraHeight })
        guard large, let title = state.title else { return themed(barStack, look, at: loc) }
        var titleFont = textStyleFont(.largeTitle, env)
        titleFont.weight = .bold
        let titleText = mod(mod(mod(leaf(.text(title), "Text"), .font(look.largeTitleFont ?? titleFont)),
                                .foregroundColor(look.largeTitleColor ?? .solid(label))), .lineLimit(1))
        let padded = mod(titleText, .padding(EdgeInsets(top: 0, leading: margin, bottom: largeTitleBottomInset, trailing: margin)))
        let area = mod(padded, frame { $0.maxWidth = .infinity; $0.minHeight = largeTitleHeight; $0.alignment = Alignment(horizontal: .leading, vertical: .bottom) })
        return themed(ViewDescription(.stack(.vertical, spacing: 0, alignment: .horizontal(.leading), children: [barStack, area]),
                                      name: "NavigationBar", location: loc), look, at: loc)
    }

    /// The bar on the appearance's background, with its hairline just below its bottom edge
    /// (outside the bar, over the content, as UIKit draws the shadow).
    private static func themed(_ bar: ViewDescription, _ look: BarLook, at loc: SourceLocation) -> ViewDescription {
        var bar = bar
        if let background = look.background {
            let fill = ViewDescription(.leaf(.shape(.rectangle), textRuns: []), name: "Color", location: loc).modified(.modifier(.fill(background), token: nil))
            bar = bar.modified(.background(fill, alignment: .center))
        }
        if let shadow = look.shadow {
            var f = FrameSpec()
            f.height = hairline
            let line = ViewDescription(.leaf(.shape(.rectangle), textRuns: []), name: "Hairline", location: loc)
                .modified(.modifier(.fill(shadow), token: nil))
                .modified(.modifier(.frame(f), token: nil))
                .modified(.modifier(.offset(x: 0, y: hairline), token: nil))
            // Above the content, as UIKit's bar is.
            bar = bar.modified(.overlay(line, alignment: Alignment(horizontal: .center, vertical: .bottom)))
                .modified(.modifier(.zIndex(1), token: nil))
        }
        return bar
    }

    /// Whether a `List` or `Form` is the first thing at the top of `node`: `node` itself, the
    /// first child of a vertical stack, the only child of a horizontal one, any layer of a
    /// `ZStack`, a component's body.
    static func listAtTop(_ node: ViewNode) -> Bool {
        if let name = node.path.split(separator: "/").last, name == "List" || name == "Form" { return true }
        switch node.kind {
        case .stack(.vertical, _, _, let children):
            return children.first.map(listAtTop) ?? false
        case .stack(.horizontal, _, _, let children):
            return children.count == 1 && listAtTop(children[0])
        case .zstack(_, let children):
            return children.contains(where: listAtTop)
        case .use(_, let body):
            return listAtTop(body)
        default:
            return false
        }
    }

    static func textStyleFont(_ style: TextStyle, _ env: SwiftEnvironment) -> ResolvedFont {
        let m = DynamicTypeTable.metrics(style, at: env.dynamicType)
        return ResolvedFont(size: m.size, weight: style.defaultWeight, lineHeight: m.leading, scaling: .textStyle(style), dynamicType: env.dynamicType)
    }
}

extension SwiftEvaluator {
    /// A navigation stack: its content materialised first (it declares the title and the
    /// toolbar), then the bar above it; the stack fills the width and stands on the system
    /// background (grouped when its content is a list).
    func materializeNavigation(_ d: ViewDescription, _ children: [ViewDescription], path: String) throws -> [ViewNode] {
        let own = path + "/" + d.name
        let state = NavigationBarState()
        let saved = environment
        environment.navigationBar = state
        // The root view is offered the whole region between the bars and centred in it, as a
        // hosting controller centres its view (`NavigationStack { Text("Loading") }` shows the
        // text mid-screen on iOS: EssentialGhibli's references); a list or scroll view fills it.
        var region = FrameSpec()
        region.maxWidth = .infinity
        region.maxHeight = .infinity
        let content = ViewDescription(.stack(.vertical, spacing: 0, alignment: .horizontal(.center), children: children), name: "VStack", location: d.location)
            .modified(.modifier(.frame(region), token: nil))
        let contentNodes = try materializeAll(content, path: "\(own)/1")
        environment = saved
        environment.navigationBar = nil
        // A bar with neither a title nor items takes no room: EssentialGhibli's iOS references
        // (a `NavigationView` whose content sets neither) show a list's first row right below
        // the status bar and a lone text centred in the whole safe area, 44 pt higher than a bar
        // would put them.
        let empty = (state.title ?? "").isEmpty && state.items.isEmpty
        let bar = state.barHidden || empty ? [] : [NavigationChrome.bar(state, look: navigationBarLook(at: d.location), environment: environment, at: d.location)]
        var frame = FrameSpec()
        frame.maxWidth = .infinity
        frame.maxHeight = .infinity
        frame.alignment = Alignment(horizontal: .center, vertical: .top)
        // A list's grouped background reaches under the bar only from the top of the content;
        // below other views (a segmented picker above it) the bar stands on the system background.
        let grouped = state.groupedBackground && contentNodes.contains { NavigationChrome.listAtTop($0) }
        let background = SystemColors.color(grouped ? "systemGroupedBackground" : "systemBackground", environment.colorScheme)!
        // A navigation controller's view is its background, under the bars and the safe area too.
        let backdrop = ViewDescription(.leaf(.shape(.rectangle), textRuns: []), name: "Color", location: d.location)
            .modified(.modifier(.fill(.solid(background)), token: nil))
            .modified(.modifier(.ignoresSafeArea(.all), token: nil))
        let bottom = NavigationChrome.bottomToolbar(state, environment: environment, at: d.location).map { [$0] } ?? []
        var stack = ViewDescription(.stack(.vertical, spacing: 0, alignment: .horizontal(.center),
                                           children: bar + contentNodes.map { ViewDescription(.prebuilt($0), name: "VStack", location: d.location) } + bottom),
                                    name: d.name, location: d.location)
        stack.modifiers = [.modifier(.frame(frame), token: nil), .background(backdrop, alignment: .center)] + d.modifiers.filter(\.passesToBody)
        return try materializeAll(stack, path: path)
    }
}

extension SwiftEvaluator {
    /// The look `UINavigationBar.appearance()` gives this preview's bars, its colours resolved
    /// in the scheme the bar is drawn in; a material background Plumb does not draw is said.
    func navigationBarLook(at loc: SourceLocation) -> NavigationChrome.BarLook {
        guard let look = UIKitBarAppearance.navigationBarLook(determinism.appearanceProxies) else { return NavigationChrome.BarLook() }
        func paint(_ v: SwiftValue) -> Paint? {
            // A colour the proxy was given stays adaptive (`UIColor(named:)`): it resolves here.
            switch resolvingColors(v) {
            case .color(let p): return p
            case .implicitMember(let name, nil), .symbol(let name): return namedColor(name).map { .solid($0) }
            default: return nil
            }
        }
        if let material = look.undrawnMaterial {
            warn("the navigation bar's \(material) background (UINavigationBar.appearance()) is not drawn: the page shows through", at: loc)
        }
        return look.mapColours(paint)
    }
}

extension NavigationChrome {
    /// `.toolbar { ToolbarItem(placement:) { … } … }`: items declared to the navigation stack;
    /// views outside a `ToolbarItem` go to the trailing side (`.automatic`). `.toolbar(.hidden, …)`
    /// and placements outside the bar draw nothing. A `Label` in a toolbar shows its icon only,
    /// as on iOS, unless a `.labelStyle(…)` inside the item says otherwise.
    static func toolbar(_ view: ViewDescription, _ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol,
                        file: SwiftSourceFile) throws -> ViewDescription {
        guard case .closure(let c)? = args.last?.value else {
            // `.toolbar(.hidden, for: .navigationBar)` (or with no `for:`): the bar is not drawn.
            if SwiftUIVocabulary.memberName(args.first?.value) == "hidden",
               args.first(where: { $0.label == "for" }).map({ SwiftUIVocabulary.memberName($0.value) == "navigationBar" }) ?? true {
                return view.modified(.navigation { $0.barHidden = true })
            }
            return view
        }
        var items: [(placement: ToolbarPlacement, views: [ViewDescription])] = []
        let iconOnly = ViewModification.environment { $0.labelStyle = .symbol("iconOnly") }
        for item in SwiftUIVocabulary.flatten(e.asView(try e.callClosure(c, [], node: node, file), at: node, file)) {
            if case .toolbarItem(let placement, let views) = item.content {
                if case .elsewhere(let name) = placement {
                    e.warn("toolbar placement '.\(name)' is not drawn in a preview", at: node, file)
                    continue
                }
                items.append((placement, views.map { v in var v = v; v.modifiers += item.modifiers; return v.modified(iconOnly) }))
            } else {
                items.append((.trailing, [item.modified(iconOnly)]))
            }
        }
        let key = file.location(of: node)
        return view.modified(.navigation { $0.setItems(items, declaredAt: key) })
    }
}
