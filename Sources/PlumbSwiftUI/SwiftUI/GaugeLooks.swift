import PlumbModel

/// `Gauge` in the style in effect, with Plumb's measurements (not yet checked against an iOS
/// reference; see the README's chrome table):
/// - `.automatic`/`.linearCapacity`: the label and the current value label on a row, a 4 pt
///   capsule bar (`systemFill`, the value's fraction in the tint), the minimum and maximum value
///   labels below in `.caption` `secondaryLabel`, 4 pt apart;
/// - `.accessoryLinear`/`.accessoryLinearCapacity`: the bar alone (a marker dot instead of the
///   fill for `.accessoryLinear`);
/// - `.accessoryCircularCapacity`: a ring (6 pt wide) filling the largest square offered, in the tint at 30 %,
///   filled clockwise from the top for the fraction, the current value label (else the label)
///   in the middle;
/// - `.accessoryCircular`: an open ring of 270° (the gap at the bottom) in the tint at 30 %, the
///   part up to the value in the tint, a white marker as wide as the stroke at the value; the
///   current value label in the middle, the minimum and maximum value labels (10 pt) at the
///   gap's ends, the label at its middle.
enum GaugeLooks {
    static let ringWidth = 6.0
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

    /// A ring filling the largest square offered: closed and filled from the top (capacity), or
    /// open at the bottom over 270° with a marker at the value.
    private static func ring(fraction f: Double, open: Bool, tint: Paint, centre: ViewDescription?, minimum: ViewDescription?,
                             maximum: ViewDescription?, bottom: ViewDescription?, at loc: SourceLocation) -> ViewDescription {
        let span = open ? 0.75 : 1.0
        // A 6 pt stroke inside the ring's square (`strokeBorder`).
        func arc(_ to: Double, _ paint: Paint) -> ViewDescription {
            .shape(.circle, at: loc).modified(.modifier(.trim(from: 0, to: to), token: nil))
                .modified(.modifier(.strokeBorder(paint, lineWidth: ringWidth), token: nil))
                // The path starts at 3 o'clock; open rings start at 135°, closed ones at the top.
                .modified(.modifier(.rotationEffect(degrees: open ? 135 : -90, anchor: UnitPoint.named["center"]!), token: nil))
        }
        var layers = [arc(span, tint.withOpacity(0.3)), arc(span * f, tint)]
        if open {
            // The marker: a white dot at the top of a square layer, turned to the value's angle
            // (from 12 o'clock: −135° at the start, +135° at the end).
            let dot = ViewDescription.shape(.circle, at: loc).fill(.solid(RGBA(r: 1, g: 1, b: 1, a: 1))).framed { $0.width = ringWidth; $0.height = ringWidth }
            layers.append(ViewDescription(.zstack(Alignment(horizontal: .center, vertical: .top), children: [.shape(.rectangle, at: loc).fill(.solid(RGBA(r: 0, g: 0, b: 0, a: 0))), dot]),
                                          name: "Marker", location: loc)
                .modified(.modifier(.rotationEffect(degrees: -135 + 270 * f, anchor: UnitPoint.named["center"]!), token: nil)))
        }
        var gauge = ViewDescription(.zstack(.center, children: layers + [centre].compactMap { $0 }), name: "Gauge", location: loc)
            .modified(.modifier(.aspectRatio(AspectRatio(ratio: 1, contentMode: .fit)), token: nil))
        let small = ResolvedFont(size: 10)
        if let minimum {
            gauge = gauge.modified(.overlay(minimum.modified(.modifier(.font(small), token: nil)), alignment: Alignment(horizontal: .leading, vertical: .bottom)))
        }
        if let maximum {
            gauge = gauge.modified(.overlay(maximum.modified(.modifier(.font(small), token: nil)), alignment: Alignment(horizontal: .trailing, vertical: .bottom)))
        }
        if let bottom {
            gauge = gauge.modified(.overlay(bottom.modified(.modifier(.font(small), token: nil)), alignment: Alignment(horizontal: .center, vertical: .bottom)))
        }
        return gauge
    }
}
