import AppCore
import Foundation
import PostgresStore

/// An open store and how to end it: the one place a database location becomes a store.
struct OpenStore: Sendable {
    /// The store.
    let store: any TodoStore
    /// Ends the store's connection, if it has one.
    let close: @Sendable () async -> Void
    /// Whether no database is there yet: the store reads as an empty list (a first day, at
    /// the default location), and the command makes none.
    let isMissing: Bool

    /// Opens `database`: an SQLite file, or a PostgreSQL server. `use` says whether a
    /// session or one command opens it; the journal's steps are made at the times `now` gives
    /// (the command's clock, which `TODO_NOW` fixes).
    ///
    /// Where no file is there yet, what the command declared (`access`) decides, here once
    /// for every command (Docs/Decisions.md, "which commands create a database"):
    /// - a command that stores something (``DatabaseAccess/readWrite``: add, import, the
    ///   REPL, the wide front) makes the database, and its folder at the default location,
    ///   as it opens it (even when what it was given is then refused);
    /// - at the default location, any other command reads an empty list and makes nothing
    ///   (a first day: `todo list` lists nothing, `todo done 1` finds no item 1);
    /// - at a path the user gave (`--db`, `TODO_DB`, the settings file), any other command is
    ///   refused with ``TodoStoreError/noDatabase(path:)``: a typo must not look like an
    ///   empty list, nor become a database.
    static func open(
        _ database: DatabaseLocation, access: DatabaseAccess, use: StoreUse, now: @escaping @Sendable () -> Date
    ) async throws -> OpenStore {
        switch database {
        case .file(let path, let isDefault):
            let creating = access == .readWrite
            if !creating, SQLiteTodoStore.nothingIsAt(path) {
                guard isDefault else { throw TodoStoreError.noDatabase(path: path) }
                return onDemand(path, access: access, use: use, now: now)
            }
            let store = try SQLiteTodoStore(
                path: path, createFolder: creating && isDefault, access: access, use: use, now: now)
            return OpenStore(store: store, close: { store.close() }, isMissing: false)
        case .postgres(let url):
            let server = try await PostgresTodoStore.connect(url, now: now)
            return OpenStore(store: server, close: { await server.close() }, isMissing: false)
        }
    }

    /// The store of a database file that is not there yet, for a command that stores
    /// nothing new: it reads as empty, makes nothing, and reads the database once another
    /// process has made it.
    private static func onDemand(
        _ path: String, access: DatabaseAccess, use: StoreUse, now: @escaping @Sendable () -> Date
    ) -> OpenStore {
        let store = OnDemandTodoStore(
            location: path, mayCreate: false, exists: { !SQLiteTodoStore.nothingIsAt(path) },
            opening: { _ in try SQLiteTodoStore(path: path, access: access, use: use, now: now) })
        return OpenStore(
            store: store, close: { (store.openedStore as? SQLiteTodoStore)?.close() }, isMissing: true)
    }
}
