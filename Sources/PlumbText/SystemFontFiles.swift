import Foundation
import PlumbModel

/// Apple's system fonts, as a team downloads them from developer.apple.com/fonts under Apple's
/// licence, in the folder `plumb.yaml`'s `systemFonts:` names. Plumb cannot ship them; given
/// them, a text style or `.system(size:weight:design:)` is drawn with the face iOS uses.
///
/// The files are found by the names Apple's installers give them:
/// - SF Pro: `SF-Pro-Text-<Weight>.otf` below 20 pt and `SF-Pro-Display-<Weight>.otf` from 20 pt
///   (the optical sizes; either serves the other's sizes when it is the only one present),
///   italics `SF-Pro-Text-<Weight>Italic.otf`;
/// - SF Pro Rounded (`.rounded`): `SF-Pro-Rounded-<Weight>.otf`;
/// - SF Mono (`.monospaced`): `SF-Mono-<Weight>.otf`, `SF-Mono-<Weight>Italic.otf`;
/// - New York (`.serif`): `NewYorkSmall-<Weight>.otf` below 20 pt, `NewYorkMedium-<Weight>.otf`
///   from 20 pt.
///
/// `<Weight>` is Apple's spelling: Ultralight, Thin, Light, Regular, Medium, Semibold, Bold,
/// Heavy, Black. A weight the folder lacks takes the nearest weight it has (heavier first on a
/// tie), as Core Text matches a family's faces; a design the folder lacks entirely keeps Plumb's
/// bundled stand-in, and reports say so.
public struct SystemFontFiles: Hashable, Sendable {
    /// The folder holding the files.
    public let directory: String
    /// The file names present in the folder (read once).
    public let fileNames: Set<String>

    /// Reads the folder's listing; a folder that cannot be listed has no files.
    public init(directory: String) {
        self.directory = directory
        fileNames = Set((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
    }

    /// Apple's weight names as they appear in the file names.
    public static func appleStyleName(_ weight: FontWeight) -> String {
        switch weight {
        case .ultraLight: return "Ultralight"
        case .thin: return "Thin"
        case .light: return "Light"
        case .regular: return "Regular"
        case .medium: return "Medium"
        case .semibold: return "Semibold"
        case .bold: return "Bold"
        case .heavy: return "Heavy"
        case .black: return "Black"
        }
    }

    /// The file prefixes tried for a design at a size, best first.
    static func prefixes(design: FontDesign, display: Bool) -> [String] {
        switch design {
        case .default: return display ? ["SF-Pro-Display-", "SF-Pro-Text-"] : ["SF-Pro-Text-", "SF-Pro-Display-"]
        case .rounded: return ["SF-Pro-Rounded-"]
        case .monospaced: return ["SF-Mono-"]
        case .serif: return display ? ["NewYorkMedium-", "NewYorkSmall-"] : ["NewYorkSmall-", "NewYorkMedium-"]
        }
    }

    /// The path of the file serving a design, weight, optical size and slant, or nil when the
    /// folder has none for the design (or, for an italic, no italic of the design: the caller
    /// then slants the upright face).
    public func path(design: FontDesign, weight: FontWeight, display: Bool, italic: Bool) -> String? {
        // Weights by distance from the one asked for; on a tie the heavier first.
        let order = FontWeight.allCases.sorted {
            let a = abs($0.numeric - weight.numeric), b = abs($1.numeric - weight.numeric)
            return a != b ? a < b : $0.numeric > $1.numeric
        }
        for prefix in Self.prefixes(design: design, display: display) {
            for w in order {
                let name = prefix + Self.appleStyleName(w) + (italic ? "Italic" : "") + ".otf"
                if fileNames.contains(name) { return (directory as NSString).appendingPathComponent(name) }
            }
        }
        return nil
    }
}
