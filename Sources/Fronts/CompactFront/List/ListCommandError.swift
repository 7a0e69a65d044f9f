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
    /// Words that select no items: numbers and filter words mixed, a bad number.
    case selection(ItemSelectionError)
    /// `note N` without the line to add.
    case missingNote(command: String, id: Int64)
    /// An option given without its value (`edit +home --tag`).
    case missingValue(command: String, option: String)
    /// `edit 3 --tag x`: options with an item number (they take a filter; `edit 3` opens the form).
    case optionsNeedFilter(command: String)

    /// Why words select no items: a bad number as ``badNumber(_:)`` says it.
    init(_ error: ItemSelectionError) {
        if case .notANumber(let number) = error {
            self = .badNumber(number.word)
        } else {
            self = .selection(error)
        }
    }

    /// What was wrong and what to type instead.
    public var description: String {
        switch self {
        case .unknownCommand(let word): CompactListWording.unknownCommand(word)
        case .missingNumber(let command): CompactListWording.missingNumber(command: command)
        case .badNumber(let word): ItemNumberError(word: word).description
        case .unexpectedArguments(let command): CompactListWording.unexpectedArguments(command: command)
        case .oneNumber(let command): CompactListWording.oneNumber(command: command)
        case .unknownOption(let command, let option): CompactListWording.unknownOption(command: command, option: option)
        case .selection(let error): error.description
        case .missingNote(let command, let id): CompactListWording.missingNote(command: command, id: id)
        case .missingValue(let command, let option): CompactListWording.missingValue(command: command, option: option)
        case .optionsNeedFilter(let command): CompactListWording.optionsNeedFilter(command: command)
        }
    }
}
