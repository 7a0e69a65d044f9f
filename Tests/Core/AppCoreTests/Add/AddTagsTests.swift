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
            title: "Buy milk +shopping +home", dueText: "", tags: ["errands"], priorityText: "h")
        #expect(saved.title == "Buy milk" && saved.tags == ["errands", "home", "shopping"] && saved.priority == .high)
        #expect(try await store.item(id: saved.id).tags == ["errands", "home", "shopping"])
        #expect(try add.checkTitle("Buy milk +home") == "Buy milk")
    }

    @Test func aPriorityIsReadFromWhatWasTypedAndAWrongOneStoresNothing() async throws {
        let add = AddInteractor(store: store, clock: clock)
        #expect(try await add.save(title: "a", dueText: "", priorityText: " M ").priority == .medium)
        #expect(try await add.save(title: "b", dueText: "", priorityText: "none").priority == nil)
        await #expect(throws: AddError.unreadablePriority(.unknown("urgent"))) {
            _ = try await add.save(title: "c", dueText: "", priorityText: "urgent")
        }
        #expect(try await store.allItems().count == 2)
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
            title: "Buy milk +home", dueText: "", priorityText: "low")
        let detail = DetailInteractor(store: store, clock: clock)
        let edited = try await detail.edit(
            id: saved.id, ItemEdit(tags: .change(add: ["errands"], remove: ["HOME"]), priorityText: "high"))
        #expect(edited.tags == ["errands"] && edited.priority == .high && edited.title == "Buy milk")
        let cleared = try await detail.edit(id: saved.id, ItemEdit(priorityText: "none"))
        #expect(cleared.priority == nil && cleared.tags == ["errands"])
        let retitled = try await detail.edit(id: saved.id, ItemEdit(title: "Buy oat milk +shop"))
        #expect(retitled.title == "Buy oat milk" && retitled.tags == ["errands", "shop"])
        _ = try await store.undoLastChange()
        _ = try await store.undoLastChange()
        let back = try await store.item(id: saved.id)
        #expect(back.tags == ["errands"] && back.priority == .high)
    }
}
