import ArgumentParser

/// The option every command shares: which database.
struct StoreOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The database: a file, or a PostgreSQL server as postgres://user@host:5432/dbname (default: $TODO_DB, else the settings file's database, else ~/.local/share/todo/todo.sqlite).",
            valueName: "path-or-url"), completion: .file())
    var db: String?
}
