import AppCore
import Presentation

/// Reads what was typed on the List screen into intents: the REPL's command words and
/// options only; a filter's words and item numbers are read by their one readers (the List
/// module, ``AppCore/ItemNumber``). Never fails on any input: anything it does not
/// understand becomes a message saying what to type instead.
public enum ListCommandParser {
    /// The command `line` names, or why it names none.
    public static func parse(_ line: String) -> Result<ListScreenCommand, ListCommandError> {
        let words = line.split(whereSeparator: \.isWhitespace)
        guard let first = words.first else { return .success(.nothing) }
        let name = first.lowercased()
        let rest = words.dropFirst()
        switch name {
        case "list", "ls":
            return filter(name, rest).map { .list(filterText: $0.text, done: $0.done) }
        case "find":
            // The open items, unless told otherwise: `find --done` is `list --done`.
            return filter(name, rest).map {
                $0.done ? .list(filterText: $0.text, done: true) : .intent(.filter(text: $0.text))
            }
        case "tags": return noArguments(.intent(.showTags), name, rest)
        case "all": return noArguments(.intent(.toggleLater), name, rest)
        case "undo": return noArguments(.intent(.undo), name, rest)
        case "redo": return noArguments(.intent(.redo), name, rest)
        case "history": return noArguments(.intent(.showHistory), name, rest)
        case "sync": return noArguments(.sync, name, rest)
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
            do { ids.append(try ItemNumber.read(word)) } catch { return .failure(.badNumber(String(word))) }
        }
        return .success(ids)
    }

    /// The filter text of `rest` (its words, joined) and whether `--done` is among them. A
    /// word starting with `-` is taken for an option: anything but `--done` is refused.
    private static func filter(_ name: String, _ rest: ArraySlice<Substring>) -> Result<
        (text: String, done: Bool), ListCommandError
    > {
        var done = false
        var words: [Substring] = []
        for word in rest {
            if word.lowercased() == "--done" {
                done = true
            } else if word.hasPrefix("-"), word.count > 1 {
                return .failure(.unknownOption(command: name, option: String(word)))
            } else {
                words.append(word)
            }
        }
        return .success((words.joined(separator: " "), done))
    }
}
