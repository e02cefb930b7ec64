import SwiftUI

/// A course in the learning tab: editorial title and the system progress bar.
struct CourseProgressRow: View {
    let title: String
    let lessonsDone: Int
    let lessonsTotal: Int

    private var isFinished: Bool { lessonsDone >= lessonsTotal }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.sm) {
            Text(title)
                .font(.custom("Inter", size: 20, relativeTo: .title3).weight(.semibold))
            ProgressView(value: Double(lessonsDone), total: Double(lessonsTotal))
                .tint(isFinished ? .success : .brand)
            Text(isFinished ? "Completed" : "\(lessonsDone) of \(lessonsTotal) lessons")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(Spacing.md)
    }
}

#Preview("Courses", traits: .sizeThatFitsLayout) {
    VStack(spacing: 0) {
        CourseProgressRow(title: "SwiftUI basics", lessonsDone: 3, lessonsTotal: 12)
        Divider()
        CourseProgressRow(title: "Layout in depth", lessonsDone: 8, lessonsTotal: 8)
        Divider()
        HStack(spacing: Spacing.md) {
            ProgressView()
            Text("Loading more…")
                .foregroundStyle(.secondary)
        }
        .padding(Spacing.md)
    }
    .frame(width: 390)
}
