import SwiftUI

// MARK: - Palette
//
// "Dominant neutrals with surgical accent deployment." Dark mode is the only mode (v1), so every
// colour is a single value; the three asset-catalog colours keep a light appearance only because
// Xcode colour sets always carry one ("If you add light mode later… surfacePrimary becomes
// off-white, not pure white").

/// The app's colour palette (Theme/AppTheme.swift in the app).
enum AppColors {
    // Neutrals
    static let background = Color(hex: 0x0D0D0F)        // near-black base — never pure black
    static let surfacePrimary = Color("SurfacePrimary")   // cards (#151518)
    static let surfaceTertiary = Color(hex: 0x2A2A2E)   // borders

    static let textPrimary = Color(hex: 0xFAFAFA)       // high emphasis — softer than white
    static let textSecondary = Color(hex: 0xA1A1AA)     // medium emphasis
    static let textTertiary = Color(hex: 0x5A5A62)      // low emphasis

    // Accents — "rewards, not decorations"
    static let dominant = Color("Dominant")             // cyan (#00D4E8): primary actions, active states
    static let accent1 = Color(hex: 0xA78BFA)           // purple: modules, secondary UI
    static let accent2 = Color(hex: 0xF472B6)           // rose: social features
    static let accent3 = Color(hex: 0x2DD4BF)           // teal: tertiary accent
    static let programAccent = Color(hex: 0xF59E0B)     // amber: programs, scheduling

    // Semantic
    static let success = Color(hex: 0x22C55E)           // completion, PRs
    static let warning = Color("Warning")               // amber (#F59E0B): urgent states
    static let error = Color(hex: 0xEF4444)             // destructive actions
}

// The component code (PrimaryButton, SetRow, RestTimer) reads the palette as `Color` members.
extension Color {
    static let background = AppColors.background
    static let surfacePrimary = AppColors.surfacePrimary
    static let surfaceTertiary = AppColors.surfaceTertiary
    static let textPrimary = AppColors.textPrimary
    static let textSecondary = AppColors.textSecondary
    static let textTertiary = AppColors.textTertiary
    static let accent = AppColors.dominant
    /// The current set's row: the accent at 12 %.
    static let accentSubtle = AppColors.dominant.opacity(0.12)
    static let success = AppColors.success
    static let warning = AppColors.warning
    static let error = AppColors.error
}

extension Color {
    /// `Color(hex: 0x00D4E8)` — 24-bit sRGB, fully opaque.
    init(hex: UInt32, opacity: Double = 1) {
        let red = Double((hex >> 16) & 0xFF) / 255
        let green = Double((hex >> 8) & 0xFF) / 255
        let blue = Double(hex & 0xFF) / 255
        self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
    }
}
