import AppCore
import ArgumentParser

/// The words that `done`, `undone`, `delete` and `postpone` take: item numbers, or a filter
/// in the grammar of `todo list` (``AppCore/ItemSelection``).
struct ItemArguments: ParsableArguments {
    /// Read as words, so that `-1` reaches the check below instead of being taken for an
    /// option (options these commands do not take arrive here too, and are named as such).
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp(ItemArguments.help, valueName: "id-or-filter"),
        completion: ShellCompletion.itemNumbers)
    var words: [String] = []

    /// The help of the words.
    static let help = "The items' numbers, as shown by `todo list`, or a filter (+home, words)."

    func validate() throws {
        try Self.refuseOptions(words)
    }

    /// Refuses a word that begins with `-` and no digit: an option these commands do not take
    /// (`-3` is a bad number, `-1d` a span postpone refuses, each saying so). The one check
    /// of the words' shape, which ``HotCommandLine`` makes too.
    static func refuseOptions(_ words: [String]) throws {
        guard !words.isEmpty else { throw ValidationError(CommandWording.needsItemNumbers) }
        for word in words where word.hasPrefix("-") && word.dropFirst().first?.isNumber != true {
            throw ValidationError(CommandWording.unknownOption(word))
        }
    }

    /// The help paragraph on acting on a filter: `acting` says what the command does to the
    /// items it matches.
    static func filterRule(acting: String) -> String {
        "Given a filter instead of numbers (the words of `todo list`: +tag, words), it \(acting), "
            + "prints each one, and is one step for `todo undo`; a filter that matches nothing "
            + "changes nothing and fails. A word written as a number (3, #3) is an item number, "
            + "any other word a filter word; numbers and filter words together are refused."
    }

    /// A command's longer help: its forms, the filter rule and examples.
    static func discussion(_ name: String, examples: [String], acting: String) -> String {
        "todo \(name) ID..., or todo \(name) FILTER.... " + filterRule(acting: acting) + "\n\nExamples: "
            + examples.joined(separator: "\n          ")
    }

    /// The item numbers `words` name, or why they do not: the one check of these
    /// commands' arguments, which ``HotCommandLine`` makes too.
    static func numbers(_ words: [String]) throws -> [Int64] {
        guard !words.isEmpty else { throw ValidationError(CommandWording.needsItemNumbers) }
        return try words.map(number)
    }

    /// The item number `word` names (``AppCore/ItemNumber``), or why it names none: a word
    /// starting with `-` that is no negative number is an option these commands do not take.
    static func number(_ word: String) throws -> Int64 {
        if word.hasPrefix("-"), !word.dropFirst().allSatisfy(\.isNumber) || word == "-" {
            throw ValidationError(CommandWording.unknownOption(word))
        }
        do { return try ItemNumber.read(word) } catch { throw ValidationError(error.description) }
    }
}

/// The one item number that `show` and `edit` take.
struct ItemArgument: ParsableArguments {
    @Argument(
        help: ArgumentHelp("The item's number, as shown by `todo list`.", valueName: "id"),
        completion: ShellCompletion.itemNumbers)
    var word: String

    /// The number, checked.
    var id: Int64 { (try? ItemArguments.number(word)) ?? 0 }

    func validate() throws {
        _ = try ItemArguments.number(word)
    }
}
