import TestSupport
import Testing

@testable import AppCore

/// The completion use case: what Tab offers in every front and shell.
@Suite struct CompletionInteractorTests {
    let store: any TodoStore = InMemoryTodoStore()
    var completion: CompletionInteractor { CompletionInteractor(store: store) }

    /// Items 1 to 25, due from today on; 2 completed; 1 tagged Home and errands.
    private func seeded() async throws {
        for number in 1...25 {
            let tags = number == 1 ? ["Home", "errands"] : number == 3 ? ["home"] : []
            _ = try await store.add(
                NewTodoItem(
                    title: "Item \(number)", due: Fixtures.day("2026-11-19"), created: TodoStoreContract.now,
                    tags: tags))
        }
        _ = try await store.complete(ids: [2], at: TodoStoreContract.now)
    }

    private func words(_ request: CompletionRequest, _ prefix: String) async throws -> [String] {
        try await completion.candidates(for: request, prefix: prefix).map(\.word)
    }

    @Test func numbersBeginningWithTheDigitsComeInNumberOrderWithTheirTitles() async throws {
        try await seeded()
        let candidates = try await completion.candidates(for: .itemNumber(.open), prefix: "2")
        #expect(candidates.map(\.word) == ["20", "21", "22", "23", "24", "25"])
        #expect(candidates.first?.description == "Item 20")
        #expect(try await words(.itemNumber(.any), "2").first == "2")
        #expect(try await words(.itemNumber(.completed), "") == ["2"])
    }

    @Test func nothingTypedOffersTheFirstItemsOfTheListInNumberOrder() async throws {
        // Item 1 is due last, so the list shows 12, 11, ..., 1.
        for number in 1...12 {
            let day = 30 - number
            _ = try await store.add(
                NewTodoItem(
                    title: "Item \(number)", due: Fixtures.day("2026-11-\(day)"), created: TodoStoreContract.now))
        }
        let candidates = try await completion.candidates(for: .itemNumber(.open), prefix: "")
        #expect(candidates.map(\.word) == (1...12).map(String.init))
        #expect(candidates.map(\.description) == (1...12).map { "Item \($0)" })
    }

    @Test func aNumberTypedAfterTheMarkKeepsItOnEveryCandidate() async throws {
        try await seeded()
        #expect(try await words(.itemNumber(.open), "#2") == ["#20", "#21", "#22", "#23", "#24", "#25"])
        #expect(try await words(.itemNumber(.completed), "#") == ["#2"])
        #expect(try await words(.itemNumber(.any), "##2").isEmpty)
    }

    @Test func textThatCannotBeginANumberOffersNothing() async throws {
        try await seeded()
        for typed in ["0", "01", "x", "1a", "-1", "١"] {
            #expect(try await words(.itemNumber(.any), typed).isEmpty, "\(typed)")
        }
    }

    @Test func tagsAreMatchedIgnoringCaseAndKeepTheirPlus() async throws {
        try await seeded()
        let tags = try await completion.candidates(for: .tag, prefix: "+Ho")
        #expect(tags.map(\.word) == ["+home"])
        #expect(tags.first?.description == "2 items")
        #expect(try await words(.tag, "E") == ["errands"])
    }

    @Test func dueWordsAndRepeatRulesComeFromTheGrammar() async throws {
        #expect(try await words(.dueWord, "To") == ["today", "tomorrow"])
        #expect(try await words(.repeatRule, "mon,t") == ["mon,tue", "mon,thu"])
        #expect(try await words(.repeatRule, "n") == ["none"])
    }

    @Test func theNumberRangesCoverEveryNumberWithThePrefixUpToTheLargest() {
        #expect(ItemNumberPrefix.ranges("12").prefix(3) == [12...12, 120...129, 1200...1299])
        #expect(ItemNumberPrefix.ranges("9").last?.upperBound == Int64.max)
        #expect(ItemNumberPrefix.ranges("9223372036854775807") == [Int64.max...Int64.max])
        #expect(ItemNumberPrefix.ranges("99999999999999999999").isEmpty)
    }
}

/// Which items each kind of command offers by number.
@Suite struct ItemActionTests {
    @Test func completingTakesOpenItemsReopeningCompletedOnesAndTheRestAny() {
        #expect(CompletionRequest.itemNumber(for: .complete) == .itemNumber(.open))
        #expect(CompletionRequest.itemNumber(for: .reopen) == .itemNumber(.completed))
        #expect(CompletionRequest.itemNumber(for: .other) == .itemNumber(.any))
    }
}
