import AppCore
import ArgumentParser
import OneShotFront

/// `todo export`: every item as todo's JSON, todo.txt or iCalendar.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print every item, done or not, as JSON, todo.txt or iCalendar.",
        discussion: """
            --to json (the default): a JSON array of {"id", "title", "due", "created", \
            "completed", "notes", "tags", "priority", "every"}: due is YYYY-MM-DD, created and \
            completed are ISO 8601 times in UTC, completed is null while open, every is the \
            repeat rule ("1 month", "2 weeks", "weekday", "mon,thu", "1 month on the last \
            day until 2027-06-30", "1 week 7 times": the times left, this one counted) or \
            null. `todo import` reads it back, keeping everything.

            --to todotxt: one line per item in the todo.txt format (x and dates, (A) priority, \
            +tags, due:, rec:, id:N so that a round trip keeps numbers; a rule todo.txt has no \
            form for is every: and todo's words, such as every:1_month_on_the_last_day; a time \
            of day beside the day, due:2026-12-04 due-time:0900); notes are left out.

            --to ical: a VCALENDAR with one VTODO per item (UID, DUE as a date, STATUS, \
            PRIORITY, CATEGORIES, DESCRIPTION, RRULE with BYMONTHDAY=-1, BYDAY=1TU, UNTIL or \
            COUNT where the rule says so), for calendar and phone to-do apps.

            Examples: todo export > backup.json
                      todo export --to ical > todo.ics
            """)

    @OptionGroup var store: StoreOptions

    @Option(name: .long, help: ArgumentHelp("json, todotxt or ical.", valueName: "format"))
    var to: TransferFormat = .json

    func validate() throws {
        guard TransferFormat.exportable.contains(to) else { throw ValidationError(CommandWording.exportFormats) }
    }

    func run() async throws {
        // Exporting only reads: a missing database is reported, never created.
        try await OneShotCommand.run(store: store, access: .readOnly) { front, _ in await front.export(to: to) }
    }
}

extension TransferFormat: ExpressibleByArgument {}

/// `todo import`: reads items written by `todo export`.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the items of a todo export, a Taskwarrior export, a todo.txt or an iCalendar file, all or none.",
        discussion: """
            Without --from, the format is recognised from the content: BEGIN:VCALENDAR is \
            iCalendar; a JSON list whose first entry has a "title" is todo's JSON, one with a \
            "description" or "uuid" a Taskwarrior export; text that starts with a word, a date, \
            (A) or a +tag is todo.txt. A --from that the content plainly is not is refused, \
            naming the --from that fits.

            --from json reads what `todo export` writes; only title and due are required; \
            items keep their ids, and an id that already exists stops the import.

            --from taskwarrior reads `task export` (pending and waiting tasks open, completed \
            ones done, deleted ones skipped; the project becomes a tag; annotations the notes; \
            a recurring task comes once, with its rule). --from todotxt reads a todo.txt file \
            (x done, (A) high, (B) medium, (C)-(Z) low, +project and @context tags, due:, rec:; \
            a time of day as due:2026-12-04T09:00 or due-time:0900 beside due:). \
            --from ical reads an iCalendar file's VTODOs (SUMMARY, DUE, STATUS, PRIORITY, \
            CATEGORIES, DESCRIPTION, RRULE); events are skipped.

            Nothing is stored unless every entry is good; the error names the entry (JSON) or \
            the line (todo.txt, iCalendar). A task or VTODO imported before (the same uuid or \
            UID), and a todo.txt line identical to one imported before, is skipped (not \
            updated) and counted in the summary, so importing a file again adds only what is \
            new. The import is one step for `todo undo`.

            Examples: todo export --db old.sqlite | todo import - --db new.sqlite
                      task export > tasks.json && todo import tasks.json
                      todo import --from todotxt ~/todo.txt
            """)

    @OptionGroup var store: StoreOptions

    @Option(
        name: .long,
        help: ArgumentHelp("json, taskwarrior, todotxt or ical (default: recognised).", valueName: "format"))
    var from: TransferFormat?

    @Argument(
        help: ArgumentHelp("The file to read, or - for standard input.", valueName: "file"), completion: .file())
    var file: String

    func run() async throws {
        // Opened before the database is: input that cannot be opened opens nothing.
        let input = try ImportInput(argument: file)
        try await OneShotCommand.run(store: store, access: .readWrite) { front, _ in
            await front.importItems(input, from: from)
        }
    }
}
