import Foundation
import GRDB
import TestSupport
import Testing

/// Item numbers stay within what every format and store carries (2^53 − 1, JSON's largest
/// exact whole number): a list that gave the highest says so when it needs another, and
/// whatever `todo export` wrote, `todo import` reads back into a new list (issue 30).
@Suite struct ItemNumberLimitTests {
    static let highest: Int64 = 9_007_199_254_740_991
    static let ranOut =
        "Error: no item number is left: this list has given out 9007199254740991, the highest todo gives; "
        + "to go on, export the list, remove the ids from the export (import numbers items without one), "
        + "and import it into a new database\n"

    @Test(arguments: ["json", "todotxt"])
    func anExportOfAListAtTheHighestItemNumberImportsIntoANewListOnSQLite(_ format: String) throws {
        try Self.exportOfAListAtTheHighestNumberImportsIntoANewList(format, from: try Scenario(), into: try Scenario())
    }

    @Test(arguments: ["json", "todotxt"])
    func anExportOfAListAtTheHighestItemNumberImportsIntoANewListOnPostgreSQL(_ format: String) async throws {
        try await Scenario.onPostgres { first, _ in
            try await Scenario.onPostgres { second, _ in
                try Self.exportOfAListAtTheHighestNumberImportsIntoANewList(format, from: first, into: second)
            }
        }
    }

    /// An item imported at the highest number; adding another is refused, saying the way
    /// out; the export goes into a new list whole.
    static func exportOfAListAtTheHighestNumberImportsIntoANewList(
        _ format: String, from list: Scenario, into newList: Scenario
    ) throws {
        try list.succeed("add", "Buy milk")
        try list.succeed("import", "-", input: #"[{"id": \#(highest), "title": "Last one", "due": "2026-12-01"}]"#)
        let added = try list.run(["add", "Call mum"])
        #expect(added.status == 1)
        #expect(added.stderr == ranOut)
        let imported = try list.run(["import", "-"], input: #"[{"title": "Call mum", "due": "2026-12-01"}]"#)
        #expect(imported.status == 1)
        #expect(imported.stderr == ranOut)

        let exported = try list.succeed("export", "--to", format).stdout
        #expect(exported.contains("\(highest)"))
        #expect(try newList.succeed("import", "--from", format, "-", input: exported).stdout == "Imported 2 items.\n")
        #expect(try newList.succeed("export", "--to", format).stdout == exported)
    }

    @Test func theWayOutOfRunOutItemNumbersGivesAListThatAddsAgain() throws {
        let list = try Scenario()
        try list.succeed("add", "Buy milk")
        try list.succeed("import", "-", input: #"[{"id": \#(Self.highest), "title": "Last one", "due": "2026-12-01"}]"#)
        let exported = try list.succeed("export").stdout
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(exported.utf8)) as? [[String: Any]])
        let withoutIDs = try JSONSerialization.data(withJSONObject: entries.map { $0.filter { $0.key != "id" } })
        let newList = try Scenario()
        try newList.succeed("import", "-", input: String(decoding: withoutIDs, as: UTF8.self))
        #expect(try newList.succeed("add", "Call mum").stdout.hasPrefix("Added 3: Call mum"))
        #expect(try newList.succeed("list", "--all").stdout.contains("Last one"))
    }

    @Test func anImportIntoAListWhoseNumbersRanOutSaysSoNotThatTheDiskIsFull() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Buy milk")
        // Another tool (or an old release) gave an item SQLite's highest number.
        try DatabaseQueue(path: scenario.folder.file("todo.sqlite")).write { db in
            try db.execute(
                sql: "INSERT INTO item (id, title, due, created) VALUES (?, 'last', '2026-12-01', 0)",
                arguments: [Int64.max])
        }
        let imported = try scenario.run(["import", "-"], input: #"[{"title": "Call mum", "due": "2026-12-01"}]"#)
        #expect(imported.status == 1)
        #expect(imported.stderr == Self.ranOut)
        #expect(try scenario.run(["add", "Call mum"]).stderr == Self.ranOut)
    }
}
