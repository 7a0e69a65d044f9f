import ArgumentParser

/// `todo tags`: every tag of an open item, with how many open items carry it.
struct TagsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tags",
        abstract: "List every tag of an open item, with how many open items carry it.",
        discussion: """
            With --json, an array of {"tag", "open"}. `todo list +TAG` lists the items.
            """)

    @OptionGroup var store: StoreOptions

    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false

    func run() async throws {
        // Reading only: a missing database is reported, never created.
        try await OneShotCommand.run(store: store, access: .readOnly) { front, root in
            await front.tags(format: json ? .json : root.plainTextFormat)
        }
    }
}
