import AppCore

/// The compact front's help: the commands of the list screen and of the item screen, its
/// filters and the due dates it understands. One line an entry: on a terminal the REPL
/// breaks each at its width, under the entry's description (``TerminalText/WordWrap``).
enum CompactHelpWording {
    /// What `help` prints on the list screen.
    static let list = [
        "Commands:",
        "  list, ls       show the upcoming list again, whole: the open items, no filter",
        "  find WORDS...  the open items that match: +home has the tag, milk begins a word of the title or notes, "
            + "in any case or accents (find milk, find +home cafe); find alone: all",
        "  list WORDS...  the same as find",
        "  list --done    the completed items, the most recent first (list --done WORDS... or find --done WORDS...: "
            + "those that match)",
        "  tags           every tag of an open item, with how many open items carry it",
        "  add [NAME]     add an item; asks for its name (empty cancels) and due date; +word or @word in it is a tag",
        "  show N         show an item whole: its due day, when it was added, its notes",
        "  edit N         change an item's title, due date, note, tags, priority, repeat rule and start day (hidden "
            + "until then; asked at a terminal; an empty answer keeps each)",
        "  done N...      mark items done (done 3, done 3 5 7)",
        "  undone N...    mark done items open again",
        "  delete N...    delete items (undo brings them back)",
        "  postpone N... [BY]  move due days later: a day, or BY (3d, 1w, 1m, mon); overdue ones from today",
        "  done +home     done, undone, delete, postpone and edit --tag/--untag/--priority take a filter too",
        "  note N TEXT    add a line to an item's notes, keeping those it has",
        "  undo           undo the last change to the list, whoever made it; again to go further back (the last "
            + "\(UndoJournal.keptSteps) changes are kept)",
        "  redo           redo the change undone most recently; again for the one undone before it (a new change "
            + "clears what could be redone)",
        "  history        the last changes, newest first: what each did, when, and whether it was undone",
        "  all            show or hide items due after next week",
        "  sync           sync the list with the CalDAV collection of the settings' [sync] section, both ways "
            + "(todo sync --help); with sync.interval set, the REPL also syncs by itself",
        "  help, ?        this help",
        "  quit, exit     leave (Ctrl-D works too)",
        "N is the number on the item's row; it never changes.",
        "The prompt names the list on show: todo> the upcoming list, todo done> the completed items, todo +home> a "
            + "filter. After a change the open items are shown, the filter kept; when they do not fit the screen, the "
            + "sections the change touched come first, and list shows everything.",
        "Due dates: \(DueDateExamples.emptyMeansToday).",
        "Tab completes commands, item numbers (listed with their titles, in number order), +tags and due dates; Up "
            + "and Down recall earlier lines; Ctrl-C clears the line.",
    ]

    /// What `help` prints on the item screen.
    static let item = [
        "edit      change the title, due date, notes, tags, priority, repeat rule and start day (an empty answer "
            + "keeps each)",
        "done      mark the item done",
        "undone    mark it open again",
        "delete    delete it (undo brings it back)",
        "back      back to the list (or an empty line); any list command works too",
        "quit      leave todo",
    ]
}
