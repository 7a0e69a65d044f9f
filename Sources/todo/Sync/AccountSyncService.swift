import AppCore
import CalDAVSync
import Presentation
import Synchronization

/// The sync every front runs, as the settings say: the account of `[sync]` with its
/// password (looked up at the first sync and kept in memory only; looked up again after
/// the server refused it), the lock that lets one sync of the list run at a time, the
/// CalDAV collection, and the sync use case over the store.
final class AccountSyncService: SyncService {
    let interval: Duration?
    private let settings: Settings
    private let variables: [String: String]
    private let store: any TodoStore
    private let clock: WallClock
    private let lockPath: String
    private let lockWait: SyncLock.Wait
    private let account: Mutex<CalDAVAccount?>

    /// Creates the service over the composition root's store and settings; `account`, when
    /// the caller has looked it up already; `lockWait`: how a sync waits for another.
    init(root: CompositionRoot, variables: [String: String], lockWait: SyncLock.Wait, account: CalDAVAccount? = nil) {
        let environment = root.environment
        settings = environment.settings
        interval = environment.settings.sync.interval?.value
        self.variables = variables
        store = root.store
        clock = environment.clock
        switch environment.database {
        case .file(let path, _): lockPath = SyncLock.path(forFile: path, server: nil)
        case .postgres(let url): lockPath = SyncLock.path(forFile: nil, server: url.description)
        }
        self.lockWait = lockWait
        self.account = Mutex(account)
    }

    func sync(progress: @escaping @Sendable (SyncProgress) -> Void) async throws -> SyncSummary {
        let account = try self.account.withLock { cached in
            if let cached { return cached }
            let found = try SyncRun.findAccount(settings, variables: variables)
            cached = found
            return found
        }
        let lock = try await SyncLock.take(path: lockPath, wait: lockWait)
        defer { lock.release() }
        do {
            let collection = try await CalDAVCollection.open(account)
            do {
                let summary = try await SyncInteractor(store: store, clock: clock).sync(
                    with: collection, collectionURL: collection.url.absoluteString, progress: progress)
                await collection.close()
                return summary
            } catch {
                await collection.close()
                throw error
            }
        } catch SyncError.unauthorized(let host) {
            self.account.withLock { $0 = nil }
            throw SyncError.unauthorized(host: host)
        }
    }

    func listRevision() async throws -> Int64 {
        try await store.revision()
    }
}
