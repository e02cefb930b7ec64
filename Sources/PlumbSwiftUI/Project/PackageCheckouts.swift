import Foundation
import SwiftParser
import SwiftSyntax
import PlumbModel

/// The packages a project depends on, where SwiftPM or Xcode checked them out beside it: a
/// package's `.build/checkouts/<name>/` (after `swift package resolve` or a build) and an Xcode
/// project's `SourcePackages/checkouts/<name>/` (after `xcodebuild -resolvePackageDependencies
/// -clonedSourcePackagesDirPath SourcePackages`). A checkout's targets are those its
/// `Package.swift` declares (their `path:`, else SwiftPM's `Sources/<name>`; without a manifest,
/// the folders of `Sources/`); only the targets the project imports are read, and
/// the targets those import, never tests, examples or what nothing imports — an app's
/// checkouts hold thousands of files (SDKs, swift-syntax) its views never reach.
struct PackageCheckouts {
    /// The folder Xcode clones packages into when told where (`-clonedSourcePackagesDirPath`).
    static let xcodeFolder = "SourcePackages"

    /// Target name → its folder, over every checkout (the first checkout in name order wins).
    private(set) var targets: [String: String] = [:]
    private var read: Set<String> = []

    init(under paths: [String]) {
        let fm = FileManager.default
        for path in paths {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else { continue }
            for container in [".build/checkouts", "\(Self.xcodeFolder)/checkouts"] {
                let checkouts = (path as NSString).appendingPathComponent(container)
                guard let names = try? fm.contentsOfDirectory(atPath: checkouts) else { continue }
                for name in names.sorted() where !name.hasPrefix(".") {
                    let root = (checkouts as NSString).appendingPathComponent(name)
                    for (target, folder) in Self.targets(ofPackageAt: root) where targets[target] == nil {
                        targets[target] = folder
                    }
                }
            }
        }
    }

    /// A checkout's targets and their folders: those its `Package.swift` declares with
    /// `.target(name:…, path:…)` (a path inside the checkout, else SwiftPM's `Sources/<name>`),
    /// or, without a readable manifest, the folders of `Sources/`.
    static func targets(ofPackageAt root: String) -> [(name: String, folder: String)] {
        let sources = (root as NSString).appendingPathComponent("Sources")
        let manifest = (root as NSString).appendingPathComponent("Package.swift")
        guard let data = try? BoundedFile.read(manifest, limit: SwiftProject.maximumFileBytes, limitName: "swift-file-size"),
              let text = String(data: data, encoding: .utf8) else {
            let folders = (try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []
            return folders.sorted().filter { !$0.hasPrefix(".") }.map { ($0, (sources as NSString).appendingPathComponent($0)) }
        }
        var found: [(String, String)] = []
        for call in ManifestTargets(viewMode: .sourceAccurate).calls(in: Parser.parse(source: text)) {
            guard let name = call.name else { continue }
            // A path that leaves the checkout is not followed.
            let relative = call.path ?? "Sources/\(name)"
            let folder = URL(fileURLWithPath: root).appendingPathComponent(relative).standardizedFileURL.path
            guard folder.hasPrefix(URL(fileURLWithPath: root).standardizedFileURL.path + "/") else { continue }
            found.append((name, folder))
        }
        return found
    }

    /// The modules files import (`import Flow`, `@testable import Kit`, `import struct Kit.Tag`).
    static func imports(of files: [SwiftSourceFile]) -> Set<String> {
        var names: Set<String> = []
        for file in files {
            for item in file.tree.statements {
                guard let i = item.item.as(ImportDeclSyntax.self), let first = i.path.first else { continue }
                names.insert(first.name.text)
            }
        }
        return names
    }

    /// The folders of the targets read so far, in name order: where their asset catalogs,
    /// fonts and other resources are (what `Bundle.module` holds for the target's code).
    var readFolders: [String] { read.sorted().compactMap { targets[$0] } }

    /// The `.swift` files of the named targets not read yet, at most `budget` of them (with
    /// a warning saying what was left out when the budget runs out).
    mutating func files(ofTargets names: Set<String>, budget: Int) -> (files: [String], refused: SwiftDiagnostic?) {
        var out: [String] = []
        for name in names.sorted() {
            guard let folder = targets[name], read.insert(name).inserted else { continue }
            let files = Self.swiftFiles(in: folder)
            guard out.count + files.count <= budget else {
                return (out, SwiftDiagnostic(file: folder, line: 1, column: 1, severity: .warning,
                                             message: "package target '\(name)' is not read: the checkouts' files would pass \(SwiftProject.maximumFiles) Swift files"))
            }
            out += files
        }
        return (out, nil)
    }

    /// The resource files under `folder` (anything but Swift sources and the insides of asset
    /// catalogs, which `AssetCatalog` reads), in path order, at most `limit`.
    static func resourceFiles(in folder: String, limit: Int) -> [String] {
        let base = URL(fileURLWithPath: folder)
        guard limit > 0, let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isSymbolicLinkKey, .isRegularFileKey],
                                                                     options: [.skipsHiddenFiles]) else { return [] }
        var found: [String] = []
        for case let url as URL in walker {
            if url.lastPathComponent.hasSuffix(".xcassets") { walker.skipDescendants(); continue }
            let values = try? url.resourceValues(forKeys: [.isSymbolicLinkKey, .isRegularFileKey])
            if values?.isSymbolicLink == true { walker.skipDescendants(); continue }
            guard values?.isRegularFile == true, url.pathExtension != "swift" else { continue }
            found.append((folder as NSString).appendingPathComponent(String(url.path.dropFirst(base.path.count + 1))))
            if found.count >= limit { break }
        }
        return found.sorted()
    }

    /// The `.swift` files under `folder`, in path order, following no symbolic link.
    private static func swiftFiles(in folder: String) -> [String] {
        let base = URL(fileURLWithPath: folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isSymbolicLinkKey, .isRegularFileKey],
                                                           options: [.skipsHiddenFiles]) else { return [] }
        var found: [String] = []
        for case let url as URL in walker {
            let values = try? url.resourceValues(forKeys: [.isSymbolicLinkKey, .isRegularFileKey])
            if values?.isSymbolicLink == true { walker.skipDescendants(); continue }
            guard values?.isRegularFile == true, url.pathExtension == "swift" else { continue }
            found.append((folder as NSString).appendingPathComponent(String(url.path.dropFirst(base.path.count + 1))))
            // More than the whole budget: the caller refuses the target anyway.
            if found.count > SwiftProject.maximumFiles { break }
        }
        return found.sorted()
    }
}

/// The `.target(name: "X", path: "P")` calls of a package manifest, read without running it
/// (the name and path as string literals; anything computed is passed over).
private final class ManifestTargets: SyntaxVisitor {
    struct Call { var name: String?; var path: String? }
    private var found: [Call] = []

    func calls(in tree: SourceFileSyntax) -> [Call] {
        walk(tree)
        return found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let m = node.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "target" else { return .visitChildren }
        func literal(_ label: String) -> String? {
            guard let e = node.arguments.first(where: { $0.label?.text == label })?.expression.as(StringLiteralExprSyntax.self),
                  e.segments.count == 1, case .stringSegment(let s)? = e.segments.first else { return nil }
            return s.content.text
        }
        found.append(Call(name: literal("name"), path: literal("path")))
        return .visitChildren
    }
}
