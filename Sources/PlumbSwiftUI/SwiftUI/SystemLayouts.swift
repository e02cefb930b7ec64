import PlumbModel
import SwiftSyntax

/// SwiftUI views that are compositions of simpler ones, with Plumb's measurements:
/// - `LabeledContent("Title", value: "1.0")` / `LabeledContent("Title") { … }`: the title, a
///   spacer and the value in `secondaryLabel` (as in a form row);
/// - `ContentUnavailableView("Title", systemImage:, description:)` (or its `label:`/
///   `description:` closures): centred in all the space offered, a 48 pt symbol in
///   `secondaryLabel`, the title in `.title2` bold, the description in `.callout`
///   `secondaryLabel`, 8 pt apart; a `Label` as the label gives the symbol and the title;
///   `actions:` stand below, 8 pt further down.
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
        if case .string(let symbol)? = args.first(where: { $0.label == "systemImage" })?.value {
            parts.append(try SwiftUIVocabulary.imageView(systemName: symbol, evaluator: e, node: node, file: file)
                .modified(.modifier(.font(ResolvedFont(size: 48)), token: nil)).modified(secondary))
        }
        var titleFont = NavigationChrome.textStyleFont(.title2, e.environment)
        titleFont.weight = .bold
        // The label closure (the first trailing closure: `ContentUnavailableView { Label(…) }
        // description: { … }`): a `Label`'s icon stands above as the symbol, its title below.
        let written = try string(nil).map(text) ?? content("label").first ?? (args.contains { $0.label == "description" || $0.label == "actions" } ? content(nil).first : nil)
        if case .label(let icon, let title)? = written?.content {
            parts.append(icon.modified(.modifier(.font(ResolvedFont(size: 48)), token: nil)).modified(secondary))
            parts.append(title.modified(.modifier(.font(titleFont), token: nil)))
        } else if let t = written {
            parts.append(t.modified(.modifier(.font(titleFont), token: nil)))
        }
        if let d = try view("description") {
            parts.append(d.modified(.modifier(.font(NavigationChrome.textStyleFont(.callout, e.environment)), token: nil)).modified(secondary)
                .modified(.modifier(.multilineTextAlignment(.center), token: nil)))
        }
        // `actions:` (buttons) below, 8 pt further down.
        let actions = args.contains { $0.label == "actions" } ? try content("actions").filter { if case .empty = $0.content { return false }; return true } : []
        if !actions.isEmpty {
            parts.append(ViewDescription(.stack(.vertical, spacing: 8, alignment: .horizontal(.center), children: actions), name: "VStack", location: loc)
                .modified(.modifier(.padding(EdgeInsets(top: 8, leading: 0, bottom: 0, trailing: 0)), token: nil)))
        }
        var fill = FrameSpec()
        fill.maxWidth = .infinity
        fill.maxHeight = .infinity
        return ViewDescription(.stack(.vertical, spacing: 8, alignment: .horizontal(.center), children: parts), name: name, location: loc)
            .modified(.modifier(.frame(fill), token: nil))
    }
}
