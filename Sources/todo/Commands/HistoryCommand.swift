import AppCore
import ArgumentParser

/// `todo history`: the last changes to the list, newest first.
struct HistoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List the last changes to the list, newest first.",
        discussion: """
            Each with its number, when it was made, what it did ("done 3 items: Call mum, \
            Pay rent, Water plants", "postponed 2 items: …", "added a note to 1 item: …"), \
            and whether it was undone (redo brings it back). Shows the last \
            \(JournalHistory.shownSteps); undo goes back up to the last \(UndoJournal.keptSteps). \
            With --json, an array of {"step", "did", "kind", "count", "titles", "time", \
            "undone"}: kind is the verb (added, done, undone, deleted, edited, postponed, \
            noted, imported, synced), time local wall-clock time.

            Examples: todo history
                      todo history --json
            """)

    @OptionGroup var store: StoreOptions

    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false

    func run() async throws {
        // Reading only, but an older database is brought up to date first (its journal
        // gains the columns history reads); a missing one is reported, never created.
        try await OneShotCommand.run(store: store, access: .changeExisting) { front, root in
            await front.history(format: json ? .json : root.plainTextFormat)
        }
    }
}
