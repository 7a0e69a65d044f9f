import AppCore
import ArgumentParser

/// `todo add`: saves one item.
struct AddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add an item.",
        discussion: """
            WHEN may be \(DueDateExamples.sentence) (a weekday, such as friday or fri, is the \
            next one after today). It must not be in the past.

            Examples: todo add Buy milk --due tomorrow
                      todo add "Call mum" --due fri
            """)

    @OptionGroup var store: StoreOptions

    @Argument(help: ArgumentHelp("What to do; the words are joined with spaces.", valueName: "title"))
    var words: [String] = []

    /// Taken whatever it looks like, so that `--due -1d` is read as a date (and refused as
    /// one) instead of as an option.
    @Option(
        name: .long, parsing: .unconditional, help: ArgumentHelp("When it is due (default: today).", valueName: "when"))
    var due: String = ""

    func validate() throws {
        guard !words.isEmpty else { throw ValidationError("say what to add, e.g. todo add Buy milk") }
    }

    func run() async throws {
        try await OneShotCommand.run(store: store) { front, _ in
            await front.add(title: words.joined(separator: " "), dueText: due)
        }
    }
}
