import Foundation
import TestSupport
import Testing

/// `todo export` and `todo import` move a list between a SQLite file and a PostgreSQL
/// database unchanged, both ways.
@Suite struct PostgresTransferTests {
    @Test func aListExportedFromSQLiteImportsIntoPostgresUnchangedAndBack() async throws {
        let sqlite = try Scenario()
        try sqlite.add([("Pay rent", "2026-11-18"), ("Buy milk", "2026-11-19"), ("Call mum", "2026-11-20")])
        try sqlite.add([
            ("Renew passport", "2027-01-08"), ("Ünïcödé ✓ 日本", "2026-11-21"),
            ("Quote \" and \\ backslash", "2026-11-22"),
        ])
        try sqlite.succeed("done", "2")
        try sqlite.succeed("delete", "3")
        let exported = try sqlite.succeed("export").stdout
        try await Scenario.onPostgres { postgres, _ in
            #expect(try postgres.succeed("import", "-", input: exported).stdout == "Imported 5 items.\n")
            #expect(try postgres.succeed("export").stdout == exported)
            #expect(try postgres.succeed("list").stdout == (try sqlite.succeed("list").stdout))
            let next = try postgres.succeed("add", "After the import").stdout
            #expect(next.hasPrefix("Added 7: After the import"), "ids go on after the imported ones: \(next)")

            let back = try Scenario()
            try back.succeed("import", "-", input: try postgres.succeed("export").stdout)
            #expect(try back.succeed("export").stdout == (try postgres.succeed("export").stdout))
        }
    }

    @Test func anImportWithATakenIDStoresNothingOnPostgres() async throws {
        try await Scenario.onPostgres { postgres, _ in
            try postgres.succeed("add", "Already here")
            let result = try postgres.run(
                ["import", "-"],
                input:
                    #"[{"id": 2, "title": "new", "due": "2026-11-20"}, {"id": 1, "title": "clash", "due": "2026-11-20"}]"#
            )
            #expect(result.status != 0)
            #expect(
                result.stderr.contains("entry 2: id 1 already exists in the database; nothing was imported"),
                "\(result.stderr)")
            #expect(try postgres.succeed("export").stdout.components(separatedBy: "\"title\"").count == 2)
        }
    }

    @Test func aNULInAnImportedTitleIsRefusedNamingTheEntryOnPostgres() async throws {
        try await Scenario.onPostgres { postgres, _ in
            let result = try postgres.run(
                ["import", "-"],
                input: #"[{"title": "fine", "due": "2026-11-20"}, {"title": "a\u0000b", "due": "2026-11-20"}]"#)
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("Error: entry 2: the title contains a NUL character"), "\(result.stderr)")
            #expect(try postgres.succeed("export").stdout == "[]\n")
        }
    }
}
