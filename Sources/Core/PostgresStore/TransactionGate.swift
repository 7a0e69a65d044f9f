/// Runs one transaction at a time on a connection: callers wait their turn in order.
/// (An actor alone would let a second transaction start while the first awaits the server.)
actor TransactionGate {
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func run<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        if busy {
            await withCheckedContinuation { waiting.append($0) }
        }
        busy = true
        defer {
            if waiting.isEmpty {
                busy = false
            } else {
                waiting.removeFirst().resume()
            }
        }
        return try await body()
    }
}
