import SwiftUI

/// A week of activity drawn the way dashboards draw small charts: a `Canvas` that strokes a
/// line through the points, fills a dot at each, scales to whatever size it is given and marks
/// today on a copy of the context moved to its point; below it, a message log that starts
/// scrolled to its newest entry.

struct ActivitySparkline: View {
    let values: [Double]
    var tint: Color = .blue

    var body: some View {
        Canvas { context, size in
            guard let top = values.max(), top > 0, values.count > 1 else { return }
            let step = size.width / Double(values.count - 1)
            func point(_ i: Int) -> CGPoint {
                CGPoint(x: Double(i) * step, y: size.height - values[i] / top * (size.height - 6) - 3)
            }
            var line = Path()
            line.move(to: point(0))
            for i in 1..<values.count { line.addLine(to: point(i)) }
            context.stroke(line, with: .color(tint), lineWidth: 2)
            for i in values.indices {
                let p = point(i)
                context.fill(Circle().path(in: CGRect(x: p.x - 2, y: p.y - 2, width: 4, height: 4)), with: .color(tint))
            }
            // Today, marked on a copy moved to its point: the context itself stays where it was.
            var today = context
            today.translateBy(x: point(values.count - 1).x, y: point(values.count - 1).y)
            today.opacity = 0.3
            today.fill(Circle().path(in: CGRect(x: -6, y: -6, width: 12, height: 12)), with: .color(tint))
        }
        .frame(height: 44)
    }
}

struct ActivityLog: View {
    let entries: [String]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Spacing.xs) {
                ForEach(entries, id: \.self) { entry in
                    Text(entry).font(.footnote)
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
            }
            .padding(.horizontal, Spacing.md)
        }
        // The newest entry is at the bottom: the log starts there.
        .defaultScrollAnchor(.bottom)
        .frame(height: 80)
    }
}

#Preview("Activity") {
    VStack(alignment: .leading, spacing: Spacing.sm) {
        Text("This week").font(.headline)
        ActivitySparkline(values: [3, 5, 2, 8, 6, 9, 7])
        ActivityLog(entries: (1...9).map { "Day \($0): synced" })
    }
    .padding(Spacing.md)
    .frame(width: 320)
}
