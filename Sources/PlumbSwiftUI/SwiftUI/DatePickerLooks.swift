import PlumbModel

/// `DatePicker` as iOS draws it in each `datePickerStyle`, from its `DatePickerFace`.
/// Plumb's measurements (UIKit's standard sizes as Plumb knows them, not yet checked pixel by
/// pixel against an iOS reference — issue 26):
/// - `.compact` / `.automatic`: the label, a spacer, then a button per part — the date
///   ("Jun 9, 2025") and the time ("9:41 AM"), 6 pt apart — each 17 pt text in `label`,
///   padded 11 pt either side in a 34 pt tall `tertiarySystemFill` rounded rectangle with 6 pt
///   continuous corners.
/// - `.graphical`: a calendar filling the width — a 44 pt header (the month in 17 pt semibold
///   `label` with a 13 pt semibold `chevron.right` in the tint; `chevron.left` and
///   `chevron.right` 20 pt medium in the tint at the trailing edge, 28 pt apart; 16 pt insets),
///   a 20 pt row of weekday headings (13 pt semibold `tertiaryLabel`, uppercased), and 44 pt
///   week rows of seven equal cells with the day in 20 pt `label`. The selected day is drawn
///   semibold in the tint on a 40 pt circle of the tint at 12 %; today, when not selected, in
///   the tint. With the time: a 0.5 pt `separator` line and a 44 pt row with "Time" and the
///   time button.
/// - `.wheel`: the wheel picker's 216 pt look with a column per part (with date and time the
///   hour, minute and period columns 64 pt wide and the day column the rest; otherwise equal
///   widths) and one 32 pt `tertiarySystemFill` band across them, drawn flat.
enum DatePickerLooks {
    static let buttonHeight = 34.0
    static let buttonPadding = 11.0
    static let buttonSpacing = 6.0
    static let headerHeight = 44.0
    static let weekdayRowHeight = 20.0
    static let weekRowHeight = 44.0
    static let selectionDiameter = 40.0
    static let timeColumnWidth = 64.0

    /// The styles Plumb draws; another is drawn as `.compact` with a warning.
    static let styles: Set<String> = ["automatic", "compact", "graphical", "wheel"]

    static func look(label: ViewDescription, face: DatePickerFace, style: String,
                     _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        let control: ViewDescription
        switch style {
        case "graphical": control = graphical(face, env, at: loc)
        case "wheel": control = wheel(face, env, at: loc)
        default: return compact(label: label, face, env, at: loc)
        }
        // A graphical or wheel picker puts its label above in a list row; iOS does not draw it
        // otherwise (VoiceOver reads it).
        return control.renamed("DatePicker")
            .modified(.modifier(.accessibility(AccessibilityInfo(interactive: true, role: "datePicker")), token: nil))
    }

    /// One compact button: the part's text on its rounded fill.
    static func button(_ text: String, _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        ViewDescription.text(text, at: loc)
            .modified(.modifier(.font(ResolvedFont(size: 17)), token: nil))
            .modified(.modifier(.foregroundColor(ControlLooks.system("label", env)), token: nil))
            .modified(.modifier(.lineLimit(1), token: nil))
            .modified(.modifier(.padding(EdgeInsets(top: 0, leading: buttonPadding, bottom: 0, trailing: buttonPadding)), token: nil))
            .framed { $0.height = buttonHeight }
            .modified(.background(.shape(.roundedRectangle(CornerRadii(all: 6), .continuous), at: loc)
                .fill(ControlLooks.system("tertiarySystemFill", env)), alignment: .center))
    }

    private static func compact(label: ViewDescription, _ face: DatePickerFace, _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        var buttons: [ViewDescription] = []
        if face.showsDate { buttons.append(button(face.dateText, env, at: loc)) }
        if face.showsTime { buttons.append(button(face.timeText, env, at: loc)) }
        let control = ViewDescription(.stack(.horizontal, spacing: buttonSpacing, alignment: .vertical(.center), children: buttons),
                                      name: "DatePickerButtons", location: loc)
        let parts = env.labelsHidden ? [control] : [label, .spacer(at: loc), control]
        return ViewDescription.row(parts, at: loc).renamed("DatePicker")
            .modified(.modifier(.accessibility(AccessibilityInfo(interactive: true, role: "datePicker")), token: nil))
    }

    private static func graphical(_ face: DatePickerFace, _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        let tint = env.tintOrAccent
        func chevron(_ name: String, size: Double, weight: FontWeight) -> ViewDescription {
            ControlLooks.icon(name, loc).modified(.modifier(.font(ResolvedFont(size: size, weight: weight)), token: nil))
                .modified(.modifier(.foregroundColor(tint), token: nil))
        }
        let title = ViewDescription.text(face.monthTitle, at: loc)
            .modified(.modifier(.font(ResolvedFont(size: 17, weight: .semibold)), token: nil))
            .modified(.modifier(.foregroundColor(ControlLooks.system("label", env)), token: nil))
        let month = ViewDescription(.stack(.horizontal, spacing: 4, alignment: .vertical(.center),
                                           children: [title, chevron("chevron.right", size: 13, weight: .semibold)]), name: "HStack", location: loc)
        let arrows = ViewDescription(.stack(.horizontal, spacing: 28, alignment: .vertical(.center),
                                            children: [chevron("chevron.left", size: 20, weight: .medium), chevron("chevron.right", size: 20, weight: .medium)]),
                                     name: "HStack", location: loc)
        let header = ViewDescription.row([month, .spacer(at: loc), arrows], at: loc)
            .modified(.modifier(.padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)), token: nil))
            .framed { $0.height = headerHeight }
        func cell(_ content: ViewDescription) -> ViewDescription { content.framed { $0.maxWidth = .infinity } }
        let weekdays = ViewDescription(.stack(.horizontal, spacing: 0, alignment: .vertical(.center), children: face.weekdays.map { day in
            cell(ViewDescription.text(day, at: loc)
                .modified(.modifier(.font(ResolvedFont(size: 13, weight: .semibold)), token: nil))
                .modified(.modifier(.foregroundColor(ControlLooks.system("tertiaryLabel", env)), token: nil)))
        }), name: "HStack", location: loc).framed { $0.height = weekdayRowHeight }
        var weeks: [ViewDescription] = []
        var i = 0
        while i < face.dayCells.count {
            var cells: [ViewDescription] = []
            for k in i..<(i + 7) {
                guard k < face.dayCells.count, let day = face.dayCells[k] else {
                    cells.append(cell(.shape(.rectangle, at: loc).fill(.solid(RGBA(r: 0, g: 0, b: 0, a: 0))).framed { $0.height = weekRowHeight }))
                    continue
                }
                let selected = k == face.selectedCell
                var number = ViewDescription.text(day, at: loc)
                    .modified(.modifier(.font(ResolvedFont(size: 20, weight: selected ? .semibold : .regular)), token: nil))
                    .modified(.modifier(.foregroundColor(selected || k == face.todayCell ? tint : ControlLooks.system("label", env)), token: nil))
                    .framed { $0.width = selectionDiameter; $0.height = selectionDiameter }
                if selected {
                    number = number.modified(.background(.shape(.circle, at: loc).fill(tint.withOpacity(0.12)), alignment: .center))
                }
                cells.append(cell(number.framed { $0.height = weekRowHeight }))
            }
            weeks.append(ViewDescription(.stack(.horizontal, spacing: 0, alignment: .vertical(.center), children: cells), name: "HStack", location: loc))
            i += 7
        }
        var rows = [header, weekdays] + weeks
        if face.showsTime {
            let line = ViewDescription.shape(.rectangle, at: loc).fill(ControlLooks.system("separator", env)).framed { $0.height = 0.5 }
            let time = ViewDescription.row([
                ViewDescription.text("Time", at: loc).modified(.modifier(.font(ResolvedFont(size: 17)), token: nil))
                    .modified(.modifier(.foregroundColor(ControlLooks.system("label", env)), token: nil)),
                .spacer(at: loc), button(face.timeText, env, at: loc),
            ], at: loc).modified(.modifier(.padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)), token: nil))
                .framed { $0.height = headerHeight }
            rows += [line, time]
        }
        return ViewDescription(.stack(.vertical, spacing: 0, alignment: .horizontal(.center), children: rows), name: "VStack", location: loc)
    }

    private static func wheel(_ face: DatePickerFace, _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        // With date and time the hour, minute and period columns are 64 pt wide and the day
        // column takes the rest; otherwise the columns share the width equally.
        let dayColumn = face.showsDate && face.showsTime
        let columns = face.wheelColumns.enumerated().map { i, column -> ViewDescription in
            let rows = ControlLooks.wheelRows(column.values.map { ViewDescription.text($0, at: loc) }, selected: column.selected, env, at: loc)
            return dayColumn && i > 0 ? rows.framed { $0.width = timeColumnWidth } : rows
        }
        return ControlLooks.wheelBand(ViewDescription(.stack(.horizontal, spacing: 0, alignment: .vertical(.center), children: columns),
                                                      name: "HStack", location: loc), env, at: loc)
    }
}
