import AppCore
import Foundation
import Testing

@Suite struct JSONTextTests {
    @Test func controlAndInvisibleCharactersAreEscaped() {
        #expect(
            JSONText.quoted("a\u{1B}[31m\u{07}\u{7F}\u{9B}\u{202E}\u{200D}b")
                == #""a\u001b[31m\u0007\u007f\u009b\u202e\u200db""#)
        #expect(JSONText.quoted("line\nnext\t\"q\" \\") == #""line\nnext\t\"q\" \\""#)
    }

    @Test func tagsAndOtherInvisibleCharactersAreEscaped() {
        let hidden =
            "a\u{E0001}\u{E0041}\u{E007F}\u{E0FFF}\u{180E}\u{115F}\u{1160}\u{3164}\u{FFA0}\u{AD}\u{34F}\u{2066}\u{206F}b"
        #expect(
            JSONText.quoted(hidden)
                == #""a\udb40\udc01\udb40\udc41\udb40\udc7f\udb43\udfff\u180e\u115f\u1160\u3164\uffa0\u00ad\u034f\u2066\u206fb""#
        )
    }

    @Test func variationSelectorsAndEmojiAreKept() {
        let text = "✔\u{FE0F} 葛\u{E0100} 🇫🇷"
        #expect(JSONText.quoted(text) == "\"\(text)\"")
    }

    @Test func ordinaryTextIsWrittenAsIs() {
        #expect(JSONText.quoted("Café 東京 ✓") == "\"Café 東京 ✓\"")
        #expect(JSONText.quoted("plain") == "\"plain\"")
    }

    @Test func escapedTextReadsBackExactly() throws {
        let title = "x\u{0}\u{1B}]8;;http://evil\u{07}y\u{2028}\u{FEFF}z\u{85}"
        let decoded = try JSONDecoder().decode([String].self, from: Data("[\(JSONText.quoted(title))]".utf8))
        #expect(decoded == [title])
    }

    @Test func tomlStringsTakeTheSameEscapesAndTomlsOwnFormBeyondU_FFFF() {
        #expect(JSONText.tomlQuoted("a\u{1B}b\u{202E}\"\\") == #""a\u001bb\u202e\"\\""#)
        #expect(JSONText.tomlQuoted("tag\u{E0041}") == #""tag\U000e0041""#)
        #expect(JSONText.quoted("tag\u{E0041}") == #""tag\udb40\udc41""#)
    }
}
