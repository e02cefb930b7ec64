import Foundation
import SwiftSyntax

/// UIKit's and CoreGraphics' values that SwiftUI view code leans on: geometry
/// (`CoreGraphicsValues`), `UIColor` (`UIColorBinding`), `UIFont` (`UIFontBinding`),
/// `UIFontMetrics` (`UIFontMetricsBinding`), the device, app and accessibility settings
/// (`UIKitDevice`), paragraph styles (`UIKitParagraphStyle`) and UIKit's own views, drawn as
/// placeholders (`UIKitViewBinding`). Asked after Foundation.
///
/// This file only dispatches, with the same entry points as `FoundationLibrary`.
enum UIKitLibrary {
    static let typeNames: Set<String> = CoreGraphicsValues.typeNames.union(UIColorBinding.typeNames).union(UIFontBinding.typeNames)
        .union(UIFontMetricsBinding.typeNames).union(UIKitDevice.typeNames).union(UIKitParagraphStyle.typeNames)
        .union(UIImageBinding.typeNames).union(UIBezierPathBinding.typeNames).union(UIKitViewBinding.typeNames)
        .union(UIGraphicsImageContext.typeNames).union(UIKitBarAppearance.typeNames).union(UIKitFeedbackGenerators.typeNames)
        .union(NSDataAssetBinding.typeNames)

    static func call(_ name: String, _ args: [Argument], evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                     file: SwiftSourceFile) throws -> SwiftValue? {
        let site = FoundationSite(evaluator, node, file)
        if let v = try CoreGraphicsValues.construct(name, args, site) { return v }
        if let v = try UIColorBinding.construct(name, args, site) { return v }
        if let v = try UIFontBinding.construct(name, args, site) { return v }
        if let v = try UIFontMetricsBinding.construct(name, args, site) { return v }
        if let v = try UIKitDevice.construct(name, args, site) { return v }
        if let v = try UIImageBinding.construct(name, args, site) { return v }
        if let v = try NSDataAssetBinding.construct(name, args, site) { return v }
        if let v = try UIBezierPathBinding.construct(name, args, site) { return v }
        if let v = try UIGraphicsImageContext.call(name, args, site) { return v }
        if let v = UIKitViewBinding.construct(name, args, site) { return v }
        if let v = UIKitBarAppearance.construct(name, args, site) { return v }
        if let v = UIKitFeedbackGenerators.construct(name) { return v }
        return UIKitParagraphStyle.construct(name, args)
    }

    static func staticMember(_ type: String, _ name: String, evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                             file: SwiftSourceFile) throws -> SwiftValue? {
        let site = FoundationSite(evaluator, node, file)
        if let v = CoreGraphicsValues.staticMember(type, name) { return v }
        if let v = UIColorBinding.staticMember(type, name) { return v }
        if let v = UIFontBinding.staticMember(type, name) { return v }
        if type == "UIFont", name == "familyNames" { return UIFontBinding.familyNames(site) }
        if let v = UIFontMetricsBinding.staticMember(type, name) { return v }
        if let v = UIKitDevice.staticMember(type, name, site) { return v }
        return UIKitParagraphStyle.staticMember(type, name)
    }

    static func staticCall(_ type: String, _ name: String, _ args: [Argument], evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                           file: SwiftSourceFile) throws -> SwiftValue? {
        // `UIColor.init(red:…)` is the initializer spelled out.
        if name == "init", typeNames.contains(type) { return try call(type, args, evaluator: evaluator, node: node, file: file) }
        let site = FoundationSite(evaluator, node, file)
        if let v = try UIFontBinding.staticCall(type, name, args, site) { return v }
        if let v = UIKitBarAppearance.staticCall(type, name, site) { return v }
        if let v = UIKitViewBinding.staticCall(type, name) { return v }
        return UIKitDevice.staticCall(type, name)
    }

    static func property(_ receiver: SwiftValue, _ name: String, evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                         file: SwiftSourceFile) throws -> SwiftValue? {
        if let v = UIColorBinding.property(receiver, name) { return v }
        guard case .native(let n) = receiver else { return nil }
        let site = FoundationSite(evaluator, node, file)
        if let v = CoreGraphicsValues.property(n.base, name) { return v }
        if let v = UIFontBinding.property(n.base, name, site) { return v }
        if let v = UIKitDevice.property(n.base, name, site) { return v }
        if let v = UIImageBinding.property(n.base, name) { return v }
        if let v = NSDataAssetBinding.property(n, name) { return v }
        if let v = UIBezierPathBinding.property(n.base, name) { return v }
        if let v = UIKitViewBinding.property(n.base, name) { return v }
        return UIKitParagraphStyle.property(n.base, name)
    }

    static func method(_ receiver: SwiftValue, _ name: String, _ args: [Argument], evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                       file: SwiftSourceFile) throws -> SwiftValue? {
        let site = FoundationSite(evaluator, node, file)
        if let v = try UIColorBinding.method(receiver, name, args, site) { return v }
        guard case .native(let n) = receiver else { return nil }
        if let v = try CoreGraphicsValues.method(n.base, name, args, site) { return v }
        if let v = try UIFontBinding.method(n.base, name, args, site) { return v }
        if let v = try UIFontMetricsBinding.method(n.base, name, args, site) { return v }
        if let v = UIKitDevice.method(n.base, name, args, site) { return v }
        if let v = try UIImageBinding.method(n.base, name, args, site) { return v }
        if let v = try UIBezierPathBinding.method(n.base, name, args, site) { return v }
        if let v = try UIGraphicsImageContext.method(n.base, name, args, site) { return v }
        if let v = UIKitBarAppearance.method(n.base, name, site) { return v }
        if let v = UIKitViewBinding.method(n.base, name) { return v }
        if let v = UIKitFeedbackGenerators.method(n.base, name) { return v }
        return UIKitParagraphStyle.method(n.base, name)
    }

    /// Geometry is a value type (written back); a paragraph style and the app are objects.
    static func setProperty(_ receiver: SwiftValue, _ name: String, _ value: SwiftValue, evaluator: SwiftEvaluator,
                            node: some SyntaxProtocol, file: SwiftSourceFile) throws -> (value: SwiftValue, writeBack: Bool)? {
        guard case .native(let n) = receiver else { return nil }
        let site = FoundationSite(evaluator, node, file)
        if let v = try CoreGraphicsValues.setProperty(n.base, name, value, site) { return (v, true) }
        if try UIKitParagraphStyle.setProperty(n.base, name, value, site) { return (receiver, false) }
        if UIKitDevice.setProperty(n.base, name) { return (receiver, false) }
        if UIKitViewBinding.setProperty(n.base, name, value) { return (receiver, false) }
        return nil
    }

    /// `.zero` where a `CGSize` is expected, `.systemFont(ofSize: 12)` where a `UIFont` is.
    static func implicit(_ name: String, _ args: [Argument]?, type: String, evaluator: SwiftEvaluator, node: some SyntaxProtocol,
                         file: SwiftSourceFile) throws -> SwiftValue? {
        guard typeNames.contains(type) else { return nil }
        if let args { return try staticCall(type, name, args, evaluator: evaluator, node: node, file: file) }
        return try staticMember(type, name, evaluator: evaluator, node: node, file: file)
    }

    /// How string interpolation prints a UIKit value (`"\(size)"` is `(3.0, 4.0)` as Swift prints it).
    static func describe(_ n: AnyHashable) -> String? {
        switch n.base {
        case let s as CGSize: return "(\(Double(s.width)), \(Double(s.height)))"
        case let p as CGPoint: return "(\(Double(p.x)), \(Double(p.y)))"
        case let r as CGRect: return "(\(Double(r.minX)), \(Double(r.minY)), \(Double(r.width)), \(Double(r.height)))"
        case is NSMutableParagraphStyle: return "NSMutableParagraphStyle"
        default: return nil
        }
    }
}
