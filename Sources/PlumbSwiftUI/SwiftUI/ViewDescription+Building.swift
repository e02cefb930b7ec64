import PlumbModel

/// Small builders for the views Plumb composes itself (controls, chrome): the same nodes
/// `Rectangle()`, `Spacer()` and `HStack { … }` make, so looks read like the SwiftUI they stand for.
extension ViewDescription {
    /// A shape leaf (`Shape` in node paths).
    static func shape(_ kind: ShapeKind, at loc: SourceLocation) -> ViewDescription {
        ViewDescription(.leaf(.shape(kind), textRuns: []), name: "Shape", location: loc)
    }

    /// `Text(verbatim:)`.
    static func text(_ s: String, at loc: SourceLocation) -> ViewDescription {
        ViewDescription(.leaf(.text(s), textRuns: []), name: "Text", location: loc)
    }

    /// A node already made, standing in a stack of its own: the materialiser returns a
    /// `.prebuilt` node as it is, so modifiers for it go on the stack around it.
    static func holding(_ node: ViewNode, name: String, at loc: SourceLocation) -> ViewDescription {
        ViewDescription(.zstack(.center, children: [ViewDescription(.prebuilt(node), name: name, location: loc)]), name: name, location: loc)
    }

    /// `Spacer()`.
    static func spacer(at loc: SourceLocation) -> ViewDescription {
        ViewDescription(.leaf(.spacer(minLength: nil), textRuns: []), name: "Spacer", location: loc)
    }

    /// `HStack { … }` with the default spacing, centred vertically.
    static func row(_ parts: [ViewDescription], at loc: SourceLocation) -> ViewDescription {
        ViewDescription(.stack(.horizontal, spacing: nil, alignment: .vertical(.center), children: parts), name: "HStack", location: loc)
    }

    /// The view filled with `paint` (a shape's `.fill`).
    func fill(_ paint: Paint) -> ViewDescription { modified(.modifier(.fill(paint), token: nil)) }

    /// The view in a frame set by `set` (fixed lengths or flexible ones, not both: SwiftUI's
    /// `frame(width:height:)` and `frame(minWidth:…)` are two modifiers).
    func framed(_ set: (inout FrameSpec) -> Void) -> ViewDescription {
        var f = FrameSpec()
        set(&f)
        return modified(.modifier(.frame(f), token: nil))
    }
}
