import AppCore
import ArgumentParser

/// `todo undo`: reverts the last change to the list.
struct UndoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Undo the most recent change to the list not yet undone.",
        discussion: """
            Whoever made it: this command, the REPL, the wide front, or another process or \
            machine sharing the list. Run it again to go further back: the last \
            \(UndoJournal.keptSteps) changes are kept. Adds, edits, done, undone, deletes and \
            imports (as one step) can be undone.
            """)

    @OptionGroup var store: StoreOptions

    func run() async throws {
        try await request.run()
    }
}

extension UndoCommand: RequestingCommand {
    var request: CommandRequest { .intent(.undo, db: store.db) }
}
