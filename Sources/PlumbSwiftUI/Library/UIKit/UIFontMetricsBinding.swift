import Foundation
import PlumbModel
import SwiftSyntax

/// `UIFontMetrics(forTextStyle:)`: scales by the text style's Dynamic Type ratio at the
/// preview's size, unrounded — the ratio `@ScaledMetric` uses (`DynamicTypeTable.scaledMetric`),
/// exactly 1 at the default size (`.large`).
struct UIFontMetrics: Hashable {
    var style: TextStyle
}

enum UIFontMetricsBinding {
    static let typeNames: Set<String> = ["UIFontMetrics"]

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard name == "UIFontMetrics" else { return nil }
        let styleName = try site.memberName(site.argument(args, "forTextStyle"), "UIFont.TextStyle")
        guard let style = TextStyle(name: styleName) else {
            throw site.fail("unknown text style '.\(styleName)'\(Suggestions.hint(for: styleName, in: TextStyle.allCases.map(\.rawValue)))")
        }
        return .native(AnyHashable(UIFontMetrics(style: style)))
    }

    static func staticMember(_ type: String, _ name: String) -> SwiftValue? {
        guard type == "UIFontMetrics", name == "default" else { return nil }
        return .native(AnyHashable(UIFontMetrics(style: .body)))
    }

    static func method(_ x: Any, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard let m = x as? UIFontMetrics else { return nil }
        // `compatibleWith:` traits scale for their content size category.
        let dt = UIKitDevice.dynamicType(compatibleWith: site.argument(args, "compatibleWith"), site)
        switch name {
        case "scaledValue":
            let v = try site.number(site.argument(args, "for"), "scaledValue(for:)")
            return .double(DynamicTypeTable.scaledMetric(v, relativeTo: m.style, at: dt))
        case "scaledFont":
            var f = try UIFontBinding.font(site.argument(args, "for"), "scaledFont(for:)", site)
            // The font's point size is its size at `.large`, as UIKit takes it, scaled to the
            // preview's size like a scaled metric.
            f.font.size = DynamicTypeTable.scaledMetric(f.font.size, relativeTo: m.style, at: dt)
            f.font.dynamicType = dt
            f.font.scaling = .scaledMetric(m.style)
            f.font.lineHeight = nil
            if let limit = site.argument(args, "maximumPointSize") {
                let maximum = try site.number(limit, "scaledFont(for:maximumPointSize:)")
                if f.font.size > maximum {
                    f.font.size = maximum
                    f.font.scaling = .fixed
                }
            }
            return .native(AnyHashable(f))
        default:
            return nil
        }
    }
}
