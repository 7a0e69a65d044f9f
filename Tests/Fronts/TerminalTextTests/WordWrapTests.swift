import Testing

@testable import TerminalText

/// Long lines broken at spaces, at the terminal's width, never inside a word (issue 31,
/// item 16: "nothing w|as changed").
@Suite struct WordWrapTests {
    @Test func aLongMessageBreaksAtASpaceNotInsideAWord() {
        #expect(
            WordWrap.lines(
                "item 1 is not done, so there is nothing to reopen; nothing was changed", width: 60, indent: 0) == [
                    "item 1 is not done, so there is nothing to reopen; nothing", "was changed",
                ])
    }

    @Test func aLineThatFitsIsLeftAsItIs() {
        #expect(WordWrap.lines("  3  Buy milk  Friday  ", width: 23) == ["  3  Buy milk  Friday  "])
        #expect(WordWrap.lines("anything", width: 0) == ["anything"])
    }

    @Test func aHelpLineContinuesUnderItsSecondColumn() {
        let line = "  edit N         change an item's title, due date, note, tags, priority and repeat rule"
        #expect(
            WordWrap.lines(line, width: 60) == [
                "  edit N         change an item's title, due date, note,",
                "                 tags, priority and repeat rule",
            ])
        #expect(WordWrap.hangingIndent(of: line, width: 60) == 17)
        #expect(WordWrap.hangingIndent(of: "Done: 3 Buy milk, 5 Call mum", width: 60) == 0)
        #expect(WordWrap.hangingIndent(of: "   indented text goes on", width: 60) == 3)
    }

    @Test func anIndentOverHalfTheWidthIsNotKept() {
        let line = "  a-very-long-first-column-of-words-here   then the rest of the line"
        #expect(WordWrap.hangingIndent(of: line, width: 60) == 2)
    }

    @Test func wideCharactersTakeTwoColumns() {
        #expect(WordWrap.lines("牛乳を買う 牛乳を買う 牛乳を買う", width: 22) == ["牛乳を買う 牛乳を買う", "牛乳を買う"])
        #expect(WordWrap.lines("東京 Café 東京", width: 9, indent: 0) == ["東京 Café", "東京"])
    }

    @Test func aWordWiderThanALineIsBrokenAtTheEdge() {
        #expect(WordWrap.lines("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(WordWrap.lines("see abcdefghij", width: 4, indent: 0) == ["see", "abcd", "efgh", "ij"])
        #expect(WordWrap.lines("東京都庁舎", width: 5) == ["東京", "都庁", "舎"])
    }

    @Test func colourSequencesTakeNoColumnsAndAreNeverSplit() {
        let red = "\u{1B}[31m"
        let reset = "\u{1B}[0m"
        #expect(WordWrap.lines(red + "one two three" + reset, width: 8) == [red + "one two", "three" + reset])
        #expect(WordWrap.lines(red + "one two" + reset, width: 7) == [red + "one two" + reset])
    }

    @Test func manySpacesBetweenWordsAreKeptWhereTheLineGoesOn() {
        #expect(WordWrap.lines("a  b  c  d", width: 7, indent: 0) == ["a  b  c", "d"])
    }
}
