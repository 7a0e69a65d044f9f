import Testing

@testable import WideFront

/// The search line's input model: what each key does to the text, and when the text it
/// hands to the List module changes.
@Suite struct SearchLineInputTests {
    @Test func typingHandsOnTheTextWheneverItChanges() {
        var line = SearchLineInput()
        line.open()
        #expect(line.isTyping)
        #expect(line.change(.type(.insert("m")))?.text == "m")
        #expect(line.change(.type(.insert(" ")))?.text == "m ")
        #expect(line.change(.type(.insert("\n"))) == nil)
        #expect(line.text == "m ")
    }

    @Test func enterKeepsTheTextAsTypedWithoutSurroundingSpacesAndStopsTyping() {
        var line = SearchLineInput()
        line.open()
        for character in " +home  milk " { _ = line.change(.type(.insert(character))) }
        #expect(line.change(.keep)?.text == "+home  milk")
        #expect(!line.isTyping && line.text == "+home  milk")
        #expect(line.change(.keep) == nil)
    }

    @Test func escapeEmptiesTheLineAndAsksForEveryItem() {
        var line = SearchLineInput()
        line.open()
        _ = line.change(.type(.insert("x")))
        #expect(line.change(.clear) == SearchLineInput.TextChange(text: ""))
        #expect(!line.isTyping && line.text.isEmpty)
        #expect(line.change(.clear) == nil)
    }

    @Test func aPickedTagIsAddedAfterTheWordsAlreadyThere() {
        var line = SearchLineInput()
        line.open()
        _ = line.change(.type(.insert("m")))
        #expect(line.change(.add(tag: "home"))?.text == "m +home")
        #expect(line.text == "m +home")
        #expect(!line.isTyping)
    }
}
