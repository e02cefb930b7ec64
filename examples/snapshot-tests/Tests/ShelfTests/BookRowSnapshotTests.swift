import SnapshotTesting
import SwiftUI
import Testing
@testable import Shelf

/// Swift Testing, a team's own helper that fixes the tolerance, and a parameterised test.
@MainActor
@Suite struct BookRowSnapshotTests {
    func assertRow(_ row: BookRow, named name: String, testName: String = #function, file: StaticString = #filePath) {
        assertSnapshot(of: row, as: .image(precision: 0.99, perceptualPrecision: 0.98, layout: .fixed(width: 375, height: 72)),
                       named: name, file: file, testName: testName)
    }

    @Test func reading() {
        assertRow(BookRow(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", status: Tag("Reading")), named: "reading")
    }

    @Test(arguments: ["Draft", "Read"]) func status(title: String) {
        assertRow(BookRow(title: "Piranesi", author: "Susanna Clarke", status: Tag(title)), named: title)
    }

    @Test func onPhone() {
        assertSnapshot(of: BookRow(title: "Kindred", author: "Octavia E. Butler", status: Tag("Read", tone: .positive)),
                       as: .image(layout: .device(config: .iPhone13)), named: "iPhone13")
    }
}
