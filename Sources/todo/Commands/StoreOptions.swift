import AppCore
import ArgumentParser

/// The options every command shares: which database, and which day weeks start on.
struct StoreOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The database: a file, or a PostgreSQL server as postgres://user@host:5432/dbname (default: $TODO_DB, else ~/.local/share/todo/todo.sqlite).",
            valueName: "path-or-url"))
    var db: String?

    @Option(
        name: .long,
        help: ArgumentHelp("The first day of the week: sunday or monday (default: $TODO_WEEK_START, else sunday).", valueName: "day"),
        transform: { text in
            guard let start = WeekStart(name: text) else {
                throw ValidationError("--week-start must be sunday or monday, not \"\(text)\"")
            }
            return start
        })
    var weekStart: WeekStart?
}
