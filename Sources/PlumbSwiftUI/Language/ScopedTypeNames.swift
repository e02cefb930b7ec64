import Foundation
import SwiftSyntax

/// Type names that stand for different types in different files, as Swift scopes them.
///
/// - A `private`/`fileprivate` file-level type is its file's own: two files' `private enum
///   Constants` are two types, and a test file's `private class Image` hides SwiftUI's `Image`
///   in that file only.
/// - A file-level type declared in two modules (a UIKit `YDSFont` of UIFont and a SwiftUI
///   `YDSFont` of Font, one per target) is two types: each module's files see their own, and a
///   file of another module sees the one of the module it imports.
///
/// Indexing every type under its written name would merge them (one's statics answering for
/// the other's) or let one replace the platform's type everywhere. Names that do not clash
/// keep their written names: nothing needs telling apart.
enum ScopedTypeNames {
    /// By file path: written name → the name it is declared under for that file
    /// (`Constants@Sources/Card.swift`, `YDSFont@module YDS`).
    static func find(in files: [SwiftSourceFile], isPlatformName: (String) -> Bool) -> [String: [String: String]] {
        find(in: files, modules: modules(of: files.map(\.path)), isPlatformName: isPlatformName)
    }

    static func find(in files: [SwiftSourceFile], modules: [String: String], isPlatformName: (String) -> Bool) -> [String: [String: String]] {
        var declared: [(file: String, name: String, isPrivate: Bool)] = []
        for file in files {
            for item in file.tree.statements { collect(item.item, file: file.path, into: &declared) }
        }
        var result: [String: [String: String]] = [:]
        // Private types: scoped to their file where the name clashes.
        var filesDeclaring: [String: Set<String>] = [:]
        for d in declared { filesDeclaring[d.name, default: []].insert(d.file) }
        for d in declared where d.isPrivate {
            guard (filesDeclaring[d.name]?.count ?? 0) > 1 || isPlatformName(d.name) else { continue }
            result[d.file, default: [:]][d.name] = "\(d.name)@\(d.file)"
        }
        // Module-level types declared in more than one module, or named like one of the
        // platform's (a model `List` beside SwiftUI's): scoped to their module. A file of another
        // module sees the one it imports; for a platform name, the platform's unless it writes
        // the module (`Models.List`), as Swift's overload resolution picks in practice.
        var modulesDeclaring: [String: Set<String>] = [:]
        for d in declared where !d.isPrivate { modulesDeclaring[d.name, default: []].insert(modules[d.file] ?? "") }
        for (name, declaring) in modulesDeclaring where declaring.count > 1 || isPlatformName(name) {
            if declaring.count == 1, let only = declaring.first {
                for file in files where modules[file.path] == only && result[file.path]?[name] == nil {
                    result[file.path, default: [:]][name] = "\(name)@module \(only)"
                }
                continue
            }
            for file in files where result[file.path]?[name] == nil {
                let own = modules[file.path] ?? ""
                let seen: String?
                if declaring.contains(own) {
                    seen = own
                } else {
                    // Another module's file sees the one declaring module it imports.
                    let imported = imports(of: file).compactMap { i in declaring.first { key($0) == key(i) } }
                    seen = imported.count == 1 ? imported[0] : nil
                }
                if let seen { result[file.path, default: [:]][name] = "\(name)@module \(seen)" }
            }
        }
        return result
    }

    /// The module a file belongs to: the SwiftPM target (`Sources/<Target>/…`,
    /// `Tests/<Target>/…`), else the top-level folder under the files' common directory
    /// (Xcode projects keep each target in a folder of its own).
    static func modules(of paths: [String]) -> [String: String] {
        let split = paths.map { $0.split(separator: "/").map(String.init) }
        var common: [String]?
        for parts in split {
            let folder = Array(parts.dropLast())
            common = common.map { c in Array(zip(c, folder).prefix { $0 == $1 }.map(\.0)) } ?? folder
        }
        let depth = common?.count ?? 0
        var result: [String: String] = [:]
        for (path, parts) in zip(paths, split) {
            if let i = parts.lastIndex(where: { $0 == "Sources" || $0 == "Tests" }), i + 2 < parts.count {
                result[path] = parts[i + 1]
            } else {
                result[path] = parts.count > depth + 1 ? parts[depth] : ""
            }
        }
        return result
    }

    /// `import YDS`, `@testable import DesignSystem`: the modules a file imports.
    static func imports(of file: SwiftSourceFile) -> [String] {
        imports(in: file.tree.statements.map(\.item))
    }

    /// The modules imported by `items`, those in the active clause of an `#if` included
    /// (`#if canImport(UIKit) import VitaminSwiftUI #endif`).
    private static func imports(in items: [CodeBlockItemSyntax.Item]) -> [String] {
        items.flatMap { item -> [String] in
            guard case .decl(let decl) = item else { return [] }
            if let i = decl.as(ImportDeclSyntax.self) { return i.path.first.map { [$0.name.text] } ?? [] }
            guard let c = decl.as(IfConfigDeclSyntax.self) else { return [] }
            switch CompilationConditions.activeClause(c.clauses)?.elements {
            case .statements(let inner)?: return imports(in: inner.map(\.item))
            case .decls(let members)?: return imports(in: members.map { .decl($0.decl) })
            default: return []
            }
        }
    }

    /// Module names compared as Xcode derives them from folder names (`YDS-SwiftUI` is `YDS_SwiftUI`).
    private static func key(_ name: String) -> String { name.lowercased().filter { $0.isLetter || $0.isNumber } }

    private static func collect(_ item: CodeBlockItemSyntax.Item, file: String, into declared: inout [(file: String, name: String, isPrivate: Bool)]) {
        guard case .decl(let decl) = item else { return }
        if let c = decl.as(IfConfigDeclSyntax.self) {
            switch CompilationConditions.activeClause(c.clauses)?.elements {
            case .statements(let items)?: for i in items { collect(i.item, file: file, into: &declared) }
            case .decls(let members)?: for m in members { collect(.decl(m.decl), file: file, into: &declared) }
            default: break
            }
            return
        }
        let named: (name: String, modifiers: DeclModifierListSyntax)?
        if let s = decl.as(StructDeclSyntax.self) { named = (s.name.text, s.modifiers) }
        else if let c = decl.as(ClassDeclSyntax.self) { named = (c.name.text, c.modifiers) }
        else if let e = decl.as(EnumDeclSyntax.self) { named = (e.name.text, e.modifiers) }
        else if let p = decl.as(ProtocolDeclSyntax.self) { named = (p.name.text, p.modifiers) }
        else { named = nil }
        guard let named else { return }
        let isPrivate = named.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        declared.append((file, named.name, isPrivate))
    }
}
