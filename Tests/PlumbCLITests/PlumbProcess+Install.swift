import Foundation

extension PlumbProcess {
    /// The checkout this suite runs from.
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `ci/install` with `arguments` (shell words), installing the plumb built next to the
    /// test runner (or the build in `from`) instead of running a release build.
    static func install(_ arguments: String, from: String? = nil, in directory: URL) throws -> Output {
        let source = from ?? executable.deletingLastPathComponent().path
        return try run(shell: "PLUMB_INSTALL_FROM='\(source)' bash '\(checkout.path)/ci/install' \(arguments)", in: directory)
    }
}
