import Foundation

/// A repository's `plumb.yaml`: where its specs and references live. Found like git finds its
/// repository, by searching upward from the working directory, so `plumb verify` works from any
/// subdirectory. Without one, `specs/` and `snapshots/` in the working directory are used.
///
/// ```yaml
/// specs: design/specs        # relative to plumb.yaml (default: specs)
/// snapshots: design/refs     # relative to plumb.yaml (default: snapshots)
/// previews: {now: 2025-06-09T09:41:00Z, locale: en_US, timeZone: UTC}   # SwiftUI previews' clock
/// systemFonts: ~/Fonts/Apple   # SF Pro etc. from developer.apple.com/fonts (relative or absolute)
/// simulator: iPhone 17         # the simulator the iOS snapshot references were recorded on
/// # or, with its appearance (Settings › Developer › Dark Appearance; light by default):
/// # simulator: {name: iPhone 17, appearance: dark}
/// ```
public struct PlumbProject: Hashable, Sendable {
    /// The file name searched for.
    public static let fileName = "plumb.yaml"

    /// The `plumb.yaml` read, or nil when none was found (the defaults).
    public var file: String?
    /// The directory of design systems searched when no spec path is given.
    public var specs: String
    /// The references directory.
    public var snapshots: String
    /// The clock, locale and time zone SwiftUI previews run in (`previews:`).
    public var previewClock = PreviewClock.standard
    /// `linuxSnapshots:` — the folder inside each `__Snapshots__` where `plumb snapshot-tests`
    /// keeps Plumb's own references beside a team's iOS ones (a plain folder name).
    public var linuxSnapshots = "__Linux__"
    /// `systemFonts:` — a folder of Apple's system fonts (SF Pro, SF Pro Rounded, SF Mono, New
    /// York) the team downloaded from Apple: system text is drawn with them instead of Plumb's
    /// stand-ins. Nil without it.
    public var systemFonts: String?
    /// `simulator:` — the iOS simulator the team's snapshot references were recorded on, whose
    /// status bar and key window `plumb snapshot-tests` hosts views under. Nil without it.
    public var simulator: RecordingSimulator?
    /// `simulator:`'s `appearance:` — the recording simulator's own appearance, which a hosted
    /// view is drawn in unless the test's traits name one. Light without it.
    public var simulatorAppearance = Appearance.light

    /// No `plumb.yaml`: `specs/` and `snapshots/` in the working directory, as before projects.
    public static let defaults = PlumbProject(file: nil, specs: "specs", snapshots: "snapshots")

    public init(file: String?, specs: String, snapshots: String) {
        self.file = file
        self.specs = specs
        self.snapshots = snapshots
    }

    /// The project for a command: `override` (`--project DIR`) is the project root, whose
    /// `plumb.yaml` is read when present (else the defaults inside DIR); without it, the nearest
    /// `plumb.yaml` at or above `workingDirectory`, else the defaults. Paths come back relative to
    /// the working directory when the root is the working directory or one of its parents
    /// (`../../specs`), so messages read like the paths a user types.
    public static func resolve(override: String?, workingDirectory: String) throws -> PlumbProject {
        if let root = override {
            guard isDirectory(root) else {
                throw PlumbError("--project: no such directory", at: .file(root))
            }
            let file = join(root, fileName)
            if FileManager.default.fileExists(atPath: file) { return try load(file: file, root: root) }
            return PlumbProject(file: nil, specs: join(root, "specs"), snapshots: join(root, "snapshots"))
        }
        guard let levels = search(from: workingDirectory) else { return defaults }
        let root = levels == 0 ? "." : Array(repeating: "..", count: levels).joined(separator: "/")
        return try load(file: join(root, fileName), root: root)
    }

    /// How many directories above `directory` the nearest `plumb.yaml` is (0: in it), or nil.
    static func search(from directory: String) -> Int? {
        var dir = URL(fileURLWithPath: directory).standardizedFileURL
        var levels = 0
        while true {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent(fileName).path) { return levels }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { return nil }
            dir = parent
            levels += 1
        }
    }

    /// `simulator: iPhone 17`, or `simulator: {name: iPhone 17, appearance: dark}` (either key
    /// may be left out).
    private static func readSimulator(_ value: YAMLValue, into project: inout PlumbProject) throws {
        func simulator(_ v: YAMLValue) throws -> RecordingSimulator {
            let name = try ValueParsing.string(v, "simulator")
            guard let simulator = RecordingSimulator.named(name) else {
                throw PlumbError("simulator: unknown simulator '\(name)'\(Suggestions.hint(for: name, in: RecordingSimulator.names))", at: v.location)
            }
            return simulator
        }
        guard case .mapping = value else {
            project.simulator = try simulator(value)
            return
        }
        let entries = try ValueParsing.mapping(value, "simulator")
        try ValueParsing.checkKeys(entries, allowed: ["name", "appearance"], in: "simulator")
        for e in entries {
            if e.key == "name" {
                project.simulator = try simulator(e.value)
            } else {
                let written = try ValueParsing.string(e.value, "appearance")
                guard let appearance = Appearance(rawValue: written) else {
                    throw PlumbError("simulator: appearance is light or dark, found '\(written)'", at: e.value.location)
                }
                project.simulatorAppearance = appearance
            }
        }
    }

    /// Reads `file`, whose directory is `root`. A file of only comments means the defaults.
    static func load(file: String, root: String) throws -> PlumbProject {
        let text = try FileText.read(file)
        var project = PlumbProject(file: file, specs: join(root, "specs"), snapshots: join(root, "snapshots"))
        let blank = text.split(whereSeparator: \.isNewline).allSatisfy {
            let t = $0.trimmingCharacters(in: .whitespaces)
            return t.isEmpty || t.hasPrefix("#")
        }
        guard !blank else { return project }
        let entries = try ValueParsing.mapping(try YAMLReader().parse(text, file: file), fileName)
        try ValueParsing.checkKeys(entries, allowed: ["specs", "snapshots", "previews", "linuxSnapshots", "systemFonts", "simulator"], in: fileName)
        for e in entries {
            if e.key == "previews" {
                project.previewClock = try PreviewClock.parse(e.value, in: file)
                continue
            }
            if e.key == "linuxSnapshots" {
                let name = try ValueParsing.string(e.value, e.key)
                guard !name.isEmpty, name != ".", name != "..", !name.contains("/"), !name.contains("\0") else {
                    throw PlumbError("linuxSnapshots must be a folder name (no '/'), found '\(name)'", at: e.value.location)
                }
                project.linuxSnapshots = name
                continue
            }
            if e.key == "simulator" {
                try readSimulator(e.value, into: &project)
                continue
            }
            if e.key == "systemFonts" {
                let path = try ValueParsing.string(e.value, e.key)
                let resolved = path.hasPrefix("~/") ? NSHomeDirectory() + path.dropFirst() : join(root, path)
                guard !path.isEmpty, isDirectory(resolved) else {
                    throw PlumbError("systemFonts: no such directory '\(path)' (relative to \(fileName))", at: e.value.location)
                }
                project.systemFonts = resolved
                continue
            }
            let path = try ValueParsing.string(e.value, e.key)
            guard !path.isEmpty else { throw PlumbError("\(e.key) needs a directory, relative to \(fileName)", at: e.value.location) }
            let resolved = join(root, path)
            if e.key == "specs" {
                guard isDirectory(resolved) else {
                    throw PlumbError("specs directory '\(path)' does not exist (relative to \(fileName))", at: e.value.location)
                }
                project.specs = resolved
            } else {
                project.snapshots = resolved
            }
        }
        return project
    }

    /// The project of the nearest `plumb.yaml` at or above `directory` (paths absolute), or nil
    /// when there is none: what a design system loaded from `directory` belongs to.
    public static func near(_ directory: String) throws -> PlumbProject? {
        guard let levels = search(from: directory) else { return nil }
        var root = URL(fileURLWithPath: directory).standardizedFileURL
        for _ in 0..<levels { root = root.deletingLastPathComponent() }
        return try load(file: join(root.path, fileName), root: root.path)
    }

    /// Whether `path` names an existing directory.
    private static func isDirectory(_ path: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
    }

    /// `path` inside `root`: absolute paths stay, `.` adds nothing.
    public static func join(_ root: String, _ path: String) -> String {
        if path.hasPrefix("/") || root == "." { return path }
        return root.hasSuffix("/") ? root + path : root + "/" + path
    }
}
