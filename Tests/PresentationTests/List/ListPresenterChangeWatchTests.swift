import Presentation
import Testing

/// Changes made elsewhere (another process, another machine): a front that watches for
/// them sees the list again when the store moved on, and only then.
@MainActor
@Suite struct ListPresenterChangeWatchTests {
    let harness = ModuleHarness()

    @Test func aWatchingListShowsAnItemAddedElsewhere() async throws {
        harness.modules.list.watchForChanges()
        await harness.modules.list.start()
        try await harness.given("From another machine", due: "2026-11-19")
        await harness.modules.list.handle(.refreshIfChanged)
        #expect(harness.listView.lastList?.sections.first?.rows.map(\.title) == ["From another machine"])
        #expect(harness.listView.lists.count == 2)
    }

    @Test func anUnchangedStoreIsNotReadAgain() async {
        harness.modules.list.watchForChanges()
        await harness.modules.list.start()
        await harness.modules.list.handle(.refreshIfChanged)
        await harness.modules.list.handle(.refreshIfChanged)
        #expect(harness.listView.lists.count == 1)
        #expect(harness.log.events.filter { $0 == "store openItems" }.count == 1)
    }

    @Test func aListThatDoesNotWatchIgnoresChanges() async throws {
        await harness.modules.list.start()
        try await harness.given("Unseen", due: "2026-11-19")
        await harness.modules.list.handle(.refreshIfChanged)
        #expect(harness.listView.lists.count == 1)
    }

    @Test func itsOwnChangeIsShownOnceNotAgainOnTheNextCheck() async throws {
        harness.modules.list.watchForChanges()
        try await harness.given("Buy milk", due: "2026-11-19")
        await harness.modules.list.start()
        await harness.modules.list.handle(.complete([1]))
        let shown = harness.listView.lists.count
        await harness.modules.list.handle(.refreshIfChanged)
        #expect(harness.listView.lists.count == shown)
    }
}
