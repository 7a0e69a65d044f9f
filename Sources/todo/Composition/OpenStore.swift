import AppCore
import PostgresStore

/// An open store and how to end it: the one place a database location becomes a store.
struct OpenStore: Sendable {
    /// The store.
    let store: any TodoStore
    /// Ends the store's connection, if it has one.
    let close: @Sendable () async -> Void

    /// Opens `database`: an SQLite file (its folder created only for the default location
    /// and a command that writes), or a PostgreSQL server. `.readOnly` never creates or
    /// changes an SQLite database. `use` says whether a session or one command opens it.
    static func open(_ database: DatabaseLocation, access: DatabaseAccess, use: StoreUse) async throws -> OpenStore {
        switch database {
        case .file(let path, let isDefault):
            let store = try SQLiteTodoStore(
                path: path, createFolder: isDefault && access == .readWrite, access: access, use: use)
            return OpenStore(store: store, close: { store.close() })
        case .postgres(let url):
            let server = try await PostgresTodoStore.connect(url)
            return OpenStore(store: server, close: { await server.close() })
        }
    }
}
