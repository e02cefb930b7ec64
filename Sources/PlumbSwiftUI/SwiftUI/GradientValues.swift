import PlumbModel
import SwiftSyntax

/// `LinearGradient`/`RadialGradient`/`AngularGradient` (as paints, and as views filling their frame, as SwiftUI
/// draws a `ShapeStyle` used as a view), `Gradient(colors:)`/`Gradient(stops:)` and
/// `Gradient.Stop(color:location:)`; also the `.linearGradient(…)`/`.radialGradient(…)`/`.angularGradient(…)`/`.conicGradient(…)` styles.
enum GradientValues {
    /// The gradient `ShapeStyle` statics (`.linearGradient(colors:startPoint:endPoint:)`, …).
    static let styleNames: Set<String> = ["linearGradient", "radialGradient", "angularGradient", "conicGradient"]

    static func construct(_ name: String, _ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol,
                          file: SwiftSourceFile) throws -> SwiftValue {
        let stops = try gradientStops(args, e, node, file)
        switch name {
        case "Gradient":
            // A gradient on its own: kept as a top-to-bottom linear paint until a start and end are given.
            return .color(.linear(start: UnitPoint.named["top"]!, end: UnitPoint.named["bottom"]!, stops: stops))
        case "RadialGradient", "radialGradient":
            let center = try point(args.first { $0.label == "center" }?.value, default: "center", e, node, file)
            func n(_ l: String) -> Double { args.first { $0.label == l }?.value.number ?? 0 }
            return .color(.radial(center: center, startRadius: n("startRadius"), endRadius: n("endRadius"), stops: stops))
        case "AngularGradient", "angularGradient", "conicGradient":
            // `startAngle:endAngle:` (both .zero by default: one whole turn), or `angle:` (a whole
            // turn from there), clockwise from the trailing side.
            let center = try point(args.first { $0.label == "center" }?.value, default: "center", e, node, file)
            func angle(_ label: String) throws -> Double? {
                guard let v = args.first(where: { $0.label == label })?.value else { return nil }
                return try InsetAndShapeModifiers.degrees(v, "\(name)'s \(label)", e, node, file)
            }
            if let start = try angle("angle") { return .color(.angular(center: center, startAngle: start, endAngle: start + 360, stops: stops)) }
            return .color(.angular(center: center, startAngle: try angle("startAngle") ?? 0, endAngle: try angle("endAngle") ?? 0, stops: stops))
        default:
            let start = try point(args.first { $0.label == "startPoint" }?.value, default: "top", e, node, file)
            let end = try point(args.first { $0.label == "endPoint" }?.value, default: "bottom", e, node, file)
            return .color(.linear(start: start, end: end, stops: stops))
        }
    }

    /// `gradient.stops`: a gradient's stops as `Gradient.Stop` values (`stops.first?.color`);
    /// nil for a solid colour.
    static func stops(of paint: Paint) -> SwiftValue? {
        paint.gradientStops.map { stops in
            .array(stops.map { .tuple([(label: "color", value: .color(.solid($0.color))), (label: "location", value: .double($0.location))]) })
        }
    }

    /// `Gradient.Stop(color:location:)` / `.init(color:location:)` in a `stops:` array.
    static func stop(_ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol, file: SwiftSourceFile) throws -> SwiftValue {
        guard let c = args.first(where: { $0.label == "color" })?.value, let l = args.first(where: { $0.label == "location" })?.value.number else {
            throw e.fail("Gradient.Stop needs color: and location:", at: node, file)
        }
        guard let color = try e.paint(c, at: node, file).solidColor else { throw e.fail("a gradient stop's colour must be solid", at: node, file) }
        return .tuple([(label: "color", value: .color(.solid(color))), (label: "location", value: .double(min(max(l, 0), 1)))])
    }

    private static func gradientStops(_ args: [Argument], _ e: SwiftEvaluator, _ node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> [GradientStop] {
        if let colors = args.first(where: { $0.label == "colors" })?.value {
            let list = try e.elements(of: colors, at: node, file).map { v -> RGBA in
                guard let c = try e.paint(v, at: node, file).solidColor else { throw e.fail("gradient colours must be solid", at: node, file) }
                return c
            }
            guard !list.isEmpty else { throw e.fail("a gradient needs at least one colour", at: node, file) }
            return list.enumerated().map { i, c in GradientStop(color: c, location: list.count == 1 ? 0 : Double(i) / Double(list.count - 1)) }
        }
        if let stops = args.first(where: { $0.label == "stops" })?.value {
            return try e.elements(of: stops, at: node, file).map { v in
                var s = v
                if case .implicitMember("init", let a?) = v { s = try stop(a, evaluator: e, node: node, file: file) }
                guard case .tuple(let t) = s, case .color(.solid(let c))? = t.first(where: { $0.label == "color" })?.value,
                      let l = t.first(where: { $0.label == "location" })?.value.number else {
                    throw e.fail("expected a Gradient.Stop, found \(v.kindName)", at: node, file)
                }
                return GradientStop(color: c, location: l)
            }
        }
        if let g = args.first(where: { $0.label == "gradient" || $0.label == nil })?.value, case .color(let p) = g {
            if let stops = p.gradientStops { return stops }
            if case .solid(let c) = p { return [GradientStop(color: c, location: 0)] }
        }
        throw e.fail("a gradient needs colors:, stops: or gradient:", at: node, file)
    }

    private static func point(_ v: SwiftValue?, default d: String, _ e: SwiftEvaluator, _ node: some SyntaxProtocol,
                              _ file: SwiftSourceFile) throws -> UnitPoint {
        guard let v else { return UnitPoint.named[d]! }
        return try InsetAndShapeModifiers.unitPoint(v, e, node, file)
    }
}
