import Foundation
import SwiftSyntax

/// A function or method declared in the sources, with the file it lives in.
struct FunctionDecl {
    let syntax: FunctionDeclSyntax
    let file: SwiftSourceFile
    /// The name as callers write it: `` `if` `` is called as `.if(…)`.
    var name: String { syntax.name.identifier?.name ?? syntax.name.text }
    /// Argument labels as a caller writes them (`_` is nil).
    var labels: [String?] {
        syntax.signature.parameterClause.parameters.map { p in p.firstName.text == "_" ? nil : p.firstName.text }
    }
    var isStatic: Bool { syntax.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" } }
    /// Declared `private` or `fileprivate`, or in a `private extension`: visible only to code
    /// in its own file (a `private extension View { func padding(_: EdgeInsets?) }` of one
    /// file is not what another file's `.padding(…)` calls).
    var isFilePrivate: Bool {
        let restricted = ["private", "fileprivate"]
        if syntax.modifiers.contains(where: { restricted.contains($0.name.text) }) { return true }
        guard let x = syntax.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self) else { return false }
        return x.modifiers.contains { restricted.contains($0.name.text) }
    }
    /// Whether code in `file` may call it.
    func isVisible(from file: SwiftSourceFile) -> Bool { !isFilePrivate || self.file === file }
    /// `@_disfavoredOverload`: Swift calls it only where no other overload fits.
    var isDisfavored: Bool {
        syntax.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_disfavoredOverload" }
    }
}

/// An initializer declared in the sources.
struct InitializerDecl {
    let syntax: InitializerDeclSyntax
    let file: SwiftSourceFile
    /// Declared in an `extension`: the memberwise initializer stays beside it, as Swift keeps it.
    var inExtension: Bool { syntax.parent?.parent?.parent?.parent?.is(ExtensionDeclSyntax.self) ?? false }
    var labels: [String?] {
        syntax.signature.parameterClause.parameters.map { p in p.firstName.text == "_" ? nil : p.firstName.text }
    }
}

/// A stored or computed property (instance or static).
struct PropertyDecl {
    let name: String
    let binding: PatternBindingSyntax
    let declaration: VariableDeclSyntax
    let file: SwiftSourceFile
    var isStatic: Bool { declaration.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" } }
    /// A computed property: a getter body and no initial value.
    var isComputed: Bool { binding.accessorBlock != nil && binding.initializer == nil && !hasObservers }
    var hasObservers: Bool {
        guard case .accessors(let list)? = binding.accessorBlock?.accessors else { return false }
        return list.contains { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }
    var isLet: Bool { declaration.bindingSpecifier.text == "let" }
    /// Whether the property starts as nil when nothing sets it: of an optional type (`T?`,
    /// `Optional<T>`), or a `var` of an implicitly unwrapped one (`var server: URL!`), as Swift
    /// default-initialises them (and the memberwise initializer makes them optional parameters).
    var startsAsNil: Bool {
        guard let t = typeName else { return false }
        return t.hasSuffix("?") || t.hasPrefix("Optional<") || (!isLet && t.hasSuffix("!"))
    }
    /// The declared type as written (`CGFloat`, `Color?`, `[Item]`), if annotated; an alias
    /// its type declares (`var style: Style` beside `typealias Style = ChipStyle`) followed.
    var typeName: String? { aliasTarget ?? annotatedType }
    /// The annotation written on this binding or, for `let a, b, c: Int`, on the next binding
    /// that has one: Swift gives a binding with neither a type nor a value the type written
    /// after it in the same declaration.
    private var annotatedType: String? {
        if let t = binding.typeAnnotation { return t.type.trimmedDescription }
        guard binding.initializer == nil, binding.accessorBlock == nil else { return nil }
        let bindings = Array(declaration.bindings)
        guard let i = bindings.firstIndex(where: { $0.id == binding.id }) else { return nil }
        for b in bindings[(i + 1)...] {
            if let t = b.typeAnnotation { return t.type.trimmedDescription }
            if b.initializer != nil { return nil }
        }
        return nil
    }
    /// The target of the alias the annotation names in the declaring type, once indexed.
    var aliasTarget: String?
    /// The property wrapper attribute (`State`, `Binding`, `Environment`, `ScaledMetric`, …).
    var wrapper: AttributeSyntax? {
        for a in declaration.attributes {
            if case .attribute(let attr) = a, !Self.declarationAttributes.contains(attr.attributeName.trimmedDescription) { return attr }
        }
        return nil
    }
    /// Attributes of the declaration itself, never a property wrapper (`@usableFromInline
    /// @Environment(\.x) var x`: the wrapper is the second).
    static let declarationAttributes: Set<String> = [
        "usableFromInline", "inlinable", "_alwaysEmitIntoClient", "available", "backDeployed", "objc", "nonobjc", "MainActor",
        "IBOutlet", "IBInspectable", "NSManaged", "discardableResult", "preconcurrency", "_spi", "Previewable", "ObservationIgnored",
        "ObservationTracked", "Transient", "exclusivity", "_transparent", "_disfavoredOverload", "nonexhaustive",
    ]
    var wrapperName: String? { wrapper?.attributeName.trimmedDescription }
    /// `lazy var`: its value is made when it is first read, after the initializer ran.
    var isLazy: Bool { declaration.modifiers.contains { $0.name.text == "lazy" } }
}

/// An enum case with its payload labels.
struct EnumCaseDecl {
    let name: String
    /// Each associated value: its label, written type (`Configuration`, `(Int, Int)`) and default.
    let parameters: [(label: String?, typeName: String, defaultValue: ExprSyntax?)]
    let rawValue: ExprSyntax?
    let file: SwiftSourceFile
}

/// Everything the sources declare about one type name: the type itself (if declared there)
/// and all its extensions, merged. Builtin types (`View`, `Color`, `CGFloat`, `Font`, `Text`)
/// appear here only through their extensions.
final class TypeDecl {
    enum Kind { case `struct`, `enum`, `class`, `protocol`, extensionOnly }
    let name: String
    var kind: Kind
    var location: (file: SwiftSourceFile, node: Syntax)?
    var conformances: [String] = []
    /// The first type named after the colon without its generic arguments (`Base<UseCase>` is
    /// `Base`): a class's superclass, when the sources declare that as a class.
    var firstInheritedTypeName: String? { inheritedTypeNames.first }
    /// The types named after the colon, without generic arguments and with compositions split:
    /// the extensions and members of `BaseModel` apply to a `Model: BaseModel<Colors>`, those of
    /// both protocols to a `Shadow: DropShadows & Shadow`.
    var inheritedTypeNames: [String] {
        conformances.flatMap { written in
            written.split(separator: "&").map { SwiftDeclarations.withoutGenericArguments($0.trimmingCharacters(in: .whitespaces)) }
        }
    }
    /// The names of the type's generic parameters (`Relay<Key: PreferenceKey>`: `Key`).
    var genericParameters: [String]? {
        guard let node = location?.node else { return nil }
        let clause = node.as(StructDeclSyntax.self)?.genericParameterClause ?? node.as(ClassDeclSyntax.self)?.genericParameterClause
            ?? node.as(EnumDeclSyntax.self)?.genericParameterClause
        return clause?.parameters.map(\.name.text)
    }
    /// The parameter type of the type's `subscript(dynamicMember:)` (`@dynamicMemberLookup`),
    /// nil when it has none.
    var dynamicMemberParameterType: String? {
        for s in subscripts {
            guard let p = s.parameterClause.parameters.first, p.firstName.text == "dynamicMember" else { continue }
            return p.type.trimmedDescription
        }
        return nil
    }
    /// Instance stored properties in declaration order (the memberwise initializer's order).
    var storedProperties: [PropertyDecl] = []
    var properties: [String: PropertyDecl] = [:]
    var staticProperties: [String: PropertyDecl] = [:]
    var methods: [String: [FunctionDecl]] = [:]
    var staticMethods: [String: [FunctionDecl]] = [:]
    var initializers: [InitializerDecl] = []
    var cases: [String: EnumCaseDecl] = [:]
    var caseOrder: [String] = []
    /// The enum's raw type (`String`, `Int`), for `rawValue`.
    var rawType: String?
    /// Declared `@propertyWrapper`: properties it wraps hold an instance of it and read its
    /// `wrappedValue` (`$x` its `projectedValue`).
    var isPropertyWrapper = false
    /// Declared `@resultBuilder`: closures and bodies marked with it are built by its static
    /// `buildBlock`/`buildExpression`/`buildOptional`/`buildEither`/`buildArray` methods.
    var isResultBuilder = false
    /// `subscript(…) -> T { … }` declarations.
    var subscripts: [SubscriptDeclSyntax] = []
    var subscriptFiles: [SwiftSourceFile] = []

    init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    func conforms(to proto: String) -> Bool { conformances.contains(proto) }
}

/// The declarations of every file: types by name, free functions and globals, and previews.
final class SwiftDeclarations {
    /// The types an enum's raw values may have (`enum Kind: Int16`).
    static let rawValueTypes: Set<String> = ["String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
                                              "UInt32", "UInt64", "Double", "Float", "CGFloat"]

    /// The platform modules a type may be named through (`SwiftUI.Image`, `Foundation.Date`).
    static let platformModules = ["Swift", "SwiftUI", "Foundation", "UIKit", "CoreGraphics", "Combine", "Darwin", "CoreFoundation"]

    /// Whether `name` is written through a platform module (`SwiftUI.TextField`).
    static func isPlatformQualified(_ name: String) -> Bool {
        platformModules.contains { name.hasPrefix($0 + ".") && name.count > $0.count + 1 }
    }

    /// `SwiftUI.Image` → `Image`; `Color.Brand` (a nested type) stays as written.
    static func unqualified(_ type: String) -> String {
        for m in platformModules where type.hasPrefix(m + ".") && type.count > m.count + 1 { return String(type.dropFirst(m.count + 1)) }
        return type
    }

    private(set) var types: [String: TypeDecl] = [:]
    /// `typealias` declarations by qualified name (`ColorAsset.Color` → `UIColor`), as the
    /// active `#if` clauses declare them.
    private(set) var aliases: [String: String] = [:]
    private(set) var functions: [String: [FunctionDecl]] = [:]
    private(set) var globals: [String: PropertyDecl] = [:]
    private(set) var previews: [PreviewDecl] = []
    /// Nested types by their last name component (`Size` → `["Avatar.Size"]`).
    private var nestedTypes: [String: [String]] = [:]
    /// Type names that stand for different types in different files (`ScopedTypeNames`): by
    /// file path, written name → the name the type that file sees is declared under.
    private(set) var scopedTypes: [String: [String: String]] = [:]
    /// The modules the files belong to (`ScopedTypeNames.modules`): `Models.List` names the
    /// `List` module `Models` declares.
    private(set) var sourceModules: Set<String> = []
    /// The module of each file, by path (`ScopedTypeNames.modules`).
    private var moduleOfFile: [String: String] = [:]
    /// The names module-scoped types are declared under (`TextField@module Controls`).
    private var moduleScopedNames: Set<String> = []
    /// The files, for the counts below (made on first use, not at start-up).
    private let files: [SwiftSourceFile]
    /// Whether the platform declares a type of that name (`ControlSize`, `Date`).
    private let isPlatformName: (String) -> Bool
    /// Aliases declared inside types by their last name component (`Style` → `["Chip.Style"]`).
    private var nestedAliases: [String: [String]] = [:]

    /// - Parameter isPlatformName: whether a type name is one the platform declares
    ///   (`Image`, `Date`): a file's private type of that name hides it in that file only.
    init(files: [SwiftSourceFile], isPlatformName: @escaping (String) -> Bool = { _ in false }) {
        self.files = files
        self.isPlatformName = isPlatformName
        // Aliases first: an extension may name a type through one declared later.
        for file in files { aliases.merge(TypeAliasFinder.find(in: file.tree)) { first, _ in first } }
        let modules = ScopedTypeNames.modules(of: files.map(\.path))
        moduleOfFile = modules
        sourceModules = Set(modules.values.filter { !$0.isEmpty })
        scopedTypes = ScopedTypeNames.find(in: files, modules: modules, isPlatformName: isPlatformName)
        moduleScopedNames = Set(scopedTypes.values.flatMap(\.values).filter { $0.contains("@module ") })
        for file in files {
            for item in file.tree.statements { index(item.item, file: file, outer: nil) }
        }
        // Types declared inside function bodies and closures, by their plain name (a type of
        // that name declared at file level wins).
        for file in files {
            for decl in LocalTypeFinder.find(in: file.tree) {
                let name = decl.as(StructDeclSyntax.self)?.name.text ?? decl.as(EnumDeclSyntax.self)?.name.text ?? decl.as(ClassDeclSyntax.self)?.name.text
                if let name, types[name] == nil { indexDecl(decl, file: file, outer: nil) }
            }
        }
        for name in types.keys.sorted() where name.contains(".") {
            nestedTypes[String(name[name.index(after: name.lastIndex(of: ".")!)...]), default: []].append(name)
        }
        for name in aliases.keys.sorted() where name.contains(".") {
            nestedAliases[String(name[name.index(after: name.lastIndex(of: ".")!)...]), default: []].append(name)
        }
        // A property's type named through an alias of its type (or of one enclosing it).
        for t in types.values where !nestedAliases.isEmpty {
            func resolved(_ p: PropertyDecl) -> PropertyDecl {
                var p = p
                p.aliasTarget = aliasTarget(of: p.typeName, in: t.name)
                return p
            }
            t.properties = t.properties.mapValues(resolved)
            t.staticProperties = t.staticProperties.mapValues(resolved)
            t.storedProperties = t.storedProperties.map(resolved)
        }
    }

    /// Whether a type written in `enclosing` is a function type: `() -> Info`, and also
    /// `@escaping Getter` or `Getter?` with `typealias Getter = () -> Info` (attributes,
    /// optionality and aliases seen through), so a closure passed for it is kept, not called.
    func isFunctionType(_ written: String, in enclosing: String?) -> Bool {
        var t = written.trimmingCharacters(in: .whitespaces)
        while t.hasPrefix("@"), let space = t.firstIndex(of: " ") { t = t[space...].trimmingCharacters(in: .whitespaces) }
        if t.contains("->") { return true }
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        if t.hasPrefix("("), t.hasSuffix(")") { t = String(t.dropFirst().dropLast()) }
        guard t.first?.isUppercase == true else { return false }
        let target = enclosing.flatMap { aliasTarget(of: t, in: $0) } ?? expandingAliases(t)
        return target.contains("->")
    }

    /// `Style` where `owner` (or a type enclosing it) declares `typealias Style = ChipStyle`:
    /// the target as named from there (`Chip.ChipStyle` when that type is nested), keeping `?`.
    private func aliasTarget(of written: String?, in owner: String) -> String? {
        guard var type = written else { return nil }
        let optional = type.hasSuffix("?")
        if optional { type.removeLast() }
        var scope = owner.split(separator: ".").map(String.init)
        while !scope.isEmpty {
            if let target = aliases[(scope + [type]).joined(separator: ".")] {
                let nested = (scope + [target]).joined(separator: ".")
                return (types[nested] != nil ? nested : target) + (optional ? "?" : "")
            }
            scope.removeLast()
        }
        return nil
    }

    /// A type written through aliases, their target (`Style` inside the type that declares
    /// `typealias Style = ChipStyle` is `ChipStyle`; `Action` may be `() -> Void`); an alias
    /// declared in a type is found by its short name when one type declares it and no nested
    /// type has that name.
    func expandingAliases(_ name: String) -> String {
        var n = name
        for _ in 0..<8 {
            guard n.first?.isUppercase == true, types[n] == nil else { break }
            // A nested type of that short name (`Toast.Style`) is not another type's alias.
            let key = aliases[n] != nil ? n : (nestedTypes[n] == nil ? nestedAliases[n].flatMap { $0.count == 1 ? $0[0] : nil } : nil)
            guard let key, let target = aliases[key] else { break }
            n = Self.unqualified(target)
        }
        return n
    }

    func type(_ name: String) -> TypeDecl? { types[name] ?? types[canonical(name)] }

    /// A type name without the generic arguments written after it (`Base<UseCase>` is `Base`,
    /// `Measurement<Dimension>` is `Measurement`).
    static func withoutGenericArguments(_ name: String) -> String {
        name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }

    /// The type the alias `key` (`Bar.Constants`) stands for, named from `file`: that file's
    /// module's type where modules each declare one of that name (a package's
    /// `ProgressConstants` beside the app's), else the target with its aliases followed.
    func aliasedType(_ key: String, seenFrom file: SwiftSourceFile) -> String? {
        guard let target = aliases[key] else { return nil }
        let scoped = scoped(target, in: file)
        return scoped != target ? scoped : canonical(target)
    }

    /// The name a type written as `name` in `file` is declared under: the file's own private
    /// type of that name (`Image` in a file declaring `private class Image`), or its module's
    /// when modules declare it apart, else `name`.
    /// The file-level functions named `name` that code in `file` calls: those of the file's own
    /// module when it declares any (two test targets may each declare a helper `anyError()`),
    /// as Swift looks in the calling module before the modules it imports; else all of them.
    func functions(named name: String, calledFrom file: SwiftSourceFile?) -> [FunctionDecl]? {
        guard let all = functions[name], all.count > 1, let file, let module = moduleOfFile[file.path] else { return functions[name] }
        let own = all.filter { moduleOfFile[$0.file.path] == module }
        return own.isEmpty ? all : own
    }

    /// The name Swift's runtime gives a type of the sources, `Module.Outer.Inner`, as an error's
    /// `NSError` domain shows it: a module-scoped name (`AnyError@module CacheTests`) in its
    /// module, another in the module of the file declaring it.
    func bridgedTypeName(_ name: String) -> String {
        var plain = name
        var module: String?
        if let r = name.range(of: "@module ") {
            let rest = name[r.upperBound...]
            let dot = rest.firstIndex(of: ".") ?? rest.endIndex
            module = String(rest[..<dot])
            plain = String(name[..<r.lowerBound]) + rest[dot...]
        } else if let at = name.firstIndex(of: "@") {
            plain = String(name[..<at])
        }
        if module == nil, let path = type(name)?.location?.file.path { module = moduleOfFile[path] }
        guard let module, !module.isEmpty else { return plain }
        return "\(module).\(plain)"
    }

    func scoped(_ name: String, in file: SwiftSourceFile) -> String {
        guard let own = scopedTypes[file.path], !own.isEmpty else { return name }
        if let key = own[name] { return key }
        // `Constants.Layout`: the first component names the private type.
        if let dot = name.firstIndex(of: "."), let key = own[String(name[..<dot])] { return key + name[dot...] }
        return name
    }

    /// A type name with its aliases followed and its platform module dropped
    /// (`ColorAsset.Color` → `UIColor`, `SwiftUI.Color` → `Color`).
    func canonical(_ name: String) -> String {
        // `SwiftUI.TextField` is SwiftUI's, whatever the sources alias `TextField` to (a
        // package re-exporting its own `typealias TextField = Controls.TextField`).
        if Self.isPlatformQualified(name) { return Self.unqualified(name) }
        // `Models.List`: the type module `Models` of the sources declares — unless the sources
        // also declare a type `Models`, which shadows its module as in Swift (`Widgets.Bundle`
        // in module `Widgets` with `struct Widgets` is a type nested in the struct).
        if let inModule = sourceModuleType(name) { return inModule }
        var n = Self.unqualified(name)
        for _ in 0..<8 {
            guard let target = aliases[n] else { break }
            // `typealias TextField = Controls.TextField`: the type module `Controls` declares.
            if let inModule = sourceModuleType(target) { return inModule }
            n = Self.unqualified(target)
        }
        return n
    }

    /// `Models.List` where `Models` is a module of the sources: the name that module's type is
    /// declared under; nil for any other name.
    private func sourceModuleType(_ name: String) -> String? {
        guard let dot = name.firstIndex(of: "."), sourceModules.contains(String(name[..<dot])),
              types[String(name[..<dot])].map({ $0.kind == .extensionOnly }) ?? true else { return nil }
        let rest = String(name[name.index(after: dot)...])
        let key = "\(rest)@module \(name[..<dot])"
        return types[key] != nil || moduleScopedNames.contains(key) ? key : rest
    }

    /// A type name as written inside another type (`Size` for `Avatar.Size`): the declared
    /// type of that name, else the one nested type that ends with it, else the name as is.
    func resolvedTypeName(_ name: String) -> String {
        if types[name] != nil || name.isEmpty || !(name.first?.isUppercase ?? false) { return name }
        let expanded = expandingAliases(name)
        if expanded != name { return resolvedTypeName(expanded) }
        // `ControlSize` outside `Cells` is SwiftUI's, not `Cells.ControlSize`: a nested type
        // shadows a platform type only inside its enclosing type, which callers look in first.
        if isPlatformName(name) { return name }
        let nested = nestedTypes[name] ?? []
        return nested.count == 1 ? nested[0] : name
    }

    private func typeDecl(_ name: String, kind: TypeDecl.Kind) -> TypeDecl {
        if let t = types[name] {
            if t.kind == .extensionOnly, kind != .extensionOnly { t.kind = kind }
            return t
        }
        let t = TypeDecl(name: name, kind: kind)
        types[name] = t
        return t
    }

    private func index(_ item: CodeBlockItemSyntax.Item, file: SwiftSourceFile, outer: String?) {
        switch item {
        case .decl(let decl):
            indexDecl(decl, file: file, outer: outer)
        case .expr(let expr):
            // `#Preview { … }` at top level can parse as an expression.
            if let m = expr.as(MacroExpansionExprSyntax.self), m.macroName.text == "Preview" {
                previews.append(PreviewDecl(macro: .expr(m), file: file))
            }
        default:
            break
        }
    }

    private func indexDecl(_ decl: DeclSyntax, file: SwiftSourceFile, outer: String?) {
        func qualified(_ name: String) -> String { outer.map { "\($0).\(name)" } ?? scoped(name, in: file) }
        // `#if DEBUG … #endif` around declarations: the clause an iOS debug build compiles.
        if let c = decl.as(IfConfigDeclSyntax.self) {
            switch CompilationConditions.activeClause(c.clauses)?.elements {
            case .statements(let items)?: for item in items { index(item.item, file: file, outer: outer) }
            case .decls(let members)?: for m in members { indexDecl(m.decl, file: file, outer: outer) }
            default: break
            }
            return
        }
        if let s = decl.as(StructDeclSyntax.self) {
            let t = typeDecl(qualified(s.name.text), kind: .struct)
            t.location = (file, Syntax(s))
            t.conformances += s.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            t.isPropertyWrapper = t.isPropertyWrapper || Self.hasAttribute("propertyWrapper", s.attributes)
            t.isResultBuilder = t.isResultBuilder || Self.hasAttribute("resultBuilder", s.attributes)
            members(s.memberBlock, into: t, file: file)
        } else if let c = decl.as(ClassDeclSyntax.self) {
            let t = typeDecl(qualified(c.name.text), kind: .class)
            t.location = (file, Syntax(c))
            t.isPropertyWrapper = t.isPropertyWrapper || Self.hasAttribute("propertyWrapper", c.attributes)
            t.conformances += c.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            members(c.memberBlock, into: t, file: file)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            let t = typeDecl(qualified(e.name.text), kind: .enum)
            t.location = (file, Syntax(e))
            t.isResultBuilder = t.isResultBuilder || Self.hasAttribute("resultBuilder", e.attributes)
            let inherited = e.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            t.conformances += inherited
            t.rawType = inherited.first { Self.rawValueTypes.contains($0) }
            members(e.memberBlock, into: t, file: file)
        } else if let p = decl.as(ProtocolDeclSyntax.self) {
            let t = typeDecl(qualified(p.name.text), kind: .protocol)
            t.location = (file, Syntax(p))
        } else if let x = decl.as(ExtensionDeclSyntax.self) {
            // `extension SwiftUI.Image` extends `Image`: the module a type is named through is
            // not part of its name.
            // A name the file's module declares is that type, whatever another module aliases
            // it to (`extension TextField` in the module of a `TextField` a package re-exports).
            let written = x.extendedType.trimmedDescription, own = scoped(written, in: file)
            let t = typeDecl(own != written ? own : scoped(canonical(written), in: file), kind: .extensionOnly)
            t.conformances += x.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            members(x.memberBlock, into: t, file: file)
        } else if let f = decl.as(FunctionDeclSyntax.self) {
            functions[f.name.text, default: []].append(FunctionDecl(syntax: f, file: file))
        } else if let v = decl.as(VariableDeclSyntax.self) {
            for b in v.bindings {
                if let name = b.pattern.as(IdentifierPatternSyntax.self).map({ $0.identifier.identifier?.name ?? $0.identifier.text }) {
                    globals[name] = PropertyDecl(name: name, binding: b, declaration: v, file: file)
                }
            }
        } else if let m = decl.as(MacroExpansionDeclSyntax.self), m.macroName.text == "Preview" {
            previews.append(PreviewDecl(macro: .decl(m), file: file))
        }
    }

    static func hasAttribute(_ name: String, _ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { if case .attribute(let a) = $0 { return a.attributeName.trimmedDescription == name }; return false }
    }

    private func members(_ block: MemberBlockSyntax, into t: TypeDecl, file: SwiftSourceFile) {
        members(block.members, into: t, file: file)
    }

    private func members(_ list: MemberBlockItemListSyntax, into t: TypeDecl, file: SwiftSourceFile) {
        for member in list {
            let decl = member.decl
            if let c = decl.as(IfConfigDeclSyntax.self) {
                if case .decls(let inner)? = CompilationConditions.activeClause(c.clauses)?.elements { members(inner, into: t, file: file) }
                continue
            }
            if let v = decl.as(VariableDeclSyntax.self) {
                for b in v.bindings {
                    // `` `default` `` is read as `.default`: names without their backticks.
                    guard let name = b.pattern.as(IdentifierPatternSyntax.self).map({ $0.identifier.identifier?.name ?? $0.identifier.text }) else { continue }
                    let p = PropertyDecl(name: name, binding: b, declaration: v, file: file)
                    if p.isStatic {
                        t.staticProperties[name] = p
                    } else {
                        t.properties[name] = p
                        if !p.isComputed { t.storedProperties.append(p) }
                    }
                }
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                let fd = FunctionDecl(syntax: f, file: file)
                if fd.isStatic { t.staticMethods[fd.name, default: []].append(fd) } else { t.methods[fd.name, default: []].append(fd) }
            } else if let i = decl.as(InitializerDeclSyntax.self) {
                t.initializers.append(InitializerDecl(syntax: i, file: file))
            } else if let sub = decl.as(SubscriptDeclSyntax.self) {
                t.subscripts.append(sub)
                t.subscriptFiles.append(file)
            } else if let c = decl.as(EnumCaseDeclSyntax.self) {
                for element in c.elements {
                    let params = element.parameterClause?.parameters.map { p in
                        (label: p.firstName.map { $0.text == "_" ? nil : $0.text } ?? nil,
                         typeName: p.type.trimmedDescription, defaultValue: p.defaultValue?.value)
                    } ?? []
                    let caseName = element.name.identifier?.name ?? element.name.text
                    t.cases[caseName] = EnumCaseDecl(name: caseName, parameters: params,
                                                              rawValue: element.rawValue?.value, file: file)
                    t.caseOrder.append(caseName)
                }
            } else if decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ClassDeclSyntax.self) {
                indexDecl(decl, file: file, outer: t.name)
            }
        }
        // A PreviewProvider's `previews` is found through its conformance by the preview finder.
    }
}

/// Finds the struct, enum and class declarations made inside function bodies, accessors and
/// closures (local types), outermost first.
private final class LocalTypeFinder: SyntaxVisitor {
    private var bodies = 0
    private var found: [DeclSyntax] = []

    static func find(in tree: some SyntaxProtocol) -> [DeclSyntax] {
        let finder = LocalTypeFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { bodies += 1; return .visitChildren }
    override func visitPost(_ node: CodeBlockSyntax) { bodies -= 1 }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { bodies += 1; return .visitChildren }
    override func visitPost(_ node: ClosureExprSyntax) { bodies -= 1 }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { bodies += 1; return .visitChildren }
    override func visitPost(_ node: AccessorBlockSyntax) { bodies -= 1 }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { note(DeclSyntax(node)) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { note(DeclSyntax(node)) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { note(DeclSyntax(node)) }

    private func note(_ decl: DeclSyntax) -> SyntaxVisitorContinueKind {
        if bodies > 0 { found.append(decl) }
        return .visitChildren
    }
}

/// The `typealias` declarations of a file with their qualified names (`Outer.Name`), skipping
/// those in inactive `#if` clauses (`typealias Image = NSImage` under `#if os(macOS)`).
final class TypeAliasFinder: SyntaxVisitor {
    private var found: [String: String] = [:]

    static func find(in tree: SourceFileSyntax) -> [String: String] {
        let f = TypeAliasFinder(viewMode: .sourceAccurate)
        f.walk(tree)
        return f.found
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        var outer: [String] = []
        var parent = node.parent
        while let p = parent {
            if let clause = p.as(IfConfigClauseSyntax.self), let decl = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
               CompilationConditions.activeClause(decl.clauses)?.id != clause.id {
                return .skipChildren
            }
            if let s = p.as(StructDeclSyntax.self) { outer.insert(s.name.text, at: 0) }
            if let c = p.as(ClassDeclSyntax.self) { outer.insert(c.name.text, at: 0) }
            if let e = p.as(EnumDeclSyntax.self) { outer.insert(e.name.text, at: 0) }
            if let x = p.as(ExtensionDeclSyntax.self) { outer.insert(SwiftDeclarations.unqualified(x.extendedType.trimmedDescription), at: 0) }
            // A function's or closure's local alias is not a type's.
            if p.is(CodeBlockSyntax.self) || p.is(ClosureExprSyntax.self) { return .skipChildren }
            parent = p.parent
        }
        let name = (outer + [node.name.text]).joined(separator: ".")
        if found[name] == nil { found[name] = node.initializer.value.trimmedDescription }
        return .skipChildren
    }
}
