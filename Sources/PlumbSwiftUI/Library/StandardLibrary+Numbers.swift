import Foundation
import PlumbModel
import SwiftSyntax

/// Numbers: conversions (`CGFloat(count)`, `Int("42")`, `Int(3.7)`), the math free functions
/// (`min`, `max`, `abs`, `pow`, `sqrt`, `sin`, `atan2`, …), constants (`Double.pi`, `Int.max`,
/// `.greatestFiniteMagnitude`) and methods (`rounded(.up)`, `truncatingRemainder(dividingBy:)`,
/// `isMultiple(of:)`, `signum()`, `magnitude`). Ints stay Ints; CGFloat, Double and Float are
/// all Doubles.
extension SwiftEvaluator {
    /// The integer types, C's aliases of them included (`CUnsignedInt` is `UInt32`).
    static let integerTypeNames: Set<String> = ["Int", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Int8", "Int16", "Int32", "Int64",
                                                "CInt", "CUnsignedInt", "CLong", "CUnsignedLong", "CShort", "CUnsignedShort", "CChar",
                                                "CUnsignedChar", "CLongLong", "CUnsignedLongLong", "CSignedChar"]
    /// `TimeInterval` is Foundation's name for `Double`.
    /// C's integer types as Swift declares them on 64-bit platforms.
    static let cIntegerAliases = ["CInt": "Int32", "CUnsignedInt": "UInt32", "CLong": "Int", "CUnsignedLong": "UInt", "CShort": "Int16",
                                  "CUnsignedShort": "UInt16", "CChar": "Int8", "CSignedChar": "Int8", "CUnsignedChar": "UInt8",
                                  "CLongLong": "Int64", "CUnsignedLongLong": "UInt64"]
    static let floatingTypeNames: Set<String> = ["CGFloat", "Double", "Float", "TimeInterval", "CDouble", "CFloat"]
    static var numberTypeNames: Set<String> { integerTypeNames.union(floatingTypeNames) }

    /// One-argument math functions over Doubles.
    static let unaryMath: [String: @Sendable (Double) -> Double] = [
        "round": { $0.rounded() }, "floor": { $0.rounded(.down) }, "ceil": { $0.rounded(.up) }, "trunc": { $0.rounded(.towardZero) },
        "sqrt": { $0.squareRoot() }, "sin": { Foundation.sin($0) }, "cos": { Foundation.cos($0) }, "tan": { Foundation.tan($0) },
        "asin": { Foundation.asin($0) }, "acos": { Foundation.acos($0) }, "atan": { Foundation.atan($0) },
        "exp": { Foundation.exp($0) }, "log": { Foundation.log($0) }, "log2": { Foundation.log2($0) }, "log10": { Foundation.log10($0) },
        "fabs": { Swift.abs($0) }, "cbrt": { Foundation.cbrt($0) }, "sinh": { Foundation.sinh($0) }, "cosh": { Foundation.cosh($0) },
        "tanh": { Foundation.tanh($0) }, "rint": { $0.rounded(.toNearestOrEven) },
    ]
    /// C's `float` spellings of the math functions (`roundf`, `sqrtf`, `powf`): the same
    /// functions; Plumb's numbers are Doubles.
    static let floatMathNames: [String: String] = Dictionary(uniqueKeysWithValues: mathNames.map { ($0 + "f", $0) })
    /// Every math function the two tables hold.
    static var mathNames: Set<String> { Set(unaryMath.keys).union(binaryMath.keys) }
    /// C's rounding to an integer: `lround`/`lroundf`/`llround` round half away from zero to a `long`.
    static let integerRoundingNames: Set<String> = ["lround", "lroundf", "llround", "llroundf", "lrint", "lrintf"]
    /// Two-argument math functions over Doubles.
    static let binaryMath: [String: @Sendable (Double, Double) -> Double] = [
        "pow": { Foundation.pow($0, $1) }, "atan2": { Foundation.atan2($0, $1) }, "hypot": { Foundation.hypot($0, $1) },
        "fmin": { Swift.min($0, $1) }, "fmax": { Swift.max($0, $1) }, "fmod": { Foundation.fmod($0, $1) },
    ]

    func numberCall(_ name: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        let values = args.map(\.value)
        func number(_ i: Int) throws -> Double {
            guard i < values.count, let n = values[i].number else {
                throw fail("\(name) needs a number, found \(i < values.count ? values[i].kindName : "nothing")", at: node, file)
            }
            return n
        }
        if Self.floatingTypeNames.contains(name) {
            // `Double(sign:exponent:significand:)`: FloatingPoint's own, by Foundation's Double.
            if args.map(\.label) == ["sign", "exponent", "significand"] {
                let minus: Bool
                switch values[0] {
                case .implicitMember("minus", nil), .symbol("minus"): minus = true
                case .implicitMember("plus", nil), .symbol("plus"): minus = false
                default: throw fail("\(name)(sign:) needs .plus or .minus, found \(values[0].kindName)", at: node, file)
                }
                guard let e = values[1].number.flatMap(Self.int) else { throw fail("\(name)(exponent:) needs an integer", at: node, file) }
                return .double(Double(sign: minus ? .minus : .plus, exponent: e, significand: try number(2)))
            }
            guard let v = values.first else { return .double(0) }
            if case .string(let s) = v { return .optional(Double(s).map { .double($0) }) }
            return .double(try number(0))
        }
        if Self.integerTypeNames.contains(name) {
            guard let v = values.first else { return .int(0) }
            // `UInt64(hex, radix: 16)` in string hex helpers.
            var radix = 10
            if case .int(let r)? = args.first(where: { $0.label == "radix" })?.value { radix = r }
            if case .string(let s) = v { return .optional((2...36).contains(radix) ? Int(s, radix: radix).map { .int($0) } : nil) }
            // `Int(Int.max)`: an integer converts exactly (not through a Double, which would round
            // `Int.max` up to 2^63).
            if case .int(let i) = v, ["Int", "Int64"].contains(name) { return args.first?.label == "exactly" ? .optional(.int(i)) : .int(i) }
            let d = try number(0)
            // `Int(exactly: 2.5)` is nil; `Int(2.7)` truncates toward zero.
            if args.first?.label == "exactly" { return .optional(d == d.rounded() ? Self.int(d).map { .int($0) } : nil) }
            guard let i = Self.int(d) else { throw fail("\(d) does not fit in an Int", at: node, file) }
            return .int(i)
        }
        if let base = Self.floatMathNames[name] { return try numberCall(base, args, node: node, file) }
        if Self.integerRoundingNames.contains(name) {
            guard values.count == 1 else { return nil }
            let d = try number(0)
            let rounded = name.hasPrefix("lrint") ? d.rounded(.toNearestOrEven) : d.rounded(.toNearestOrAwayFromZero)
            guard let i = Self.int(rounded) else { throw fail("\(d) does not fit in an Int", at: node, file) }
            return .int(i)
        }
        if let f = Self.unaryMath[name] {
            guard values.count == 1 else { return nil }
            return .double(f(try number(0)))
        }
        if let f = Self.binaryMath[name] {
            guard values.count == 2 else { return nil }
            return .double(f(try number(0), try number(1)))
        }
        switch name {
        case "min", "max":
            // `min(a, b, c)`, or `min(x)` of a sequence is a method, not this function.
            guard values.count >= 2 else { throw fail("\(name) needs two values", at: node, file) }
            // `min(start, .now)`: an implicit member takes the type of the other arguments.
            var values = values
            if let typed = values.first(where: { !$0.isUntypedLiteral }) {
                let type = typeName(of: typed.unwrapped ?? typed)
                for k in values.indices where values[k].isUntypedLiteral { values[k] = try coerce(values[k], to: type, at: node, file) }
            }
            var best = values[0]
            for v in values.dropFirst() {
                guard let o = try ordering(v, best, node: node, file) else { throw fail("\(name) needs values that compare, found \(v.kindName)", at: node, file) }
                if name == "min" ? o < 0 : o > 0 { best = v }
            }
            // Mixing Int and CGFloat gives a CGFloat, as Swift's literal typing does.
            if values.contains(where: { if case .double = $0 { return true }; return false }), let n = best.number { return .double(n) }
            return best
        case "abs":
            if case .int(let i)? = values.first { return .int(i == .min ? .max : abs(i)) }
            return .double(abs(try number(0)))
        default:
            return nil
        }
    }

    func numberStaticMember(_ type: String, _ name: String) -> SwiftValue? {
        if Self.integerTypeNames.contains(type) {
            // Values are Ints: `UInt.max` and `UInt64.max` are Int.max here.
            let bounds: [String: (Int, Int)] = ["Int8": (Int(Int8.min), Int(Int8.max)), "Int16": (Int(Int16.min), Int(Int16.max)),
                                                "Int32": (Int(Int32.min), Int(Int32.max)), "UInt8": (0, Int(UInt8.max)),
                                                "UInt16": (0, Int(UInt16.max)), "UInt32": (0, Int(UInt32.max)), "UInt": (0, Int.max), "UInt64": (0, Int.max)]
            let (lo, hi) = bounds[Self.cIntegerAliases[type] ?? type] ?? (Int.min, Int.max)
            switch name {
            case "zero": return .int(0)
            case "max": return .int(hi)
            case "min": return .int(lo)
            default: return nil
            }
        }
        guard Self.floatingTypeNames.contains(type) else { return nil }
        switch name {
        case "zero": return .double(0)
        case "pi": return .double(.pi)
        case "infinity": return .double(.infinity)
        // `CGFloat.max` (CoreGraphics' older spelling) is the greatest finite value.
        case "greatestFiniteMagnitude", "max": return .double(.greatestFiniteMagnitude)
        case "leastNonzeroMagnitude": return .double(.leastNonzeroMagnitude)
        case "leastNormalMagnitude": return .double(.leastNormalMagnitude)
        case "ulpOfOne": return .double(.ulpOfOne)
        case "nan": return .double(.nan)
        default: return nil
        }
    }

    func numberProperty(_ v: SwiftValue, _ name: String) -> SwiftValue? {
        switch (v, name) {
        case (.int(let i), "magnitude"): return .int(i.magnitude > UInt(Int.max) ? Int.max : Int(i.magnitude))
        case (.double(let d), "magnitude"): return .double(d.magnitude)
        case (.int(let i), "isZero"): return .bool(i == 0)
        case (.double(let d), "isZero"): return .bool(d == 0)
        case (.double(let d), "isNaN"): return .bool(d.isNaN)
        case (.double(let d), "isFinite"): return .bool(d.isFinite)
        case (.double(let d), "isInfinite"): return .bool(d.isInfinite)
        // `FloatingPointSign` (`.plus`/`.minus`). Integers have no `sign`: one read on a
        // number Plumb holds as an Int is a floating-point value Swift inferred from a literal.
        case (.double(let d), "sign"): return .implicitMember(name: d.sign == .minus ? "minus" : "plus", arguments: nil)
        // A floating-point value's binary parts (`significand × 2^exponent`).
        case (.double(let d), "exponent"): return .int(Int(d.exponent))
        case (.double(let d), "significand"): return .double(d.significand)
        case (.int(let i), "sign"): return .implicitMember(name: i < 0 ? "minus" : "plus", arguments: nil)
        case (.int(let i), "description"): return .string(String(i))
        case (.double(let d), "description"): return .string(String(d))
        default: return nil
        }
    }

    func numberMethod(_ v: SwiftValue, _ name: String, _ args: [Argument], node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        func operand(_ label: String?) throws -> Double {
            guard let n = args.first(where: { $0.label == label })?.value.number else { throw fail("\(name) needs a number", at: node, file) }
            return n
        }
        switch (v, name) {
        case (.double(let d), "rounded"):
            return .double(d.rounded(try roundingRule(args.first?.value, node: node, file)))
        case (.int, "rounded"): return v
        case (_, "squareRoot"): return .double((v.number ?? 0).squareRoot())
        case (_, "truncatingRemainder"): return .double((v.number ?? 0).truncatingRemainder(dividingBy: try operand("dividingBy")))
        case (_, "remainder"): return .double((v.number ?? 0).remainder(dividingBy: try operand("dividingBy")))
        case (.int(let i), "isMultiple"):
            guard case .int(let n)? = args.first?.value else { throw fail("isMultiple(of:) needs an Int", at: node, file) }
            return .bool(i.isMultiple(of: n))
        case (.int(let i), "signum"): return .int(i.signum())
        case (.int(let i), "quotientAndRemainder"):
            guard case .int(let n)? = args.first?.value, n != 0 else { throw fail("quotientAndRemainder needs a non-zero Int", at: node, file) }
            return .tuple([(label: "quotient", value: .int(i / n)), (label: "remainder", value: .int(i % n))])
        case (.int(let i), "advanced"):
            guard case .int(let n)? = args.first?.value else { return .double(Double(i) + (try operand("by"))) }
            return .int(i + n)
        case (.double(let d), "advanced"): return .double(d + (try operand("by")))
        case (.int(let i), "distance"):
            if case .int(let n)? = args.first?.value { return .int(n - i) }
            return nil
        case (.double(let d), "distance"): return .double(try operand("to") - d)
        default: return nil
        }
    }

    /// `.up`, `.down`, `.towardZero`, `.awayFromZero`, `.toNearestOrEven`, `.toNearestOrAwayFromZero`
    /// (the default, as `rounded()` uses).
    func roundingRule(_ v: SwiftValue?, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> FloatingPointRoundingRule {
        guard let v else { return .toNearestOrAwayFromZero }
        let rules: [String: FloatingPointRoundingRule] = ["up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
                                                          "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero]
        switch v {
        case .implicitMember(let n, nil), .symbol(let n):
            if let r = rules[n] { return r }
            throw fail("unknown rounding rule '.\(n)'\(Suggestions.hint(for: n, in: Array(rules.keys)))", at: node, file)
        default:
            throw fail("rounded(_:) takes a rounding rule (.up, .down, .towardZero, …), found \(v.kindName)", at: node, file)
        }
    }
}

extension SwiftEvaluator {
    /// `Int(d)` as Swift converts it: toward zero, when the result is an Int (from `-2^63`,
    /// `Double(Int.min)` itself, up to but not including `2^63`, which `Double(Int.max)` rounds to);
    /// nil where Swift traps (NaN, infinities, out of range).
    static func int(_ d: Double) -> Int? {
        guard d.isFinite, d >= -0x1p63, d < 0x1p63 else { return nil }
        return Int(d)
    }
}
