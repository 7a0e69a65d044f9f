import ArgumentParser

/// `todo list`: prints the upcoming list once.
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Show the open items due up to the end of next week, overdue ones first.",
        discussion: """
            Sections: Overdue, Today, Tomorrow, Later This Week, Next Week, and with --all, \
            Later. Each row shows the item's number, its title and its day.
            """,
        aliases: ["ls"])

    @OptionGroup var store: StoreOptions

    @OptionGroup var weeks: WeekOptions

    @Flag(name: .long, help: "Also show items due after next week (the Later section).")
    var all = false

    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false

    @OptionGroup var colour: ColorOption

    func run() async throws {
        // Listing only reads: a missing database is reported, never created.
        try await OneShotCommand.run(store: store, weekStart: weeks.weekStart, access: .readOnly) { front, root in
            await front.list(showingLater: all, format: json ? .json : root.textFormat(colour.color))
        }
    }
}
