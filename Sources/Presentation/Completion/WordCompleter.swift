import AppCore

/// What a front asks when the user presses Tab: the candidates for the word being typed,
/// from the one completion use case every front and the shells share. A failure to read
/// offers nothing rather than an error: completion never interrupts typing.
public struct WordCompleter: Sendable {
    private let interactor: CompletionInteractor

    /// A completer over the completion use case.
    public init(interactor: CompletionInteractor) {
        self.interactor = interactor
    }

    /// The candidates of a request the grammar answers (due words, repeat rules), at once;
    /// `nil` for one that reads the store.
    public static func immediateCandidates(for request: CompletionRequest, prefix: String) -> [CompletionCandidate]? {
        CompletionInteractor.grammarCandidates(for: request, prefix: prefix)
    }

    /// The candidates for `prefix` as a word of the kind `request` names.
    public func candidates(for request: CompletionRequest, prefix: String) async -> [CompletionCandidate] {
        (try? await interactor.candidates(for: request, prefix: prefix)) ?? []
    }
}
