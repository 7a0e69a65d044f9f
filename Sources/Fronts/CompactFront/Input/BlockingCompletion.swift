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

    /// The candidates for `request` and `prefix`, in the use case's order.
    func candidates(_ request: CompletionRequest, prefix: String) -> [CompletionCandidate] {
        if let immediate = WordCompleter.immediateCandidates(for: request, prefix: prefix) {
            return immediate
        }
        let answer = Answer()
        let finished = DispatchSemaphore(value: 0)
        let completer = self.completer
        Task.detached {
            answer.candidates = await completer.candidates(for: request, prefix: prefix)
            finished.signal()
        }
        guard finished.wait(timeout: .now() + patience) == .success else { return [] }
        return answer.candidates
    }
}

/// The candidates a completion task hands back: written once before the semaphore is
/// signalled, read only after the wait succeeded.
private final class Answer: @unchecked Sendable {
    var candidates: [CompletionCandidate] = []
}
