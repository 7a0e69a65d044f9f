import CSignalPipe

/// Cuts short the work a terminal front does for one input when a signal that ends the
/// front arrives meanwhile (SIGTERM, SIGHUP, SIGQUIT; those its input loop installed and
/// marked with `todo_signal_pipe_mark_ending`).
///
/// A front reads signals off its self-pipe only between inputs; a use case waiting for a
/// server that does not answer (a frozen PostgreSQL server) would hold the signal up for
/// the use case's whole time limit. The work is run as a task that is cancelled when such a
/// signal arrives: the stores give up waiting on cancellation, the work ends at once, and
/// the input loop then reads the signal and ends the front, terminal restored. A change
/// whose answer never came may or may not have been saved (as after a kill); the server
/// rolls back a transaction whose connection went away before it committed.
public enum EndingSignalWatch {
    /// How often work under way looks for an ending signal.
    static let checkInterval: Duration = .milliseconds(50)

    /// Whether a signal that ends the front has arrived.
    public static var hasEnded: Bool { todo_signal_pipe_ending() != 0 }

    /// Runs `work` and returns what it returns, cancelling it when a signal that ends the
    /// front arrives before it is done (at once if one already has).
    @MainActor
    public static func run<T: Sendable>(_ work: @escaping @MainActor () async -> T) async -> T {
        let task = Task { @MainActor in await work() }
        let watcher = Task.detached {
            while !Task.isCancelled {
                if todo_signal_pipe_ending() != 0 {
                    task.cancel()
                    return
                }
                try? await Task.sleep(for: checkInterval)
            }
        }
        let result = await task.value
        watcher.cancel()
        return result
    }
}
