import AppCore
import CalDAVSync
import Foundation
import Presentation
import SettingsFile
import TerminalText

/// What `todo sync` does around the sync use case: the account from the settings, the lock,
/// the store, the collection, and the summary line.
enum SyncRun {
    /// Syncs the list and prints what it did; a failure is thrown as a ``CommandError``.
    @MainActor
    static func sync(db: String?) async throws {
        let variables = ProcessEnvironment.variables()
        let environment = try AppEnvironment(db: db, variables: variables)
        let account = try account(environment.settings, variables: variables)
        let lockPath: String
        switch environment.database {
        case .file(let path, _): lockPath = SyncLock.path(forFile: path, server: nil)
        case .postgres(let url): lockPath = SyncLock.path(forFile: nil, server: url.description)
        }
        let lock = try SyncLock(
            path: lockPath, tell: { try? StandardStream.error.write($0 + "\n") }, waiting: SyncWording.waiting)
        defer { lock.release() }
        let summary: SyncSummary
        do {
            summary = try await CompositionRoot.with(db: db, use: .oneCommand) { root in
                let collection = try await CalDAVCollection.open(account)
                do {
                    let interactor = SyncInteractor(store: root.store, clock: root.environment.clock)
                    let summary = try await interactor.sync(
                        with: collection, collectionURL: collection.url.absoluteString)
                    await collection.close()
                    return summary
                } catch {
                    await collection.close()
                    throw error
                }
            }
        } catch let error as SyncError {
            throw CommandError(error.description)
        } catch let error as TodoStoreError {
            throw CommandError(error.description)
        }
        try StandardStream.output.write(
            TerminalSafeText.visibleLines(SyncWording.summary(summary)) + "\n")
    }

    /// Prints the task collections the server at the settings' url offers.
    static func listCollections(db: String?) async throws {
        let variables = ProcessEnvironment.variables()
        let settings = try Settings.resolve(db: db, variables: variables)
        let account = try account(settings, variables: variables)
        do {
            let found = try await CalDAVDiscovery.collections(account)
            let text = SyncWording.collections(found.map { ($0.url, $0.name) }, host: account.host)
            try StandardStream.output.write(TerminalSafeText.visibleLines(text) + "\n")
        } catch let error as SyncError {
            throw CommandError(error.description)
        }
    }

    /// The account the settings give, with its password.
    static func account(_ settings: Settings, variables: [String: String]) throws -> CalDAVAccount {
        guard let url = settings.sync.url?.value else {
            throw CommandError(SyncError.notSetUp(settingsPath: settings.filePath).description)
        }
        do {
            // Checked first without the password: a URL that holds one is refused before any is looked up.
            let bare = try CalDAVAccount(
                url: url, username: settings.sync.username?.value, password: nil,
                allowInsecure: settings.sync.allowInsecure?.value ?? false)
            let (password, username) = try SyncPassword.find(
                host: bare.host, username: bare.username, command: settings.sync.passwordCommand?.value,
                variables: variables)
            let timeout = variables["TODO_SYNC_TIMEOUT"].flatMap { Int($0) } ?? CalDAVAccount.standardTimeout
            return try CalDAVAccount(
                url: url, username: username, password: password,
                allowInsecure: settings.sync.allowInsecure?.value ?? false, timeout: timeout)
        } catch let error as SyncError {
            throw CommandError(error.description)
        }
    }
}
