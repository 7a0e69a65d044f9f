import AppCore
import Presentation
import Synchronization

/// The sync a front under test runs: the real sync use case over the front's store, with
/// the collection the test gives (``MemoryTaskCollection``), set before the user syncs.
public final class TestSyncService: SyncService {
    public let interval: Duration? = nil
    private let store: any TodoStore
    private let clock: WallClock
    private let server = Mutex<MemoryTaskCollection?>(nil)

    /// A service over `store`, with no collection yet (a sync then says it is not set up).
    public init(store: any TodoStore, clock: WallClock) {
        self.store = store
        self.clock = clock
    }

    /// The collection the next syncs sync with.
    public func use(_ collection: MemoryTaskCollection) {
        server.withLock { $0 = collection }
    }

    public func sync(progress: @escaping @Sendable (SyncProgress) -> Void) async throws -> AppCore.SyncSummary {
        guard let collection = server.withLock({ $0 }) else {
            throw SyncError.notSetUp(settingsPath: "/home/ann/.config/todo/config.toml")
        }
        return try await SyncInteractor(store: store, clock: clock).sync(
            with: collection, collectionURL: "https://dav.example.net/tasks/", progress: progress)
    }

    public func listRevision() async throws -> Int64 {
        try await store.revision()
    }
}
