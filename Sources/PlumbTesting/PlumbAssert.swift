import Foundation
import PlumbModel
import PlumbSnapshot
import PlumbSwiftUI
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Plumb inside `swift test`: verifies a design system (or one component) against its
/// references in-process and fails the running test — XCTest or Swift Testing — once per
/// failing snapshot, with the named causes and the expected / actual / diff PNGs attached.
///
/// ```swift
/// func testDesignSystem() throws {
///     try PlumbAssert.verify(system: "specs/orbit")                 // every component
///     try PlumbAssert.verify(system: "specs/orbit", component: "button")
/// }
/// ```
public enum PlumbAssert {
    /// One failing snapshot as reported to the test: its line (`FAIL orbit/button …: padding.leading
    /// 16 → 12 pt at body/hstack`) and the images written for it.
    public struct Failure: Sendable {
        /// The verify line, causes included.
        public var message: String
        /// Expected, actual and diff PNG files (those that exist), in that order.
        public var images: [URL]
    }

    /// Verifies every snapshot of the design system at `system` (a directory with
    /// `tokens.yaml`; SwiftUI sources named by its `swift:` section are read too), or only
    /// `component`, against the references under `snapshots`. Each failing snapshot records a
    /// test failure at the call site with its causes and attaches the expected, actual and diff
    /// images (Swift Testing attachments; under XCTest, `XCTAttachment`s where XCTest has them,
    /// else the image paths in the failure message).
    /// - Parameters:
    ///   - imagesDirectory: where the images are written (default: a `plumb-attachments` folder
    ///     in the temporary directory); they stay for inspection.
    /// - Returns: the failures, empty when everything matches.
    /// - Throws: `PlumbError` for invalid input (a spec or source that cannot be rendered, an
    ///   unreadable reference), as `plumb verify` exits 2.
    @discardableResult
    public static func verify(system: String, component: String? = nil, snapshots: String = "snapshots",
                              imagesDirectory: String? = nil,
                              file: StaticString = #filePath, line: UInt = #line,
                              fileID: String = #fileID, column: Int = #column) throws -> [Failure] {
        let loaded = try DesignSystem.loadWithSwiftSources(directory: system)
        if let component { _ = try loaded.component(named: component) }
        let suite = try SnapshotSuite(selections: [.init(system: loaded, components: component.map { [$0] })])
        let images = imagesDirectory ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("plumb-attachments/\(UUID().uuidString)")
        var options = Verifier.Options()
        options.reportDirectory = images
        let verifier = Verifier(directory: snapshots, options: options)
        var failures: [Failure] = []
        for entry in suite.entries {
            let result = try verifier.verify(entry)
            guard result.status != .passed else { continue }
            let files = [result.expectedImage, result.actualImage, result.diffImage].compactMap { $0 }
                .map { URL(fileURLWithPath: (images as NSString).appendingPathComponent($0)) }
                .filter { FileManager.default.fileExists(atPath: $0.path) }
            let failure = Failure(message: result.line, images: files)
            failures.append(failure)
            record(failure, file: file, line: line, fileID: fileID, column: column)
        }
        return failures
    }

    /// Fails the running test with `failure`.
    static func record(_ failure: Failure, file: StaticString, line: UInt, fileID: String, column: Int) {
        #if canImport(Testing)
        if Test.current != nil {
            let location = Testing.SourceLocation(fileID: fileID, filePath: "\(file)", line: Int(line), column: column)
            Issue.record(Comment(rawValue: failure.message), sourceLocation: location)
            for url in failure.images {
                if let data = try? Data(contentsOf: url) {
                    Attachment.record([UInt8](data), named: url.lastPathComponent, sourceLocation: location)
                }
            }
            return
        }
        #endif
        #if canImport(XCTest)
        #if canImport(Darwin)
        XCTContext.runActivity(named: failure.message) { activity in
            for url in failure.images {
                let a = XCTAttachment(contentsOfFile: url)
                a.lifetime = .keepAlways
                activity.add(a)
            }
        }
        XCTFail(failure.message, file: file, line: line)
        #else
        // swift-corelibs-xctest has no attachments: the images' paths are in the message.
        let paths = failure.images.map(\.path).joined(separator: "\n  ")
        XCTFail(failure.message + (paths.isEmpty ? "" : "\n  " + paths), file: file, line: line)
        #endif
        #endif
    }
}
