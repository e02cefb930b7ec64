import SwiftUI

// MARK: - Type scale
//
// Every size here follows Dynamic Type like the text style it names (`relativeTo:`). The faces
// are Apple's system families by name: SF Pro for text, SF Pro Rounded for display ("confident
// without being aggressive"), SF Mono for numbers that change ("prevents layout shift").

/// Apple's system font families, as `Font.custom` names.
enum AppFontFamily {
    static let text = "SF Pro"
    static let rounded = "SF Pro Rounded"
    static let mono = "SF Mono"
}

extension Font {
    // Display — rounded, bold: celebration moments, big stats
    static let displayLarge = Font.custom(AppFontFamily.rounded, size: 56, relativeTo: .largeTitle).weight(.bold)
    static let displayMedium = Font.custom(AppFontFamily.rounded, size: 34, relativeTo: .largeTitle).weight(.bold)

    // Monospaced — rest timers, weight and reps
    static let monoLarge = Font.custom(AppFontFamily.mono, size: 48, relativeTo: .largeTitle).weight(.medium)
    static let monoMedium = Font.custom(AppFontFamily.mono, size: 17, relativeTo: .body).weight(.semibold)

    // Labels — uppercased and tracked by their modifiers
    static let elegantLabel = Font.custom(AppFontFamily.text, size: 12, relativeTo: .caption).weight(.semibold)
    static let statLabel = Font.custom(AppFontFamily.text, size: 11, relativeTo: .caption2).weight(.medium)

    // Component fonts
    static let headlineSmall = Font.custom(AppFontFamily.text, size: 17, relativeTo: .headline).weight(.semibold)
    static let bodyMedium = Font.custom(AppFontFamily.text, size: 15, relativeTo: .subheadline)
    static let bodySmall = Font.custom(AppFontFamily.text, size: 13, relativeTo: .footnote)
    static let labelLarge = Font.custom(AppFontFamily.text, size: 14, relativeTo: .subheadline).weight(.semibold)

    // Icons: primary actions are .semibold, 20–24 pt standalone
    static let actionIcon = Font.custom(AppFontFamily.text, size: 22, relativeTo: .body).weight(.semibold)
    static let stepperIcon = Font.custom(AppFontFamily.text, size: 18, relativeTo: .body).weight(.semibold)

    // Tab bar: 24 pt .medium icons. Tab bars do not grow with Dynamic Type (iOS shows the
    // Large Content Viewer instead), so these two are fixed on purpose.
    static let tabIcon = Font.system(size: 24, weight: .medium)
    static let tabLabel = Font.system(size: 10, weight: .medium)
}

// MARK: - Semantic modifiers
//
// All typography goes through these instead of inline fonts. Each takes its colour as a
// parameter because an outer `.foregroundColor` cannot override the one a Text already has.

/// Uppercase, tracked section header: `Text("TODAY").elegantLabel(color: AppColors.dominant)`.
struct ElegantLabel: ViewModifier {
    let color: Color

    func body(content: Content) -> some View {
        content
            .font(.elegantLabel)
            .tracking(1.5)
            .textCase(.uppercase)
            .foregroundColor(color)
    }
}

/// Uppercase stat description under a big number.
struct StatLabel: ViewModifier {
    let color: Color

    func body(content: Content) -> some View {
        content
            .font(.statLabel)
            .tracking(0.8)
            .textCase(.uppercase)
            .foregroundColor(color)
    }
}

extension View {
    /// Workout summaries, massive stats.
    func displayLarge(color: Color = AppColors.textPrimary) -> some View {
        font(.displayLarge).foregroundColor(color)
    }

    /// Module counts, prominent numbers.
    func displayMedium(color: Color = AppColors.textPrimary) -> some View {
        font(.displayMedium).foregroundColor(color)
    }

    /// Rest timers, countdowns.
    func monoLarge(color: Color = AppColors.textPrimary) -> some View {
        font(.monoLarge).foregroundColor(color)
    }

    /// Weight and reps during sets.
    func monoMedium(color: Color = AppColors.textPrimary) -> some View {
        font(.monoMedium).foregroundColor(color)
    }

    func elegantLabel(color: Color = AppColors.dominant) -> some View {
        modifier(ElegantLabel(color: color))
    }

    func statLabel(color: Color = AppColors.textSecondary) -> some View {
        modifier(StatLabel(color: color))
    }

    /// Exercise names.
    func headline(color: Color = AppColors.textPrimary) -> some View {
        font(.headline).foregroundColor(color)
    }

    func subheadline(color: Color = AppColors.textSecondary) -> some View {
        font(.subheadline).foregroundColor(color)
    }

    func caption(color: Color = AppColors.textTertiary) -> some View {
        font(.caption).foregroundColor(color)
    }
}

#Preview("Type scale") {
    VStack(alignment: .leading, spacing: .space16) {
        Text("5").displayLarge()
        Text("12").displayMedium()
        Text("1:30").monoLarge()
        Text("135").monoMedium()
        Text("TODAY").elegantLabel(color: AppColors.dominant)
        Text("completed").statLabel()
        Text("Bench Press").headline()
        Text("3 sets remaining").subheadline()
        Text("Last performed 2 days ago").caption()
    }
    .padding(.space16)
    .background(AppColors.background)
    .preferredColorScheme(.dark)
}
