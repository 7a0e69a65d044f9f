import Foundation
import GRDB
import TestSupport
import Testing

/// A command that only reads (list, a filtered list, show, export, tags, a shell's
/// completion) writes nothing to disk: no checkpoint of the write-ahead log into the
/// database, no `fsync` or `fdatasync`, whether the log is empty or still holds another
/// connection's commits. Watched with strace, which sees every system call the process and
/// its threads make (issue 18).
@Suite struct ReadingCommandsWriteNothingTests {
    static let readingCommands: [[String]] = [
        ["list"], ["list", "+home"], ["show", "1"], ["export"], ["tags"],
        ["---completion", "done", "--", "positional@0", "2", "1", "todo", "done", "1"],
    ]

    let folder: TemporaryDirectory
    let database: String
    let todo: TodoBinary

    init() throws {
        folder = try TemporaryDirectory()
        database = folder.file("todo.sqlite")
        todo = TodoBinary(database: database)
        _ = try todo.run(["add", "Buy milk +home"])
        _ = try todo.run(["add", "Call mum", "--due", "fri"])
    }

    /// The `fsync` and `fdatasync` calls strace saw `todo arguments` make, and its exit status.
    func syncCalls(_ arguments: [String]) throws -> (syncs: [String], status: Int32) {
        let watch = SystemCallWatch(folder: folder, todo: todo)
        let (calls, status) = try watch.calls("fsync,fdatasync,sync_file_range", running: arguments)
        return (calls, status)
    }

    func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @Test(arguments: readingCommands)
    func aReadingCommandOnAQuietDatabaseSyncsNothingAndChangesNoFile(_ arguments: [String]) throws {
        let before = (bytes(database), bytes(database + "-wal"))
        let (syncs, status) = try syncCalls(arguments)
        #expect(status == 0)
        #expect(syncs.isEmpty, "\(arguments): \(syncs)")
        #expect(bytes(database) == before.0)
        #expect(bytes(database + "-wal") == before.1)
    }

    @Test(arguments: readingCommands)
    func aReadingCommandLeavesAnotherConnectionsLogUncheckpointed(_ arguments: [String]) throws {
        // Another program's connection keeps its commit in the log (no automatic checkpoint).
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA wal_autocheckpoint = 0") }
        let other = try DatabasePool(path: database, configuration: configuration)
        try other.write { db in try db.execute(sql: "UPDATE item SET notes = 'kept in the log' WHERE id = 2") }
        let before = (bytes(database), bytes(database + "-wal"))
        #expect((before.1?.count ?? 0) > 0)
        let (syncs, status) = try syncCalls(arguments)
        #expect(status == 0)
        #expect(syncs.isEmpty, "\(arguments): \(syncs)")
        #expect(bytes(database) == before.0)
        #expect(bytes(database + "-wal") == before.1)
        try other.close()
    }

    @Test func aCommandThatWritesIsSeenSyncing() throws {
        // The watch itself works: an add makes its commit durable.
        let (syncs, status) = try syncCalls(["add", "Water the plants"])
        #expect(status == 0)
        #expect(!syncs.isEmpty)
    }
}
