import Foundation
import TestSupport
import Testing

/// `todo repl` on a real terminal (tmux) under a locale that is not UTF-8: line editing
/// works on characters, not bytes, so Backspace and typing next to "é" keep it whole.
@Suite(.serialized) struct ReplLocaleTests {
    /// Starts `todo repl` under `LANG=language`, types `keys` (text typed literally, or
    /// tmux key names), then Enter three times (the title, today as the due day, no note), and
    /// returns the stored title.
    func storedTitle(language: String, typing keys: [Key]) throws -> String {
        let folder = try TemporaryDirectory()
        let terminal = try TmuxSession(
            [TodoBinary.path, "repl"],
            environment: [
                "TODO_DB": folder.file("todo.sqlite"), "TODO_NOW": "2026-11-19T09:30", "TZ": "UTC",
                "XDG_STATE_HOME": folder.file("state"), "HOME": folder.path, "LANG": language, "NO_COLOR": "1",
            ])
        try terminal.waitFor("todo>")
        for key in keys {
            switch key {
            case .text(let text): try terminal.type(text)
            case .named(let name): try terminal.send(name)
            }
        }
        try terminal.send("Enter")
        try terminal.waitFor("due:")
        try terminal.send("Enter")
        try terminal.waitFor("note:")
        try terminal.send("Enter")
        try terminal.waitFor("Added 1:")
        let exported = try TodoBinary(database: folder.file("todo.sqlite")).run(["export"]).stdout
        let items = try JSONSerialization.jsonObject(with: Data(exported.utf8)) as? [[String: Any]]
        return items?.first?["title"] as? String ?? ""
    }

    enum Key {
        case text(String)
        case named(String)
    }

    @Test(arguments: ["C", "POSIX"])
    func backspaceAfterAnAccentedLetterUnderANonUTF8LocaleDeletesTheWholeLetter(language: String) throws {
        let title = try storedTitle(language: language, typing: [.text("add Café"), .named("BSpace"), .text("e")])
        #expect(title == "Cafe")
    }

    @Test(arguments: ["C", "POSIX"])
    func typingBeforeAnAccentedLetterUnderANonUTF8LocaleKeepsItWhole(language: String) throws {
        let title = try storedTitle(language: language, typing: [.text("add Café"), .named("Left"), .text("x")])
        #expect(title == "Cafxé")
    }

    @Test func wideCharactersAreEditedAsOneUnderLANGC() throws {
        let title = try storedTitle(
            language: "C", typing: [.text("add 日本語"), .named("BSpace"), .named("Left"), .text("x")])
        #expect(title == "日x本")
    }
}
