import AppCore
import Testing

extension SharedPresenterBehaviour {
    /// A due text that ends in a repeat rule ("fri every 2 weeks") means the same in an edit
    /// as in an add, on every front (Docs/Decisions.md, "a due text may end in a rule").
    static let dueRuleBehaviours: [SharedPresenterBehaviour] = [
        SharedPresenterBehaviour("an edit's due date may end in a repeat rule, as an add's may") {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            let driver = await front.start(store: store)
            await driver.edit(3, title: nil, due: "fri every 2 weeks", note: nil)
            #expect(driver.problem == "")
            let item = try await store.item(id: 3)
            #expect(item.due == Fixtures.day("2026-11-20") && item.recurrence?.pattern.canonical == "2 weeks")
            #expect(driver.rows.contains(ShownRow("Tomorrow", 3, "Call mum ~2w", "Friday")))
        }
    ]
}
