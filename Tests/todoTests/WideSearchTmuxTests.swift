import TestSupport
import Testing

/// Finding items in `todo wide` on a real terminal (tmux): `/` narrows the list as the
/// user types, Esc restores it, `t` filters by a picked tag.
@Suite struct WideSearchTmuxTests {
    let scenario: Scenario

    init() throws {
        scenario = try Scenario()
        try scenario.succeed("add", "Pay rent +home", "--due", "2026-11-19", "--priority", "high")
        try scenario.succeed("add", "Buy milk +shopping +home", "--due", "2026-11-19")
        try scenario.succeed("add", "Café with Ana", "--due", "2026-11-20")
        try scenario.succeed("add", "Call mum", "--due", "2026-11-20")
    }

    /// `todo wide` on a terminal `width` by `height`, once it has drawn its first screen.
    func open(width: Int, height: Int) throws -> TmuxSession {
        try scenario.openWide(width: width, height: height)
    }

    @Test func at120By32SlashNarrowsTheListAsTypedAndEscapeRestoresIt() throws {
        let terminal = try open(width: 120, height: 32)
        try terminal.waitUntil("rows with marks and tags") { screen in
            screen.contains("1  !!! Pay rent +home") && screen.contains("2      Buy milk +home +shopping")
        }
        try terminal.send("/")
        try terminal.type("cafe")
        try terminal.waitUntil("only the café") { screen in
            screen.contains(" / cafe") && screen.contains("3  Café with Ana") && !screen.contains("Pay rent")
                && screen.contains("│ Café with Ana")
        }
        try terminal.send("Enter")
        try terminal.waitFor("Showing items matching cafe (/ change, Esc clear)")
        try terminal.send("Escape")
        try terminal.waitUntil("every row again") { screen in
            ["Pay rent", "Buy milk", "Café with Ana", "Call mum"].allSatisfy(screen.contains)
                && !screen.contains("Showing")
        }
    }

    @Test func at60ColumnsTPicksATagAndTheListShowsOnlyItsItems() throws {
        let terminal = try open(width: 60, height: 20)
        try terminal.send("t")
        try terminal.waitUntil("the tag picker") { screen in
            screen.contains("Filter by tag") && screen.contains("+home      2 open")
                && screen.contains("+shopping  1 open")
        }
        try terminal.send("Down", "Enter")
        try terminal.waitUntil("only the item tagged shopping") { screen in
            screen.contains("Buy milk") && !screen.contains("Pay rent") && !screen.contains("Call mum")
                && screen.contains("Showing items matching +shopping")
        }
    }
}
