import AppCore
import CalDAVSync
import Foundation
import OneShotFront
import Presentation
import SettingsFile
import TerminalText

/// What `todo sync` does around the Sync module: the account looked up first (a sync that
/// is not set up opens no database), then the module on the one-shot front over an
/// ``AccountSyncService``; and `todo sync --collections`.
enum SyncRun {
    /// Syncs the list and prints what it did (exit status 1 with the message on standard
    /// error when it failed); on a terminal, standard error shows how far a long sync has come.
    @MainActor
    static func sync(db: String?) async throws {
        let variables = ProcessEnvironment.variables()
        let account = try account(try Settings.resolve(db: db, variables: variables), variables: variables)
        try await OneShotCommand.run(db: db, access: .readWrite) { front, root in
            let service = AccountSyncService(
                root: root, variables: variables,
                lockWait: .blocking(
                    tell: { try? StandardStream.error.write($0 + "\n") }, waiting: SyncWording.waiting),
                account: account)
            return await front.sync(SyncAssembly(service: service), progressLine: ProgressLine.onStandardError())
        }
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

    /// The account the settings give, with its password; a failure as a ``CommandError``.
    static func account(_ settings: Settings, variables: [String: String]) throws -> CalDAVAccount {
        do {
            return try findAccount(settings, variables: variables)
        } catch let error as SyncError {
            throw CommandError(error.description)
        }
    }

    /// The account the settings give, with its password; a failure as a ``SyncError``.
    static func findAccount(_ settings: Settings, variables: [String: String]) throws -> CalDAVAccount {
        guard let url = settings.sync.url?.value else {
            throw SyncError.notSetUp(settingsPath: settings.filePath)
        }
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
    }
}
