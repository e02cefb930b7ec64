import SwiftUI

/// Minutes of activity per day for a week, with the goal line and the best streak.
struct WeeklyActivityChart: View {
    let minutes: [Int]
    var goal = 30
    var days = ["M", "T", "W", "T", "F", "S", "S"]
    private let chartHeight: CGFloat = 120

    /// The longest run of days at or over the goal, and where it starts.
    private var bestStreak: (start: Int, length: Int) {
        struct Run {
            var start = 0
            var length = 0
        }
        var best = Run()
        var current = Run()
        var index = 0
        for value in minutes {
            defer { index += 1 }
            guard value >= goal else {
                current = Run(start: index + 1, length: 0)
                continue
            }
            current.length += 1
            if current.length > best.length {
                best = current
            }
        }
        return (start: best.start, length: best.length)
    }

    /// The first day of the week with no activity at all, scanning weeks of history.
    static func firstRestDay(in weeks: [[Int]]) -> (week: Int, day: Int)? {
        var found: (week: Int, day: Int)?
        search: for (week, values) in weeks.enumerated() {
            for (day, value) in values.enumerated() {
                if value > 0 { continue }
                found = (week: week, day: day)
                break search
            }
        }
        return found
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.sm) {
            header
            bars
            HStack(spacing: Spacing.sm) {
                ForEach(Array(days.enumerated()), id: \.offset) { _, day in
                    Text(day)
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                        .frame(maxWidth: .infinity)
                }
            }
        }
        .padding(Spacing.md)
        .background(Color.cardBackground, in: RoundedRectangle(cornerRadius: Radius.large, style: .continuous))
    }

    private var bars: some View {
        let peak = max(minutes.max(by: <) ?? goal, goal)
        func barHeight(_ value: Int) -> CGFloat {
            chartHeight * CGFloat(value) / CGFloat(peak)
        }
        return ZStack(alignment: .bottomLeading) {
            ForEach(Array(stride(from: 0, to: peak, by: 15)), id: \.self) { tick in
                Rectangle()
                    .fill(Color.hairline.opacity(0.6))
                    .frame(height: 1)
                    .offset(y: -barHeight(tick))
            }
            HStack(alignment: .bottom, spacing: Spacing.sm) {
                ForEach(Array(zip(days, minutes).enumerated()), id: \.offset) { index, pair in
                    RoundedRectangle(cornerRadius: 4)
                        .fill(isInStreak(index) ? Color.success : Color.brand.opacity(pair.1 >= goal ? 1 : 0.35))
                        .frame(height: max(barHeight(pair.1), 2))
                        .frame(maxWidth: .infinity)
                }
            }
            Rectangle()
                .fill(Color.danger)
                .frame(height: 1.5)
                .offset(y: -barHeight(goal))
        }
        .frame(height: chartHeight, alignment: .bottom)
    }

    private var header: some View {
        let total = minutes.reduce(0, +)
        let streak = bestStreak
        return HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading, spacing: Spacing.xxs) {
                Text("\(total) min")
                    .font(.title2.weight(.bold))
                    .monospacedDigit()
                Text("Goal \(goal) min a day")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if streak.length > 1 {
                Label("\(streak.length)-day streak", systemImage: "flame.fill")
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(Color.success)
            }
        }
    }

    private func isInStreak(_ index: Int) -> Bool {
        let streak = bestStreak
        return streak.length > 1 && (streak.start..<(streak.start + streak.length)).contains(index)
    }
}

#Preview("This week", traits: .sizeThatFitsLayout) {
    WeeklyActivityChart(minutes: [12, 34, 41, 38, 0, 55, 26])
        .padding()
        .frame(width: 390)
        .background(Color.surfaceSecondary)
}

#Preview("History", traits: .sizeThatFitsLayout) {
    let history = [[20, 31, 5, 44, 18, 60, 12], [25, 30, 0, 40, 35, 10, 0]]
    let rest = WeeklyActivityChart.firstRestDay(in: history)
    VStack(alignment: .leading, spacing: Spacing.sm) {
        WeeklyActivityChart(minutes: history.flatMap { $0 }.suffix(7).map { $0 }, goal: 20)
        if let rest {
            Text("First rest day: week \(rest.week + 1), day \(rest.day + 1)")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }
    .padding()
    .frame(width: 390)
}
