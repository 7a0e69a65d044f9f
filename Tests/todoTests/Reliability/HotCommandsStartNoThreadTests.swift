import Foundation
import TestSupport
import Testing

/// The hot one-shot commands on an SQLite file run on the main thread alone: no
/// libdispatch worker, no thread of Swift's global executor, no GRDB queue (issue 18; a
/// thread and its wake-ups cost a command about a millisecond). A nonisolated `async`
/// function that hops off the main actor would start one, and this fails. Watched with
/// strace, which sees every `clone` the process makes.
@Suite struct HotCommandsStartNoThreadTests {
    static let hotCommands: [[String]] = [
        ["list"], ["list", "+home"], ["list", "--done"], ["add", "Water the plants", "--due", "fri"], ["done", "1"],
        ["undone", "3"], ["delete", "2"], ["undo"],
    ]

    let folder: TemporaryDirectory
    let todo: TodoBinary

    init() throws {
        folder = try TemporaryDirectory()
        todo = TodoBinary(database: folder.file("todo.sqlite"))
        _ = try todo.run(["add", "Buy milk +home"])
        _ = try todo.run(["add", "Call mum", "--due", "fri"])
        _ = try todo.run(["add", "Post the letter"])
        _ = try todo.run(["done", "3"])
    }

    /// The threads strace saw `todo arguments` start, and its exit status.
    func threadsStarted(_ arguments: [String]) throws -> (clones: [String], status: Int32) {
        let (calls, status) = try SystemCallWatch(folder: folder, todo: todo).calls("clone,clone3", running: arguments)
        return (calls, status)
    }

    @Test(arguments: hotCommands)
    func aHotCommandRunsOnTheMainThreadAlone(_ arguments: [String]) throws {
        let (clones, status) = try threadsStarted(arguments)
        #expect(status == 0)
        #expect(clones.isEmpty, "\(arguments): \(clones)")
    }

    @Test func aCommandParsedBySwiftArgumentParserIsSeenStartingThreads() throws {
        // The watch itself works: `show` is parsed by swift-argument-parser's async parse,
        // which runs on Swift's global executor and so starts its threads.
        let (clones, status) = try threadsStarted(["show", "1"])
        #expect(status == 0)
        #expect(!clones.isEmpty)
    }
}
