import AppCore
import PostgresScratch
import PostgresStore

/// The PostgreSQL server `.ci/with-postgres` starts, and fresh databases on it.
enum TestServer {
    /// Runs `body` with a new, empty database, dropped afterwards.
    static func withDatabase(_ body: (ScratchDatabase) async throws -> Void) async throws {
        try await ScratchDatabase.with(on: try ScratchDatabase.testServer(), prefix: "todo_store", body)
    }

    /// Connects a store to `urlText`, runs `body` with it, and closes it.
    static func withStore<Result>(_ urlText: String, _ body: (PostgresTodoStore) async throws -> Result) async throws
        -> Result
    {
        let store = try await PostgresTodoStore.connect(try PostgresURL(urlText, environment: [:]))
        let result: Result
        do {
            result = try await body(store)
        } catch {
            await store.close()
            throw error
        }
        await store.close()
        return result
    }

    /// The message of the error connecting to `urlText` throws, or `nil` if it connects.
    static func connectionError(_ urlText: String) async throws -> String? {
        do {
            try await withStore(urlText) { _ in }
            return nil
        } catch let error as TodoStoreError {
            return error.description
        }
    }
}
