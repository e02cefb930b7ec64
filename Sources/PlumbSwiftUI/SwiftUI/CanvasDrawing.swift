import Foundation
import PlumbModel
import SwiftSyntax

/// SwiftUI's `Canvas { context, size in … }`: immediate-mode drawing into a view that takes
/// the space it is offered (as `GeometryReader` does, its size found by a layout pass). The
/// renderer closure runs at materialisation with a `GraphicsContext` (`CanvasContext`) that
/// records what it is told to draw — `fill(_:with:)`, `stroke(_:with:lineWidth:)` /
/// `stroke(_:with:style:)` of paths in the canvas's coordinates, under `translateBy`,
/// `scaleBy`, `rotate(by:)`, `concatenate` and `opacity` (each copy of the context its own, as
/// SwiftUI's value type has them) — and each drawing becomes a path drawn in the canvas's
/// frame, in order. Text, images, symbols, filters, clipping and blend modes are not recorded:
/// each is a located warning.
final class CanvasContext: Hashable, SettableNativeValue, CopyableNativeValue, NamedNativeValue {
    static let typeName = "GraphicsContext"
    /// One drawing: a path in the canvas's coordinates, its paint, and a line width for a stroke.
    struct Drawing {
        var path: GraphicsPath
        var paint: Paint
        var lineWidth: Double?
    }

    /// Drawings a canvas may record before the rest are ignored (a renderer looping over
    /// thousands of dots stays bounded).
    static let maximumDrawings = 5_000

    /// What every copy of the context draws into: the canvas's one list of drawings.
    private final class Recording {
        var drawings: [Drawing] = []
        var overflowed = false
    }

    private let recording: Recording
    var drawings: [Drawing] { recording.drawings }
    var transform = CGAffineTransform.identity
    var opacity = 1.0

    init() { recording = Recording() }

    private init(sharing recording: Recording, transform: CGAffineTransform, opacity: Double) {
        self.recording = recording
        self.transform = transform
        self.opacity = opacity
    }

    /// `var moved = context`: SwiftUI's `GraphicsContext` is a value — the copy has its own
    /// transform and opacity and draws into the same canvas.
    func copied() -> AnyHashable { AnyHashable(CanvasContext(sharing: recording, transform: transform, opacity: opacity)) }

    static func == (a: CanvasContext, b: CanvasContext) -> Bool { a === b }
    func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }

    /// The methods of `GraphicsContext`; nil for a name it does not have.
    func method(_ name: String, _ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol,
                file: SwiftSourceFile) throws -> SwiftValue? {
        let site = FoundationSite(e, node, file)
        func number(_ label: String) throws -> Double { try site.number(site.argument(args, label), "\(name)(\(label):)") }
        switch name {
        case "fill", "stroke":
            let p = try path(args.first?.value, e, node, file)
            let paint = try shading(site.argument(args, "with"), e, node, file).withOpacity(opacity)
            var width: Double?
            if name == "stroke" {
                if let style = site.argument(args, "style") {
                    // The width alone: a canvas path is recorded with its width (caps and joins
                    // are not drawn there yet, nor dashes warned of).
                    width = try StrokeStyleValue.read(style, evaluator: e, node: node, file: file, warn: { _ in })?.width ?? 1
                } else {
                    width = try site.argument(args, "lineWidth").map { try site.number($0, "stroke(lineWidth:)") } ?? 1
                }
            }
            guard recording.drawings.count < Self.maximumDrawings else {
                if !recording.overflowed {
                    recording.overflowed = true
                    e.warn("a Canvas draws more than \(Self.maximumDrawings) paths: the rest are not drawn", at: node, file)
                }
                return .void
            }
            recording.drawings.append(Drawing(path: p.applying(transform), paint: paint, lineWidth: width.map { $0 * scaleFactor }))
        case "translateBy":
            transform = CGAffineTransform(tx: try number("x"), ty: try number("y")).concatenating(transform)
        case "scaleBy":
            transform = CGAffineTransform(a: try number("x"), d: try number("y")).concatenating(transform)
        case "rotate":
            let degrees = try InsetAndShapeModifiers.degrees(site.argument(args, "by"), "rotate(by:)", e, node, file)
            transform = CoreGraphicsValues.rotation(degrees * .pi / 180).concatenating(transform)
        case "concatenate":
            guard case .native(let n)? = args.first?.value, let t = n.base as? CGAffineTransform else { throw e.fail("concatenate takes a CGAffineTransform", at: node, file) }
            transform = t.concatenating(transform)
        // What a shading or a symbol resolves to is itself, as drawn here.
        case "resolve":
            return args.first?.value ?? .void
        case "draw", "drawLayer", "clip", "clipToLayer", "addFilter", "resolveSymbol":
            e.warn("GraphicsContext.\(name) is not drawn by Plumb's Canvas: ignored", at: node, file)
        default:
            return nil
        }
        return .void
    }

    /// `context.opacity`, `context.transform`.
    func property(_ name: String) -> SwiftValue? {
        switch name {
        case "opacity": return .double(opacity)
        case "transform": return CoreGraphicsValues.wrap(transform)
        default: return nil
        }
    }

    /// `context.opacity = 0.5`, `context.transform = …`; false for another property.
    func set(_ name: String, _ value: SwiftValue) -> Bool {
        switch name {
        case "opacity":
            guard let o = value.number else { return false }
            opacity = max(0, min(1, o))
        case "transform":
            guard case .native(let n) = value, let t = n.base as? CGAffineTransform else { return false }
            transform = t
        default:
            return false
        }
        return true
    }

    /// How much the transform scales lengths (a stroke's width scales with the canvas).
    private var scaleFactor: Double { (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot() }

    /// A `Path` (or a shape's `path(in:)`); anything else is a located error (the statement's
    /// fallback).
    private func path(_ v: SwiftValue?, _ e: SwiftEvaluator, _ node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> GraphicsPath {
        if case .native(let n)? = v?.unwrapped, let p = n.base as? GraphicsPath { return p }
        throw e.fail("GraphicsContext draws a Path, found \(v?.kindName ?? "nothing")", at: node, file)
    }

    /// `.color(.red)`, a colour or any shape style a colour stands for.
    private func shading(_ v: SwiftValue?, _ e: SwiftEvaluator, _ node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> Paint {
        guard let v else { throw e.fail("GraphicsContext.fill needs a shading (with:)", at: node, file) }
        if case .implicitMember("color", let args?) = v, let c = args.first?.value { return try e.paint(c, at: node, file) }
        if case .implicitMember("style", let args?) = v, let c = args.first?.value { return try e.paint(c, at: node, file) }
        return try e.paint(v, at: node, file)
    }

    /// What was drawn, in order, each a path filled or stroked in the canvas's frame.
    func layers(size: GeometrySize, at location: SourceLocation, evaluator e: SwiftEvaluator) -> [ViewDescription] {
        drawings.map { drawing in
            var v = ViewDescription(.leaf(.shape(e.pathShape(drawing.path)), textRuns: []), name: "Path", location: location)
            let paint: Modifier = drawing.lineWidth.map { .stroke(drawing.paint, lineWidth: $0) } ?? .fill(drawing.paint)
            var frame = FrameSpec()
            frame.width = size.width
            frame.height = size.height
            v.modifiers = [.modifier(paint, token: nil), .modifier(.frame(frame), token: nil)]
            return v
        }
    }
}
