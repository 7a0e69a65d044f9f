import AppCore

/// A sync that ended: who started it, what it did or why it failed, and when it ended.
struct SyncOutcome: Sendable {
    /// Who started a sync.
    enum Origin: Sendable, Equatable {
        /// The user, waiting for it (`todo sync`, the REPL's `sync`).
        case asked
        /// The user, without waiting (the wide front's key).
        case started
        /// The front, by itself (the interval, a change).
        case background
    }

    /// Who started it.
    let origin: Origin
    /// What it did, or why it failed.
    let result: Result<SyncSummary, SyncFailure>
    /// When it ended.
    let endedAt: ContinuousClock.Instant
}

/// Why a sync failed: the whole message, and a few words for a title bar.
struct SyncFailure: Error, Sendable, Equatable {
    /// What was wrong and what to do.
    let message: String
    /// The same in a few words: "password refused".
    let short: String

    /// The failure `error` describes.
    init(_ error: any Error) {
        message = String(describing: error)
        short = SyncWording.shortProblem(error)
    }
}
