import ArgumentParser

/// The `todo` command: parses the command line and hands off to a front in one call.
struct TodoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "todo",
        abstract: "A to-do list for the terminal: what is due today, tomorrow, this week and next.",
        discussion: """
            Items live in one SQLite file, or on a PostgreSQL server shared by several \
            machines: --db PATH-OR-URL, else $TODO_DB, else $XDG_DATA_HOME/todo/todo.sqlite \
            (~/.local/share/todo/todo.sqlite). A server is named by a URL such as \
            postgres://me@db.example.net:5432/todo (password from $PGPASSWORD or ~/.pgpass; \
            one written in --db can be read by every user with ps, and is warned about). \
            Every item has a short number that never changes; commands such as `todo done 3` \
            take it.

            Environment: TODO_DB (the database file or URL), TODO_NOW (a fixed time such as \
            2026-11-19 or 2026-11-19T09:30, for scripts and tests), TODO_WEEK_START (sunday or \
            monday), NO_COLOR (no colour), TZ (the time zone of "today"), XDG_CONFIG_HOME.

            Settings file: $XDG_CONFIG_HOME/todo/config.toml (~/.config/todo/config.toml), with \
            the keys database, week_start, color and front. An option comes first, then the \
            environment, then the file, then the default; `todo config` shows what is in \
            effect and where each setting came from.

            With no subcommand, `todo` opens `todo wide` on a terminal at least 100 columns \
            wide, and `todo repl` on a narrower terminal or when input or output is not a \
            terminal; front = "wide" or "repl" in the settings file chooses instead. \
            --db, --week-start and --color may come before the command, as with git: \
            `todo --db PATH list` is `todo list --db PATH`, and `todo --db PATH` alone opens \
            the front on that database.

            Tab completion: `todo --generate-completion-script bash` (or zsh, fish) prints \
            a script for the shell's start-up; Tab then completes commands, options, item \
            numbers, tags, due words and repeat rules from the database.
            """,
        version: "0.1.0",
        subcommands: [
            StartCommand.self, WideCommand.self, ReplCommand.self, ListCommand.self, AddCommand.self,
            ItemsCommand<CompleteItems>.self, ItemsCommand<ReopenItems>.self, ItemsCommand<DeleteItems>.self,
            ItemsCommand<PostponeItems>.self, NoteCommand.self,
            UndoCommand.self, RedoCommand.self, HistoryCommand.self, ShowCommand.self, EditCommand.self,
            TagsCommand.self, ExportCommand.self,
            ImportCommand.self, SyncCommand.self, ConfigCommand.self,
        ],
        defaultSubcommand: StartCommand.self)

    /// Parses the command line and runs the command, reporting its end through
    /// ``CommandExit`` instead of swift-argument-parser's own printing (which neither makes
    /// quoted values safe nor checks its writes). The plain lines of the hot commands are
    /// read by ``HotCommandLine`` into the same requests, without the reflection. Options
    /// given before the command (`todo --db x.sqlite list`) are first moved after its name
    /// (``LeadingOptions``), so that both readings see the same line.
    @MainActor
    static func runCommandLine() async {
        let arguments = LeadingOptions.movedAfterCommand(Array(CommandLine.arguments.dropFirst()))
        if let request = HotCommandLine.request(arguments) {
            do { try await request.run() } catch { CommandExit.exit(after: error) }
            return
        }
        CommandExit.refuseHelpOfAnUnknownCommand(arguments)
        var command: any ParsableCommand
        do {
            command = try await asyncParseAsRoot(arguments)
        } catch {
            CommandExit.exit(afterParsing: error, arguments: arguments)
        }
        do {
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            CommandExit.exit(after: error)
        }
    }
}
