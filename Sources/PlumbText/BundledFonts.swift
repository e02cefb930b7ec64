import Foundation

/// The font files Plumb ships (Inter, Inter Display, JetBrains Mono; SIL OFL) as SwiftPM
/// resources of this module. Drawing only with these makes references independent of the
/// machine's font packages.
public enum BundledFonts {
    /// SwiftPM copies this module's resources into `<executable dir>/Plumb_PlumbText.resources`.
    static let resourceBundleName = "Plumb_PlumbText.resources"

    /// The folder holding the bundled files: the resource bundle next to the running
    /// executable (an installed `plumb`, or the test runner), else the `Fonts` folder beside
    /// this source file (a checkout). Looked up by hand rather than with `Bundle.module`, whose
    /// generated accessor stops the process when the bundle is missing; here a missing bundle
    /// becomes a located "font file missing" error when a face is loaded.
    public static let directory: String = {
        var candidates: [URL] = [Bundle.main.bundleURL.appendingPathComponent(resourceBundleName)]
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent(resourceBundleName))
        }
        for bundle in candidates {
            let fonts = bundle.appendingPathComponent("Fonts").path
            if FileManager.default.fileExists(atPath: fonts + "/Inter-Regular.otf") { return fonts }
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fonts").path
    }()
}
