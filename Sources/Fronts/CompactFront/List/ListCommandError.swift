/// Why a List-screen line was not understood; each says what was wrong and what to type
/// instead.
public enum ListCommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The first word is no command.
    case unknownCommand(String)
    /// A command that takes item numbers was given none.
    case missingNumber(command: String)
    /// An item number is not a positive whole number.
    case badNumber(String)
    /// More words than the command takes.
    case unexpectedArguments(command: String)
    /// A command that takes one item number was given several.
    case oneNumber(command: String)
    /// `list` or `find` was given a word starting with `-` that is not an option it takes.
    case unknownOption(command: String, option: String)
    /// `list` or `find` was given words with no letter or digit to look for (`find ?!`).
    case nothingToFind(command: String, text: String)

    /// What was wrong and what to type instead (a long word is shortened).
    public var description: String {
        switch self {
        case .unknownCommand(let word): "unknown command \"\(Self.shortened(word))\"; type help to see the commands"
        case .missingNumber(let command):
            "\(command) needs one or more item numbers, e.g. \(command) 3 or \(command) 3 5"
        case .badNumber(let word):
            "\"\(Self.shortened(word))\" is not an item number; use the number shown on the item's row"
        case .unexpectedArguments(let command) where command == "tags":
            "tags takes nothing after it; to show the items with a tag, type list +TAG"
        case .unexpectedArguments(let command): "\(command) takes nothing after it; type help to see the commands"
        case .oneNumber(let command): "\(command) takes one item number, e.g. \(command) 3"
        case .unknownOption(let command, let option) where command == "find":
            "find does not take \"\(Self.shortened(option))\"; type find with words or +tags (find milk +home), "
                + "or list --done for the completed items"
        case .unknownOption(let command, let option) where option.lowercased() == "--all":
            "\(command) does not take \"\(option)\"; to show items due after next week too, type all"
        case .unknownOption(let command, let option):
            "\(command) does not take \"\(Self.shortened(option))\"; type \(command) --done for the completed items, "
                + "or \(command) with words or +tags (\(command) +home) for the items that match"
        case .nothingToFind(let command, let text):
            "\"\(Self.shortened(text))\" has no letter or digit to look for; type \(command) with words or +tags "
                + "(\(command) milk +home), or \(command) alone to show every item"
        }
    }

    /// `word` cut to 40 characters, for messages.
    private static func shortened(_ word: String) -> String {
        word.count > 40 ? word.prefix(40) + "…" : word
    }
}
