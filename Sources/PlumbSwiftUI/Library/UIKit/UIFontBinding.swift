import Foundation
import PlumbModel
import SwiftSyntax

/// A `UIFont`: the font Plumb would draw (`ResolvedFont`, what `Font(uiFont)` gives SwiftUI),
/// the name it was asked for (`UIFont(name:size:)`) and the text style it came from
/// (`preferredFont(forTextStyle:)`).
struct UIFont: Hashable {
    var font: ResolvedFont
    var name: String?
}

/// `UIFont.fontDescriptor`: the font it describes, changed by `withSymbolicTraits` / `withDesign`.
struct UIFontDescriptor: Hashable {
    var font: UIFont
}

/// `UIFont` as view code uses it: system fonts by size and weight, text-style fonts from the
/// Dynamic Type table at the preview's size, custom fonts among the font files under the
/// sources, and the metrics (`lineHeight`, `ascender`, `capHeight`, …) of the face Plumb draws
/// with, read by the text engine (`EvaluationContext.faceMetrics`).
enum UIFontBinding {
    static let typeNames: Set<String> = ["UIFont", "UIFont.Weight", "UIFont.TextStyle", "UIFontDescriptor", "UIFontDescriptor.SymbolicTraits",
                                         "UIFontDescriptor.SystemDesign"]

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        switch name {
        case "UIFont":
            if args.contains(where: { $0.label == "descriptor" }) {
                guard case .native(let n)? = site.argument(args, "descriptor")?.unwrapped, let d = n.base as? UIFontDescriptor else {
                    throw site.fail("UIFont(descriptor:size:) needs a UIFontDescriptor")
                }
                var f = d.font
                let size = try site.number(site.argument(args, "size"), "UIFont(descriptor:size:)")
                if size > 0 { f.font.size = size }
                return wrap(f)
            }
            guard args.contains(where: { $0.label == "name" }) else { return nil }
            let family = try site.string(site.argument(args, "name"), "UIFont(name:size:)")
            let size = try pointSize(site.argument(args, "size"), site)
            var f = ResolvedFont(size: size, dynamicType: site.evaluator.environment.dynamicType)
            if let file = site.evaluator.fontFile(family: family, weight: f.weight, italic: false) {
                f.faceFile = file
            } else if FontDesign.isAppleFamily(family) || FontDesign.isShippedFamily(family) {
                f.design = FontDesign.ofFamily(family)
            } else {
                // UIKit gives nil for a font the app does not ship.
                site.warn("font '\(family)' is not among the font files under the sources: UIFont(name:size:) is nil")
                return .optional(nil)
            }
            return wrap(UIFont(font: f, name: family))
        case "Font":
            // `Font(uiFont)`: the same face, size and weight as a SwiftUI font.
            guard args.count == 1, args[0].label == nil, case .native(let n) = args[0].value.unwrapped ?? args[0].value,
                  let f = n.base as? UIFont else { return nil }
            return .font(FontValue(font: f.font, family: f.name))
        default:
            return nil
        }
    }

    /// `UIFont.familyNames`: the families of the font files under the sources, which Plumb
    /// registers before any preview runs (so a "register once" check finds its font there),
    /// and the system families iOS always has.
    static func familyNames(_ site: FoundationSite) -> SwiftValue {
        let own = registeredFaces(site).map(\.familyName)
        return .array(Set(own + ["Helvetica", "Helvetica Neue", "Menlo", "Courier New", "Times New Roman"]).sorted().map { .string($0) })
    }

    /// `UIFont.fontNames(forFamilyName:)`: the PostScript names of the family's faces among
    /// the font files under the sources (registered before any preview runs, so SwiftGen's
    /// "register unless listed" finds them); none for a family Plumb has no file of.
    static func fontNames(forFamily family: String, _ site: FoundationSite) -> SwiftValue {
        let faces = registeredFaces(site).filter { $0.familyName == family }
        return .array(Set(faces.map(\.postScriptName)).sorted().map { .string($0) })
    }

    /// The names of the faces in the font files under the sources (those the text engine read).
    private static func registeredFaces(_ site: FoundationSite) -> [FontFaceNames] {
        let e = site.evaluator
        return e.assets.fontFiles.compactMap { e.context.faceNames?($0) }
    }

    static func staticMember(_ type: String, _ name: String) -> SwiftValue? {
        switch type {
        case "UIFont.Weight" where FontWeight(rawValue: name) != nil: return .symbol(name)
        case "UIFont.TextStyle" where TextStyle(name: name) != nil: return .symbol(name)
        case "UIFontDescriptor.SymbolicTraits", "UIFontDescriptor.SystemDesign": return .symbol(name)
        case "UIFont" where name == "labelFontSize": return .double(17)
        case "UIFont" where name == "buttonFontSize": return .double(18)
        case "UIFont" where name == "smallSystemFontSize": return .double(12)
        case "UIFont" where name == "systemFontSize": return .double(14)
        default: return nil
        }
    }

    static func staticCall(_ type: String, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        // `UIFontDescriptor.preferredFontDescriptor(withTextStyle:compatibleWith:)`: the
        // descriptor of the text style's font at the traits' size.
        if type == "UIFontDescriptor", name == "preferredFontDescriptor" {
            return .native(AnyHashable(UIFontDescriptor(font: try preferredFont(site.argument(args, "withTextStyle"), args, site))))
        }
        guard type == "UIFont" else { return nil }
        let dt = site.evaluator.environment.dynamicType
        func sized() throws -> ResolvedFont {
            var f = ResolvedFont(size: try pointSize(site.argument(args, "ofSize"), site), dynamicType: dt)
            if let w = site.argument(args, "weight") { f.weight = try weight(w, site) }
            return f
        }
        switch name {
        case "fontNames":
            return fontNames(forFamily: try site.string(site.argument(args, "forFamilyName"), "UIFont.fontNames(forFamilyName:)"), site)
        case "systemFont": return wrap(UIFont(font: try sized()))
        case "boldSystemFont":
            var f = try sized()
            f.weight = .bold
            return wrap(UIFont(font: f))
        case "italicSystemFont":
            var f = try sized()
            f.italic = true
            return wrap(UIFont(font: f))
        case "monospacedSystemFont":
            var f = try sized()
            f.design = .monospaced
            return wrap(UIFont(font: f))
        case "monospacedDigitSystemFont":
            var f = try sized()
            f.monospacedDigit = true
            return wrap(UIFont(font: f))
        case "preferredFont":
            return wrap(try preferredFont(site.argument(args, "forTextStyle"), args, site))
        default:
            return nil
        }
    }

    /// The text style's font from the Dynamic Type table at the size the `compatibleWith:`
    /// traits ask for, else at the preview's.
    static func preferredFont(_ styleValue: SwiftValue?, _ args: [Argument], _ site: FoundationSite) throws -> UIFont {
        let styleName = try site.memberName(styleValue, "UIFont.TextStyle")
        guard let style = TextStyle(name: styleName) else {
            throw site.fail("unknown text style '.\(styleName)'\(Suggestions.hint(for: styleName, in: TextStyle.allCases.map(\.rawValue)))")
        }
        let dt = UIKitDevice.dynamicType(compatibleWith: site.argument(args, "compatibleWith"), site)
        let m = DynamicTypeTable.metrics(style, at: dt)
        return UIFont(font: ResolvedFont(size: m.size, weight: style.defaultWeight, lineHeight: m.leading, scaling: .textStyle(style), dynamicType: dt))
    }

    static func property(_ x: Any, _ name: String, _ site: FoundationSite) -> SwiftValue? {
        if let d = x as? UIFontDescriptor {
            switch name {
            case "pointSize": return .double(d.font.font.size)
            case "symbolicTraits": return .array(traits(of: d.font.font).map { .symbol($0) })
            default: return nil
            }
        }
        guard let f = x as? UIFont else { return nil }
        let size = f.font.size
        switch name {
        case "pointSize": return .double(size)
        case "fontDescriptor": return .native(AnyHashable(UIFontDescriptor(font: f)))
        case "lineHeight", "ascender", "descender", "capHeight", "xHeight", "leading", "familyName", "fontName":
            guard let m = site.evaluator.context.faceMetrics?(f.font) else {
                site.warn("UIFont.\(name) needs the metrics of the face Plumb draws with, which this evaluation has not got: "
                          + "\(name == "familyName" || name == "fontName" ? "the name asked for" : "0") stands in")
                return name == "familyName" || name == "fontName" ? .string(f.name ?? "") : .double(0)
            }
            switch name {
            case "lineHeight": return .double(m.points(m.ascender - m.descender + m.lineGap, size: size))
            case "ascender": return .double(m.points(m.ascender, size: size))
            case "descender": return .double(m.points(m.descender, size: size))
            case "leading": return .double(m.points(m.lineGap, size: size))
            case "capHeight", "xHeight":
                guard let units = name == "capHeight" ? m.capHeight : m.xHeight else {
                    site.warn("the face '\(m.familyName)' records no \(name) (its OS/2 table is older than version 2): 0 stands in")
                    return .double(0)
                }
                return .double(m.points(units, size: size))
            case "familyName": return .string(m.familyName)
            default: return .string(f.name ?? [m.familyName, m.styleName].joined(separator: "-").replacingOccurrences(of: " ", with: ""))
            }
        default:
            return nil
        }
    }

    static func method(_ x: Any, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        if let d = x as? UIFontDescriptor {
            var f = d.font
            switch name {
            case "withSymbolicTraits":
                for t in try symbols(site.argument(args, nil), site) {
                    switch t {
                    case "traitBold": f.font.weight = .bold
                    case "traitItalic": f.font.italic = true
                    case "traitMonoSpace": f.font.design = .monospaced
                    default: break  // condensed, expanded, tight/loose leading: drawn as is
                    }
                }
                return .optional(.native(AnyHashable(UIFontDescriptor(font: f))))
            case "withDesign":
                let design = try site.memberName(site.argument(args, nil), "UIFontDescriptor.SystemDesign")
                f.font.design = FontDesign(rawValue: design) ?? .default
                return .optional(.native(AnyHashable(UIFontDescriptor(font: f))))
            case "withSize":
                f.font.size = try pointSize(site.argument(args, nil), site)
                return .native(AnyHashable(UIFontDescriptor(font: f)))
            case "addingAttributes", "withFamily", "withFace":
                return .native(AnyHashable(d))
            default:
                return nil
            }
        }
        guard var f = x as? UIFont else { return nil }
        switch name {
        case "withSize":
            f.font.size = try pointSize(site.argument(args, nil), site)
            f.font.scaling = .fixed
            f.font.lineHeight = nil
            return wrap(f)
        default:
            return nil
        }
    }

    static func wrap(_ f: UIFont) -> SwiftValue { .native(AnyHashable(f)) }

    /// A UIFont argument, or an implicit member where one is expected (`.systemFont(ofSize: 20)`).
    static func font(_ v: SwiftValue?, _ what: String, _ site: FoundationSite) throws -> UIFont {
        var value = v?.unwrapped
        if case .implicitMember(let name, let args)? = value {
            value = try args.map { try staticCall("UIFont", name, $0, site) } ?? nil
        }
        guard case .native(let n)? = value, let f = n.base as? UIFont else {
            throw site.fail("\(what) needs a UIFont, found \(v?.kindName ?? "nothing")")
        }
        return f
    }

    static func pointSize(_ v: SwiftValue?, _ site: FoundationSite) throws -> Double {
        let size = try site.number(v, "a font size")
        guard size.isFinite, size > 0, size <= 1000 else { throw site.fail("font size \(size) is not in (0, 1000] pt") }
        return size
    }

    static func weight(_ v: SwiftValue, _ site: FoundationSite) throws -> FontWeight {
        let name = try site.memberName(v, "UIFont.Weight")
        guard let w = FontWeight(rawValue: name) else {
            throw site.fail("unknown font weight '.\(name)'\(Suggestions.hint(for: name, in: FontWeight.allCases.map(\.rawValue)))")
        }
        return w
    }

    /// `.traitBold` or `[.traitBold, .traitItalic]`.
    static func symbols(_ v: SwiftValue?, _ site: FoundationSite) throws -> [String] {
        if case .array(let items)? = v { return try items.map { try site.memberName($0, "UIFontDescriptor.SymbolicTraits") } }
        return [try site.memberName(v, "UIFontDescriptor.SymbolicTraits")]
    }

    static func traits(of f: ResolvedFont) -> [String] {
        (f.weight >= .semibold ? ["traitBold"] : []) + (f.italic ? ["traitItalic"] : []) + (f.design == .monospaced ? ["traitMonoSpace"] : [])
    }
}
