import PlumbModel
import SwiftSyntax

/// SwiftUI's `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`: a value
/// with those fields (read back as `style.lineWidth`), and what a shape's
/// `stroke(_:style:)`/`strokeBorder(_:style:)` draws with it.
enum StrokeStyleValue {
    /// `StrokeStyle(…)` with SwiftUI's defaults: width 1, butt caps, mitred joins, limit 10.
    static func construct(_ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol, file: SwiftSourceFile) throws -> SwiftValue {
        var fields: [String: SwiftValue] = ["lineWidth": .double(1), "lineCap": .symbol("butt"), "lineJoin": .symbol("miter"),
                                            "miterLimit": .double(10), "dash": .array([]), "dashPhase": .double(0)]
        for a in args {
            guard let label = a.label, fields[label] != nil else {
                throw e.fail("StrokeStyle has no argument '\(a.label ?? "_")'", at: node, file)
            }
            switch label {
            case "lineCap", "lineJoin": fields[label] = .symbol(name(a.value) ?? "")
            default: fields[label] = a.value
            }
        }
        return .instance(Instance(type: "StrokeStyle", fields: fields))
    }

    /// The width and options a `style:` argument gives: a `StrokeStyle` value or `.init(…)`.
    /// Nil when it is neither. A dash is not drawn (the stroke is solid; `warn` says so).
    static func read(_ v: SwiftValue, evaluator e: SwiftEvaluator, node: some SyntaxProtocol, file: SwiftSourceFile,
                     warn: (String) -> Void) throws -> (width: Double, options: StrokeOptions)? {
        var value = v
        if case .implicitMember("init", let args) = v { value = try construct(args ?? [], evaluator: e, node: node, file: file) }
        guard case .instance(let i) = value, i.type == "StrokeStyle" else { return nil }
        var options = StrokeOptions()
        if let c = i.fields["lineCap"].flatMap(name).flatMap(StrokeOptions.Cap.init(rawValue:)) { options.cap = c }
        if let j = i.fields["lineJoin"].flatMap(name).flatMap(StrokeOptions.Join.init(rawValue:)) { options.join = j }
        if let m = i.fields["miterLimit"]?.number, m.isFinite, m >= 1 { options.miterLimit = m }
        if case .array(let dash)? = i.fields["dash"], !dash.isEmpty { warn("a dashed StrokeStyle is drawn solid") }
        // As written: the renderer draws nothing for a width that is not positive and finite.
        let width = try i.fields["lineWidth"].map { try FoundationSite(e, node, file).number($0, "StrokeStyle(lineWidth:)") } ?? 1
        return (width, options)
    }

    /// `.round`, `CGLineCap.round`, or a symbol: the case's name.
    private static func name(_ v: SwiftValue) -> String? {
        switch v {
        case .implicitMember(let n, nil), .symbol(let n): return n
        case .enumCase(_, let n, let payload) where payload.isEmpty: return n
        default: return nil
        }
    }
}
