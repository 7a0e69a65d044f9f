import Foundation
import TestSupport
import Testing

/// `todo list` and `todo export` only read: they never create a database (or its folder),
/// never change one, and work on a database the user may only read.
@Suite struct ReadOnlyCommandTests {
    @Test(arguments: [["list"], ["list", "--json"], ["export"]])
    func aMissingDatabaseIsNamedAndNothingIsCreated(_ command: [String]) throws {
        let scenario = try Scenario()
        let path = scenario.folder.file("todo.sqlite")
        let result = try scenario.run(command)
        #expect(result.status == 1)
        #expect(
            result.stderr == "Error: there is no todo database at \(path) yet; `todo add` or `todo import` creates it\n"
        )
        #expect(result.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scenario.folder.path).isEmpty)
    }

    /// A first day (issue 31, item 18): the list is empty, exit 0, and nothing is made.
    @Test func theDefaultLocationIsNotCreatedByAList() throws {
        let scenario = try Scenario()
        let data = scenario.folder.file("data")
        var todo = scenario.todo
        todo.environment["TODO_DB"] = nil
        todo.environment["XDG_DATA_HOME"] = data
        let result = try todo.run(["list"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Nothing due until the end of next week.\n"))
        #expect(!FileManager.default.fileExists(atPath: data))
    }

    @Test func anEmptyFileListsAsEmptyAndStaysEmpty() throws {
        let scenario = try Scenario()
        let path = scenario.folder.file("todo.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(try scenario.succeed("list").stdout == "Nothing due until the end of next week.\n")
        #expect(try scenario.succeed("export").stdout == "[]\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scenario.folder.path) == ["todo.sqlite"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).isEmpty)
    }

    @Test func listingAndExportingLeaveTheDatabaseAndItsLogByteForByte() throws {
        let scenario = try Scenario()
        try scenario.add([("Buy milk", "2026-11-19")])
        let path = scenario.folder.file("todo.sqlite")
        let before = try [path, path + "-wal"].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(try scenario.succeed("list").stdout == "Today\n  1  Buy milk\n")
        #expect(try scenario.succeed("export").stdout.contains("Buy milk"))
        let after = try [path, path + "-wal"].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(before == after)
    }

    /// Permissions bind only a user who is not root: when the tests run as root, the
    /// commands run as `nobody` (setpriv), in a folder that user owns.
    @Test(arguments: [ReadOnlyCase.fileOnly, .fileAndFolder, .fileAndFolderWithoutLogs])
    func aDatabaseTheUserMayOnlyReadCanBeListedAndExported(_ setting: ReadOnlyCase) throws {
        let user = try UnprivilegedUser()
        let folder = try TemporaryDirectory()
        let data = folder.file("data")
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: false)
        try user.own(data)
        let path = "\(data)/todo.sqlite"
        let todo = TodoBinary(database: path)
        #expect(try user.run(todo, ["add", "Buy milk"]).status == 0)
        #expect(try user.run(todo, ["add", "Call mum", "--due", "fri"]).status == 0)
        if setting == .fileAndFolderWithoutLogs {
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        for file in [path, path + "-wal", path + "-shm"] where FileManager.default.fileExists(atPath: file) {
            #expect(chmod(file, 0o444) == 0)
        }
        if setting != .fileOnly { #expect(chmod(data, 0o555) == 0) }
        defer { chmod(data, 0o755) }
        let before = try FileManager.default.contentsOfDirectory(atPath: data).sorted()
        let list = try user.run(todo, ["list"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout == "Today\n  1  Buy milk\nTomorrow\n  2  Call mum  Friday\n")
        let export = try user.run(todo, ["export"])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.contains("Call mum"))
        let add = try user.run(todo, ["add", "Clean"])
        #expect(add.status == 1)
        #expect(add.stderr.contains("read-only"), "\(add.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: data).sorted() == before)
    }
}

/// Which parts of a database are made read-only.
enum ReadOnlyCase: String, CustomTestStringConvertible, Sendable {
    /// The file (and its logs) mode 0444, the folder writable.
    case fileOnly
    /// The file and its logs 0444, the folder 0555.
    case fileAndFolder
    /// Only the file, 0444, in a 0555 folder: no write-ahead log or shared memory beside it.
    case fileAndFolderWithoutLogs

    var testDescription: String { rawValue }
}

/// Runs the program as a user whom permissions bind: `nobody` through setpriv when the
/// tests run as root, else the user running the tests.
struct UnprivilegedUser {
    static let nobody: uid_t = 65_534
    let isRoot = getuid() == 0

    init() throws {
        if isRoot {
            try #require(
                FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "setpriv is needed to drop root")
        }
    }

    /// Gives `path` to the user.
    func own(_ path: String) throws {
        if isRoot { try #require(chown(path, Self.nobody, gid_t(Self.nobody)) == 0) }
    }

    /// What one run printed and returned.
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    func run(_ todo: TodoBinary, _ arguments: [String]) throws -> Result {
        let program = isRoot ? "/usr/bin/setpriv" : TodoBinary.path
        let prefix =
            isRoot ? ["--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups", TodoBinary.path] : []
        let outcome = try ChildProcess.run(program, prefix + arguments, environment: todo.environment)
        return Result(
            status: outcome.status, stdout: String(decoding: outcome.stdout, as: UTF8.self),
            stderr: String(decoding: outcome.stderr, as: UTF8.self))
    }
}
