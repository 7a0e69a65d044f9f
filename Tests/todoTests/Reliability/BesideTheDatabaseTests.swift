import Foundation
import GRDB
import TestSupport
import Testing

/// The files beside a database: SQLite's journal, log and shared memory must be regular
/// files (a named pipe there is refused at once, never waited on); a rollback journal that
/// another program's crash left is never played back by todo; drafts that killed creations
/// left are removed by the next write.
@Suite struct BesideTheDatabaseTests {
    enum Companion: String, CaseIterable, CustomTestStringConvertible {
        case journal = "-journal"
        case log = "-wal"
        case sharedMemory = "-shm"

        var testDescription: String { rawValue }

        var role: String {
            switch self {
            case .journal: "rollback journal"
            case .log: "write-ahead log"
            case .sharedMemory: "shared-memory index"
            }
        }
    }

    @Test(arguments: Companion.allCases)
    func aNamedPipeBesideTheDatabaseIsRefusedNamingItInsteadOfWaitedOn(_ companion: Companion) throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("todo.sqlite")
        let todo = TodoBinary(database: path)
        #expect(try todo.run(["add", "Buy milk"]).status == 0)
        // Nothing of SQLite's is left beside it, as after a clean end.
        for suffix in Companion.allCases.map(\.rawValue) { unlink(path + suffix) }
        #expect(mkfifo(path + companion.rawValue, 0o600) == 0)
        let before = FileManager.default.contents(atPath: path)
        for command in [["list"], ["add", "Call mum"], ["export"], ["repl"]] {
            let result = try todo.run(command, inputData: Data("list\n".utf8), timeout: 30)
            #expect(result.status == 1, "\(command)")
            #expect(
                result.stderr.contains(
                    "cannot use the database \(path): its \(companion.role) \(path + companion.rawValue) "
                        + "is a named pipe (FIFO), not a regular file"),
                "\(command): \(result.stderr)")
        }
        #expect(FileManager.default.contents(atPath: path) == before)
    }

    @Test func aNamedPipeBesideADatabaseNotMadeYetIsRefusedAndNothingIsMade() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("todo.sqlite")
        #expect(mkfifo(path + "-wal", 0o600) == 0)
        let result = try TodoBinary(database: path).run(["add", "Buy milk"], inputData: Data(), timeout: 30)
        #expect(result.status == 1)
        #expect(result.stderr.contains("its write-ahead log \(path)-wal is a named pipe (FIFO)"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aNamedPipeBesideTheFileALinkLeadsToIsRefusedToo() throws {
        let folder = try TemporaryDirectory()
        let real = folder.file("real.sqlite")
        let link = folder.file("link.sqlite")
        #expect(try TodoBinary(database: real).run(["add", "Buy milk"]).status == 0)
        #expect(symlink(real, link) == 0)
        #expect(mkfifo(real + "-journal", 0o600) == 0)
        let result = try TodoBinary(database: link).run(["list"], inputData: Data(), timeout: 30)
        #expect(result.status == 1)
        #expect(result.stderr.contains("its rollback journal \(real)-journal is a named pipe"), "\(result.stderr)")
    }

    /// How another program's write was interrupted: with a change to its tables (page 1,
    /// the schema's, is in the journal) or only to its rows.
    enum Interrupted: String, CaseIterable, CustomTestStringConvertible {
        case schemaChange, rowsOnly

        var testDescription: String { rawValue }
    }

    @Test(arguments: Interrupted.allCases)
    func anotherProgramsDatabaseWithAHotJournalIsRefusedAndLeftAsItIs(_ interrupted: Interrupted) throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("h.db")
        try Self.crashMidWrite(
            at: path,
            committed:
                "CREATE TABLE photo (name TEXT, data BLOB); INSERT INTO photo VALUES ('beach.jpg', zeroblob(100))",
            interrupted: (interrupted == .schemaChange ? "CREATE TABLE album (name TEXT);" : "")
                + Self.fortyRows + "INSERT INTO photo SELECT 'p' || i, randomblob(2000) FROM n")
        let database = FileManager.default.contents(atPath: path)
        let journal = FileManager.default.contents(atPath: path + "-journal")
        #expect((journal?.count ?? 0) > 0)
        for command in [["list"], ["add", "Buy milk"], ["export"]] {
            let result = try TodoBinary(database: path).run(command)
            #expect(result.status == 1, "\(command)")
            #expect(
                result.stderr.contains("it is an SQLite database of another program, not a todo database, and that "),
                "\(command): \(result.stderr)")
            #expect(FileManager.default.contents(atPath: path) == database, "\(command)")
            #expect(FileManager.default.contents(atPath: path + "-journal") == journal, "\(command)")
        }
    }

    @Test func aTodoDatabaseWithAHotJournalIsRolledBackAndOpens() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("todo.sqlite")
        let todo = TodoBinary(database: path)
        #expect(try todo.run(["add", "Buy milk"]).status == 0)
        #expect(try todo.run(["add", "Call mum"]).status == 0)
        // As an earlier release, or another SQLite program, might leave it: a rollback
        // journal and the file half-changed.
        try Self.crashMidWrite(
            at: path, committed: "PRAGMA journal_mode = DELETE",
            interrupted: "CREATE TABLE junk (data BLOB); " + Self.fortyRows
                + "INSERT INTO junk SELECT randomblob(2000) FROM n")
        #expect(FileManager.default.fileExists(atPath: path + "-journal"))
        let listed = try todo.run(["list", "--json"])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("Buy milk") && listed.stdout.contains("Call mum"))
        #expect(!FileManager.default.fileExists(atPath: path + "-journal"))
        let tables = try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE name = 'junk'")
        }
        #expect(tables.isEmpty)
        #expect(try todo.run(["add", "Water the plants"]).status == 0)
    }

    /// The numbers 1 to 40, for an INSERT that follows: more pages than the cache of
    /// ``crashMidWrite(at:committed:interrupted:)`` holds.
    static let fortyRows = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40) "

    /// Leaves at `path` what a program killed in the middle of a write leaves: runs
    /// `committed` (on the database already there, if any), then `interrupted` in a transaction whose pages spill to the file, and
    /// copies the file and its journal aside while the transaction is still open (the copy
    /// is what a crash at that moment leaves: no process holds its locks).
    static func crashMidWrite(at path: String, committed: String, interrupted: String) throws {
        let working = path + ".working"
        // A database already at `path` is the one written to.
        for suffix in ["", "-wal", "-shm"] { rename(path + suffix, working + suffix) }
        let queue = try DatabaseQueue(path: working)
        try queue.inDatabase { db in
            try db.execute(sql: "PRAGMA journal_mode = DELETE")
            try db.execute(sql: committed)
            try db.execute(sql: "PRAGMA cache_size = 10")
            try db.beginTransaction(.immediate)
            try db.execute(sql: interrupted)
            for suffix in ["", "-journal"] {
                try? FileManager.default.removeItem(atPath: path + suffix)
                try FileManager.default.copyItem(atPath: working + suffix, toPath: path + suffix)
            }
            try db.rollback()
        }
        try queue.close()
    }

    @Test func aDraftThatAKilledCreationLeftIsRemovedByTheNextWrite() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("todo.sqlite")
        let todo = TodoBinary(database: path)
        #expect(try todo.run(["add", "Buy milk"]).status == 0)
        let gone = try Self.pid(ofEndedProcess: ChildProcess("/bin/true", [], environment: [:], input: Data()))
        let abandoned = [folder.file(".todo.sqlite.new-\(gone)-7"), folder.file(".todo.sqlite.new-\(gone)-7-wal")]
        let building = folder.file(".todo.sqlite.new-\(getpid())-8")
        for draft in abandoned + [building] {
            _ = FileManager.default.createFile(atPath: draft, contents: Data(count: 80 * 1_024))
        }
        #expect(try todo.run(["list"]).status == 0)
        // A command that only reads leaves them.
        #expect(abandoned.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        #expect(try todo.run(["add", "Call mum"]).status == 0)
        #expect(abandoned.allSatisfy { !FileManager.default.fileExists(atPath: $0) })
        // A process still running may still be building its draft.
        #expect(FileManager.default.fileExists(atPath: building))
    }

    /// The number of a process that has ended (and been waited for).
    static func pid(ofEndedProcess process: ChildProcess) -> pid_t {
        _ = process.wait()
        return process.pid
    }
}
