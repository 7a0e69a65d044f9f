import TestSupport
import Testing

/// An item up close in `todo wide` on a real terminal (tmux): beside the list on a wide
/// terminal, alone on a narrow one.
@Suite struct WideDetailTmuxTests {
    let scenario: Scenario

    init() throws {
        scenario = try Scenario()
        try scenario.add([("Pay rent", "2026-11-18"), ("Buy milk", "2026-11-19"), ("Call mum", "2026-11-20")])
        try scenario.succeed("edit", "3", "--note", "Her new number is in the letter.\nRing after six.")
    }

    /// `todo wide` on a terminal `width` by `height`, once it has drawn its first screen.
    func open(width: Int, height: Int) throws -> TmuxSession {
        try scenario.openWide(width: width, height: height)
    }

    @Test func at120By32TheRightPaneFollowsTheSelectionAndEditsTheTitle() throws {
        let terminal = try open(width: 120, height: 32)
        try terminal.waitUntil("the first item beside the list") {
            $0.contains("│ Item 1") && $0.contains("│ Pay rent")
        }
        try terminal.send("Down", "Down")
        let third = [
            "│ Item 3", "│ Call mum", "│ Due    Friday 20 November 2026 (tomorrow)",
            "│ Notes  Her new number is in the letter.", "│        Ring after six.",
        ]
        try terminal.waitUntil("the third item and its note") { screen in third.allSatisfy(screen.contains) }
        try terminal.send("e")
        try terminal.waitFor("│▸Title:    Call mum")
        try terminal.send("C-u")
        try terminal.type("Call mum and dad")
        try terminal.send("Enter")
        let saved = [
            "3  Call mum and dad", "│ Call mum and dad", "Changed 3: Call mum and dad, due Friday 20 November 2026",
        ]
        try terminal.waitUntil("the new title in the list and the pane") { screen in saved.allSatisfy(screen.contains) }
        #expect(try scenario.succeed("export").stdout.contains(#""title": "Call mum and dad""#))
    }

    @Test func at60ColumnsEnterShowsTheItemAloneAndEscapeGoesBack() throws {
        let terminal = try open(width: 60, height: 20)
        try terminal.send("Down", "Down", "Enter")
        try terminal.waitUntil("the item over the whole screen") { screen in
            screen.contains(" Item 3") && screen.contains("Her new number is in the letter.")
                && screen.contains("Esc back") && !screen.contains("Pay rent") && !screen.contains("│")
        }
        try terminal.send("Escape")
        try terminal.waitUntil("the list again") { screen in
            screen.contains("1  Pay rent") && screen.contains("3  Call mum") && !screen.contains("Item 3")
        }
    }
}
