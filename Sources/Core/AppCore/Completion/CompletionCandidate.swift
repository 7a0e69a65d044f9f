/// One word that completes what was typed, with what it stands for where the shell shows
/// it (zsh and fish show descriptions; bash and readline only the words).
public struct CompletionCandidate: Hashable, Sendable {
    /// The word itself, as it would be typed.
    public let word: String
    /// What the word stands for (an item's title, how many items carry a tag), if anything.
    public let description: String?

    /// A candidate; `description` is shown beside the word where the shell can.
    public init(word: String, description: String? = nil) {
        self.word = word
        self.description = description
    }
}
