// swift-tools-version:6.0
// libFuzzer targets for Plumb. Build and run with `fuzz/run.sh` (it passes
// `-Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library`, and lld: gold fails on the
// sanitizer objects); not part of the main build.
import PackageDescription

let targets = ["FuzzSpec", "FuzzPipeline", "FuzzLayoutDump", "FuzzPNG"]

let package = Package(
    name: "PlumbFuzzers",
    dependencies: [.package(name: "Plumb", path: "..")],
    targets: [
        .target(name: "FuzzDriver"),
    ] + targets.map {
        .executableTarget(name: $0, dependencies: ["FuzzDriver", .product(name: "PlumbFuzz", package: "Plumb")])
    }
)
