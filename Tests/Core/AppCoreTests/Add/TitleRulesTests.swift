import Testing

@testable import AppCore

@Suite struct TitleRulesTests {
    @Test(arguments: [
        ("Buy milk", "Buy milk"),
        ("  Buy milk \n", "Buy milk"),
        ("\u{00A0}Buy milk\u{3000}", "Buy milk"),
        ("\u{2028}Café\u{0085}", "Café"),
        ("Buy\u{00A0}milk", "Buy\u{00A0}milk"),
        ("é ", "é"),
        ("\u{301}a", "\u{301}a"),
        (" \u{301}a", "\u{301}a"),
        ("a \u{301}", "a \u{301}"),
    ])
    func surroundingWhitespaceOfEveryKindGoesAndTheRestStays(_ title: String, _ stored: String) throws {
        #expect(try TitleRules.checked(title) == stored)
    }

    @Test func theLimitCountsScalarsNotBytes() throws {
        let atLimit = String(repeating: "é", count: TitleRules.maximumLength)
        #expect(try TitleRules.checked(atLimit) == atLimit)
        let over = String(repeating: "日", count: TitleRules.maximumLength + 1)
        #expect(throws: TitleError.tooLong(length: TitleRules.maximumLength + 1)) { try TitleRules.checked(over) }
    }

    @Test(arguments: ["", " ", "\u{00A0}\n\u{3000}"])
    func blankTitlesAreRefused(_ title: String) {
        #expect(throws: TitleError.blank) { try TitleRules.checked(title) }
    }
}
