import Presentation
import Testing

@testable import WideFront

/// The tag picker's input model and its keys.
@Suite struct TagPickerInputTests {
    let tags = TagListDisplayData(
        rows: [
            TagListDisplayData.Row(tag: "home", count: 2), TagListDisplayData.Row(tag: "shopping", count: 1),
        ], emptyMessage: nil)

    @Test func theSelectionMovesAndStopsAtEitherEnd() throws {
        var picker = try #require(TagPickerInput(tags))
        #expect(picker.tag == "home")
        picker.move(by: 1)
        picker.move(by: 1)
        #expect(picker.tag == "shopping")
        picker.move(by: -5)
        #expect(picker.tag == "home")
    }

    @Test func thereIsNoPickerWithoutTags() {
        #expect(TagPickerInput(TagListDisplayData(rows: [], emptyMessage: "No open item has a tag.")) == nil)
    }

    @Test func arrowsAndJKChooseEnterPicksAndAnyOtherKeyCloses() {
        #expect(TagPickerKeyAction(key: .up) == .move(by: -1))
        #expect(TagPickerKeyAction(key: .character("j")) == .move(by: 1))
        #expect(TagPickerKeyAction(key: .enter) == .pick)
        #expect(TagPickerKeyAction(key: .character("q")) == .close)
        #expect(TagPickerKeyAction(key: .escape) == .close)
    }
}
