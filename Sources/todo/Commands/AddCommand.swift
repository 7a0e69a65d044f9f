import ArgumentParser

/// `todo add`: saves one item.
struct AddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add an item.",
        discussion: """
            WHEN may be today, tomorrow, a weekday (friday or fri: the next one after today), \
            +3d, +2w or a date such as 2026-11-25. It must not be in the past.

            Example: todo add "Buy milk" --due tomorrow
            """)

    @OptionGroup var store: StoreOptions

    @Argument(help: ArgumentHelp("What to do; quote it if it has spaces.", valueName: "title"))
    var title: String

    @Option(name: .long, help: ArgumentHelp("When it is due (default: today).", valueName: "when"))
    var due: String = ""

    func run() async throws {
        let root = try CompositionRoot(options: store)
        try await OneShot.add(root: root, title: title, dueText: due)
    }
}
