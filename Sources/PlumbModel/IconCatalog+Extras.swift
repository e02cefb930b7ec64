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
    /// The warning sign's triangle and mark (`exclamationmark.triangle`, `.fill`), measured on
    /// iOS 26 (RSSReader's error state, 48 pt regular, 3× pixels): ink 102.8 × 93.1 units,
    /// its top 10 units below the 110-unit box's, the stem 35.7–70.4 and the dot 75.7–86.1
    /// units down. The path runs through the stroke's centre (8.5 units at regular).
    static let warningTrianglePath = "M62.5 14.25 L109.65 98.75 L15.35 98.75 Z"
    static let warningStem = "M62.5 40 L62.5 66.2"
    static let warningDot = circle(62.5, 80.9, 5.2)

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
        // `house`, the outline of `house.fill` (a tab item's usual symbol).
        e["house"] = Icon(width: 130, height: 110, elements: [s("M10 56 L65 10 L120 56 M22 46 L22 102 L52 102 L52 72 L78 72 L78 102 L108 102 L108 46")])
        e["triangle"] = Icon(width: 125, height: 110, elements: [s(trianglePath)])
        e["triangle.fill"] = Icon(width: 125, height: 110, elements: [f(trianglePath), s(trianglePath)])
        e["exclamationmark.triangle"] = Icon(width: 125, height: 110, elements: [s(warningTrianglePath), s(warningStem), f(warningDot)])
        e["exclamationmark.triangle.fill"] = Icon(width: 125, height: 110, elements: [f(warningTrianglePath), s(warningTrianglePath),
                                                                                      ks(warningStem), kf(warningDot)])
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
        // Met in the measured repositories (README's table).
        let teeth = "M60 6 L60 20 M60 100 L60 114 M6 60 L20 60 M100 60 L114 60 M22 22 L32 32 M88 88 L98 98 M22 98 L32 88 M88 32 L98 22"
        e["gearshape.fill"] = Icon(width: 120, height: 120, elements: [f(circle(60, 60, 42)), s(teeth), kf(circle(60, 60, 14))])
        let pips = [circle(36, 36, 9), circle(60, 60, 9), circle(84, 84, 9)]
        e["dice"] = Icon(width: 120, height: 120, elements: [s(rr(10, 10, 100, 100, 22))] + pips.map(f))
        e["dice.fill"] = Icon(width: 120, height: 120, elements: [f(rr(8, 8, 104, 104, 24))] + pips.map(kf))
        let shaft = "M54 45 L122 45 M102 45 L102 66 M116 45 L116 60"
        e["key"] = Icon(width: 130, height: 90, elements: [s(circle(32, 45, 22)), s(shaft)])
        e["key.fill"] = Icon(width: 130, height: 90, elements: [f(circle(32, 45, 24)), kf(circle(24, 45, 7)), s(shaft)])
        let moon = "M58 8 C30 10 10 32 10 58 C10 84 32 104 58 104 C78 104 94 94 102 78 C66 84 38 56 58 8 Z"
        let star = "M92 6 L96 18 L108 22 L96 26 L92 38 L88 26 L76 22 L88 18 Z"
        e["moon.stars"] = Icon(width: 110, height: 110, elements: [s(moon), s(star)])
        e["moon.stars.fill"] = Icon(width: 110, height: 110, elements: [f(moon), f(star)])
        let thumbUp = "M34 50 L52 14 C56 8 66 10 66 20 L62 44 L96 44 C104 44 108 52 106 58 L96 98 C94 104 90 106 84 106 L34 106 Z M10 50 L26 50 L26 106 L10 106 Z"
        let thumbDown = "M34 66 L52 102 C56 108 66 106 66 96 L62 72 L96 72 C104 72 108 64 106 58 L96 18 C94 12 90 10 84 10 L34 10 Z M10 66 L26 66 L26 10 L10 10 Z"
        e["hand.thumbsup"] = Icon(width: 116, height: 116, elements: [s(thumbUp)])
        e["hand.thumbsup.fill"] = Icon(width: 116, height: 116, elements: [f(thumbUp)])
        e["hand.thumbsdown"] = Icon(width: 116, height: 116, elements: [s(thumbDown)])
        e["hand.thumbsdown.fill"] = Icon(width: 116, height: 116, elements: [f(thumbDown)])
        e["rectangle.portrait.and.arrow.right"] = Icon(width: 125, height: 120, elements: [
            s("M70 32 L70 18 Q70 10 62 10 L18 10 Q10 10 10 18 L10 102 Q10 110 18 110 L62 110 Q70 110 70 102 L70 88"),
            s("M44 60 L116 60 M94 38 L116 60 L94 82"),
        ])
        for (level, width) in [("100", 80.0), ("75", 60.0), ("50", 40.0), ("25", 20.0), ("0", 0.0)] {
            e["battery.\(level)"] = Icon(width: 126, height: 100, elements: [s(rr(8, 20, 100, 60, 14)), f(rr(114, 40, 8, 20, 3))]
                + (width > 0 ? [f(rr(18, 30, width, 40, 6))] : []))
        }
        e["repeat"] = Icon(width: 120, height: 120, elements: [
            s("M20 52 L20 40 Q20 28 32 28 L98 28 M84 14 L98 28 L84 42 M100 68 L100 80 Q100 92 88 92 L22 92 M36 78 L22 92 L36 106"),
        ])
        e["scope"] = Icon(width: 120, height: 120, elements: [s(circle(60, 60, 40)), s("M60 6 L60 34 M60 86 L60 114 M6 60 L34 60 M86 60 L114 60"), f(circle(60, 60, 6))])
        e["trash.fill"] = Icon(width: 105, height: 120, elements: [f("M20 26 L26 110 L79 110 L85 26 Z"), s("M10 26 L95 26 M38 26 L38 12 L67 12 L67 26")])
        e["badge.plus.radiowaves.right"] = Icon(width: 150, height: 110, elements: fit(c["plus.circle"]!.elements, width: 120, height: 120, size: 84, cx: 48, cy: 55)
            + [s("M102 30 C114 42 114 68 102 80 M120 16 C140 36 140 74 120 94")])
        return e.merging(moreExtras(c, e)) { a, _ in a }
    }()

    /// More combinations met in public design systems: a mark in a shield or a dotted ring,
    /// badges, objects in front of others, rectangles partly filled.
    static func moreExtras(_ c: [String: Icon], _ earlier: [String: Icon]) -> [String: Icon] {
        var e: [String: Icon] = [:]
        // Aliases: other names of drawings the catalog has.
        for suffix in ["", ".circle", ".circle.fill"] { e["arrow.2.circlepath" + suffix] = c["arrow.circlepath" + suffix] }
        for (alias, name) in [("thermometer", "thermometer.medium"), ("checklist", "checklist.checked")] { e[alias] = c[name] }
        // Met in measured repositories' views (ferrostar's controls, RSSReader's tabs and debug
        // view, home-assistant's About screen), drawn from glyphs the catalog has.
        let waves = "M76 38 C84 46 84 64 76 72 M92 24 C108 40 108 70 92 86"
        e["speaker.wave.2.fill"] = Icon(width: 115, height: 110, elements: filled(glyph("speaker")) + [s(waves)])
        e["speaker.wave.2"] = Icon(width: 115, height: 110, elements: outlined(glyph("speaker")) + [s(waves)])
        e["speaker.2.fill"] = e["speaker.wave.2.fill"]
        let northPointer = "M50 10 L88 100 L50 80 L12 100 Z"
        e["location.north.fill"] = Icon(width: 100, height: 110, elements: [f(northPointer), s(northPointer)])
        e["location.north"] = Icon(width: 100, height: 110, elements: [s(northPointer)])
        for filled in [false, true] {
            e["list.bullet.rectangle" + (filled ? ".fill" : "")] = enclosed(glyph("list.bullet"), in: rr(8, 10, 134, 100, 16), filled: filled,
                                                                            width: 150, height: 120, cx: 75, cy: 60, size: 70)
        }
        e["iphone.and.arrow.forward"] = Icon(width: 150, height: 120, elements: outlined(glyph("iphone")) + [s("M84 60 L140 60 M118 38 L140 60 L118 82")])
        // The straight stack: the catalog's `photo.on.rectangle.angled` is drawn unturned.
        e["photo.on.rectangle"] = earlier["photo.on.rectangle.angled"]

        for filled in [false, true] {
            let suffix = filled ? ".fill" : ""
            e["lock.shield" + suffix] = enclosed(glyph("lock"), in: shieldPath, filled: filled, width: 120, height: 120, cx: 60, cy: 60, size: 46)
            // A square in front of two edges of the squares behind it.
            e["lock.square.stack" + suffix] = Icon(width: 110, height: 120, elements: enclosed(glyph("lock"), in: rr(10, 34, 90, 78, 16), filled: filled,
                                                                                               width: 110, height: 120, cx: 55, cy: 73, size: 46).elements
                + [s("M24 22 L86 22 M38 10 L72 10")])
        }
        // A dotted ring (twenty dots) around an arrow.
        let dots = (0..<20).map { k -> Element in
            let a = Double(k) * Double.pi / 10
            return f(circle(60 + 50 * cos(a), 60 + 50 * sin(a), 4.5))
        }
        e["arrow.right.circle.dotted"] = Icon(width: 120, height: 120, elements: dots + fit(outlined(glyph("arrow.right")), width: 110, height: 90, size: 56, cx: 60, cy: 60))

        // Badges.
        e["envelope.badge"] = badged(drawn("envelope"), nil, top: true)
        e["envelope.badge.fill"] = c["envelope.fill"].map { badged($0, nil, top: true) }
        e["app.badge"] = badged(drawn("app"), nil, top: true)
        e["app.badge.fill"] = c["app.fill"].map { badged($0, nil, top: true) }
        e["square.badge.plus"] = badged(c["square"]!, glyph("plus"))
        e["square.badge.plus.fill"] = c["square.fill"].map { badged($0, glyph("plus")) }
        e["widget.extralarge.badge.plus"] = badged(drawn("widget.extralarge"), glyph("plus"))
        // A warning triangle in the bottom-right corner, a band of background cut round it.
        let warning = "M104 70 L128 112 L80 112 Z"
        e["square.and.arrow.up.trianglebadge.exclamationmark"] = Icon(width: 132, height: 125, elements: drawn("square.and.arrow.up").elements
            + [kf("M104 52 L142 122 L66 122 Z"), s(warning), s("M104 84 L104 96"), f(circle(104, 104, 3.5))])

        // Objects in front of others: the one behind is cut away around the one in front.
        let menu = rr(10, 8, 90, 70, 10)
        let pointer = place(cursorPath, scale: 1, dx: 84, dy: 56)
        e["contextualmenu.and.cursorarrow"] = Icon(width: 130, height: 120, elements: [s(menu), s("M24 28 L86 28 M24 44 L86 44 M24 60 L66 60"), ks(pointer), f(pointer)])
        let front = rr(10, 38, 100, 72, 12), back = rr(30, 10, 100, 72, 12), gap = rr(0, 28, 120, 92, 20)
        e["rectangle.on.rectangle"] = Icon(width: 140, height: 120, elements: [s(back), kf(gap), s(front)])
        e["rectangle.fill.on.rectangle.fill"] = Icon(width: 140, height: 120, elements: [f(back), s(back), kf(gap), f(front), s(front)])

        // Rectangles partly filled.
        let rect = rectanglePath
        e["rectangle.bottomhalf.filled"] = Icon(width: 140, height: 100, elements: [s(rect), f("M10 50 L130 50 L130 74 Q130 88 116 88 L24 88 Q10 88 10 74 Z")])
        e["rectangle.inset.filled"] = Icon(width: 140, height: 100, elements: [s(rect), f(rr(26, 28, 88, 44, 6))])
        e["rectangle.bottomthird.inset.filled"] = Icon(width: 140, height: 100, elements: [s(rect), f(rr(26, 58, 88, 16, 5))])
        e["inset.filled.bottomthird.rectangle"] = e["rectangle.bottomthird.inset.filled"]
        return e
    }
}
