import TOMLReader
import Testing

/// Each key knows the line where it was defined, so callers can say "line 3: unknown key …".
@Suite("Key lines")
struct KeyLineTests {
    static let document = #"""
        # todo settings
        title = "my list"

        [owner]
        name = "Tom"
        dob.year = 1979
        dob.month = 5

        [database]
        ports = [
          8000,
          8001,
        ]
        notes = """
        one
        two"""
        enabled = true
        motd = '''
        hello
        '''
        joined = """\
            a \
            b"""
        after = 1
        [[servers]]
        ip = "10.0.0.1"

        [[servers]]
        ip = "10.0.0.2"
        point = { x = 1, y.z = 2 }
        [a.b.c]
        """#

    @Test("top-level keys and table headers have their lines")
    func topLevelKeysHaveLines() throws {
        let document = try TOMLDocument(parsing: Self.document)
        #expect(document.line(of: "title") == 2)
        #expect(document.line(of: "owner") == 4)
        #expect(document.line(of: "database") == 9)
        #expect(document.line(of: "servers") == 25)
        #expect(document.line(of: "a") == 31)
        #expect(document.line(of: "missing") == nil)
        #expect(document.root.line == 1)
    }

    @Test("keys in tables have their lines")
    func keysInTablesHaveLines() throws {
        let document = try TOMLDocument(parsing: Self.document)
        let owner = try #require(document["owner"]?.table)
        #expect(owner.line == 4)
        #expect(owner.line(of: "name") == 5)
        let database = try #require(document["database"]?.table)
        #expect(database.line(of: "ports") == 10)
        #expect(database.line(of: "notes") == 14)
    }

    @Test("dotted keys give every part the line where it was first written")
    func dottedKeysHaveLines() throws {
        let document = try TOMLDocument(parsing: Self.document)
        let owner = try #require(document["owner"]?.table)
        #expect(owner.line(of: "dob") == 6)
        let dob = try #require(owner["dob"]?.table)
        #expect(dob.line == 6)
        #expect(dob.line(of: "year") == 6)
        #expect(dob.line(of: "month") == 7)
        let c = try #require(document["a"]?.table?["b"]?.table?["c"]?.table)
        #expect(c.line == 31)
    }

    @Test("keys after multi-line strings and arrays have the right lines")
    func keysAfterMultilineValuesHaveLines() throws {
        let database = try #require(try TOMLDocument(parsing: Self.document)["database"]?.table)
        #expect(database.line(of: "enabled") == 17)
        #expect(database.line(of: "motd") == 18)
        #expect(database.line(of: "joined") == 21)
        #expect(database.line(of: "after") == 24)
        #expect(database["joined"] == .string("a b"))
    }

    @Test("each table of an array of tables has its own lines")
    func arrayOfTablesElementsHaveLines() throws {
        let servers = try #require(try TOMLDocument(parsing: Self.document)["servers"]?.array)
        let first = try #require(servers.first?.table)
        let second = try #require(servers.last?.table)
        #expect(first.line == 25 && second.line == 28)
        #expect(first.line(of: "ip") == 26)
        #expect(second.line(of: "ip") == 29)
        #expect(second.line(of: "point") == 30)
        let point = try #require(second["point"]?.table)
        #expect(point.line == 30 && point.line(of: "x") == 30 && point["y"]?.table?.line(of: "z") == 30)
    }

    @Test("lines are counted the same with CR LF line endings")
    func crlfLinesAreCounted() throws {
        let text = Self.document.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        let document = try TOMLDocument(parsing: text)
        #expect(document["database"]?.table?.line(of: "after") == 24)
        #expect(document["servers"]?.array?.last?.table?.line(of: "ip") == 29)
    }

    @Test("entries iterate in file order with their lines")
    func entriesIterateInOrder() throws {
        let owner = try #require(try TOMLDocument(parsing: Self.document)["owner"]?.table)
        #expect(owner.map(\.key) == ["name", "dob"])
        #expect(owner.map(\.line) == [5, 6])
    }
}
