import PlumbModel
import SwiftSyntax

/// `TabView` on an iPhone: the selected tab's content above iOS's tab bar, as measured at 3× on
/// an iPhone 16's swift-snapshot-testing references (martinomamic/RSSReader at 029e492, recorded
/// in June 2025 with iOS 18, a `TabView` of four `.tabItem { Label(…) }` tabs, light and dark):
/// - the bar is 49 pt tall above the bottom safe area (34 pt), its items share its width
///   equally; at the scroll edge (content that does not scroll under it, as in a preview) it has
///   no background and no hairline;
/// - an item's symbol, in its `.fill` variant where there is one, fits a 31 × 25 pt box centred
///   18.5 pt below the bar's top; its title, 10 pt medium, has its baseline 45 pt below the top;
/// - the selected item is in the tint (the accent colour unless `.tint(…)`), the others in
///   #929292, in light and dark alike.
/// (The references draw no symbol for the unselected items, an artefact of snapshotting a
/// tab bar; the phone shows them, and so does Plumb.)
enum TabBarChrome {
    static let barHeight = 49.0
    static let bottomSafeArea = 34.0
    static let iconCentreFromTop = 18.5
    static let iconMaxWidth = 31.0
    static let iconMaxHeight = 25.0
    static let titleBaselineFromTop = 45.0
    static let titleFont = ResolvedFont(size: 10, weight: .medium)
    static let unselected = RGBA(r: 146.0 / 255, g: 146.0 / 255, b: 146.0 / 255, a: 1)

    /// `TabView { … }` / `TabView(selection: $tab) { … }`: its tabs, and which one is selected (the
    /// one whose tag equals the selection, else the first).
    static func construct(_ args: [Argument], content panes: [ViewDescription], evaluator e: SwiftEvaluator,
                          at loc: SourceLocation) -> ViewDescription {
        let selected = Controls.taggedIndex(panes, selection: Controls.boundValue(args, "selection"), evaluator: e) ?? 0
        return ViewDescription(.tabView(panes: panes, selected: selected), name: "TabView", location: loc)
    }

    /// The tab view as the environment where it stands draws it: the bar below the selected
    /// pane, or (`.tabViewStyle(.page)`) the selected page alone (the first unless `selection:`).
    /// With `barHidden` (`UITabBar.appearance().isHidden = true`) the selected pane fills the tab
    /// view alone: SBB's `SBBTabView`, which hides UIKit's bar to draw its own, has its pane's
    /// content centred in the whole 667 pt screen less its own 75 pt bar on iOS.
    static func look(panes: [ViewDescription], selected: Int, barHidden: Bool = false, environment env: SwiftEnvironment,
                     at loc: SourceLocation) -> ViewDescription {
        guard !panes.isEmpty else { return .empty(at: loc) }
        let pane = panes[min(max(selected, 0), panes.count - 1)]
        if env.tabViewStyle == "page" { return page(pane, index: min(max(selected, 0), panes.count - 1), count: panes.count, env, at: loc) }
        var fill = FrameSpec()
        fill.maxWidth = .infinity
        fill.maxHeight = .infinity
        if barHidden { return pane.modified(.modifier(.frame(fill), token: nil)).renamed("TabView") }
        let items = panes.enumerated().map { i, p in item(p.tabItem, selected: i == selected, env, at: loc) }
        var bar = FrameSpec()
        bar.height = barHeight
        let tabBar = ViewDescription(.stack(.horizontal, spacing: 0, alignment: .vertical(.top), children: items), name: "TabBar", location: loc)
            .modified(.modifier(.frame(bar), token: nil))
            .modified(.modifier(.padding(EdgeInsets(top: 0, leading: 0, bottom: homeIndicatorInset(env), trailing: 0)), token: nil))
        // Each tab's hosting controller is opaque, in the system background of the tab view's
        // environment, under the bar and into the safe area: RSSReader's light references of its
        // tab view are white to the edges although its simulator was dark.
        let page = ViewDescription.shape(.rectangle, at: loc).fill(.solid(SystemColors.color("systemBackground", env.colorScheme)!))
            .modified(.modifier(.ignoresSafeArea(.all), token: nil))
        return ViewDescription(.stack(.vertical, spacing: 0, alignment: .horizontal(.center), children: [
            pane.modified(.modifier(.frame(fill), token: nil)), tabBar,
        ]), name: "TabView", location: loc).modified(.background(page, alignment: .center))
    }

    /// What a bar at the bottom of the screen keeps below itself: the home indicator's 34 pt in a
    /// preview (no safe area), nothing on a snapshot test's device, whose host keeps the safe area
    /// (RSSReader's iPhone 16 references: the tab titles' baselines 38 pt above the screen's
    /// bottom, not 72).
    static func homeIndicatorInset(_ env: SwiftEnvironment) -> Double {
        env.deviceSafeArea == nil ? bottomSafeArea : 0
    }

    /// The page style: the selected page filling the tab view, and over its bottom UIKit's page
    /// control — a 26 pt strip with a 7 pt dot per page, 9 pt apart, the current one white and
    /// the others white at 30 % (shown with two pages or more, or `indexDisplayMode: .always`;
    /// never with `.never`), on a 20 % black capsule (padded 8 pt across, 4 pt up and down) with
    /// `.indexViewStyle(.page(backgroundDisplayMode: .always))`.
    static func page(_ pane: ViewDescription, index: Int, count: Int, _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        var fill = FrameSpec()
        fill.maxWidth = .infinity
        fill.maxHeight = .infinity
        let page = pane.modified(.modifier(.frame(fill), token: nil))
        let shown = env.pageIndexDisplay == "always" || (env.pageIndexDisplay == "automatic" && count > 1)
        guard shown else { return page }
        let white = RGBA(r: 1, g: 1, b: 1, a: 1)
        let dots = (0..<count).map { i in
            ViewDescription.shape(.circle, at: loc).fill(.solid(i == index ? white : white.withOpacity(0.3)))
                .framed { $0.width = pageDot; $0.height = pageDot }
        }
        var control = ViewDescription(.stack(.horizontal, spacing: pageDotSpacing, alignment: .vertical(.center), children: dots),
                                      name: "PageControl", location: loc)
        if env.pageIndexBackground {
            control = control.modified(.modifier(.padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)), token: nil))
                .modified(.background(.shape(.capsule(.circular), at: loc).fill(.solid(RGBA(r: 0, g: 0, b: 0, a: 0.2))), alignment: .center))
        }
        let strip = control.framed { $0.height = pageControlHeight }
        return page.modified(.overlay(strip, alignment: Alignment(horizontal: .center, vertical: .bottom))).renamed("TabView")
    }

    static let pageDot = 7.0
    static let pageDotSpacing = 9.0
    static let pageControlHeight = 26.0

    /// One item: the label's symbol and title placed as iOS places them, in the item's colour.
    private static func item(_ label: ViewDescription?, selected: Bool, _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        let colour: Paint = selected ? env.tintOrAccent : .solid(unselected)
        let (icon, title) = parts(of: label)
        // The item's box: as wide as its share of the bar, as tall as the bar; the title's
        // baseline is the box's first text baseline.
        var box = FrameSpec()
        box.maxWidth = .infinity
        box.height = barHeight
        let guide = ViewDescription(.leaf(.shape(.rectangle), textRuns: []), name: "Color", location: loc)
            .modified(.modifier(.fill(.solid(RGBA(r: 0, g: 0, b: 0, a: 0))), token: nil))
            .modified(.modifier(.frame(box), token: nil))
            .modified(.modifier(.alignmentGuide(AlignmentGuide(guide: .firstTextBaseline, value: titleBaselineFromTop)), token: nil))
        var children = [guide]
        if let title {
            children.append(title.modified(.modifier(.font(titleFont), token: nil)).modified(.modifier(.lineLimit(1), token: nil))
                .modified(.modifier(.foregroundColor(colour), token: nil)))
        }
        var stack = ViewDescription(.zstack(Alignment(horizontal: .center, vertical: .firstTextBaseline), children: children),
                                    name: "TabItem", location: loc)
        if let icon = icon.map({ sized(filled($0)) }) {
            // Centred in the 31 × 25 pt icon box, whose centre is 18.5 pt below the bar's top.
            var slot = FrameSpec()
            slot.width = iconMaxWidth
            slot.height = iconMaxHeight
            let placed = icon.modified(.modifier(.foregroundColor(colour), token: nil))
                .modified(.modifier(.frame(slot), token: nil))
                .modified(.modifier(.padding(EdgeInsets(top: iconCentreFromTop - iconMaxHeight / 2, leading: 0, bottom: 0, trailing: 0)), token: nil))
            stack = stack.modified(.overlay(placed, alignment: Alignment(horizontal: .center, vertical: .top)))
        }
        return stack
    }

    /// The symbol and the title of a tab item's label: a `Label`'s icon and title, else the
    /// first image and the first text among its views (`Image(…); Text(…)`).
    static func parts(of label: ViewDescription?) -> (icon: ViewDescription?, title: ViewDescription?) {
        guard let label else { return (nil, nil) }
        switch label.content {
        case .label(let icon, let title): return (icon, title)
        case .leaf(.text, _): return (nil, label)
        case .leaf(.icon, _): return (label, nil)
        case .group(let views), .stack(_, _, _, let views), .zstack(_, let views):
            var icon: ViewDescription?, title: ViewDescription?
            for v in views {
                let (i, t) = parts(of: v)
                icon = icon ?? i
                title = title ?? t
            }
            return (icon, title)
        default: return (nil, nil)
        }
    }

    /// A catalog symbol's `.fill` variant where the catalog has one (a tab bar fills its symbols).
    private static func filled(_ icon: ViewDescription) -> ViewDescription {
        guard case .leaf(.icon(let spec), _) = icon.content, let name = spec.name, !name.hasSuffix(".fill"),
              let (w, h) = IconCatalog.box(name + ".fill") else { return icon }
        var filled = SwiftUIVocabulary.catalogIcon(name + ".fill", width: w, height: h, at: icon.location)
        filled.modifiers = icon.modifiers
        return filled
    }

    /// A catalog symbol at the size that fits the bar's 31 × 25 pt icon box.
    private static func sized(_ icon: ViewDescription) -> ViewDescription {
        guard case .leaf(.icon(let spec), _) = icon.content, spec.widthEm > 0, spec.heightEm > 0 else { return icon }
        let size = min(iconMaxWidth / spec.widthEm, iconMaxHeight / spec.heightEm)
        return icon.modified(.modifier(.font(ResolvedFont(size: size, weight: .regular)), token: nil))
    }
}
