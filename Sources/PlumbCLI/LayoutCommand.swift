import ArgumentParser
import Foundation
import PlumbLayout
import PlumbModel

/// `plumb layout SPEC`: prints the frame tree of a component, or one summary line per
/// component and variant for a design system or a directory of them.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the frame tree of a component (or summarise every component of a design system).")

    @Argument(help: "A component spec file, a design system directory, or a directory of design systems.")
    var spec: String

    @Option(help: "The variant to lay out (default: 'default'; for directories every variant is laid out).")
    var variant: String?

    @Option(name: .customLong("dynamic-type"), help: "Dynamic Type size: xSmall … accessibility5 (or xs, l, ax5).")
    var dynamicType: DynamicTypeSize = .large

    @Option(help: "Appearance whose colours are resolved: light or dark.")
    var appearance: Appearance = .light

    @Option(name: .customLong("layout-direction"), help: "leftToRight or rightToLeft (leading and trailing swap sides).")
    var layoutDirection: LayoutDirection = .leftToRight

    @Option(help: "Width in points proposed to the component (overrides the spec's width).")
    var width: Double?

    @Flag(help: "Print the JSON layout dump (the contract in DESIGN.md).")
    var json = false

    @OptionGroup var project: ProjectOptions

    func validate() throws {
        if let width, !(width.isFinite && width > 0 && width <= 16_384) {
            throw ValidationError("--width must be a number in (0, 16384]")
        }
    }

    func run() throws {
        switch try SpecTarget.resolve(spec, specs: project.resolve().specs) {
        case .component(let system, let name):
            let resolver = SpecResolver(system: system, appearance: appearance, dynamicType: dynamicType)
            var component = try resolver.resolve(name, variant: variant ?? "default", width: width)
            component.layoutDirection = layoutDirection
            let tree = try Layout(system: system).layout(component)
            print(json ? LayoutDump.json(tree) : LayoutDump.plain(tree), terminator: "")
        case .systems(let systems):
            guard !json else { throw ValidationError("--json needs a single component file") }
            for system in systems {
                let layout = Layout(system: system)
                let resolver = SpecResolver(system: system, appearance: appearance, dynamicType: dynamicType)
                for name in system.componentNames {
                    let spec = try system.component(named: name)
                    for v in spec.variants where variant == nil || v.name == variant {
                        var component = try resolver.resolve(name, variant: v.name, width: width)
                        component.layoutDirection = layoutDirection
                        let tree = try layout.layout(component)
                        print("\(system.name)/\(name) \(v.name): \(LayoutDump.short(tree.size.width))×\(LayoutDump.short(tree.size.height)) pt, \(tree.nodes.count) nodes")
                    }
                }
            }
        }
    }
}
