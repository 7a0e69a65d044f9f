/// The sentences the commands say themselves, about their own arguments: what is missing
/// or wrong, and what to type instead. What a command does, and every sentence about it,
/// is the modules' (``Presentation``'s Wording types, AppCore's errors).
enum CommandWording {
    /// `todo add` without a title.
    static let addNeedsTitle = "say what to add, e.g. todo add Buy milk"

    /// `todo add "-5 kg goal"`: a title word that begins with `-` was read as an option.
    static func titleStartsWithDash(_ word: String) -> String {
        "unknown option '\(word)'; a title that begins with - goes after --, e.g. todo add -- \"\(word)\""
    }

    /// `done`, `undone` or `delete` without a number.
    static let needsItemNumbers = "give one or more item numbers, e.g. 3 or 3 5 7"

    /// An option the command does not take.
    static func unknownOption(_ word: String) -> String {
        "unknown option '\(word)'"
    }

    /// `todo edit N` without anything to change.
    static func noteNeedsText(item: String) -> String {
        "say what to add to the notes, e.g. todo note \(item) Ask about the boiler"
    }

    /// `todo edit 2 3`: several numbers.
    static let editTakesOneNumber =
        "edit takes one item number, or a filter (+home, words) with --tag, --untag or --priority"

    /// What to change, for `edit`.
    static func editNeedsChange(item: String) -> String {
        "say what to change: --title, --due, --note, --tag, --untag, --priority or --every (or --start), "
            + "e.g. todo edit \(item) --due mon"
    }

    /// `todo export --to taskwarrior`.
    static let exportFormats =
        "todo exports json, todotxt or ical; Taskwarrior reads todo.txt or iCalendar through its own tools"

    /// `--week-start` given something else than a day weeks start on.
    static func weekStart(_ text: String) -> String {
        "--week-start must be sunday or monday, not \"\(text)\""
    }
}
