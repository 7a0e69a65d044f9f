import AppCore
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
        case "list", "ls":
            return filter(name, rest, takesDone: true).map { .list(filter: $0.filter, done: $0.done) }
        case "find": return filter(name, rest, takesDone: false).map { .intent(.filter($0.filter)) }
        case "tags": return noArguments(.intent(.showTags), name, rest)
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

    /// The filter `rest` asks for (`nil` when it has no words) and whether `--done` is
    /// among them (for a command that `takesDone`). A word starting with `-` is taken for an
    /// option: anything but `--done` is refused, and so are words with no letter or digit.
    private static func filter(_ name: String, _ rest: ArraySlice<Substring>, takesDone: Bool) -> Result<
        (filter: ItemFilter?, done: Bool), ListCommandError
    > {
        var done = false
        var words: [String] = []
        for word in rest {
            if takesDone, word.lowercased() == "--done" {
                done = true
            } else if word.hasPrefix("-"), word.count > 1 {
                return .failure(.unknownOption(command: name, option: String(word)))
            } else {
                words.append(String(word))
            }
        }
        guard !words.isEmpty else { return .success((nil, done)) }
        let filter = ItemFilter(parsing: words)
        guard !filter.isEmpty else {
            return .failure(.nothingToFind(command: name, text: words.joined(separator: " ")))
        }
        return .success((filter, done))
    }
}
