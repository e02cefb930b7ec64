import Foundation
import PlumbModel
import PlumbRaster
import PlumbRender
import XCTest

let defaultTokens = """
colors:
  background-primary: {light: "#FFFFFF", dark: "#000000"}
  accent: "#E89B3C"
  ink: "#121212"
  teal: "#4CABA8"
"""

/// Renders component `c` given as YAML, on the tokens' primary background.
func render(_ spec: String, tokens: String = defaultTokens, scale: Int = 1, appearance: Appearance = .light,
            variant: String = "default", background: String? = nil) throws -> Pixmap {
    try renderOutput(spec, tokens: tokens, scale: scale, appearance: appearance, variant: variant,
                     background: background).output.image.pixmap
}

/// Renders component `c` given as YAML and returns the image with the layout it was drawn from,
/// and the renderer (whose text engine can lay text out independently).
func renderOutput(_ spec: String, tokens: String = defaultTokens, scale: Int = 1, appearance: Appearance = .light,
                  variant: String = "default", background: String? = nil) throws -> (output: ComponentRenderer.Output, renderer: ComponentRenderer) {
    let t = try Tokens.parse(YAMLReader().parse(tokens, file: "tokens.yaml"), file: "tokens.yaml")
    let c = try ComponentSpec.parse(YAMLReader().parse(spec, file: "c.yaml"), file: "c.yaml")
    let system = DesignSystem(name: "test", directory: "test", tokens: t, components: ["c": c])
    let renderer = ComponentRenderer(system: system)
    let output = try renderer.render(component: "c", variant: variant, appearance: appearance,
                                     dynamicType: .large, scale: scale, background: background)
    return (output, renderer)
}

/// Straight 8-bit RGBA of a pixel (the pixmap stores premultiplied; these tests use opaque canvases).
func rgba(_ p: Pixmap, _ x: Int, _ y: Int) -> [Int] {
    let c = p[x, y]
    return [Int(c.r), Int(c.g), Int(c.b), Int(c.a)]
}

func hex(_ s: String) -> [Int] {
    let c = RGBA(hex: s)!.bytes
    return [Int(c.r), Int(c.g), Int(c.b), Int(c.a)]
}
