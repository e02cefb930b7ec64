import Foundation
import XCTest
@testable import PlumbSnapshot

/// The references walk behind orphan detection: every file, no symbolic link followed.
final class DirectoryWalkTests: XCTestCase {
    func testListsFilesInNestedFoldersAndNeverFollowsLinks() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("plumb-walk-\(UUID().uuidString)").path
        let outside = root + "-outside"
        defer { try? fm.removeItem(atPath: root); try? fm.removeItem(atPath: outside) }
        try fm.createDirectory(atPath: root + "/sys/chip", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: outside, withIntermediateDirectories: true)
        for f in ["sys/chip/default-light-large@1x.png", "sys/chip/default-light-large@1x.layout.json", "sys/top.png", "readme"] {
            try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/" + f))
        }
        try Data("victim".utf8).write(to: URL(fileURLWithPath: outside + "/far.png"))
        try fm.createSymbolicLink(atPath: root + "/sys/linked", withDestinationPath: outside)
        try fm.createSymbolicLink(atPath: root + "/sys/chip/link.png", withDestinationPath: outside + "/far.png")
        XCTAssertEqual(mkfifo(root + "/sys/pipe.png", 0o600), 0)
        var seen: [String] = []
        DirectoryWalk.files(under: root) { seen.append($0) }
        XCTAssertEqual(seen.sorted(), ["readme", "sys/chip/default-light-large@1x.layout.json", "sys/chip/default-light-large@1x.png",
                                       "sys/pipe.png", "sys/top.png"])
        var none: [String] = []
        DirectoryWalk.files(under: root + "/missing") { none.append($0) }
        XCTAssertEqual(none, [])
    }
}
