import PlumbModel

/// SwiftUI's built-in button styles on iOS:
/// - `.automatic`/`.borderless`: the label in the tint (the accent colour unless `.tint(…)`
///   says otherwise; red for `role: .destructive`);
/// - `.plain`: the label as it is (no tint);
/// - `.bordered`: the label in the tint on a capsule of `secondarySystemFill` — or, when a tint
///   was set (`.tint(…)`, `role: .destructive`), of the tint at 15 % opacity;
/// - `.borderedProminent`: a white label on a capsule of the tint.
/// The bordered looks pad the label 7 pt vertically and 14 pt horizontally; at
/// `.controlSize(.small)` the label is `.subheadline` and the padding 5 pt and 10 pt. They use
/// the capsule of iOS 26's buttons unless `.buttonBorderShape(…)` says otherwise
/// (`.roundedRectangle` is 8 pt continuous corners). Disabled (`.disabled(true)`), labels turn
/// `tertiaryLabel` and bordered fills `tertiarySystemFill`.
///
/// Measured on iOS 26 references (RSSReader's debug screen and empty states): an untinted
/// `.bordered` fill is (233, 233, 234) over white and (223, 223, 225) over a (243, 243, 244) card —
/// `secondarySystemFill`, (120, 120, 128) at 16 %; a `.small` "Check" is 28 × 63.67 pt on the
/// iPhone 16 at the default size and 27 × 61 pt on the iPhone SE one size smaller: the label's
/// line (whole pixels) and 10 pt, its width and 20 pt.
enum ButtonLooks {
    static let borderedInsets = EdgeInsets(top: 7, leading: 14, bottom: 7, trailing: 14)
    static let smallBorderedInsets = EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    /// `.buttonBorderShape(.roundedRectangle)` without a radius.
    static let defaultCornerRadius = 8.0

    static func styled(label: ViewDescription, role: String?, style: String, environment env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        func c(_ name: String) -> Paint { .solid(SystemColors.color(name, env.colorScheme)!) }
        let tint = role == "destructive" ? c("red") : env.tint ?? .solid(env.accent)
        let disabledLabel = c("tertiaryLabel")
        func fg(_ d: ViewDescription, _ p: Paint) -> ViewDescription { d.modified(.modifier(.foregroundColor(p), token: nil)) }
        switch style {
        case "plain":
            return env.isEnabled ? label : fg(label, disabledLabel)
        case "bordered", "borderedProminent":
            let prominent = style == "borderedProminent"
            let tinted = env.tint != nil || role == "destructive"
            let fill = !env.isEnabled ? c("tertiarySystemFill") : prominent ? tint : tinted ? tint.withOpacity(0.15) : c("secondarySystemFill")
            let text = !env.isEnabled ? disabledLabel : prominent ? .solid(RGBA(r: 1, g: 1, b: 1, a: 1)) : tint
            let shape = ViewDescription(.leaf(.shape(env.buttonBorderShape ?? .capsule(.circular)), textRuns: []), name: "Shape", location: loc)
                .modified(.modifier(.fill(fill), token: nil))
            let small = env.controlSize == "small"
            var sized = fg(label, text)
            if small { sized = sized.modified(.modifier(.font(NavigationChrome.textStyleFont(.subheadline, env)), token: nil)) }
            return sized
                .modified(.modifier(.padding(env.borderedButtonInsets ?? (small ? smallBorderedInsets : borderedInsets)), token: nil))
                .modified(.background(shape, alignment: .center))
        default:
            return fg(label, env.isEnabled ? tint : disabledLabel)
        }
    }
}
