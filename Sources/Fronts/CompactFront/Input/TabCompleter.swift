import AppCore

/// What a line reader calls when the user presses Tab: the candidates that complete `word`,
/// given the text of the line before it, in the order to show them, each with what it
/// stands for (an item's title) where there is something to say.
@MainActor
public struct TabCompleter {
    private let complete: @MainActor (_ before: String, _ word: String) -> [CompletionCandidate]

    /// A completer answering with `complete(before, word)`.
    public init(_ complete: @escaping @MainActor (_ before: String, _ word: String) -> [CompletionCandidate]) {
        self.complete = complete
    }

    /// Offers nothing.
    public static let nothing = TabCompleter { _, _ in [] }

    /// The candidates that complete `word`, typed after `before`.
    public func candidates(before: String, word: String) -> [CompletionCandidate] {
        complete(before, word)
    }

    /// The words that complete `word`, typed after `before`.
    public func words(before: String, word: String) -> [String] {
        complete(before, word).map(\.word)
    }
}
