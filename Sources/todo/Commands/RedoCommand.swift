import AppCore
import ArgumentParser

/// `todo redo`: re-applies the change undone most recently.
struct RedoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "redo",
        abstract: "Redo the change undone most recently.",
        discussion: """
            Whoever undid it: this command, the REPL, the wide front, or another process or \
            machine sharing the list. It says what it re-applied ("Redid done: 3 Buy milk is \
            done again."). Run it again to redo the change undone before it. A new change (an \
            add, an edit, done, a sync...) clears what could be redone; with nothing to redo, \
            it says so and exits 1. `todo history` marks the steps redo can bring back.

            Example: todo undo; todo redo
            """)

    @OptionGroup var store: StoreOptions

    func run() async throws {
        try await request.run()
    }
}

extension RedoCommand: RequestingCommand {
    var request: CommandRequest { .intent(.redo, db: store.db) }
}
