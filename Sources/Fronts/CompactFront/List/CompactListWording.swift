import TerminalText

/// The sentences of the REPL's own command syntax, for a List-screen line it does not
/// understand: what was wrong and what to type instead (a long word is shortened); and the
/// lines of its own way of showing a list that does not fit after a change. What a line
/// means for the list, and every sentence about that, is the List module's.
enum CompactListWording {
    /// The first word is no command.
    static func unknownCommand(_ word: String) -> String {
        "unknown command \"\(shortened(word))\"; type help to see the commands"
    }

    /// A command that takes item numbers was given none.
    static func missingNumber(command: String) -> String {
        "\(command) needs one or more item numbers, e.g. \(command) 3 or \(command) 3 5"
    }

    /// `edit 3 --tag x`.
    static func optionsNeedFilter(command: String) -> String {
        "\(command) N opens the item's form; --tag, --untag and --priority go with a filter "
            + "(\(command) +home --tag errands)"
    }

    /// `note 3` without a line.
    static func missingNote(command: String, id: Int64) -> String {
        "\(command) needs the line to add, e.g. \(command) \(id) Ask about the boiler"
    }

    /// `edit +home --tag` without the tag.
    static func missingValue(command: String, option: String) -> String {
        "\(option) needs a value, e.g. \(command) +home \(option == "--priority" ? "--priority high" : option + " errands")"
    }

    /// More words than the command takes.
    static func unexpectedArguments(command: String) -> String {
        command == "tags"
            ? "tags takes nothing after it; to show the items with a tag, type list +TAG"
            : "\(command) takes nothing after it; type help to see the commands"
    }

    /// A command that takes one item number was given several.
    static func oneNumber(command: String) -> String {
        "\(command) takes one item number, e.g. \(command) 3"
    }

    /// `list` or `find` was given a word starting with `-` that is not an option it takes.
    static func unknownOption(command: String, option: String) -> String {
        if command == "find" {
            return "find does not take \"\(shortened(option))\"; type find with words or +tags (find milk +home), "
                + "or find --done with them for the completed items"
        }
        if option.lowercased() == "--all" {
            return "\(command) does not take \"\(option)\"; to show items due after next week too, type all"
        }
        return "\(command) does not take \"\(shortened(option))\"; type \(command) --done for the completed items, "
            + "or \(command) with words or +tags (\(command) +home) for the items that match"
    }

    /// The List screen's prompt, naming the list on show in a word or two (``scope``: ""
    /// for the upcoming list, "done", "+home milk"; cut to 24 columns): `todo> `,
    /// `todo done +home> `.
    static func prompt(scope: String) -> String {
        guard !scope.isEmpty else { return "todo> " }
        return "todo \(DisplayWidth.truncated(TerminalSafeText.visible(scope), toWidth: 24))> "
    }

    /// Where rows of a section are left out of the list shown after a change: "  … 12 more".
    static func moreRows(_ count: Int) -> String {
        "  … \(count) more"
    }

    /// The last line of a list cut to fit after a change: the sections left out and how
    /// many items each holds, and how to see everything ("Not shown: 3 in Overdue, 25 in
    /// Next Week; type list to see everything").
    static func notShown(_ sections: [(title: String, count: Int)]) -> String {
        guard !sections.isEmpty else { return "Type list to see everything." }
        return "Not shown: " + sections.map { "\($0.count) in \($0.title)" }.joined(separator: ", ")
            + "; type list to see everything"
    }

    /// `word` cut to 40 characters, for messages.
    private static func shortened(_ word: String) -> String {
        word.count > 40 ? word.prefix(40) + "…" : word
    }
}
