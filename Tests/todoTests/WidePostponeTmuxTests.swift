import TestSupport
import Testing

/// Postponing in `todo wide` on a real terminal (tmux), and the keys that act on the
/// selected item only while a search's matches show (issue 33).
@Suite struct WidePostponeTmuxTests {
    let scenario: Scenario

    init() throws {
        scenario = try Scenario()
        try scenario.succeed("add", "Pay rent +home", "--due", "2026-11-19")
        try scenario.succeed("add", "Buy milk +home", "--due", "2026-11-19")
        try scenario.succeed("add", "Call mum", "--due", "2026-11-20")
    }

    @Test func pPostponesTheSelectedItemByADayAndCapitalPAsksHowFar() throws {
        let terminal = try scenario.openWide(width: 120, height: 32)
        try terminal.send("p")
        try terminal.waitFor("Postponed 1 Pay rent to Friday 20 November 2026")
        try terminal.send("P")
        try terminal.waitFor("Postpone ")
        try terminal.type("1w")
        try terminal.send("Enter")
        try terminal.waitFor("Postponed 1 Pay rent to Friday 27 November 2026")
        try terminal.send("?")
        try terminal.waitFor("p  P           postpone a day; P asks how far (3d, 1w)")
        try terminal.send("q")
        try terminal.send("q")
        let list = try scenario.succeed("list").stdout
        #expect(list.contains("Next Week\n  1  Pay rent +home  Friday"))
    }

    @Test func withTheSearchLinesMatchesShowingXAndDActOnTheSelectedItemOnly() throws {
        let terminal = try scenario.openWide(width: 120, height: 32)
        try terminal.send("/")
        try terminal.type("+home")
        try terminal.send("Enter")
        try terminal.waitFor("Showing items matching +home")
        try terminal.send("x")
        try terminal.waitFor("Done: 1 Pay rent")
        try terminal.send("d")
        try terminal.waitFor("Deleted: 2 Buy milk")
        try terminal.send("q")
        #expect(try scenario.succeed("list").stdout == "Tomorrow\n  3  Call mum  Friday\n")
        #expect(try scenario.succeed("list", "--done").stdout.contains("1  Pay rent +home"))
    }
}
