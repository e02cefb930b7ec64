import Foundation
import PlumbModel
import PlumbSnapshot
import PlumbSwiftUI

/// What a SPEC argument names: one component file, one design system directory, or a
/// directory of design systems (like `specs/`).
enum SpecTarget {
    case component(DesignSystem, String)
    case systems([DesignSystem])

    /// `specs` is the project's directory of design systems, where a Swift file's system is looked for.
    /// A directory of systems loads them on up to `jobs` threads (the first error in name order
    /// is reported, as when they load one by one): loading is the serial start of every run,
    /// 8 % of `verify --jobs 2` on the bundled suite.
    static func resolve(_ path: String, specs: String, jobs: Int = 1) throws -> SpecTarget {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
            throw PlumbError("no such file or directory", at: .file(path))
        }
        if !isDir.boolValue {
            if path.hasSuffix(".swift") { return try swiftComponent(path, specs: specs) }
            let (system, name) = try DesignSystem.load(componentFile: path)
            return .component(system, name)
        }
        if FileManager.default.fileExists(atPath: path + "/tokens.yaml") {
            return .systems([try DesignSystem.loadWithSwiftSources(directory: path, jobs: jobs)])
        }
        let directories = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
            .map { (path as NSString).appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0 + "/tokens.yaml") }
        // Several systems load side by side, each parsing its files on one thread; a lone
        // system parses its files on all of them.
        let each = directories.count == 1 ? jobs : 1
        let systems = try ParallelMap.run(directories, workers: jobs) { try DesignSystem.loadWithSwiftSources(directory: $0, jobs: each) }
        guard !systems.isEmpty else {
            throw PlumbError("no design systems here: expected <system>/tokens.yaml", at: .file(path))
        }
        return .systems(systems)
    }

    /// A Swift file with previews: the component of the system under `specs` whose `swift:`
    /// sources contain it (its previews are the component's variants).
    static func swiftComponent(_ path: String, specs: String) throws -> SpecTarget {
        let file = URL(fileURLWithPath: path).standardizedFileURL.path
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: specs).sorted()) ?? []
        for entry in entries {
            let dir = (specs as NSString).appendingPathComponent(entry)
            guard FileManager.default.fileExists(atPath: dir + "/tokens.yaml") else { continue }
            // Loaded once; its Swift sources are read only when it owns the file.
            var system = try DesignSystem.load(directory: dir)
            guard let swift = system.tokens.swift else { continue }
            let owns = swift.sources.contains { source in
                let base = URL(fileURLWithPath: source).standardizedFileURL.path
                return file == base || file.hasPrefix(base.hasSuffix("/") ? base : base + "/")
            }
            guard owns else { continue }
            try system.attachSwiftSources()
            let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            guard let name = system.componentNames.first(where: { system.componentFile(named: $0)?.hasSuffix((path as NSString).lastPathComponent) == true && $0 == SwiftComponentNames.plain(stem) }) else {
                throw PlumbError("'\(path)' has no #Preview: it is not a component of system '\(system.name)'", at: .file(path))
            }
            return .component(system, name)
        }
        throw PlumbError("no design system under \(specs)/ lists this file in its swift: sources", at: .file(path))
    }

    /// What several SPEC arguments select, one entry per design system in first-named order:
    /// a component file adds that component to its system's selection, a system path selects
    /// the whole system. Two different folders with the same system name would share
    /// `snapshots/<name>/`, so that is an error. No paths select every system in `specs`.
    static func selections(_ paths: [String], specs: String, jobs: Int = 1) throws -> [SnapshotSuite.Selection] {
        var result: [SnapshotSuite.Selection] = []
        func add(_ system: DesignSystem, component: String?, path: String) throws {
            if let i = result.firstIndex(where: { $0.system.name == system.name }) {
                let a = (result[i].system.directory as NSString).standardizingPath, b = (system.directory as NSString).standardizingPath
                guard a == b else {
                    throw PlumbError("design systems '\(a)' and '\(b)' have the same name '\(system.name)' and would share its references",
                                     at: .file(path))
                }
                if let component, result[i].components != nil { result[i].components!.insert(component) }
                else if component == nil { result[i].components = nil }
            } else {
                result.append(.init(system: system, components: component.map { [$0] }))
            }
        }
        for p in paths.isEmpty ? [specs] : paths {
            switch try resolve(p, specs: specs, jobs: jobs) {
            case .component(let s, let name): try add(s, component: name, path: p)
            case .systems(let systems): for s in systems { try add(s, component: nil, path: p) }
            }
        }
        return result
    }
}
