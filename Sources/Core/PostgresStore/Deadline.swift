import Foundation

/// Runs work with a time limit, and stops waiting for it when the limit passes, even if the
/// work never ends (a query written to a connection that has just closed is never answered
/// by postgres-nio). The caller then closes the connection, which ends the work. It stops
/// waiting as well, with `CancellationError`, as soon as the waiting task is cancelled (a
/// front told to end by a signal): a server that does not answer never holds up a caller
/// that gave up.
///
/// The limit counts the time the program could run: it is measured in ticks of a tenth of
/// a second, and a tick that took much longer (the machine was too busy to run the program)
/// counts as two, so that an answer that came while the program was starved is not
/// reported as missing.
enum Deadline {
    /// The limit passed before the work ended.
    struct Passed: Error, Equatable {
        /// The limit, in seconds.
        let seconds: Double
    }

    /// The work was given up because what it waits on is gone (its connection closed).
    struct Abandoned: Error, Equatable {}

    /// How often `abandoned` is asked, and how long a result already on its way is waited
    /// for once it holds.
    static let abandonedCheckInterval = 0.1
    static let abandonedGrace = 0.5

    /// `body`'s result; or ``Passed`` once `seconds` have gone by without one; or, when
    /// `abandoned` holds (checked every tenth of a second), ``Abandoned`` half a second
    /// later unless the result came meanwhile; or `CancellationError` as soon as the
    /// calling task is cancelled. The work is cancelled whenever it is not waited for.
    static func run<T: Sendable>(
        seconds: Double, abandoned: (@Sendable () -> Bool)? = nil, _ body: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let race = Race<T>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // Cancelled before it began: the continuation is resumed at once.
                guard race.start(continuation) else { return }
                let work = Task {
                    do { race.finish(.success(try await body())) } catch { race.finish(.failure(error)) }
                }
                race.onFinish { work.cancel() }
                let timer = Task {
                    guard await pause(seconds) else { return }
                    race.finish(.failure(Passed(seconds: seconds)))
                }
                race.onFinish { timer.cancel() }
                if let abandoned {
                    let watcher = Task {
                        while await pause(abandonedCheckInterval) {
                            guard abandoned() else { continue }
                            guard await pause(abandonedGrace) else { return }
                            race.finish(.failure(Abandoned()))
                            return
                        }
                    }
                    race.onFinish { watcher.cancel() }
                }
            }
        } onCancel: {
            race.finish(.failure(CancellationError()))
        }
    }

    /// The length of one tick of a pause.
    static let tick = 0.1

    /// Waits `seconds` of time the program could run (see ``Deadline``); returns `false`
    /// when cancelled first.
    private static func pause(_ seconds: Double) async -> Bool {
        var counted = 0.0
        while counted < seconds {
            let step = min(tick, seconds - counted)
            let start = ContinuousClock.now
            try? await Task.sleep(nanoseconds: UInt64(max(0, step) * 1_000_000_000))
            if Task.isCancelled { return false }
            let elapsed = start.duration(to: .now)
            let took = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            counted += min(took, 2 * step)
        }
        return true
    }
}

/// The continuation of one ``Deadline/run(seconds:abandoned:_:)``, resumed by whichever
/// ends first: the work, the timer, the watcher or the caller's cancellation (which may
/// come before the continuation exists).
private final class Race<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, any Error>?
    private var finished = false
    /// The result that came before the continuation did.
    private var early: Result<T, any Error>?
    private var cleanUp: [@Sendable () -> Void] = []

    /// Hands the race its continuation; returns `false`, having resumed it, when the race
    /// is already over.
    func start(_ continuation: CheckedContinuation<T, any Error>) -> Bool {
        let result: Result<T, any Error>? = lock.withLock {
            guard finished else {
                self.continuation = continuation
                return nil
            }
            return early
        }
        guard let result else { return true }
        continuation.resume(with: result)
        return false
    }

    /// Runs `action` once the race is over (at once if it already is).
    func onFinish(_ action: @escaping @Sendable () -> Void) {
        let runNow = lock.withLock {
            if finished { return true }
            cleanUp.append(action)
            return false
        }
        if runNow { action() }
    }

    /// Resumes the caller with `result` if nobody did yet; returns whether this call did.
    @discardableResult
    func finish(_ result: Result<T, any Error>) -> Bool {
        let (first, waiting, actions): (Bool, CheckedContinuation<T, any Error>?, [@Sendable () -> Void]) =
            lock.withLock {
                guard !finished else { return (false, nil, []) }
                finished = true
                if continuation == nil { early = result }
                defer {
                    continuation = nil
                    cleanUp = []
                }
                return (true, continuation, cleanUp)
            }
        waiting?.resume(with: result)
        for action in actions { action() }
        return first
    }
}
