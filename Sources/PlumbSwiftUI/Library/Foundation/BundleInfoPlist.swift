import Foundation
import PlumbModel

/// The `Info.plist` a bundle carries, as Xcode builds it: the property list in the folders that
/// hold the code asking for it (`Bundle(for: SnapshotTests.self)`: the nearest `Info.plist` at
/// or above the type's file, up to the project's root), its build-setting references
/// (`$(SOURCE_ROOT)`, `${PRODUCT_NAME}`) expanded as Xcode expands them when it copies the file.
/// Test targets use it to find their reference folder (`SnapshotTestingReferenceDir:
/// $(SOURCE_ROOT)/ci_scripts/__Snapshots__`).
struct BundleInfoPlist: Hashable {
    /// The property list's path.
    let path: String

    /// Largest property list read (a real one is a few kilobytes).
    static let maximumBytes = 1 << 20
    /// Folders climbed looking for it.
    static let maximumDepth = 32

    /// The nearest `Info.plist` at or above `file`'s folder, no higher than the folder holding the
    /// project (an `.xcodeproj`, `Package.swift` or `.git`); nil when there is none.
    static func nearest(to file: String) -> BundleInfoPlist? {
        let fm = FileManager.default
        // Absolute, so that the project's folder is found above a path given relative.
        var dir = (URL(fileURLWithPath: file).standardizedFileURL.path as NSString).deletingLastPathComponent
        for _ in 0..<maximumDepth where !dir.isEmpty {
            let candidate = (dir as NSString).appendingPathComponent("Info.plist")
            if fm.fileExists(atPath: candidate) { return BundleInfoPlist(path: candidate) }
            if isProjectRoot(dir) { return nil }
            let up = (dir as NSString).deletingLastPathComponent
            if up == dir { return nil }
            dir = up
        }
        return nil
    }

    private static func isProjectRoot(_ dir: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.contains { $0.hasSuffix(".xcodeproj") || $0 == "Package.swift" || $0 == ".git" }
    }

    /// The folder Xcode calls `SOURCE_ROOT`, `SRCROOT` and `PROJECT_DIR`: the one holding the
    /// nearest `.xcodeproj` at or above the property list (else the list's own folder's parent,
    /// where a target folder usually sits).
    var projectFolder: String {
        var dir = (path as NSString).deletingLastPathComponent
        for _ in 0..<Self.maximumDepth {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
            if names.contains(where: { $0.hasSuffix(".xcodeproj") }) { return dir }
            let up = (dir as NSString).deletingLastPathComponent
            if up == dir || up.isEmpty { break }
            dir = up
        }
        return ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
    }

    /// The build settings a property list can name that Plumb knows without the project file:
    /// the project's folder, and the target's name (its folder's name, Xcode's default).
    func buildSettings(developmentLanguage: String) -> [String: String] {
        let root = projectFolder
        let target = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        return [
            "SOURCE_ROOT": root, "SRCROOT": root, "PROJECT_DIR": root,
            "TARGET_NAME": target, "PRODUCT_NAME": target, "EXECUTABLE_NAME": target, "PRODUCT_MODULE_NAME": target,
            "DEVELOPMENT_LANGUAGE": developmentLanguage,
        ]
    }

    /// `s` with each `$(NAME)` and `${NAME}` replaced by the setting's value; a setting Plumb does
    /// not know becomes empty, as in Xcode for an undefined one. `$(NAME:modifier)` keeps the
    /// name's value (the modifiers `:rfc1034identifier`, `:lower` change identifiers only).
    static func expand(_ s: String, _ settings: [String: String]) -> String {
        guard s.contains("$") else { return s }
        var out = ""
        var i = s.startIndex
        while i < s.endIndex {
            let c = s[i]
            let next = s.index(after: i)
            if c == "$", next < s.endIndex, s[next] == "(" || s[next] == "{" {
                let close: Character = s[next] == "(" ? ")" : "}"
                if let end = s[next...].firstIndex(of: close) {
                    let inner = s[s.index(after: next)..<end]
                    let name = inner.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
                    out += settings[name] ?? ""
                    i = s.index(after: end)
                    continue
                }
            }
            out.append(c)
            i = next
        }
        return out
    }

    /// The list's dictionary with its strings expanded; a file that is no property list is an
    /// error naming it.
    func dictionary(developmentLanguage: String) throws -> [String: Any] {
        let data = try BoundedFile.read(path, limit: Self.maximumBytes, limitName: "info-plist-size", what: "Info.plist")
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw PlumbError("not a property list", at: .file(path))
        }
        guard let dict = object as? [String: Any] else { throw PlumbError("a property list that is not a dictionary", at: .file(path)) }
        let settings = buildSettings(developmentLanguage: developmentLanguage)
        func expanded(_ v: Any, depth: Int) -> Any {
            guard depth < 64 else { return v }
            switch v {
            case let s as String: return Self.expand(s, settings)
            case let a as [Any]: return a.map { expanded($0, depth: depth + 1) }
            case let d as [String: Any]: return d.mapValues { expanded($0, depth: depth + 1) }
            default: return v
            }
        }
        return dict.mapValues { expanded($0, depth: 0) }
    }
}
