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
    /// are not followed; hidden folders, `.build` and `SourcePackages` are skipped) and the asset
    /// catalogs among them, and the sources of the packages the project depends on where they
    /// are checked out (`PackageCheckouts`): their declarations, asset catalogs, fonts and
    /// resources are in scope, their previews are not listed.
    public static func load(paths: [String]) throws -> SwiftProject {
        var found: [String] = []
        var resources = ProjectResources()
        if let first = paths.first { resources.root = URL(fileURLWithPath: first).standardizedFileURL.path }
        var resourceFiles: [String] = []
        var projectFiles: [String] = []
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
                if name == ".build" || name == "DerivedData" || name == PackageCheckouts.xcodeFolder || name.hasSuffix(".xcassets") {
                    walker.skipDescendants()
                    continue
                }
                // An Xcode project among the sources: its build settings, not its files.
                if name.hasSuffix(".xcodeproj") {
                    projectFiles.append(url.appendingPathComponent("project.pbxproj").path)
                    walker.skipDescendants()
                    continue
                }
                let values = try? url.resourceValues(forKeys: [.isSymbolicLinkKey, .isRegularFileKey])
                if values?.isSymbolicLink == true { walker.skipDescendants(); continue }
                guard values?.isRegularFile == true else { continue }
                let relative = path == "." ? String(url.path.dropFirst(FileManager.default.currentDirectoryPath.count + 1)) : (path as NSString).appendingPathComponent(String(url.path.dropFirst(base.path.count + 1)))
                guard name.hasSuffix(".swift") else {
                    // Resources: what `Bundle.url(forResource:withExtension:)` finds, and localisation tables.
                    if resourceFiles.count < ProjectResources.maximumFiles { resourceFiles.append(relative) }
                    continue
                }
                found.append(relative)
                if found.count > maximumFiles {
                    throw PlumbError("more than \(maximumFiles) Swift files under the given paths", at: .file(path))
                }
            }
        }
        var files: [SwiftSourceFile] = []
        var diagnostics: [SwiftDiagnostic] = []
        func read(_ paths: [String], dependency: Bool) -> [SwiftSourceFile] {
            var read: [SwiftSourceFile] = []
            for path in paths {
                // A file that cannot be read is an error of its own; the other files still load.
                let data: Data
                do {
                    data = try BoundedFile.read(path, limit: maximumFileBytes, limitName: "swift-file-size")
                } catch {
                    // A package's unreadable file costs its declarations, not the project's run.
                    let message = (error as? PlumbError)?.message ?? "\(error)"
                    diagnostics.append(SwiftDiagnostic(file: path, line: 1, column: 1, severity: dependency ? .warning : .error, message: message))
                    continue
                }
                guard let text = String(data: data, encoding: .utf8) else {
                    var problem = notUTF8(data, path: path)
                    if dependency { problem.severity = .warning }
                    diagnostics.append(problem)
                    continue
                }
                let file = SwiftSourceFile(path: path, text: text)
                file.isDependency = dependency
                read.append(file)
                // A package's own syntax errors are its maintainers' (its parse still recovers).
                if !dependency { diagnostics += file.syntaxErrors() }
            }
            return read
        }
        files = read(found.sorted(), dependency: false)
        // The package targets the files import, and the targets those import, while the
        // file budget lasts.
        var checkouts = PackageCheckouts(under: paths)
        var imports = PackageCheckouts.imports(of: files)
        while !imports.isEmpty {
            let (targetFiles, refused) = checkouts.files(ofTargets: imports, budget: maximumFiles - files.count)
            if let refused { diagnostics.append(refused) }
            let more = read(targetFiles, dependency: true)
            files += more
            imports = PackageCheckouts.imports(of: more)
        }
        // Asset catalogs and fonts under the same paths (`Color("name")`, `Image("name")`,
        // `Font.custom`), then those of the package targets read: a design system shipped as
        // a package brings its colours, images, fonts and strings (its `Bundle.module`); the
        // project's own come first where a name is in both.
        let packageFolders = checkouts.readFolders
        let catalog = try AssetCatalog.load(paths: paths + packageFolders)
        resourceFiles.sort()
        for folder in packageFolders {
            resourceFiles += PackageCheckouts.resourceFiles(in: folder, limit: ProjectResources.maximumFiles - resourceFiles.count)
        }
        var assets = catalog.lookup
        // The app's global accent colour: the set its Xcode project names, where a catalog has it.
        assets.accentColorName = XcodeBuildSettings(near: paths, inside: projectFiles).accentColorNames.first {
            catalog.color(named: $0, appearance: .light) != nil
        }
        for file in resourceFiles where resources.files[(file as NSString).lastPathComponent] == nil {
            resources.files[(file as NSString).lastPathComponent] = file
        }
        resources.localization = LocalizationTables.load(files: resourceFiles)
        assets.resources = resources
        return SwiftProject(files: files, assets: assets, diagnostics: catalog.diagnostics + resources.localization.diagnostics + diagnostics)
    }

    /// Where the first byte that is not UTF-8 stands (line and column counted in bytes of the
    /// valid prefix, as compilers do).
    static func notUTF8(_ data: Data, path: String) -> SwiftDiagnostic {
        let bytes = [UInt8](data)
        var validEnd = 0
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length = b < 0x80 ? 1 : b >> 5 == 0b110 ? 2 : b >> 4 == 0b1110 ? 3 : b >> 3 == 0b11110 ? 4 : 0
            guard length > 0, i + length <= bytes.count,
                  String(bytes: bytes[i..<(i + length)], encoding: .utf8) != nil else { break }
            i += length
            validEnd = i
        }
        let prefix = bytes[..<validEnd]
        let line = prefix.lazy.filter { $0 == 0x0A }.count + 1
        let column = validEnd - (prefix.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
        let byte = validEnd < bytes.count ? String(format: " (byte 0x%02X)", bytes[validEnd]) : ""
        return SwiftDiagnostic(file: path, line: line, column: column, severity: .error, message: "the file is not UTF-8 text\(byte)")
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
        declarations = SwiftDeclarations(files: files, isPlatformName: { SwiftUIVocabulary.isBuiltinName($0) || SwiftEvaluator.isLibraryType($0) })
        var previews: [SwiftPreview] = []
        var bodies: [SwiftPreview: PreviewSource] = [:]
        var perFile: [String: Int] = [:]
        for p in declarations.previews where !p.file.isDependency {
            let stem = ((p.file.path as NSString).lastPathComponent as NSString).deletingPathExtension
            perFile[p.file.path, default: 0] += 1
            let l = p.file.location(of: p.node)
            var preview = SwiftPreview(file: p.file.path, line: l.line, column: l.column,
                                       name: p.name ?? (perFile[p.file.path]! == 1 ? stem : "\(stem) \(perFile[p.file.path]!)"),
                                       fileStem: stem, sizeThatFits: false, fixedSize: nil, preferredColorScheme: nil)
            // A widget preview is drawn at its family's size (`WidgetKitVocabulary.familySizes`).
            if let family = p.widgetFamily, let size = WidgetKitVocabulary.familySizes[family] {
                preview.widgetFamily = family
                preview.fixedSize = size
            }
            for arg in p.arguments where arg.label?.text == "traits" {
                if arg.expression.trimmedDescription.contains("sizeThatFitsLayout") { preview.sizeThatFits = true }
                if let size = Self.fixedLayout(in: arg.expression.trimmedDescription) { preview.fixedSize = size }
            }
            if let body = p.body?.statements.trimmedDescription {
                // `.colorScheme(_:)` is the deprecated `.environment(\.colorScheme, …)`: it changes the
                // view it modifies, not the preview's appearance.
                if body.contains(".preferredColorScheme(.dark)") { preview.preferredColorScheme = .dark }
                if body.contains(".preferredColorScheme(.light)") { preview.preferredColorScheme = .light }
                if body.contains(".previewLayout(.sizeThatFits)") { preview.sizeThatFits = true }
                if let size = Self.fixedLayout(in: body) { preview.fixedSize = size }
            }
            previews.append(preview)
            bodies[preview] = .macro(p)
        }
        // PreviewProvider: each child of a top-level Group in `previews` is one preview.
        for t in declarations.types.values.sorted(by: { $0.name < $1.name }) where t.conforms(to: "PreviewProvider") {
            guard let prop = t.staticProperties["previews"], case .getter(let items)? = prop.binding.accessorBlock?.accessors else { continue }
            var children: [ExprSyntax] = []
            // `Group { … }.previewLayout(.sizeThatFits).environmentObject(model)`: modifiers on the
            // Group apply to each child, and the chain's text to each preview's settings.
            var chain = ""
            if items.count == 1, case .expr(let e) = items.first!.item, let (group, modifiers) = Self.groupAndModifiers(e) {
                chain = modifiers
                children = group.statements.compactMap { item -> ExprSyntax? in
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
                let text = child.trimmedDescription + chain
                var name = "\(t.name) \(index + 1)"
                if let r = text.range(of: ".previewDisplayName(\""), let end = text[r.upperBound...].firstIndex(of: "\"") {
                    name = String(text[r.upperBound..<end])
                }
                let stem = ((prop.file.path as NSString).lastPathComponent as NSString).deletingPathExtension
                let preview = SwiftPreview(file: prop.file.path, line: l.line, column: l.column, name: name, fileStem: stem,
                                           sizeThatFits: text.contains(".previewLayout(.sizeThatFits)"), fixedSize: Self.fixedLayout(in: text),
                                           preferredColorScheme: text.contains(".preferredColorScheme(.dark)") ? .dark
                                               : text.contains(".preferredColorScheme(.light)") ? .light : nil)
                previews.append(preview)
                bodies[preview] = .provider(type: t.name, index: index, file: prop.file)
            }
        }
        // Two previews of one file with one name (`#Preview("Row")` twice, a Group's children
        // sharing its `.previewDisplayName`) would write one image: the later ones are numbered
        // (`Row 2`), in source order.
        func key(_ file: String, _ name: String) -> String { file + "\u{0}" + name }
        var used = Set(previews.map { key($0.file, $0.name) })
        var seen: Set<String> = []
        for (i, preview) in previews.enumerated() {
            guard !seen.insert(key(preview.file, preview.name)).inserted, let body = bodies.removeValue(forKey: preview) else { continue }
            var renamed = preview
            var n = 2
            while used.contains(key(preview.file, "\(preview.name) \(n)")) { n += 1 }
            renamed.name = "\(preview.name) \(n)"
            used.insert(key(renamed.file, renamed.name))
            previews[i] = renamed
            bodies[renamed] = body
        }
        self.previews = previews
        previewBodies = bodies
    }

    /// The closure of a `Group { … }` a `previews` expression is, alone or with modifiers after it
    /// (`Group { … }.previewLayout(.sizeThatFits)`), and the text of those modifiers.
    static func groupAndModifiers(_ e: ExprSyntax) -> (ClosureExprSyntax, String)? {
        var cursor = e
        for _ in 0..<64 {
            guard let call = cursor.as(FunctionCallExprSyntax.self) else { return nil }
            if call.calledExpression.trimmedDescription == "Group", let closure = call.trailingClosure {
                let whole = e.trimmedDescription, group = call.trimmedDescription
                return (closure, String(whole.dropFirst(group.count)))
            }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            cursor = base
        }
        return nil
    }

    /// `traits: .fixedLayout(width: 320, height: 200)` / `.previewLayout(.fixed(width:height:))`.
    static func fixedLayout(in text: String) -> (width: Double, height: Double)? {
        guard let r = text.range(of: #"fixed(Layout)?\(\s*width:\s*[0-9.]+\s*,\s*height:\s*[0-9.]+\s*\)"#, options: .regularExpression) else { return nil }
        let numbers = text[r].split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { Double($0) }
        guard numbers.count == 2, numbers.allSatisfy({ $0 > 0 && $0 <= 10_000 }) else { return nil }
        return (numbers[0], numbers[1])
    }

    /// Evaluates `preview` for one cell of the matrix. Never throws: what goes wrong is an
    /// error diagnostic of this preview (others still evaluate).
    public func evaluate(_ preview: SwiftPreview, context requested: EvaluationContext = EvaluationContext(), system: String = "swift") -> PreviewEvaluation {
        // `.preferredColorScheme(…)` wins over the matrix's appearance, as the canvas shows it.
        var context = requested
        if let scheme = preview.preferredColorScheme { context.appearance = scheme }
        var (result, used, proposed, preferred) = evaluateOnce(preview, context, system)
        // A `.preferredColorScheme` the text did not name (a variable's) is the whole screen's too.
        if let p = preferred, p != context.appearance {
            context.appearance = p
            (result, used, proposed, _) = evaluateOnce(preview, context, system)
        }
        // A `GeometryReader` is offered a size only layout knows, and a custom `Layout` sizes
        // itself for a proposal only layout knows: lay the preview out, give each reader the
        // size it was laid out at and each layout what it was proposed, and evaluate again
        // until they settle (a reader takes all it is offered, so one more pass settles all but
        // nested readers and layouts).
        guard let probe = context.layoutProbe, !used.isEmpty || !proposed.isEmpty else { return result }
        for _ in 0..<Self.geometryPasses {
            guard let component = result.component, !result.failed,
                  let measured = try? probe(component, Set(used.keys).union(proposed.keys)) else { return result }
            if Self.settled(used: used, proposed: proposed, measured: measured) { return result }
            context.readerSizes.merge(measured.filter { used[$0.key] != nil }) { $1 }
            context.layoutProposals.merge(measured.filter { proposed[$0.key] != nil }) { $1 }
            (result, used, proposed, _) = evaluateOnce(preview, context, system)
        }
        result.diagnostics.append(SwiftDiagnostic(file: preview.file, line: preview.line, column: preview.column, severity: .warning,
                                                  message: "GeometryReader sizes or Layout proposals did not settle after \(Self.geometryPasses) layout passes: the last pass's are drawn"))
        return result
    }

    /// Whether the sizes `GeometryReader`s were made with (`used`) and the proposals custom
    /// `Layout`s sized themselves for (`proposed`) are what layout measured for them: another
    /// evaluation would change nothing.
    static func settled(used: [String: GeometrySize], proposed: [String: GeometrySize], measured: [String: GeometrySize]) -> Bool {
        used.allSatisfy { path, u in
            guard let size = measured[path] else { return true }
            return abs(u.width - size.width) < 1e-9 && abs(u.height - size.height) < 1e-9
        } && proposed.allSatisfy { path, u in
            guard let size = measured[path] else { return true }
            return same(u.proposedWidth, size.proposedWidth) && same(u.proposedHeight, size.proposedHeight)
        }
    }

    /// Two proposals on one axis are the same: both nothing, or equal.
    static func same(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let x?, let y?): return x == y || abs(x - y) < 1e-9
        default: return false
        }
    }

    /// Layout passes a preview with `GeometryReader`s may take before its readers' sizes settle.
    static let geometryPasses = 3

    /// One evaluation of a preview, the size each `GeometryReader` in it was made with and the
    /// proposal each custom `Layout` sized itself for.
    private func evaluateOnce(_ preview: SwiftPreview, _ context: EvaluationContext,
                              _ system: String) -> (PreviewEvaluation, [String: GeometrySize], [String: GeometrySize], Appearance?) {
        let evaluator = SwiftEvaluator(declarations: declarations, context: context, assets: assets)
        var result = PreviewEvaluation(preview: preview, component: nil, diagnostics: [])
        do {
            let view = try previewView(preview, evaluator)
            guard var root = try evaluator.materialize(view, path: "preview") else {
                throw EvaluationError(diagnostic: SwiftDiagnostic(file: preview.file, line: preview.line, column: preview.column, severity: .error,
                                                                  message: "the preview shows no view"))
            }
            var size = (width: preview.sizeThatFits ? nil : (preview.fixedSize?.width ?? PreviewDevice.width), height: preview.fixedSize?.height)
            // A sheet or alert the preview presents is drawn over the whole screen.
            if let presented = evaluator.presented,
               let screen = try evaluator.materialize(PresentationChrome.screen(root: root, presented: presented, evaluator.environment), path: "preview") {
                root = screen
                size = (PreviewDevice.width, PreviewDevice.height)
            }
            result.component = ResolvedComponent(system: system, name: preview.fileStem, variant: preview.name, state: nil, interactive: false,
                                                 width: size.width, height: size.height, appearance: context.appearance,
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
        result.diagnostics = evaluator.diagnostics + evaluator.fallbackDiagnostics + result.diagnostics
        return (result, evaluator.readerSizesUsed, evaluator.layoutProposalsUsed, evaluator.preferredColorScheme)
    }

    /// A widget preview: the widget's configuration's content for the timeline's first entry,
    /// inside WidgetKit's content margins on the family's default background.
    private func widgetView(_ p: PreviewDecl, family: String, _ preview: SwiftPreview, _ evaluator: SwiftEvaluator) throws -> ViewDescription {
        func fail(_ message: String) -> EvaluationError {
            EvaluationError(diagnostic: SwiftDiagnostic(file: preview.file, line: preview.line, column: preview.column, severity: .error, message: message))
        }
        guard let widgetClosure = p.widgetClosure else { throw fail("#Preview(as:) has no widget closure") }
        let scope = Scope(parent: evaluator.globalScope)
        let widget = try evaluator.runBody(widgetClosure.statements, scope, p.file)
        guard let configuration = try evaluator.member(of: widget, "body", node: widgetClosure, p.file),
              case .native(let n) = configuration, let c = n.base as? WidgetKitVocabulary.Configuration else {
            throw fail("the widget's body is not a StaticConfiguration, AppIntentConfiguration or IntentConfiguration")
        }
        guard let timeline = p.timelineClosure,
              let entry = try WidgetKitVocabulary.firstEntry(timeline, evaluator: evaluator, scope: scope, file: p.file) else {
            throw fail("a widget preview needs a timeline: { … } with an entry")
        }
        let margin = c.marginsDisabled ? 0 : WidgetKitVocabulary.contentMargin(family: family)
        // The content closure's own modifiers see the widget's environment too.
        evaluator.environment.widgetContentMargin = margin
        evaluator.environment.custom["widgetFamily"] = .symbol(family)
        let content = evaluator.asView(try evaluator.callClosure(c.content, [entry], node: widgetClosure, p.file), at: widgetClosure, p.file)
        return try evaluator.widgetHost(content, family: family, margin: margin, at: p.node, p.file)
    }

    private func previewView(_ preview: SwiftPreview, _ evaluator: SwiftEvaluator) throws -> ViewDescription {
        switch previewBodies[preview] {
        case .macro(let p)? where preview.widgetFamily != nil:
            return try widgetView(p, family: preview.widgetFamily!, preview, evaluator)
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
            // Each child of the Group, with the modifiers the Group has (they apply to every child).
            if case .group(let items) = view.content, index < items.count { return view.modifiers.reduce(items[index]) { $0.modified($1) } }
            return view
        case nil:
            throw PlumbError("unknown preview '\(preview.name)'")
        }
    }
}
