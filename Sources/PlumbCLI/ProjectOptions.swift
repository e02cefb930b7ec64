import ArgumentParser
import Foundation
import PlumbModel

/// `--project DIR`, on every command that reads specs or references: which `plumb.yaml`
/// names them (see `PlumbProject`).
struct ProjectOptions: ParsableArguments {
    @Option(help: "The project root (holding plumb.yaml). Default: the nearest plumb.yaml at or above the working directory, else specs/ and snapshots/ here.")
    var project: String?

    /// The project in effect for this run.
    func resolve() throws -> PlumbProject {
        try PlumbProject.resolve(override: project, workingDirectory: FileManager.default.currentDirectoryPath)
    }
}
