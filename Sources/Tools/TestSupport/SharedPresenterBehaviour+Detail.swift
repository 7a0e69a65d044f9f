import AppCore
import Testing

extension SharedPresenterBehaviour {
    /// The Detail module: an item shown whole, and edited.
    static let detailBehaviours: [SharedPresenterBehaviour] = [
        SharedPresenterBehaviour("an item shows its title, its due day and where it stands, and its notes") {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            _ = try await store.edit(
                id: 3, title: "Call mum", due: Fixtures.day("2026-11-20"), notes: "Ask about Sunday.", tags: [],
                priority: nil)
            let driver = await front.start(store: store)
            await driver.open(3)
            #expect(driver.screen.contains("Call mum"))
            #expect(driver.screen.contains("Friday 20 November 2026 (tomorrow)"))
            #expect(driver.screen.contains("Ask about Sunday."))
            #expect(driver.problem == "")
        },
        SharedPresenterBehaviour("an edit changes only what is given, and undo puts it back") {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            let driver = await front.start(store: store)
            await driver.edit(3, title: "Call mum and dad", due: nil, note: nil)
            #expect(driver.message == "Changed 3: Call mum and dad, due Friday 20 November 2026")
            #expect(driver.rows.contains(ShownRow("Tomorrow", 3, "Call mum and dad", "Friday")))
            let edited = try await store.item(id: 3)
            #expect(edited.due == Fixtures.day("2026-11-20"))
            #expect(edited.notes == "")
            await driver.undo()
            #expect(driver.message == "Undid edit: 3 Call mum is as before.")
            #expect(driver.rows == weekRows)
        },
        SharedPresenterBehaviour("an edit moves the due day and sets a note, keeping the title") {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            let driver = await front.start(store: store)
            await driver.edit(2, title: nil, due: "mon", note: "Semi-skimmed.")
            #expect(driver.message == "Changed 2: Buy milk, due Monday 23 November 2026")
            #expect(driver.rows.contains(ShownRow("Next Week", 2, "Buy milk", "Monday")))
            let edited = try await store.item(id: 2)
            #expect(edited.title == "Buy milk")
            #expect(edited.notes == "Semi-skimmed.")
        },
        SharedPresenterBehaviour("an edit into the past is refused and changes nothing") {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            let driver = await front.start(store: store)
            let before = try await store.allItems()
            await driver.edit(3, title: "Call dad", due: "2026-11-01", note: nil)
            #expect(driver.problem == "2026-11-01 is in the past; choose today (2026-11-19) or a later day")
            #expect(try await store.allItems() == before)
        },
        SharedPresenterBehaviour("an overdue item keeps its day when only its title changes") {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            let driver = await front.start(store: store)
            await driver.edit(1, title: "Pay the rent", due: nil, note: nil)
            #expect(driver.problem == "")
            #expect(driver.rows.first == ShownRow("Overdue", 1, "Pay the rent", "1 day late"))
        },
    ]
}
