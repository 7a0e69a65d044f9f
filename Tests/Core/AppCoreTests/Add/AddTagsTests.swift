import AppCore
import Foundation
import TestSupport
import Testing

/// Tags and priority through Add and Detail, over an in-memory store.
@Suite struct AddTagsTests {
    let store: any TodoStore = InMemoryTodoStore()
    let clock = Fixtures.clock("2026-11-19")

    @Test func plusWordsInATitleBecomeTags() async throws {
        let add = AddInteractor(store: store, clock: clock)
        let saved = try await add.save(
            title: "Buy milk +shopping +home", dueText: "", tags: ["errands"], priority: .high)
        #expect(saved.title == "Buy milk" && saved.tags == ["errands", "home", "shopping"] && saved.priority == .high)
        #expect(try await store.item(id: saved.id).tags == ["errands", "home", "shopping"])
        #expect(try add.checkTitle("Buy milk +home") == "Buy milk")
    }

    @Test func aBadTagOrATitleOfTagsOnlyStoresNothing() async throws {
        let add = AddInteractor(store: store, clock: clock)
        await #expect(throws: AddError.invalidTag(.noLetterOrDigit(tag: "--"))) {
            _ = try await add.save(title: "Buy milk", dueText: "", tags: ["--"])
        }
        await #expect(throws: AddError.invalidTitle(.blank)) { _ = try await add.save(title: "+home", dueText: "") }
        #expect(try await store.allItems().isEmpty)
    }

    @Test func anEditAddsAndRemovesTagsAndSetsOrClearsThePriority() async throws {
        let saved = try await AddInteractor(store: store, clock: clock).save(
            title: "Buy milk +home", dueText: "", priority: .low)
        let detail = DetailInteractor(store: store, clock: clock)
        let edited = try await detail.edit(
            id: saved.id, ItemEdit(addTags: ["errands"], removeTags: ["HOME"], priority: .some(.high)))
        #expect(edited.tags == ["errands"] && edited.priority == .high && edited.title == "Buy milk")
        let cleared = try await detail.edit(id: saved.id, ItemEdit(priority: .some(nil)))
        #expect(cleared.priority == nil && cleared.tags == ["errands"])
        let retitled = try await detail.edit(id: saved.id, ItemEdit(title: "Buy oat milk +shop"))
        #expect(retitled.title == "Buy oat milk" && retitled.tags == ["errands", "shop"])
        _ = try await store.undoLastChange()
        _ = try await store.undoLastChange()
        let back = try await store.item(id: saved.id)
        #expect(back.tags == ["errands"] && back.priority == .high)
    }
}
