import Foundation
import PlumbLayout
import PlumbModel
import PlumbRender
@testable import PlumbSwiftUI
import XCTest

/// Constructs found on public SwiftUI repositories (seventh round), each in our own words.
final class SwiftRealCodeFindings7Tests: XCTestCase {

    /// In `extension Store.Info.AppInfo`, the unqualified `AppInfo` is the file-level enum:
    /// an extension sees the extended type's nested types, not those of the types around it
    /// (which would make it the extended type itself).
    func testAnExtensionOfANestedTypeDoesNotSeeItsOuterTypesNames() throws {
        let (texts, warnings) = try textsAndWarnings("""
        import SwiftUI
        enum Store { struct Info { struct AppInfo { var name: String?; struct Badge { let text = "badge" } } } }
        enum AppInfo {
            static var appName: String? { "Demo" }
        }
        extension Store.Info.AppInfo {
            static let current = Store.Info.AppInfo(name: AppInfo.appName)
            var badge: String { Badge().text }
        }
        extension Store.Info {
            struct Summary { let app = AppInfo(name: "nested") }
        }
        #Preview {
            VStack {
                Text(Store.Info.AppInfo.current.name ?? "none")
                Text(Store.Info.AppInfo.current.badge)
                Text(Store.Info.Summary().app.name ?? "none")
            }
        }
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["Demo", "badge", "nested"])
    }
}
