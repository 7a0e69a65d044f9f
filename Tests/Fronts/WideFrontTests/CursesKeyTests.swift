import CNcurses
import Testing

@testable import WideFront

@Suite struct CursesKeyTests {
    @Test func functionKeysMapToTheirNames() {
        #expect(WideKey(cursesKeyCode: KEY_UP) == .up)
        #expect(WideKey(cursesKeyCode: KEY_BTAB) == .backTab)
        #expect(WideKey(cursesKeyCode: KEY_RESIZE) == .resize)
        #expect(WideKey(cursesKeyCode: KEY_F0 + 5) == .unknown)
    }

    @Test func controlCharactersMapToKeysAndOthersToText() {
        #expect(WideKey(cursesCharacter: 3) == .interrupt)
        #expect(WideKey(cursesCharacter: 27) == .escape)
        #expect(WideKey(cursesCharacter: 13) == .enter)
        #expect(WideKey(cursesCharacter: 127) == .backspace)
        #expect(WideKey(cursesCharacter: 21) == .clearField)
        #expect(WideKey(cursesCharacter: 1) == .unknown)
        #expect(WideKey(cursesCharacter: 0x6771) == .character("東"))
        #expect(WideKey(cursesCharacter: 0xD800) == .unknown)
    }
}
