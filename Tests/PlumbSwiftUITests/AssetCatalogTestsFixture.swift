import Foundation
import PlumbSwiftUI
import XCTest

/// A throwaway folder tree for asset-catalog tests: files written by relative path, removed
/// when the test ends.
struct AssetCatalogFixture {
    let root: String

    init(_ test: XCTestCase) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-assets-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let root = self.root
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
    }

    /// Writes `text` at `relative` (creating folders) and returns its full path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A colour set as Xcode writes it: `colors` is the JSON of the `colors` list's entries.
    @discardableResult
    func colorSet(_ relative: String, _ colors: String...) throws -> String {
        try write(relative + "/Contents.json", """
        {
          "colors" : [
        \(colors.joined(separator: ",\n"))
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }
        """)
    }

    /// One entry of a colour set's `colors` list.
    static func color(_ space: String, _ components: [String: String], appearance: String? = nil, idiom: String = "universal",
                      extra: String = "") -> String {
        let comps = components.sorted { $0.key < $1.key }.map { "\"\($0.key)\" : \"\($0.value)\"" }.joined(separator: ", ")
        let look = appearance.map { #""appearances" : [ { "appearance" : "luminosity", "value" : "\#($0)" } ], "# } ?? ""
        return #"    { \#(look)\#(extra)"color" : { "color-space" : "\#(space)", "components" : { \#(comps) } }, "idiom" : "\#(idiom)" }"#
    }

    /// An image set naming `filename`, with `svg` written beside it when given.
    func imageSet(_ relative: String, filename: String, svg: String?, properties: String = "") throws {
        try write(relative + "/Contents.json", """
        {
          "images" : [
            {
              "filename" : "\(filename)",
              "idiom" : "universal"
            }
          ],
          "info" : { "author" : "xcode", "version" : 1 }\(properties.isEmpty ? "" : ",\n  \"properties\" : { \(properties) }")
        }
        """)
        if let svg { try write(relative + "/" + filename, svg) }
    }

    func load(_ relative: [String] = [""]) throws -> AssetCatalog {
        try AssetCatalog.load(paths: relative.map { $0.isEmpty ? root : root + "/" + $0 })
    }

    /// Diagnostics with the fixture's root replaced by `ROOT`, as one string per line.
    func lines(_ catalog: AssetCatalog) -> [String] {
        catalog.diagnostics.map { $0.description.replacingOccurrences(of: root, with: "ROOT") }
    }
}
