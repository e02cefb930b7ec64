import ArgumentParser
import Foundation
import PlumbLayout
import PlumbModel
import PlumbText

/// `plumb tokens SYSTEM`: every token resolved for one appearance and Dynamic Type size.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Print a design system's tokens, resolved for an appearance and Dynamic Type size.")

    @Argument(help: "A design system directory (holding tokens.yaml), or a name under ./specs.")
    var system: String

    @Option(help: "light or dark.")
    var appearance: Appearance = .light

    @Option(name: .customLong("dynamic-type"), help: "Dynamic Type size for fonts.")
    var dynamicType: DynamicTypeSize = .large

    @OptionGroup var project: ProjectOptions

    func run() throws {
        var dir = system
        let named = (try project.resolve().specs as NSString).appendingPathComponent(system)
        if !FileManager.default.fileExists(atPath: dir + "/tokens.yaml"), FileManager.default.fileExists(atPath: named + "/tokens.yaml") {
            dir = named
        }
        let tokens = try DesignSystem.load(directory: dir).tokens
        print(try TokenListing(tokens: tokens, appearance: appearance, dynamicType: dynamicType).render(), terminator: "")
    }
}

/// Text listing of resolved tokens, in file order per section.
struct TokenListing {
    var tokens: Tokens
    var appearance: Appearance
    var dynamicType: DynamicTypeSize

    func render() throws -> String {
        var out = "# \(tokens.file) (\(appearance.rawValue), \(dynamicType.rawValue))\n"
        let colors = tokens.order["colors"] ?? []
        if !colors.isEmpty {
            out += "colors:\n"
            for name in colors {
                let p = try tokens.color(named: name, appearance: appearance, at: .file(tokens.file))
                out += "  \(name): \(p)\n"
            }
        }
        for group in Tokens.NumberGroup.allCases {
            let names = tokens.order[group.rawValue] ?? []
            guard !names.isEmpty else { continue }
            out += "\(group.rawValue):\n"
            for name in names {
                let v = try tokens.number(named: name, groups: [group], dynamicType: dynamicType, at: .file(tokens.file))
                let metric = tokens.numbers[group]?[name].flatMap { try? ScaledMetric.parse($0, name) }
                out += "  \(name): \(LayoutDump.short(v))\(metric.map { " (scaled metric \(LayoutDump.short($0.value)) relative to \($0.relativeTo.rawValue))" } ?? "")\n"
            }
        }
        let fonts = tokens.order["fonts"] ?? []
        if !fonts.isEmpty {
            out += "fonts:\n"
            let map = FontMap(overrides: tokens.fontFaces, fallbacks: tokens.fontFallback)
            for name in fonts {
                let f = try tokens.font(named: name, dynamicType: dynamicType, at: .file(tokens.file))
                var s = "  \(name): \(LayoutDump.short(f.size))pt \(f.weight.rawValue) \(f.design.rawValue)"
                if let lh = f.lineHeight { s += " lineHeight \(LayoutDump.short(lh))" }
                if f.tracking != 0 { s += " tracking \(LayoutDump.short(f.tracking))" }
                if f.uppercase { s += " uppercase" }
                switch f.scaling {
                case .textStyle(let st): s += " (text style \(st.rawValue))"
                case .relative(let st): s += " (relative to \(st.rawValue))"
                case .scaledMetric(let st, _): s += " (scaled metric relative to \(st.rawValue))"
                case .fixed: s += " (fixed size)"
                }
                s += " → \((map.path(for: f) as NSString).lastPathComponent)"
                out += s + "\n"
            }
        }
        return out
    }
}
