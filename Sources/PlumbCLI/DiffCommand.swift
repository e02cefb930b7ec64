import ArgumentParser
import Foundation
import PlumbModel
import PlumbPNG
import PlumbRaster
import PlumbSnapshot

/// `plumb diff A.png B.png`: pixel comparison of two images (pixelmatch's metric).
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNGs pixel by pixel (YIQ colour distance, anti-aliasing detection).",
        discussion: """
            Prints 'identical' or e.g. '1,204 px differ (0.9 %) in 3 regions: 10,20 30×40; …' \
            (regions are x,y width×height, most changed pixels first). \
            Exit codes: 0 identical within the threshold, 1 different, 2 unreadable file or size mismatch.
            """)

    @Argument(help: "The reference PNG.")
    var a: String

    @Argument(help: "The PNG to compare with it.")
    var b: String

    @Option(help: "Write a diff image here: changed pixels red, anti-aliasing yellow, the rest a faded grey copy of A.")
    var out: String?

    @Option(help: "Colour distance threshold 0…1 (pixelmatch's; smaller is stricter).")
    var threshold: Double = 0.1

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliasing differences too.")
    var includeAA = false

    func validate() throws {
        guard threshold >= 0, threshold <= 1 else { throw ValidationError("--threshold must be between 0 and 1") }
    }

    func run() throws {
        let imageA = try Self.read(a), imageB = try Self.read(b)
        guard imageA.width == imageB.width, imageA.height == imageB.height else {
            throw PlumbError("image is \(imageB.width)×\(imageB.height) but \(a) is \(imageA.width)×\(imageA.height); sizes must match", at: .file(b))
        }
        let options = PixelDiffOptions(threshold: threshold, includeAntiAliasing: includeAA, makeDiffImage: out != nil)
        let result = try PixelDiff.compare(imageA, imageB, options: options)
        if let out, let image = result.diffImage {
            do { try PNGCodec.write(image, to: out) } catch let error as PNGError { throw PlumbError(error.description) }
        }
        print(result.summary)
        if !result.isIdentical { throw ExitCode(1) }
    }

    /// Reads a PNG; a PNGError becomes a PlumbError located at the file, so the CLI exits 2
    /// with `file:1:1: error: …`.
    static func read(_ path: String) throws -> Pixmap {
        do {
            return try PNGCodec.read(path: path)
        } catch let error as PNGError {
            throw PlumbError(error.message, at: .file(path))
        }
    }
}
