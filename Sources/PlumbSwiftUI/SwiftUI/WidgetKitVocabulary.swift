import PlumbModel
import SwiftSyntax

/// WidgetKit as a preview shows it: `#Preview(as: .systemSmall) { MyWidget() } timeline: { … }`
/// draws the widget's view for the timeline's first entry at the family's size. A widget's
/// `body` is a configuration (`StaticConfiguration`, `AppIntentConfiguration`, …) whose content
/// closure makes that view; its modifiers (`configurationDisplayName`, `supportedFamilies`, …)
/// say nothing about the picture except `contentMarginsDisabled()`.
enum WidgetKitVocabulary {
    static let configurationNames: Set<String> = ["StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration"]

    /// A widget configuration: the closure that makes the widget's view for an entry.
    struct Configuration: Hashable {
        let content: Closure
        var marginsDisabled = false

        static func == (a: Configuration, b: Configuration) -> Bool {
            a.content === b.content && a.marginsDisabled == b.marginsDisabled
        }

        func hash(into h: inout Hasher) {
            h.combine(ObjectIdentifier(content))
            h.combine(marginsDisabled)
        }
    }

    /// The families' sizes in points on the preview device (an iPhone of 393 × 852 pt), from
    /// the widget dimensions in Apple's Human Interface Guidelines (Widgets › Specifications):
    /// home-screen widgets 158 × 158, 338 × 158 and 338 × 354; Lock Screen accessories 72 × 72,
    /// 160 × 72 and 234 × 26. watchOS's corner complication, which has no iPhone size, is drawn
    /// at its size on a 41 mm Apple Watch, 34 × 34 pt (ClockKit's
    /// `CLKComplicationTemplateGraphicCornerCircularView` table, the view WidgetKit's corner
    /// family took over); its curved `widgetLabel` text along the bezel is not drawn.
    static let familySizes: [String: (width: Double, height: Double)] = [
        "systemSmall": (158, 158), "systemMedium": (338, 158), "systemLarge": (338, 354),
        "accessoryCircular": (72, 72), "accessoryRectangular": (160, 72), "accessoryInline": (234, 26),
        "accessoryCorner": (34, 34),
    ]

    /// The margins WidgetKit puts around a widget's content (iOS 17): 16 pt on the Home Screen,
    /// none on the Lock Screen.
    static func contentMargin(family: String) -> Double { family.hasPrefix("system") ? 16 : 0 }

    /// `StaticConfiguration(kind:provider:) { entry in … }` and its siblings.
    static func construct(_ name: String, _ args: [Argument]) -> SwiftValue? {
        guard configurationNames.contains(name) else { return nil }
        let content = args.last { a in if case .closure = a.value { return a.label == nil || a.label == "content" }; return false }
        guard case .closure(let c)? = content?.value else { return nil }
        return .native(Configuration(content: c))
    }

    /// A configuration's modifiers: each gives the configuration back.
    static func method(_ receiver: SwiftValue, name: String) -> SwiftValue? {
        guard case .native(let n) = receiver, var c = n.base as? Configuration else { return nil }
        if name == "contentMarginsDisabled" { c.marginsDisabled = true }
        return .native(c)
    }

    /// The first entry a `timeline:` closure lists (each expression in it is one entry).
    static func firstEntry(_ timeline: ClosureExprSyntax, evaluator e: SwiftEvaluator, scope: Scope, file: SwiftSourceFile) throws -> SwiftValue? {
        let local = Scope(parent: scope)
        for item in timeline.statements {
            switch item.item {
            case .expr(let x):
                let v = try e.eval(x, local, file)
                if case .void = v { continue }
                return v
            default:
                _ = try e.runBody(CodeBlockItemListSyntax([item]), local, file)
            }
        }
        return nil
    }
}

extension SwiftEvaluator {
    /// The widget as WidgetKit hosts it: the content inside the family's margins, centred in
    /// the family's size, on the system background (Home Screen families; a Lock Screen
    /// accessory has none), with `\.widgetFamily` set.
    func widgetHost(_ content: ViewDescription, family: String, margin: Double, at node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> ViewDescription {
        guard let size = WidgetKitVocabulary.familySizes[family] else { throw fail("unknown widget family '.\(family)'", at: node, file) }
        var frame = FrameSpec()
        frame.width = size.width
        frame.height = size.height
        var host = content.modified(.modifier(.padding(EdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin)), token: nil))
            .modified(.modifier(.frame(frame), token: nil))
        if family.hasPrefix("system"), let background = SystemColors.color("systemBackground", environment.colorScheme) {
            let fill = ViewDescription(.leaf(.shape(.rectangle), textRuns: []), name: "Color", location: file.location(of: node))
                .modified(.modifier(.fill(.solid(background)), token: nil))
            host = host.modified(.background(fill, alignment: .center))
        }
        return host.modified(.environment { env in
            env.widgetContentMargin = margin
            env.custom["widgetFamily"] = .symbol(family)
        })
    }

    /// `containerBackground(_:for: .widget)` / `containerBackground(for: .widget) { … }`: inside
    /// a widget, the background of the whole widget, behind the content margins; elsewhere (or
    /// for another container) nothing Plumb draws.
    func containerBackground(_ view: ViewDescription, _ args: [Argument], node: FunctionCallExprSyntax, _ file: SwiftSourceFile) throws -> ViewDescription {
        guard SwiftUIVocabulary.memberName(args.first { $0.label == "for" }?.value) == "widget", let margin = environment.widgetContentMargin else {
            return view
        }
        let decoration = try ViewModifiers.decorationView(args.filter { $0.label == nil || $0.label == "content" }, self, node, file)
        var fill = FrameSpec()
        fill.maxWidth = .infinity
        fill.maxHeight = .infinity
        // The content is centred in the space inside the margins (it fills it), and its
        // background reaches the margins' outer edges.
        let outset = decoration.modified(.modifier(.padding(EdgeInsets(top: -margin, leading: -margin, bottom: -margin, trailing: -margin)), token: nil))
        return view.modified(.modifier(.frame(fill), token: nil)).modified(.background(outset, alignment: .center))
    }
}
