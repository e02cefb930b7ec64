import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// The standard library as view code uses it: each test computes values in a preview and reads
/// the exact strings its `Text`s show.
final class StandardLibraryTests: XCTestCase {
    /// The strings of the first preview's texts, in order; fails on any diagnostic.
    private func shown(_ body: String, declarations: String = "", file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let source = "import SwiftUI\n\(declarations)\n#Preview {\n    VStack {\n\(body)\n    }\n}\n"
        let results = evaluate(source)
        guard let r = results.first else { XCTFail("no preview", file: file, line: line); return [] }
        XCTAssertEqual(r.diagnostics.map(\.description), [], file: file, line: line)
        guard let c = r.component else { return [] }
        return try sharedLayout.layout(c).nodes.compactMap { n in
            if case .text(let s) = n.view.kind { return s }
            return nil
        }
    }

    func testStringMethodsAndProperties() throws {
        XCTAssertEqual(try shown("""
        let name = "Ada Lovelace"
        Text(greet(name))
        Text(name.split(separator: " ").map { $0.uppercased() }.joined(separator: "-"))
        Text("\\("a,b,,c".split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false))")
        Text("a-b-c".components(separatedBy: "-").reversed().joined())
        Text(name.replacingOccurrences(of: "a", with: "4"))
        Text("\\(name.prefix(3))|\\(name.suffix(4))|\\(name.dropFirst(4))|\\(name.dropLast(9))")
        Text("\\(name.hasPrefix("Ada")) \\(name.hasSuffix("x")) \\(name.contains("Love")) \\(name.contains(where: { $0 == "z" }))")
        Text("\\(name.first!)\\(name.last ?? "?") \\(name.count) \\(name.isEmpty) \\("".isEmpty)")
        Text("\\(name.lowercased()) \\("hello world".capitalized)")
        Text(String(repeating: "ab", count: 3) + String(42) + String(describing: 1.5))
        Text(String(name.reversed()))
        Text(name.filter { $0.isUppercase })
        Text("\\(name.map { $0.isLetter ? 1 : 0 }.reduce(0, +))")
        Text("\\(name.firstIndex(of: "L") ?? -1) \\(name.indices.count)")
        Text(String(name[name.startIndex]) + String(name[..<name.firstIndex(of: " ")!]))
        Text(String(Character("x")) + String(["o", "k"]))
        """, declarations: """
        func greet(_ name: String) -> String {
            var greeting = "Hi"
            greeting += ", "
            greeting.append(name)
            return greeting
        }
        """), ["Hi, Ada Lovelace", "ADA-LOVELACE", "[\"a\", \"b,,c\"]", "cba", "Ad4 Lovel4ce", "Ada|lace|Lovelace|Ada",
               "true false true false", "Ae 12 false true", "ada lovelace Hello World", "ababab421.5", "ecalevoL adA",
               "AL", "11", "4 12", "AAda", "xok"])
    }

    func testArrayMethods() throws {
        XCTAssertEqual(try shown("""
        let numbers = [5, 3, 8, 1, 9, 2]
        Text(shuffleItems())
        Text("\\(numbers.contains(8)) \\(numbers.contains { $0 > 10 }) \\(numbers.allSatisfy { $0 > 0 })")
        Text("\\(numbers.firstIndex(of: 8)!) \\(numbers.firstIndex { $0 < 3 }!) \\(numbers.lastIndex { $0 < 3 }!) \\(numbers.last { $0 > 4 }!)")
        Text(numbers.enumerated().map { "\\($0.offset):\\($0.element)" }.prefix(2).joined(separator: ","))
        Text("\\(zip(["x", "y"], numbers).map { "\\($0)\\($1)" })")
        Text("\\(numbers.map { $0 * 2 }) \\(["1", "x", "3"].compactMap { Int($0) }) \\([[1, 2], [3]].flatMap { $0 })")
        Text("\\(numbers.filter { $0.isMultiple(of: 2) }) \\(numbers.reduce(0, +)) \\(numbers.reduce(into: 0) { $0 += $1 })")
        Text("\\(numbers.sorted()) \\(numbers.sorted(by: >)) \\(numbers.sorted { $0 % 3 < $1 % 3 })")
        Text("\\(numbers.reversed()) \\(numbers.min()!) \\(numbers.max()!) \\(numbers.min(by: { $0 % 5 < $1 % 5 })!) \\(numbers.max(by: { $0 % 5 < $1 % 5 })!)")
        Text("\\(numbers.prefix(2)) \\(numbers.suffix(2)) \\(numbers.dropFirst()) \\(numbers.dropLast(4))")
        Text("\\(numbers.first!) \\(numbers.last!) \\(numbers.isEmpty) \\(numbers.count) \\(numbers.indices) \\(numbers.startIndex) \\(numbers.endIndex)")
        Text("\\(Array(repeating: 0, count: 3)) \\(Array(1...3)) \\([Int]().isEmpty) \\(numbers[1...2]) \\(numbers[4...])")
        """, declarations: """
        func shuffleItems() -> String {
            var items = ["b", "a"]
            items.append("c")
            items.append(contentsOf: ["e", "d"])
            items.insert("z", at: 0)
            let removed = items.remove(at: 1)
            items.removeAll(where: { $0 == "e" })
            let head = items.removeFirst()
            let tail = items.removeLast()
            return "\\(items) \\(removed) \\(head) \\(tail)"
        }
        """), ["[\"a\", \"c\"] b z d", "true false true", "2 3 5 9", "0:5,1:3", "[\"x5\", \"y3\"]",
               "[10, 6, 16, 2, 18, 4] [1, 3] [1, 2, 3]", "[8, 2] 28 28", "[1, 2, 3, 5, 8, 9] [9, 8, 5, 3, 2, 1] [3, 9, 1, 5, 8, 2]",
               "[2, 9, 1, 8, 3, 5] 1 9 5 9", "[5, 3] [9, 2] [3, 8, 1, 9, 2] [5, 3]", "5 2 false 6 0..<6 0 6",
               "[0, 0, 0] [1, 2, 3] true [3, 8] [9, 2]"])
    }

    func testForEachOverArrayIsCheckedAndChunkingWithStride() throws {
        XCTAssertEqual(try shown("""
        let letters = ["a", "b", "c", "d", "e"]
        ForEach(letters.chunked(into: 2), id: \\.self) { row in
            Text(row.joined())
        }
        Text("\\(count(letters))")
        """, declarations: """
        func count(_ letters: [String]) -> Int {
            var total = 0
            letters.forEach { _ in total += 1 }
            return total
        }
        extension Array {
            func chunked(into size: Int) -> [[Element]] {
                stride(from: 0, to: count, by: size).map { Array(self[$0 ..< Swift.min($0 + size, count)]) }
            }
        }
        """), ["ab", "cd", "e", "5"])
    }

    func testDictionariesAndSets() throws {
        XCTAssertEqual(try shown("""
        let words = ["apple", "avocado", "banana", "blueberry", "cherry"]
        let byLetter = Dictionary(grouping: words, by: { $0.first! })
        let counts = initialCounts(words)
        let tally = words.reduce(into: [:]) { result, w in result[w.count, default: 0] += 1 }
        let pairs = Dictionary(uniqueKeysWithValues: [("x", 1), ("y", 2)])
        Text("\\(byLetter["b"]!) \\(byLetter.keys.sorted())")
        Text("\\(counts["a"]!) \\(counts["z", default: 0]) \\(counts["z"] == nil) \\(tally[6]!)")
        Text("\\(pairs.mapValues { $0 * 10 }) \\(pairs.filter { $0.value > 1 }) \\(pairs.values.reduce(0, +))")
        Text("\\(counts.sorted(by: { $0.key > $1.key }).map { "\\($0.key)\\($0.value)" })")
        let (seen, again) = insertTwice()
        let s = Set([1, 2, 2, 3])
        Text("\\(seen.count) \\(again.inserted) \\(s.contains(2)) \\(s.union([3, 4]).sorted()) \\(s.intersection([2, 3, 9])) \\(s.subtracting([1]))")
        """, declarations: """
        func insertTwice() -> (Set<String>, (inserted: Bool, memberAfterInsert: String)) {
            var seen = Set<String>()
            seen.insert("a")
            let again = seen.insert("a")
            seen.insert("b")
            return (seen, again)
        }
        func initialCounts(_ words: [String]) -> [String: Int] {
            var counts: [String: Int] = [:]
            for w in words { counts[String(w.first!), default: 0] += 1 }
            return counts
        }
        """), ["[\"banana\", \"blueberry\"] [\"a\", \"b\", \"c\"]", "2 0 true 2", "[\"x\": 10, \"y\": 20] [\"y\": 2] 3",
               "[\"c1\", \"b2\", \"a2\"]", "2 false true [1, 2, 3, 4] [2, 3] [2, 3]"])
    }

    func testOptionalMapFlatMapAndCoalescing() throws {
        XCTAssertEqual(try shown("""
        let scores = ["ann": 3]
        let some = scores["ann"]
        let none = scores["bob"]
        Text("\\(some.map { $0 * 2 } ?? 0) \\(none.map { $0 * 2 } ?? -1) \\(some.flatMap { $0 > 2 ? "big" : nil } ?? "small")")
        Text("\\(some) \\(none)")
        """), ["6 -1 big", "Optional(3) nil"])
    }

    func testNumbers() throws {
        XCTAssertEqual(try shown("""
        let x = 7.65
        Text("\\(Int(x)) \\(Double(3)) \\(CGFloat(2) / 4) \\(Float(1)) \\(Int("12")!) \\(Int("zz") == nil) \\(Int(exactly: 2.5) == nil)")
        Text("\\(x.rounded()) \\(x.rounded(.up)) \\(x.rounded(.down)) \\((-x).rounded(.towardZero)) \\(2.5.rounded(.toNearestOrAwayFromZero))")
        Text("\\(Int.max) \\(Int.min) \\(Double.infinity) \\(Double.pi) \\(CGFloat.greatestFiniteMagnitude > 1e300)")
        Text("\\(pow(2, 10)) \\(sqrt(16)) \\(floor(x)) \\(ceil(x)) \\(abs(-3)) \\(exp(0)) \\(log(1))")
        Text("\\(sin(0)) \\(cos(0)) \\(atan2(1, 1) * 4) \\(7.5.truncatingRemainder(dividingBy: 2))")
        Text("\\(9.isMultiple(of: 3)) \\((-4).magnitude) \\((-4).signum()) \\(min(max(15, 0), 10)) \\(min(3, 1, 2)) \\(max(1, 2.5))")
        """), ["7 3.0 0.5 1.0 12 true true", "8.0 8.0 7.0 -7.0 3.0",
               "9223372036854775807 -9223372036854775808 inf 3.141592653589793 true",
               "1024.0 4.0 7.0 8.0 3 1.0 0.0", "0.0 1.0 3.141592653589793 1.5", "true 4 -1 10 1 2.5"])
    }

    func testStrideAndRangesOfAnyComparable() throws {
        XCTAssertEqual(try shown("""
        let unit = 0.0...1.0
        let closed = 1...5
        Text("\\(Array(stride(from: 0, to: 10, by: 3))) \\(Array(stride(from: 1.0, through: 2.0, by: 0.5))) \\(Array(stride(from: 3, through: 1, by: -1)))")
        Text("\\(unit.contains(0.5)) \\(unit.contains(1.5)) \\(unit.lowerBound) \\(unit.upperBound) \\(closed.upperBound) \\(closed.count)")
        Text("\\((0..<10).contains(10)) \\(closed.contains(5)) \\(("a"..."f").contains("c")) \\((0...10).clamped(to: 2...5))")
        Text("\\(closed.map { $0 * $0 }) \\((0..<4).reversed()) \\(closed)")
        Text(label(0.25) + label(0.75) + label(1))
        """, declarations: """
        func label(_ v: Double) -> String {
            switch v {
            case 0.0..<0.5: return "low "
            case 0.5...0.9: return "mid "
            default: return "high"
            }
        }
        """), ["[0, 3, 6, 9] [1.0, 1.5, 2.0] [3, 2, 1]", "true false 0.0 1.0 5 5", "false true true 2...5",
               "[1, 4, 9, 16, 25] [3, 2, 1, 0] 1...5", "low mid high"])
    }

    func testRandomValuesAreSeededAndTheSameOnEveryEvaluation() throws {
        let body = """
        Text("\\(Int.random(in: 1...6)) \\(Int.random(in: 0..<100)) \\(Bool.random()) \\(Double.random(in: 0...1) < 1)")
        Text("\\([1, 2, 3, 4, 5].shuffled()) \\(["a", "b", "c"].randomElement()!) \\((1...10).randomElement()!)")
        """
        let first = try shown(body)
        XCTAssertEqual(first, try shown(body))
        XCTAssertEqual(first, ["5 16 true true", "[4, 3, 1, 5, 2] b 1"])
    }

    func testSynthesisedConformancesOfDeclaredTypes() throws {
        XCTAssertEqual(try shown("""
        let a = Point(x: 1, y: 2)
        Text("\\(a == Point(x: 1, y: 2)) \\(a != Point(x: 2, y: 2)) \\([a].contains(Point(x: 1, y: 2))) \\(a)")
        Text("\\(Size.small < Size.large) \\(Size.allCases.sorted(by: >)) \\(Size.allCases.max()!) \\(Size.allCases.count)")
        Text("\\(Level.low.rawValue) \\(Level.mid.rawValue) \\(Level.high.rawValue) \\(Level(rawValue: 11)!) \\(Level(rawValue: 3) == nil)")
        Text("\\(Flavor.mint.rawValue) \\(Flavor.plain.rawValue) \\(Flavor.mint)")
        Text("\\(Money(cents: 250)) \\([Money(cents: 5)])")
        ForEach(Size.allCases, id: \\.self) { Text("\\($0)") }
        Text(Size.allCases.map { "\\($0)" }.joined())
        """, declarations: """
        struct Point: Equatable { var x: Int; var y: Int }
        enum Size: Comparable, CaseIterable { case small, medium, large }
        enum Level: Int { case low, mid = 10, high }
        enum Flavor: String { case mint = "Mint", plain }
        struct Money: CustomStringConvertible {
            let cents: Int
            var description: String { "$\\(cents / 100).\\(cents % 100)" }
        }
        """), ["true true true Point(x: 1, y: 2)", "true [large, medium, small] large 3", "0 10 11 high true",
               "Mint plain mint", "$2.50 [$0.5]", "small", "medium", "large", "smallmediumlarge"])
    }
}
