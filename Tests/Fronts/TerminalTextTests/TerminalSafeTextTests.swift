import Testing

@testable import TerminalText

@Suite struct TerminalSafeTextTests {
    @Test func controlCharactersBecomeVisiblePlaceholders() {
        #expect(TerminalSafeText.visible("a\u{1B}[31mred\u{07}") == "a␛[31mred␇")
        #expect(TerminalSafeText.visible("back\u{08}space\rreturn\u{7F}") == "back␈space␍return␡")
        #expect(TerminalSafeText.visible("c1\u{9B}2J bidi\u{202E}olleh zw\u{200B}j") == "c1�2J bidi�olleh zw�j")
    }

    @Test func tagCharactersAndOtherInvisibleFillersAreShownAsReplacementCharacters() {
        #expect(TerminalSafeText.visible("flag\u{E0067}\u{E0062}\u{E007F} end") == "flag��� end")
        #expect(TerminalSafeText.visible("a\u{180E}b\u{115F}\u{1160}c\u{3164}d\u{FFA0}e") == "a�b��c�d�e")
    }

    @Test func variationSelectorsStay() {
        let text = "✔\u{FE0F} 葛\u{E0100}"
        #expect(TerminalSafeText.visible(text) == text)
    }

    @Test func ordinaryTextIsUntouched() {
        let text = "Buy milk 東京 Café 👍"
        #expect(TerminalSafeText.visible(text) == text)
    }

    @Test func nothingThatReachesTheTerminalIsAControlCharacter() {
        let hostile = "\u{1B}]8;;http://x\u{07}link\u{1B}]8;;\u{07}\u{0}\u{85}\u{2028}\u{FEFF}"
        let safe = TerminalSafeText.visible(hostile)
        #expect(!safe.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(!safe.unicodeScalars.contains { [0x2028, 0xFEFF].contains($0.value) })
    }
}
