import Foundation

/// `UIBezierPath` and `CGMutablePath` over `GraphicsPath`: the constructors custom shapes use
/// (`UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` for corners of their choosing),
/// the path-building methods, and `.cgPath`. UIKit's `addArc(withCenter:…clockwise:)` turns
/// clockwise on screen (angles increasing, y down); CoreGraphics' `addArc(center:…clockwise:)`
/// is the other way round in a view's flipped space, as on iOS.
enum UIBezierPathBinding {
    static let typeNames: Set<String> = ["UIBezierPath", "CGMutablePath", "CGPath"]

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard name == "UIBezierPath" || name == "CGMutablePath" else { return nil }
        let p = GraphicsPath()
        p.libraryTypeName = name
        func has(_ label: String) -> Bool { args.contains { $0.label == label } }
        func number(_ label: String) throws -> Double { try site.number(site.argument(args, label), "\(name)(\(label):)") }
        if has("rect") {
            p.rect(try CoreGraphicsValues.rect(site.argument(args, "rect"), site))
        } else if has("ovalIn") {
            p.ellipse(in: try CoreGraphicsValues.rect(site.argument(args, "ovalIn"), site))
        } else if has("roundedRect") {
            let r = try CoreGraphicsValues.rect(site.argument(args, "roundedRect"), site)
            if has("byRoundingCorners") {
                let corners = try Self.corners(site.argument(args, "byRoundingCorners"), site)
                let radius = Double(try CoreGraphicsValues.size(site.argument(args, "cornerRadii"), site).width)
                func on(_ c: String) -> Double { corners.contains(c) ? radius : 0 }
                p.roundedRect(r, radii: (on("topLeft"), on("topRight"), on("bottomRight"), on("bottomLeft")))
            } else {
                let radius = has("cornerRadius") ? try number("cornerRadius") : 0
                p.roundedRect(r, radii: (radius, radius, radius, radius))
            }
        } else if has("arcCenter") {
            let c = try CoreGraphicsValues.point(site.argument(args, "arcCenter"), site)
            p.arc(center: Double(c.x), Double(c.y), radius: try number("radius"), start: try number("startAngle"), end: try number("endAngle"),
                  increasing: try site.evaluator.truth(site.argument(args, "clockwise") ?? .bool(true), site.node, site.file))
        } else if has("cgPath"), case .native(let n)? = site.argument(args, "cgPath"), let other = n.base as? GraphicsPath {
            p.append(other)
        }
        return CoreGraphicsValues.wrap(p)
    }

    /// `[.topLeft, .bottomRight]`, `.allCorners`, one corner: the corner names.
    static func corners(_ v: SwiftValue?, _ site: FoundationSite) throws -> Set<String> {
        let all: Set<String> = ["topLeft", "topRight", "bottomLeft", "bottomRight"]
        var names: Set<String> = []
        let items: [SwiftValue]
        if case .array(let xs)? = v { items = xs } else { items = v.map { [$0] } ?? [] }
        for item in items {
            switch item {
            case .implicitMember("allCorners", nil), .symbol("allCorners"): names.formUnion(all)
            case .implicitMember(let n, nil) where all.contains(n): names.insert(n)
            case .symbol(let n) where all.contains(n): names.insert(n)
            default: throw site.fail("expected UIRectCorner members (.topLeft, .allCorners, …), found \(item.kindName)")
            }
        }
        return names
    }

    static func property(_ x: Any, _ name: String) -> SwiftValue? {
        if let element = x as? GraphicsPathElement { return element.property(name) }
        guard let p = x as? GraphicsPath else { return nil }
        switch name {
        case "cgPath", "mutableCopy": return CoreGraphicsValues.wrap(name == "cgPath" ? p : GraphicsPath(copying: p))
        case "isEmpty": return .bool(p.isEmpty)
        // `Path.boundingRect`, `CGPath.boundingBox` (control points included) and
        // `boundingBoxOfPath`, `UIBezierPath.bounds`.
        case "boundingRect", "boundingBox", "boundingBoxOfPath", "bounds":
            let b = p.bounds(controlPoints: name == "boundingBox" || name == "bounds")
            return CoreGraphicsValues.wrap(CGRect(x: b.x, y: b.y, width: b.width, height: b.height))
        default: return nil
        }
    }

    /// The path-building methods UIKit, CoreGraphics and SwiftUI's `Path` share (an angle given
    /// as a SwiftUI `Angle` is left to `Path`'s binding).
    static func method(_ x: Any, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard let p = x as? GraphicsPath else { return nil }
        func point(_ label: String?) throws -> CGPoint { try CoreGraphicsValues.point(site.argument(args, label), site) }
        func has(_ label: String) -> Bool { args.contains { $0.label == label } }
        switch name {
        case "move":
            let q = try point("to")
            p.move(to: Double(q.x), Double(q.y))
        case "addLine":
            let q = try point("to")
            p.line(to: Double(q.x), Double(q.y))
        case "addLines":
            guard case .array(let xs)? = args.first?.value else { throw site.fail("addLines takes an array of points") }
            for (i, v) in xs.enumerated() {
                let q = try CoreGraphicsValues.point(v, site)
                if i == 0 { p.move(to: Double(q.x), Double(q.y)) } else { p.line(to: Double(q.x), Double(q.y)) }
            }
        case "addQuadCurve":
            let q = try point("to"), c = try point(has("controlPoint") ? "controlPoint" : "control")
            p.quad(to: Double(q.x), Double(q.y), control: Double(c.x), Double(c.y))
        case "addCurve":
            let q = try point("to")
            let c1 = try point(has("controlPoint1") ? "controlPoint1" : "control1"), c2 = try point(has("controlPoint2") ? "controlPoint2" : "control2")
            p.cubic(to: Double(q.x), Double(q.y), control1: Double(c1.x), Double(c1.y), control2: Double(c2.x), Double(c2.y))
        case "addArc" where has("withCenter") || has("center"):
            guard let start = site.argument(args, "startAngle")?.number, let end = site.argument(args, "endAngle")?.number else { return nil }
            let c = try point(has("withCenter") ? "withCenter" : "center")
            let clockwise = try site.evaluator.truth(site.argument(args, "clockwise") ?? .bool(false), site.node, site.file)
            let radius = try site.number(site.argument(args, "radius"), "addArc(radius:)")
            p.arc(center: Double(c.x), Double(c.y), radius: radius, start: start, end: end, increasing: has("withCenter") ? clockwise : !clockwise)
        case "addRect":
            p.rect(try CoreGraphicsValues.rect(args.first?.value, site))
        case "addEllipse":
            p.ellipse(in: try CoreGraphicsValues.rect(site.argument(args, "in"), site))
        case "addRoundedRect" where has("cornerWidth") || has("cornerSize"):
            let r = try CoreGraphicsValues.rect(site.argument(args, "in"), site)
            let radius = has("cornerWidth") ? try site.number(site.argument(args, "cornerWidth"), "addRoundedRect(cornerWidth:)")
                : Double(try CoreGraphicsValues.size(site.argument(args, "cornerSize"), site).width)
            p.roundedRect(r, radii: (radius, radius, radius, radius))
        case "close", "closeSubpath":
            p.close()
        case "append", "addPath":
            guard case .native(let n)? = args.first?.value, let other = n.base as? GraphicsPath else { throw site.fail("\(name) takes a path") }
            p.append(other)
        case "copy":
            return CoreGraphicsValues.wrap(GraphicsPath(copying: p))
        // `Path.applying(_:)` and `offsetBy(dx:dy:)` give a moved copy; `UIBezierPath.apply(_:)`
        // moves the path itself.
        case "applying", "apply":
            let moved = p.applying(try CoreGraphicsValues.transform(args.first?.value, site))
            moved.libraryTypeName = p.libraryTypeName
            guard name == "apply" else { return CoreGraphicsValues.wrap(moved) }
            p.replaceElements(with: moved)
        case "offsetBy":
            let dx = try site.number(site.argument(args, "dx"), "offsetBy(dx:)"), dy = try site.number(site.argument(args, "dy"), "offsetBy(dy:)")
            let moved = p.applying(CGAffineTransform(tx: dx, ty: dy))
            moved.libraryTypeName = p.libraryTypeName
            return CoreGraphicsValues.wrap(moved)
        // `cgPath.applyWithBlock { element in … element.pointee.type … }`: the block runs once per
        // element, in order (a copy of the elements: the block may build another path).
        case "applyWithBlock":
            guard case .closure(let block)? = args.last?.value else { throw site.fail("applyWithBlock takes a closure") }
            for e in p.elements {
                _ = try site.evaluator.callClosure(block, [CoreGraphicsValues.wrap(GraphicsPathElement(e))], node: site.node, site.file)
            }
        default:
            return nil
        }
        return .void
    }
}
