import ArgumentParser

/// What `todo` does with no subcommand: opens the front that suits the terminal.
struct StartCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "start",
        abstract: "Open the front that suits this terminal (what `todo` alone does).",
        shouldDisplay: false)

    @OptionGroup var store: StoreOptions

    @OptionGroup var weeks: WeekOptions

    @OptionGroup var colour: ColorOption

    func run() async throws {
        let status = try await CompositionRoot.with(options: store, weekStart: weeks.weekStart, color: colour.color) {
            root in
            try await root.runPreferredFront()
        }
        if status != 0 { throw ExitCode(status) }
    }
}
