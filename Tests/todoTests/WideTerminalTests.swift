import Foundation
import TestSupport
import Testing

/// `todo wide` on a real terminal (tmux): the count in the title bar, terminals that
/// cannot draw a screen, Ctrl-Z, and the footer at 60 and 120 columns.
@Suite struct WideTerminalTests {
    let folder: TemporaryDirectory
    let database: String

    init() throws {
        folder = try TemporaryDirectory()
        database = folder.file("todo.sqlite")
    }

    var environment: [String: String] {
        [
            "TODO_DB": database, "TODO_NOW": "2026-11-19T09:30", "TZ": "UTC", "LANG": "C.UTF-8", "HOME": folder.path,
            "XDG_STATE_HOME": folder.file("state"), "NO_COLOR": "1",
        ]
    }

    func given(_ titles: [String], due: String = "2026-11-19") throws {
        let entries = titles.map { #"{"title": "\#($0)", "due": "\#(due)"}"# }
        let json = "[" + entries.joined(separator: ",") + "]"
        let imported = try TodoBinary(database: database).run(["import", "-"], input: json)
        #expect(imported.status == 0, "\(imported.stderr)")
    }

    @Test func withThreeHundredOpenItemsDueTodayTheTitleBarSays300Open() throws {
        try given((1...300).map { "Task \($0)" })
        let terminal = try TmuxSession([TodoBinary.path, "wide"], environment: environment)
        let screen = try terminal.waitUntil("the title bar's count") { $0.contains(" open") && $0.contains("q quit") }
        let title = screen.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        #expect(title.hasSuffix("300 open"))
    }

    @Test func todoWideRefusesATerminalThatCannotMoveTheCursor() throws {
        var environment = environment
        environment["TERM"] = "dumb"
        let terminal = try TmuxSession([TodoBinary.path, "wide"], environment: environment)
        let screen = try terminal.waitFor("EXIT=")
        #expect(screen.contains(#"the terminal type "dumb" cannot move the cursor; use todo repl"#))
        #expect(screen.contains("EXIT=1"))
        #expect(screen.contains("TTY=clean"))
    }

    @Test func todoAloneOpensTheREPLOnADumbTerminalHoweverWide() throws {
        try given(["Buy milk"])
        var environment = environment
        environment["TERM"] = "dumb"
        let terminal = try TmuxSession([TodoBinary.path], environment: environment, width: 120)
        let screen = try terminal.waitFor("todo>")
        #expect(screen.contains("  1  Buy milk"))
        #expect(!screen.contains("q quit"))
    }

    @Test func ctrlZSuspendsToTheShellWithTheTerminalRestoredAndFgDrawsTheScreenAgain() throws {
        try given(["Buy milk"])
        var environment = environment
        environment["PS1"] = "prompt$ "
        environment["PATH"] = "/usr/bin:/bin"
        // dash, which leaves the terminal as a stopped program left it (bash would repair it).
        let terminal = try TmuxSession(["/bin/dash", "-i"], environment: environment)
        try terminal.waitFor("prompt$")
        try terminal.type("before=$(stty -g); \(TodoBinary.path) wide")
        try terminal.send("Enter")
        try terminal.waitFor("q quit")
        try terminal.send("C-z")
        let shell = try terminal.waitFor("Stopped")
        #expect(!shell.contains("q quit"), "the shell's own screen is back")
        try terminal.type(#"echo "tty-$([ "$(stty -g)" = "$before" ] && echo same || echo changed)""#)
        try terminal.send("Enter")
        let checked = try terminal.waitUntil("the terminal settings checked") {
            $0.contains("tty-same") || $0.contains("tty-changed")
        }
        #expect(checked.contains("tty-same"))
        try terminal.type("fg")
        try terminal.send("Enter")
        try terminal.waitUntil("the screen drawn again") {
            $0.contains(" todo  Thursday 19 November 2026") && $0.contains("1  Buy milk") && $0.contains("q quit")
        }
        try terminal.send("a")
        try terminal.waitFor("Name:")
        try terminal.send("Escape")
        try terminal.waitFor("│ Item 1")
        try terminal.send("q")
        try terminal.waitUntil("the shell's prompt") { screen in
            let last = screen.split(separator: "\n").last?.trimmingCharacters(in: .whitespaces)
            return !screen.contains("q quit") && last == "prompt$"
        }
    }

    @Test(arguments: [60, 120])
    func theFooterShowsQuitWhateverTheWidth(width: Int) throws {
        try given(["Buy milk"])
        let terminal = try TmuxSession([TodoBinary.path, "wide"], environment: environment, width: width, height: 20)
        let screen = try terminal.waitFor("q quit")
        let footer = screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast().last ?? ""
        #expect(footer.hasSuffix("? help  q quit"))
        #expect(footer.contains("a add  x done  u undo  d delete"))
        #expect(!footer.contains("…"))
    }
}
