import Foundation
import PlumbModel
import SwiftSyntax

/// SwiftUI's `Path` and the shapes the sources declare. A type conforming to `Shape` is drawn
/// as SwiftUI draws it: its `path(in:)` is asked for the rectangle of each frame it fills
/// (a flexible view, like `Rectangle`), so an outline written against `rect.width` or
/// `rect.maxY` fits whatever size layout gives it. A `Path` used as a view draws itself where
/// its points are, in the frame it fills. Both build on CoreGraphics' path (`GraphicsPath`).
enum PathBinding {
    /// `Path()`, `Path { p in … }`, `Path(rect)`, `Path(roundedRect:cornerRadius:)`,
    /// `Path(roundedRect:cornerSize:)`, `Path(ellipseIn:)`, `Path(cgPath)`.
    static func construct(_ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol, file: SwiftSourceFile) throws -> SwiftValue {
        let site = FoundationSite(e, node, file)
        let p = GraphicsPath()
        func has(_ label: String) -> Bool { args.contains { $0.label == label } }
        if case .closure(let c)? = args.last?.value {
            // The builder's parameter is `inout Path`: the path it changes is this one.
            _ = try e.callClosure(c, [CoreGraphicsValues.wrap(p)], node: node, file)
        } else if has("roundedRect") {
            let r = try CoreGraphicsValues.rect(site.argument(args, "roundedRect"), site)
            let radius = has("cornerRadius") ? try site.number(site.argument(args, "cornerRadius"), "Path(roundedRect:cornerRadius:)")
                : Double(try CoreGraphicsValues.size(site.argument(args, "cornerSize"), site).width)
            p.roundedRect(r, radii: (radius, radius, radius, radius))
        } else if has("ellipseIn") {
            p.ellipse(in: try CoreGraphicsValues.rect(site.argument(args, "ellipseIn"), site))
        } else if let first = args.first, first.label == nil {
            if case .native(let n) = first.value, let other = n.base as? GraphicsPath { p.append(other) } else { p.rect(try CoreGraphicsValues.rect(first.value, site)) }
        }
        return CoreGraphicsValues.wrap(p)
    }

    /// A path element as SwiftUI's `Path.Element` case (`.move(to:)`, `.line(to:)`,
    /// `.quadCurve(to:control:)`, `.curve(to:control1:control2:)`, `.closeSubpath`).
    static func element(_ e: GraphicsPath.Element) -> SwiftValue {
        func p(_ x: Double, _ y: Double) -> SwiftValue { CoreGraphicsValues.wrap(CGPoint(x: x, y: y)) }
        switch e {
        case .move(let x, let y): return .enumCase(type: "Path.Element", name: "move", payload: [("to", p(x, y))])
        case .line(let x, let y): return .enumCase(type: "Path.Element", name: "line", payload: [("to", p(x, y))])
        case .quad(let cx, let cy, let x, let y):
            return .enumCase(type: "Path.Element", name: "quadCurve", payload: [("to", p(x, y)), ("control", p(cx, cy))])
        case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
            return .enumCase(type: "Path.Element", name: "curve", payload: [("to", p(x, y)), ("control1", p(c1x, c1y)), ("control2", p(c2x, c2y))])
        case .close: return .enumCase(type: "Path.Element", name: "closeSubpath", payload: [])
        }
    }

    /// `Path.addArc(center:radius:startAngle:endAngle:clockwise:)` with SwiftUI `Angle`s (its
    /// `clockwise` is CoreGraphics': counter-clockwise on screen), `addArc(tangent1End:tangent2End:radius:)`, and `shape.path(in: rect)` of
    /// SwiftUI's own shapes.
    static func method(_ receiver: SwiftValue, _ name: String, _ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol,
                       file: SwiftSourceFile) throws -> SwiftValue? {
        let site = FoundationSite(e, node, file)
        switch receiver {
        // `path.forEach { element in switch element { case .move(let to): … } }`: SwiftUI's
        // `Path.Element` cases, once per element in order.
        case .native(let n) where name == "forEach" && n.base is GraphicsPath:
            guard case .closure(let body)? = args.last?.value else { return nil }
            for element in (n.base as! GraphicsPath).elements {
                _ = try e.callClosure(body, [Self.element(element)], node: node, file)
            }
            return .void
        case .native(let n) where name == "addArc" && args.first?.label == "tangent1End":
            guard let p = n.base as? GraphicsPath else { return nil }
            let t1 = try CoreGraphicsValues.point(site.argument(args, "tangent1End"), site)
            let t2 = try CoreGraphicsValues.point(site.argument(args, "tangent2End"), site)
            let radius = try site.number(site.argument(args, "radius"), "addArc(radius:)")
            p.arc(tangent1End: (Double(t1.x), Double(t1.y)), tangent2End: (Double(t2.x), Double(t2.y)), radius: radius)
            return .void
        case .native(let n) where name == "addArc" || name == "addRelativeArc":
            guard let p = n.base as? GraphicsPath else { return nil }
            func radians(_ label: String) throws -> Double {
                try InsetAndShapeModifiers.degrees(site.argument(args, label), "\(name)(\(label):)", e, node, file) * .pi / 180
            }
            let c = try CoreGraphicsValues.point(site.argument(args, "center"), site)
            let radius = try site.number(site.argument(args, "radius"), "\(name)(radius:)")
            let start = try radians("startAngle")
            if name == "addRelativeArc" {
                // `addRelativeArc(center:radius:startAngle:delta:)`: through the delta, turning the
                // way its sign says (positive is clockwise on screen, y down).
                let delta = try radians("delta")
                p.arc(center: Double(c.x), Double(c.y), radius: radius, start: start, end: start + delta, increasing: delta >= 0)
            } else {
                let clockwise = try e.truth(site.argument(args, "clockwise") ?? .bool(false), node, file)
                p.arc(center: Double(c.x), Double(c.y), radius: radius, start: start, end: try radians("endAngle"), increasing: !clockwise)
            }
            return .void
        case .shape(let s) where name == "path":
            return CoreGraphicsValues.wrap(try outline(of: s, in: CoreGraphicsValues.rect(site.argument(args, "in"), site), e, node, file))
        // `RoundedRectangle(cornerRadius: r).inset(by: d).path(in: rect)`: an inset shape's
        // outline is the shape's in the rectangle inset by that amount on every side.
        case .view(let v) where name == "path":
            guard case .leaf(.shape(let s), _) = v.content, v.modifiers.isEmpty else { return nil }
            let r = try CoreGraphicsValues.rect(site.argument(args, "in"), site)
            let d = v.shapeInset
            let inset = CGRect(x: Double(r.minX) + d, y: Double(r.minY) + d, width: max(0, Double(r.width) - 2 * d), height: max(0, Double(r.height) - 2 * d))
            return CoreGraphicsValues.wrap(try outline(of: s, in: inset, e, node, file))
        default:
            return nil
        }
    }

    /// A SwiftUI shape's outline in `r` (circular corners).
    static func outline(of s: ShapeKind, in r: CGRect, _ e: SwiftEvaluator, _ node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> GraphicsPath {
        let p = GraphicsPath()
        let w = Double(r.width), h = Double(r.height)
        switch s {
        case .rectangle: p.rect(r)
        case .roundedRectangle(let c, _): p.roundedRect(r, radii: (c.topLeading, c.topTrailing, c.bottomTrailing, c.bottomLeading))
        case .capsule: p.roundedRect(r, radii: (min(w, h) / 2, min(w, h) / 2, min(w, h) / 2, min(w, h) / 2))
        case .circle:
            let d = min(w, h)
            p.ellipse(in: CGRect(x: Double(r.midX) - d / 2, y: Double(r.midY) - d / 2, width: d, height: d))
        case .ellipse: p.ellipse(in: r)
        case .custom:
            // The outline a custom shape makes is SVG path data for the renderer, not a path
            // value to build on: its frame stands in, and says so.
            e.warn("path(in:) of a custom shape asked inside another shape's path(in:) is drawn as its frame's rectangle", at: node, file)
            p.rect(r)
        }
        return p
    }
}

/// Boxes what a custom shape's outline is made from, to be called later by the renderer: the
/// evaluation is repeated with a fresh evaluator per frame size (nothing it holds is shared
/// mutable state: declarations are read-only once indexed, and `path(in:)` reads `self`).
private struct CustomShapeMaker: @unchecked Sendable {
    let declarations: SwiftDeclarations
    let context: EvaluationContext
    let assets: AssetLookup
    let instance: Instance
    let function: FunctionDecl

    func outline(width: Double, height: Double) -> String? {
        let e = SwiftEvaluator(declarations: declarations, context: context, assets: assets)
        let rect = CoreGraphicsValues.wrap(CGRect(x: 0, y: 0, width: width, height: height))
        guard let v = try? e.invoke(function: function, receiver: .instance(instance), [Argument(label: "in", value: rect, syntax: nil)],
                                    node: function.syntax),
              case .native(let n) = v.unwrapped ?? v, let p = n.base as? GraphicsPath else { return nil }
        return p.svgData
    }
}

extension SwiftEvaluator {
    /// A value of a type the sources declare conforming to `Shape` with `path(in:)`, as a shape.
    func customShape(_ i: Instance) -> ShapeKind? {
        guard let t = declarations.type(i.type), t.conforms(to: "Shape") || t.conforms(to: "InsettableShape"),
              let f = t.methods["path"]?.first(where: { $0.labels == ["in"] }) else { return nil }
        let maker = CustomShapeMaker(declarations: declarations, context: context, assets: assets, instance: i, function: f)
        // Made once here for a nominal frame, so that what cannot be evaluated in it is
        // reported where the shape is used, with the preview's other warnings.
        if checkedShapes.insert(ObjectIdentifier(i)).inserted {
            let rect = CoreGraphicsValues.wrap(CGRect(x: 0, y: 0, width: 100, height: 100))
            _ = try? recovering(f.syntax, f.file) {
                try invoke(function: f, receiver: .instance(i), [Argument(label: "in", value: rect, syntax: nil)], node: f.syntax)
            }
        }
        return .custom(CustomShapeOutline(typeName: i.type, identity: describeValue(.instance(i))) { w, h in
            maker.outline(width: w, height: h)
        })
    }

    /// A `Path` used as a view or a shape: its points where they are, whatever the frame.
    func pathShape(_ p: GraphicsPath) -> ShapeKind {
        let data = p.svgData
        return .custom(CustomShapeOutline(typeName: "Path", identity: "Path(\(data))") { _, _ in data })
    }
}
