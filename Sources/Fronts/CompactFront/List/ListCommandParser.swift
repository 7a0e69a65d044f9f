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
            return selection(name, rest).map { selection in
                switch name {
                case "done": .intent(.completing(selection))
                case "undone": .intent(.reopening(selection))
                default: .intent(.deleting(selection))
                }
            }
        case "postpone", "pp":
            guard !rest.isEmpty else { return .failure(.missingNumber(command: name)) }
            do {
                return .success(.intent(try ListIntent.postponing(words: rest.map(String.init))))
            } catch {
                return .failure(ListCommandError(error))
            }
        case "note", "n":
            guard let word = rest.first else { return .failure(.missingNumber(command: name)) }
            let id: Int64
            do { id = try ItemNumber.read(word) } catch { return .failure(.badNumber(String(word))) }
            guard rest.count > 1 else { return .failure(.missingNote(command: name, id: id)) }
            let text = line.drop { $0.isWhitespace }.dropFirst(first.count).drop { $0.isWhitespace }
                .dropFirst(word.count).drop { $0.isWhitespace }
            return .success(.intent(.addNote(id, line: String(text))))
        case "edit" where rest.contains(where: { $0.hasPrefix("--") }),
            "e" where rest.contains(where: { $0.hasPrefix("--") }):
            return batchEdit(name, rest)
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

    /// The items `rest` names, by number or by a filter (``AppCore/ItemSelection``).
    private static func selection(_ name: String, _ rest: ArraySlice<Substring>) -> Result<
        ItemSelection, ListCommandError
    > {
        guard !rest.isEmpty else { return .failure(.missingNumber(command: name)) }
        do { return .success(try ItemSelection.reading(rest.map(String.init))) } catch {
            return .failure(ListCommandError(error))
        }
    }

    /// `edit FILTER --tag NAME --untag NAME --priority P`: the tags and priority of every
    /// open item the filter matches (one number: the same change to that item).
    private static func batchEdit(_ name: String, _ rest: ArraySlice<Substring>) -> Result<
        ListScreenCommand, ListCommandError
    > {
        var words: [Substring] = []
        var add: [String] = []
        var remove: [String] = []
        var priority: String?
        var index = rest.startIndex
        while index < rest.endIndex {
            let word = rest[index]
            let option = word.lowercased()
            guard ["--tag", "--untag", "--priority"].contains(option) else {
                if word.hasPrefix("-"), word.count > 1, !ItemSelection.isNumber(String(word)) {
                    return .failure(.unknownOption(command: name, option: String(word)))
                }
                words.append(word)
                index += 1
                continue
            }
            guard index + 1 < rest.endIndex else { return .failure(.missingValue(command: name, option: option)) }
            let value = String(rest[index + 1])
            switch option {
            case "--tag": add.append(value)
            case "--untag": remove.append(value)
            default: priority = value
            }
            index += 2
        }
        let edit = ItemEdit(
            tags: add.isEmpty && remove.isEmpty ? nil : .change(add: add, remove: remove), priorityText: priority)
        return selection(name, words[...]).flatMap { selection in
            switch selection {
            case .filter(let text): return .success(.intent(.editMatching(filterText: text, edit)))
            case .numbers: return .failure(.optionsNeedFilter(command: name))
            }
        }
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
