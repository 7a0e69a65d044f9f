import AppCore

/// Why a List-screen line was not understood; each says what was wrong and what to type
/// instead (``CompactListWording``; an item number, as ``AppCore/ItemNumberError`` says).
public enum ListCommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The first word is no command.
    case unknownCommand(String)
    /// A command that takes item numbers was given none.
    case missingNumber(command: String)
    /// A word is not an item number (``AppCore/ItemNumber``).
    case badNumber(String)
    /// More words than the command takes.
    case unexpectedArguments(command: String)
    /// A command that takes one item number was given several.
    case oneNumber(command: String)
    /// `list` or `find` was given a word starting with `-` that is not an option it takes.
    case unknownOption(command: String, option: String)

    /// What was wrong and what to type instead.
    public var description: String {
        switch self {
        case .unknownCommand(let word): CompactListWording.unknownCommand(word)
        case .missingNumber(let command): CompactListWording.missingNumber(command: command)
        case .badNumber(let word): ItemNumberError(word: word).description
        case .unexpectedArguments(let command): CompactListWording.unexpectedArguments(command: command)
        case .oneNumber(let command): CompactListWording.oneNumber(command: command)
        case .unknownOption(let command, let option): CompactListWording.unknownOption(command: command, option: option)
        }
    }
}
