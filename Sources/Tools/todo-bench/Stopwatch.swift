import Foundation

/// A monotonic clock for timing, in milliseconds.
enum Stopwatch {
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1_000_000
    }

    /// Times `body` once, in milliseconds.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return now() - start
    }

    /// Times `body` once, in milliseconds.
    @MainActor
    static func time(_ body: @MainActor () async throws -> Void) async rethrows -> Double {
        let start = now()
        try await body()
        return now() - start
    }
}
