import Testing

@testable import WideFront

/// The search line's input model: what each key does to the text, and when the filter it
/// asks for changes.
@Suite struct SearchLineInputTests {
    @Test func typingChangesTheFilterOnlyWhenTheWordsChange() {
        var line = SearchLineInput()
        line.open()
        #expect(line.isTyping)
        #expect(line.change(.type(.insert("m")))?.filter?.text == "m")
        #expect(line.change(.type(.insert(" "))) == nil)
        #expect(line.change(.type(.insert("\n"))) == nil)
        #expect(line.text == "m ")
    }

    @Test func enterKeepsTheFilterAsReadBackAndStopsTyping() {
        var line = SearchLineInput()
        line.open()
        for character in "+home  milk" { _ = line.change(.type(.insert(character))) }
        #expect(line.change(.keep) == nil)
        #expect(!line.isTyping && line.text == "+home milk")
    }

    @Test func escapeEmptiesTheLineAndAsksForEveryItem() {
        var line = SearchLineInput()
        line.open()
        _ = line.change(.type(.insert("x")))
        #expect(line.change(.clear) == SearchLineInput.FilterChange(filter: nil))
        #expect(!line.isTyping && line.text.isEmpty)
        #expect(line.change(.clear) == nil)
    }

    @Test func aPickedTagIsAddedToTheWordsAlreadyThere() {
        var line = SearchLineInput()
        line.open()
        _ = line.change(.type(.insert("m")))
        #expect(line.change(.add(tag: "home")) != nil)
        #expect(line.text == "+home m")
        #expect(!line.isTyping)
    }
}
