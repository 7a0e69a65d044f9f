import TOMLReader
import Testing

/// A document the reader must refuse, where, and part of the message it must give.
struct InvalidCase: Sendable, CustomTestStringConvertible {
    let name: String
    let toml: String
    let line: Int
    let column: Int
    let message: String

    init(_ name: String, toml: String, line: Int, column: Int, message: String) {
        self.name = name
        self.toml = toml
        self.line = line
        self.column = column
        self.message = message
    }

    var testDescription: String { name }
}

/// Invalid documents, chosen by hand after the invalid cases of the official toml-test suite
/// (github.com/toml-lang/toml-test, TOML 1.0.0), covering every rule the reader enforces.
@Suite("Invalid documents")
struct InvalidDocumentTests {
    static let cases: [InvalidCase] = [
        InvalidCase(
            "a table header needs a name",
            toml: "[\n",
            line: 1, column: 2, message: "a table header must have a name"),
        InvalidCase(
            "an array-of-tables header needs a name",
            toml: "[[",
            line: 1, column: 3, message: "a table header must have a name"),
        InvalidCase(
            "a table header must be closed",
            toml: "[a\nb = 1\n",
            line: 1, column: 3, message: "a table header must end with \"]\""),
        InvalidCase(
            "an array-of-tables header must be closed with two brackets",
            toml: "[[a]\n",
            line: 1, column: 4, message: "a table header must end with \"]]\""),
        InvalidCase(
            "a table header cannot be empty",
            toml: "[]\n",
            line: 1, column: 2, message: "a table header cannot be empty"),
        InvalidCase(
            "a table name cannot end with a dot",
            toml: "[a.]\n",
            line: 1, column: 4, message: "a key is missing after \".\""),
        InvalidCase(
            "a table name cannot hold two dots in a row",
            toml: "[a..b]\n",
            line: 1, column: 4, message: "a key is missing after \".\""),
        InvalidCase(
            "a table name with spaces must be quoted",
            toml: "[a b]\n",
            line: 1, column: 4, message: "must be in quotes"),
        InvalidCase(
            "brackets of an array-of-tables header cannot be apart",
            toml: "[ [a]]\n",
            line: 1, column: 3, message: "\"[\" cannot start a key"),
        InvalidCase(
            "nothing but a comment may follow a header",
            toml: "[a] b = 1\n",
            line: 1, column: 5, message: "only a comment may follow a table header"),
        InvalidCase(
            "an extra bracket after a header",
            toml: "[a]]\n",
            line: 1, column: 4, message: "only a comment may follow a table header"),
        InvalidCase(
            "a key needs an equals sign and a value",
            toml: "a\n",
            line: 1, column: 2, message: "expected \"=\" and a value after the key \"a\""),
        InvalidCase(
            "a value is needed after the equals sign",
            toml: "a =\n",
            line: 1, column: 4, message: "a value is missing after \"=\""),
        InvalidCase(
            "a comment is not a value",
            toml: "a = # nothing\n",
            line: 1, column: 5, message: "a value is missing after \"=\""),
        InvalidCase(
            "a key is needed before the equals sign",
            toml: "= 1\n",
            line: 1, column: 1, message: "a key is missing before \"=\""),
        InvalidCase(
            "two key-value pairs cannot share a line",
            toml: "a = 1 b = 2\n",
            line: 1, column: 7, message: "only a comment may follow a value"),
        InvalidCase(
            "a bare key cannot hold spaces",
            toml: "my key = 1\n",
            line: 1, column: 4, message: "a key with spaces must be in quotes"),
        InvalidCase(
            "a bare key cannot hold punctuation",
            toml: "bare!key = 1\n",
            line: 1, column: 5, message: "cannot be used in a bare key"),
        InvalidCase(
            "a bare key cannot hold non-ASCII letters",
            toml: "ключ = 1\n",
            line: 1, column: 1, message: "cannot start a key"),
        InvalidCase(
            "a dotted key cannot end with a dot",
            toml: "a. = 1\n",
            line: 1, column: 4, message: "a key is missing after \".\""),
        InvalidCase(
            "a key cannot start with a dot",
            toml: ".a = 1\n",
            line: 1, column: 1, message: "a key cannot start with \".\""),
        InvalidCase(
            "a key cannot be a multi-line string",
            toml: "\"\"\"key\"\"\" = 1\n",
            line: 1, column: 1, message: "a key cannot be a multi-line string"),
        InvalidCase(
            "a quoted key must be closed",
            toml: "a.\"b = 1\n",
            line: 1, column: 9, message: "this string is not closed"),
        InvalidCase(
            "a key cannot be defined twice",
            toml: "a = 1\na = 2\n",
            line: 2, column: 1, message: "key \"a\" is defined twice (first on line 1)"),
        InvalidCase(
            "a dotted key cannot be defined twice",
            toml: "a.b = 1\na.b = 2\n",
            line: 2, column: 1, message: "key \"a.b\" is defined twice (first on line 1)"),
        InvalidCase(
            "a key cannot be defined twice in different spellings",
            toml: "spelling = 1\n\"spelling\" = 2\n",
            line: 2, column: 1, message: "key \"spelling\" is defined twice"),
        InvalidCase(
            "a table made by dotted keys cannot become a value",
            toml: "a.b = 1\na = 2\n",
            line: 2, column: 1, message: "key \"a\" is defined twice: it is already a table"),
        InvalidCase(
            "a value cannot become a table through dotted keys",
            toml: "a = 1\na.b = 2\n",
            line: 2, column: 1, message: "key \"a\" is already an integer (line 1)"),
        InvalidCase(
            "a table cannot be defined twice",
            toml: "[a]\nx = 1\n[a]\ny = 2\n",
            line: 3, column: 2, message: "table [a] is defined twice (first on line 1)"),
        InvalidCase(
            "a super-table cannot be defined twice",
            toml: "[a.b]\n[a]\n[a]\n",
            line: 3, column: 2, message: "table [a] is defined twice (first on line 2)"),
        InvalidCase(
            "a value cannot become a table through a header",
            toml: "[a]\nb = 1\n[a.b]\n",
            line: 3, column: 4, message: "key \"a.b\" is already an integer (line 2)"),
        InvalidCase(
            "an inline table cannot be extended by dotted keys",
            toml: "a = {b = 1}\na.c = 2\n",
            line: 2, column: 1, message: "was written inline"),
        InvalidCase(
            "an inline table cannot be extended by a header",
            toml: "a = {b = 1}\n[a]\nc = 2\n",
            line: 2, column: 2, message: "was written inline"),
        InvalidCase(
            "an inline table cannot be extended by a sub-table header",
            toml: "a = {b = {}}\n[a.b]\n",
            line: 2, column: 2, message: "was written inline"),
        InvalidCase(
            "a table made by dotted keys cannot get a header",
            toml: "[fruit]\napple.color = \"red\"\n[fruit.apple]\n",
            line: 3, column: 8, message: "was already made by dotted keys on line 2"),
        InvalidCase(
            "a table made by a header cannot get dotted keys elsewhere",
            toml: "[a.b]\nx = 1\n[a]\nb.y = 2\n",
            line: 4, column: 1, message: "is defined by its own [header] on line 1"),
        InvalidCase(
            "a static array cannot get tables",
            toml: "a = []\n[[a]]\n",
            line: 2, column: 3, message: "is an array written with [ ] on line 1"),
        InvalidCase(
            "a table cannot become an array of tables",
            toml: "[a]\n[[a]]\n",
            line: 2, column: 3, message: "is already a table (line 1)"),
        InvalidCase(
            "an array of tables cannot become a table",
            toml: "[[a]]\n[a]\n",
            line: 2, column: 2, message: "is an array of tables (first on line 1); write [[a]]"),
        InvalidCase(
            "an array of tables cannot get dotted keys",
            toml: "[[a.b]]\n[a]\nb.c = 1\n",
            line: 3, column: 1, message: "is an array of tables (line 1)"),
        InvalidCase(
            "a key cannot be defined twice in an inline table",
            toml: "a = {b = 1, b = 2}\n",
            line: 1, column: 13, message: "key \"b\" is defined twice (first on line 1)"),
        InvalidCase(
            "an inline table cannot end with a comma",
            toml: "a = {b = 1,}\n",
            line: 1, column: 11, message: "an inline table cannot end with a comma"),
        InvalidCase(
            "an inline table must stay on one line",
            toml: "a = {b = 1\n}\n",
            line: 1, column: 11, message: "an inline table must be on one line"),
        InvalidCase(
            "an inline table must be closed",
            toml: "a = {b = 1",
            line: 1, column: 5, message: "this inline table is not closed"),
        InvalidCase(
            "an inline table needs keys between commas",
            toml: "a = {,}\n",
            line: 1, column: 6, message: "a key is missing before \",\""),
        InvalidCase(
            "an inline table needs commas between pairs",
            toml: "a = {b = 1 c = 2}\n",
            line: 1, column: 12, message: "expected \",\" or \"}\""),
        InvalidCase(
            "an array must be closed",
            toml: "a = [1, 2\n",
            line: 1, column: 5, message: "this array is not closed: add ] at its end"),
        InvalidCase(
            "array values need commas between them",
            toml: "a = [1 2]\n",
            line: 1, column: 8, message: "expected \",\" or \"]\" after a value in an array"),
        InvalidCase(
            "an array cannot start with a comma",
            toml: "a = [,]\n",
            line: 1, column: 6, message: "a value is missing before \",\""),
        InvalidCase(
            "an array cannot hold two commas in a row",
            toml: "a = [1,,2]\n",
            line: 1, column: 8, message: "a value is missing between commas"),
        InvalidCase(
            "a basic string must be closed",
            toml: "a = \"abc\n",
            line: 1, column: 9, message: "this string is not closed: add \" at its end"),
        InvalidCase(
            "a literal string must be closed",
            toml: "a = 'abc\n",
            line: 1, column: 9, message: "this string is not closed: add ' at its end"),
        InvalidCase(
            "a multi-line basic string must be closed",
            toml: "a = \"\"\"abc\n\n",
            line: 1, column: 5, message: "this multi-line string is not closed: add \"\"\" at its end"),
        InvalidCase(
            "a multi-line literal string must be closed",
            toml: "a = '''abc\n",
            line: 1, column: 5, message: "this multi-line string is not closed: add ''' at its end"),
        InvalidCase(
            "an unknown escape is refused",
            toml: "a = \"a\\qb\"\n",
            line: 1, column: 7, message: "\\q is not a valid escape"),
        InvalidCase(
            "a hexadecimal byte escape is refused",
            toml: "a = \"\\x41\"\n",
            line: 1, column: 6, message: "\\x is not a valid escape"),
        InvalidCase(
            "a surrogate escape is refused",
            toml: "a = \"\\uD800\"\n",
            line: 1, column: 6, message: "\\uD800 is not a Unicode character"),
        InvalidCase(
            "an escape beyond Unicode is refused",
            toml: "a = \"\\U00110000\"\n",
            line: 1, column: 6, message: "\\U00110000 is not a Unicode character"),
        InvalidCase(
            "a short unicode escape is refused",
            toml: "a = \"\\u12\"\n",
            line: 1, column: 6, message: "\\u must be followed by exactly 4 hexadecimal digits"),
        InvalidCase(
            "a single-line string cannot end a line with a backslash",
            toml: "a = \"abc\\\nd\"\n",
            line: 1, column: 9, message: "a backslash cannot end a line in a single-line string"),
        InvalidCase(
            "a backslash followed by spaces must end the line",
            toml: "a = \"\"\"abc\\  x\"\"\"\n",
            line: 1, column: 11, message: "a backslash followed by a space is not a valid escape"),
        InvalidCase(
            "at most two quotes may come before the closing delimiter",
            toml: "a = \"\"\"a\"\"\"\"\"\"\n",
            line: 1, column: 14, message: "too many quotes here"),
        InvalidCase(
            "control characters are refused in strings",
            toml: "a = \"tab\u{1}\"\n",
            line: 1, column: 9, message: "the control character U+0001 is not allowed"),
        InvalidCase(
            "DEL is refused in comments",
            toml: "# comment \u{7F}\n",
            line: 1, column: 11, message: "the control character U+007F is not allowed"),
        InvalidCase(
            "a NUL is refused",
            toml: "a = 1\0\n",
            line: 1, column: 6, message: "a NUL character (U+0000) is not allowed"),
        InvalidCase(
            "a carriage return must be followed by a line feed",
            toml: "a = 1\rb = 2\n",
            line: 1, column: 6, message: "a carriage return must be followed by a line feed"),
        InvalidCase(
            "leading zeros are refused",
            toml: "a = 01\n",
            line: 1, column: 5, message: "leading zeros are not allowed"),
        InvalidCase(
            "underscores must be between digits",
            toml: "a = 1__0\n",
            line: 1, column: 5, message: "each \"_\" must be between two digits"),
        InvalidCase(
            "a trailing underscore is refused",
            toml: "a = 1_\n",
            line: 1, column: 5, message: "each \"_\" must be between two digits"),
        InvalidCase(
            "integers above 64 bits are refused",
            toml: "a = 9223372036854775808\n",
            line: 1, column: 5, message: "is too large: the largest integer is 9223372036854775807"),
        InvalidCase(
            "integers below 64 bits are refused",
            toml: "a = -9223372036854775809\n",
            line: 1, column: 5, message: "is too small: the smallest integer is -9223372036854775808"),
        InvalidCase(
            "hexadecimal integers above 64 bits are refused",
            toml: "a = 0x8000000000000000\n",
            line: 1, column: 5, message: "is too large"),
        InvalidCase(
            "a hexadecimal integer cannot have a sign",
            toml: "a = +0x1\n",
            line: 1, column: 5, message: "cannot have a sign"),
        InvalidCase(
            "a binary integer holds only 0 and 1",
            toml: "a = 0b102\n",
            line: 1, column: 5, message: "may hold only the digits 0 and 1"),
        InvalidCase(
            "a prefix must be lower case",
            toml: "a = 0X1F\n",
            line: 1, column: 5, message: "it cannot contain \"X\""),
        InvalidCase(
            "a decimal point needs a digit after it",
            toml: "a = 1.\n",
            line: 1, column: 5, message: "a decimal point must have a digit on each side"),
        InvalidCase(
            "a decimal point needs a digit before it",
            toml: "a = .5\n",
            line: 1, column: 5, message: "a decimal point must have a digit on each side"),
        InvalidCase(
            "an exponent needs digits",
            toml: "a = 1e\n",
            line: 1, column: 5, message: "an exponent must have digits"),
        InvalidCase(
            "floats beyond 64 bits are refused",
            toml: "a = 1e400\n",
            line: 1, column: 5, message: "is too large for a 64-bit floating-point number"),
        InvalidCase(
            "infinity is written in lower case",
            toml: "a = Inf\n",
            line: 1, column: 5, message: "\"Inf\" is not a valid value"),
        InvalidCase(
            "booleans are written in lower case",
            toml: "a = True\n",
            line: 1, column: 5, message: "booleans are written in lower case"),
        InvalidCase(
            "unquoted text is refused",
            toml: "a = yes please\n",
            line: 1, column: 5, message: "if it is text, put it in quotes: \"yes\""),
        InvalidCase(
            "a value cannot start with punctuation",
            toml: "a = @home\n",
            line: 1, column: 5, message: "cannot start a value"),
        InvalidCase(
            "a date must exist",
            toml: "a = 1979-02-29\n",
            line: 1, column: 5, message: "February 1979 has days 01 to 28"),
        InvalidCase(
            "a month must exist",
            toml: "a = 1979-13-01\n",
            line: 1, column: 5, message: "the month must be from 01 to 12"),
        InvalidCase(
            "an hour must exist",
            toml: "a = 24:00:00\n",
            line: 1, column: 5, message: "the hour must be from 00 to 23"),
        InvalidCase(
            "a time needs seconds",
            toml: "a = 07:32\n",
            line: 1, column: 5, message: "write times as HH:MM:SS with seconds"),
        InvalidCase(
            "a time of day cannot have a time zone",
            toml: "a = 07:32:00Z\n",
            line: 1, column: 5, message: "a time of day cannot have a time zone"),
        InvalidCase(
            "a time zone offset must exist",
            toml: "a = 1979-05-27T07:32:00+25:00\n",
            line: 1, column: 5, message: "a time zone offset must be between -23:59 and +23:59"),
        InvalidCase(
            "a date-time needs a time after the T",
            toml: "a = 1979-05-27T\n",
            line: 1, column: 5, message: "write times as HH:MM:SS"),
        InvalidCase(
            "a date needs two-digit months and days",
            toml: "a = 1979-5-27\n",
            line: 1, column: 5, message: "write dates as YYYY-MM-DD"),
        InvalidCase(
            "a fraction of a second needs digits",
            toml: "a = 07:32:00.\n",
            line: 1, column: 5, message: "a decimal point in a time must be followed by digits"),
        InvalidCase(
            "two strings cannot share a value",
            toml: "a = \"x\" \"y\"\n",
            line: 1, column: 9, message: "only a comment may follow a value"),
        InvalidCase(
            "errors after multi-line strings have the right line",
            toml: "a = \"\"\"\none\ntwo\"\"\"\nb = \n",
            line: 4, column: 5, message: "a value is missing after \"=\""),
        InvalidCase(
            "errors inside arrays spanning lines have the right line",
            toml: "a = [\n  1,\n  2\n  3,\n]\n",
            line: 4, column: 3, message: "expected \",\" or \"]\""),
    ]

    @Test("an invalid document gives a located, plain-English error", arguments: cases)
    func invalidDocumentGivesLocatedError(_ testCase: InvalidCase) throws {
        let error = try #require(readingError(testCase.toml))
        #expect(error.line == testCase.line)
        #expect(error.column == testCase.column)
        #expect(error.message.contains(testCase.message), "\(error.message)")
    }

    @Test("reading UTF-8 bytes gives the same error as reading text", arguments: cases)
    func readingBytesGivesSameError(_ testCase: InvalidCase) {
        #expect(readingError(utf8: Array(testCase.toml.utf8)) == readingError(testCase.toml))
    }

    @Test("there are at least 60 invalid cases")
    func thereAreEnoughInvalidCases() {
        #expect(Self.cases.count >= 60)
    }
}
