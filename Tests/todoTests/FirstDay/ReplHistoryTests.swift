import Foundation
import TestSupport
import Testing

/// The REPL's history holds the commands typed at `todo>`, never the answers to the name,
/// due and note prompts.
@Suite(.serialized) struct ReplHistoryTests {
    @Test func onlyCommandLinesGoIntoTheHistory() throws {
        let folder = try TemporaryDirectory()
        let terminal = try TmuxSession(
            [TodoBinary.path, "repl"],
            environment: [
                "TODO_DB": folder.file("todo.sqlite"), "TODO_NOW": "2026-11-19T09:30", "TZ": "UTC",
                "XDG_STATE_HOME": folder.file("state"), "HOME": folder.path, "LANG": "C.UTF-8", "NO_COLOR": "1",
            ])
        try terminal.waitFor("todo>")
        try terminal.type("add")
        try terminal.send("Enter")
        try terminal.waitFor("name:")
        try terminal.type("Secret plan")
        try terminal.send("Enter")
        try terminal.waitFor("due:")
        try terminal.type("fri")
        try terminal.send("Enter")
        try terminal.waitFor("note:")
        try terminal.type("Secret note")
        try terminal.send("Enter")
        try terminal.waitFor("Added 1: Secret plan")
        try terminal.send("Up")
        try terminal.waitUntil("add recalled") {
            $0.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("todo> add")
        }
        try terminal.send("C-u")
        try terminal.type("quit")
        try terminal.send("Enter")
        try terminal.waitFor("EXIT=0")
        let history = try String(contentsOfFile: folder.file("state/todo/history"), encoding: .utf8)
        #expect(history.split(separator: "\n") == ["add", "quit"])
    }
}
