import AppCore
import Testing

extension SharedPresenterBehaviour {
    /// The Add module: saving, cancelling, names and dates refused with the reason.
    static let addBehaviours: [SharedPresenterBehaviour] = [
        SharedPresenterBehaviour("adding saves the item and shows its row") {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            let driver = await front.start(store: store)
            await driver.beginAdd()
            await driver.typeName("Book the dentist")
            await driver.submitDue("tomorrow")
            #expect(driver.message == "Added 5: Book the dentist, due Friday 20 November 2026")
            #expect(driver.isOnList)
            #expect(
                driver.rows == Array(weekRows.prefix(3)) + [
                    ShownRow("Tomorrow", 5, "Book the dentist", "Friday"), weekRows[3],
                ])
            #expect(try await store.allItems().last?.title == "Book the dentist")
        },
        SharedPresenterBehaviour(
            "cancelling an add stores nothing and gives the list its input back", needs: [.cancellingAnAdd]
        ) {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            let driver = await front.start(store: store)
            await driver.beginAdd()
            #expect(!driver.isOnList)
            await driver.typeName("Never mind")
            await driver.cancelAdd()
            #expect(driver.isOnList)
            #expect(driver.rows == weekRows)
            #expect(try await store.allItems().count == 4)
            // The list takes the next action, not the form.
            await driver.complete([1])
            #expect(driver.rows == Array(weekRows.dropFirst()))
        },
        SharedPresenterBehaviour("a date that cannot be read is explained and the form kept") {
            (front: any FrontDriver.Type) async throws in
            let store: any TodoStore = InMemoryTodoStore()
            let driver = await front.start(store: store)
            await driver.beginAdd()
            await driver.typeName("Call mum")
            await driver.submitDue("whenever")
            #expect(driver.problem == "\"whenever\" is not a date I understand; try \(DueDateExamples.sentence)")
            #expect(try await store.allItems().isEmpty)
            await driver.submitDue("fri")
            #expect(driver.rows == [ShownRow("Tomorrow", 1, "Call mum", "Friday")])
        },
        SharedPresenterBehaviour("a past date is refused with the reason") {
            (front: any FrontDriver.Type) async throws in
            let store: any TodoStore = InMemoryTodoStore()
            let driver = await front.start(store: store)
            await driver.beginAdd()
            await driver.typeName("Late")
            await driver.submitDue("2026-11-18")
            #expect(driver.problem == "2026-11-18 is in the past; choose today (2026-11-19) or a later day")
            #expect(try await store.allItems().isEmpty)
        },
        SharedPresenterBehaviour("a name that is too long is refused before anything is stored") {
            (front: any FrontDriver.Type) async throws in
            let store: any TodoStore = InMemoryTodoStore()
            let driver = await front.start(store: store)
            await driver.beginAdd()
            await driver.typeName(String(repeating: "x", count: 1_001))
            await driver.submitDue("today")
            #expect(driver.problem == "the title is 1001 characters long; the limit is 1000, so shorten it")
            #expect(try await store.allItems().isEmpty)
        },
    ]
}
