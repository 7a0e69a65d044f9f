import AppCore
import Foundation
import TestSupport
import Testing

/// An edit's due text may end in a repeat rule, as an Add form's may ("fri every 2 weeks"),
/// today Thursday 2026-11-19.
@Suite struct DetailDueRuleTests {
    let store: any TodoStore = InMemoryTodoStore()
    let clock = Fixtures.clock("2026-11-19")
    var detail: DetailInteractor { DetailInteractor(store: store, clock: clock) }

    init() async throws {
        _ = try await store.add(NewTodoItem(title: "Call mum", due: Fixtures.day("2026-11-25"), created: clock.now()))
    }

    @Test func aDueTextEndingInARuleSetsTheDayAndTheRule() async throws {
        let item = try await detail.edit(id: 1, ItemEdit(dueText: "fri every 2 weeks"))
        #expect(item.due == Fixtures.day("2026-11-20"))
        #expect(item.recurrence?.pattern.canonical == "2 weeks")
        let meaning = try detail.interpretDueAndRule("fri every 2 weeks", keeping: nil)
        #expect(meaning.due == Fixtures.day("2026-11-20") && meaning.rule?.pattern.canonical == "2 weeks")
    }

    @Test func theSameRuleGivenAsTheRepeatTextToo() async throws {
        let item = try await detail.edit(id: 1, ItemEdit(dueText: "fri every 2 weeks", everyText: "2w"))
        #expect(item.recurrence?.pattern.canonical == "2 weeks")
    }

    @Test func anotherRuleGivenAsTheRepeatTextIsRefusedAndNothingChanges() async throws {
        await #expect(throws: AddError.ruleGivenTwice(inDue: "2 weeks", given: "month")) {
            try await detail.edit(id: 1, ItemEdit(dueText: "fri every 2 weeks", everyText: "month"))
        }
        #expect(AddError.ruleGivenTwice(inDue: "2 weeks", given: "month").field == .every)
        let item = try await store.item(id: 1)
        #expect(item.due == Fixtures.day("2026-11-25") && item.recurrence == nil)
    }

    @Test func anOverdueItemKeepsItsDayWithARule() async throws {
        _ = try await store.add(NewTodoItem(title: "Pay rent", due: Fixtures.day("2026-11-16"), created: clock.now()))
        let item = try await detail.edit(id: 2, ItemEdit(dueText: "2026-11-16 every month"))
        #expect(item.due == Fixtures.day("2026-11-16") && item.recurrence?.pattern.canonical == "1 month")
    }
}
