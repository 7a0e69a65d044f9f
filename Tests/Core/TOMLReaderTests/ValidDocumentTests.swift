import TOMLReader
import Testing

/// A document the reader must accept, and the value it must read, as `TOMLDocument.debugDescription`
/// renders it: `{key: value, ...}` in file order, strings with Swift escapes, dates as `date(…)`.
struct ValidCase: Sendable, CustomTestStringConvertible {
    let name: String
    let toml: String
    let expected: String

    init(_ name: String, toml: String, expected: String) {
        self.name = name
        self.toml = toml
        self.expected = expected
    }

    var testDescription: String { name }
}

/// Valid documents, chosen by hand after the valid cases of the official toml-test suite
/// (github.com/toml-lang/toml-test, TOML 1.0.0), covering every rule the reader implements.
@Suite("Valid documents")
struct ValidDocumentTests {
    static let cases: [ValidCase] = [
        ValidCase(
            "an empty document has no keys",
            toml: "",
            expected: #"{}"#),
        ValidCase(
            "comments and blank lines are ignored",
            toml: "# a comment\n\n   # another\n\t\n",
            expected: #"{}"#),
        ValidCase(
            "a comment may follow a value",
            toml: "a = 1 # the answer\n",
            expected: #"{a: 1}"#),
        ValidCase(
            "CR LF line endings are accepted",
            toml: "a = 1\r\nb = 2\r\n",
            expected: #"{a: 1, b: 2}"#),
        ValidCase(
            "the last line needs no line break",
            toml: "a = 1",
            expected: #"{a: 1}"#),
        ValidCase(
            "whitespace around keys and values is ignored",
            toml: "  a\t=\t1  \n",
            expected: #"{a: 1}"#),
        ValidCase(
            "bare keys hold letters, digits, underscores and dashes",
            toml: "bare_key-1 = 1\n1234 = 2\nA-Z = 3\n",
            expected: #"{bare_key-1: 1, 1234: 2, A-Z: 3}"#),
        ValidCase(
            "a basic quoted key may hold spaces",
            toml: "\"key with space\" = 1\n",
            expected: #"{"key with space": 1}"#),
        ValidCase(
            "a literal quoted key keeps double quotes",
            toml: "'quoted \"value\"' = 1\n",
            expected: #"{"quoted \"value\"": 1}"#),
        ValidCase(
            "an empty quoted key is allowed",
            toml: "\"\" = 1\n",
            expected: #"{"": 1}"#),
        ValidCase(
            "escapes are decoded in quoted keys",
            toml: "\"\\u00e9t\\u00e9\" = 1\n",
            expected: #"{"été": 1}"#),
        ValidCase(
            "dotted keys make nested tables",
            toml: "a.b.c = 1\n",
            expected: #"{a: {b: {c: 1}}}"#),
        ValidCase(
            "whitespace around dots is ignored",
            toml: "a . b\t.c = 1\n",
            expected: #"{a: {b: {c: 1}}}"#),
        ValidCase(
            "a quoted part of a dotted key may hold dots",
            toml: "site.\"google.com\" = true\n",
            expected: #"{site: {"google.com": true}}"#),
        ValidCase(
            "dotted keys add to the same table",
            toml: "fruit.name = \"banana\"\nfruit.color = \"yellow\"\nfruit.flavor.sweet = true\n",
            expected: #"{fruit: {name: "banana", color: "yellow", flavor: {sweet: true}}}"#),
        ValidCase(
            "keys may look like booleans and numbers",
            toml: "true = 1\n3.14 = 2\ninf = 3\n",
            expected: #"{true: 1, 3: {14: 2}, inf: 3}"#),
        ValidCase(
            "basic strings decode every short escape",
            toml: "s = \"\\b\\t\\n\\f\\r\\\"\\\\\"\n",
            expected: #"{s: "\u{08}\t\n\u{0C}\r\"\\"}"#),
        ValidCase(
            "basic strings decode unicode escapes",
            toml: "s = \"\\u00E9 \\U0001F600 \\u0000\"\n",
            expected: #"{s: "é 😀 \0"}"#),
        ValidCase(
            "literal strings keep backslashes",
            toml: "s = 'C:\\Users\\nodejs\\templates'\n",
            expected: #"{s: "C:\\Users\\nodejs\\templates"}"#),
        ValidCase(
            "a multi-line basic string trims the first line break",
            toml: "s = \"\"\"\nRoses are red\nViolets are blue\"\"\"\n",
            expected: #"{s: "Roses are red\nViolets are blue"}"#),
        ValidCase(
            "a line-ending backslash joins lines",
            toml: "s = \"\"\"\nThe quick \\\n   brown \\  \n\n   fox.\\\n   \"\"\"\n",
            expected: #"{s: "The quick brown fox."}"#),
        ValidCase(
            "multi-line basic strings may hold one or two quotes",
            toml: "s = \"\"\"one \" two \"\" end\"\"\"\n",
            expected: #"{s: "one \" two \"\" end"}"#),
        ValidCase(
            "quotes right before the closing delimiter belong to the string",
            toml: "a = \"\"\"x\"\"\"\"\"\nb = \"\"\"\"y\"\"\"\"\n",
            expected: #"{a: "x\"\"", b: "\"y\""}"#),
        ValidCase(
            "multi-line basic strings decode escapes",
            toml: "s = \"\"\"tab\\there\\u0021\"\"\"\n",
            expected: #"{s: "tab\there!"}"#),
        ValidCase(
            "a multi-line literal string keeps everything but the first line break",
            toml: "s = '''\nThe first newline is\ntrimmed in raw strings.\n   All other whitespace\n"
                + "   is preserved. \\n\n'''\n",
            expected: #"{s: "The first newline is\ntrimmed in raw strings.\n   All other whitespace\n   is p"#
                + #"reserved. \\n\n"}"#),
        ValidCase(
            "multi-line literal strings may hold single quotes",
            toml: "s = ''''That,' she said, 'is still pointless.''''\n",
            expected: #"{s: "\'That,\' she said, \'is still pointless.\'"}"#),
        ValidCase(
            "CR LF inside a multi-line string becomes LF",
            toml: "s = \"\"\"\r\na\r\nb\"\"\"\r\nt = '''\r\nc\r\nd'''\r\n",
            expected: #"{s: "a\nb", t: "c\nd"}"#),
        ValidCase(
            "a tab may be written inside strings",
            toml: "s = \"a\tb\"\nt = 'c\td'\n",
            expected: #"{s: "a\tb", t: "c\td"}"#),
        ValidCase(
            "empty strings of every kind",
            toml: "a = \"\"\nb = ''\nc = \"\"\"\"\"\"\nd = ''''''\n",
            expected: #"{a: "", b: "", c: "", d: ""}"#),
        ValidCase(
            "strings hold any Unicode text",
            toml: "s = \"日本語 ✓ ʎǝʞ\"\n",
            expected: #"{s: "日本語 ✓ ʎǝʞ"}"#),
        ValidCase(
            "an escaped backslash before the closing quote",
            toml: "s = \"a\\\\\"\n",
            expected: #"{s: "a\\"}"#),
        ValidCase(
            "a hash inside a string is not a comment",
            toml: "s = \"# not a comment\" # but this is\n",
            expected: ##"{s: "# not a comment"}"##),
        ValidCase(
            "decimal integers with signs",
            toml: "a = 99\nb = +17\nc = -17\nd = 0\ne = +0\nf = -0\n",
            expected: #"{a: 99, b: 17, c: -17, d: 0, e: 0, f: 0}"#),
        ValidCase(
            "underscores may separate digits",
            toml: "a = 1_000\nb = 5_349_221\nc = 1_2_3_4_5\n",
            expected: #"{a: 1000, b: 5349221, c: 12345}"#),
        ValidCase(
            "hexadecimal, octal and binary integers",
            toml: "a = 0xDEADBEEF\nb = 0xdead_beef\nc = 0o755\nd = 0b1101_0110\ne = 0x0\n",
            expected: #"{a: 3735928559, b: 3735928559, c: 493, d: 214, e: 0}"#),
        ValidCase(
            "the 64-bit integer limits are accepted",
            toml: "max = 9223372036854775807\nmin = -9223372036854775808\nhex = 0x7FFFFFFFFFFFFFFF\n",
            expected: #"{max: 9223372036854775807, min: -9223372036854775808, hex: 9223372036854775807}"#),
        ValidCase(
            "floats with a fraction",
            toml: "a = +1.0\nb = 3.1415\nc = -0.01\n",
            expected: #"{a: 1.0, b: 3.1415, c: -0.01}"#),
        ValidCase(
            "floats with an exponent",
            toml: "a = 5e+22\nb = 1e06\nc = -2E-2\nd = 6.626e-34\n",
            expected: #"{a: 5e+22, b: 1000000.0, c: -0.02, d: 6.626e-34}"#),
        ValidCase(
            "floats with underscores",
            toml: "a = 224_617.445_991_228\nb = 1_0.0_1e1_0\n",
            expected: #"{a: 224617.445991228, b: 100100000000.0}"#),
        ValidCase(
            "infinity and not-a-number",
            toml: "a = inf\nb = +inf\nc = -inf\nd = nan\ne = +nan\nf = -nan\n",
            expected: #"{a: inf, b: inf, c: -inf, d: nan, e: nan, f: nan}"#),
        ValidCase(
            "negative zero is a float",
            toml: "a = -0.0\nb = +0.0\n",
            expected: #"{a: -0.0, b: 0.0}"#),
        ValidCase(
            "booleans",
            toml: "t = true\nf = false\n",
            expected: #"{t: true, f: false}"#),
        ValidCase(
            "offset date-times",
            toml: "a = 1979-05-27T07:32:00Z\nb = 1979-05-27T00:32:00-07:00\n"
                + "c = 1979-05-27T00:32:00.999999+05:30\n",
            expected: #"{a: offset-datetime(1979-05-27T07:32:00Z), "#
                + #"b: offset-datetime(1979-05-27T00:32:00-07:00), "#
                + #"c: offset-datetime(1979-05-27T00:32:00.999999+05:30)}"#),
        ValidCase(
            "a date-time may use a space or lower case letters",
            toml: "a = 1979-05-27 07:32:00Z\nb = 1987-07-05t17:45:00z\n",
            expected: #"{a: offset-datetime(1979-05-27 07:32:00Z), b: offset-datetime(1987-07-05t17:45:00z)}"#),
        ValidCase(
            "local date-times",
            toml: "a = 1979-05-27T07:32:00\nb = 1979-05-27 00:32:00.999\n",
            expected: #"{a: local-datetime(1979-05-27T07:32:00), b: local-datetime(1979-05-27 00:32:00.999)}"#),
        ValidCase(
            "local dates",
            toml: "a = 1979-05-27\nb = 0001-01-01\n",
            expected: #"{a: date(1979-05-27), b: date(0001-01-01)}"#),
        ValidCase(
            "local times",
            toml: "a = 07:32:00\nb = 00:32:00.999999\n",
            expected: #"{a: time(07:32:00), b: time(00:32:00.999999)}"#),
        ValidCase(
            "leap days and leap seconds",
            toml: "a = 2000-02-29\nb = 2024-02-29T12:00:00\nc = 1990-12-31T23:59:60Z\n",
            expected: #"{a: date(2000-02-29), b: local-datetime(2024-02-29T12:00:00), "#
                + #"c: offset-datetime(1990-12-31T23:59:60Z)}"#),
        ValidCase(
            "a date followed by a comment",
            toml: "a = 1979-05-27 # birthday\n",
            expected: #"{a: date(1979-05-27)}"#),
        ValidCase(
            "arrays of one kind",
            toml: "a = [1, 2, 3]\nb = [\"red\", \"yellow\", \"green\"]\n",
            expected: #"{a: [1, 2, 3], b: ["red", "yellow", "green"]}"#),
        ValidCase(
            "nested arrays",
            toml: "a = [[1, 2], [\"a\", \"b\"], [[]]]\n",
            expected: #"{a: [[1, 2], ["a", "b"], [[]]]}"#),
        ValidCase(
            "arrays may mix kinds",
            toml: "a = [0.1, 1, \"x\", true, 1979-05-27, [2], {b = 3}]\n",
            expected: #"{a: [0.1, 1, "x", true, date(1979-05-27), [2], {b: 3}]}"#),
        ValidCase(
            "arrays may span lines with comments and a trailing comma",
            toml: "a = [\n  1, # one\n  2,\n  # nothing here\n]\n",
            expected: #"{a: [1, 2]}"#),
        ValidCase(
            "empty arrays",
            toml: "a = []\nb = [ ]\nc = [\n]\nd = [ # comment\n]\n",
            expected: #"{a: [], b: [], c: [], d: []}"#),
        ValidCase(
            "arrays of inline tables",
            toml: "points = [ { x = 1, y = 2 }, { x = 7, y = 8 } ]\n",
            expected: #"{points: [{x: 1, y: 2}, {x: 7, y: 8}]}"#),
        ValidCase(
            "inline tables",
            toml: "name = { first = \"Tom\", last = \"Preston-Werner\" }\n",
            expected: #"{name: {first: "Tom", last: "Preston-Werner"}}"#),
        ValidCase(
            "empty inline tables",
            toml: "a = {}\nb = { }\n",
            expected: #"{a: {}, b: {}}"#),
        ValidCase(
            "inline tables may use dotted keys",
            toml: "animal = { type.name = \"pug\", type.size = 1 }\n",
            expected: #"{animal: {type: {name: "pug", size: 1}}}"#),
        ValidCase(
            "inline tables may nest",
            toml: "a = { b = { c = { d = 1 } } }\n",
            expected: #"{a: {b: {c: {d: 1}}}}"#),
        ValidCase(
            "a table header starts a table",
            toml: "[table]\nkey = \"value\"\n",
            expected: #"{table: {key: "value"}}"#),
        ValidCase(
            "dotted table headers make nested tables",
            toml: "[a.b.c]\nd = 1\n",
            expected: #"{a: {b: {c: {d: 1}}}}"#),
        ValidCase(
            "a super-table may be defined after its sub-table",
            toml: "[x.y.z.w]\n[x]\na = 1\n",
            expected: #"{x: {y: {z: {w: {}}}, a: 1}}"#),
        ValidCase(
            "table headers may hold whitespace and quoted keys",
            toml: "[ j . \"ʞ\" . 'l' ]\nk = 1\n",
            expected: #"{j: {"ʞ": {l: {k: 1}}}}"#),
        ValidCase(
            "an empty table",
            toml: "[a]\n",
            expected: #"{a: {}}"#),
        ValidCase(
            "keywords and digits are table names",
            toml: "[true]\n[inf]\n[x.1.2]\n",
            expected: #"{true: {}, inf: {}, x: {1: {2: {}}}}"#),
        ValidCase(
            "a header may add a sub-table to a table made by dotted keys",
            toml: "[fruit]\napple.color = \"red\"\n[fruit.apple.texture]\nsmooth = true\n",
            expected: #"{fruit: {apple: {color: "red", texture: {smooth: true}}}}"#),
        ValidCase(
            "dotted keys may add to a table made on the way to a header",
            toml: "[a.b.c]\n[a]\nb.d = 1\n",
            expected: #"{a: {b: {c: {}, d: 1}}}"#),
        ValidCase(
            "arrays of tables",
            toml: "[[products]]\nname = \"Hammer\"\n[[products]]\n[[products]]\nname = \"Nail\"\n",
            expected: #"{products: [{name: "Hammer"}, {}, {name: "Nail"}]}"#),
        ValidCase(
            "nested arrays of tables go into the last table",
            toml: "[[fruits]]\nname = \"apple\"\n[fruits.physical]\ncolor = \"red\"\n"
                + "[[fruits.varieties]]\nname = \"red delicious\"\n[[fruits]]\nname = \"banana\"\n"
                + "[[fruits.varieties]]\nname = \"plantain\"\n",
            expected: #"{fruits: [{name: "apple", physical: {color: "red"}, "#
                + #"varieties: [{name: "red delicious"}]}, {name: "banana", "#
                + #"varieties: [{name: "plantain"}]}]}"#),
        ValidCase(
            "an array of tables made on the way may get a super-table",
            toml: "[[a.b]]\nx = 1\n[a]\ny = 2\n",
            expected: #"{a: {b: [{x: 1}], y: 2}}"#),
        ValidCase(
            "tables may be defined in any order",
            toml: "[a]\nx = 1\n[b]\ny = 2\n[a.c]\nz = 3\n",
            expected: #"{a: {x: 1, c: {z: 3}}, b: {y: 2}}"#),
        ValidCase(
            "keys keep the order of the file",
            toml: "z = 1\na = 2\nm = 3\n[b]\n[a2]\n",
            expected: #"{z: 1, a: 2, m: 3, b: {}, a2: {}}"#),
    ]

    @Test("a valid document reads to the expected value", arguments: cases)
    func validDocumentReadsToExpectedValue(_ testCase: ValidCase) throws {
        let document = try TOMLDocument(parsing: testCase.toml)
        #expect(document.debugDescription == testCase.expected)
    }

    @Test("reading UTF-8 bytes gives the same value as reading text", arguments: cases)
    func readingBytesMatchesReadingText(_ testCase: ValidCase) throws {
        let document = try TOMLDocument(utf8: Array(testCase.toml.utf8))
        #expect(document.debugDescription == testCase.expected)
    }

    @Test("there are at least 60 valid cases")
    func thereAreEnoughValidCases() {
        #expect(Self.cases.count >= 60)
    }
}
