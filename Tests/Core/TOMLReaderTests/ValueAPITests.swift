import TOMLReader
import Testing

/// The value types callers use: lookups, accessors, kind names, order and equality.
@Suite("Values and tables")
struct ValueAPITests {
    static let settings = """
        editor = "vim"
        [sync]
        url = "https://example.com/todo"
        interval = 15
        ratio = 0.5
        enabled = true
        since = 2024-01-31
        at = 07:30:00
        stamp = 2024-01-31T07:30:00Z
        local = 2024-01-31T07:30:00
        tags = ["a", 1]
        """

    @Test("nested tables are reachable by key")
    func nestedTablesAreReachable() throws {
        let document = try TOMLDocument(parsing: Self.settings)
        #expect(document["sync"]?.table?["url"]?.string == "https://example.com/todo")
        #expect(document["sync"]?.table?["interval"]?.integer == 15)
        #expect(document["editor"]?.string == "vim")
        #expect(document["nothing"] == nil)
    }

    @Test("each accessor returns its kind and nothing else")
    func accessorsReturnOnlyTheirKind() throws {
        let sync = try #require(try TOMLDocument(parsing: Self.settings)["sync"]?.table)
        let interval = try #require(sync["interval"])
        #expect(interval.integer == 15)
        #expect(interval.float == nil && interval.string == nil && interval.boolean == nil)
        #expect(interval.array == nil && interval.table == nil && interval.dateTime == nil)
        #expect(sync["ratio"]?.float == 0.5)
        #expect(sync["enabled"]?.boolean == true)
        #expect(sync["since"]?.dateTime?.kind == .localDate)
        #expect(sync["since"]?.dateTime?.text == "2024-01-31")
        #expect(sync["tags"]?.array == [.string("a"), .integer(1)])
    }

    @Test("every kind of value names itself for messages")
    func kindsNameThemselves() throws {
        let sync = try #require(try TOMLDocument(parsing: Self.settings)["sync"]?.table)
        let names = sync.entries.map { "\($0.key): \($0.value.kindName)" }
        #expect(
            names == [
                "url: a string", "interval: an integer", "ratio: a number", "enabled: a boolean", "since: a date",
                "at: a time of day", "stamp: a date and time", "local: a date and time", "tags: an array",
            ])
        #expect(TOMLValue.table(TOMLTable()).kindName == "a table")
    }

    @Test("tables keep keys in file order and iterate in it")
    func tablesKeepFileOrder() throws {
        let document = try TOMLDocument(parsing: "b = 1\na = 2\nc.x = 3\n")
        #expect(document.root.keys == ["b", "a", "c"])
        #expect(document.root.map(\.key) == ["b", "a", "c"])
        #expect(document.root.count == 3 && !document.root.isEmpty)
        #expect(document.root.entry(for: "a")?.value == .integer(2))
        #expect(document.root.entry(for: "a")?.line == 2)
    }

    @Test("tables are equal when they hold the same keys and values, in any order")
    func tableEqualityIgnoresOrderAndLines() throws {
        let read = try TOMLDocument(parsing: "a = 1\n\nb = [true]\n").root
        let made = TOMLTable(entries: [
            .init(key: "b", value: .array([.boolean(true)])), .init(key: "a", value: .integer(1)),
        ])
        #expect(read == made)
        #expect(read != TOMLTable(entries: [.init(key: "a", value: .integer(1))]))
        #expect(read != TOMLTable(entries: [.init(key: "a", value: .integer(2)), .init(key: "b", value: .integer(1))]))
    }

    @Test("a table made in code keeps the last entry for a repeated key")
    func tableMadeInCodeKeepsLastEntry() {
        let table = TOMLTable(entries: [.init(key: "a", value: .integer(1)), .init(key: "a", value: .integer(2))])
        #expect(table.count == 1 && table["a"] == .integer(2))
    }

    @Test("dates and times are checked when made in code")
    func dateTimesAreCheckedInCode() {
        #expect(TOMLDateTime("1979-05-27")?.kind == .localDate)
        #expect(TOMLDateTime("07:32:00")?.kind == .localTime)
        #expect(TOMLDateTime("1979-05-27T07:32:00")?.kind == .localDateTime)
        #expect(TOMLDateTime("1979-05-27 07:32:00+01:00")?.kind == .offsetDateTime)
        #expect(TOMLDateTime("1979-05-27")?.kindName == "a date")
        #expect(TOMLDateTime("1979-02-30") == nil)
        #expect(TOMLDateTime("tomorrow") == nil)
        #expect(TOMLDateTime("07:32:00Z") == nil)
    }

    @Test("integers cover the full 64-bit range and floats keep their sign")
    func numbersKeepTheirRange() throws {
        let document = try TOMLDocument(parsing: "a = -9223372036854775808\nb = -inf\nc = -0.0\nd = nan\n")
        #expect(document["a"]?.integer == Int64.min)
        #expect(document["b"]?.float == -Double.infinity)
        #expect(document["c"]?.float?.sign == .minus)
        #expect(document["d"]?.float?.isNaN == true)
    }

    @Test("a document renders on one line for debugging")
    func documentRendersForDebugging() throws {
        let document = try TOMLDocument(parsing: "\"a b\" = [1, 2.5, 'x', 1979-05-27]\n[t]\n")
        #expect(document.debugDescription == #"{"a b": [1, 2.5, "x", date(1979-05-27)], t: {}}"#)
    }

    @Test("the fuzzing check accepts valid and invalid input alike")
    func fuzzingCheckAcceptsAnyInput() {
        for text in ["a = 1", "[", "", "\0", "a = \"\u{1F600}\""] {
            let bytes = Array(text.utf8)
            let result = bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.flatMap { TOMLFuzzing.check($0, buffer.count) } ?? TOMLFuzzing.check([])
            }
            #expect(result == nil)
        }
    }
}
