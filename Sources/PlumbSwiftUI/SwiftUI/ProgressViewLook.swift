import PlumbModel
import SwiftSyntax

/// `ProgressView` with the iOS look.
/// - Linear (`value:` given, `total:` 1 by default): a 4 pt capsule track of `systemGray5`
///   filling the width, the first `value / total` of it in the tint (accent colour unless
///   `.tint(…)`); a label (a title string or a `label:` view) stands above it.
/// - Circular (no value, or `value: nil`, or the `.circular` style whatever the value): iOS
///   animates a spinner, and a snapshot records the first frame of its animation. Plumb draws
///   that frame as measured at 3× on iOS simulator snapshots (swift-snapshot-testing
///   references): on iOS 18 (martinomamic/RSSReader at 029e492, an iPhone 16, June 2025) a
///   20 × 20 pt view of eight 2.5 pt wide capsule spokes, each from 3.18 to 9.82 pt off the
///   centre, in `secondaryLabel` (or `CircularProgressViewStyle(tint:)`'s colour); the spoke at
///   9 o'clock has 0.85 of the colour's opacity and each next one counterclockwise 0.145
///   less, down to 0.27 (the four from 3 o'clock to 10:30) — the same opacities and frame in
///   light and dark, and on an iOS 16 simulator (igor1309/EssentialGhibli at 1c8ebdc, 2022),
///   whose spokes were thinner (2 × 6 pt).
enum ProgressViewLook {
    static let trackHeight = 4.0
    static let spinnerSize = 20.0
    static let spokeWidth = 2.5
    static let spokeLength = 6.64
    static let spokeInnerRadius = 3.18
    static let headOpacity = 0.85
    static let opacityStep = 0.145
    static let tailOpacity = 0.27

    static func progressView(_ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol, file: SwiftSourceFile) throws -> ViewDescription {
        let loc = file.location(of: node)
        var label: ViewDescription?
        if let first = args.first, first.label == nil, case .string(let s) = first.value {
            label = ViewDescription(.leaf(.text(s), textRuns: []), name: "Text", location: loc)
        } else if let l = args.first(where: { a in
            // `label:`, or the trailing closure of `ProgressView { Text("Loading") }`.
            guard a.label == "label" || a.label == nil, case .closure = a.value else { return false }
            return true
        }), case .closure(let c) = l.value {
            label = e.asView(try e.callClosure(c, [], node: node, file), at: node, file)
        }
        let value = args.first { $0.label == "value" }?.value
        guard let v = value.flatMap({ $0.unwrapped ?? ($0.isNil ? nil : $0) })?.number else {
            return ViewDescription(.progress(fraction: nil, label: label), name: "ProgressView", location: loc)
        }
        let total = args.first { $0.label == "total" }?.value.number ?? 1
        guard total > 0, total.isFinite, v.isFinite else { throw e.fail("ProgressView needs a finite value and a positive total", at: node, file) }
        return ViewDescription(.progress(fraction: min(max(v / total, 0), 1), label: label), name: "ProgressView", location: loc)
    }

    /// The look for the environment where the progress view stands.
    /// `circular`: the `.circular` style, a spinner whatever the value (iOS draws no
    /// determinate ring); `spinnerTint`: `CircularProgressViewStyle(tint:)`'s colour.
    static func look(fraction: Double?, label: ViewDescription?, circular: Bool = false, spinnerTint: RGBA? = nil,
                     environment env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        guard let fraction, !circular else {
            let spinner = spinnerView(spinnerTint ?? SystemColors.color("secondaryLabel", env.colorScheme)!, at: loc)
            guard let label else { return spinner }
            return ViewDescription(.stack(.vertical, spacing: nil, alignment: .horizontal(.center), children: [spinner, label.modified(foreground("secondaryLabel", env))]),
                                   name: "ProgressView", location: loc)
        }
        let bar = linearBar(fraction: fraction, env, at: loc)
        guard let label else { return bar }
        return ViewDescription(.stack(.vertical, spacing: nil, alignment: .horizontal(.leading), children: [label, bar]), name: "ProgressView", location: loc)
    }

    private static func foreground(_ name: String, _ env: SwiftEnvironment) -> ViewModification {
        .modifier(.foregroundColor(.solid(SystemColors.color(name, env.colorScheme)!)), token: nil)
    }

    private static func linearBar(fraction: Double, _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        let track = ViewDescription(.leaf(.shape(.rectangle), textRuns: []), name: "Track", location: loc)
            .modified(.modifier(.fill(.solid(SystemColors.color("systemGray5", env.colorScheme)!)), token: nil))
        // The filled part: the track's full width scaled from its leading edge, so it is exactly
        // `fraction` of whatever width the bar gets; the capsule clip rounds both ends.
        let fill = ViewDescription(.leaf(.shape(.rectangle), textRuns: []), name: "Fill", location: loc)
            .modified(.modifier(.fill(env.tintOrAccent), token: nil))
            .modified(.modifier(.scaleEffect(x: fraction, y: 1, anchor: UnitPoint.named["leading"]!), token: nil))
        var height = FrameSpec()
        height.height = trackHeight
        var width = FrameSpec()
        width.maxWidth = .infinity
        return ViewDescription(.zstack(Alignment(horizontal: .leading, vertical: .center), children: [track, fill]), name: "ProgressView", location: loc)
            .modified(.modifier(.frame(height), token: nil))
            .modified(.modifier(.frame(width), token: nil))
            .modified(.modifier(.clipShape(.capsule(.circular)), token: nil))
            .modified(.modifier(.accessibility(AccessibilityInfo(role: "progressbar")), token: nil))
    }

    private static func spinnerView(_ colour: RGBA, at loc: SourceLocation) -> ViewDescription {
        let spokes = (0..<8).map { i -> ViewDescription in
            var spoke = FrameSpec()
            spoke.width = spokeWidth
            spoke.height = spokeLength
            var box = FrameSpec()
            box.width = spinnerSize
            box.height = spinnerSize
            // Spoke i stands 45° × i counterclockwise of 9 o'clock (rotations are clockwise
            // from 12 o'clock, where the spoke is drawn).
            let degrees = 270 - 45 * Double(i)
            return ViewDescription(.leaf(.shape(.capsule(.circular)), textRuns: []), name: "Capsule", location: loc)
                .modified(.modifier(.fill(.solid(colour.withOpacity(spokeOpacity(i)))), token: nil))
                .modified(.modifier(.frame(spoke), token: nil))
                .modified(.modifier(.offset(x: 0, y: -(spokeInnerRadius + spokeLength / 2)), token: nil))
                .modified(.modifier(.frame(box), token: nil))
                .modified(.modifier(.rotationEffect(degrees: degrees, anchor: UnitPoint.named["center"]!), token: nil))
        }
        // UIActivityIndicatorView's picture, not SwiftUI views: its 2.5 pt spokes keep their
        // quarter pixels at 3× (the iOS snapshot's edge rows are three quarters covered).
        var spinner = ViewDescription(.zstack(.center, children: spokes), name: "ProgressView", location: loc)
        spinner.keepsSubpixelFrames = true
        return spinner.modified(.modifier(.accessibility(AccessibilityInfo(role: "progressbar")), token: nil))
    }

    /// The share of the colour's opacity spoke `i` (counterclockwise from 9 o'clock) is drawn with.
    static func spokeOpacity(_ i: Int) -> Double {
        max(headOpacity - Double(i) * opacityStep, tailOpacity)
    }
}
