import TestSupport
import Testing

/// The rough edges of `todo wide` a new user found (issue 31, items 9 to 13), on a real
/// terminal (tmux) over the real binary.
@Suite struct WideFrontPoliciesTmuxTests {
    let scenario: Scenario

    init() throws {
        scenario = try Scenario()
        try scenario.add([("Pay rent", "2026-11-18"), ("Buy milk", "2026-11-19"), ("Call mum", "2026-11-20")])
    }

    /// `count` more items, due this week and next in the order of their numbers, imported
    /// at once.
    func importItems(_ count: Int) throws {
        let entries = (1...count).map { #"{"title": "Task \#($0)", "due": "2026-11-\#(20 + $0 / 15)"}"# }
        try scenario.succeed("import", "-", input: "[" + entries.joined(separator: ",") + "]")
    }

    @Test func anItemAddedDueNextMonthIsShownInLaterAndSelected() throws {
        let terminal = try scenario.openWide(width: 120, height: 32)
        try terminal.send("a")
        try terminal.waitFor("Name:")
        try terminal.type("Renew passport")
        try terminal.send("Tab")
        try terminal.type("dec 15")
        try terminal.waitFor("Tuesday 15 December 2026")
        try terminal.send("Enter")
        let shown = ["Added 4: Renew passport", " Later", "4  Renew passport", "│ Item 4", "│ Renew passport"]
        try terminal.waitUntil("the new item in Later, selected, beside the list") { screen in
            shown.allSatisfy(screen.contains)
        }
    }

    @Test func theHelpAt60By20ScrollsToItsLastKeys() throws {
        let terminal = try scenario.openWide(width: 60, height: 20)
        try terminal.send("?")
        let first = try terminal.waitFor("↓ more")
        #expect(first.contains("search: type words or +tag, Enter"))
        #expect(!first.contains("…"))
        try terminal.send("NPage", "NPage", "NPage")
        let last = try terminal.waitFor("Any key closes this help.")
        for key in ["q  Ctrl-C", "Ctrl-Z", "Enter saves, Esc cancels, Ctrl-U clears a field."] {
            #expect(last.contains(key), "\(key) is not on the last page:\n\(last)")
        }
        try terminal.send("Escape")
        try terminal.waitUntil("the help to close") { !$0.contains("Any key closes this help.") }
    }

    @Test func ctrlUOnTitleThenTabShowsTheProblemUnderTitleAndTheTitleHint() throws {
        let terminal = try scenario.openWide(width: 120, height: 32)
        try terminal.send("e")
        try terminal.waitFor("│▸Title:    Pay rent")
        try terminal.send("C-u", "Tab")
        let screen = try terminal.waitFor("the title is blank")
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let title = try #require(rows.firstIndex { $0.contains("│▸Title:") })
        #expect(rows[title + 1].contains("the title is blank"), "\(screen)")
        #expect(screen.contains("│ Title: what to do; a +word in it becomes a"))
        #expect(!screen.contains("│ Due: today, fri"))
    }

    @Test func theNumberColumnIsAsWideAsItem123FromTheFirstScreen() throws {
        try importItems(120)
        let terminal = try scenario.openWide(width: 120, height: 32)
        let first = try terminal.waitFor("  1  Pay rent")
        #expect(first.contains("    1  Pay rent"), "\(first)")
        try terminal.send("End")
        let last = try terminal.waitFor("123  Task 120")
        #expect(last.contains("  123  Task 120"), "\(last)")
    }

    @Test func anUndoFromAnotherShellTakesAwayTheDeletedMessage() throws {
        let terminal = try scenario.openWide(width: 120, height: 32)
        try terminal.send("d")
        try terminal.waitFor("Deleted: 1 Pay rent")
        try scenario.succeed("undo")
        try terminal.waitUntil("item 1 back, and no word of its deletion") { screen in
            screen.contains("1  Pay rent") && !screen.contains("Deleted") && screen.contains("q quit")
        }
    }
}
