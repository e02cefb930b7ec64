import Foundation

/// What a `DatePicker` shows of its date, worked out by Foundation in the preview's locale and
/// time zone (`DateFormatter`, `Calendar`): the compact buttons' texts, the graphical
/// calendar's month, and the wheel's columns. The look (`DatePickerLooks`) only arranges them.
struct DatePickerFace {
    /// Which parts `displayedComponents:` asks for (both by default).
    var showsDate = true
    var showsTime = true
    /// The compact date button: the medium date style ("Jun 9, 2025").
    var dateText = ""
    /// The compact time button: the short time style ("9:41 AM").
    var timeText = ""
    /// The graphical calendar's title ("June 2025").
    var monthTitle = ""
    /// The weekday headings from the locale's first weekday, uppercased ("SUN" … "SAT").
    var weekdays: [String] = []
    /// The month's days as the calendar grid lays them out: nil for the blank cells before
    /// the first day, then each day's number as the locale writes it.
    var dayCells: [String?] = []
    /// The index in `dayCells` of the selected day, and of today when it is in this month.
    var selectedCell = 0
    var todayCell: Int?
    /// The wheel: one column per part (the locale's order), each the selected value and
    /// three either side.
    var wheelColumns: [WheelColumn] = []

    struct WheelColumn: Equatable {
        var values: [String]
        var selected: Int
    }

    /// The face of `date` (the selection) seen on `now` (the preview's clock).
    init(date: Date, now: Date, showsDate: Bool, showsTime: Bool, locale: Locale, timeZone: TimeZone) {
        self.showsDate = showsDate
        self.showsTime = showsTime
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        func formatter(_ configure: (DateFormatter) -> Void) -> DateFormatter {
            let f = DateFormatter()
            f.locale = locale
            f.timeZone = timeZone
            f.calendar = calendar
            configure(f)
            return f
        }
        dateText = formatter { $0.dateStyle = .medium; $0.timeStyle = .none }.string(from: date)
        timeText = formatter { $0.dateStyle = .none; $0.timeStyle = .short }.string(from: date)
        monthTitle = formatter { $0.setLocalizedDateFormatFromTemplate("MMMMy") }.string(from: date)

        let symbols = calendar.shortStandaloneWeekdaySymbols
        let first = calendar.firstWeekday - 1
        weekdays = (0..<7).map { symbols[(first + $0) % 7].uppercased(with: locale) }
        let start = calendar.dateInterval(of: .month, for: date)?.start ?? date
        let lead = (calendar.component(.weekday, from: start) - calendar.firstWeekday + 7) % 7
        let days = calendar.range(of: .day, in: .month, for: date)?.count ?? 30
        let number = formatter { $0.setLocalizedDateFormatFromTemplate("d") }
        dayCells = Array(repeating: nil, count: lead) + (0..<days).map { d in
            calendar.date(byAdding: .day, value: d, to: start).map(number.string(from:))
        }
        selectedCell = lead + calendar.component(.day, from: date) - 1
        if calendar.isDate(now, equalTo: date, toGranularity: .month) { todayCell = lead + calendar.component(.day, from: now) - 1 }

        wheelColumns = Self.wheel(date: date, now: now, showsDate: showsDate, showsTime: showsTime, calendar: calendar, formatter: formatter)
    }

    /// The wheel's columns: date and time — the day ("Today", else "Mon Jun 9"), hour, minute
    /// and the day period when the locale's clock has one; date alone — month, day and year in
    /// the locale's order; time alone — hour, minute (and period).
    private static func wheel(date: Date, now: Date, showsDate: Bool, showsTime: Bool, calendar: Calendar,
                              formatter: ((DateFormatter) -> Void) -> DateFormatter) -> [WheelColumn] {
        func around(_ unit: Calendar.Component, _ format: DateFormatter, today: String? = nil) -> WheelColumn {
            WheelColumn(values: (-3...3).map { k -> String in
                let d = calendar.date(byAdding: unit, value: k, to: date) ?? date
                if let today, calendar.isDate(d, inSameDayAs: now) { return today }
                return format.string(from: d)
            }, selected: 3)
        }
        var columns: [WheelColumn] = []
        if showsDate && showsTime {
            // UIKit's own word, which Plumb has only in English.
            // The wheel writes the day without the list commas of the locale's pattern ("Mon Jun 9").
            columns.append(around(.day, formatter {
                $0.setLocalizedDateFormatFromTemplate("EEEMMMd")
                $0.dateFormat = $0.dateFormat.replacingOccurrences(of: ",", with: "")
            }, today: "Today"))
        } else if showsDate {
            // The order the locale writes a full date in: "MMMM d, y", "d. MMMM y", "y年M月d日".
            let pattern = formatter { $0.setLocalizedDateFormatFromTemplate("MMMMdy") }.dateFormat ?? "MMMM d y"
            let parts: [(Character, Calendar.Component, String)] = [("M", .month, "LLLL"), ("d", .day, "d"), ("y", .year, "y")]
            for (_, unit, template) in parts.sorted(by: { (pattern.firstIndex(of: $0.0) ?? pattern.endIndex) < (pattern.firstIndex(of: $1.0) ?? pattern.endIndex) }) {
                columns.append(around(unit, formatter { $0.dateFormat = template }))
            }
        }
        if showsTime {
            // The locale's clock: a 12-hour pattern has `h` or `K` outside its quoted literals
            // ("HH 'Uhr'" is German's 24-hour one).
            let clock = (formatter { $0.setLocalizedDateFormatFromTemplate("jm") }.dateFormat ?? "h:mm a")
                .split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined()
            let twelve = clock.contains("h") || clock.contains("K")
            columns.append(around(.hour, formatter { $0.dateFormat = twelve ? "h" : "HH" }))
            columns.append(around(.minute, formatter { $0.dateFormat = "mm" }))
            if twelve {
                let f = formatter { _ in }
                let pm = calendar.component(.hour, from: date) >= 12
                columns.append(WheelColumn(values: [f.amSymbol, f.pmSymbol], selected: pm ? 1 : 0))
            }
        }
        return columns
    }
}
