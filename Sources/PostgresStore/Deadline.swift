import Foundation

/// Runs work with a time limit, and stops waiting for it when the limit passes, even if the
/// work never ends (a query written to a connection that has just closed is never answered
/// by postgres-nio). The caller then closes the connection, which ends the work.
enum Deadline {
    /// The limit passed before the work ended.
    struct Passed: Error, Equatable {
        /// The limit, in seconds.
        let seconds: Double
    }

    /// `body`'s result, or ``Passed`` once `seconds` have gone by without one.
    static func run<T: Sendable>(seconds: Double, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        let race = Race<T>()
        return try await withCheckedThrowingContinuation { continuation in
            race.start(continuation)
            let work = Task {
                do { race.finish(.success(try await body())) } catch { race.finish(.failure(error)) }
            }
            let timer = Task {
                try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
                if !Task.isCancelled, race.finish(.failure(Passed(seconds: seconds))) { work.cancel() }
            }
            race.onFinish { timer.cancel() }
        }
    }
}

/// The continuation of one ``Deadline/run(seconds:_:)``, resumed by whichever ends first:
/// the work or the timer.
private final class Race<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, any Error>?
    private var finished = false
    private var cleanUp: (@Sendable () -> Void)?

    func start(_ continuation: CheckedContinuation<T, any Error>) {
        lock.withLock { self.continuation = continuation }
    }

    /// Runs `action` once the race is over (at once if it already is).
    func onFinish(_ action: @escaping @Sendable () -> Void) {
        let runNow = lock.withLock {
            if finished { return true }
            cleanUp = action
            return false
        }
        if runNow { action() }
    }

    /// Resumes the caller with `result` if nobody did yet; returns whether this call did.
    @discardableResult
    func finish(_ result: Result<T, any Error>) -> Bool {
        let (waiting, action): (CheckedContinuation<T, any Error>?, (@Sendable () -> Void)?) = lock.withLock {
            guard !finished else { return (nil, nil) }
            finished = true
            defer {
                continuation = nil
                cleanUp = nil
            }
            return (continuation, cleanUp)
        }
        guard let waiting else { return false }
        waiting.resume(with: result)
        action?()
        return true
    }
}
