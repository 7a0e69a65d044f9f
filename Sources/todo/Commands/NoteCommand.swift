import AppCore
import ArgumentParser
import Presentation

/// `todo note`: adds a line to an item's notes, keeping the notes it has.
struct NoteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "note",
        abstract: "Add a line to an item's notes; the notes it has stay.",
        discussion: """
            The words of TEXT are joined with spaces and added as the last line of the notes \
            (`todo edit ID --note TEXT` replaces them instead). `todo undo` reverts it, and \
            `todo history` lists it ("added a note to 1 item: …").

            Examples: todo note 3 Ask about the boiler too
                      todo note 3 "Code: 4711"
            """)

    @OptionGroup var store: StoreOptions
    @OptionGroup var item: ItemArgument

    /// Taken whatever it looks like, so that a line such as `-- call first` is kept.
    @Argument(
        parsing: .captureForPassthrough,
        help: ArgumentHelp("The line to add (the words are joined with spaces).", valueName: "text"))
    var words: [String] = []

    func validate() throws {
        guard !words.isEmpty else { throw ValidationError(CommandWording.noteNeedsText(item: item.word)) }
    }

    func run() async throws {
        let intent = ListIntent.addNote(item.id, line: words.joined(separator: " "))
        // A note changes an item already stored: a missing database is reported, not made.
        try await OneShotCommand.run(store: store, access: .changeExisting) { front, _ in await front.perform(intent) }
    }
}
