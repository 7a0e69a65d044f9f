import AppCore
import ArgumentParser

/// `todo sync`: the list against a CalDAV collection of tasks, both ways.
struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Sync the list with a CalDAV task collection (Nextcloud, Fastmail, iCloud, Radicale...), both ways.",
        discussion: """
            Set it up in the settings file's [sync] section: url (the collection), username, \
            and the password in TODO_SYNC_PASSWORD, from password_command (the first line it \
            prints, e.g. "pass show dav") or in ~/.netrc. A field changed on both sides takes \
            the server's version; the whole sync is one step for `todo undo`, which brings \
            back your version (the next sync sends it). See Docs/Sync.md.

            --collections lists the task collections of the server whose address url gives.

            The REPL's `sync` and the wide front's S key do the same. With interval set in \
            [sync] (minutes, or "30s", "15m", "1h"), both also sync by themselves at that \
            interval and a few seconds after each change. On a terminal, a long sync shows \
            its progress on standard error.
            """)

    @OptionGroup var store: StoreOptions

    @Flag(name: .long, help: "List the server's task collections instead of syncing.")
    var collections = false

    func run() async throws {
        if collections {
            try await SyncRun.listCollections(db: store.db)
        } else {
            try await SyncRun.sync(db: store.db)
        }
    }
}
