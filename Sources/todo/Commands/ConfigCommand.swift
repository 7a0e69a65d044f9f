import ArgumentParser

/// `todo config`: prints the settings in effect and where each came from.
struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract:
            "Show the settings in effect and where each came from: an option, the environment, the file, or the default.",
        discussion: """
            The settings file is $XDG_CONFIG_HOME/todo/config.toml (~/.config/todo/config.toml), \
            with the keys database, week_start, color and front, for example:

                database = "~/Documents/todo.sqlite"
                week_start = "monday"
                color = "auto"
                front = "repl"

            An option (--db, --week-start, --color) comes first, then the environment \
            (TODO_DB, TODO_WEEK_START, NO_COLOR), then the file, then the default. A broken \
            file is an error of every command, never passed over. A password in a database URL \
            is shown as ***. The database is not opened.
            """)

    @OptionGroup var store: StoreOptions

    @OptionGroup var weeks: WeekOptions

    @OptionGroup var colour: ColorOption

    func run() async throws {
        try await OneShotCommand.showSettings(db: store.db, weekStart: weeks.weekStart, color: colour.color)
    }
}
