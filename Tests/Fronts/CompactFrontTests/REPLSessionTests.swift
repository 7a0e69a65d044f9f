import AppCore
import Testing

@testable import CompactFront

@MainActor
@Suite struct REPLSessionTests {
    let harness = CompactHarness()

    @Test func theListIsPresentedFirst() async throws {
        try await harness.given("Buy milk", due: "2026-11-19")
        await harness.run(lines: [])
        #expect(harness.output.text == "Today\n  1  Buy milk\n")
    }

    @Test func addAsksForTheNameThenTheDateAndShowsTheRefreshedList() async throws {
        let status = await harness.run(lines: ["add", "Buy milk", "tomorrow"])
        #expect(status == 0)
        #expect(
            harness.output.text == """
                Nothing due until the end of next week.
                Added 1: Buy milk, due Friday 20 November 2026
                Tomorrow
                  1  Buy milk  Friday

                """)
        #expect(harness.errors.text.isEmpty)
    }

    @Test func promptsFollowTheScreenOnTop() async {
        let (_, reader) = await harness.run([.line("add"), .line("Buy milk"), .line(""), .line("list")])
        #expect(reader.prompts == ["todo> ", "  name: ", "  due: ", "todo> ", "todo> "])
        #expect(reader.completers[0].words(before: "", word: "he") == ["help"])
        #expect(reader.completers[1].words(before: "", word: "Buy").isEmpty)
        #expect(reader.completers[2].words(before: "", word: "to") == ["today", "tomorrow"])
    }

    @Test func anEmptyNameCancelsAndStoresNothing() async throws {
        await harness.run(lines: ["add", "", "list"])
        #expect(try await harness.titles.isEmpty)
        #expect(harness.output.text.contains("Not added."))
    }

    @Test func anInvalidDateIsExplainedAndAskedForAgainKeepingTheName() async throws {
        let status = await harness.run(lines: ["add", "Buy milk", "whenever", "2026-11-18", "+2w"])
        #expect(status == 1)
        #expect(
            harness.errors.text == """
                line 3: "whenever" is not a date I understand; try today, tomorrow, fri, next mon, +3d, in 2 weeks, eow, dec 25, 2026-11-25 or someday
                line 4: 2026-11-18 is in the past; choose today (2026-11-19) or a later day

                """)
        #expect(harness.output.text.contains("Added 1: Buy milk, due Thursday 3 December 2026"))
        #expect(try await harness.titles == ["Buy milk"])
    }

    @Test func ctrlCDuringAddCancelsIt() async throws {
        let interactive = CompactHarness(mode: .interactive)
        let (status, reader) = await interactive.run([.line("add"), .line("Buy milk"), .interrupt, .line("ls")])
        #expect(status == 0)
        #expect(try await interactive.titles.isEmpty)
        #expect(reader.prompts.suffix(2) == ["todo> ", "todo> "])
    }

    @Test func ctrlCOnTheListOnlyClearsTheLine() async {
        let interactive = CompactHarness(mode: .interactive)
        let (_, reader) = await interactive.run([.interrupt, .line("help")])
        #expect(reader.prompts == ["todo> ", "todo> ", "todo> "])
        #expect(interactive.output.text.contains("Commands:"))
    }

    @Test func theEndOfInputCancelsAnUnfinishedAddAndFailsTheScript() async throws {
        let status = await harness.run(lines: ["add", "Buy milk"])
        #expect(status == 1)
        #expect(harness.errors.text == "end of input: the add was not finished, so nothing was added\n")
        #expect(try await harness.titles.isEmpty)
    }

    @Test func ctrlDInAddReturnsToTheListWhenTyping() async throws {
        let interactive = CompactHarness(mode: .interactive)
        let (_, reader) = await interactive.run([.line("add"), .end, .line("list"), .end])
        #expect(reader.prompts == ["todo> ", "  name: ", "todo> ", "todo> "])
    }

    @Test func addWithANameAsksOnlyForTheDate() async throws {
        let (_, reader) = await harness.run([.line("add Call mum"), .line("fri")])
        #expect(reader.prompts.prefix(2) == ["todo> ", "  due: "])
        #expect(try await harness.titles == ["Call mum"])
    }

    @Test func doneUndoneAndDeleteTakeTheRowNumber() async throws {
        try await harness.given("Buy milk", due: "2026-11-19")
        try await harness.given("Call mum", due: "2026-11-20")
        let status = await harness.run(lines: ["done 1", "undone 1", "delete 2"])
        #expect(status == 0)
        #expect(harness.output.text.contains("Done: 1 Buy milk\nTomorrow\n  2  Call mum  Friday\n"))
        #expect(harness.output.text.contains("Open again: 1 Buy milk\n"))
        #expect(harness.output.text.hasSuffix("Deleted: 2 Call mum (undo brings it back)\nToday\n  1  Buy milk\n"))
    }

    @Test func problemsAreReportedByLineAndTheSessionCarriesOn() async {
        let status = await harness.run(lines: ["list", "frobnicate", "done", "done 99", "help"])
        #expect(status == 1)
        #expect(
            harness.errors.text == """
                line 2: unknown command "frobnicate"; type help to see the commands
                line 3: done needs one or more item numbers, e.g. done 3 or done 3 5
                line 4: there is no item 99; list the items to see their numbers

                """)
        #expect(harness.output.text.contains("Commands:"))
    }

    @Test func quitEndsTheSessionBeforeTheRest() async throws {
        await harness.run(lines: ["quit", "add", "Never", ""])
        #expect(try await harness.titles.isEmpty)
    }

    @Test func allShowsAndHidesTheLaterSection() async throws {
        try await harness.given("Renew passport", due: "2027-01-08")
        await harness.run(lines: ["all", "all"])
        #expect(
            harness.output.text == """
                Nothing due until the end of next week.
                Later
                  1  Renew passport  Fri 8 Jan 2027
                Nothing due until the end of next week.

                """)
    }

    @Test func aScriptNeverGetsEscapeSequencesEvenFromHostileTitles() async throws {
        try await harness.given("Evil \u{1B}[2J\u{07}", due: "2026-11-19")
        await harness.run(lines: ["list", "done \u{1B}[A"])
        #expect(!harness.output.text.contains("\u{1B}"))
        #expect(!harness.errors.text.contains("\u{1B}"))
        #expect(harness.output.text.contains("Evil ␛[2J␇"))
    }

    @Test func colourIsOffUnlessAskedForAndThePromptIsWrappedForReadline() async throws {
        try await harness.given("Buy milk", due: "2026-11-20")
        let coloured = CompactHarness(mode: .interactive, colour: true)
        try await coloured.given("Buy milk", due: "2026-11-20")
        let (_, reader) = await coloured.run([])
        #expect(coloured.output.text.contains("\u{1B}[36mFriday"))
        #expect(reader.prompts.first == "\u{01}\u{1B}[1m\u{02}todo> \u{01}\u{1B}[0m\u{02}")
        await harness.run(lines: [])
        #expect(!harness.output.text.contains("\u{1B}"))
    }
}
