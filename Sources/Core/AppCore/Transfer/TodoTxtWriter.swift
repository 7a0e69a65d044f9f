import Foundation

/// Writes items as a todo.txt file (the format of github.com/todotxt/todo.txt), one line an
/// item, in the order given, each ended by LF; ``TodoTxtReader`` reads it back.
///
/// An open item: `(A) 2026-11-19 Title +tag due:2026-11-20 t:2026-11-18 rec:1w id:3` (`t:`:
/// the start day, the threshold of todo.txt's extensions, when there is one; the priority, if
/// any, then the creation day). A completed one: `x 2026-11-21 2026-11-19 Title +tag
/// due:2026-11-20 pri:A id:3` (the completion day, the creation day, the priority as `pri:`,
/// as todo.txt-cli keeps it, since a completed line has no `(A)`). Days are the days of
/// each time in the time zone given. High is `(A)`, medium `(B)`, low `(C)`.
///
/// - The creation day is always written, so the title never stands first on a line: a title
///   that starts with `x`, `(A)` or a day is read back as a title.
/// - The title's white space (line breaks, tabs, runs of spaces) is written as one space.
/// - A title word that would be read as a tag or a pair (`@home`, `+home`, `id:12`) is
///   written with a `\` before it (`\@home`); todo reads the `\` away, other programs show it.
/// - Rules: `rec:Nd`, `rec:Nw`, `rec:Nm`, `rec:Ny`, `rec:1b` for Monday to Friday, and
///   `every:mon,thu` for other days of the week, which todo.txt cannot say (``TodoTxtRule``).
///   A monthly rule's kept day of the month is not written: read back, it is the due day's.
/// - A due item's time of day follows its day: `due:2026-12-04 due-time:0900`
///   (``TodoTxtDueTime``): other programs read the day and keep the time as metadata.
/// - Notes are not written (todo.txt has one line per item and no place for free text);
///   `todo export --to json` keeps them.
public enum TodoTxtWriter {
    /// `items` as todo.txt lines, days in `timeZone`.
    public static func write(_ items: [TodoItem], timeZone: TimeZone) -> String {
        var out = ""
        for item in items {
            out += line(item, timeZone: timeZone)
            out += "\n"
        }
        return out
    }

    /// One item's line, without its line break.
    private static func line(_ item: TodoItem, timeZone: TimeZone) -> String {
        var words: [String] = []
        let created = CalendarDay(containing: item.created, in: timeZone).iso
        if let completed = item.completed {
            words += ["x", CalendarDay(containing: completed, in: timeZone).iso, created]
        } else {
            if let priority = item.priority { words.append("(\(letter(priority)))") }
            words.append(created)
        }
        words += TodoTxtWord.split(item.title).map(TodoTxtWord.escaped)
        words += item.tags.map { "+" + $0 }
        if let due = item.due {
            words.append("due:" + due.iso)
            if let time = item.dueTime { words.append(TodoTxtDueTime.key + ":" + TodoTxtDueTime.written(time)) }
        }
        if let start = item.start { words.append("t:" + start.iso) }
        if let recurrence = item.recurrence { words.append(TodoTxtRule.word(for: recurrence)) }
        if item.isCompleted, let priority = item.priority { words.append("pri:" + letter(priority)) }
        words.append("id:\(item.id)")
        return words.joined(separator: " ")
    }

    private static func letter(_ priority: Priority) -> String {
        switch priority {
        case .high: "A"
        case .medium: "B"
        case .low: "C"
        }
    }
}
