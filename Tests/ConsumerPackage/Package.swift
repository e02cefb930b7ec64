// swift-tools-version:6.0
import PackageDescription

// A consumer of Plumb, as a team's package would be: it depends on Plumb by path and uses
// PlumbTesting in its tests. `.ci/run` runs `swift test --package-path Tests/ConsumerPackage`.
let package = Package(
    name: "ConsumerPackage",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Plumb", path: "../..")],
    targets: [
        .testTarget(name: "ConsumerTests", dependencies: [.product(name: "PlumbTesting", package: "Plumb")]),
    ]
)
