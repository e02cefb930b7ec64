import Foundation

/// Hand-composed names: aliases (`gear`, `chevron.forward`), marks in enclosures other than a
/// circle or square (`checkmark.seal`, `exclamationmark.bubble`, `checkmark.icloud.fill`),
/// badges (`person.badge.plus`, `bell.badge`) and a few pairs of objects.
extension IconCatalog {
    /// A 24-point seal around (60, 60): points alternate between radius 54 and 46.
    static let sealPath: String = {
        let points = (0..<24).map { k -> String in
            let a = Double(k) * Double.pi / 12 - Double.pi / 2, r = k % 2 == 0 ? 52.0 : 45
            return "\(n(60 + r * cos(a))) \(n(60 + r * sin(a)))"
        }
        return "M" + points.joined(separator: " L") + " Z"
    }()
    static let shieldPath = "M60 8 L104 24 L104 56 C104 84 86 102 60 112 C34 102 16 84 16 56 L16 24 Z"
    static let octagonPath = "M40 10 L80 10 L110 40 L110 80 L80 110 L40 110 L10 80 L10 40 Z"
    static let trianglePath = "M62 8 L116 102 L8 102 Z"

    static func glyph(_ name: String) -> Glyph { glyphs[name]! }
    static func drawn(_ name: String) -> Icon { let g = glyph(name); return Icon(width: g.width, height: g.height, elements: outlined(g)) }

    static let extras: [String: Icon] = {
        let c = composedIcons()
        var e: [String: Icon] = [:]
        // Aliases: SF Symbols' forward/back names and near-identical drawings.
        e["gear"] = original["gearshape"]
        e["chevron.forward"] = original["chevron.right"]
        e["chevron.backward"] = original["chevron.left"]
        e["arrow.forward"] = original["arrow.right"]
        e["arrow.backward"] = original["arrow.left"]
        e["person.crop.circle"] = c["person.circle"]
        e["person.crop.circle.fill"] = c["person.circle.fill"]
        e["pencil.tip.crop.circle"] = c["pencil.tip.circle"]
        e["arrow.triangle.2.circlepath"] = c["arrow.circlepath"]
        e["character"] = Icon(width: 90, height: 110, elements: [s("M10 100 L45 10 L80 100 M24 66 L66 66")])
        e["circle.lefthalf.filled"] = Icon(width: 120, height: 120, elements: [s(ring), f("M60 10 A50 50 0 0 0 60 110 Z")])

        // Enclosures with their own shapes.
        let shapes: [(String, String, Double, Double, Double, Double, Double)] = [
            ("seal", sealPath, 120, 120, 60, 60, 48), ("shield", shieldPath, 120, 120, 60, 58, 46),
            ("octagon", octagonPath, 120, 120, 60, 60, 52), ("bubble", bubblePath, 120, 110, 60, 50, 46),
            ("icloud", cloudPath, 140, 100, 70, 60, 40),
        ]
        for (shape, path, w, h, cx, cy, size) in shapes {
            if shape != "bubble" && shape != "icloud" {
                e[shape] = Icon(width: w, height: h, elements: [s(path)])
                e[shape + ".fill"] = Icon(width: w, height: h, elements: [f(path), s(path)])
            }
            for mark in ["checkmark", "xmark", "exclamationmark", "plus", "ellipsis", "quote.opening", "text", "captions"] {
                let name = mark == "quote.opening" ? "quote" : mark
                if shape != "bubble" && ["quote", "text", "captions", "ellipsis"].contains(name) { continue }
                for filled in [false, true] {
                    e["\(name).\(shape)" + (filled ? ".fill" : "")] = enclosed(glyph(mark), in: path, filled: filled, width: w, height: h, cx: cx, cy: cy, size: size)
                }
            }
        }
        e["triangle"] = Icon(width: 125, height: 110, elements: [s(trianglePath)])
        e["triangle.fill"] = Icon(width: 125, height: 110, elements: [f(trianglePath), s(trianglePath)])
        e["exclamationmark.triangle"] = enclosed(glyph("exclamationmark"), in: trianglePath, filled: false, width: 125, height: 110, cx: 62, cy: 68, size: 44)
        for filled in [false, true] {
            let suffix = filled ? ".fill" : ""
            e["play.rectangle" + suffix] = enclosed(glyph("play"), in: rr(10, 12, 120, 76, 14), filled: filled, width: 140, height: 100, cx: 70, cy: 50, size: 44)
        }

        // Badges.
        let badges: [(String, Icon?, String?)] = [
            ("person.badge.plus", drawn("person"), "plus"), ("person.badge.minus", drawn("person"), "minus"),
            ("person.fill.badge.plus", original["person.fill"], "plus"), ("person.fill.badge.minus", original["person.fill"], "minus"),
            ("person.crop.circle.badge.xmark", c["person.circle"], "xmark"), ("person.crop.circle.badge.plus", c["person.circle"], "plus"),
            ("person.crop.circle.badge.checkmark", c["person.circle"], "checkmark"), ("person.crop.circle.badge.exclamationmark", c["person.circle"], "exclamationmark"),
            ("person.crop.circle.badge.moon", c["person.circle"], "moon"), ("person.crop.circle.badge.xmark.fill", c["person.circle.fill"], "xmark"),
            ("video.badge.plus", drawn("video"), "plus"), ("photo.badge.plus", drawn("photo"), "plus"), ("folder.badge.plus", drawn("folder"), "plus"),
            ("text.badge.plus", drawn("text"), "plus"), ("text.badge.minus", drawn("text"), "minus"), ("text.badge.xmark", drawn("text"), "xmark"),
            ("text.badge.checkmark", drawn("text"), "checkmark"), ("text.badge.star", drawn("text"), "star"),
            ("externaldrive.fill.badge.minus", c["externaldrive.fill"], "minus"), ("externaldrive.badge.plus", drawn("externaldrive"), "plus"),
        ]
        for (name, base, mark) in badges {
            if let base { e[name] = badged(base, mark.map(glyph)) }
        }
        e["bell.badge"] = badged(original["bell"]!, nil, top: true)
        e["bell.badge.fill"] = c["bell.fill"].map { badged($0, nil, top: true) }

        // Pairs.
        e["lock.rotation"] = Icon(width: 120, height: 120, elements: fit(outlined(glyph("arrow.circlepath")), width: 120, height: 110, size: 110, cx: 60, cy: 60)
            + fit(outlined(glyph("lock")), width: 90, height: 120, size: 46, cx: 60, cy: 60))
        e["photo.on.rectangle.angled"] = Icon(width: 140, height: 120, elements: [s("M20 30 L20 20 Q20 10 30 10 L120 10 Q130 10 130 20 L130 78 Q130 88 120 88 L118 88")]
            + [kf(rr(4, 32, 118, 86, 14))] + fit(outlined(glyph("photo")), width: 130, height: 105, size: 104, cx: 62, cy: 73))
        e["macbook.and.iphone"] = Icon(width: 150, height: 100, elements: outlined(glyph("laptopcomputer")) + [kf(rr(98, 28, 50, 72, 10))]
            + fit(outlined(glyph("iphone")), width: 70, height: 120, size: 60, cx: 124, cy: 66))
        e["platter.filled.bottom.iphone"] = Icon(width: 70, height: 120, elements: outlined(glyph("iphone")) + [f("M10 84 L60 84 L60 104 Q60 114 50 114 L20 114 Q10 114 10 104 Z")])
        e["badge.plus.radiowaves.right"] = Icon(width: 150, height: 110, elements: fit(c["plus.circle"]!.elements, width: 120, height: 120, size: 84, cx: 48, cy: 55)
            + [s("M102 30 C114 42 114 68 102 80 M120 16 C140 36 140 74 120 94")])
        return e
    }()
}
