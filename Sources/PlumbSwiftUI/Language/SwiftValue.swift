import PlumbModel
import SwiftSyntax

/// A value of the evaluated Swift subset. Structs are records (`Instance`), enums are cases with
/// payloads, closures capture their scope; SwiftUI's colours, fonts and views are values of
/// their own so modifiers and styles can be applied to them.
indirect enum SwiftValue {
    case void
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// `nil` is `.optional(nil)`; a present optional is usually just the value itself.
    case optional(SwiftValue?)
    case array([SwiftValue])
    case dictionary([(key: SwiftValue, value: SwiftValue)])
    case tuple([(label: String?, value: SwiftValue)])
    /// A half-open range of Ints (`0..<n`, `items.indices`): what `ForEach` and loops count over.
    case range(lower: Int, upper: Int)
    /// Every other range: a closed one (`1...5`) or one of any other Comparable bounds
    /// (`0.0...1.0`, `"a"..<"n"`). Its bounds are kept as written (`upperBound` of `1...5` is 5).
    case interval(RangeValue)
    /// An instance of a struct or class declared in the sources.
    case instance(Instance)
    /// A case of an enum declared in the sources (`.warning`, `.amount(12)`).
    case enumCase(type: String, name: String, payload: [(label: String?, value: SwiftValue)])
    /// `.name` or `.name(args)` before the receiving parameter's type is known.
    case implicitMember(name: String, arguments: [Argument]?)
    case closure(Closure)
    /// A method bound to its receiver (`card.title` before the call, `self.makeRow`).
    case boundMethod(receiver: SwiftValue, function: FunctionDecl)
    /// A type named in an expression (`Color`, `Spacing`, `BannerKind`).
    case type(String)
    case color(Paint)
    /// A colour with a light and a dark value, resolved where the library uses it (`AdaptiveColor`).
    case adaptiveColor(AdaptiveColor)
    case font(FontValue)
    case view(ViewDescription)
    /// A key path such as `\.colorScheme` (its component names).
    case keyPath([String])
    /// A SwiftUI enum-like value the vocabulary interprets (`Edge.Set`, `Font.Weight`, …).
    case symbol(String)
    /// A SwiftUI shape used as a value (`RoundedRectangle(cornerRadius: 12)` in `clipShape`).
    case shape(ShapeKind)
    /// A value of a library type held as the library's own value (Foundation's `Date`, `UUID`,
    /// `Calendar`, `URL`, a `DateFormatter`): its members are answered by the binding of that
    /// library (`Library/`), which calls the real type.
    case native(AnyHashable)
    /// What an unknown name evaluates to: a placeholder that takes the type its use expects
    /// (an empty view, 0, a clear colour, its source text, nil) and reports that fallback once.
    case placeholder(Placeholder)

    /// Short description for diagnostics.
    var kindName: String {
        switch self {
        case .void: return "nothing"
        case .bool: return "a Bool"
        case .int: return "an Int"
        case .double: return "a Double"
        case .string: return "a String"
        case .optional(let v): return v == nil ? "nil" : "an optional"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        case .tuple: return "a tuple"
        case .range, .interval: return "a range"
        case .instance(let i): return Self.withArticle(i.type)
        case .enumCase(let t, let n, _): return "\(t).\(n)"
        case .implicitMember(let n, _): return ".\(n)"
        case .closure, .boundMethod: return "a closure"
        case .type(let t): return "the type \(t)"
        case .color, .adaptiveColor: return "a Color"
        case .font: return "a Font"
        case .view: return "a view"
        case .keyPath: return "a key path"
        case .symbol(let s): return "." + s
        case .shape: return "a shape"
        case .native(let n): return Self.withArticle(SwiftValue.nativeTypeName(n))
        case .placeholder(let p): return "'\(p.source)'"
        }
    }

    /// The value with optionals unwrapped one level (`nil` stays nil).
    var unwrapped: SwiftValue? {
        if case .optional(let v) = self { return v?.unwrapped }
        return self
    }

    var isNil: Bool {
        if case .optional(nil) = self { return true }
        return false
    }

    /// An implicit member (`.top`) or an array literal: a value whose type the context gives.
    var isUntypedLiteral: Bool {
        switch self {
        case .implicitMember, .array: return true
        default: return false
        }
    }

    var number: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        case .optional(let v?): return v.number
        case .placeholder(let p): p.used(as: "0"); return 0
        default: return nil
        }
    }
}

extension SwiftValue {
    /// "an Anchor", "a Date": a type name with its indefinite article.
    static func withArticle(_ typeName: String) -> String {
        ("AEIO".contains(typeName.first ?? "x") ? "an " : "a ") + typeName
    }

    /// The Swift name of a native value's type (`Date`, `UUID`, `DateFormatter`), without the
    /// generic arguments the binding holds it with: a `Measurement<Dimension>` is the
    /// `Measurement` that `extension Measurement { … }` of the sources extends.
    static func nativeTypeName(_ n: AnyHashable) -> String {
        if let named = n.base as? NamedNativeValue { return Swift.type(of: named).typeName }
        if let named = n.base as? InstanceNamedNativeValue { return named.libraryTypeName }
        return SwiftDeclarations.withoutGenericArguments(String(describing: Swift.type(of: n.base)))
    }
}

/// A library value whose binding type is named otherwise than the platform's type
/// (`ViewDimensions` held as a layout's `Dimensions`): the platform's name, by which the
/// sources extend it.
protocol NamedNativeValue {
    static var typeName: String { get }
}

/// A library value whose binding type stands for several of the platform's types
/// (`UserDefaults`, `FileManager`, … held as one service object; UIKit's view classes as one
/// object): the platform's name of this one, by which the sources extend it.
protocol InstanceNamedNativeValue {
    var libraryTypeName: String { get }
}

/// A library value that can be called like a function (`dismiss()`, `openURL(url)`): what a
/// call gives, whatever its arguments. Bindings declare it; the language only calls it.
protocol CallableNativeValue {
    var resultOfCall: SwiftValue { get }
}

/// A library value whose properties the sources assign in place (`context.opacity = 0.5` on a
/// canvas's `GraphicsContext`, a reference): bindings say what may be set; the language assigns.
protocol SettableNativeValue: AnyObject {
    /// Sets `name` to `value`; false when the value has no such settable property.
    func set(_ name: String, _ value: SwiftValue) -> Bool
}

/// A library value held as a reference that Swift has as a value type (a canvas's
/// `GraphicsContext`): `var moved = context` takes its own copy (`ValueSemantics`).
protocol CopyableNativeValue: AnyObject {
    func copied() -> AnyHashable
}

/// A library value called with arguments that matter (`layout { … }` of an `AnyLayout`):
/// bindings declare what the call makes; the language only calls it.
protocol CallableWithArguments {
    func call(_ args: [Argument], evaluator: SwiftEvaluator, node: Syntax, file: SwiftSourceFile) throws -> SwiftValue
}

/// The bounds of a range other than a half-open range of Ints (`SwiftValue.interval`).
struct RangeValue {
    var lower: SwiftValue
    var upper: SwiftValue
    /// `...` (true) or `..<` (false).
    var closed: Bool

    /// The half-open Int bounds of a range of Ints (`1...5` is 1 and 6), nil for other bounds.
    var countable: (lower: Int, upper: Int)? {
        guard case .int(let lo) = lower, case .int(let hi) = upper, !closed || hi < Int.max else { return nil }
        return (lo, closed ? hi + 1 : hi)
    }
}

/// One argument of a call: its label, its value, and where it was written.
struct Argument {
    var label: String?
    var value: SwiftValue
    var syntax: Syntax?
    /// `&x`: the variable an `inout` parameter writes back to, and the scope it is named in.
    var inoutTarget: (expression: ExprSyntax, scope: Scope)? = nil
    /// The implicit member the argument was spelled as (`.large`) when the sources' number
    /// extensions made it a number: a library parameter of an enum type takes the name.
    var implicitMember: SwiftValue? = nil

    /// The argument as the implicit member it was written as, for a parameter that takes names.
    var asWritten: Argument {
        var a = self
        if let m = implicitMember { a.value = m }
        return a
    }
}

/// A struct instance: its type and its stored properties (after initialisation).
final class Instance {
    let type: String
    var fields: [String: SwiftValue]
    /// The type's generic parameters as a specialised call wrote them (`Relay<Key>()`: `Key` is
    /// the caller's type), for the members to name (`Key.self`, `Key.defaultValue`).
    var genericArguments: [String: SwiftValue] = [:]

    init(type: String, fields: [String: SwiftValue]) {
        self.type = type
        self.fields = fields
    }
}

/// A closure: its parameters, body and the scope it captured. A local function (`func` inside
/// a body) is one too, with its declaration, so calls bind arguments by label and default.
final class Closure {
    let parameters: [String]
    let body: CodeBlockItemListSyntax
    let scope: Scope
    let file: SwiftSourceFile
    /// The declaration of a local function.
    let function: FunctionDeclSyntax?
    /// The declared result builder that builds its body, when it was passed to a parameter
    /// marked with one (`@RowsBuilder rows: () -> [Row]`).
    var builder: String?
    /// The tuple type its results take, from the function type of the parameter it was passed
    /// to (`span: (Point) -> (start: Double, end: Double)`): `($0.low, $0.high)` gets the labels.
    var resultTupleType: String?
    /// Whether the body names `$1` (a closure without parameter names over pairs, such as
    /// `zip(a, b).map { $0 + $1 }`, takes each pair's parts as its arguments).
    private(set) lazy var usesSecondAnonymousArgument: Bool = body.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .dollarIdentifier("$1") }

    init(parameters: [String], body: CodeBlockItemListSyntax, scope: Scope, file: SwiftSourceFile, function: FunctionDeclSyntax? = nil) {
        self.parameters = parameters
        self.body = body
        self.scope = scope
        self.file = file
        self.function = function
    }

    /// A function with a body as a closure over `scope`: a local function, or a method with
    /// `self` defined in the scope (`GeometryReader(content: content)`).
    convenience init(function f: FunctionDeclSyntax, body: CodeBlockSyntax, scope: Scope, file: SwiftSourceFile) {
        self.init(parameters: f.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }, body: body.statements,
                  scope: scope, file: file, function: f)
    }
}

/// A font being built: `.title`, `.system(size:weight:design:)`, `.custom(_:size:relativeTo:)`,
/// then `.bold()`, `.weight(_:)`, `.italic()`, `.monospacedDigit()`.
struct FontValue {
    var font: ResolvedFont
    /// `Font.custom`'s family or PostScript name, to find the registered file again when a
    /// weight or italic is applied.
    var family: String? = nil
}

/// Variables of one scope; lookups walk outwards. `self` is an ordinary name in the scope.
final class Scope {
    private var values: [String: SwiftValue] = [:]
    let parent: Scope?

    init(parent: Scope?) {
        self.parent = parent
    }

    func lookup(_ name: String) -> SwiftValue? {
        var s: Scope? = self
        while let scope = s {
            if let v = scope.values[name] { return v }
            s = scope.parent
        }
        return nil
    }

    func define(_ name: String, _ value: SwiftValue) {
        values[name] = value
    }

    /// Assigns to the nearest scope that defines `name`; false when none does.
    func assign(_ name: String, _ value: SwiftValue) -> Bool {
        var s: Scope? = self
        while let scope = s {
            if scope.values[name] != nil {
                scope.values[name] = value
                return true
            }
            s = scope.parent
        }
        return false
    }
}
