import Testing

@testable import TerminalText

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("Buy milk", 8), ("東京", 4), ("Café", 4), ("e\u{301}", 1), ("👍", 2), ("👩‍💻", 2), ("❤️", 2), ("한국어", 6), ("", 0),
    ])
    func columnsAreCountedAsATerminalDrawsThem(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test func longTextIsCutWithAnEllipsisWithinTheWidth() {
        #expect(DisplayWidth.truncated("Buy milk and bread", toWidth: 10) == "Buy milk …")
        #expect(DisplayWidth.truncated("東京都庁舎", toWidth: 6) == "東京…")
        #expect(DisplayWidth.of(DisplayWidth.truncated("東京都庁舎", toWidth: 6)) <= 6)
        #expect(DisplayWidth.truncated("short", toWidth: 10) == "short")
        #expect(DisplayWidth.truncated("anything", toWidth: 0) == "")
    }

    @Test func fittedTextIsPaddedToExactlyTheWidth() {
        #expect(DisplayWidth.fitted("ab", toWidth: 4) == "ab  ")
        #expect(DisplayWidth.of(DisplayWidth.fitted("東京都", toWidth: 5)) == 5)
    }
}
