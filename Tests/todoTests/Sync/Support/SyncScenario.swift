import Foundation
import PostgresScratch
import TestSupport
import Testing

/// One sync scenario: a fresh collection on a test CalDAV server with the phone client on
/// it, and the real `todo` on a fresh database (a SQLite file, or a new database on the test
/// PostgreSQL server) whose settings file's `[sync]` section names that collection, the
/// password in `TODO_SYNC_PASSWORD` and the clock fixed (Thursday 2026-11-19, 09:30 UTC).
struct SyncScenario {
    /// The folder that is `XDG_CONFIG_HOME` (and holds a SQLite database).
    let folder: TemporaryDirectory
    /// The collection `todo` syncs with.
    let collection: CalDAVCollection
    /// The runner of `todo`.
    let todo: TodoBinary

    /// The other device, on the same collection.
    var phone: PhoneClient { collection.phone }

    init(folder: TemporaryDirectory, collection: CalDAVCollection, database: String, now: String?) throws {
        self.folder = folder
        self.collection = collection
        todo = TodoBinary(
            database: database, now: now, extra: ["XDG_CONFIG_HOME": folder.path].merging(collection.environment) { $1 }
        )
        try collection.writeSettings(into: folder.path)
    }

    /// Runs `body` with a scenario on `target`, its database dropped afterwards.
    static func with(
        _ target: SyncTarget, now: String? = "2026-11-19T09:30", _ body: (SyncScenario) async throws -> Void
    ) async throws {
        let collection = try CalDAVServer.named(target.server).makeCollection()
        let folder = try TemporaryDirectory()
        switch target.store {
        case .sqlite:
            try await body(
                try SyncScenario(folder: folder, collection: collection, database: folder.file("todo.sqlite"), now: now)
            )
        case .postgres:
            try await ScratchDatabase.with(on: try ScratchDatabase.testServer(), prefix: "todo_sync") { database in
                try await body(
                    try SyncScenario(folder: folder, collection: collection, database: database.urlText, now: now))
            }
        }
    }

    /// Points the settings file at another collection URL (a hostile server's, say).
    func pointSettings(at url: String) throws {
        try collection.writeSettings(into: folder.path, url: url)
    }

    /// Runs `todo sync` and expects it to succeed; returns its counts.
    @discardableResult
    func sync(sourceLocation: SourceLocation = #_sourceLocation) throws -> SyncSummary {
        let result = try todo.run(["sync"], inputData: Data(), timeout: 300)
        #expect(result.status == 0, "todo sync failed: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(
            result.stdout.hasPrefix("Synced with "), "todo sync said: \(result.stdout)", sourceLocation: sourceLocation)
        return SyncSummary(result.stdout)
    }

    /// Starts `todo sync` without waiting for it.
    func startSync() throws -> ChildProcess {
        try todo.start(["sync"])
    }

    /// Runs `todo` and expects it to succeed.
    @discardableResult
    func succeed(_ arguments: String..., environment: [String: String] = [:]) throws -> TodoBinary.Result {
        let result = try todo.run(arguments, environment: environment)
        #expect(result.status == 0, "todo \(arguments.joined(separator: " ")) failed: \(result.stderr)")
        return result
    }

    /// Runs `todo`, whatever its end (killed after `timeout` seconds: status 137).
    func run(_ arguments: [String], environment: [String: String] = [:], timeout: Double = 120) throws
        -> TodoBinary.Result
    {
        try todo.run(arguments, inputData: Data(), environment: environment, timeout: timeout)
    }

    /// Every item of the local list, done or not (`todo export`).
    func items() throws -> [LocalItem] {
        let result = try todo.run(["export"], input: "")
        guard result.status == 0 else { throw CalDAVTestError("todo export failed: \(result.stderr)") }
        return try JSONDecoder().decode([LocalItem].self, from: result.stdoutBytes)
    }

    /// The number of the one local item titled `title` that is `completed` or not.
    func number(of title: String, done: Bool = false) throws -> Int {
        let matching = try items().filter { $0.title == title && ($0.completed != nil) == done }
        guard matching.count == 1, let item = matching.first else {
            throw CalDAVTestError("\(matching.count) local items titled \(title) (done: \(done)), not one")
        }
        return item.id
    }

    /// The phone's tasks titled `summary`.
    func phoneTasks(_ summary: String) throws -> [PhoneTask] {
        try phone.list().filter { $0.summary == summary }
    }
}
