import SwiftUI

/// One tab: a 24 pt medium symbol over its name, dominant when selected.
struct TabBarItem: View {
    let icon: String
    let title: String
    var isSelected: Bool = false

    var body: some View {
        VStack(spacing: .space2) {
            Image(systemName: icon)
                .font(.tabIcon)
            Text(title)
                .font(.tabLabel)
        }
        .foregroundColor(isSelected ? AppColors.dominant : AppColors.textTertiary)
        .frame(minWidth: AppSpacing.minTouchTarget, minHeight: AppSpacing.minTouchTarget)
        .contentShape(Rectangle())
        .accessibilityElement(children: .combine)
        .accessibilityLabel(title)
        .accessibilityAddTraits(.isButton)
    }
}

#Preview("Selected", traits: .sizeThatFitsLayout) {
    TabBarItem(icon: "dumbbell.fill", title: "Train", isSelected: true)
        .preferredColorScheme(.dark)
}

#Preview("Unselected", traits: .sizeThatFitsLayout) {
    TabBarItem(icon: "chart.bar.fill", title: "Progress")
        .preferredColorScheme(.dark)
}

#Preview("Tab bar", traits: .sizeThatFitsLayout) {
    HStack {
        TabBarItem(icon: "house.fill", title: "Home")
        Spacer()
        TabBarItem(icon: "dumbbell.fill", title: "Train", isSelected: true)
        Spacer()
        TabBarItem(icon: "chart.bar.fill", title: "Progress")
        Spacer()
        TabBarItem(icon: "person.fill", title: "Profile")
    }
    .padding(.horizontal, .space24)
    .padding(.vertical, .space8)
    .frame(width: 390)
    .background(AppColors.surfacePrimary)
    .preferredColorScheme(.dark)
}
