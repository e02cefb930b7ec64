import SnapshotTesting
import SwiftUI
import XCTest
@testable import Shelf

/// Written the way teams write swift-snapshot-testing suites: XCTest, one assertion per state,
/// dark mode through traits.
final class TagSnapshotTests: XCTestCase {
    override func setUp() {
        super.setUp()
        // isRecording = true
    }

    func testTones() {
        assertSnapshot(of: Tag("Draft"), as: .image)
        assertSnapshot(of: Tag("Read", tone: .positive), as: .image)
        assertSnapshot(of: Tag("Overdue", tone: .warning), as: .image)
    }

    func testDarkMode() {
        assertSnapshot(of: Tag("Draft"), as: .image(traits: .init(userInterfaceStyle: .dark)), named: "dark")
    }
}
