import AppCore
import Foundation
import TestSupport
import Testing

@Suite struct AddInteractorTests {
    let store: any TodoStore = InMemoryTodoStore()
    var add: AddInteractor { AddInteractor(store: store, clock: Fixtures.clock("2026-11-19")) }

    @Test func savesTheTitleDueDayAndCreationTime() async throws {
        let saved = try await add.save(title: "Buy milk", dueText: "tomorrow")
        #expect(saved == ItemSummary(id: 1, title: "Buy milk", due: Fixtures.day("2026-11-20")))
        let stored = try #require(try await store.allItems().first)
        #expect(Timestamp.format(stored.created) == "2026-11-19T09:30:00Z")
        #expect(stored.completed == nil)
    }

    @Test func dueDefaultsToToday() async throws {
        #expect(try await add.save(title: "Buy milk", dueText: "").due == Fixtures.day("2026-11-19"))
        #expect(try await add.save(title: "Buy bread", due: nil).due == Fixtures.day("2026-11-19"))
    }

    @Test func titlesLoseSurroundingSpacesOnly() async throws {
        let saved = try await add.save(title: "  Buy  milk \n", dueText: "")
        #expect(saved.title == "Buy  milk")
    }

    @Test(arguments: ["", "   ", "\n\t"])
    func blankTitlesAreRefusedAndNothingIsStored(_ title: String) async throws {
        await #expect(throws: AddError.invalidTitle(.blank)) { try await add.save(title: title, dueText: "") }
        #expect(try await store.allItems().isEmpty)
    }

    @Test func titlesOverTheLimitAreRefused() async throws {
        let long = String(repeating: "a", count: TitleRules.maximumLength + 1)
        await #expect(throws: AddError.invalidTitle(.tooLong(length: 1001))) {
            try await add.save(title: long, dueText: "")
        }
        let atLimit = String(repeating: "a", count: TitleRules.maximumLength)
        #expect(try await add.save(title: atLimit, dueText: "").title == atLimit)
    }

    @Test func pastDueDatesAreRefusedAndNothingIsStored() async throws {
        let error = AddError.dueInPast(due: Fixtures.day("2026-11-18"), today: Fixtures.day("2026-11-19"))
        await #expect(throws: error) { try await add.save(title: "Late", dueText: "2026-11-18") }
        #expect(try await store.allItems().isEmpty)
        #expect(error.description.contains("2026-11-18 is in the past"))
        #expect(error.field == .due)
    }

    @Test func aDayCountedBackwardsIsRefusedAsADayInThePastNamingIt() async throws {
        let error = AddError.dueInPast(due: Fixtures.day("2026-11-18"), today: Fixtures.day("2026-11-19"))
        await #expect(throws: error) { try await add.save(title: "Late", dueText: "-1d") }
        #expect(try await store.allItems().isEmpty)
    }

    @Test func unreadableDueDatesAreRefusedAsDueErrors() async throws {
        await #expect(throws: AddError.unreadableDue(.unrecognised("soon"))) {
            try await add.save(title: "Later", dueText: "soon")
        }
    }

    @Test func interpretingDueTextNeverStoresAnything() async throws {
        #expect(try add.interpretDue("fri") == Fixtures.day("2026-11-20"))
        #expect(throws: AddError.self) { try add.interpretDue("2026-11-01") }
        #expect(try await store.allItems().isEmpty)
    }
}
