import Foundation
import PostgresScratch
import TestSupport
import Testing

/// One end-to-end scenario: a fresh database in a temporary folder and the real `todo`
/// binary, with the clock fixed (Thursday 2026-11-19, 09:30 UTC unless told otherwise).
struct Scenario {
    let folder: TemporaryDirectory
    let todo: TodoBinary

    init(now: String? = "2026-11-19T09:30", extra: [String: String] = [:]) throws {
        folder = try TemporaryDirectory()
        todo = TodoBinary(database: folder.file("todo.sqlite"), now: now, extra: extra)
    }

    /// A scenario on another database: a postgres:// URL, or a file.
    init(database: String, now: String? = "2026-11-19T09:30", extra: [String: String] = [:]) throws {
        folder = try TemporaryDirectory()
        todo = TodoBinary(database: database, now: now, extra: extra)
    }

    /// Runs `body` with a scenario on a new, empty database on the test PostgreSQL server
    /// (`.ci/with-postgres`), dropped afterwards.
    static func onPostgres(_ body: (Scenario, ScratchDatabase) async throws -> Void) async throws {
        try await ScratchDatabase.with(on: try ScratchDatabase.testServer(), prefix: "todo_e2e") { database in
            try await body(try Scenario(database: database.urlText), database)
        }
    }

    /// Runs `todo` and expects it to succeed.
    @discardableResult
    func succeed(_ arguments: String..., input: String = "", environment: [String: String] = [:]) throws
        -> TodoBinary.Result
    {
        let result = try todo.run(arguments, input: input, environment: environment)
        #expect(result.status == 0, "todo \(arguments.joined(separator: " ")) failed: \(result.stderr)")
        return result
    }

    /// Runs `todo` with the arguments given as an array.
    func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> TodoBinary.Result
    {
        try todo.run(arguments, input: input, environment: environment)
    }

    /// Adds items as `todo add` would, with the clock set to `on` (so past days can be added).
    func add(_ items: [(title: String, due: String)], on day: String = "2026-11-01") throws {
        for item in items {
            try succeed("add", item.title, "--due", item.due, environment: ["TODO_NOW": day])
        }
    }
}

/// The package's root folder, found from this file's path.
enum PackageRoot {
    static let path: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .path
}

extension Scenario {
    /// `todo wide` on a tmux terminal `width` by `height`, over this scenario's database,
    /// without colour, once it has drawn its first screen.
    func openWide(width: Int, height: Int) throws -> TmuxSession {
        var environment = todo.environment
        environment["NO_COLOR"] = "1"
        environment["XDG_STATE_HOME"] = folder.file("state")
        let terminal = try TmuxSession(
            [TodoBinary.path, "wide"], environment: environment, width: width, height: height)
        try terminal.waitFor("q quit")
        return terminal
    }
}
