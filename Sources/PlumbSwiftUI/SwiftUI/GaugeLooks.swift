import PlumbModel

/// `Gauge` in the style in effect, with Plumb's measurements (not yet checked against an iOS
/// reference; see the README's chrome table):
/// - `.automatic`/`.linearCapacity`: the label and the current value label on a row, a 4 pt
///   capsule bar (`systemFill`, the value's fraction in the tint), the minimum and maximum value
///   labels below in `.caption` `secondaryLabel`, 4 pt apart;
/// - `.accessoryLinear`/`.accessoryLinearCapacity`: the bar alone (a marker dot instead of the
///   fill for `.accessoryLinear`);
/// - `.accessoryCircularCapacity`: a ring (6 pt wide) 58 pt across, in the tint at 30 %,
///   filled clockwise from the top for the fraction, the current value label (else the label)
///   in the middle;
/// - `.accessoryCircular`: an open ring of 270° (the gap at the bottom, round ends), all in the
///   tint, the value a dot as wide as the stroke in a hole 1.5 pt clear of it; the current value
///   label in the middle, the minimum and maximum value labels (10 pt) inside the gap against
///   the ring's ends, the label at its middle.
enum GaugeLooks {
    static let ringWidth = 6.0
    /// The accessory circular gauges' ring box, measured on iOS references (Home Assistant's
    /// circular complications: a 58 pt ring centred in a 100 pt frame at 3×).
    static let ringSide = 58.0
    /// The clearance around `.accessoryCircular`'s value dot, and how far its minimum and
    /// maximum labels' lines sit above the ring box's bottom (the same references: the dot 6 pt
    /// wide in a 9 pt hole; the labels' baselines 51.7 pt down the box).
    static let markerClearance = 1.5
    static let labelLift = 3.9
    static let styles: Set<String> = ["automatic", "linearCapacity", "accessoryLinear", "accessoryLinearCapacity",
                                      "accessoryCircular", "accessoryCircularCapacity", "circular"]

    static func gauge(fraction f: Double, label: ViewDescription?, currentValue: ViewDescription?, minimum: ViewDescription?,
                      maximum: ViewDescription?, style: String, _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        let tint = env.tintOrAccent
        switch style {
        case "accessoryCircularCapacity":
            return ring(fraction: f, open: false, tint: tint, centre: currentValue ?? label, minimum: nil, maximum: nil, bottom: nil, at: loc)
        case "accessoryCircular", "circular":
            return ring(fraction: f, open: true, tint: tint, centre: currentValue, minimum: minimum, maximum: maximum, bottom: label, at: loc)
        case "accessoryLinear", "accessoryLinearCapacity":
            return bar(fraction: f, marker: style == "accessoryLinear", tint: tint, env, at: loc)
        default:
            var rows: [ViewDescription] = []
            let top = [label, currentValue].compactMap { $0 }
            if !top.isEmpty { rows.append(.row(top.count == 2 ? [top[0], .spacer(at: loc), top[1]] : top, at: loc)) }
            rows.append(bar(fraction: f, marker: false, tint: tint, env, at: loc))
            if minimum != nil || maximum != nil {
                let small = [minimum ?? .empty(at: loc), .spacer(at: loc), maximum ?? .empty(at: loc)]
                rows.append(.row(small, at: loc).modified(.modifier(.font(ResolvedFont(size: 12)), token: nil))
                    .modified(.modifier(.foregroundColor(.solid(SystemColors.color("secondaryLabel", env.colorScheme)!)), token: nil)))
            }
            return ViewDescription(.stack(.vertical, spacing: 4, alignment: .horizontal(.leading), children: rows), name: "Gauge", location: loc)
        }
    }

    private static func bar(fraction f: Double, marker: Bool, tint: Paint, _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        let percent = f * 100
        let track = ViewDescription.shape(.capsule(.circular), at: loc).fill(.solid(SystemColors.color("systemFill", env.colorScheme)!)).framed { $0.height = 4 }
        var layers = [track]
        if marker {
            // A 6 pt dot whose centre is at the fraction of the bar.
            let dot = ViewDescription.shape(.circle, at: loc).fill(tint).framed { $0.width = 6; $0.height = 6 }
                .modified(.modifier(.alignmentGuide(AlignmentGuide(guide: .trailing, offset: -3)), token: nil))
            layers.append(.shape(.rectangle, at: loc).fill(.solid(RGBA(r: 0, g: 0, b: 0, a: 0)))
                .framed { $0.height = 6; $0.relative["width"] = RelativeLength(percent: percent, base: .proposal) }
                .modified(.overlay(dot, alignment: Alignment(horizontal: .trailing, vertical: .center))))
        } else {
            layers.append(.shape(.capsule(.circular), at: loc).fill(tint).framed { $0.height = 4; $0.relative["width"] = RelativeLength(percent: percent, base: .proposal) })
        }
        return ViewDescription(.zstack(Alignment(horizontal: .leading, vertical: .center), children: layers), name: "Gauge", location: loc)
            .framed { $0.maxWidth = .infinity }
    }

    /// A ring 58 pt across: closed, in the tint at 30 % and filled from the top (capacity); or
    /// open at the bottom over 270°, all in the tint, the value a dot of the stroke's width cut
    /// 1.5 pt clear of the ring around it (as iOS draws `.accessoryCircular`), the minimum and
    /// maximum labels inside the gap, each against the end of the ring on its side.
    private static func ring(fraction f: Double, open: Bool, tint: Paint, centre: ViewDescription?, minimum: ViewDescription?,
                             maximum: ViewDescription?, bottom: ViewDescription?, at loc: SourceLocation) -> ViewDescription {
        let span = open ? 0.75 : 1.0
        // A 6 pt stroke inside the ring's square (`strokeBorder`).
        func arc(_ to: Double, _ paint: Paint) -> ViewDescription {
            .shape(.circle, at: loc).modified(.modifier(.trim(from: 0, to: to), token: nil))
                .modified(.modifier(.strokeBorder(paint, lineWidth: ringWidth, options: open ? StrokeOptions(cap: .round) : nil), token: nil))
                // The path starts at 3 o'clock; open rings start at 135°, closed ones at the top.
                .modified(.modifier(.rotationEffect(degrees: open ? 135 : -90, anchor: UnitPoint.named["center"]!), token: nil))
        }
        var layers: [ViewDescription]
        if open {
            // The marker at the top of a square layer turned to the value's angle (from 12
            // o'clock: −135° at the start, +135° at the end): a clearance punched out of the
            // ring, then the dot.
            func dot(_ side: Double, _ paint: Paint, _ punch: Bool) -> ViewDescription {
                var d = ViewDescription.shape(.circle, at: loc).fill(paint).framed { $0.width = side; $0.height = side }
                    .modified(.modifier(.padding(EdgeInsets(top: (ringWidth - side) / 2, leading: 0, bottom: 0, trailing: 0)), token: nil))
                if punch { d = d.modified(.modifier(.blendMode(.destinationOut), token: nil)) }
                return d
            }
            let marker = ViewDescription(.zstack(Alignment(horizontal: .center, vertical: .top), children: [
                .shape(.rectangle, at: loc).fill(.solid(RGBA(r: 0, g: 0, b: 0, a: 0))),
                dot(ringWidth + 2 * markerClearance, .solid(RGBA(r: 0, g: 0, b: 0, a: 1)), true), dot(ringWidth, tint, false),
            ]), name: "Marker", location: loc)
                .modified(.modifier(.rotationEffect(degrees: -135 + 270 * f, anchor: UnitPoint.named["center"]!), token: nil))
            // One layer (SwiftUI's compositing group): the clearance cuts the ring, not what is behind it.
            layers = [ViewDescription(.zstack(.center, children: [arc(span, tint), marker]), name: "Ring", location: loc)
                .modified(.modifier(.opacity(1), token: nil))]
        } else {
            layers = [arc(span, tint.withOpacity(0.3)), arc(span * f, tint)]
        }
        var gauge = ViewDescription(.zstack(.center, children: layers + [centre].compactMap { $0 }), name: "Gauge", location: loc)
            .modified(.modifier(.aspectRatio(AspectRatio(ratio: 1, contentMode: .fit)), token: nil))
        let small = ResolvedFont(size: 10)
        // The open ring's ends: the centre line's points at ±135°, from the ring box's sides.
        let inset = ringSide / 2 - (ringSide / 2 - ringWidth / 2) * 0.5.squareRoot()
        func label(_ v: ViewDescription, _ edges: EdgeInsets) -> ViewDescription {
            v.modified(.modifier(.font(small), token: nil)).modified(.modifier(.padding(edges), token: nil))
        }
        if let minimum {
            gauge = gauge.modified(.overlay(label(minimum, EdgeInsets(top: 0, leading: inset, bottom: labelLift, trailing: 0)),
                                            alignment: Alignment(horizontal: .leading, vertical: .bottom)))
        }
        if let maximum {
            gauge = gauge.modified(.overlay(label(maximum, EdgeInsets(top: 0, leading: 0, bottom: labelLift, trailing: inset)),
                                            alignment: Alignment(horizontal: .trailing, vertical: .bottom)))
        }
        if let bottom {
            gauge = gauge.modified(.overlay(bottom.modified(.modifier(.font(small), token: nil)), alignment: Alignment(horizontal: .center, vertical: .bottom)))
        }
        // The accessory styles draw the ring at one size, whatever the room: 58 pt.
        return gauge.framed { $0.width = ringSide; $0.height = ringSide }
    }
}
