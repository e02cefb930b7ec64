import ArgumentParser
import Foundation
import PlumbModel

/// `plumb init [DIR]`: scaffolds a consumer repository — `plumb.yaml`, an example design system
/// with one component, its references recorded, `.gitattributes` and a CI workflow. Never
/// overwrites: any file it would write that already exists stops it before it writes anything.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Scaffold a repository: plumb.yaml, an example design system, its references, .gitattributes and a CI workflow.",
        discussion: "Refuses (exit 2, naming the file) when any file it would write already exists.")

    @Argument(help: "The repository root (created if missing).")
    var directory: String = "."

    @Option(help: "The example design system's name: specs/<system>/.")
    var system: String = "app"

    @Option(name: .customLong("plumb-version"), help: "The Plumb tag the CI workflow installs.")
    var plumbVersion: String = "v" + PlumbVersion.version

    @Option(name: .customLong("plumb-repository"), help: "The GitHub repository (owner/name) the CI workflow checks Plumb out from.")
    var plumbRepository: String = InitCommand.defaultRepository

    /// A placeholder until Plumb has a public home: the workflow names it, and `plumb init` says to
    /// replace it (or pass --plumb-repository), rather than guessing a repository CI would build.
    static let defaultRepository = "OWNER/plumb"

    func validate() throws {
        // The name becomes a directory and the snapshot names' first segment.
        guard let first = system.first, first.isLowercase, first.isASCII,
              system.allSatisfy({ ($0.isLowercase || $0.isNumber || $0 == "-") && $0.isASCII }) else {
            throw ValidationError("--system must be lowercase letters, digits and hyphens, starting with a letter")
        }
    }

    func run() throws {
        let templates = InitTemplates(system: system, plumbVersion: plumbVersion, plumbRepository: plumbRepository)
        let path = { (relative: String) in PlumbProject.join(directory, relative) }
        let snapshots = path("snapshots/" + system)
        for target in templates.files.map({ path($0.path) }) + [snapshots]
        where FileManager.default.fileExists(atPath: target) {
            throw PlumbError("already exists: plumb init never overwrites a file (move it away, or init another directory)", at: .file(target))
        }
        for file in templates.files {
            let url = URL(fileURLWithPath: path(file.path))
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
        }
        // Recorded in-process, exactly as `plumb record` would from the new root.
        let record = try RecordCommand.parse([path("specs/" + system), "--snapshots", path("snapshots"), "--project", directory])
        try record.run()
        print("initialised \(directory == "." ? "this directory" : directory): \(templates.files.map(\.path).joined(separator: ", ")), snapshots/\(system)/")
        print("next: plumb verify; copy ci/plumb.yml to .github/workflows/ (it installs Plumb \(plumbVersion) from \(plumbRepository))")
        if plumbRepository == Self.defaultRepository {
            print("note: set 'repository: \(plumbRepository)' in ci/plumb.yml to where your Plumb checkout is hosted (or pass --plumb-repository)")
        }
    }
}
