/// What a line reader calls when the user presses Tab: the words that complete `word`,
/// given the text of the line before it.
@MainActor
public struct TabCompleter {
    private let complete: @MainActor (_ before: String, _ word: String) -> [String]

    /// A completer answering with `complete(before, word)`.
    public init(_ complete: @escaping @MainActor (_ before: String, _ word: String) -> [String]) {
        self.complete = complete
    }

    /// Offers nothing.
    public static let nothing = TabCompleter { _, _ in [] }

    /// The words that complete `word`, typed after `before`.
    public func words(before: String, word: String) -> [String] {
        complete(before, word)
    }
}
