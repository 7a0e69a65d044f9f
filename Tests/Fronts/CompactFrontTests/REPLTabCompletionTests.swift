import AppCore
import TestSupport
import Testing

@testable import CompactFront

/// Tab at the REPL offers what the shells' completion offers: item numbers for the
/// commands that take them, tags after `+`, due words, and repeat rules after `every`.
@MainActor
@Suite struct REPLTabCompletionTests {
    let harness = CompactHarness()

    /// Items 1 and 12 open (1 tagged home), 2 completed.
    private func seeded() async throws {
        _ = try await harness.store.add(
            NewTodoItem(
                title: "Buy milk", due: Fixtures.day("2026-11-19"), created: TodoStoreContract.now, tags: ["home"]))
        try await harness.given("Call mum", due: "2026-11-20")
        for day in 3...12 { try await harness.given("Item \(day)", due: "2026-11-21") }
        _ = try await harness.store.complete(ids: [2], at: TodoStoreContract.now)
    }

    private func tab(_ before: String, _ word: String) async -> [String] {
        let (_, reader) = await harness.run([])
        return reader.completers.first?.words(before: before, word: word) ?? []
    }

    @Test func theFirstWordCompletesTheCommands() async {
        #expect(await tab("", "un") == ["undone", "undo"])
    }

    @Test func doneOffersTheOpenItemsWhoseNumbersBeginWithWhatWasTyped() async throws {
        try await seeded()
        #expect(await tab("done ", "1") == ["1", "10", "11", "12"])
        #expect(await tab("done 3 ", "2").isEmpty)
    }

    @Test func undoneOffersTheCompletedItems() async throws {
        try await seeded()
        #expect(await tab("undone ", "") == ["2"])
    }

    @Test func showOffersTheUpcomingListFirstWhenNothingWasTyped() async throws {
        try await seeded()
        #expect(await tab("show ", "").prefix(3) == ["1", "3", "4"])
    }

    @Test func aPlusWordOfAnAddOrAFindCompletesATag() async throws {
        try await seeded()
        #expect(await tab("add Buy eggs ", "+h") == ["+home"])
        #expect(await tab("find ", "+") == ["+home"])
        #expect(await tab("add Buy ", "eg").isEmpty)
    }

    @Test func theDueQuestionOffersDueWordsThenRepeatRulesAfterEvery() async {
        let (_, reader) = await harness.run([.line("add"), .line("Buy milk")])
        let due = reader.completers[2]
        #expect(due.words(before: "", word: "fr") == ["friday"])
        #expect(due.words(before: "fri every ", word: "we") == ["week", "weekday", "wed"])
    }
}
