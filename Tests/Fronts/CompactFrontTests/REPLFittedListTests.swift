import AppCore
import TestSupport
import Testing

@testable import CompactFront

/// On a short terminal (60x20), a change shows what it touched and a list that fits, so
/// that Overdue and Today do not scroll away (issue 31, item 15); `list`, and a script,
/// still show everything.
@MainActor
@Suite struct REPLFittedListTests {
    let harness = CompactHarness(mode: .interactive, width: 60, height: 20)

    /// Overdue 1–3, Today 4–7, Tomorrow 8–9, and twenty items (10–29) due next Monday: 33
    /// lines, too many for 20 rows.
    func givenALongList() async throws {
        for (title, due) in [
            ("Pay rent", "2026-11-17"), ("Return books", "2026-11-18"), ("Renew permit", "2026-11-18"),
            ("Buy milk", "2026-11-19"), ("Call the bank", "2026-11-19"), ("Water plants", "2026-11-19"),
            ("Book dentist", "2026-11-19"), ("Call mum", "2026-11-20"), ("Pick up parcel", "2026-11-20"),
        ] {
            try await harness.given(title, due: due)
        }
        for number in 10...29 { try await harness.given("Task \(number)", due: "2026-11-23") }
    }

    /// The lines printed after the line that starts with `start`.
    func lines(after start: String) -> [String] {
        let lines = harness.output.text.components(separatedBy: "\n")
        guard let index = lines.lastIndex(where: { $0.hasPrefix(start) }) else { return [] }
        return Array(lines[(index + 1)...].dropLast())
    }

    @Test func aChangeOnAShortTerminalShowsTheSectionsItTouchedAndOverdueAndTodayStayInView() async throws {
        try await givenALongList()
        await harness.run(lines: ["done 5"])
        let shown = lines(after: "Done: 5 Call the bank")
        #expect(
            ShownList.rows(in: shown).map { "\($0.section) \($0.id)" } == [
                "Overdue 1", "Overdue 2", "Overdue 3", "Today 4", "Today 6", "Today 7", "Tomorrow 8", "Tomorrow 9",
                "Next Week 10", "Next Week 11", "Next Week 12",
            ])
        #expect(shown.suffix(2) == ["  … 17 more", "Type list to see everything."])
        // The line typed, the message, the list and the next prompt fit in 20 rows.
        #expect(1 + 1 + shown.count + 1 <= 20)
    }

    @Test func anAddIntoALongSectionShowsTheNewRowAmongItsNeighbours() async throws {
        try await givenALongList()
        await harness.run(lines: ["add Dentist", "next mon", ""])
        let shown = lines(after: "Added 30: Dentist")
        let rows = ShownList.rows(in: shown)
        // Next Week, touched, takes half the lines, around the new row; Overdue and Today,
        // from the top, the rest.
        #expect(rows.contains(ShownRow("Next Week", 30, "Dentist", "Monday")))
        #expect(rows.filter { $0.section == "Next Week" }.count == 6)
        #expect(rows.prefix(5).map(\.id) == [1, 2, 3, 4, 5])
        #expect(shown.first == "Overdue" && shown.contains("Today") && !shown.contains("Tomorrow"))
        #expect(shown.filter { $0.hasPrefix("  … ") && $0.hasSuffix(" more") }.count == 2)
        #expect(shown.last == "Not shown: 2 in Tomorrow; type list to see everything")
        #expect(1 + 1 + shown.count + 1 <= 20)
    }

    @Test func listShowsEverythingEvenOnAShortTerminal() async throws {
        try await givenALongList()
        await harness.run(lines: ["done 5", "list"])
        let rows = ShownList.rows(in: harness.output.text.components(separatedBy: "\n").suffix(34))
        #expect(rows.map(\.id) == [1, 2, 3, 4, 6, 7, 8, 9] + Array(10...29))
    }

    @Test func aListThatFitsIsShownWholeAfterAChange() async throws {
        try await harness.given("Buy milk", due: "2026-11-19")
        try await harness.given("Call mum", due: "2026-11-20")
        await harness.run(lines: ["done 1"])
        #expect(lines(after: "Done: 1 Buy milk") == ["Tomorrow", "  2  Call mum  Friday"])
    }

    @Test func aScriptSeesTheWholeListAfterEveryChange() async throws {
        let script = CompactHarness(mode: .script, width: 60, height: 20)
        for number in 1...30 { try await script.given("Task \(number)", due: "2026-11-19") }
        await script.run(lines: ["done 5"])
        let after = script.output.text.components(separatedBy: "Done: 5 Task 5\n").last ?? ""
        #expect(ShownList.rows(in: after.components(separatedBy: "\n")).count == 29)
    }

    @Test func anEditThatMovesAnItemShowsBothSectionsWhole() async throws {
        try await givenALongList()
        // The last empty answer keeps the start day, asked at a terminal (issue 33).
        await harness.run(lines: ["done 4", "edit 8", "", "today", "", "", "", "", ""])
        let shown = lines(after: "Changed 8: Call mum")
        #expect(ShownList.rows(in: shown).prefix(6).map(\.id) == [1, 2, 3, 5, 6, 7])
        #expect(ShownList.rows(in: shown).filter { $0.section == "Today" }.map(\.id) == [5, 6, 7, 8])
        #expect(ShownList.rows(in: shown).filter { $0.section == "Tomorrow" }.map(\.id) == [9])
        #expect(1 + 1 + shown.count + 1 <= 20)
    }
}
