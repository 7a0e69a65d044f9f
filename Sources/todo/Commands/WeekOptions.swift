import AppCore
import ArgumentParser

/// The option of the commands that show the list (`list`, `repl`, `wide`, and `todo`
/// alone): which day weeks start on, which decides what "this week" and "next week" hold.
/// The commands that never show the list do not offer it.
struct WeekOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The first day of the week: sunday or monday (default: $TODO_WEEK_START, else the settings file's week_start, else sunday).",
            valueName: "day"),
        transform: { text in
            guard let start = WeekStart(name: text) else {
                throw ValidationError(CommandWording.weekStart(text))
            }
            return start
        })
    var weekStart: WeekStart?
}
