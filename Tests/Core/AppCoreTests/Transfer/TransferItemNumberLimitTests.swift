import AppCore
import Foundation
import TestSupport
import Testing

/// On the in-memory store too: a list that reached the highest item number, and was then
/// asked to add, exports into a new list whole, in every format that carries ids (issue 30).
@Suite struct TransferItemNumberLimitTests {
    @Test(arguments: [TransferFormat.json, .todotxt])
    func anExportOfAListAtTheHighestItemNumberImportsIntoANewStore(_ format: TransferFormat) async throws {
        let clock = Fixtures.clock("2026-11-19")
        let store = InMemoryTodoStore()
        let list = TransferInteractor(store: store, clock: clock)
        _ = try await list.importJSON(Data(#"[{"title": "Buy milk", "due": "2026-11-20"}]"#.utf8))
        _ = try await list.importJSON(Data(#"[{"id": 9007199254740991, "title": "Last one", "due": null}]"#.utf8))
        // The add is refused (no number is left): it must not spoil the export.
        _ = try? await AddInteractor(store: store, clock: clock).save(title: "Call mum", dueText: "tomorrow")
        let exported = try await list.export(to: format)
        #expect(exported.contains("9007199254740991"))
        let newList = TransferInteractor(store: InMemoryTodoStore(), clock: clock)
        #expect(try await newList.importFile(Data(exported.utf8), from: format).imported == 2)
        #expect(try await newList.export(to: format) == exported)
    }
}
