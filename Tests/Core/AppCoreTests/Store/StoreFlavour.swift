import AppCore
import PostgresScratch
import PostgresStore
import TestSupport
import Testing

/// The stores the contract runs against.
enum StoreFlavour: String, CaseIterable, CustomTestStringConvertible {
    case memory, sqlite, sqliteOneCommand, postgres

    var testDescription: String { rawValue }

    /// Runs `body` with a fresh, empty store: a SQLite file in `folder` (with a session's
    /// GRDB pool, or the single connection of todo's own that one command uses), or a new
    /// database on the test server (`.ci/with-postgres`), closed and dropped afterwards.
    func withStore(in folder: TemporaryDirectory, _ body: (any TodoStore) async throws -> Void) async throws {
        switch self {
        case .memory:
            try await body(InMemoryTodoStore())
        case .sqlite:
            try await body(try SQLiteTodoStore(path: folder.file("todo.sqlite")))
        case .sqliteOneCommand:
            let store = try SQLiteTodoStore(path: folder.file("todo.sqlite"), use: .oneCommand)
            do {
                try await body(store)
            } catch {
                store.close()
                throw error
            }
            store.close()
        case .postgres:
            try await ScratchDatabase.with(on: try ScratchDatabase.testServer(), prefix: "todo_contract") { database in
                let store = try await PostgresTodoStore.connect(try PostgresURL(database.urlText))
                do {
                    try await body(store)
                } catch {
                    await store.close()
                    throw error
                }
                await store.close()
            }
        }
    }

    /// Runs `body` with two clients of one fresh, empty list: the same store twice in
    /// memory, two stores on one SQLite file, or two connections to one new database on the
    /// test server.
    func withTwoClients(
        in folder: TemporaryDirectory, _ body: (any TodoStore, any TodoStore) async throws -> Void
    ) async throws {
        switch self {
        case .memory:
            let store = InMemoryTodoStore()
            try await body(store, store)
        case .sqlite:
            let path = folder.file("todo.sqlite")
            try await body(try SQLiteTodoStore(path: path), try SQLiteTodoStore(path: path))
        case .sqliteOneCommand:
            let path = folder.file("todo.sqlite")
            let store = try SQLiteTodoStore(path: path, use: .oneCommand)
            let other = try SQLiteTodoStore(path: path, use: .oneCommand)
            defer {
                store.close()
                other.close()
            }
            try await body(store, other)
        case .postgres:
            try await ScratchDatabase.with(on: try ScratchDatabase.testServer(), prefix: "todo_contract") { database in
                let url = try PostgresURL(database.urlText)
                let store = try await PostgresTodoStore.connect(url)
                let other = try await PostgresTodoStore.connect(url)
                do {
                    try await body(store, other)
                } catch {
                    await store.close()
                    await other.close()
                    throw error
                }
                await store.close()
                await other.close()
            }
        }
    }
}
