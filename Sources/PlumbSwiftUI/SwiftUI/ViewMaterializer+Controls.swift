import PlumbModel

/// Controls and progress views drawn by the style in effect where they stand: a style the
/// sources declare (`TextFieldStyle`'s `_body(configuration:)`, `ProgressViewStyle`'s
/// `makeBody(configuration:)`) is evaluated with the control as its configuration; a builtin
/// one is drawn by `ControlLooks` / `ProgressViewLook`.
extension SwiftEvaluator {
    func styledControl(_ c: ControlDescription, at d: ViewDescription) throws -> ViewDescription {
        let env = environment
        switch c {
        case .slider(let f, let minimum, let maximum):
            return ControlLooks.slider(fraction: f, minimumLabel: minimum, maximumLabel: maximum, env, at: d.location)
        case .stepper(let label):
            return ControlLooks.stepper(label: label, env, at: d.location)
        case .picker(let label, let options, let selected):
            return ControlLooks.picker(label: label, options: options, selected: selected, style: env.pickerStyle, env, at: d.location)
        case .datePicker(let label, let face):
            return DatePickerLooks.look(label: label, face: face, style: env.datePickerStyle, env, at: d.location)
        case .colorPicker(let label, let color):
            return ControlLooks.colorPicker(label: label, color: color, env, at: d.location)
        case .textEditor(let text):
            return ControlLooks.textEditor(text, env, at: d.location)
        case .gauge(let f, let label, let current, let minimum, let maximum):
            return GaugeLooks.gauge(fraction: f, label: label, currentValue: current, minimum: minimum, maximum: maximum,
                                    style: env.gaugeStyle, env, at: d.location)
        case .tip(let tip, let node, let file):
            let configuration = try TipViews.configuration(tip, evaluator: self, node: node, file: file)
            if case .instance(let style)? = env.tipViewStyle, let t = declarations.type(style.type), let f = t.methods["makeBody"]?.first {
                try refreshEnvironmentProperties(style, t)
                let v = try invoke(function: f, receiver: .instance(style), [Argument(label: "configuration", value: .instance(configuration), syntax: nil)],
                                   node: f.syntax)
                return asView(v, at: f.syntax, f.file).modified(.environment { $0.tipViewStyle = nil })
            }
            warn("TipView's system look is not measured: drawn as its image, title and message in a padded row", at: d.location)
            return TipViews.defaultLook(configuration, evaluator: self, at: d)
        case .textField(let field):
            switch env.textFieldStyle {
            case .instance(let style)?:
                // A custom style: `_body(configuration:)` (SwiftUI's requirement) or `makeBody`.
                guard let t = declarations.type(style.type), let f = t.methods["_body"]?.first ?? t.methods["makeBody"]?.first else { return field }
                try refreshEnvironmentProperties(style, t)
                let v = try invoke(function: f, receiver: .instance(style), [Argument(label: "configuration", value: .view(field), syntax: nil)], node: f.syntax)
                return asView(v, at: f.syntax, f.file).modified(.environment { $0.textFieldStyle = nil })
            case .symbol("roundedBorder")?:
                return ControlLooks.roundedBorder(field, env, at: d.location)
            case .symbol(let s)? where !ControlLooks.textFieldStyles.contains(s):
                warn("text field style '.\(s)' is not drawn: the plain field is used", at: d.location)
                return field
            default:
                return field
            }
        }
    }

    /// A progress view in the progress view style in effect.
    func styledProgress(fraction: Double?, label: ViewDescription?, at d: ViewDescription) throws -> ViewDescription {
        switch environment.progressViewStyle {
        case .instance(let style)? where style.type == "CircularProgressViewStyle":
            var tint: RGBA?
            if case .color(.solid(let c))? = style.fields["tint"] { tint = c }
            return ProgressViewLook.look(fraction: fraction, label: label, circular: true, spinnerTint: tint, environment: environment, at: d.location)
        case .instance(let style)?:
            guard let t = declarations.type(style.type), let f = t.methods["makeBody"]?.first else { break }
            try refreshEnvironmentProperties(style, t)
            let configuration = Instance(type: "ProgressViewStyleConfiguration", fields: [
                "fractionCompleted": .optional(fraction.map { .double($0) }),
                "label": label.map { .optional(.view($0)) } ?? .optional(nil),
                "currentValueLabel": .optional(nil),
            ])
            let v = try invoke(function: f, receiver: .instance(style), [Argument(label: "configuration", value: .instance(configuration), syntax: nil)],
                               node: f.syntax)
            // A progress view the style's body makes draws with the default style.
            return asView(v, at: f.syntax, f.file).modified(.environment { $0.progressViewStyle = nil })
        case .symbol("circular")?:
            return ProgressViewLook.look(fraction: fraction, label: label, circular: true, environment: environment, at: d.location)
        default:
            break
        }
        return ProgressViewLook.look(fraction: fraction, label: label, environment: environment, at: d.location)
    }

    /// A disclosure group in the disclosure group style in effect: a `DisclosureGroupStyle` of
    /// the sources makes its body from the configuration (`label`, `content`, `isExpanded`;
    /// what its button would do when tapped is not run), anything else is the default look.
    func styledDisclosureGroup(label: ViewDescription, content: [ViewDescription], expanded: Bool, at d: ViewDescription) throws -> ViewDescription {
        if case .instance(let style)? = environment.disclosureGroupStyle, let t = declarations.type(style.type),
           let f = t.methods["makeBody"]?.first {
            try refreshEnvironmentProperties(style, t)
            let configuration = Instance(type: "DisclosureGroupStyleConfiguration", fields: [
                "label": .view(label),
                "content": .view(ViewDescription(.group(content), name: "Group", location: d.location)),
                "isExpanded": .bool(expanded),
            ])
            let v = try invoke(function: f, receiver: .instance(style), [Argument(label: "configuration", value: .instance(configuration), syntax: nil)],
                               node: f.syntax)
            // A disclosure group the style's body makes draws with the default style.
            return asView(v, at: f.syntax, f.file).modified(.environment { $0.disclosureGroupStyle = nil })
        }
        return Controls.disclosureGroupLook(label: label, content: content, expanded: expanded, environment: environment, at: d.location)
    }
}
