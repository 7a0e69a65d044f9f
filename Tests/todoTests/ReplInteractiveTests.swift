import Foundation
import TestSupport
import Testing

/// `todo repl` on a real terminal (tmux), as a person uses it.
@Suite(.serialized) struct ReplInteractiveTests {
    let folder: TemporaryDirectory
    let terminal: TmuxSession

    init() throws {
        folder = try TemporaryDirectory()
        terminal = try TmuxSession(
            [TodoBinary.path, "repl"],
            environment: [
                "TODO_DB": folder.file("todo.sqlite"), "TODO_NOW": "2026-11-19T09:30", "TZ": "UTC",
                "XDG_STATE_HOME": folder.file("state"), "HOME": folder.path, "LANG": "C.UTF-8", "NO_COLOR": "1",
            ])
        try terminal.waitFor("todo>")
    }

    var stored: String {
        get throws { try TodoBinary(database: folder.file("todo.sqlite")).run(["export"]).stdout }
    }

    @Test func thePromptFollowsTheList() throws {
        let screen = try terminal.screen()
        #expect(screen.hasPrefix("Nothing due until the end of next week.\ntodo>"))
    }

    @Test func tabCompletesHeToHelp() throws {
        try terminal.send("he", "Tab")
        try terminal.waitFor("todo> help")
        try terminal.send("Enter")
        try terminal.waitFor("N is the number on the item's row")
    }

    @Test func tabCompletesItemNumbersAndTagsFromTheDatabase() throws {
        let todo = TodoBinary(database: folder.file("todo.sqlite"))
        _ = try todo.run(["add", "Buy milk +home"])
        _ = try todo.run(["add", "Call mum"])
        _ = try todo.run(["done", "2"])
        try terminal.send("undone ", "Tab")
        try terminal.waitFor("todo> undone 2")
        try terminal.send("Enter")
        try terminal.waitFor("Open again: 2 Call mum")
        try terminal.send("add Buy eggs +h", "Tab")
        try terminal.waitFor("todo> add Buy eggs +home")
    }

    @Test func tabListsItemNumbersInNumberOrderEachWithItsTitle() throws {
        let todo = TodoBinary(database: folder.file("todo.sqlite"))
        // Item 1 is due last: the list shows 11, 10, ..., 1; Tab offers 1, 2, ..., 11.
        for number in 1...11 { _ = try todo.run(["add", "Errand \(number)", "--due", "2026-12-\(20 - number)"]) }
        try terminal.send("show ", "Tab", "Tab")
        let screen = try terminal.waitFor("11  Errand 11")
        let listed = screen.split(separator: "\n").filter { $0.contains("  Errand ") }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let expected = (1...11).map { String($0).padding(toLength: 2, withPad: " ", startingAt: 0) + "  Errand \($0)" }
        #expect(listed == expected)
        #expect(screen.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("todo> show"))
    }

    @Test func upRecallsThePreviousCommandAndHistoryIsKeptOnDisk() throws {
        try terminal.send("ls", "Enter")
        try terminal.waitUntil("the list twice") { $0.components(separatedBy: "Nothing due").count == 3 }
        try terminal.send("Up")
        try terminal.waitUntil("ls recalled") {
            $0.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("todo> ls")
        }
        let history = try String(contentsOfFile: folder.file("state/todo/history"), encoding: .utf8)
        #expect(history.contains("ls"))
    }

    @Test func ctrlCDuringAddCancelsItAndStoresNothing() throws {
        try terminal.send("add", "Enter")
        try terminal.waitFor("name:")
        try terminal.type("Buy milk")
        try terminal.send("Enter")
        try terminal.waitFor("due:")
        try terminal.send("C-c")
        try terminal.waitFor("Not added.")
        try terminal.waitUntil("a fresh prompt") {
            $0.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("Not added.\ntodo>")
        }
        #expect(try stored == "[]\n")
    }

    @Test func aGuidedAddSavesAndShowsTheList() throws {
        try terminal.send("add", "Enter")
        try terminal.waitFor("name:")
        try terminal.type("Buy milk")
        try terminal.send("Enter")
        try terminal.waitFor("due:")
        try terminal.type("fri")
        try terminal.send("Enter")
        try terminal.waitFor("note:")
        try terminal.send("Enter")
        let screen = try terminal.waitFor("1  Buy milk  Friday")
        #expect(screen.contains("Added 1: Buy milk, due Friday 20 November 2026"))
    }

    /// Issue 33: at a terminal the add asks for a note after the due date.
    @Test func aGuidedAddAsksForANoteAndKeepsIt() throws {
        try terminal.send("add", "Enter")
        try terminal.waitFor("name:")
        try terminal.type("Call the plumber")
        try terminal.send("Enter")
        try terminal.waitFor("due:")
        try terminal.send("Enter")
        try terminal.waitFor("note:")
        try terminal.type("Boiler makes a noise")
        try terminal.send("Enter")
        try terminal.waitFor("Added 1: Call the plumber")
        #expect(try stored.contains(#""notes": "Boiler makes a noise""#))
    }

    @Test(arguments: [(SIGTERM, 143), (SIGHUP, 129), (SIGQUIT, 131)])
    func signalsEndTheSessionWithTheTerminalRestoredAndTheHistoryKept(signal: Int32, status: Int) throws {
        try terminal.send("help", "Enter")
        try terminal.waitFor("N is the number on the item's row")
        try terminal.type("half typed")
        try terminal.signalProgram(named: "todo", signal)
        let screen = try terminal.waitFor("EXIT=")
        #expect(screen.contains("TTY=clean"))
        #expect(screen.contains("EXIT=\(status)"))
        let history = try String(contentsOfFile: folder.file("state/todo/history"), encoding: .utf8)
        #expect(history.contains("help"))
    }

    @Test func ctrlDQuitsWithStatusZeroAndLeavesTheTerminalAsItWas() throws {
        try terminal.send("C-d")
        let screen = try terminal.waitFor("EXIT=")
        #expect(screen.contains("TTY=clean"))
        #expect(screen.contains("EXIT=0"))
    }

    @Test func ctrlBackslashEndsTheSessionQuietlyWithTheTerminalRestored() throws {
        try terminal.type("half typed")
        try terminal.send("C-\\")
        let screen = try terminal.waitFor("EXIT=")
        #expect(screen.contains("TTY=clean"))
        #expect(screen.contains("EXIT=131"))
        #expect(!screen.contains("Crash") && !screen.contains("Backtrace") && !screen.contains("Thread 0"), "\(screen)")
    }
}
