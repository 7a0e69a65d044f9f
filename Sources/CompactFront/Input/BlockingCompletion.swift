import AppCore
import Dispatch
import Presentation

/// Asks the shared completer from readline's Tab callback, which is synchronous: the
/// request runs on its own task (the store never needs the main actor) while the caller
/// waits, at most ``patience``; a slower answer offers nothing rather than freezing the
/// line being typed.
struct BlockingCompletion {
    /// How long Tab waits for the store.
    static let patience = DispatchTimeInterval.milliseconds(500)

    private let completer: WordCompleter

    /// Waits on `completer`.
    init(completer: WordCompleter) {
        self.completer = completer
    }

    /// The words of the candidates for `request` and `prefix`.
    func words(_ request: CompletionRequest, prefix: String) -> [String] {
        let answer = Answer()
        let finished = DispatchSemaphore(value: 0)
        let completer = self.completer
        Task.detached {
            answer.words = await completer.candidates(for: request, prefix: prefix).map(\.word)
            finished.signal()
        }
        guard finished.wait(timeout: .now() + Self.patience) == .success else { return [] }
        return answer.words
    }
}

/// The words a completion task hands back: written once before the semaphore is
/// signalled, read only after the wait succeeded.
private final class Answer: @unchecked Sendable {
    var words: [String] = []
}
