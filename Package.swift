// swift-tools-version:6.0
import PackageDescription

// Pipeline, one direction only (lower never imports higher):
//   C shims (CFreeType, CHarfBuzz, CICU + CICUBridge, CPNG, CZlib, CDeflate, CJPEGBridge, CMarkGFM)
//     -> PlumbModel (YAML specs, tokens, resolved view tree)
//        PlumbSwiftUI (beside the YAML reader: SwiftUI sources and previews -> the same view tree)
//     -> PlumbText (fonts, shaping, line breaking; ships the default faces)
//     -> PlumbLayout (SwiftUI's propose/size/place)
//     -> PlumbRaster (paths, coverage, paint; knows nothing of specs) -> PlumbPNG (PNG and JPEG)
//     -> PlumbRender (draws a laid-out tree)
//     -> PlumbSnapshot (record/verify, dumps and diffs, reports) | PlumbAudit (accessibility checks)
//     -> PlumbCLI -> plumb
let package = Package(
    name: "Plumb",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "plumb", targets: ["plumb"]),
        .library(name: "PlumbLayout", targets: ["PlumbLayout"]),
        // Plumb inside `swift test`: PlumbAssert.verify(system:) with causes and image attachments.
        .library(name: "PlumbTesting", targets: ["PlumbTesting"]),
        // What the libFuzzer targets in fuzz/ drive (and `swift test` replays their corpus through).
        .library(name: "PlumbFuzz", targets: ["PlumbFuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Reads the team's SwiftUI sources (parsing only: user code is never compiled or run).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype6-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        // zlib's CRC-32, to check every PNG chunk (libpng lets bad ancillary CRCs pass).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib",
                       providers: [.apt(["zlib1g-dev"])]),
        // libdeflate's whole-buffer DEFLATE: every PNG Plumb writes is compressed by it
        // (PNGEncoder, 1.8× faster than zlib at the same level), and the usual RGBA file is
        // inflated by it (PNGDirectDecoder, 14× faster than zlib's inflate).
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate",
                       providers: [.apt(["libdeflate-dev"])]),
        // ICU's UAX #14 line breaking (and the bidi algorithm), the library CoreText builds on.
        .systemLibrary(name: "CICU", pkgConfig: "icu-uc",
                       providers: [.apt(["libicu-dev"])]),
        // ICU through plain C types: Foundation's bundled ICU declares the same C types, which
        // clash with ICU's headers inside one Swift module.
        // libicui18n: the plural rules (`uplrules_select`) of `.stringsdict` plurals.
        .target(name: "CICUBridge", dependencies: ["CICU"], linkerSettings: [.linkedLibrary("icui18n")]),
        // libjpeg-turbo's decoder, called from C: its errors longjmp, which Swift cannot (JPEG image sets).
        .target(name: "CJPEGBridge", linkerSettings: [.linkedLibrary("jpeg")]),
        // GitHub's CommonMark parser with its strikethrough extension: the Markdown of `Text`
        // literals and `AttributedString(markdown:)`, as Foundation's is built on cmark-gfm.
        .systemLibrary(name: "CMarkGFM", pkgConfig: "libcmark-gfm",
                       providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .target(name: "PlumbModel", dependencies: [.product(name: "Yams", package: "Yams")]),
        // Text measuring and shaping; ships the default faces (Inter, Inter Display, JetBrains Mono; SIL OFL).
        .target(name: "PlumbText", dependencies: ["PlumbModel", "CFreeType", "CHarfBuzz", "CICUBridge"],
                exclude: ["Fonts/README.md"], resources: [.copy("Fonts")]),
        // The SwiftUI front end: evaluates a team's design-system sources and previews into the
        // same view model the YAML front end produces (beside PlumbModel's YAML reader).
        // zlib: the /FlateDecode streams of PDF image sets (PDFInflate, bounded streaming inflate);
        // PlumbRaster: path data parsed to measure custom SF Symbols' outlines.
        .target(name: "PlumbSwiftUI", dependencies: [
            "PlumbModel", "PlumbRaster", "CZlib", "CICUBridge", "CMarkGFM",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftOperators", package: "swift-syntax"),
        ]),
        .target(name: "PlumbLayout", dependencies: ["PlumbModel", "PlumbText"]),
        // Pixels: paths, coverage, paint, compositing. Knows nothing of specs or layout.
        .target(name: "PlumbRaster"),
        .target(name: "PlumbPNG", dependencies: ["CPNG", "CZlib", "CDeflate", "CJPEGBridge", "PlumbRaster"]),
        // Draws a laid-out component with PlumbRaster (shapes, icons, glyphs).
        .target(name: "PlumbRender", dependencies: ["PlumbModel", "PlumbText", "PlumbLayout", "PlumbRaster", "PlumbPNG", "CFreeType"]),
        // Accessibility checks on laid-out trees: touch targets, contrast, clipping, Dynamic Type, grid.
        .target(name: "PlumbAudit", dependencies: ["PlumbModel", "PlumbText", "PlumbLayout", "PlumbRaster"]),
        // Record/verify: layout dumps and their structural diff, pixel diff, reports.
        .target(name: "PlumbSnapshot", dependencies: ["PlumbModel", "PlumbText", "PlumbLayout", "PlumbRaster", "PlumbPNG", "PlumbRender"]),
        .target(name: "PlumbCLI", dependencies: [
            "PlumbModel", "PlumbSwiftUI", "PlumbText", "PlumbLayout", "PlumbRaster", "PlumbPNG", "PlumbRender", "PlumbSnapshot", "PlumbAudit",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "plumb", dependencies: ["PlumbCLI"]),
        .target(name: "PlumbTesting", dependencies: ["PlumbModel", "PlumbSnapshot", "PlumbSwiftUI"]),
        // Fuzz entry points: bytes in, never a crash (fuzz/ builds them with libFuzzer).
        .target(name: "PlumbFuzz", dependencies: ["CZlib", "PlumbModel", "PlumbLayout", "PlumbPNG", "PlumbRender", "PlumbSnapshot"]),
        .executableTarget(name: "plumb-bench", dependencies: ["PlumbModel", "PlumbText", "PlumbLayout", "PlumbRaster", "PlumbRender", "PlumbPNG", "PlumbSnapshot"],
                          path: "benchmarks/Sources/plumb-bench"),
        .testTarget(name: "PlumbModelTests", dependencies: ["PlumbModel"]),
        .testTarget(name: "PlumbSwiftUITests", dependencies: ["PlumbSwiftUI", "PlumbLayout", "PlumbRender"]),
        .testTarget(name: "PlumbTextTests", dependencies: ["PlumbText"]),
        .testTarget(name: "PlumbLayoutTests", dependencies: ["PlumbLayout"]),
        .testTarget(name: "PlumbRasterTests", dependencies: ["PlumbRaster"]),
        .testTarget(name: "PlumbPNGTests", dependencies: ["PlumbPNG"]),
        .testTarget(name: "PlumbRenderTests", dependencies: ["PlumbRender", "PlumbPNG"], exclude: ["Goldens"]),
        .testTarget(name: "PlumbSnapshotTests", dependencies: ["PlumbSnapshot"]),
        .testTarget(name: "PlumbAuditTests", dependencies: ["PlumbAudit"]),
        .testTarget(name: "PlumbCLITests", dependencies: ["PlumbCLI"], exclude: ["Goldens"]),
        .testTarget(name: "PlumbFuzzTests", dependencies: ["PlumbFuzz"]),
    ]
)
