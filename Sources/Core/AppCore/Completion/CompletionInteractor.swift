/// The completion use case: the candidates for a word being typed, read from the store
/// (item numbers, tags) or from the grammar (due words, repeat rules). The shells'
/// completion (through `todo`'s completion entry point) and the REPL's Tab both ask it.
public struct CompletionInteractor: Sendable {
    /// The most candidates one request answers: enough to choose from, few enough to read
    /// at any size of list.
    public static let limit = 100

    private let store: any TodoStore

    /// Creates the use case over a store (opened read-only by a shell's completion).
    public init(store: any TodoStore) {
        self.store = store
    }

    /// The candidates that complete `prefix` as a word of the kind `request` names, at
    /// most ``limit``. Item numbers come in number order (`2` before `10`), each with the
    /// item's title; an empty prefix offers the first items of the upcoming list (for
    /// completed items, the most recently completed), in number order too.
    public func candidates(for request: CompletionRequest, prefix: String) async throws -> [CompletionCandidate] {
        switch request {
        case .itemNumber(let scope): try await itemNumbers(scope, prefix: prefix)
        case .tag: try await tags(prefix: prefix)
        case .dueWord, .repeatRule: Self.grammarCandidates(for: request, prefix: prefix) ?? []
        }
    }

    /// The candidates of a request the grammar answers (due words, repeat rules), at once
    /// and without the store; `nil` for a request that reads the store
    /// (``CompletionRequest/readsStore``).
    public static func grammarCandidates(for request: CompletionRequest, prefix: String) -> [CompletionCandidate]? {
        switch request {
        case .dueWord: CompletionWords.dueWords(prefix: prefix)
        case .repeatRule: CompletionWords.repeatRules(prefix: prefix)
        case .itemNumber, .tag: nil
        }
    }

    /// The items whose numbers begin with the digits typed (after `#`, kept on every
    /// candidate, as ``ItemNumber`` reads it), or the first ones when no digit is typed yet,
    /// in number order, each with its title (``CompletionWords/itemNumbers(_:mark:)``).
    private func itemNumbers(_ scope: ItemScope, prefix: String) async throws -> [CompletionCandidate] {
        guard let (mark, digits) = ItemNumber.prefix(prefix) else { return [] }
        let items: [TodoItem]
        if digits.isEmpty {
            items =
                scope == .completed
                ? try await store.completedItems(matching: .none, limit: Self.limit)
                : try await store.openItems(dueIn: .all, page: .first(Self.limit))
        } else {
            var found: [TodoItem] = []
            for range in ItemNumberPrefix.ranges(digits) where found.count < Self.limit {
                found += try await store.items(numbered: range, in: scope, limit: Self.limit - found.count)
            }
            items = found
        }
        return CompletionWords.itemNumbers(items, mark: mark)
    }

    private func tags(prefix: String) async throws -> [CompletionCandidate] {
        let marker = prefix.hasPrefix("+") ? "+" : ""
        return try await store.tagKeys(beginningWith: String(prefix.dropFirst(marker.count)), limit: Self.limit)
            .map { CompletionCandidate(word: marker + $0.name, description: CompletionWords.items($0.count)) }
    }
}
