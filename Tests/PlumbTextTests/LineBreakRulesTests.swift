import XCTest
@testable import PlumbText

/// Break opportunities from ICU's UAX #14 iterator (issue 15): the segments a line may end
/// after, for the cases measured against Chromium and UAX #14's classic traps.
final class LineBreakRulesTests: XCTestCase {
    /// The paragraph cut after every break opportunity.
    func segments(_ text: String, locale: String = "") -> [String] {
        let characters = Array(text)
        let breaks = LineBreaker.opportunities(characters, locale: locale)
        var out: [String] = [], current = ""
        for (i, c) in characters.enumerated() {
            current.append(c)
            if breaks[i] { out.append(current); current = "" }
        }
        out.append(current)
        return out
    }

    func testNumbersWithSeparatorsStayWhole() {
        XCTAssertEqual(segments("for 03/12/2026."), ["for ", "03/12/2026."])   // was for 03/ | 12/2026.
        XCTAssertEqual(segments("$1,234.56 total"), ["$1,234.56 ", "total"])
        XCTAssertEqual(segments("Call 555-1234 now"), ["Call ", "555-1234 ", "now"])
        XCTAssertEqual(segments("100% done"), ["100% ", "done"])
        XCTAssertEqual(segments("-5 °C"), ["-5 ", "°C"])
        XCTAssertEqual(segments("1/2 cup"), ["1/2 ", "cup"])
    }

    func testSlashInsideAWordDoesNotBreak() {
        XCTAssertEqual(segments("pads (front/rear)"), ["pads ", "(front/rear)"])   // was (front/ | rear)
        XCTAssertEqual(segments("km/h and/or"), ["km/h ", "and/or"])
        // Beside spaces the slash is UAX #14's: no break before it, even after a space (LB13).
        XCTAssertEqual(segments("a / b"), ["a / ", "b"])
    }

    func testBracketsAndQuotesStayWithTheirWords() {
        XCTAssertEqual(segments("(see \"Maintenance\") now"), ["(see ", "\"Maintenance\") ", "now"])
        XCTAssertEqual(segments("[beta] build"), ["[beta] ", "build"])
        XCTAssertEqual(segments("e.g. this"), ["e.g. ", "this"])
    }

    func testURLsBreakAfterTheirPathSeparatorsOnly() {
        XCTAssertEqual(segments("https://example.com/service/oil-change?id=42"),
                       ["https://", "example.com/service/oil-", "change?", "id=42"])
    }

    func testHyphensAndDashes() {
        XCTAssertEqual(segments("state-of-the-art"), ["state-", "of-", "the-", "art"])
        // An em dash (B2) allows a break on either side, and two of them stay together.
        XCTAssertEqual(segments("Oil change—due soon"), ["Oil ", "change", "—", "due ", "soon"])
        XCTAssertEqual(segments("Oil — due"), ["Oil ", "— ", "due"])
        XCTAssertEqual(segments("wait——now"), ["wait", "——", "now"])
    }

    func testNoBreakSpacesAndZeroWidthSpace() {
        XCTAssertEqual(segments("12\u{00A0}km left"), ["12\u{00A0}km ", "left"])
        XCTAssertEqual(segments("9\u{202F}%"), ["9\u{202F}%"])
        XCTAssertEqual(segments("Sup\u{200B}er"), ["Sup\u{200B}", "er"])
        XCTAssertEqual(segments("Oil\u{2060}change"), ["Oil\u{2060}change"])   // word joiner
    }

    /// Kinsoku: no line starts with 。 or 」 (or small kana), none ends with 「; the break after
    /// 。 is allowed (the Chromium case `…できま | す。句…` left a line short).
    func testJapaneseKinsoku() {
        XCTAssertEqual(segments("予約できます。句読点", locale: "ja"),
                       ["予", "約", "で", "き", "ま", "す。", "句", "読", "点"])
        XCTAssertEqual(segments("括弧「」の中", locale: "ja"), ["括", "弧", "「」", "の", "中"])
        XCTAssertEqual(segments("「テスト」です。", locale: "ja"), ["「テ", "ス", "ト」", "で", "す。"])
        XCTAssertEqual(segments("日本語のテキスト。Hello"),
                       ["日", "本", "語", "の", "テ", "キ", "ス", "ト。", "Hello"])
    }

    /// The locale picks ICU's rules: Japanese ("normal" line breaking) lets a line start with a
    /// small kana or a prolonged sound mark's neighbour; the root rules (strict) do not.
    func testJapaneseLocaleAllowsBreaksBeforeSmallKana() {
        XCTAssertEqual(segments("チェック", locale: "ja"), ["チ", "ェ", "ッ", "ク"])
        XCTAssertEqual(segments("チェック"), ["チェッ", "ク"])
        XCTAssertEqual(segments("チェック", locale: "ja@lb=strict"), ["チェッ", "ク"])
    }

    /// Emoji sequences and grapheme clusters are never split, and break like ideographs.
    func testEmojiAndClusters() {
        XCTAssertEqual(segments("👩‍👩‍👧 family 👍🏽 ok"), ["👩‍👩‍👧 ", "family ", "👍🏽 ", "ok"])
        XCTAssertEqual(segments("e\u{301}te\u{301} x"), ["e\u{301}te\u{301} ", "x"])
    }

    func testArabicBreaksAtSpaces() {
        XCTAssertEqual(segments("مرحبا بالعالم 123"), ["مرحبا ", "بالعالم ", "123"])
    }
}
