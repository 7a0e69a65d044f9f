import ArgumentParser

/// The `todo` command: parses the command line and hands off to a front in one call.
@main
struct TodoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "todo",
        abstract: "A to-do list for the terminal: what is due today, tomorrow, this week and next.",
        discussion: """
            Items live in one SQLite file: --db PATH, else $TODO_DB, else \
            $XDG_DATA_HOME/todo/todo.sqlite (~/.local/share/todo/todo.sqlite). Every item has a \
            short number that never changes; commands such as `todo done 3` take it.

            Environment: TODO_DB (the database file), TODO_NOW (a fixed time such as \
            2026-11-19 or 2026-11-19T09:30, for scripts and tests), TODO_WEEK_START (sunday or \
            monday), NO_COLOR (no colour), TZ (the time zone of "today").

            With no subcommand, `todo` runs `todo repl`. (On a terminal at least 100 columns             wide it will open the split-screen front once that exists.)
            """,
        version: "0.1.0",
        subcommands: [
            StartCommand.self, WideCommand.self, ReplCommand.self, ListCommand.self, AddCommand.self, DoneCommand.self, UndoneCommand.self, DeleteCommand.self,
            ExportCommand.self, ImportCommand.self,
        ],
        defaultSubcommand: StartCommand.self)
}
