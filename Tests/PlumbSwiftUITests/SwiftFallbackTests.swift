import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// One unknown name never loses a preview: it is evaluated as a placeholder that becomes the
/// stand-in its use expects, with one located warning naming that stand-in. Only a budget, a
/// preview that shows no view, or `--strict` fail a preview.
final class SwiftFallbackTests: XCTestCase {
    private func only(_ source: String, context: EvaluationContext = EvaluationContext()) -> PreviewEvaluation {
        let results = evaluate(source, context: context)
        XCTAssertEqual(results.count, 1)
        return results[0]
    }

    func testAnUnknownViewIsAnEmptyViewAndItsSiblingsStillDraw() throws {
        let source = """
        import SwiftUI
        #Preview {
            VStack(spacing: 0) {
                Text("Top")
                HapticsBanner(style: .soft)
                Rectangle().frame(width: 20, height: 30)
            }
        }
        """
        let r = only(source)
        XCTAssertEqual(r.diagnostics.map(\.description), ["Card.swift:5:9: warning: unknown type 'HapticsBanner': evaluated as an empty view"])
        XCTAssertEqual(r.status, .renderedWithFallbacks)
        XCTAssertEqual(r.fallbacks, 1)
        let t = try sharedLayout.layout(XCTUnwrap(r.component))
        // The empty view takes no space: the rectangle sits right under the text.
        let text = t.node("VStack/0/Text")
        assertRect(t.node("VStack/1/Rectangle").frame, text.frame.x + (text.frame.width - 20) / 2, text.frame.maxY, 20, 30, accuracy: 1e-6)
    }

    func testUnknownMembersBecomeZeroClearColourSourceTextAndNil() throws {
        let r = only("""
        import SwiftUI
        struct Badge: View {
            var note: String? = Remote.note
            var body: some View {
                VStack(spacing: 0) {
                    Text(L10n.welcome.title)
                    Rectangle().fill(Palette.brand).frame(width: 10 + Metrics.gutter, height: 10)
                    if let note { Text(note) }
                }
            }
        }
        #Preview { Badge() }
        """)
        XCTAssertEqual(r.diagnostics.map(\.description), [
            "Card.swift:3:25: warning: unknown identifier 'Remote': evaluated as nil",
            "Card.swift:6:18: warning: unknown identifier 'L10n': evaluated as its source text",
            "Card.swift:7:30: warning: unknown identifier 'Palette': evaluated as a clear colour",
            "Card.swift:7:63: warning: unknown identifier 'Metrics': evaluated as 0",
        ])
        let t = try sharedLayout.layout(XCTUnwrap(r.component))
        let texts = t.nodes.compactMap { n -> String? in if case .text(let s) = n.view.kind { return s }; return nil }
        XCTAssertEqual(texts, ["L10n.welcome.title"])
        XCTAssertEqual(t.shapes.first?.frame.width, 10)
    }

    /// A skipped statement is reported; a value nothing reads (`unused`) changes nothing drawn and is not.
    func testAStatementOrConditionOnAnUnknownNameGoesOn() throws {
        let r = only("""
        import SwiftUI
        struct Row: View {
            init() { Haptics.shared.prepare() }
            var body: some View {
                let unused = Analytics.shared.screen("row")
                if FeatureFlags.isOn(.newRow) {
                    Text("new")
                } else {
                    Text("old")
                }
            }
        }
        #Preview { Row() }
        """)
        XCTAssertEqual(r.diagnostics.map(\.description), [
            "Card.swift:3:14: warning: unknown identifier 'Haptics': the statement is skipped",
            "Card.swift:6:12: warning: unknown identifier 'FeatureFlags': evaluated as false",
        ])
        let t = try sharedLayout.layout(XCTUnwrap(r.component))
        XCTAssertEqual(t.nodes.compactMap { n -> String? in if case .text(let s) = n.view.kind { return s }; return nil }, ["old"])
    }

    func testAnErrorNothingCatchesAndAnUnusableArgumentAreFallbacksToo() throws {
        let r = only("""
        import SwiftUI
        enum LoadError: Error { case offline }
        func load() throws -> String { throw LoadError.offline }
        #Preview {
            VStack {
                Text(try load())
                Text("kept").padding(.horizontal, Spacing.missing)
            }
        }
        """)
        XCTAssertEqual(r.diagnostics.map(\.description), [
            "Card.swift:3:32: warning: offline was thrown and not caught: evaluated as its source text",
            "Card.swift:7:43: warning: unknown identifier 'Spacing': evaluated as 0",
        ])
        XCTAssertEqual(r.status, .renderedWithFallbacks)
    }

    func testStrictFailsAtTheFirstFallback() {
        var context = EvaluationContext()
        context.strict = true
        let r = only("""
        import SwiftUI
        #Preview {
            VStack {
                Text("a")
                HapticsBanner()
            }
        }
        """, context: context)
        XCTAssertEqual(r.diagnostics.map(\.description), ["Card.swift:5:9: error: unknown type 'HapticsBanner'"])
        XCTAssertEqual(r.status, .failed)
    }

    func testAPreviewThatShowsNoViewAndABudgetStillFail() {
        let none = only("""
        import SwiftUI
        #Preview { Unknown() }
        """)
        XCTAssertEqual(none.diagnostics.map(\.description), [
            "Card.swift:2:12: warning: unknown type 'Unknown': evaluated as an empty view",
            "Card.swift:2:1: error: the preview shows no view",
        ])
        XCTAssertEqual(none.status, .failed)
        var context = EvaluationContext()
        context.timeLimit = 600
        let loop = only("""
        import SwiftUI
        func spin() -> Int { var i = 0; while true { i += 1 }; return i }
        #Preview { Text("\\(spin())") }
        """, context: context)
        XCTAssertEqual(loop.status, .failed)
        XCTAssertEqual(loop.diagnostics.last?.description, "Card.swift:2:33: error: the loop runs more than 10000 times (the loop limit)")
    }

    func testAModifierWithAnUnusableArgumentIsIgnoredAndTheViewDraws() throws {
        let r = only("""
        import SwiftUI
        #Preview {
            Rectangle().frame(width: 12, height: 12).environment(\\.locale, Locale(identifier: "not a locale"))
        }
        """)
        XCTAssertEqual(r.status, .renderedWithFallbacks)
        XCTAssertEqual(try sharedLayout.layout(XCTUnwrap(r.component)).shapes.first?.frame.width, 12)
    }
}

/// Numbers that would trap a compiled program (overflow, huge limits, NaN hues) end in a
/// located fallback or a clamp, never a crash of Plumb.
final class SwiftNumberSafetyTests: XCTestCase {
    func testOverflowsHugeLimitsAndOddHuesNeverCrash() throws {
        let r = evaluate("""
        import SwiftUI
        #Preview {
            VStack {
                Text("\\(Int.min / -1)")
                Text("\\(abs(Int.min)) \\(-Int.min)")
                Text("long").lineLimit(.max)
                Color(hue: 1e300, saturation: 1, brightness: 1).frame(width: 2, height: 2)
                LazyVGrid(columns: [GridItem(.adaptive(minimum: -8), spacing: 8)]) { Text("a") }
                ForEach(Array(stride(from: Int.min, to: Int.max, by: Int.max)), id: \\.self) { Text("\\($0)") }
            }
        }
        """)
        XCTAssertEqual(r.first?.status, .renderedWithFallbacks)
        XCTAssertTrue(r.first?.diagnostics.map(\.description).contains("Card.swift:4:17: warning: -9223372036854775808 / -1 overflows Int: evaluated as its source text") == true,
                      "\(r.first?.diagnostics ?? [])")
    }
}

/// The remaining stand-ins, each with its warning's exact text.
final class SwiftFallbackStandInTests: XCTestCase {
    func testASwitchOnAnUnknownTakesItsDefaultAndAnUnknownFontIsTheBodyFont() throws {
        let r = evaluate("""
        import SwiftUI
        #Preview {
            VStack {
                switch Remote.mode {
                case .compact: Text("compact")
                default: Text("fallback")
                }
                Text("styled").font(Typography.heading)
            }
        }
        """)
        XCTAssertEqual(r.first?.diagnostics.map(\.description), [
            "Card.swift:4:16: warning: unknown identifier 'Remote': evaluated as its default case",
            "Card.swift:8:29: warning: unknown identifier 'Typography': evaluated as the body font",
        ])
        let t = try sharedLayout.layout(XCTUnwrap(r.first?.component))
        XCTAssertEqual(t.nodes.compactMap { n -> String? in if case .text(let s) = n.view.kind { return s }; return nil }, ["fallback", "styled"])
    }
}
