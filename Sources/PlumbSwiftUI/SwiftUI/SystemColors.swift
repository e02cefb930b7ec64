import PlumbModel

/// iOS's named colours in light and dark, as Apple's Human Interface Guidelines list them
/// (Color page, iOS "default" values; labels and separators with their alpha). `Color.blue`
/// and friends are the system colours; `Color(.systemBackground)` the UIKit dynamic colours.
enum SystemColors {
    static func color(_ name: String, _ appearance: Appearance) -> RGBA? {
        guard let pair = table[name] else { return nil }
        return RGBA(hex: appearance == .dark ? pair.1 : pair.0)
    }

    static var names: [String] { Array(table.keys) }

    private static let table: [String: (String, String)] = [
        "primary": ("#000000", "#FFFFFF"), "secondary": ("#3C3C4399", "#EBEBF599"),
        "label": ("#000000", "#FFFFFF"), "secondaryLabel": ("#3C3C4399", "#EBEBF599"),
        "tertiaryLabel": ("#3C3C434C", "#EBEBF54C"), "quaternaryLabel": ("#3C3C432D", "#EBEBF52D"),
        "tertiary": ("#3C3C434C", "#EBEBF54C"), "quaternary": ("#3C3C432D", "#EBEBF52D"),
        "black": ("#000000", "#000000"), "white": ("#FFFFFF", "#FFFFFF"), "clear": ("#00000000", "#00000000"),
        "red": ("#FF3B30", "#FF453A"), "orange": ("#FF9500", "#FF9F0A"), "yellow": ("#FFCC00", "#FFD60A"),
        "green": ("#34C759", "#30D158"), "mint": ("#00C7BE", "#63E6E2"), "teal": ("#30B0C7", "#40C8E0"),
        "cyan": ("#32ADE6", "#64D2FF"), "blue": ("#007AFF", "#0A84FF"), "indigo": ("#5856D6", "#5E5CE6"),
        "purple": ("#AF52DE", "#BF5AF2"), "pink": ("#FF2D55", "#FF375F"), "brown": ("#A2845E", "#AC8E68"),
        "gray": ("#8E8E93", "#8E8E93"), "accentColor": ("#007AFF", "#0A84FF"), "accent": ("#007AFF", "#0A84FF"),
        "systemRed": ("#FF3B30", "#FF453A"), "systemOrange": ("#FF9500", "#FF9F0A"), "systemYellow": ("#FFCC00", "#FFD60A"),
        "systemGreen": ("#34C759", "#30D158"), "systemMint": ("#00C7BE", "#63E6E2"), "systemTeal": ("#30B0C7", "#40C8E0"),
        "systemCyan": ("#32ADE6", "#64D2FF"), "systemBlue": ("#007AFF", "#0A84FF"), "systemIndigo": ("#5856D6", "#5E5CE6"),
        "systemPurple": ("#AF52DE", "#BF5AF2"), "systemPink": ("#FF2D55", "#FF375F"), "systemBrown": ("#A2845E", "#AC8E68"),
        "systemGray": ("#8E8E93", "#8E8E93"), "systemGray2": ("#AEAEB2", "#636366"), "systemGray3": ("#C7C7CC", "#48484A"),
        "systemGray4": ("#D1D1D6", "#3A3A3C"), "systemGray5": ("#E5E5EA", "#2C2C2E"), "systemGray6": ("#F2F2F7", "#1C1C1E"),
        "systemBackground": ("#FFFFFF", "#000000"), "secondarySystemBackground": ("#F2F2F7", "#1C1C1E"),
        "tertiarySystemBackground": ("#FFFFFF", "#2C2C2E"), "systemGroupedBackground": ("#F2F2F7", "#000000"),
        "secondarySystemGroupedBackground": ("#FFFFFF", "#1C1C1E"), "tertiarySystemGroupedBackground": ("#F2F2F7", "#2C2C2E"),
        "systemFill": ("#78788033", "#7878805C"), "secondarySystemFill": ("#78788029", "#78788052"),
        "tertiarySystemFill": ("#7676801F", "#7676803D"), "quaternarySystemFill": ("#74748014", "#7676802E"),
        "separator": ("#3C3C434A", "#54545899"), "opaqueSeparator": ("#C6C6C8", "#38383A"),
        "link": ("#007AFF", "#0984FF"),
        // The `.background` shape style: the system background.
        "background": ("#FFFFFF", "#000000"), "placeholderText": ("#3C3C434C", "#EBEBF54C"),
    ]
}
