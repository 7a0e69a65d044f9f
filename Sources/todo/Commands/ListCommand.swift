import ArgumentParser

/// `todo list [FILTER...]`: prints the upcoming list once, filtered; `--done`, the
/// completed items.
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Show the open items due up to the end of next week, overdue ones first.",
        discussion: """
            Sections: Overdue, Today, Tomorrow, Later This Week, Next Week, and with --all, \
            Later. Each row shows the item's number, its priority mark (!!! high, !! medium, \
            ! low), its title and tags, and its day. Within a day, higher priority comes first.

            FILTER: +tag (or @tag) keeps the items with that tag; any other word must begin a \
            word of the title or the notes (case and accents ignored: cafe finds Café), signs \
            inside it included (C++ finds C++, not C; e-mail, node.js and dev/ops as typed; \
            mail finds e-mail too). With --done, the completed items, the most recently \
            completed first, with the day each was done.

            Examples: todo list +home
                      todo list --all milk
                      todo list --done +work
            """,
        aliases: ["ls"])

    @OptionGroup var store: StoreOptions

    @OptionGroup var weeks: WeekOptions

    @Argument(
        help: ArgumentHelp("+tag and words the items must match.", valueName: "filter"),
        completion: ShellCompletion.taggedWords)
    var filter: [String] = []

    @Flag(name: .long, help: "Also show items due after next week (the Later section).")
    var all = false

    @Flag(name: .long, help: "Show the completed items instead, the most recently completed first.")
    var done = false

    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false

    @OptionGroup var colour: ColorOption

    func run() async throws {
        try await request.run()
    }
}

extension ListCommand: RequestingCommand {
    var request: CommandRequest {
        .list(
            ListRequest(
                db: store.db, weekStart: weeks.weekStart, color: colour.color, filter: filter, all: all, done: done,
                json: json))
    }
}
