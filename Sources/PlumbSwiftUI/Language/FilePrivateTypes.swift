import SwiftSyntax

/// Finds the `private`/`fileprivate` types declared at file level whose names clash: with a
/// type another file declares at file level, or with one the platform declares. Swift scopes
/// such a type to its file, so two files' `private enum Constants` are two types, and a test
/// file's `private class Image` hides SwiftUI's `Image` in that file only; indexing every type
/// under its written name would merge the first and let the second replace SwiftUI's
/// everywhere. Non-clashing private types keep their written names (nothing to tell apart).
enum FilePrivateTypes {
    /// By file path: written name → the name it is declared under (`Name@path`).
    static func find(in files: [SwiftSourceFile], isPlatformName: (String) -> Bool) -> [String: [String: String]] {
        var declared: [(file: String, name: String, isPrivate: Bool)] = []
        for file in files {
            for item in file.tree.statements {
                collect(item.item, file: file.path, into: &declared)
            }
        }
        var filesDeclaring: [String: Set<String>] = [:]
        for d in declared { filesDeclaring[d.name, default: []].insert(d.file) }
        var result: [String: [String: String]] = [:]
        for d in declared where d.isPrivate {
            guard (filesDeclaring[d.name]?.count ?? 0) > 1 || isPlatformName(d.name) else { continue }
            result[d.file, default: [:]][d.name] = "\(d.name)@\(d.file)"
        }
        return result
    }

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
