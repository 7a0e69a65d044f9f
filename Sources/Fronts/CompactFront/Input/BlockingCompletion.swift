import AppCore
import Dispatch
import Presentation

/// Asks the shared completer from readline's Tab callback, which is synchronous. The
/// grammar's words come at once; a request that reads the store runs on its own task (the
/// store never needs the main actor) while the caller waits, at most `patience`: a slower
/// answer offers nothing rather than freezing the line being typed.
struct BlockingCompletion {
    /// How long Tab waits for the store at a person's prompt.
    static let personsPatience = DispatchTimeInterval.milliseconds(500)

    private let completer: WordCompleter
    private let patience: DispatchTimeInterval

    /// Waits on `completer`, at most `patience` for each answer.
    init(completer: WordCompleter, patience: DispatchTimeInterval = Self.personsPatience) {
        self.completer = completer
        self.patience = patience
    }

    /// The words of the candidates for `request` and `prefix`.
    func words(_ request: CompletionRequest, prefix: String) -> [String] {
        if let immediate = WordCompleter.immediateCandidates(for: request, prefix: prefix) {
            return immediate.map(\.word)
        }
        let answer = Answer()
        let finished = DispatchSemaphore(value: 0)
        let completer = self.completer
        Task.detached {
            answer.words = await completer.candidates(for: request, prefix: prefix).map(\.word)
            finished.signal()
        }
        guard finished.wait(timeout: .now() + patience) == .success else { return [] }
        return answer.words
    }
}

/// The words a completion task hands back: written once before the semaphore is
/// signalled, read only after the wait succeeded.
private final class Answer: @unchecked Sendable {
    var words: [String] = []
}
