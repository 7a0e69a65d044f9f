import AppCore
import Foundation
import Testing

@Suite struct JSONTextTests {
    @Test func controlAndInvisibleCharactersAreEscaped() {
        #expect(JSONText.quoted("a\u{1B}[31m\u{07}\u{7F}\u{9B}\u{202E}\u{200D}b") == #""a\u001b[31m\u0007\u007f\u009b\u202e\u200db""#)
        #expect(JSONText.quoted("line\nnext\t\"q\" \\") == #""line\nnext\t\"q\" \\""#)
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
}
