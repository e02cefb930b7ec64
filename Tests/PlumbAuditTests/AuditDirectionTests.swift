@testable import PlumbAudit
import PlumbModel
import XCTest

/// Findings in a right-to-left cell of the matrix name it in their variant.
final class AuditDirectionTests: XCTestCase {
    func testQualifiedVariantNamesRightToLeft() {
        XCTAssertEqual(AuditJob.qualified("default", width: nil, pseudoLocale: nil), "default")
        XCTAssertEqual(AuditJob.qualified("default", width: nil, pseudoLocale: nil, layoutDirection: .rightToLeft), "default[rtl]")
        XCTAssertEqual(AuditJob.qualified("long", width: 320, pseudoLocale: .expanded, layoutDirection: .rightToLeft), "long[320pt,expanded,rtl]")
    }
}
