import Foundation
import PlumbModel
import SwiftSyntax

/// A team's Swift sources, read and indexed once: every `.swift` file under the given paths
/// (asset catalogs under them are used for `Color("name")` and `Image("name")`) and the
/// previews they declare. Nothing is compiled or run.
public final class SwiftProject: @unchecked Sendable {
    /// Largest Swift file read, and most files: bounded work on untrusted input.
    public static let maximumFileBytes = 4 << 20
    public static let maximumFiles = 5_000

    let files: [SwiftSourceFile]
    let declarations: SwiftDeclarations
    let assets: AssetLookup
    /// Every preview, in file and source order.
    public let previews: [SwiftPreview]
    /// Problems found while reading (syntax errors, unreadable files).
    public let diagnostics: [SwiftDiagnostic]
    private let previewBodies: [SwiftPreview: PreviewSource]

    enum PreviewSource {
        case macro(PreviewDecl)
        case provider(type: String, index: Int, file: SwiftSourceFile)
    }

    /// Reads the Swift files under `paths` (files or directories, recursively; symbolic links
    /// are not followed; hidden folders and `.build` are skipped) and the asset catalogs among them.
    public static func load(paths: [String]) throws -> SwiftProject {
        var found: [String] = []
        for path in paths {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
                throw PlumbError("no such file or directory", at: .file(path))
            }
            if !isDir.boolValue {
                guard path.hasSuffix(".swift") else { throw PlumbError("not a Swift file", at: .file(path)) }
                found.append(path)
                continue
            }
            let base = URL(fileURLWithPath: path)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isSymbolicLinkKey, .isRegularFileKey],
                                                               options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in walker {
                let name = url.lastPathComponent
                if name == ".build" || name == "DerivedData" || name.hasSuffix(".xcassets") { walker.skipDescendants(); continue }
                let values = try? url.resourceValues(forKeys: [.isSymbolicLinkKey, .isRegularFileKey])
                if values?.isSymbolicLink == true { walker.skipDescendants(); continue }
                guard name.hasSuffix(".swift"), values?.isRegularFile == true else { continue }
                found.append(path == "." ? String(url.path.dropFirst(FileManager.default.currentDirectoryPath.count + 1)) : (path as NSString).appendingPathComponent(String(url.path.dropFirst(base.path.count + 1))))
                if found.count > maximumFiles {
                    throw PlumbError("more than \(maximumFiles) Swift files under the given paths", at: .file(path))
                }
            }
        }
        var files: [SwiftSourceFile] = []
        var diagnostics: [SwiftDiagnostic] = []
        for path in found.sorted() {
            let data = try BoundedFile.read(path, limit: maximumFileBytes, limitName: "swift-file-size")
            guard let text = String(data: data, encoding: .utf8) else { throw PlumbError("not UTF-8 text", at: .file(path)) }
            let file = SwiftSourceFile(path: path, text: text)
            files.append(file)
            diagnostics += file.syntaxErrors()
        }
        // Asset catalogs under the same paths: `Color("name")`, `Image("name")`.
        let catalog = try AssetCatalog.load(paths: paths)
        return SwiftProject(files: files, assets: catalog.lookup, diagnostics: catalog.diagnostics + diagnostics)
    }

    /// Sources given as text (tests, single snippets): file name → source.
    public static func parse(_ sources: [(name: String, text: String)]) -> SwiftProject {
        let files = sources.map { SwiftSourceFile(path: $0.name, text: $0.text) }
        return SwiftProject(files: files, assets: AssetLookup(), diagnostics: files.flatMap { $0.syntaxErrors() })
    }

    init(files: [SwiftSourceFile], assets: AssetLookup, diagnostics: [SwiftDiagnostic]) {
        self.files = files
        self.assets = assets
        self.diagnostics = diagnostics
        declarations = SwiftDeclarations(files: files)
        var previews: [SwiftPreview] = []
        var bodies: [SwiftPreview: PreviewSource] = [:]
        var perFile: [String: Int] = [:]
        for p in declarations.previews {
            let stem = ((p.file.path as NSString).lastPathComponent as NSString).deletingPathExtension
            perFile[p.file.path, default: 0] += 1
            let l = p.file.location(of: p.node)
            var preview = SwiftPreview(file: p.file.path, line: l.line, column: l.column,
                                       name: p.name ?? (perFile[p.file.path]! == 1 ? stem : "\(stem) \(perFile[p.file.path]!)"),
                                       fileStem: stem, sizeThatFits: false, fixedSize: nil, preferredColorScheme: nil)
            for arg in p.arguments where arg.label?.text == "traits" {
                if arg.expression.trimmedDescription.contains("sizeThatFitsLayout") { preview.sizeThatFits = true }
            }
            if let body = p.body?.statements.trimmedDescription {
                if body.contains(".preferredColorScheme(.dark)") { preview.preferredColorScheme = .dark }
                if body.contains(".previewLayout(.sizeThatFits)") { preview.sizeThatFits = true }
            }
            previews.append(preview)
            bodies[preview] = .macro(p)
        }
        // PreviewProvider: each child of a top-level Group in `previews` is one preview.
        for t in declarations.types.values.sorted(by: { $0.name < $1.name }) where t.conforms(to: "PreviewProvider") {
            guard let prop = t.staticProperties["previews"], case .getter(let items)? = prop.binding.accessorBlock?.accessors else { continue }
            var children: [ExprSyntax] = []
            if items.count == 1, case .expr(let e) = items.first!.item, let call = e.as(FunctionCallExprSyntax.self),
               call.calledExpression.trimmedDescription == "Group", let closure = call.trailingClosure {
                children = closure.statements.compactMap { item -> ExprSyntax? in
                    if case .expr(let e) = item.item { return e }
                    return nil
                }
            } else {
                children = items.compactMap { item -> ExprSyntax? in
                    if case .expr(let e) = item.item { return e }
                    return nil
                }
            }
            for (index, child) in children.enumerated() {
                let l = prop.file.location(of: child)
                let text = child.trimmedDescription
                var name = "\(t.name) \(index + 1)"
                if let r = text.range(of: ".previewDisplayName(\""), let end = text[r.upperBound...].firstIndex(of: "\"") {
                    name = String(text[r.upperBound..<end])
                }
                let stem = ((prop.file.path as NSString).lastPathComponent as NSString).deletingPathExtension
                let preview = SwiftPreview(file: prop.file.path, line: l.line, column: l.column, name: name, fileStem: stem,
                                           sizeThatFits: text.contains(".previewLayout(.sizeThatFits)"), fixedSize: nil,
                                           preferredColorScheme: text.contains(".preferredColorScheme(.dark)") ? .dark : nil)
                previews.append(preview)
                bodies[preview] = .provider(type: t.name, index: index, file: prop.file)
            }
        }
        self.previews = previews
        previewBodies = bodies
    }

    /// Evaluates `preview` for one cell of the matrix. Never throws: what goes wrong is an
    /// error diagnostic of this preview (others still evaluate).
    public func evaluate(_ preview: SwiftPreview, context: EvaluationContext = EvaluationContext(), system: String = "swift") -> PreviewEvaluation {
        let evaluator = SwiftEvaluator(declarations: declarations, context: context, assets: assets)
        var result = PreviewEvaluation(preview: preview, component: nil, diagnostics: [])
        do {
            let view = try previewView(preview, evaluator)
            guard let root = try evaluator.materialize(view, path: "preview") else {
                throw EvaluationError(diagnostic: SwiftDiagnostic(file: preview.file, line: preview.line, column: preview.column, severity: .error,
                                                                  message: "the preview shows no view"))
            }
            result.component = ResolvedComponent(system: system, name: preview.fileStem, variant: preview.name, state: nil, interactive: false,
                                                 width: preview.sizeThatFits ? nil : (preview.fixedSize?.width ?? 393),
                                                 height: preview.fixedSize?.height, appearance: context.appearance,
                                                 dynamicType: context.dynamicType, root: root, layoutDirection: context.layoutDirection)
        } catch let e as EvaluationError {
            result.diagnostics.append(e.diagnostic)
        } catch let e as PlumbError {
            let l = e.location ?? SourceLocation(file: preview.file, line: preview.line, column: preview.column)
            result.diagnostics.append(SwiftDiagnostic(file: l.file, line: l.line, column: l.column, severity: .error, message: e.message))
        } catch {
            result.diagnostics.append(SwiftDiagnostic(file: preview.file, line: preview.line, column: preview.column, severity: .error,
                                                      message: "\(error)"))
        }
        result.diagnostics = evaluator.diagnostics + result.diagnostics
        return result
    }

    private func previewView(_ preview: SwiftPreview, _ evaluator: SwiftEvaluator) throws -> ViewDescription {
        switch previewBodies[preview] {
        case .macro(let p)?:
            guard let body = p.body else {
                throw EvaluationError(diagnostic: SwiftDiagnostic(file: preview.file, line: preview.line, column: preview.column, severity: .error,
                                                                  message: "#Preview has no body"))
            }
            let scope = Scope(parent: evaluator.globalScope)
            // `@Previewable @State var x = …` declarations are ordinary locals here.
            let value = try evaluator.runBody(body.statements, scope, p.file)
            return evaluator.asView(value, at: body, p.file)
        case .provider(let type, let index, let file)?:
            guard let t = declarations.type(type), let prop = t.staticProperties["previews"] else { throw PlumbError("missing previews") }
            let value = try evaluator.propertyValue(prop, selfValue: .type(type))
            let view = evaluator.asView(value, at: prop.binding, file)
            if case .group(let items) = view.content, index < items.count { return items[index] }
            return view
        case nil:
            throw PlumbError("unknown preview '\(preview.name)'")
        }
    }
}
