import Foundation
import TestSupport
import Testing

/// The settings file's `front`: what `todo` alone opens on a terminal (tmux).
@Suite struct ConfigFileFrontTests {
    /// `todo` alone on a tmux terminal `width` columns wide, with `front` in the settings
    /// file (or no file), once it shows `waitingFor`.
    func openTodoAlone(front: String?, width: Int, waitingFor text: String) throws -> TmuxSession {
        let settings = try SettingsScenario(now: "2026-11-19T09:30")
        if let front { try settings.write("front = \"\(front)\"\n") }
        var environment = settings.scenario.todo.environment
        environment["NO_COLOR"] = "1"
        environment["XDG_STATE_HOME"] = settings.folder.file("state")
        let terminal = try TmuxSession([TodoBinary.path], environment: environment, width: width, height: 24)
        try terminal.waitFor(text)
        return terminal
    }

    @Test func replOpensTheREPLOnATerminalWideEnoughForTheWideFront() throws {
        let terminal = try openTodoAlone(front: "repl", width: 120, waitingFor: "todo>")
        #expect(!(try terminal.screen().contains("q quit")))
    }

    @Test func wideOpensTheWideFrontOnATerminalTooNarrowForAuto() throws {
        let terminal = try openTodoAlone(front: "wide", width: 70, waitingFor: "q quit")
        #expect(!(try terminal.screen().contains("todo>")))
    }

    @Test func autoKeepsOpeningTheREPLOnANarrowTerminal() throws {
        let terminal = try openTodoAlone(front: "auto", width: 70, waitingFor: "todo>")
        #expect(!(try terminal.screen().contains("q quit")))
    }

    @Test func wideStillRunsAScriptFromAPipe() throws {
        let settings = try SettingsScenario()
        try settings.write("front = \"wide\"\n")
        let result = try settings.succeed(input: "add Buy milk\ntoday\nls\n")
        #expect(result.stdout.hasSuffix("Today\n  1  Buy milk\n"))
    }
}
