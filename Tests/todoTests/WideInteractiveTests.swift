import Foundation
import TestSupport
import Testing

/// `todo wide` on a real terminal (tmux), as a person uses it.
@Suite struct WideInteractiveTests {
    let folder: TemporaryDirectory
    let database: String

    init() throws {
        folder = try TemporaryDirectory()
        database = folder.file("todo.sqlite")
        let todo = TodoBinary(database: database, now: "2026-11-16")
        for (title, due) in [("Pay rent", "2026-11-18"), ("Buy milk", "2026-11-19"), ("Call mum", "2026-11-20")] {
            _ = try todo.run(["add", title, "--due", due])
        }
    }

    func open(
        _ arguments: [String] = ["wide"], width: Int = 120, height: Int = 32, colour: Bool = false,
        language: String = "C.UTF-8"
    ) throws -> TmuxSession {
        var environment = [
            "TODO_DB": database, "TODO_NOW": "2026-11-19T09:30", "TZ": "UTC", "LANG": language, "HOME": folder.path,
            "XDG_STATE_HOME": folder.file("state"),
        ]
        if !colour { environment["NO_COLOR"] = "1" }
        let terminal = try TmuxSession(
            [TodoBinary.path] + arguments, environment: environment, width: width, height: height)
        try terminal.waitFor("q quit")
        return terminal
    }

    var stored: String {
        get throws { try TodoBinary(database: database).run(["export"]).stdout }
    }

    @Test func at120By32BothPanesAreShown() throws {
        let screen = try open().screen()
        #expect(screen.hasPrefix(" todo  Thursday 19 November 2026"))
        #expect(screen.contains(" Upcoming"))
        #expect(screen.contains("│ Item 1"))
        #expect(screen.contains("1 day late"))
        #expect(screen.contains("Friday"))
    }

    @Test func addingThroughTheFormShowsTheRowInTheListPane() throws {
        let terminal = try open()
        try terminal.send("a")
        try terminal.waitFor("Name:")
        try terminal.type("Buy bread")
        try terminal.send("Tab")
        try terminal.type("fri")
        try terminal.waitFor("Friday 20 November 2026")
        try terminal.send("Enter")
        try terminal.waitUntil("the row and the footer's message") {
            $0.contains("4  Buy bread") && $0.contains("Added 4: Buy bread")
        }
        #expect(try stored.contains("Buy bread"))
    }

    @Test func escapeStoresNothing() throws {
        let terminal = try open()
        try terminal.send("a")
        try terminal.waitFor("Name:")
        try terminal.type("Never mind")
        try terminal.send("Escape")
        try terminal.waitFor("│ Item 1")
        #expect(!(try stored.contains("Never mind")))
    }

    @Test func anotherProcessesAddAppearsWithinASecond() throws {
        let terminal = try open()
        let other = try TodoBinary(database: database).run(["add", "From the shell"])
        #expect(other.status == 0)
        try terminal.waitFor("From the shell", timeout: 1.5)
    }

    @Test func narrowingTo60CollapsesAndWideningRestores() throws {
        let terminal = try open()
        try terminal.resize(width: 60, height: 20)
        let narrow = try terminal.waitUntil("one pane") { !$0.contains("│") && $0.contains("Pay rent") }
        #expect(!narrow.contains("Item 1"))
        try terminal.send("a")
        try terminal.waitUntil("the form alone") { $0.contains("Name:") && !$0.contains("Pay rent") }
        try terminal.send("Escape")
        try terminal.resize(width: 120, height: 32)
        try terminal.waitUntil("both panes") { $0.contains("│ Item 1") && $0.contains("Pay rent") }
    }

    @Test func aTwelveByFourTerminalDoesNotCrash() throws {
        let terminal = try open()
        try terminal.resize(width: 12, height: 4)
        try terminal.waitFor("Terminal to")
        try terminal.send("j", "a", "Escape")
        try terminal.resize(width: 120, height: 32)
        try terminal.waitFor("│ Item 2")
    }

    @Test func qExitsWithStatusZeroAndRestoresTheTerminal() throws {
        let terminal = try open()
        try terminal.send("q")
        let screen = try terminal.waitFor("EXIT=")
        #expect(screen.contains("TTY=clean"))
        #expect(screen.contains("EXIT=0"))
        #expect(!screen.contains("Upcoming"))
    }

    @Test(arguments: [(SIGTERM, 143), (SIGHUP, 129)])
    func signalsRestoreTheTerminal(signal: Int32, status: Int) throws {
        let terminal = try open()
        try terminal.signalProgram(named: "todo", signal)
        let screen = try terminal.waitFor("EXIT=")
        #expect(screen.contains("TTY=clean"))
        #expect(screen.contains("EXIT=\(status)"))
    }

    @Test func ctrlCQuitsFromTheForm() throws {
        let terminal = try open()
        try terminal.send("a")
        try terminal.waitFor("Name:")
        try terminal.send("C-c")
        let screen = try terminal.waitFor("EXIT=")
        #expect(screen.contains("TTY=clean") && screen.contains("EXIT=0"))
    }

    @Test func noColourMeansNoColourButStillAttributes() throws {
        let plain = try open().screenWithAttributes()
        #expect(!plain.contains("[31m") && !plain.contains("[36m"))
        #expect(plain.contains(";7m"))
        let coloured = try open(colour: true).screenWithAttributes()
        #expect(coloured.contains("[31m") || coloured.contains("[36m"))
    }

    @Test func todoAloneOpensTheWideFrontOnAWideTerminalAndTheREPLOnANarrowOne() throws {
        let wide = try open([], width: 120)
        #expect(try wide.screen().contains("│ Item 1"))
        var environment = ["TODO_DB": database, "TODO_NOW": "2026-11-19T09:30", "TZ": "UTC", "NO_COLOR": "1"]
        environment["XDG_STATE_HOME"] = folder.file("state")
        let narrow = try TmuxSession([TodoBinary.path], environment: environment, width: 90, height: 20)
        try narrow.waitFor("todo>")
    }

    @Test(arguments: ["C", "POSIX"])
    func underANonUTF8LocaleUnicodeIsTypedStoredAndDrawn(language: String) throws {
        let terminal = try open(language: language)
        try terminal.send("a")
        try terminal.waitFor("Name:")
        try terminal.type("café 日本")
        try terminal.waitFor("café 日本")
        try terminal.send("Enter")
        try terminal.waitUntil("the row") { $0.contains("4  café 日本") && $0.contains("Added 4: café 日本") }
        #expect(try stored.contains(#""title": "café 日本""#))
    }
}
