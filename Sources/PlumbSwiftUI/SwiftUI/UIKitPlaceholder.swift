import PlumbModel
import SwiftSyntax

/// A UIKit view or view controller where SwiftUI expects a view — `#Preview { SettingsViewController() }`,
/// a `UIViewRepresentable` — keeps its place: Plumb does not run UIKit, so it draws a labelled
/// placeholder the size SwiftUI would give the UIKit view (all it is offered; offered nothing,
/// a controller is the device's screen and a view 44 pt tall), with a warning naming it.
enum UIKitPlaceholder {
    /// Whether a type of the sources is UIKit's: it inherits from, or conforms to, a UIKit
    /// type (`UIViewController`, `UIView`, `UIViewRepresentable`, …) the sources do not declare.
    /// UIKit's types that are no view — an app or scene delegate (`UIResponder`,
    /// `UIApplicationDelegate`), a data source, a gesture recognizer — do not count.
    static func uikitBase(of type: String, _ declarations: SwiftDeclarations) -> String? {
        var queue = [type]
        var seen: Set<String> = []
        while let name = queue.popLast(), seen.insert(name).inserted, seen.count < 32 {
            guard let t = declarations.type(name) else { continue }
            for c in t.conformances {
                let base = c.split(separator: "<").first.map(String.init) ?? c
                if base.hasPrefix("UI"), declarations.type(base) == nil || declarations.type(base)?.kind == .extensionOnly {
                    if isView(base) { return base }
                    continue
                }
                queue.append(base)
            }
        }
        return nil
    }

    /// Whether a UIKit type is a view, a view controller or a SwiftUI representable of one.
    static func isView(_ base: String) -> Bool {
        if ["UIResponder", "UIApplication", "UIGestureRecognizer", "UIDocument", "UIActivity", "UIPresentationController"].contains(base) {
            return false
        }
        return !["Delegate", "DataSource", "Transitioning", "ItemSource", "Recognizer"].contains { base.hasSuffix($0) }
    }

    /// The warning a placeholder comes with.
    static func warning(_ type: String, _ base: String) -> String {
        let controller = base.hasSuffix("Controller") || base.hasSuffix("ControllerRepresentable")
        return "'\(type)' is a UIKit \(controller ? "view controller" : "view") (\(base)): drawn as a labelled placeholder"
    }

    /// The space SwiftUI gives a UIKit view: all it is offered; offered nothing, a controller is
    /// the device's screen and a view 44 pt tall, as wide as the device.
    static func frame(controller: Bool) -> FrameSpec {
        var f = FrameSpec()
        f.idealWidth = PreviewDevice.width
        f.maxWidth = .infinity
        f.idealHeight = controller ? PreviewDevice.height : 44
        f.maxHeight = .infinity
        return f
    }

    static func view(for type: String, base: String, location loc: SourceLocation) -> ViewDescription {
        let controller = base.hasSuffix("Controller") || base == "UIViewControllerRepresentable"
        let label = ViewDescription(.leaf(.text(type), textRuns: []), name: "Text", location: loc)
            .modified(.modifier(.font(ResolvedFont(size: 13)), token: nil))
            .modified(.modifier(.foregroundColor(.solid(RGBA(r: 0.235, g: 0.235, b: 0.263, a: 0.6))), token: nil))
        return ViewDescription(.leaf(.shape(.rectangle), textRuns: []), name: type, location: loc)
            .modified(.modifier(.fill(.solid(RGBA(r: 0.898, g: 0.898, b: 0.918, a: 1))), token: nil))
            .modified(.overlay(label, alignment: .center))
            .modified(.modifier(.frame(frame(controller: controller)), token: nil))
    }
}
