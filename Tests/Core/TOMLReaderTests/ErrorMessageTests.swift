import TOMLReader
import Testing

/// The messages the reader gives: exact wording for the common mistakes, locations counted in
/// characters, and nothing but plain English.
@Suite("Error messages")
struct ErrorMessageTests {
    @Test("an unclosed table header says it must end with ]")
    func unclosedTableHeaderSaysItMustEndWithBracket() throws {
        let error = try #require(readingError("[sync\nurl = 1\n"))
        #expect(error == TOMLError(line: 1, column: 6, message: "a table header must end with \"]\""))
    }

    @Test("a lone [ says a table header needs a name and a ]")
    func loneBracketSaysHeaderNeedsName() throws {
        let error = try #require(readingError("[\n"))
        #expect(error.line == 1 && error.column == 2)
        #expect(error.message == "a table header must have a name and end with \"]\", like [server]")
    }

    @Test("a missing value says so after the equals sign")
    func missingValueIsNamed() throws {
        let error = try #require(readingError("name = \n"))
        #expect(error == TOMLError(line: 1, column: 8, message: "a value is missing after \"=\""))
    }

    @Test("an unclosed string says which quote to add")
    func unclosedStringSaysWhichQuoteToAdd() throws {
        let error = try #require(readingError("title = \"my list\n"))
        #expect(error == TOMLError(line: 1, column: 17, message: "this string is not closed: add \" at its end"))
    }

    @Test("a duplicate key names the line of its first definition")
    func duplicateKeyNamesFirstLine() throws {
        let error = try #require(readingError("# settings\na = 1\na = 2\n"))
        #expect(error == TOMLError(line: 3, column: 1, message: "key \"a\" is defined twice (first on line 2)"))
    }

    @Test("a key that needs quotes is shown with them")
    func keyNeedingQuotesIsShownQuoted() throws {
        let error = try #require(readingError("a.\"b c\" = 1\na.\"b c\" = 2\n"))
        #expect(error.message == "key a.\"b c\" is defined twice (first on line 1)")
    }

    @Test("the description gives the line and column, or the file as compilers do")
    func descriptionsGiveLocation() {
        let error = TOMLError(line: 3, column: 7, message: "a value is missing after \"=\"")
        #expect(error.description == "line 3, column 7: a value is missing after \"=\"")
        #expect(error.description(inFile: "config.toml") == "config.toml:3:7: a value is missing after \"=\"")
    }

    @Test("columns count characters, not bytes")
    func columnsCountCharacters() throws {
        let cyrillic = try #require(readingError("\"ключ\" = 1 2\n"))
        #expect(cyrillic.column == 12)
        let emoji = try #require(readingError("\"👍🏽\" = 1 x\n"))
        #expect(emoji.column == 9)
        let afterTab = try #require(readingError("\ta = 1 x\n"))
        #expect(afterTab.column == 8)
    }

    @Test("a byte order mark is skipped and not counted as a column")
    func byteOrderMarkIsNotAColumn() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a = \n".utf8)
        let error = try #require(readingError(utf8: bytes))
        #expect(error.line == 1 && error.column == 5)
        #expect(try TOMLDocument(utf8: [0xEF, 0xBB, 0xBF] + Array("a = 1".utf8))["a"] == .integer(1))
    }

    @Test("bytes that are not UTF-8 give a located error")
    func invalidUTF8IsLocated() throws {
        let bytes = Array("a = 1\nb = \"".utf8) + [0xC3, 0x28] + Array("\"\n".utf8)
        let error = try #require(readingError(utf8: bytes))
        #expect(error.line == 2 && error.column == 6)
        #expect(error.message.contains("not UTF-8"))
        let overlong = try #require(readingError(utf8: Array("# ".utf8) + [0xC0, 0xAF]))
        #expect(overlong.line == 1 && overlong.column == 3)
        let surrogate = try #require(readingError(utf8: Array("s = '".utf8) + [0xED, 0xA0, 0x80] + [0x27]))
        #expect(surrogate.column == 6)
    }

    @Test("messages are plain English, never a Swift or C++ dump", arguments: InvalidDocumentTests.cases)
    func messagesArePlainEnglish(_ testCase: InvalidCase) throws {
        let error = try #require(readingError(testCase.toml))
        let message = error.message
        #expect(!message.isEmpty && message.count < 300)
        for leak in ["Swift", "TOMLError", "ParseFailure", "Optional(", "toml++", "::", "0x0000", "Fatal"] {
            #expect(!message.contains(leak), "\(message)")
        }
        #expect(message.first?.isUppercase != true || message.hasPrefix("\""), "\(message)")
    }
}
