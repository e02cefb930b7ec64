import Foundation
import PlumbModel

/// What a SPEC argument names: one component file, one design system directory, or a
/// directory of design systems (like `specs/`).
enum SpecTarget {
    case component(DesignSystem, String)
    case systems([DesignSystem])

    static func resolve(_ path: String) throws -> SpecTarget {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
            throw PlumbError("no such file or directory", at: .file(path))
        }
        if !isDir.boolValue {
            let (system, name) = try DesignSystem.load(componentFile: path)
            return .component(system, name)
        }
        if FileManager.default.fileExists(atPath: path + "/tokens.yaml") {
            return .systems([try DesignSystem.load(directory: path)])
        }
        let entries = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        var systems: [DesignSystem] = []
        for e in entries {
            let dir = (path as NSString).appendingPathComponent(e)
            if FileManager.default.fileExists(atPath: dir + "/tokens.yaml") {
                systems.append(try DesignSystem.load(directory: dir))
            }
        }
        guard !systems.isEmpty else {
            throw PlumbError("no design systems here: expected <system>/tokens.yaml", at: .file(path))
        }
        return .systems(systems)
    }
}
