import AppCore
import Foundation
import PostgresScratch
import TestSupport
import Testing

/// A database written by an earlier release (restored from its `pg_dump`) opens with this
/// one, upgrades in place, and keeps every item and its undo journal.
@Suite struct PostgresUpgradeTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Restores a dump into `database` with `psql`, stopping at the first error.
    func restore(_ name: String, into database: ScratchDatabase) throws {
        let psql = try #require(
            ["/usr/bin/psql", "/usr/local/bin/psql"].first { FileManager.default.isExecutableFile(atPath: $0) },
            "psql is needed (apt-get install -y postgresql-client)")
        let outcome = try ChildProcess(
            psql,
            [
                "--no-psqlrc", "--quiet", "-v", "ON_ERROR_STOP=1", "-f",
                Self.fixtures.appendingPathComponent(name).path,
                database.urlText,
            ],
            environment: ["PATH": "/usr/bin:/bin"]
        ).wait()
        #expect(outcome.status == 0, "\(String(decoding: outcome.stderr, as: UTF8.self))")
    }

    @Test func aDatabaseOfTheUndoReleaseUpgradesKeepsItsItemsUndoesAndTakesNotes() async throws {
        try await TestServer.withDatabase { database in
            try restore("todo-postgres-v2.sql", into: database)
            try await TestServer.withStore(database.urlText) { store in
                #expect(try await store.allItems().map(\.title) == ["Buy milk", "Call mum"])
                let undone = try await store.undoLastChange()
                #expect(undone?.kind == .delete)
                #expect(try await store.allItems().map(\.title) == ["Pay rent", "Buy milk", "Call mum"])
                let paid = try await store.item(id: 1)
                #expect(paid.due == Fixtures.day("2026-11-18"))
                #expect(paid.notes == "")
                let edited = try await store.edit(
                    id: 3, title: "Call mum", due: Fixtures.day("2026-11-20"),
                    notes: "Her new number is in the letter.",
                    tags: [], priority: nil)
                #expect(edited.notes == "Her new number is in the letter.")
                let added = try await store.add(NewTodoItem(title: "Learn the cello", due: nil, created: Date()))
                #expect(added.id == 4)
                #expect(try await store.item(id: 4).due == nil)
            }
            #expect(
                try await database.execute("SELECT identifier FROM todo_schema_migrations ORDER BY identifier") == [
                    "v1-items", "v2-undo-journal", "v3-notes", "v4-tags-priority",
                ])
        }
    }
}
