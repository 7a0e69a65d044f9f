import AppCore
import Presentation

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
        case "done": request = items(&words) { .complete($0) }
        case "undone": request = items(&words) { .reopen($0) }
        case "delete", "rm": request = items(&words) { .delete($0) }
        case "undo": request = undo(&words)
        default: return nil
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
            default: request.words.append(words.positional(word))
            }
        }
        request.due = due ?? ""
        // The checks of AddCommand.validate() and PriorityOption.validate().
        guard !request.words.isEmpty else { return nil }
        if PriorityOption.problem(with: request.priority) != nil { return nil }
        return request
    }

    private static func items(_ words: inout HotWords, _ intent: ([Int64]) -> ListIntent) -> CommandRequest? {
        var db: String?
        var numbers: [Int64] = []
        while let word = words.next() {
            if word == "--db" {
                db = words.value(once: db)
            } else if let number = try? ItemArguments.number(words.positional(word)) {
                numbers.append(number)
            } else {
                words.refuse()
            }
        }
        // The check of ItemArguments.validate().
        return numbers.isEmpty ? nil : .intent(intent(numbers), db: db)
    }

    private static func undo(_ words: inout HotWords) -> CommandRequest? {
        var db: String?
        while let word = words.next() {
            if word == "--db" { db = words.value(once: db) } else { words.refuse() }
        }
        return .intent(.undo, db: db)
    }
}

/// The words after the subcommand, read one by one; any form the short cut does not read
/// makes the whole line invalid (``isValid``), and swift-argument-parser reads it instead.
private struct HotWords {
    private let words: [String]
    private var index = 0
    /// Whether every word so far was one of the plain forms.
    private(set) var isValid = true

    init(_ words: [String]) { self.words = words }

    /// The next word, or `nil` at the end (or once the line is invalid).
    mutating func next() -> String? {
        guard isValid, index < words.count else { return nil }
        defer { index += 1 }
        return words[index]
    }

    /// Marks the line as one the short cut does not read.
    mutating func refuse() { isValid = false }

    /// A word that is not an option: anything beginning with `-` is left to
    /// swift-argument-parser (an unknown option, `--`, a negative number, help).
    mutating func positional(_ word: String) -> String {
        if word.hasPrefix("-") { refuse() }
        return word
    }

    /// An option's value: the next word, which must not look like an option.
    mutating func value() -> String? {
        guard let value = next(), !value.hasPrefix("-") else {
            refuse()
            return nil
        }
        return value
    }

    /// The value of an option that may be given once (`earlier` is what it had so far).
    mutating func value(once earlier: String?) -> String? {
        if earlier != nil { refuse() }
        return value()
    }

    /// The value of an option given once, converted; a value that does not convert is
    /// left to swift-argument-parser, which says what is wrong with it.
    mutating func value<Value>(once earlier: Value?, _ convert: (String) -> Value?) -> Value? {
        if earlier != nil { refuse() }
        guard let text = value(), let converted = convert(text) else {
            refuse()
            return nil
        }
        return converted
    }

    /// The value of an option that takes the next word whatever it looks like.
    mutating func unconditionalValue(once earlier: String?) -> String? {
        if earlier != nil { refuse() }
        guard let value = next() else {
            refuse()
            return nil
        }
        return value
    }

    /// A flag, given once.
    mutating func flag(once earlier: Bool) -> Bool {
        if earlier { refuse() }
        return true
    }
}
