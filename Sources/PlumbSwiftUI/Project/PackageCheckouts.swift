import Foundation
import PlumbModel

/// The packages a project depends on, where SwiftPM or Xcode checked them out beside it: a
/// package's `.build/checkouts/<name>/` (after `swift package resolve` or a build) and an Xcode
/// project's `SourcePackages/checkouts/<name>/` (after `xcodebuild -resolvePackageDependencies
/// -clonedSourcePackagesDirPath SourcePackages`). Only each checkout's `Sources/` folder is read —
/// where SwiftPM looks for a package's targets — never its tests, examples or own dependencies.
/// Views of the project then reach the packages' types (`HFlow`, a design system's tokens)
/// instead of meeting unknown names.
enum PackageCheckouts {
    /// The folder Xcode clones packages into when told where (`-clonedSourcePackagesDirPath`).
    static let xcodeFolder = "SourcePackages"

    /// The Swift files of every checkout beside the given directories, at most `limit`.
    static func sources(under paths: [String], limit: Int) throws -> Set<String> {
        var found: Set<String> = []
        let fm = FileManager.default
        for path in paths {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else { continue }
            for container in [".build/checkouts", "\(xcodeFolder)/checkouts"] {
                let checkouts = (path as NSString).appendingPathComponent(container)
                guard let names = try? fm.contentsOfDirectory(atPath: checkouts) else { continue }
                for name in names.sorted() where !name.hasPrefix(".") {
                    let sources = ((checkouts as NSString).appendingPathComponent(name) as NSString).appendingPathComponent("Sources")
                    try collect(sources, into: &found, limit: limit)
                }
            }
        }
        return found
    }

    /// The `.swift` files under `folder`, following no symbolic link.
    private static func collect(_ folder: String, into found: inout Set<String>, limit: Int) throws {
        let base = URL(fileURLWithPath: folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isSymbolicLinkKey, .isRegularFileKey],
                                                           options: [.skipsHiddenFiles]) else { return }
        for case let url as URL in walker {
            let values = try? url.resourceValues(forKeys: [.isSymbolicLinkKey, .isRegularFileKey])
            if values?.isSymbolicLink == true { walker.skipDescendants(); continue }
            guard values?.isRegularFile == true, url.pathExtension == "swift" else { continue }
            found.insert((folder as NSString).appendingPathComponent(String(url.path.dropFirst(base.path.count + 1))))
            if found.count > limit {
                throw PlumbError("more than \(limit) Swift files in the package checkouts", at: .file(folder))
            }
        }
    }
}
