import Foundation

/// Stops a test from waiting for ever on a call that never returns (the fault such tests
/// look for): the call runs on its own, and after `seconds` the test goes on with a
/// failure instead. The limit guards against hangs; it is never a measure of speed.
public enum HangGuard {
    /// The call did not return in time.
    public struct Hung: Error, CustomStringConvertible {
        public let description: String
    }

    /// `body`'s result, or ``Hung`` once `seconds` have passed without one.
    public static func run<T: Sendable>(
        _ what: String, seconds: Double, _ body: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let outcome = Outcome<T>()
        return try await withCheckedThrowingContinuation { continuation in
            outcome.start(continuation)
            Task {
                do { outcome.finish(.success(try await body())) } catch { outcome.finish(.failure(error)) }
            }
            Task {
                try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
                outcome.finish(.failure(Hung(description: "\(what) did not return within \(Int(seconds)) seconds")))
            }
        }
    }
}

/// Resumes the caller once, with whichever ends first.
private final class Outcome<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, any Error>?

    func start(_ continuation: CheckedContinuation<T, any Error>) {
        lock.withLock { self.continuation = continuation }
    }

    func finish(_ result: Result<T, any Error>) {
        let waiting = lock.withLock {
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(with: result)
    }
}
