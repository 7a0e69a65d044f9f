import ArgumentParser

/// What `todo` does with no subcommand: opens the front that suits the terminal.
struct StartCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "start",
        abstract: "Open the front that suits this terminal (what `todo` alone does).",
        shouldDisplay: false)

    @OptionGroup var store: StoreOptions

    @Option(name: .long, help: "When to use colour: auto, always or never.")
    var color: ColorChoice = .auto

    func run() async throws {
        let root = try CompositionRoot(options: store)
        let status = try await root.runPreferredFront(color: color)
        if status != 0 { throw ExitCode(status) }
    }
}
