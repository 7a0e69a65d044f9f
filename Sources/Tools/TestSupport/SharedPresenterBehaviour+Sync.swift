import AppCore
import Testing

extension SharedPresenterBehaviour {
    /// Sync: the user asks for one (`todo sync`, the REPL's `sync`, the wide front's `S`);
    /// every front says the same of it and shows what came.
    static let syncBehaviours: [SharedPresenterBehaviour] = [
        SharedPresenterBehaviour("a sync says what it did and the list shows the server's task") {
            (front: any FrontDriver.Type) async throws in
            let store = try await seeded([("Pay rent", "2026-11-18")])
            let driver = await front.start(store: store)
            let server = MemoryTaskCollection()
            server.add(uid: "phone-1", summary: "Water the plants", due: "2026-11-20")
            await driver.sync(with: server)
            #expect(driver.message == "Synced with tasks at dav.example.net: 1 sent, 1 received.")
            #expect(driver.problem == "")
            #expect(
                driver.rows == [
                    ShownRow("Overdue", 1, "Pay rent", "1 day late"),
                    ShownRow("Tomorrow", 2, "Water the plants", "Friday"),
                ])
            #expect(server.summaries == ["Pay rent", "Water the plants"])
        },
        SharedPresenterBehaviour("a sync that fails says why and changes nothing") {
            (front: any FrontDriver.Type) async throws in
            let store = try await seeded([("Pay rent", "2026-11-18")])
            let driver = await front.start(store: store)
            await driver.sync(with: MemoryTaskCollection(failing: .unauthorized(host: "dav.example.net")))
            #expect(driver.problem.hasPrefix("dav.example.net refused the user name or password (401)"))
            #expect(driver.message == "")
            #expect(try await store.allItems().map(\.title) == ["Pay rent"])
            await driver.beginAdd()
            await driver.typeName("Still works")
            await driver.submitDue("today")
            #expect(try await store.allItems().map(\.title) == ["Pay rent", "Still works"])
        },
    ]
}
