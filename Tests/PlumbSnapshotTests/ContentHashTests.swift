import Foundation
import PlumbSnapshot
import XCTest

/// XXH64 (seed 0) against the algorithm's published test values, across every length class the
/// implementation handles differently (empty, < 4, < 8, < 32, ≥ 32 with a tail).
final class ContentHashTests: XCTestCase {
    func hash(_ s: String) -> String { ContentHash.of(Array(s.utf8)) }

    func testPublishedValues() {
        XCTAssertEqual(hash(""), "ef46db3751d8e999")
        XCTAssertEqual(hash("a"), "d24ec4f1a98c6e5b")
        XCTAssertEqual(hash("abc"), "44bc2cf5ad770999")
        XCTAssertEqual(hash("message digest"), "066ed728fceeb3be")
        XCTAssertEqual(hash("abcdefghijklmnopqrstuvwxyz"), "cfe1f278fa89835c")
        XCTAssertEqual(hash("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"), "aaa46907d3047814")
        XCTAssertEqual(hash(String(repeating: "1234567890", count: 8)), "e04a477f19ee145d")
    }

    func testDataAndBytesAgreeAndOneBitChangesTheHash() {
        var bytes = [UInt8](repeating: 7, count: 1000)
        XCTAssertEqual(ContentHash.of(bytes), ContentHash.of(Data(bytes)))
        let before = ContentHash.of(bytes)
        bytes[999] ^= 1
        XCTAssertNotEqual(ContentHash.of(bytes), before)
    }
}
