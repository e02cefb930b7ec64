@testable import PlumbSwiftUI
import XCTest

/// The main queue of a snapshot test (`PreviewMainQueue`): work queued by Dispatch, run loops
/// and Combine's scheduling operators runs only while the test waits, in order of due time, on
/// a clock that moves by the time waited (EssentialGhibli's loaders: loading first, then, after
/// `XCTWaiter.wait(for: [.init()], timeout: 0.5)`, the value or the error).
final class MainQueueTests: XCTestCase {
    func testWorkRunsWhileATestWaits() throws {
        let f = try AssetCatalogFixture(self)
        try f.write("Tests/T/LoadTests.swift", #"""
        import Combine
        import SnapshotTesting
        import SwiftUI
        import XCTest
        final class Model: ObservableObject {
            @Published var status = "loading"
            var cancellable: AnyCancellable?
            init(_ publisher: AnyPublisher<String, Error>) {
                cancellable = publisher
                    .receive(on: DispatchQueue.main)
                    .sink { completion in
                        if case let .failure(error) = completion { self.status = "failed: \(error.localizedDescription)" }
                    } receiveValue: { self.status = $0 }
            }
        }
        struct StatusView: View {
            @ObservedObject var model: Model
            var body: some View { Text(model.status) }
        }
        struct Oops: LocalizedError { var errorDescription: String? { "oops" } }
        final class LoadTests: XCTestCase {
            func testLoads() {
                let ok = StatusView(model: Model(Just("ready").delay(for: 0.2, scheduler: DispatchQueue.main)
                    .setFailureType(to: Error.self).eraseToAnyPublisher()))
                let bad = StatusView(model: Model(Fail(error: Oops()).delay(for: .milliseconds(100), scheduler: RunLoop.main)
                    .eraseToAnyPublisher()))
                let start = Date()
                var ticks = 0
                DispatchQueue.main.async { ticks += 1 }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { ticks += 10 }
                assertSnapshot(of: ok, as: .image)
                _ = XCTWaiter.wait(for: [.init()], timeout: 0.15)
                assertSnapshot(of: ok, as: .image)
                assertSnapshot(of: bad, as: .image)
                let done = expectation(description: "done")
                DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(100)) { done.fulfill() }
                wait(for: [done], timeout: 5)
                assertSnapshot(of: ok, as: .image)
                assertSnapshot(of: Text("\(ticks) at \(Date().timeIntervalSince(start))"), as: .image)
                RunLoop.main.run(until: Date().addingTimeInterval(1))
                assertSnapshot(of: Text("\(ticks) at \(Date().timeIntervalSince(start))"), as: .image)
            }
        }
        """#)
        let suite = try SnapshotTestSuite.load(tests: [f.root + "/Tests"], sources: [])
        let run = suite.run(try XCTUnwrap(suite.tests.first), context: EvaluationContext())
        XCTAssertEqual(run.diagnostics.map(\.description), [])
        let texts = try run.assertions.map { a -> String? in
            try sharedLayout.layout(try XCTUnwrap(a.component)).nodes.first { $0.text != nil }?.text?.lines.map(\.text).joined()
        }
        XCTAssertEqual(texts, ["loading", "loading", "failed: oops", "ready", "1 at 0.25", "11 at 1.25"])
    }

    /// A preview never waits: queued work and delayed values do not reach its picture.
    func testAPreviewIsItsInitialState() throws {
        let (texts, warnings) = try textsAndWarnings(#"""
        import Combine
        import SwiftUI
        final class Model: ObservableObject {
            @Published var status = "initial"
            var bag = Set<AnyCancellable>()
            init() {
                Just("now").sink { self.status = $0 }.store(in: &bag)
                Just("later").receive(on: DispatchQueue.main).sink { self.status = $0 }.store(in: &bag)
                DispatchQueue.main.async { self.status = "async" }
            }
        }
        struct Screen: View {
            @StateObject var model = Model()
            var body: some View { Text(model.status) }
        }
        #Preview { Screen() }
        """#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(texts, ["now"])
    }

    func testTheQueueRunsInOrderOfDueTimeAndIsBounded() throws {
        let queue = PreviewMainQueue()
        var log: [String] = []
        queue.schedule(after: 0.3) { log.append("c") }
        queue.schedule(after: 0.1) { log.append("a") }
        queue.schedule(after: 0.1) { log.append("b") }
        queue.schedule(after: .infinity) { log.append("never") }
        XCTAssertTrue(try queue.run(for: 0.2))
        XCTAssertEqual(log, ["a", "b"])
        XCTAssertEqual(queue.elapsed, 0.2)
        XCTAssertTrue(try queue.run(for: 1e300))
        XCTAssertEqual(log, ["a", "b", "c"])
        XCTAssertEqual(queue.elapsed, 0.2 + PreviewMainQueue.longestWait)
        // Work that queues itself again at once ends the wait after the bound.
        func again() { queue.schedule(after: 0) { again() } }
        again()
        XCTAssertFalse(try queue.run(for: 1))
    }


    /// Work that queues itself again at once stops the wait with a located message, never a hang;
    /// the test goes on after it, as after any statement that cannot be evaluated.
    func testWorkThatQueuesItselfForeverIsAnErrorAtTheWait() throws {
        let f = try AssetCatalogFixture(self)
        try f.write("Tests/T/SpinTests.swift", #"""
        import SnapshotTesting
        import SwiftUI
        import XCTest
        final class SpinTests: XCTestCase {
            func spin() { DispatchQueue.main.async { self.spin() } }
            func testSpin() {
                spin()
                _ = XCTWaiter.wait(for: [.init()], timeout: 1)
                assertSnapshot(of: Text("after"), as: .image)
            }
        }
        """#)
        let suite = try SnapshotTestSuite.load(tests: [f.root + "/Tests"], sources: [])
        let run = suite.run(try XCTUnwrap(suite.tests.first), context: EvaluationContext())
        XCTAssertEqual(run.diagnostics.map { $0.description.replacingOccurrences(of: f.root + "/", with: "") }, [
            "Tests/T/SpinTests.swift:8:13: warning: the main queue still had work after 10000 items in one wait (work that queues itself again at once): the statement is skipped",
        ])
        XCTAssertEqual(run.assertions.count, 1)
    }
}
