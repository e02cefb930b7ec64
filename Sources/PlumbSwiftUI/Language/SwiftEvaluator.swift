import Foundation
import PlumbModel
import SwiftSyntax

/// What a preview is evaluated for: one cell of the snapshot matrix.
public struct EvaluationContext: Sendable {
    public var appearance: Appearance
    public var dynamicType: DynamicTypeSize
    public var layoutDirection: LayoutDirection
    /// The size classes views read (`\.horizontalSizeClass`): an iPhone in portrait unless a
    /// snapshot test's device or traits say otherwise.
    public var horizontalSizeClass = "compact"
    public var verticalSizeClass = "regular"
    /// Wall-clock seconds the evaluation may take (`EvaluationLimits.seconds`); a test of the
    /// step limit raises it so a loaded machine cannot turn one limit into the other.
    public var timeLimit: Double = EvaluationLimits.seconds
    /// Expressions and statements one preview may evaluate (tests lower it).
    public var stepLimit: Int = EvaluationLimits.steps
    /// The clock, locale and time zone the preview runs in (`plumb.yaml`'s `previews:`).
    public var clock = PreviewClock.standard
    /// The simulator the snapshot references were recorded on (`plumb.yaml`'s `simulator:`),
    /// whose status bar and key window host the asserted views; nil when not given.
    public var simulator: RecordingSimulator?
    /// `--strict`: the first fallback (an unknown name, anything Plumb cannot evaluate) fails
    /// the preview instead of becoming a placeholder.
    public var strict = false
    /// The metrics of the face the text engine draws a font with (`FontLibrary.metrics(for:)`),
    /// for `UIFont`'s `lineHeight`, `ascender`, `capHeight`, …; nil: those are reported as
    /// stand-ins with a warning.
    public var faceMetrics: (@Sendable (ResolvedFont) -> FontFaceMetrics?)?
    /// The names of the face in a font file (`FontLibrary.names(ofFile:)`): `Font.custom` finds a
    /// file by its PostScript, full or family name. Nil: by its file name only.
    public var faceNames: (@Sendable (String) -> FontFaceNames?)?
    /// Lays a component out and gives, for each node path asked for, the size of that node
    /// after its first modifier (`GeometryReaderProbe`): how a `GeometryReader` learns the size
    /// it is offered. Nil: readers are offered the preview device's screen, with a warning.
    public var layoutProbe: LayoutProbe?
    /// The sizes readers were given by the previous pass of the evaluation, by node path.
    var readerSizes: [String: GeometrySize] = [:]
    /// What the previous pass proposed to each custom `Layout` of the sources, by node path.
    var layoutProposals: [String: GeometrySize] = [:]

    /// Metrics and names from the text engine's font library.
    public mutating func useFontFaces(_ faces: FontFaceLookup) {
        faceMetrics = faces.metrics
        faceNames = faces.names
    }

    public init(appearance: Appearance = .light, dynamicType: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight) {
        self.appearance = appearance
        self.dynamicType = dynamicType
        self.layoutDirection = layoutDirection
    }
}

/// Budgets that end an evaluation with a located error instead of a hang: the sources are
/// untrusted (a pull request), and Swift can loop and recurse.
public enum EvaluationLimits {
    /// Nested calls (functions, bodies, closures).
    public static let callDepth = 64
    /// Expressions and statements evaluated per preview.
    public static let steps = 2_000_000
    /// Views nested inside one another while the tree is built (stacks, modifiers, styles).
    public static let viewNesting = 1_000
    /// Elements a `ForEach`, range or loop may produce.
    public static let loopIterations = 10_000
    /// Wall-clock seconds one preview's evaluation may take.
    public static let seconds = 10.0
    /// Wall-clock seconds one snapshot test may take in all: each of its assertions renews the
    /// step and time budgets of one preview (`SwiftEvaluator.renewBudget`), never past this.
    public static let testSeconds = 60.0
}

/// A tree-walking evaluator over the declarative subset of Swift design systems are written
/// in. It never compiles or runs the code: it interprets the syntax, with SwiftUI's views,
/// modifiers, colours and fonts as builtin values. Actions (button closures, `onAppear`) are
/// never run: a preview is its initial state.
final class SwiftEvaluator {
    let declarations: SwiftDeclarations
    let context: EvaluationContext
    let assets: AssetLookup
    private(set) var diagnostics: [SwiftDiagnostic] = []
    /// Stand-ins for what could not be evaluated, each reported once (`fallbackDiagnostics`).
    private(set) var placeholders: [Placeholder] = []
    private var warned: Set<String> = []
    var steps = 0
    /// " — did you mean …?" hints already worked out, by name and the type whose member is
    /// running: mock data in loops meets the same unknown name thousands of times, and the edit
    /// distance to every declared name is the costly part of a fallback.
    var suggestionCache: [String: String] = [:]
    /// When the time budget of this evaluation ends.
    private(set) var deadline: Date
    /// The latest a renewed budget may end (a snapshot test's whole run); nil: no renewal.
    var finalDeadline: Date?
    var depth = 0
    /// How many `do`/`try?`/`try!` the evaluation is inside: an error the code throws there is
    /// caught by the code, not turned into a placeholder.
    var catchDepth = 0
    /// How deep materialisation is (bounded by `EvaluationLimits.viewNesting`).
    var materializeDepth = 0
    /// The innermost view being materialised that has a place in the sources: where a
    /// nesting budget is reported when the view that exceeds it has none (a modifier's content).
    var lastLocatedView: SourceLocation?
    /// Custom shapes whose `path(in:)` was already made once for their warnings (by identity:
    /// a shape is asked for as a view often, and from inside its own `path(in:)`).
    var checkedShapes: Set<ObjectIdentifier> = []
    /// The root of the member chain a typed declaration is being initialised with, when that
    /// root is an implicit member (`.init(…)` in `var f: Date.FormatStyle = .init(…).hour(…)`),
    /// and the declared type it stands for (`evaluate(_:typed:_:_:)`).
    var contextualRoot: (id: SyntaxIdentifier, type: String)?
    /// The size each `GeometryReader` was made with in this pass, by node path.
    var readerSizesUsed: [String: GeometrySize] = [:]
    /// The values of `NSAttributedString` attributes this evaluation set, by the index Foundation
    /// holds for each (`AttributeValues`).
    var attributeValues: [SwiftValue] = []
    /// The proposal each custom `Layout` was asked to size itself for in this pass, by node path.
    var layoutProposalsUsed: [String: GeometrySize] = [:]
    /// Preference values set by the views materialised so far, in order (`PreferenceReader`s
    /// read the ones set inside them).
    var preferenceLog: [(key: String, value: SwiftValue)] = []
    /// The snapshot test being run: where its assertions are noted (nil outside a test).
    var snapshotLog: SnapshotAssertionLog?
    /// The files of the calls being evaluated, innermost last: a default argument `#file`,
    /// `#line` or `#function` is the caller's, as Swift evaluates it at the call site.
    var fileStack: [SwiftSourceFile] = []
    /// The sheet, alert, … the preview shows presented (the first one materialised).
    var presented: PresentedView?
    /// The appearance a `.preferredColorScheme(_:)` among the views materialised so far asks of
    /// their presentation (the first one met); the caller draws the whole screen in it.
    var preferredColorScheme: Appearance?
    /// Whether a modifier deferred to materialisation (`ViewModification.atDrawing`) is being
    /// applied now: its colours resolve at once.
    var applyingAtDrawing = false
    /// UIKit image contexts begun and not yet ended, innermost last (`UIGraphicsImageContext`).
    var imageContexts: [DrawnImage] = []
    /// `UIViewRepresentable`s whose UIKit view was evaluated (`representedUIKitView`), kept so it
    /// is evaluated once: the view drawn, or nil for one Plumb does not draw or is evaluating.
    var representedViews: [ObjectIdentifier: (instance: Instance, view: ViewDescription?, evaluating: Bool)] = [:]
    /// Fallbacks of stored properties' initial values, held until the property is read.
    var deferredFallbacks = DeferredFallbacks()
    /// Receivers of the implicit members that start the chains of postfix `#if` clauses.
    var postfixReceivers: [SyntaxIdentifier: SwiftValue] = [:]
    /// The `.stringsdict` entries lookups returned, by the format string they gave (the last
    /// lookup wins): `String(format:)` finds the plural rules of `%#@items@` here, as
    /// Foundation's localised string carries them.
    var localizedPlurals: [String: LocalizationTables.PluralFormat] = [:]
    /// The `LocalizedStringKey` of each interpolated string literal last evaluated
    /// (`"\(n) items"` is `%lld items`) and its interpolated values, for `Text` to look up.
    var interpolatedKeys: [SyntaxIdentifier: (key: String, values: [SwiftValue])] = [:]
    /// The expectations the running test has made (`waitForExpectations(timeout:)` waits for them).
    var testExpectations: [XCTestBinding.Expectation] = []
    /// Initializers the sources add to builtin types that are running now.
    var runningInitializers: Set<SyntaxIdentifier> = []
    /// The SwiftUI environment of the view whose body is being evaluated.
    var environment: SwiftEnvironment
    let globalScope = Scope(parent: nil)
    /// The preview's clock, locale, time zone, UUIDs and random numbers (the same every run).
    let determinism: PreviewDeterminism

    init(declarations: SwiftDeclarations, context: EvaluationContext, assets: AssetLookup) {
        self.declarations = declarations
        self.context = context
        self.assets = assets
        environment = SwiftEnvironment(context: context)
        if let name = assets.accentColorName, let light = assets.color(name, .light), let dark = assets.color(name, .dark) {
            environment.appAccent = (light, dark)
        }
        deadline = Date(timeIntervalSinceNow: context.timeLimit)
        determinism = PreviewDeterminism(clock: context.clock)
    }

    // MARK: Diagnostics

    func location(_ node: some SyntaxProtocol, _ file: SwiftSourceFile) -> SourceLocation {
        file.location(of: node)
    }

    /// A located error that ends the preview's evaluation.
    func fail(_ message: String, at node: some SyntaxProtocol, _ file: SwiftSourceFile) -> EvaluationError {
        let l = file.location(of: anchor(node))
        return EvaluationError(diagnostic: SwiftDiagnostic(file: l.file, line: l.line, column: l.column, severity: .error, message: message))
    }

    /// A located error that ends the preview whatever the mode: a budget ran out.
    func budgetExceeded(_ message: String, at node: some SyntaxProtocol, _ file: SwiftSourceFile) -> EvaluationError {
        var e = fail(message, at: node, file)
        e.isBudget = true
        return e
    }

    // MARK: Fallbacks

    /// A placeholder for `node`, which cannot be evaluated because of `reason`
    /// (`unknown identifier 'Haptics'`); under `--strict` the preview fails there instead.
    func placeholder(_ reason: String, hint: String = "", for node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        if context.strict { throw fail(reason + hint, at: node, file) }
        let p = Placeholder(reason: reason, hint: hint, source: node.trimmedDescription, location: file.location(of: anchor(node)))
        placeholders.append(p)
        return .placeholder(p)
    }

    /// `body`'s value, or — when it fails with a recoverable error — a placeholder for `node`
    /// carrying that error's message and location. Budgets and `--strict` still end the preview.
    func recovering(_ node: some SyntaxProtocol, _ file: SwiftSourceFile, _ body: () throws -> SwiftValue) throws -> SwiftValue {
        do {
            return try body()
        } catch {
            return try recover(from: error, for: node, file)
        }
    }

    /// A placeholder for `node` carrying a recoverable error's message and location; any
    /// other error (a budget, anything under `--strict`) is thrown on.
    func recover(from error: Error, for node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue {
        let reason: String, location: SourceLocation
        switch error {
        case let e as EvaluationError where !e.isBudget && !context.strict:
            reason = e.diagnostic.message
            location = SourceLocation(file: e.diagnostic.file, line: e.diagnostic.line, column: e.diagnostic.column)
        // An error the code throws inside a `do` or `try?` is the code's to catch.
        case let e as ThrownSwiftError where !context.strict && catchDepth == 0:
            reason = "\(describe(e.value)) was thrown and not caught"
            location = e.location
        default:
            throw error
        }
        let p = Placeholder(reason: reason, source: node.trimmedDescription, location: location)
        placeholders.append(p)
        return .placeholder(p)
    }

    /// Reports a recoverable error as a warning that `what` is ignored (`the modifier`), and
    /// goes on; a budget, an error the code threw, or anything under `--strict` is thrown on.
    func ignore(_ error: Error, what: String) throws {
        guard let e = error as? EvaluationError, !e.isBudget, !context.strict else { throw error }
        var d = e.diagnostic
        d.severity = .warning
        d.message += ": \(what) is ignored"
        diagnoseOnce(d)
    }

    /// One warning per placeholder the preview used, naming the stand-in it became, in source order.
    var fallbackDiagnostics: [SwiftDiagnostic] {
        var seen = Set<String>()
        return placeholders.filter(\.isUsed).map(\.diagnostic).filter { seen.insert($0.description).inserted }
            .sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    }

    /// A located warning naming the fallback used; each distinct one once per preview.
    func warn(_ message: String, at node: some SyntaxProtocol, _ file: SwiftSourceFile) {
        let l = file.location(of: anchor(node))
        let d = SwiftDiagnostic(file: l.file, line: l.line, column: l.column, severity: .warning, message: message)
        if warned.insert(d.description).inserted { diagnostics.append(d) }
    }

    /// A warning already located (materialisation knows views by their location, not syntax).
    func diagnoseOnce(_ d: SwiftDiagnostic) {
        if warned.insert(d.description).inserted { diagnostics.append(d) }
    }

    /// A warning at a view's location, once.
    func warn(_ message: String, at location: SourceLocation) {
        diagnoseOnce(SwiftDiagnostic(file: location.file, line: location.line, column: location.column, severity: .warning, message: message))
    }

    /// Where the fallbacks met so far end (`takeFallbacks(since:)`).
    var fallbackMark: (diagnostics: Int, placeholders: Int) { (diagnostics.count, placeholders.count) }

    /// Takes out the warnings and placeholders made since `mark` (they no longer count, and
    /// the same warning met again elsewhere is reported there).
    func takeFallbacks(since mark: (diagnostics: Int, placeholders: Int)) -> DeferredFallbacks.Batch {
        let batch = DeferredFallbacks.Batch(diagnostics: Array(diagnostics[mark.diagnostics...]), placeholders: Array(placeholders[mark.placeholders...]))
        diagnostics.removeSubrange(mark.diagnostics...)
        placeholders.removeSubrange(mark.placeholders...)
        for d in batch.diagnostics { warned.remove(d.description) }
        return batch
    }

    /// Puts back fallbacks taken out by `takeFallbacks`.
    func restoreFallbacks(_ batch: DeferredFallbacks.Batch) {
        batch.diagnostics.forEach(diagnoseOnce)
        placeholders += batch.placeholders
    }

    /// Where a diagnostic about `node` points: a member access (`view.hoverEffect`, a chain of
    /// modifiers) at its member's name, as the Swift compiler does, not at the chain's start.
    private func anchor(_ node: some SyntaxProtocol) -> Syntax {
        if let m = Syntax(node).as(MemberAccessExprSyntax.self), m.base != nil { return Syntax(m.declName) }
        return Syntax(node)
    }

    /// A fresh step and time budget, as a new preview gets, ending no later than
    /// `finalDeadline`: a snapshot test's assertions each draw a picture, and a test with 96 of
    /// them (home-assistant's widget sizes) is 96 previews' work, not one's. Without a final
    /// deadline nothing is renewed, so the work stays bounded.
    func renewBudget() {
        guard let last = finalDeadline else { return }
        steps = 0
        deadline = min(Date(timeIntervalSinceNow: context.timeLimit), last)
    }

    /// Counts one step of work; past the budget the preview ends with a located error.
    func tick(_ node: some SyntaxProtocol, _ file: SwiftSourceFile) throws {
        steps += 1
        if steps > context.stepLimit {
            throw budgetExceeded("evaluation exceeds the step limit of \(context.stepLimit) (an endless loop or recursion?)", at: node, file)
        }
        // The clock is read every 4,096 steps: cheap, and fine-grained enough for a 10 s budget.
        if steps & 4095 == 0, Date() > deadline {
            if let last = finalDeadline, deadline >= last {
                throw budgetExceeded("the snapshot test takes longer than \(Int(EvaluationLimits.testSeconds)) s in all (the time limit per test)", at: node, file)
            }
            throw budgetExceeded("evaluation takes longer than \(Int(context.timeLimit)) s (the time limit per preview)", at: node, file)
        }
    }

    /// Runs `body` one call deeper; past the depth limit the preview ends with a located error.
    /// The font file `Font.custom(family)` draws with in `weight`, by the faces' own names where
    /// the context can read them (`AssetLookup.fontFile`).
    func fontFile(family: String, weight: FontWeight, italic: Bool) -> String? {
        assets.fontFile(family: family, weight: weight, italic: italic, names: context.faceNames)
    }

    func nested<T>(_ node: some SyntaxProtocol, _ file: SwiftSourceFile, _ body: () throws -> T) throws -> T {
        depth += 1
        fileStack.append(file)
        defer { depth -= 1; fileStack.removeLast() }
        if depth > EvaluationLimits.callDepth {
            throw budgetExceeded("calls nest deeper than \(EvaluationLimits.callDepth) (unbounded recursion?)", at: node, file)
        }
        return try body()
    }
}

/// Colours and images from asset catalogs, by name.
public struct AssetLookup {
    public init() {}
    var color: (String, Appearance) -> RGBA? = { _, _ in nil }
    /// An image set by name, in an appearance (its dark image where it has one).
    var image: (String, Appearance) -> IconSpec? = { _, _ in nil }
    /// An image set's own fill colour when it renders as original (not a template): what
    /// `Image("name")` draws in whatever the foreground style.
    var originalColor: (String, Appearance) -> RGBA? = { _, _ in nil }
    /// A data set by name (`NSDataAsset(name:)`): its file and uniform type identifier.
    var dataAsset: (String) -> (file: String, typeIdentifier: String)? = { _ in nil }
    var colorNames: [String] = []
    var imageNames: [String] = []
    /// The colour set that is the app's global accent colour (`XcodeBuildSettings`), if the
    /// catalogs have it: `Color.accentColor`, `.tint` and tinted controls draw in it.
    var accentColorName: String?
    /// Font files under the sources (`*.ttf`, `*.otf`), for `Font.custom` by PostScript name.
    var fontFiles: [String] = []
    /// The files beside the sources, which every `Bundle` stands for.
    var resources = ProjectResources()

    /// The asset a symbol Xcode generates from a catalog names (`Image(.brandLogo)` for the
    /// image set `brand-logo`, `Color(.accent)` for `AccentColor`): Xcode makes each asset's
    /// name (its last path component) lower camel case, words split at anything that is not a
    /// letter or digit, and drops a trailing `Color`/`Image` — so both spellings are tried.
    static func generatedSymbolAsset(_ symbol: String, among names: [String], suffix: String) -> String? {
        // `.Onboarding.rocket`: the set `rocket` in the namespace folder `Onboarding`, whose
        // generated symbols Xcode nests in a type named after the folder.
        let parts = symbol.split(separator: ".").map(String.init)
        if parts.count > 1 {
            return names.first { name in
                let components = name.split(separator: "/").map(String.init)
                guard components.count == parts.count else { return false }
                let camel = generatedSymbolName(components.last!)
                let namespacesMatch = zip(components.dropLast(), parts.dropLast()).allSatisfy { folder, written in
                    let type = generatedSymbolName(folder)
                    return type.prefix(1).uppercased() + type.dropFirst() == written
                }
                return namespacesMatch && (camel == parts.last! || camel == parts.last! + suffix)
            }
        }
        return names.first { name in
            let camel = generatedSymbolName((name as NSString).lastPathComponent)
            return camel == symbol || camel == symbol + suffix
        }
    }

    /// An asset name as Xcode's generated symbol spells it (`brand-logo` → `brandLogo`, `URLIcon` → `urlIcon`).
    static func generatedSymbolName(_ name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = words.first else { return "" }
        // A leading run of capitals is lowered as one word (`URLIcon` → `urlIcon`).
        var head = ""
        var rest = Substring(first)
        while let c = rest.first, c.isUppercase {
            let next = rest.dropFirst().first
            if head.isEmpty || next == nil || next!.isUppercase { head.append(c.lowercased()); rest = rest.dropFirst() } else { break }
        }
        return head + rest + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The registered file for `Font.custom(name)` in `weight` (and italic), as iOS finds a
    /// registered font: the face whose PostScript or full name is `name`, else the face of the
    /// family `name` nearest the weight (the slant matching first); without the faces' names
    /// (`names` nil) or none matching, by file name — the file named `name` (PostScript names
    /// are file names by convention: `Nunito-Bold.ttf`), else the family's file for the weight
    /// (`Nunito` + bold → `Nunito-Bold.ttf`).
    func fontFile(family name: String, weight: FontWeight, italic: Bool, names: ((String) -> FontFaceNames?)? = nil) -> String? {
        func key(_ s: String) -> String { s.lowercased().filter { $0.isLetter || $0.isNumber } }
        if let names {
            let faces = fontFiles.compactMap { file in names(file).map { (file: file, names: $0) } }
            if let f = faces.first(where: { key($0.names.postScriptName) == key(name) }) ?? faces.first(where: { key($0.names.fullName) == key(name) }) {
                return f.file
            }
            let family = faces.filter { key($0.names.familyName) == key(name) }
            if let f = family.min(by: { a, b in
                (a.names.isItalic != italic ? 1 : 0, abs(a.names.weightClass - weight.numeric), a.file)
                    < (b.names.isItalic != italic ? 1 : 0, abs(b.names.weightClass - weight.numeric), b.file)
            }) {
                return f.file
            }
        }
        let stems = fontFiles.map { (file: $0, stem: key((($0 as NSString).lastPathComponent as NSString).deletingPathExtension)) }
        if let exact = stems.first(where: { $0.stem == key(name) }) { return exact.file }
        let suffix = weight.fileStyleName + (italic ? "italic" : "")
        let wanted = key(name) + key(suffix == "regularitalic" ? "italic" : suffix)
        return stems.first { $0.stem == wanted }?.file
    }
}
