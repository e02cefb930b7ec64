import Foundation
import PlumbModel
import SwiftSyntax

/// `Text` made from Foundation values: `Text(date, style: .date)`, `Text(value, format: .percent)`,
/// `Text(date, formatter: f)`, and `Text(attributedString)`, whose runs become a concatenated
/// `Text` (as `Text + Text` builds one) with each run's colour, font, underline, strikethrough,
/// tracking, link colour and Markdown presentation (bold, italic, monospaced code). The strings
/// come from the Foundation bindings (`Library/Foundation/`).
extension SwiftUIVocabulary {
    /// The `Text` these forms make; nil when `args` is none of them (a plain `Text("…")`).
    static func formattedText(_ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol,
                              file: SwiftSourceFile) throws -> SwiftValue? {
        guard let first = args.first?.value else { return nil }
        let site = FoundationSite(e, node, file)
        let loc = file.location(of: node)
        func text(_ s: String) -> ViewDescription { ViewDescription(.leaf(.text(s), textRuns: []), name: "Text", location: loc) }
        if let style = site.argument(args, "style") {
            return .view(text(try FoundationFormatStyles.textDateStyle(try site.date(first), try site.memberName(style, "a Text.DateStyle such as .date"), site)))
        }
        if let format = site.argument(args, "format") {
            return .view(text(try FoundationFormatStyles.format(first, style: format, site)))
        }
        if case .native(let f)? = site.argument(args, "formatter") {
            guard let s = try FoundationFormatters.string(first, formatter: f.base, site) else {
                throw site.fail("Text(_:formatter:) needs a DateFormatter, ISO8601DateFormatter or NumberFormatter")
            }
            return .view(text(s))
        }
        guard case .native(let n) = first, let attributed = n.base as? AttributedString else { return nil }
        return try attributedText(attributed, evaluator: e, node: node, file: file)
    }

    /// `Text(attributed)`: each run a `Text` with its attributes as modifiers, concatenated.
    static func attributedText(_ attributed: AttributedString, evaluator e: SwiftEvaluator, node: some SyntaxProtocol,
                               file: SwiftSourceFile) throws -> SwiftValue {
        let loc = file.location(of: node)
        func text(_ s: String) -> ViewDescription { ViewDescription(.leaf(.text(s), textRuns: []), name: "Text", location: loc) }
        var result: SwiftValue?
        let runs = FoundationAttributedString.runs(attributed)
        for run in runs {
            var v = SwiftValue.view(text(run.text))
            func apply(_ modifier: String, _ value: SwiftValue?) throws {
                // Modifiers locate their diagnostics at a call: the `Text(…)` call this is.
                guard case .view(let d) = v, let call = Syntax(node).as(FunctionCallExprSyntax.self) else { return }
                let modifierArgs = value.map { [Argument(label: nil, value: $0, syntax: nil)] } ?? []
                v = try ViewModifiers.apply(modifier, to: d, modifierArgs, evaluator: e, node: call, file: file) ?? v
            }
            // A link is drawn in the tint, as SwiftUI draws a link inside text: where the view
            // stands for a lone run; for a run of several, the tint in effect where the text is
            // made (a run keeps only modifiers that need no environment).
            if let color = run.color {
                try apply("foregroundColor", .color(color))
            } else if run.link != nil {
                try apply("foregroundColor", runs.count == 1 ? .implicitMember(name: "tint", arguments: nil) : .color(e.environment.tintOrAccent))
            }
            if let font = run.font { try apply("font", .font(FontValue(font: font.font, family: font.family))) }
            if run.underline { try apply("underline", nil) }
            if run.strikethrough { try apply("strikethrough", nil) }
            // Markdown's strong, emphasis and code, as SwiftUI draws them in a `Text`.
            if run.inline.contains(.stronglyEmphasized) { try apply("bold", nil) }
            if run.inline.contains(.emphasized) { try apply("italic", nil) }
            if run.inline.contains(.code) { try apply("monospaced", nil) }
            if let tracking = run.tracking { try apply("tracking", .double(tracking)) }
            if case .view(let a)? = result, case .view(let b) = v {
                result = try concatenateTexts(a, b, evaluator: e, node: node, file: file)
            } else {
                result = v
            }
        }
        return result ?? .view(text(""))
    }
}
