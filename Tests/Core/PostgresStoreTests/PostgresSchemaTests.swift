import AppCore
import Foundation
import PostgresScratch
import Testing

/// The schema on the server: created by versioned migrations, refused when newer, and
/// usable by a role with no more privileges than reading and writing items.
@Suite struct PostgresSchemaTests {
    @Test func aNewDatabaseGetsEveryMigration() async throws {
        try await TestServer.withDatabase { database in
            try await TestServer.withStore(database.urlText) { _ in }
            #expect(
                try await database.execute(
                    PostgresUpgradeTests.migrationsQuery)
                    == PostgresUpgradeTests.everyMigration)
            let index = try await database.execute(
                "SELECT indexdef FROM pg_indexes WHERE indexname = 'todo_item_open_in_list_order'")
            #expect(index.first?.contains("WHERE (completed IS NULL)") == true)
            let sources = try await database.execute(
                "SELECT indexdef FROM pg_indexes WHERE indexname = 'todo_item_source'")
            #expect(sources.first?.contains("UNIQUE INDEX todo_item_source") == true)
            #expect(sources.first?.contains("WHERE (source IS NOT NULL)") == true)
            // Search reads the words and keys the store writes; the server folds nothing.
            let search = try await database.execute(
                "SELECT indexdef FROM pg_indexes WHERE indexname IN ('todo_item_search_words', 'todo_item_tag_keys') "
                    + "ORDER BY indexname")
            #expect(search.count == 2)
            #expect(search.allSatisfy { $0.contains("USING gin") })
            #expect(try await database.execute("SELECT proname FROM pg_proc WHERE proname = 'todo_fold'").isEmpty)
        }
    }

    @Test func aSchemaFromANewerTodoIsRefusedAndLeftAlone() async throws {
        try await TestServer.withDatabase { database in
            try await TestServer.withStore(database.urlText) { store in
                _ = try await store.add(NewTodoItem(title: "kept", due: try day(), created: Date()))
            }
            try await database.execute("INSERT INTO todo_schema_migrations (identifier) VALUES ('v99-from-the-future')")
            let before = try await database.execute(
                "SELECT identifier || applied::text FROM todo_schema_migrations ORDER BY 1")
            let message = try #require(try await TestServer.connectionError(database.urlText))
            #expect(message.contains("written by a newer version of todo"), "\(message)")
            #expect(message.contains("postgres://todo_admin@127.0.0.1:"))
            #expect(
                try await database.execute("SELECT identifier || applied::text FROM todo_schema_migrations ORDER BY 1")
                    == before)
            #expect(try await database.execute("SELECT title FROM todo_item") == ["kept"])
        }
    }

    @Test func aRoleThatMayOnlyReadAndWriteItemsCanUseAPreparedDatabase() async throws {
        try await TestServer.withDatabase { database in
            try await TestServer.withStore(database.urlText) { _ in }
            try await withRole(in: database) { role, url in
                for grant in [
                    "CONNECT ON DATABASE \(database.name)", "USAGE ON SCHEMA public",
                    "SELECT, INSERT, UPDATE, DELETE ON todo_item",
                    "USAGE, SELECT, UPDATE ON SEQUENCE todo_item_id_seq", "SELECT ON todo_schema_migrations",
                    "SELECT, INSERT, UPDATE, DELETE ON todo_undo_step",
                    "SELECT, INSERT, DELETE ON todo_undo_item, todo_redo_item",
                    "USAGE ON SEQUENCE todo_undo_step_id_seq",
                    "SELECT, INSERT, UPDATE, DELETE ON todo_sync_item, todo_sync_meta, todo_sync_change",
                ] {
                    try await database.execute("GRANT \(grant) TO \(role)")
                }
                let stored = try await TestServer.withStore(url) { store in
                    let item = try await store.add(NewTodoItem(title: "by the app", due: try day(), created: Date()))
                    _ = try await store.complete(id: item.id, at: Date())
                    let imported = ImportedTodoItem(
                        id: nil, title: "imported by the app", due: try day(), created: Date(), completed: nil)
                    _ = try await store.importItems([imported])
                    _ = try await store.delete(id: item.id)
                    _ = try await store.add(NewTodoItem(title: "again", due: try day(), created: Date()))
                    _ = try await store.undoLastChange()
                    _ = try await store.add(NewTodoItem(title: "again", due: try day(), created: Date()))
                    _ = try await store.syncIdentity("the-app")
                    var synced = SyncChanges(collection: "https://dav.example.net/tasks/", token: "t1")
                    synced.added = [
                        SyncChanges.Addition(
                            item: ImportedTodoItem(
                                id: nil, title: "from the phone", due: nil, created: Date(), completed: nil),
                            record: SyncRecord(itemID: 0, uid: "p1", href: "/tasks/p1.ics", etag: nil, text: ""))
                    ]
                    _ = try await store.applySync(synced, expected: try await store.syncState())
                    _ = try await store.undoLastChange()
                    return try await store.allItems()
                }
                #expect(stored.map(\.title) == ["imported by the app", "again"])
                #expect(stored.map(\.id) == [2, 4])
            }
        }
    }

    @Test func aRoleThatMayNotCreateTablesIsToldToLetTheOwnerSetUpTheDatabase() async throws {
        try await TestServer.withDatabase { database in
            try await database.execute("REVOKE CREATE ON SCHEMA public FROM PUBLIC")
            try await withRole(in: database) { role, url in
                let message = try await TestServer.connectionError(url)
                #expect(
                    message?.contains("user \(role) may not create todo's tables") == true,
                    "\(message ?? "it connected")")
                #expect(message?.contains("connect once as the database's owner") == true)
            }
        }
    }

    private func day() throws -> CalendarDay {
        try #require(CalendarDay(iso: "2026-11-20"))
    }

    /// Runs `body` with a new login role (roles belong to the whole server) and its URL,
    /// and drops the role afterwards whatever happened.
    private func withRole(in database: ScratchDatabase, _ body: (String, String) async throws -> Void) async throws {
        let role = "todo_app_\(database.name.suffix(8))"
        try await database.execute("CREATE ROLE \(role) LOGIN PASSWORD 'app-secret'")
        do {
            try await body(role, try database.url(user: role, password: "app-secret"))
        } catch {
            try? await dropRole(role, in: database)
            throw error
        }
        try await dropRole(role, in: database)
    }

    private func dropRole(_ role: String, in database: ScratchDatabase) async throws {
        try await database.execute("DROP OWNED BY \(role)")
        try await database.execute("DROP ROLE \(role)")
    }
}
