import Foundation
import TestSupport
import Testing

/// `todo repl` on a real terminal (tmux) of 60 columns by 20 rows, the size of a phone:
/// the prompt names the list on show, a change keeps Overdue and Today on screen, and long
/// messages break at spaces (issue 31, items 14 to 16).
@Suite(.serialized) struct ReplShortTerminalTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    var todo: TodoBinary { TodoBinary(database: folder.file("todo.sqlite")) }

    /// Overdue 1–3, Today 4–7, Tomorrow 8–9, and twenty items (10–29) due next Monday.
    func givenALongList() throws {
        let late = "add Pay rent\n2026-11-17\nadd Return books\n2026-11-18\nadd Renew permit\n2026-11-18\n"
        _ = try todo.run(["repl"], input: late, environment: ["TODO_NOW": "2026-11-16T09:30"])
        var now = ""
        for title in ["Buy milk", "Call the bank", "Water plants", "Book dentist"] { now += "add \(title)\n\n" }
        for title in ["Call mum", "Pick up parcel"] { now += "add \(title)\ntomorrow\n" }
        for number in 10...29 { now += "add Task \(number)\nnext mon\n" }
        _ = try todo.run(["repl"], input: now)
    }

    func openRepl() throws -> TmuxSession {
        let terminal = try TmuxSession(
            [TodoBinary.path, "repl"],
            environment: [
                "TODO_DB": folder.file("todo.sqlite"), "TODO_NOW": "2026-11-19T09:30", "TZ": "UTC",
                "XDG_STATE_HOME": folder.file("state"), "HOME": folder.path, "LANG": "C.UTF-8", "NO_COLOR": "1",
            ], width: 60, height: 20)
        try terminal.waitFor("todo>")
        return terminal
    }

    @Test func atSixtyByTwentyAChangeKeepsTheCommandOverdueAndTodayOnScreen() throws {
        try givenALongList()
        let terminal = try openRepl()
        try terminal.send("done 5", "Enter")
        let screen = try terminal.waitFor("Type list to see everything.")
        let lines = screen.components(separatedBy: "\n")
        #expect(lines.contains("todo> done 5"), "\(screen)")
        #expect(lines.contains("Done: 5 Call the bank"))
        #expect(lines.contains("Overdue") && lines.contains("Today") && lines.contains("Tomorrow"))
        #expect(lines.contains("Next Week") && lines.contains("  … 17 more"))
        try terminal.send("list", "Enter")
        try terminal.waitFor("29  Task 29")
    }

    @Test func atSixtyColumnsALongMessageBreaksAtASpace() throws {
        _ = try todo.run(["add", "Buy milk"])
        let terminal = try openRepl()
        try terminal.send("undone 1", "Enter")
        let screen = try terminal.waitFor("was changed")
        #expect(
            screen.contains("item 1 is not done, so there is nothing to reopen; nothing\nwas changed\n"), "\(screen)")
    }

    @Test func thePromptSaysWhichListIsOnShow() throws {
        _ = try todo.run(["add", "Buy bread"])
        let terminal = try openRepl()
        try terminal.send("list --done", "Enter")
        try terminal.waitFor("todo done>")
        try terminal.send("find bread", "Enter")
        let screen = try terminal.waitFor("todo bread>")
        #expect(screen.contains("Showing items matching bread"))
        #expect(screen.contains("1  Buy bread"))
    }
}
