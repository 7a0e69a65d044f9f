import AppCore
import ArgumentParser

/// `todo add`: saves one item.
struct AddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add an item.",
        discussion: """
            WHEN may be \(DueDateExamples.sentence) (a weekday, such as friday or fri, is the \
            next one after today). It must not be in the past. A time of day may come \
            with it (fri 9am, tomorrow 15:30, today 18:00, dec 24 20:00; 9am alone is today): \
            your wall-clock time wherever you are, so moving to another time zone does not \
            move it.

            +word or @word in the title is a tag when a letter follows the + or @, taken out \
            of the title ("Buy milk +home @shop" is titled "Buy milk", tagged home and shop; \
            C++, +44 and @ stay in the title); --tag adds one more. A tag is letters, digits \
            and - _ . / + # @ (+dev/ops, +C++, +work@office), not starting with / + # or @; a \
            tag word with another character (+a,b) is refused.

            --every makes the item repeat: completing it adds the next one. RULE is day, \
            week, month, year, N days/weeks/months/years (or 2d, 3w, 6m, 1y), weekday (Monday \
            to Friday), days such as mon,thu, or a day's place in the month: month on the last \
            day, month on the first tuesday (first to fourth, or last; 3 months on the last \
            fri). A due day that is the last of its month with a monthly rule (--due eom \
            --every month) keeps the last day of every month. Without --due, a rule on a \
            day's place in the month starts on its next such day; a --due given with it is \
            the first occurrence, and the next ones follow the rule. RULE may end with until \
            DAY (no occurrence after it) or N times (the first occurrence counted). A \
            repeating item needs a due day.

            --note gives the item notes (line breaks kept); `todo note ID TEXT` adds a line \
            to them later.

            --start hides the item from the upcoming list (todo list) until that day \
            (Taskwarrior's wait): DAY takes the words WHEN does, without a time of day. \
            todo list --all shows it, with its start day. A repeating item's next one \
            starts as many days before its due day.

            Examples: todo add Buy milk --due tomorrow
                      todo add Dentist --due "fri 9am"
                      todo add "Call the plumber" --note "Ask about the boiler too"
                      todo add "Call mum" --due fri -p high
                      todo add "Buy milk +shopping" --tag home
                      todo add "Pay rent" --due 2026-12-01 --every month
                      todo add "Pay rent" --due eom --every month  (the month's last day)
                      todo add "Book club" --every "month on the first tuesday"
                      todo add "Lesson" --due fri --every "week 10 times"
                      todo add "Standup" --every "weekday until 2027-06-30"
                      todo add "Renew passport" --due 2027-03-01 --start 2027-02-01
            """)

    @OptionGroup var store: StoreOptions

    @Argument(
        help: ArgumentHelp("What to do; the words are joined with spaces.", valueName: "title"),
        completion: ShellCompletion.taggedWords)
    var words: [String] = []

    /// Taken whatever it looks like, so that `--due -1d` is read as a date (and refused as
    /// one) instead of as an option.
    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("When it is due, with a time if you like (default: today).", valueName: "when"),
        completion: ShellCompletion.dueWords)
    var due: String = ""

    @Option(
        name: .long, help: ArgumentHelp("A tag to give the item (repeatable).", valueName: "name"),
        completion: ShellCompletion.tags)
    var tag: [String] = []

    @OptionGroup var priority: PriorityOption

    @Option(
        name: .long, help: ArgumentHelp("Repeat by this rule when completed (see below).", valueName: "rule"),
        completion: ShellCompletion.repeatRules)
    var every: String?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("Notes about the item (line breaks kept).", valueName: "text"))
    var note: String?

    /// Taken whatever it looks like, as `--due` is.
    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("Hide it from the upcoming list until this day (see below).", valueName: "day"),
        completion: ShellCompletion.dueWords)
    var start: String?

    func validate() throws {
        if let problem = AddRequest.problem(words: words) { throw ValidationError(problem) }
    }

    func run() async throws {
        try await request.run()
    }
}

extension AddCommand: RequestingCommand {
    var request: CommandRequest {
        .add(
            AddRequest(
                db: store.db, words: words, due: due, tags: tag, priority: priority.priority, every: every,
                note: note, start: start))
    }
}
