import Foundation
import PlumbLayout
import PlumbModel
import PlumbRaster
import PlumbText

/// Resolve → lay out → render for one design system: what `plumb render` (and later
/// `record`/`verify`) run per image. Holds the system's font library and glyph cache, so one
/// instance serves every component and thread.
public struct ComponentRenderer: Sendable {
    public let system: DesignSystem
    public let layout: Layout
    public let renderer: Renderer

    public init(system: DesignSystem) {
        self.system = system
        let fonts = FontLibrary(fontMap: FontMap(system: system))
        layout = Layout(text: TextLayoutEngine(library: fonts))
        renderer = Renderer(fonts: fonts)
        // GeometryReaders in the system's SwiftUI previews are offered what this layout gives them.
        system.external?.useLayoutProbe(layout.geometryProbe)
        system.external?.useFontFaces(fonts.faceLookup)
    }

    /// The canvas colour: the named token, else the system's page background
    /// (`DesignSystem.pageBackground`). The name `none` means transparent.
    public func background(token: String?, appearance: Appearance) throws -> RGBA? {
        if token == "none" { return nil }
        guard let name = token else { return try system.pageBackground(appearance) }
        guard system.tokens.colors[name] != nil else {
            throw PlumbError("background: unknown colour token '\(name)'\(Suggestions.hint(for: name, in: system.tokens.colors.keys))", at: .file(system.tokens.file))
        }
        let paint = try system.tokens.color(named: name, appearance: appearance, at: .file(system.tokens.file))
        guard let c = paint.solidColor else {
            throw PlumbError("background token '\(name)' is a gradient; the canvas needs a solid colour", at: .file(system.tokens.file))
        }
        return c
    }

    /// One rendered image with the layout it was drawn from.
    public struct Output: Sendable {
        public var tree: LayoutTree
        public var image: Renderer.Image
    }

    public func render(component: String, variant: String, appearance: Appearance, dynamicType: DynamicTypeSize,
                       scale: Int, background: String? = nil, width: Double? = nil, pseudoLocale: PseudoLocale? = nil,
                       locale: String? = nil, layoutDirection: LayoutDirection = .leftToRight) throws -> Output {
        var resolved = try SpecResolver(system: system, appearance: appearance, dynamicType: dynamicType)
            .resolve(component, variant: variant, width: width, language: SnapshotLanguage(pseudoLocale: pseudoLocale, locale: locale))
        resolved.layoutDirection = layoutDirection
        resolved.displayScale = scale
        let tree = try layout.layout(resolved)
        let image = try renderer.render(tree, options: .init(scale: scale, background: try self.background(token: background, appearance: appearance),
                                                          limits: system.tokens.limits))
        return Output(tree: tree, image: image)
    }

    /// `<system>/<component>/<variant>-<appearance>-<dynamicType>[-rtl]@<scale>x.png` (DESIGN.md;
    /// right to left adds the snapshot matrix's `-rtl`).
    public static func snapshotName(system: String, component: String, variant: String, appearance: Appearance,
                                    dynamicType: DynamicTypeSize, scale: Int, layoutDirection: LayoutDirection = .leftToRight) -> String {
        let direction = layoutDirection.nameSuffix.map { "-" + $0 } ?? ""
        return "\(system)/\(component)/\(variant)-\(appearance.rawValue)-\(dynamicType.rawValue)\(direction)@\(scale)x.png"
    }
}
