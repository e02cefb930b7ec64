import Foundation
import PlumbModel
import SwiftSyntax

/// Controls drawn in their initial state, with Plumb's measurements:
/// - `TextField(_:text:)`/`SecureField`: the text (bullets for a secure field), or the title
///   as a placeholder in `placeholderText` when the text is empty, filling the width
///   (the default style has no border), on one line cut at the tail unless `axis: .vertical`;
/// - `Menu`: its label, drawn as a button (the menu is closed);
/// - `DisclosureGroup`: its label, a spacer and a `chevron.right` in the tint (collapsed;
///   `isExpanded: .constant(true)` shows a `chevron.down` and the content below, 8 pt apart).
enum Controls {
    static func construct(_ name: String, _ args: [Argument], content: (String?) throws -> [ViewDescription], evaluator e: SwiftEvaluator,
                          node: some SyntaxProtocol, file: SwiftSourceFile) throws -> ViewDescription {
        let loc = file.location(of: node)
        let scheme = e.environment.colorScheme
        func text(_ s: String) -> ViewDescription { ViewDescription(.leaf(.text(s), textRuns: []), name: "Text", location: loc) }
        func constant(_ label: String) -> SwiftValue? { boundValue(args, label) }
        let title: ViewDescription? = {
            if case .string(let s)? = args.first(where: { $0.label == nil })?.value { return text(s) }
            return nil
        }()
        switch name {
        case "TextField", "SecureField":
            var value = ""
            if case .string(let s)? = constant("text") { value = s }
            let placeholder = value.isEmpty
            let shown = placeholder ? (args.first.flatMap { if case .string(let s) = $0.value { return s }; return nil } ?? "")
                : name == "SecureField" ? String(repeating: "•", count: value.count) : value
            var field = text(shown)
            // A field is one line, its text cut at the tail with an ellipsis, as UITextField shows it
            // when not editing; `axis: .vertical` makes it grow line by line instead.
            if SwiftUIVocabulary.memberName(args.first(where: { $0.label == "axis" })?.value) != "vertical" {
                field = field.modified(.modifier(.lineLimit(1), token: nil))
            }
            if placeholder { field = field.modified(.modifier(.foregroundColor(.solid(SystemColors.color("placeholderText", scheme)!)), token: nil)) }
            // Its line is its text style's leading tall (22 pt for body at the default size, 21 at
            // `medium`): home-assistant's and RSSReader's fields are 1.67 pt taller on iOS than a
            // `Text` of the same font.
            field = field.modified(.modifier(.textFieldLine, token: nil))
            var f = FrameSpec()
            f.maxWidth = .infinity
            f.alignment = Alignment(horizontal: .leading, vertical: .center)
            let plain = field.modified(.modifier(.frame(f), token: nil)).renamed(name)
            return ViewDescription(.control(.textField(plain)), name: name, location: loc)
                .modified(.modifier(.accessibility(AccessibilityInfo(interactive: true, role: "textField")), token: nil))
        case "TextEditor":
            var value = ""
            if case .string(let s)? = constant("text") { value = s }
            return ViewDescription(.control(.textEditor(value)), name: name, location: loc)
        case "Slider":
            // The value's place in `in:` (0...1 unless given); a `step` rounds it as the slider does.
            var (lower, upper) = (0.0, 1.0)
            if let r = args.first(where: { $0.label == "in" }).flatMap({ e.rangeBounds($0.value) }),
               let lo = r.lower.number, let hi = r.upper.number { (lower, upper) = (lo, hi) }
            var value = constant("value")?.number ?? lower
            if let step = args.first(where: { $0.label == "step" })?.value.number, step > 0, step.isFinite {
                value = lower + ((value - lower) / step).rounded() * step
            }
            let fraction = upper > lower && value.isFinite ? (value - lower) / (upper - lower) : 0
            return ViewDescription(.control(.slider(fraction: fraction, minimumLabel: try content("minimumValueLabel").first,
                                                    maximumLabel: try content("maximumValueLabel").first)), name: name, location: loc)
        case "Gauge":
            var (lower, upper) = (0.0, 1.0)
            if let r = args.first(where: { $0.label == "in" }).flatMap({ e.rangeBounds($0.value) }),
               let lo = r.lower.number, let hi = r.upper.number { (lower, upper) = (lo, hi) }
            let value = constant("value")?.number ?? lower
            let fraction = upper > lower && value.isFinite ? min(max((value - lower) / (upper - lower), 0), 1) : 0
            func part(_ label: String?) throws -> ViewDescription? {
                let views = try content(label).filter { if case .empty = $0.content { return false }; return true }
                return views.isEmpty ? nil : views.count == 1 ? views[0] : ViewDescription(.group(views), name: "Group", location: loc)
            }
            return ViewDescription(.control(.gauge(fraction: fraction, label: try part("label") ?? part(nil), currentValue: try part("currentValueLabel"),
                                                   minimum: try part("minimumValueLabel"), maximum: try part("maximumValueLabel"))),
                                   name: name, location: loc)
        case "Stepper":
            let label = try title ?? content("label").first ?? content(nil).first ?? .empty(at: loc)
            return ViewDescription(.control(.stepper(label: label)), name: name, location: loc)
        case "Picker":
            let label = try title ?? content("label").first ?? .empty(at: loc)
            let options = try content(nil)
            let selected = taggedIndex(options, selection: constant("selection"), evaluator: e)
            return ViewDescription(.control(.picker(label: label, options: options, selected: selected)), name: name, location: loc)
        case "DatePicker":
            let label = try title ?? content("label").first ?? content(nil).first ?? .empty(at: loc)
            var date = e.determinism.now
            if case .native(let n)? = constant("selection"), let d = n.base as? Date { date = d }
            // `displayedComponents:` — `.date`, `.hourAndMinute` or both (the default).
            var parts: Set<String> = ["date", "hourAndMinute"]
            if let written = args.first(where: { $0.label == "displayedComponents" })?.value {
                let items: [SwiftValue] = { if case .array(let a) = written { return a }; return [written] }()
                parts = Set(items.compactMap { SwiftUIVocabulary.memberName($0) })
                if parts.isEmpty { parts = ["date", "hourAndMinute"] }
            }
            let face = DatePickerFace(date: date, now: e.determinism.now, showsDate: parts.contains("date"),
                                      showsTime: parts.contains("hourAndMinute"), locale: e.determinism.locale, timeZone: e.determinism.timeZone)
            return ViewDescription(.control(.datePicker(label: label, face: face)), name: name, location: loc)
        case "ColorPicker":
            let label = try title ?? content("label").first ?? content(nil).first ?? .empty(at: loc)
            var color = Paint.solid(RGBA(r: 0, g: 0, b: 0, a: 1))
            if case .color(let c)? = constant("selection").map(e.resolvingColors) { color = c }
            return ViewDescription(.control(.colorPicker(label: label, color: color)), name: name, location: loc)
        case "Menu":
            let label = try title ?? content("label").first ?? .empty(at: loc)
            return ViewDescription(.button(label: label, role: nil), name: name, location: loc)
        default:
            let expanded: Bool = { if case .bool(let b)? = constant("isExpanded") { return b }; return false }()
            let label = try title ?? content("label").first ?? .empty(at: loc)
            return ViewDescription(.disclosureGroup(label: label, content: try content(nil), expanded: expanded), name: name, location: loc)
        }
    }

    /// The value a binding argument `label` holds now: `$x`'s value, or `.constant(x)`'s `x`.
    static func boundValue(_ args: [Argument], _ label: String) -> SwiftValue? {
        guard var v = args.first(where: { $0.label == label })?.value else { return nil }
        if case .implicitMember("constant", let a?) = v, let inner = a.first?.value { v = inner }
        return v.unwrapped ?? v
    }

    /// The index of the view whose `.tag` equals `selection` (a `Picker`'s option, a `TabView`'s tab).
    static func taggedIndex(_ views: [ViewDescription], selection: SwiftValue?, evaluator e: SwiftEvaluator) -> Int? {
        selection.flatMap { s in views.firstIndex { $0.tag.map { e.equal($0, s) } ?? false } }
    }

    /// A disclosure group in the default style: the label, a spacer and the chevron in the
    /// tint, with the content 8 pt below when expanded.
    static func disclosureGroupLook(label: ViewDescription, content: [ViewDescription], expanded: Bool, environment env: SwiftEnvironment,
                                    at loc: SourceLocation) -> ViewDescription {
        let symbol = expanded ? "chevron.down" : "chevron.right"
        let (w, h) = IconCatalog.box(symbol) ?? (0.6, 1.0)
        let chevron = SwiftUIVocabulary.catalogIcon(symbol, width: w, height: h, at: loc)
            .modified(.modifier(.font(ResolvedFont(size: 13, weight: .semibold)), token: nil))
            .modified(.modifier(.foregroundColor(env.tintOrAccent), token: nil))
        let spacer = ViewDescription.spacer(at: loc)
        let header = ViewDescription(.stack(.horizontal, spacing: nil, alignment: .vertical(.center), children: [label, spacer, chevron]),
                                     name: "HStack", location: loc)
            .modified(.modifier(.accessibility(AccessibilityInfo(interactive: true, role: "button")), token: nil))
        let body = expanded ? content : []
        return ViewDescription(.stack(.vertical, spacing: 8, alignment: .horizontal(.leading), children: [header] + body), name: "DisclosureGroup", location: loc)
    }
}

extension ViewDescription {
    /// The same view under another node name (the SwiftUI view it stands for).
    func renamed(_ name: String) -> ViewDescription {
        var copy = self
        copy.name = name
        return copy
    }
}
