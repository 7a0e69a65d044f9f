/// The footer's message: a confirmation or a problem, shown until the next key.
@MainActor
public final class WideStatus {
    /// The message, if any.
    public private(set) var message: String?
    /// Whether the message is a problem.
    public private(set) var isProblem = false

    /// Creates an empty status.
    public init() {}

    func show(_ message: String, problem: Bool) {
        self.message = message
        isProblem = problem
    }

    func clear() {
        message = nil
        isProblem = false
    }
}
