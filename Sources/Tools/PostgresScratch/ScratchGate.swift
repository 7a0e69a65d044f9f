/// How many throw-away databases are in use at once: the test suite runs its cases in
/// parallel, and a two-core machine running a few hundred PostgreSQL cases at the same time
/// (each creating a database and migrating it) left some waiting past the store's limits
/// ("did not answer within 10 seconds"). The other cases run on beside them.
///
/// A task that holds a place (and its child tasks) takes no second one, so a case that uses
/// two databases never waits for itself.
actor ScratchGate {
    /// The gate every ``ScratchDatabase/with(on:prefix:_:)`` passes.
    static let shared = ScratchGate(width: 4)

    /// Whether the current task already holds a place.
    @TaskLocal static var holding = false

    private let width: Int
    private var inUse = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(width: Int) {
        self.width = width
    }

    /// Waits for a place.
    func enter() async {
        if inUse < width {
            inUse += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Gives the place back, to the longest waiting task if any.
    func leave() {
        if waiting.isEmpty {
            inUse -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
