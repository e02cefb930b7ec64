import Foundation
import PlumbModel

/// Build settings of the Xcode projects beside the sources, read from the text of their
/// `project.pbxproj` (only `NAME = value;` assignments are looked at; the project graph —
/// targets, which configuration builds what — is not modelled).
///
/// The projects read are those among the sources (`inside`, found as the sources are walked) and
/// those in each source folder's ancestors up to the working directory (where Plumb runs: the
/// repository), never above it: a package inside an app's repository does not take the app's
/// settings unless it is run from the repository's root.
struct XcodeBuildSettings {
    /// The largest `project.pbxproj` read (Home Assistant's is 1.3 MB); a larger one is skipped.
    static let maximumBytes = 16 << 20
    /// At most this many `.xcodeproj` bundles are read.
    static let maximumProjects = 8

    /// The text of each project found, in path order.
    let projects: [String]

    init(near paths: [String], inside projectFiles: [String] = [], workingDirectory: String = FileManager.default.currentDirectoryPath) {
        let fm = FileManager.default
        let root = URL(fileURLWithPath: workingDirectory).standardizedFileURL.path
        var folders: [String] = []
        for path in paths {
            var folder = URL(fileURLWithPath: path).standardizedFileURL.path
            var isDir: ObjCBool = false
            if !fm.fileExists(atPath: folder, isDirectory: &isDir) || !isDir.boolValue {
                folder = (folder as NSString).deletingLastPathComponent
            }
            while true {
                if !folders.contains(folder) { folders.append(folder) }
                guard folder.hasPrefix(root + "/"), folder != root else { break }
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        var files = projectFiles.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        for folder in folders {
            let names = ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted()
            for name in names {
                let file = ((folder as NSString).appendingPathComponent(name) as NSString).appendingPathComponent("project.pbxproj")
                if !files.contains(file) { files.append(file) }
            }
        }
        projects = files.prefix(Self.maximumProjects).compactMap { file in
            guard let data = try? BoundedFile.read(file, limit: Self.maximumBytes, limitName: "xcodeproj-size") else { return nil }
            return String(data: data, encoding: .utf8)
        }
    }

    /// Every value assigned to `setting` in any configuration of any project, first occurrence
    /// first, without duplicates (quotes taken off: `NAME = "Accent Color";`).
    func values(of setting: String) -> [String] {
        var found: [String] = []
        for text in projects {
            var rest = Substring(text)
            while let r = rest.range(of: setting) {
                rest = rest[r.upperBound...]
                // The whole name: `FOO_NAME` must not match inside `MY_FOO_NAME`.
                let before = text[..<r.lowerBound].last
                guard before.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true else { continue }
                var tail = rest.drop { $0 == " " || $0 == "\t" }
                guard tail.first == "=" else { continue }
                tail = tail.dropFirst().drop { $0 == " " || $0 == "\t" }
                guard let end = tail.firstIndex(where: { $0 == ";" || $0 == "\n" }) else { continue }
                var value = tail[..<end].trimmingCharacters(in: .whitespaces)
                if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
                if !value.isEmpty, !found.contains(value) { found.append(value) }
            }
        }
        return found
    }

    /// The colour sets that may be the app's global accent colour: those the projects name in
    /// `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`, else (no project beside the sources)
    /// `AccentColor`, the name Xcode's app template gives it.
    var accentColorNames: [String] {
        let named = values(of: "ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME")
        return projects.isEmpty ? ["AccentColor"] : named
    }
}
