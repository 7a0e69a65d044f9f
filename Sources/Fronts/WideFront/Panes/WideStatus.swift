/// The footer's message: a confirmation or a problem. A confirmation is shown until the
/// next key or until it has been on screen for ``lifetime``, whichever comes first; a
/// problem until the next key (a server gone away is said once, and the screen must not
/// look fine while it lasts).
@MainActor
public final class WideStatus {
    /// How long a message stays when no key is pressed.
    public static let lifetime: Duration = .seconds(5)

    /// The message, if any.
    public private(set) var message: String?
    /// Whether the message is a problem.
    public private(set) var isProblem = false
    private var shownAt: ContinuousClock.Instant?
    private let now: @MainActor () -> ContinuousClock.Instant

    /// Creates an empty status that reads the time from `now` (the continuous clock, but
    /// for tests).
    public init(now: @escaping @MainActor () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.now = now
    }

    func show(_ message: String, problem: Bool) {
        self.message = message
        isProblem = problem
        shownAt = now()
    }

    func clear() {
        message = nil
        isProblem = false
        shownAt = nil
    }

    /// Clears a confirmation once it has been shown for ``lifetime``.
    func expire() {
        if !isProblem, let shownAt, now() - shownAt >= Self.lifetime { clear() }
    }
}
