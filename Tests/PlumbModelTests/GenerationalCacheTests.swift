import XCTest
@testable import PlumbModel

final class GenerationalCacheTests: XCTestCase {
    /// However many distinct keys pass through, at most two generations are held.
    func testMemoryStaysBoundedWithManyKeys() {
        let cache = GenerationalCache<Int, Int>(capacity: 100)
        for i in 0..<10_000 { cache.store(i, i * 2) }
        XCTAssertEqual(cache.count, 200)   // previous 9,800…9,899, current 9,900…9,999
        XCTAssertEqual(cache.value(9_999), 19_998)
        XCTAssertNil(cache.value(0))
        cache.store(10_000, 1)             // rollover: 9,800…9,899 dropped
        XCTAssertEqual(cache.count, 101)
        XCTAssertNil(cache.value(9_850))
        for i in 10_001..<10_500 { cache.store(i, i) }
        XCTAssertLessThanOrEqual(cache.count, 200)
    }

    /// A key used again after a rollover survives it (copied forward from the previous
    /// generation), so what a component's matrix reuses is not lost mid-component.
    func testRecentKeysSurviveARollover() {
        let cache = GenerationalCache<String, Int>(capacity: 3)
        cache.store("a", 1); cache.store("b", 2); cache.store("c", 3)
        cache.store("d", 4)                       // rollover: a, b, c previous; d current
        XCTAssertEqual(cache.value("a"), 1)       // copied forward
        cache.store("e", 5)                       // current d, a, e: full
        cache.store("f", 6)                       // rollover: d, a, e previous
        XCTAssertEqual(cache.value("a"), 1)
        XCTAssertNil(cache.value("b"))            // two rollovers without a use: gone
        XCTAssertEqual(cache.count, 5)            // previous d, a, e + current f, a
    }

    /// Storing a key already present never rolls the generation over.
    func testOverwriteDoesNotRollOver() {
        let cache = GenerationalCache<Int, Int>(capacity: 2)
        cache.store(1, 1); cache.store(2, 2)
        cache.store(2, 20)
        XCTAssertEqual(cache.count, 2)
        XCTAssertEqual(cache.value(1), 1)
        XCTAssertEqual(cache.value(2), 20)
    }
}
