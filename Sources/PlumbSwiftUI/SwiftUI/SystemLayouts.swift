import PlumbModel
import SwiftSyntax

/// SwiftUI views that are compositions of simpler ones, with Plumb's measurements:
/// - `LabeledContent("Title", value: "1.0")` / `LabeledContent("Title") { … }`: the title, a
///   spacer and the value in `secondaryLabel` (as in a form row);
/// - `ContentUnavailableView("Title", systemImage:, description:)` (or its `label:`/
///   `description:` closures): centred in all the space offered, a 48 pt symbol in
///   `secondaryLabel`, 15 pt above the title in `.title2` bold, 3 pt above the description in
///   `.subheadline` `secondaryLabel`; a `Label` as the label gives the symbol and the title; the
///   actions 20 pt below, in `.subheadline`, bordered ones padded 5 × 10 pt, and 1 pt under
///   them — that 21 pt stays when there are no actions. Measured on iOS 26 (RSSReader's empty
///   and error states, 375 × 400 pt): ink rows of the symbol, title and description at 139,
///   202.67 and 229.67 pt without actions; with a bordered "Add Item" 28 × 81.67 pt at 250.67 pt
///   and the rest 14 pt higher. The content keeps 32 pt from each side: on a 375 pt screen iOS
///   wrapped a description line 320.67 pt wide and kept one of 302.67 pt (its ink; about
///   303.7 pt of advance), so the margin lies between 27.2 and 35.6 pt; 32 is used.
enum SystemLayouts {
    static func construct(_ name: String, _ args: [Argument], content: (String?) throws -> [ViewDescription], evaluator e: SwiftEvaluator,
                          node: some SyntaxProtocol, file: SwiftSourceFile) throws -> ViewDescription {
        let loc = file.location(of: node)
        let secondary = ViewModification.modifier(.foregroundColor(.solid(SystemColors.color("secondaryLabel", e.environment.colorScheme)!)), token: nil)
        func text(_ s: String) -> ViewDescription { ViewDescription(.leaf(.text(s), textRuns: []), name: "Text", location: loc) }
        func string(_ label: String?) -> String? {
            if case .string(let s)? = args.first(where: { $0.label == label })?.value { return s }
            return nil
        }
        func view(_ label: String) throws -> ViewDescription? {
            switch args.first(where: { $0.label == label })?.value {
            case .string(let s)?: return text(s)
            case .closure?: return try content(label).first
            case let v?: return e.asView(v, at: node, file)
            case nil: return nil
            }
        }
        if name == "LabeledContent" {
            let title = try string(nil).map(text) ?? content("label").first ?? .empty(at: loc)
            let value = try view("value") ?? content(nil).first ?? .empty(at: loc)
            let spacer = ViewDescription.spacer(at: loc)
            return ViewDescription(.stack(.horizontal, spacing: nil, alignment: .vertical(.center), children: [title, spacer, value.modified(secondary)]),
                                   name: name, location: loc)
        }
        var parts: [ViewDescription] = []
        var symbolFirst = false
        // The symbol is 48 pt at the default size and follows Dynamic Type as body text does,
        // but no further than accessibility3: RSSReader's references show it 0.94 of its size at
        // `medium` (16/17) and 2.35 at accessibility5 (40/17, body's accessibility3 ratio).
        // Resolved where the view stands, and rescaled by a Dynamic Type clamp around it.
        let symbolFont = ViewModification.resolved { env in
            .font(ResolvedFont(size: DynamicTypeTable.scaledMetric(48, relativeTo: .body, at: min(env.dynamicType, .accessibility3)),
                               scaling: .scaledMetric(.body, upTo: .accessibility3), dynamicType: env.dynamicType))
        }
        if case .string(let symbol)? = args.first(where: { $0.label == "systemImage" })?.value {
            parts.append(try SwiftUIVocabulary.imageView(systemName: symbol, evaluator: e, node: node, file: file)
                .modified(symbolFont).modified(secondary))
            symbolFirst = true
        }
        var titleFont = NavigationChrome.textStyleFont(.title2, e.environment)
        titleFont.weight = .bold
        // The label closure (the first trailing closure: `ContentUnavailableView { Label(…) }
        // description: { … }`): a `Label`'s icon stands above as the symbol, its title below.
        let written = try string(nil).map(text) ?? content("label").first ?? (args.contains { $0.label == "description" || $0.label == "actions" } ? content(nil).first : nil)
        if case .label(let icon, let title)? = written?.content {
            parts.append(icon.modified(symbolFont).modified(secondary))
            symbolFirst = true
            parts.append(title.modified(.modifier(.font(titleFont), token: nil)))
        } else if let t = written {
            parts.append(t.modified(.modifier(.font(titleFont), token: nil)))
        }
        let subheadline = ViewModification.modifier(.font(NavigationChrome.textStyleFont(.subheadline, e.environment)), token: nil)
        if let d = try view("description") {
            parts.append(d.modified(subheadline).modified(secondary))
        }
        // Each part's distance from the one above: the symbol and the title 15 pt apart, the
        // title and the description 3 pt.
        for i in parts.indices.dropFirst() {
            parts[i] = parts[i].modified(.modifier(.padding(EdgeInsets(top: i == 1 && symbolFirst ? 15 : 3, leading: 0, bottom: 0, trailing: 0)), token: nil))
        }
        // The actions (buttons) 20 pt below, 1 pt above the bottom; the space stays without them.
        let actions = args.contains { $0.label == "actions" } ? try content("actions").filter { if case .empty = $0.content { return false }; return true } : []
        parts.append(ViewDescription(.stack(.vertical, spacing: 8, alignment: .horizontal(.center), children: actions), name: "VStack", location: loc)
            .modified(subheadline)
            .modified(.environment { $0.borderedButtonInsets = EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10) })
            .modified(.modifier(.padding(EdgeInsets(top: 20, leading: 0, bottom: 1, trailing: 0)), token: nil)))
        var fill = FrameSpec()
        fill.maxWidth = .infinity
        fill.maxHeight = .infinity
        return ViewDescription(.stack(.vertical, spacing: 0, alignment: .horizontal(.center), children: parts), name: name, location: loc)
            // Content taller than the space keeps its height and overflows both edges, centred
            // (RSSReader's error state at accessibility5: the symbol above the top edge, the
            // description whole), rather than truncating its text.
            .modified(.modifier(.fixedSize(horizontal: false, vertical: true), token: nil))
            // Every line centred: the title's as well as the description's.
            .modified(.modifier(.multilineTextAlignment(.center), token: nil))
            // Wraps the text inside its side margins.
            .modified(.modifier(.padding(EdgeInsets(top: 0, leading: 32, bottom: 0, trailing: 32)), token: nil))
            .modified(.modifier(.frame(fill), token: nil))
    }
}
