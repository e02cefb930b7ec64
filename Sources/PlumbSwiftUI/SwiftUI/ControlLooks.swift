import PlumbModel

/// Controls as iOS 18 draws them in their initial state, built from the views Plumb lays out.
/// Measurements are Plumb's (see the README's chrome table); they are UIKit's standard control
/// sizes, not yet checked pixel by pixel against an iOS reference.
/// - `Slider`: 30 pt tall; a 4 pt capsule track in `systemFill` across the width, the part
///   before the value in the tint, a 28 pt white thumb with a soft shadow whose leading edge is
///   at `fraction × (width − 28)`; minimum and maximum value labels 8 pt either side.
/// - `Stepper`: the label, a spacer, and a 94 × 32 pt control: a `tertiarySystemFill` rounded
///   rectangle (8 pt continuous corners) holding `minus` and `plus` (17 pt medium, `label`) in
///   two 47 pt halves split by a 1 × 18 pt `separator` line.
/// - `Picker` by `pickerStyle`: `.menu`/`.automatic` (the selected option and a
///   `chevron.up.chevron.down` in the tint; in a list row the label leads and they trail in
///   `secondaryLabel`), `.segmented`/`.palette` (32 pt tall, options in equal segments on a
///   `tertiarySystemFill` track with 9 pt corners, the selected one on a white (dark:
///   `systemGray`-like #636366) 7 pt-cornered thumb inset 2 pt, 13 pt text, semibold when
///   selected), `.inline` (a row per option, a checkmark in the tint on the selected one),
///   `.navigationLink` (label, selection in `secondaryLabel`, `chevron.right`), `.wheel` (216 pt:
///   32 pt rows around the selected one on a `tertiarySystemFill` band, drawn flat with a warning).
/// - `TextField` by `textFieldStyle`: `.automatic`/`.plain` as evaluated, `.roundedBorder` padded
///   7 × 6 pt on `systemBackground` with a 0.5 pt `opaqueSeparator` border and 5 pt corners.
/// - `TextEditor`: its text in `.body`, inset 5 pt horizontally and 8 pt vertically, filling
///   what it is offered from the top-leading corner.
enum ControlLooks {
    static let sliderHeight = 30.0
    static let thumbSize = 28.0
    static let trackThickness = 4.0
    static let stepperSize = (width: 94.0, height: 32.0)
    static let segmentedHeight = 32.0
    static let wheelHeight = 216.0
    static let wheelRowHeight = 32.0

    // MARK: Slider

    static func slider(fraction f: Double, minimumLabel: ViewDescription?, maximumLabel: ViewDescription?,
                       _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        let tint = env.tintOrAccent
        let percent = min(max(f, 0), 1) * 100
        let track = ViewDescription.shape(.capsule(.circular), at: loc).fill(system("systemFill", env)).framed { $0.height = trackThickness }
        // The filled part reaches the thumb's centre; the thumb covers its end whatever the width.
        let filled = ViewDescription.shape(.capsule(.circular), at: loc).fill(tint).framed {
            $0.height = trackThickness
            $0.relative["width"] = RelativeLength(percent: percent, base: .proposal)
        }
        // The thumb: the leading edge of a clear bar `fraction` of (width − thumb) long, its own
        // trailing guide moved to its leading edge so it starts where the bar ends.
        let thumb = ViewDescription.shape(.circle, at: loc).fill(.solid(RGBA(r: 1, g: 1, b: 1, a: 1)))
            .framed { $0.width = thumbSize; $0.height = thumbSize }
            .modified(.modifier(.shadow(color: RGBA(r: 0, g: 0, b: 0, a: 0.15), radius: 4, x: 0, y: 3), token: nil))
            .modified(.modifier(.alignmentGuide(AlignmentGuide(guide: .trailing, offset: -thumbSize)), token: nil))
        let thumbLayer = ViewDescription.shape(.rectangle, at: loc).fill(.solid(RGBA(r: 0, g: 0, b: 0, a: 0)))
            .framed { $0.height = thumbSize; $0.relative["width"] = RelativeLength(percent: percent, base: .proposal) }
            .modified(.overlay(thumb, alignment: Alignment(horizontal: .trailing, vertical: .center)))
            .modified(.modifier(.padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: thumbSize)), token: nil))
        let bar = ViewDescription(.zstack(Alignment(horizontal: .leading, vertical: .center), children: [track, filled, thumbLayer]), name: "Track", location: loc)
            .framed { $0.height = sliderHeight }.framed { $0.maxWidth = .infinity }
        let parts = [minimumLabel, bar, maximumLabel].compactMap { $0 }
        return ViewDescription(.stack(.horizontal, spacing: nil, alignment: .vertical(.center), children: parts), name: "Slider", location: loc)
            .modified(.modifier(.accessibility(AccessibilityInfo(interactive: true, role: "slider")), token: nil))
    }

    // MARK: Stepper

    static func stepper(label: ViewDescription, _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        let half = stepperSize.width / 2
        func sign(_ name: String) -> ViewDescription {
            icon(name, loc).modified(.modifier(.font(ResolvedFont(size: 17, weight: .medium)), token: nil))
                .modified(.modifier(.foregroundColor(system("label", env)), token: nil))
                .framed { $0.width = half; $0.height = stepperSize.height }
        }
        let line = ViewDescription.shape(.rectangle, at: loc).fill(system("separator", env)).framed { $0.width = 1; $0.height = 18 }
        let signs = ViewDescription(.zstack(.center, children: [
            ViewDescription(.stack(.horizontal, spacing: 0, alignment: .vertical(.center), children: [sign("minus"), sign("plus")]), name: "HStack", location: loc),
            line,
        ]), name: "ZStack", location: loc)
        let control = signs
            .modified(.background(.shape(.roundedRectangle(CornerRadii(all: 8), .continuous), at: loc).fill(system("tertiarySystemFill", env)), alignment: .center))
            .renamed("StepperControl")
        return ViewDescription.row(env.labelsHidden ? [control] : [label, .spacer(at: loc), control], at: loc).renamed("Stepper")
            .modified(.modifier(.accessibility(AccessibilityInfo(interactive: true, role: "stepper")), token: nil))
    }

    // MARK: Picker

    /// The picker styles Plumb draws; any other is drawn as `.menu` with a warning.
    static let pickerStyles: Set<String> = ["automatic", "menu", "segmented", "palette", "inline", "navigationLink", "wheel"]

    static func picker(label: ViewDescription, options: [ViewDescription], selected: Int?, style: String,
                       _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        switch style {
        case "segmented", "palette": return segmented(options, selected, env, at: loc)
        case "inline": return inline(options, selected, env, at: loc)
        case "wheel": return wheel(options, selected, env, at: loc)
        case "navigationLink": return navigationLinkRow(label: label, options, selected, env, at: loc)
        default: return menu(label: label, options, selected, env, at: loc)
        }
    }

    private static func menu(label: ViewDescription, _ options: [ViewDescription], _ selected: Int?,
                             _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        let colour = env.inListRow ? system("secondaryLabel", env) : env.tintOrAccent
        let chevrons = icon("chevron.up.chevron.down", loc).modified(.modifier(.font(ResolvedFont(size: 13, weight: .semibold)), token: nil))
        let value = ViewDescription(.stack(.horizontal, spacing: 4, alignment: .vertical(.center),
                                           children: (selected.map { [options[$0]] } ?? []) + [chevrons]), name: "HStack", location: loc)
            .modified(.modifier(.foregroundColor(colour), token: nil))
        guard env.inListRow, !env.labelsHidden else {
            return value.renamed("Picker").modified(.modifier(.accessibility(AccessibilityInfo(interactive: true, role: "button")), token: nil))
        }
        return .row([label, .spacer(at: loc), value], at: loc)
    }

    private static func segmented(_ options: [ViewDescription], _ selected: Int?, _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        let thumbColour: Paint = env.colorScheme == .dark ? .solid(RGBA(r: 0x63 / 255.0, g: 0x63 / 255.0, b: 0x66 / 255.0, a: 1)) : .solid(RGBA(r: 1, g: 1, b: 1, a: 1))
        let segments = options.enumerated().map { i, option -> ViewDescription in
            var segment = option
                .modified(.modifier(.font(ResolvedFont(size: 13, weight: i == selected ? .semibold : .regular)), token: nil))
                .modified(.modifier(.foregroundColor(system("label", env)), token: nil))
                .modified(.modifier(.lineLimit(1), token: nil))
                .framed { $0.maxWidth = .infinity; $0.maxHeight = .infinity }
            if i == selected {
                let thumb = ViewDescription.shape(.roundedRectangle(CornerRadii(all: 7), .continuous), at: loc).fill(thumbColour)
                    .modified(.modifier(.shadow(color: RGBA(r: 0, g: 0, b: 0, a: 0.12), radius: 4, x: 0, y: 3), token: nil))
                    .modified(.modifier(.padding(EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)), token: nil))
                segment = segment.modified(.background(thumb, alignment: .center))
            } else if i > 0, i - 1 != selected {
                // A hairline between two segments neither of which is selected.
                let line = ViewDescription.shape(.rectangle, at: loc).fill(system("separator", env)).framed { $0.width = 1; $0.height = 12 }
                segment = segment.modified(.overlay(line, alignment: Alignment(horizontal: .leading, vertical: .center)))
            }
            return segment
        }
        return ViewDescription(.stack(.horizontal, spacing: 0, alignment: .vertical(.center), children: segments), name: "Picker", location: loc)
            .framed { $0.height = segmentedHeight }.framed { $0.maxWidth = .infinity }
            .modified(.background(.shape(.roundedRectangle(CornerRadii(all: 9), .continuous), at: loc).fill(system("tertiarySystemFill", env)), alignment: .center))
            .modified(.modifier(.accessibility(AccessibilityInfo(interactive: true, role: "tablist")), token: nil))
    }

    private static func inline(_ options: [ViewDescription], _ selected: Int?, _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        let rows = options.enumerated().map { i, option -> ViewDescription in
            var parts = [option, .spacer(at: loc)]
            if i == selected {
                parts.append(icon("checkmark", loc).modified(.modifier(.font(ResolvedFont(size: 17, weight: .semibold)), token: nil))
                    .modified(.modifier(.foregroundColor(env.tintOrAccent), token: nil)))
            }
            return .row(parts, at: loc)
        }
        // In a list each option is a row of its own; elsewhere they stack.
        if env.inListRow { return ViewDescription(.group(rows), name: "Picker", location: loc) }
        return ViewDescription(.stack(.vertical, spacing: nil, alignment: .horizontal(.leading), children: rows), name: "Picker", location: loc)
    }

    private static func navigationLinkRow(label: ViewDescription, _ options: [ViewDescription], _ selected: Int?,
                                          _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        var parts = [label, .spacer(at: loc)]
        if let selected { parts.append(options[selected].modified(.modifier(.foregroundColor(system("secondaryLabel", env)), token: nil))) }
        parts.append(icon("chevron.right", loc).modified(.modifier(.font(ResolvedFont(size: 13, weight: .semibold)), token: nil))
            .modified(.modifier(.foregroundColor(system("tertiaryLabel", env)), token: nil)))
        return .row(parts, at: loc)
    }

    private static func wheel(_ options: [ViewDescription], _ selected: Int?, _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        wheelBand(wheelRows(options, selected: selected ?? 0, env, at: loc), env, at: loc)
    }

    /// One wheel column: the selected option and three either side (6¾ rows of 32 pt fill
    /// the 216 pt wheel), fading with their distance, each row as wide as offered.
    static func wheelRows(_ options: [ViewDescription], selected centre: Int, _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        var rows: [ViewDescription] = []
        for i in (centre - 3)...(centre + 3) {
            guard options.indices.contains(i) else {
                rows.append(.shape(.rectangle, at: loc).fill(.solid(RGBA(r: 0, g: 0, b: 0, a: 0))).framed { $0.height = wheelRowHeight })
                continue
            }
            let distance = abs(i - centre)
            rows.append(options[i]
                .modified(.modifier(.font(ResolvedFont(size: 21)), token: nil))
                .modified(.modifier(.foregroundColor(system("label", env)), token: nil))
                .modified(.modifier(.opacity(distance == 0 ? 1 : max(0.2, 0.6 - 0.15 * Double(distance - 1))), token: nil))
                .modified(.modifier(.lineLimit(1), token: nil))
                .framed { $0.height = wheelRowHeight }.framed { $0.maxWidth = .infinity })
        }
        return ViewDescription(.stack(.vertical, spacing: 0, alignment: .horizontal(.center), children: rows), name: "Picker", location: loc)
    }

    /// The wheel around its columns: the 32 pt `tertiarySystemFill` band behind the selected
    /// row (inset 8 pt), 216 pt tall, as wide as offered, clipped.
    static func wheelBand(_ columns: ViewDescription, _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        let band = ViewDescription.shape(.roundedRectangle(CornerRadii(all: 8), .continuous), at: loc).fill(system("tertiarySystemFill", env))
            .framed { $0.height = wheelRowHeight }
            .modified(.modifier(.padding(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)), token: nil))
        return columns
            .modified(.background(band, alignment: .center))
            .framed { $0.height = wheelHeight }.framed { $0.maxWidth = .infinity }
            .modified(.modifier(.clipShape(.rectangle), token: nil))
    }

    // MARK: Color picker

    /// The colour well's size and the width of its hue ring.
    static let colorWellSize = 28.0
    static let colorWellRing = 3.0

    /// `ColorPicker`: the label, a spacer and the colour well — a ring of the hue circle
    /// (an angular gradient red → yellow → green → cyan → blue → magenta → red) around the
    /// selected colour, with a 2 pt gap.
    static func colorPicker(label: ViewDescription, color: Paint, _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        let hues: [(Double, Double, Double)] = [(1, 0, 0), (1, 1, 0), (0, 1, 0), (0, 1, 1), (0, 0, 1), (1, 0, 1), (1, 0, 0)]
        let stops = hues.enumerated().map { i, c in GradientStop(color: RGBA(r: c.0, g: c.1, b: c.2, a: 1), location: Double(i) / Double(hues.count - 1)) }
        let ring = ViewDescription.shape(.circle, at: loc)
            .modified(.modifier(.strokeBorder(.angular(center: UnitPoint(x: 0.5, y: 0.5), startAngle: 0, endAngle: 360, stops: stops),
                                              lineWidth: colorWellRing), token: nil))
            .framed { $0.width = colorWellSize; $0.height = colorWellSize }
        let inner = colorWellSize - 2 * (colorWellRing + 2)
        let swatch = ViewDescription.shape(.circle, at: loc).fill(color).framed { $0.width = inner; $0.height = inner }
        let well = ViewDescription(.zstack(.center, children: [ring, swatch]), name: "ColorWell", location: loc)
        return ViewDescription.row(env.labelsHidden ? [well] : [label, .spacer(at: loc), well], at: loc).renamed("ColorPicker")
            .modified(.modifier(.accessibility(AccessibilityInfo(interactive: true, role: "button")), token: nil))
    }

    // MARK: Text fields

    /// The text field styles Plumb draws; a style the sources declare is evaluated.
    static let textFieldStyles: Set<String> = ["automatic", "plain", "roundedBorder"]

    static func roundedBorder(_ field: ViewDescription, _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        let corner = ShapeKind.roundedRectangle(CornerRadii(all: 5), .circular)
        let border = ViewDescription.shape(corner, at: loc).modified(.modifier(.strokeBorder(system("opaqueSeparator", env), lineWidth: 0.5), token: nil))
        return field.modified(.modifier(.padding(EdgeInsets(top: 6, leading: 7, bottom: 6, trailing: 7)), token: nil))
            .modified(.background(.shape(corner, at: loc).fill(system("systemBackground", env)), alignment: .center))
            .modified(.overlay(border, alignment: .center))
    }

    static func textEditor(_ text: String, _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        ViewDescription(.leaf(.text(text), textRuns: []), name: "Text", location: loc)
            .modified(.modifier(.padding(EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)), token: nil))
            .framed { $0.maxWidth = .infinity; $0.maxHeight = .infinity; $0.alignment = Alignment(horizontal: .leading, vertical: .top) }
            .renamed("TextEditor")
            .modified(.modifier(.accessibility(AccessibilityInfo(interactive: true, role: "textField")), token: nil))
    }

    // MARK: Parts

    static func system(_ name: String, _ env: SwiftEnvironment) -> Paint {
        .solid(SystemColors.color(name, env.colorScheme)!)
    }

    /// A symbol of the catalog (every one these looks draw is in it).
    static func icon(_ name: String, _ loc: SourceLocation) -> ViewDescription {
        let (w, h) = IconCatalog.box(name) ?? (1, 1)
        return SwiftUIVocabulary.catalogIcon(name, width: w, height: h, at: loc)
    }
}
