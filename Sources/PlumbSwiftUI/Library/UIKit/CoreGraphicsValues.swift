import Foundation
import SwiftSyntax

/// `CGVector`: CoreGraphics' vector, which swift-corelibs-foundation does not declare.
struct CGVector: Hashable {
    var dx: Double
    var dy: Double
}

/// `CGAffineTransform`: the matrix `[a b 0; c d 0; tx ty 1]`, as CoreGraphics composes it.
struct CGAffineTransform: Hashable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    static let identity = CGAffineTransform()

    /// `t1.concatenating(t2)`: t1 then t2.
    func concatenating(_ o: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * o.a + b * o.c, b: a * o.b + b * o.d, c: c * o.a + d * o.c, d: c * o.b + d * o.d,
                          tx: tx * o.a + ty * o.c + o.tx, ty: tx * o.b + ty * o.d + o.ty)
    }

    func apply(x: Double, y: Double) -> (x: Double, y: Double) { (a * x + c * y + tx, b * x + d * y + ty) }
}

/// UIKit's `UIEdgeInsets` (top, left, bottom, right).
struct UIEdgeInsets: Hashable {
    var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0
}

/// UIKit's `NSDirectionalEdgeInsets` (top, leading, bottom, trailing).
struct NSDirectionalEdgeInsets: Hashable {
    var top = 0.0, leading = 0.0, bottom = 0.0, trailing = 0.0
}

/// CoreGraphics' geometry as view code uses it: `CGSize`, `CGPoint` and `CGRect` are
/// Foundation's own (swift-corelibs-foundation declares them, with `minX`, `insetBy`, `==`);
/// `CGVector`, `CGAffineTransform`, `UIEdgeInsets` and `NSDirectionalEdgeInsets` are the small
/// structs above. All are value types: a changed property is written back to its variable.
enum CoreGraphicsValues {
    static let typeNames: Set<String> = ["CGSize", "CGPoint", "CGRect", "CGVector", "CGAffineTransform", "UIEdgeInsets",
                                         "NSDirectionalEdgeInsets"]

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        func n(_ label: String?) throws -> Double { try site.number(site.argument(args, label), "\(name)(\(label ?? "_"):)") }
        func has(_ label: String) -> Bool { args.contains { $0.label == label } }
        // `CGSizeMake(w, h)`, `CGPointMake(x, y)`, `CGRectMake(x, y, w, h)`, `UIEdgeInsetsMake(t, l, b, r)`:
        // the C-style makers, their components unlabelled in order.
        if let arity = ["CGSizeMake": 2, "CGPointMake": 2, "CGRectMake": 4, "UIEdgeInsetsMake": 4][name] {
            guard args.count == arity, args.allSatisfy({ $0.label == nil }) else { throw site.fail("\(name) takes \(arity) numbers") }
            let v = try args.map { try site.number($0.value, "\(name)(…)") }
            switch name {
            case "CGSizeMake": return wrap(CGSize(width: v[0], height: v[1]))
            case "CGPointMake": return wrap(CGPoint(x: v[0], y: v[1]))
            case "CGRectMake": return wrap(CGRect(x: v[0], y: v[1], width: v[2], height: v[3]))
            default: return wrap(UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3]))
            }
        }
        switch name {
        case "CGSize":
            if args.isEmpty { return wrap(CGSize.zero) }
            return wrap(CGSize(width: try n("width"), height: try n("height")))
        case "CGPoint":
            if args.isEmpty { return wrap(CGPoint.zero) }
            return wrap(CGPoint(x: try n("x"), y: try n("y")))
        case "CGRect":
            if args.isEmpty { return wrap(CGRect.zero) }
            if has("origin") || has("size") {
                let origin = try has("origin") ? point(site.argument(args, "origin"), site) : .zero
                let size = try has("size") ? self.size(site.argument(args, "size"), site) : .zero
                return wrap(CGRect(origin: origin, size: size))
            }
            return wrap(CGRect(x: try n("x"), y: try n("y"), width: try n("width"), height: try n("height")))
        case "CGVector":
            if args.isEmpty { return wrap(CGVector(dx: 0, dy: 0)) }
            return wrap(CGVector(dx: try n("dx"), dy: try n("dy")))
        case "UIEdgeInsets":
            if args.isEmpty { return wrap(UIEdgeInsets()) }
            return wrap(UIEdgeInsets(top: try n("top"), left: try n("left"), bottom: try n("bottom"), right: try n("right")))
        case "NSDirectionalEdgeInsets":
            if args.isEmpty { return wrap(NSDirectionalEdgeInsets()) }
            return wrap(NSDirectionalEdgeInsets(top: try n("top"), leading: try n("leading"), bottom: try n("bottom"), trailing: try n("trailing")))
        case "CGAffineTransform":
            if args.isEmpty { return wrap(CGAffineTransform.identity) }
            if has("scaleX") { return wrap(CGAffineTransform(a: try n("scaleX"), d: try n("y"))) }
            if has("translationX") { return wrap(CGAffineTransform(tx: try n("translationX"), ty: try n("y"))) }
            if has("rotationAngle") { return wrap(rotation(try n("rotationAngle"))) }
            if has("a") {
                return wrap(CGAffineTransform(a: try n("a"), b: try n("b"), c: try n("c"), d: try n("d"), tx: try n("tx"), ty: try n("ty")))
            }
            // `CGAffineTransform(a, b, c, d, tx, ty)`: the components unlabelled, in that order.
            if args.count == 6, args.allSatisfy({ $0.label == nil }) {
                let m = try args.map { try site.number($0.value, "CGAffineTransform(_:_:_:_:_:_:)") }
                return wrap(CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]))
            }
            return nil
        default:
            return nil
        }
    }

    static func staticMember(_ type: String, _ name: String) -> SwiftValue? {
        switch (type, name) {
        case ("CGSize", "zero"): return wrap(CGSize.zero)
        case ("CGPoint", "zero"): return wrap(CGPoint.zero)
        case ("CGRect", "zero"): return wrap(CGRect.zero)
        case ("CGVector", "zero"): return wrap(CGVector(dx: 0, dy: 0))
        case ("UIEdgeInsets", "zero"): return wrap(UIEdgeInsets())
        case ("NSDirectionalEdgeInsets", "zero"): return wrap(NSDirectionalEdgeInsets())
        case ("CGAffineTransform", "identity"): return wrap(CGAffineTransform.identity)
        default: return nil
        }
    }

    static func property(_ x: Any, _ name: String) -> SwiftValue? {
        func d(_ v: CGFloat) -> SwiftValue { .double(Double(v)) }
        switch x {
        case let s as CGSize:
            switch name {
            case "width": return d(s.width)
            case "height": return d(s.height)
            default: return nil
            }
        case let p as CGPoint:
            switch name {
            case "x": return d(p.x)
            case "y": return d(p.y)
            default: return nil
            }
        case let r as CGRect:
            switch name {
            case "origin": return wrap(r.origin)
            case "size": return wrap(r.size)
            case "width": return d(r.width)
            case "height": return d(r.height)
            case "minX": return d(r.minX)
            case "midX": return d(r.midX)
            case "maxX": return d(r.maxX)
            case "minY": return d(r.minY)
            case "midY": return d(r.midY)
            case "maxY": return d(r.maxY)
            case "isEmpty": return .bool(r.isEmpty)
            case "standardized": return wrap(r.standardized)
            case "integral": return wrap(r.integral)
            default: return nil
            }
        case let v as CGVector:
            switch name {
            case "dx": return .double(v.dx)
            case "dy": return .double(v.dy)
            default: return nil
            }
        case let i as UIEdgeInsets:
            switch name {
            case "top": return .double(i.top)
            case "left": return .double(i.left)
            case "bottom": return .double(i.bottom)
            case "right": return .double(i.right)
            default: return nil
            }
        case let i as NSDirectionalEdgeInsets:
            switch name {
            case "top": return .double(i.top)
            case "leading": return .double(i.leading)
            case "bottom": return .double(i.bottom)
            case "trailing": return .double(i.trailing)
            default: return nil
            }
        case let t as CGAffineTransform:
            switch name {
            case "a": return .double(t.a)
            case "b": return .double(t.b)
            case "c": return .double(t.c)
            case "d": return .double(t.d)
            case "tx": return .double(t.tx)
            case "ty": return .double(t.ty)
            case "isIdentity": return .bool(t == .identity)
            default: return nil
            }
        default:
            return nil
        }
    }

    static func method(_ x: Any, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        func n(_ label: String?) throws -> Double { try site.number(site.argument(args, label), "\(name)(\(label ?? "_"):)") }
        switch (x, name) {
        case (let r as CGRect, "insetBy"): return wrap(r.insetBy(dx: try n("dx"), dy: try n("dy")))
        // `rect.inset(by: UIEdgeInsets(…))`: each edge moved in by its inset (UIKit's
        // `UIEdgeInsetsInsetRect`), a negative inset moving it out.
        case (let r as CGRect, "inset"):
            guard case .native(let o)? = site.argument(args, "by")?.unwrapped, let i = o.base as? UIEdgeInsets else {
                throw site.fail("CGRect.inset(by:) needs a UIEdgeInsets")
            }
            return wrap(CGRect(x: r.minX + i.left, y: r.minY + i.top, width: r.width - i.left - i.right, height: r.height - i.top - i.bottom))
        case (let r as CGRect, "offsetBy"): return wrap(r.offsetBy(dx: try n("dx"), dy: try n("dy")))
        case (let r as CGRect, "contains"):
            let v = site.argument(args, nil)
            if case .native(let o)? = v?.unwrapped, let p = o.base as? CGPoint { return .bool(r.contains(p)) }
            return .bool(r.contains(try rect(v, site)))
        case (let r as CGRect, "intersects"): return .bool(r.intersects(try rect(site.argument(args, nil), site)))
        case (let r as CGRect, "union"): return wrap(r.union(try rect(site.argument(args, nil), site)))
        case (let r as CGRect, "intersection"): return wrap(r.intersection(try rect(site.argument(args, nil), site)))
        case (let p as CGPoint, "applying"):
            let q = try transform(site.argument(args, nil), site).apply(x: Double(p.x), y: Double(p.y))
            return wrap(CGPoint(x: q.x, y: q.y))
        case (let s as CGSize, "applying"):
            let t = try transform(site.argument(args, nil), site)
            return wrap(CGSize(width: t.a * Double(s.width) + t.c * Double(s.height), height: t.b * Double(s.width) + t.d * Double(s.height)))
        case (let t as CGAffineTransform, "scaledBy"): return wrap(CGAffineTransform(a: try n("x"), d: try n("y")).concatenating(t))
        case (let t as CGAffineTransform, "translatedBy"): return wrap(CGAffineTransform(tx: try n("x"), ty: try n("y")).concatenating(t))
        case (let t as CGAffineTransform, "rotated"): return wrap(rotation(try n("by")).concatenating(t))
        case (let t as CGAffineTransform, "concatenating"): return wrap(t.concatenating(try transform(site.argument(args, nil), site)))
        default: return nil
        }
    }

    /// `size.width = 3`, `rect.origin = …`, `insets.top = 8`: the changed value (written back).
    static func setProperty(_ x: Any, _ name: String, _ value: SwiftValue, _ site: FoundationSite) throws -> SwiftValue? {
        func n() throws -> Double { try site.number(value, name) }
        switch x {
        case var s as CGSize:
            switch name {
            case "width": s.width = CGFloat(try n())
            case "height": s.height = CGFloat(try n())
            default: return nil
            }
            return wrap(s)
        case var p as CGPoint:
            switch name {
            case "x": p.x = CGFloat(try n())
            case "y": p.y = CGFloat(try n())
            default: return nil
            }
            return wrap(p)
        case var r as CGRect:
            switch name {
            case "origin": r.origin = try point(value, site)
            case "size": r.size = try size(value, site)
            default: return nil
            }
            return wrap(r)
        case var v as CGVector:
            switch name {
            case "dx": v.dx = try n()
            case "dy": v.dy = try n()
            default: return nil
            }
            return wrap(v)
        case var i as UIEdgeInsets:
            switch name {
            case "top": i.top = try n()
            case "left": i.left = try n()
            case "bottom": i.bottom = try n()
            case "right": i.right = try n()
            default: return nil
            }
            return wrap(i)
        case var i as NSDirectionalEdgeInsets:
            switch name {
            case "top": i.top = try n()
            case "leading": i.leading = try n()
            case "bottom": i.bottom = try n()
            case "trailing": i.trailing = try n()
            default: return nil
            }
            return wrap(i)
        case var t as CGAffineTransform:
            switch name {
            case "a": t.a = try n()
            case "b": t.b = try n()
            case "c": t.c = try n()
            case "d": t.d = try n()
            case "tx": t.tx = try n()
            case "ty": t.ty = try n()
            default: return nil
            }
            return wrap(t)
        default:
            return nil
        }
    }

    static func rotation(_ angle: Double) -> CGAffineTransform {
        CGAffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle))
    }

    static func wrap<T: Hashable>(_ x: T) -> SwiftValue { .native(AnyHashable(x)) }

    /// A value of one of these types, or `.zero` / `.identity` where it is expected.
    static func value<T>(_ v: SwiftValue?, _ type: T.Type, _ typeName: String, _ site: FoundationSite) throws -> T {
        // `.mid(rect)` where a CGPoint is expected: the sources' `extension CGPoint { static func mid }`.
        var v = v
        if let written = v?.unwrapped, case .implicitMember = written {
            v = try site.evaluator.resolvingImplicitMember(written, as: typeName, at: site.node, site.file)
        }
        switch v?.unwrapped {
        case .native(let n)?:
            if let x = n.base as? T { return x }
        case .implicitMember(let name, nil)?, .symbol(let name)?:
            if case .native(let n)? = staticMember(typeName, name), let x = n.base as? T { return x }
        case .implicitMember(let name, let args?)? where name == "init":
            if case .native(let n)? = try construct(typeName, args, site), let x = n.base as? T { return x }
        default:
            break
        }
        throw site.fail("expected a \(typeName), found \(v?.kindName ?? "nothing")")
    }

    static func point(_ v: SwiftValue?, _ site: FoundationSite) throws -> CGPoint { try value(v, CGPoint.self, "CGPoint", site) }
    static func size(_ v: SwiftValue?, _ site: FoundationSite) throws -> CGSize { try value(v, CGSize.self, "CGSize", site) }
    static func rect(_ v: SwiftValue?, _ site: FoundationSite) throws -> CGRect { try value(v, CGRect.self, "CGRect", site) }
    static func transform(_ v: SwiftValue?, _ site: FoundationSite) throws -> CGAffineTransform {
        try value(v, CGAffineTransform.self, "CGAffineTransform", site)
    }
}
