import TestSupport
import Testing

/// Repeating items in `todo wide` on a real terminal (tmux): the row mark, the Add form's
/// `every` clause, completing with `x`, and the edit form's Repeat field.
@Suite struct WideRecurrenceTmuxTests {
    let scenario: Scenario

    init() throws {
        scenario = try Scenario()
        try scenario.succeed("add", "Call mum", "--due", "2026-11-20")
    }

    @Test func at120By32AnItemAddedToRepeatMonthlyComesBackWhenDone() throws {
        let terminal = try scenario.openWide(width: 120, height: 32)
        try terminal.send("a")
        try terminal.type("Pay rent")
        try terminal.send("Tab")
        try terminal.type("mon every month")
        try terminal.waitFor("Monday 23 November 2026, every month on")
        try terminal.send("Enter")
        try terminal.waitFor("2  Pay rent ~monthly")
        try terminal.send("Down", "x")
        try terminal.waitFor("Done: 2 Pay rent. Next: 3 Pay rent, due Wednesday 23 December 2026.")
        try terminal.send("u")
        try terminal.waitFor("Undid done: 2 Pay rent is open again; the next occurrence 3 is gone.")
    }

    @Test func at60ColumnsTheEditFormsRepeatFieldSetsARule() throws {
        let terminal = try scenario.openWide(width: 60, height: 20)
        try terminal.send("e")
        try terminal.waitFor("Repeat")
        for _ in 1...5 { try terminal.send("Tab") }
        try terminal.send("C-u")
        try terminal.type("weekday")
        try terminal.send("Enter")
        try terminal.waitFor("Call mum ~weekdays")
        try terminal.waitFor("Changed 1: Call mum, due Friday 20 November 2026, every")
        #expect(try scenario.succeed("show", "1", "--json").stdout.contains(#""every": "weekday""#))
    }
}
