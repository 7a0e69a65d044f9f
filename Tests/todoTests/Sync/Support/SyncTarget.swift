import Foundation
import PostgresScratch
import TestSupport
import Testing

/// Where a sync test runs: which CalDAV server, and which store `todo` keeps its list in.
/// Every sync test runs on Radicale and on Xandikos, each with SQLite, and with PostgreSQL
/// too when the test PostgreSQL server is there (`.ci/with-postgres`).
struct SyncTarget: Sendable, CustomTestStringConvertible {
    /// The store `todo` keeps its list in.
    enum Store: String, Sendable {
        case sqlite, postgres
    }

    let server: CalDAVServer.Kind
    let store: Store

    var testDescription: String { "\(server.rawValue), \(store.rawValue)" }

    /// The stores to run on: SQLite, and PostgreSQL when its test server is given.
    static var stores: [Store] {
        let postgres = ProcessInfo.processInfo.environment[ScratchDatabase.serverVariable].map { !$0.isEmpty } ?? false
        return postgres ? [.sqlite, .postgres] : [.sqlite]
    }

    /// Every server with every store.
    static var all: [SyncTarget] {
        stores.flatMap { store in CalDAVServer.Kind.allCases.map { SyncTarget(server: $0, store: store) } }
    }

    /// Every server, with SQLite only (for the slow tests).
    static var servers: [SyncTarget] {
        CalDAVServer.Kind.allCases.map { SyncTarget(server: $0, store: .sqlite) }
    }
}
