import AppCore
import Presentation
import SettingsFile

/// A short cut past swift-argument-parser for the plain command lines of the commands run
/// most (`list`, `add`, `done`, `undone`, `delete`, `undo`), which otherwise spend most of
/// a one-shot run in its reflection (see Docs/Performance.md, "A one-shot command at 1,000
/// items").
///
/// It makes the very request (``CommandRequest``) the command types hand on after
/// swift-argument-parser has read them, and only for the forms it reads here: a known subcommand or alias first, then
/// that command's own options as separate words (`--db PATH`, `-p high`), its flags once
/// each, and words that do not begin with `-`. Anything else (help, `--opt=value`, `--`,
/// an unknown or repeated option, a value swift-argument-parser would refuse, a check the
/// command's `validate()` fails) gives `nil`, and swift-argument-parser reads the line,
/// help and messages included. `HotCommandLineTests` feeds the same generated argument
/// lists, made from every one-shot command's definition, to both and requires the same
/// request, so the two readings cannot drift apart. It builds no command type: their
/// property wrappers' first use costs the Swift runtime more than the rest of the parse.
enum HotCommandLine {
    /// The request `arguments` (without the program's name) make, or `nil` when they are
    /// not one of the plain forms read here.
    static func request(_ arguments: [String]) -> CommandRequest? {
        guard let name = arguments.first else { return nil }
        var words = HotWords(Array(arguments.dropFirst()))
        let request: CommandRequest?
        switch name {
        case "list", "ls": request = list(&words).map(CommandRequest.list)
        case "add": request = add(&words).map(CommandRequest.add)
        case "undo": request = undo(&words)
        default:
            // `done`, `undone`, `delete`, `postpone`: their names and intents as their one command type has them.
            guard let action = itemsActions.first(where: { $0.name == name || $0.aliases.contains(name) }) else {
                return nil
            }
            request = items(&words, action)
        }
        return words.isValid ? request : nil
    }

    private static func list(_ words: inout HotWords) -> ListRequest? {
        var request = ListRequest()
        while let word = words.next() {
            switch word {
            case "--db": request.db = words.value(once: request.db)
            case "--week-start": request.weekStart = words.value(once: request.weekStart, WeekStart.init(name:))
            case "--color": request.color = words.value(once: request.color, ColorChoice.init(rawValue:))
            case "--all": request.all = words.flag(once: request.all)
            case "--done": request.done = words.flag(once: request.done)
            case "--json": request.json = words.flag(once: request.json)
            default: request.filter.append(words.positional(word))
            }
        }
        return request
    }

    private static func add(_ words: inout HotWords) -> AddRequest? {
        var request = AddRequest()
        var due: String?
        while let word = words.next() {
            switch word {
            case "--db": request.db = words.value(once: request.db)
            // Taken whatever it looks like, as the option's `.unconditional` parsing does.
            case "--due": due = words.unconditionalValue(once: due)
            case "--tag": if let tag = words.value() { request.tags.append(tag) }
            case "--priority", "-p": request.priority = words.value(once: request.priority)
            case "--every": request.every = words.value(once: request.every)
            case "--note": request.note = words.unconditionalValue(once: request.note)
            case "--start": request.start = words.unconditionalValue(once: request.start)
            default: request.words.append(words.positional(word))
            }
        }
        request.due = due ?? ""
        // The check of AddCommand.validate(), the same function.
        return AddRequest.problem(words: request.words) == nil ? request : nil
    }

    private static func items(_ words: inout HotWords, _ action: any ItemsAction.Type) -> CommandRequest? {
        var db: String?
        var given: [String] = []
        while let word = words.next() {
            if word == "--db" { db = words.value(once: db) } else { given.append(words.positional(word)) }
        }
        // The checks of ItemArguments.validate() and ItemsCommand.validate(), the same functions.
        guard (try? ItemArguments.refuseOptions(given)) != nil, let intent = try? action.intent(given) else {
            return nil
        }
        return .intent(intent, db: db)
    }

    private static func undo(_ words: inout HotWords) -> CommandRequest? {
        var db: String?
        while let word = words.next() {
            if word == "--db" { db = words.value(once: db) } else { words.refuse() }
        }
        return .intent(.undo, db: db)
    }
}
