import Presentation

/// Reads what was typed on the List screen. Never fails on any input: anything it does
/// not understand becomes a message saying what to type instead.
public enum ListCommandParser {
    /// The longest item number accepted, in digits (more is refused, never trapped on).
    static let maximumDigits = 18

    /// The command `line` names, or why it names none.
    public static func parse(_ line: String) -> Result<ListScreenCommand, ListCommandError> {
        let words = line.split(whereSeparator: \.isWhitespace)
        guard let first = words.first else { return .success(.nothing) }
        let name = first.lowercased()
        let rest = words.dropFirst()
        switch name {
        case "list", "ls": return noArguments(.intent(.refresh), name, rest)
        case "all": return noArguments(.intent(.toggleLater), name, rest)
        case "undo": return noArguments(.intent(.undo), name, rest)
        case "help", "?": return noArguments(.help, name, rest)
        case "quit", "exit", "q": return noArguments(.quit, name, rest)
        case "add", "a":
            return .success(.intent(.add(name: rest.isEmpty ? nil : rest.joined(separator: " "))))
        case "done", "undone", "delete", "rm":
            return itemNumbers(name, rest).map { ids in
                switch name {
                case "done": .intent(.complete(ids))
                case "undone": .intent(.reopen(ids))
                default: .intent(.delete(ids))
                }
            }
        case "show", "s", "edit", "e":
            return itemNumbers(name, rest).flatMap { ids in
                guard ids.count == 1, let id = ids.first else { return .failure(.oneNumber(command: name)) }
                return .success(name.hasPrefix("s") ? .intent(.open(id)) : .intent(.edit(id)))
            }
        default:
            return .failure(.unknownCommand(String(first)))
        }
    }

    private static func noArguments(
        _ command: ListScreenCommand, _ name: String, _ rest: ArraySlice<Substring>
    ) -> Result<ListScreenCommand, ListCommandError> {
        rest.isEmpty ? .success(command) : .failure(.unexpectedArguments(command: name))
    }

    private static func itemNumbers(_ name: String, _ rest: ArraySlice<Substring>) -> Result<[Int64], ListCommandError>
    {
        guard !rest.isEmpty else { return .failure(.missingNumber(command: name)) }
        var ids: [Int64] = []
        for word in rest {
            let digits = word.hasPrefix("#") ? word.dropFirst() : word[...]
            guard !digits.isEmpty, digits.count <= maximumDigits, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                let id = Int64(digits), id > 0
            else { return .failure(.badNumber(String(word))) }
            ids.append(id)
        }
        return .success(ids)
    }
}

/// Why a List-screen line was not understood.
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

    /// What was wrong and what to type instead (a long word is shortened).
    public var description: String {
        switch self {
        case .unknownCommand(let word): "unknown command \"\(Self.shortened(word))\"; type help to see the commands"
        case .missingNumber(let command):
            "\(command) needs one or more item numbers, e.g. \(command) 3 or \(command) 3 5"
        case .badNumber(let word):
            "\"\(Self.shortened(word))\" is not an item number; use the number shown on the item's row"
        case .unexpectedArguments(let command) where command == "list" || command == "ls":
            "\(command) takes nothing after it; to show items due after next week too, type all"
        case .unexpectedArguments(let command): "\(command) takes nothing after it; type help to see the commands"
        case .oneNumber(let command): "\(command) takes one item number, e.g. \(command) 3"
        }
    }

    /// `word` cut to 40 characters, for messages.
    private static func shortened(_ word: String) -> String {
        word.count > 40 ? word.prefix(40) + "…" : word
    }
}
