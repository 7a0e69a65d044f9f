import AppCore
import ArgumentParser

/// `todo show`: prints one item whole.
struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract:
            "Show one item: its title, due day, priority, tags, repeat rule, when it was added and done, and its notes.",
        discussion: """
            With --json, one object: {"id", "title", "due" (YYYY-MM-DD or null), "created", \
            "completed" (or null), "notes", "tags" (sorted), "priority" (high, medium, low or null), \
            "every" (the repeat rule, such as "1 month", "2 weeks", "weekday", "mon,thu", or null)}.
            """)

    @OptionGroup var store: StoreOptions
    @OptionGroup var item: ItemArgument

    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false

    @OptionGroup var colour: ColorOption

    func run() async throws {
        // Showing only reads: a missing database is reported, never created.
        try await OneShotCommand.run(store: store, color: colour.color, access: .readOnly) { front, root in
            await front.show(id: item.id, format: json ? .json : .text(style: root.textStyle))
        }
    }
}

/// `todo edit`: changes an item's title, due day, notes, tags, priority or repeat rule.
struct EditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract:
            "Change an item's title, due day, notes, tags, priority or repeat rule; what is not given stays as it is.",
        discussion: """
            WHEN may be \(DueDateExamples.sentence), with a time of day if you like (fri \
            9am, tomorrow 15:30); a WHEN without one takes the item's time away. A due day \
            may not move into the past (an overdue item may keep its day). WHEN may end in every RULE, as in an add \
            (--due "fri every 2 weeks"); --every given too must name the same rule. A rule \
            on a day's place in the month (month on the first tuesday) given without a new \
            due day moves the due day to the rule's first day on or after it. A rule's \
            N times counts from the item's occurrence. --start DAY hides the item from the \
            upcoming list until that day (the words of WHEN, without a time; --start none \
            shows it again). `todo undo` reverts an edit.

            Examples: todo edit 2 --title "Call mum and dad"
                      todo edit 2 --due mon
                      todo edit 2 --due "mon 14:30"            (--due mon takes the time away)
                      todo edit 2 --note "Ask about Sunday"    (--note "" removes the notes)
                      todo edit 2 --untag home --tag errands
                      todo edit 2 --priority none              (clears the priority)
                      todo edit 2 --every "2 weeks"            (repeats it; see todo add --help)
                      todo edit 2 --every "month on the last day until 2027-06-30"
                      todo edit 2 --every none                 (stops the series)
                      todo edit 2 --start "next mon"           (hidden until then)
                      todo edit 2 --start none                 (shown again)

            Given a filter instead of a number (the words of `todo list`: +tag, words), edit \
            changes the tags and priority (--tag, --untag, --priority; nothing else) of every \
            open item it matches, prints each one, and is one step for `todo undo`; a filter \
            that matches nothing changes nothing and fails. A word written as a number (3, #3) \
            is an item number, any other word a filter word; the two together are refused.

            Examples: todo edit +garden --tag outdoors
                      todo edit invoice --priority high
            """)

    @OptionGroup var store: StoreOptions

    @Argument(
        help: ArgumentHelp(
            "The item's number, as shown by `todo list`, or a filter (+home, words).", valueName: "id-or-filter"),
        completion: ShellCompletion.itemNumbers)
    var words: [String] = []

    @Option(name: .long, help: ArgumentHelp("A new title.", valueName: "title"))
    var title: String?

    /// Taken whatever it looks like, so that `--due -1d` is read as a date (and refused as one).
    @Option(
        name: .long, parsing: .unconditional, help: ArgumentHelp("A new due day.", valueName: "when"),
        completion: ShellCompletion.dueWords)
    var due: String?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("New notes (line breaks kept; \"\" removes them).", valueName: "text"))
    var note: String?

    @Option(
        name: .long, help: ArgumentHelp("A tag to give the item (repeatable).", valueName: "name"),
        completion: ShellCompletion.tags)
    var tag: [String] = []

    @Option(
        name: .long, help: ArgumentHelp("A tag to take off the item (repeatable).", valueName: "name"),
        completion: ShellCompletion.tags)
    var untag: [String] = []

    @OptionGroup var priority: PriorityOption

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A new repeat rule (day, week, 2w, weekday, mon,thu, month on the last day...; none stops it).",
            valueName: "rule"),
        completion: ShellCompletion.repeatRules)
    var every: String?

    /// Taken whatever it looks like, as `--due` is.
    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("Hide it from the upcoming list until this day (none: show it).", valueName: "day"),
        completion: ShellCompletion.dueWords)
    var start: String?

    @OptionGroup var colour: ColorOption

    /// The edit, every value as typed: the Detail use case reads them.
    private var edit: ItemEdit {
        ItemEdit(
            title: title, dueText: due, notes: note,
            tags: tag.isEmpty && untag.isEmpty ? nil : .change(add: tag, remove: untag),
            priorityText: priority.priority, everyText: every, startText: start)
    }

    /// The items the words name.
    private func selection() throws -> ItemSelection {
        let selection: ItemSelection
        do { selection = try ItemSelection.reading(words) } catch { throw ValidationError(error.description) }
        if case .numbers(let ids) = selection, ids.count != 1 {
            throw ValidationError(CommandWording.editTakesOneNumber)
        }
        return selection
    }

    func validate() throws {
        try ItemArguments.refuseOptions(words)
        let selection = try selection()
        guard !edit.isEmpty else {
            throw ValidationError(CommandWording.editNeedsChange(item: words.joined(separator: " ")))
        }
        if case .filter = selection, title != nil || due != nil || note != nil || every != nil || start != nil {
            throw ValidationError(AddError.onlyTagsAndPriorityForMany.description)
        }
    }

    func run() async throws {
        let selection = try selection()
        let edit = self.edit
        // Editing changes an item already stored: a missing database is reported, not made.
        try await OneShotCommand.run(store: store, color: colour.color, access: .changeExisting) { front, root in
            switch selection {
            case .numbers(let ids): await front.edit(id: ids.first ?? 0, edit, style: root.textStyle)
            case .filter(let text): await front.perform(.editMatching(filterText: text, edit))
            }
        }
    }
}
