import AppCore
import ArgumentParser

/// A short cut past swift-argument-parser for the plain command lines of the commands run
/// most (`list`, `add`, `done`, `undone`, `delete`, `undo`), which otherwise spend most of
/// a one-shot run in its reflection (see Docs/Performance.md, "A one-shot command at 1,000
/// items").
///
/// It builds the very command values swift-argument-parser would, from the same command
/// types, and only for the forms it reads here: a known subcommand or alias first, then
/// that command's own options as separate words (`--db PATH`, `-p high`), its flags once
/// each, and words that do not begin with `-`. Anything else (help, `--opt=value`, `--`,
/// an unknown or repeated option, a value swift-argument-parser would refuse, a check the
/// command's `validate()` fails) gives `nil`, and swift-argument-parser reads the line,
/// help and messages included. `HotCommandLineTests` feeds the same generated argument
/// lists, made from every one-shot command's definition, to both and requires the same
/// command, so the two readings cannot drift apart.
enum HotCommandLine {
    /// The command `arguments` (without the program's name) ask for, or `nil` when they
    /// are not one of the plain forms read here.
    static func command(_ arguments: [String]) -> (any AsyncParsableCommand)? {
        guard let name = arguments.first else { return nil }
        var words = HotWords(Array(arguments.dropFirst()))
        var command: (any AsyncParsableCommand)?
        switch name {
        case "list", "ls": command = list(&words)
        case "add": command = add(&words)
        case "done":
            command = items(&words, DoneCommand()) {
                $0.store = $1
                $0.items = $2
            }
        case "undone":
            command = items(&words, UndoneCommand()) {
                $0.store = $1
                $0.items = $2
            }
        case "delete", "rm":
            command = items(&words, DeleteCommand()) {
                $0.store = $1
                $0.items = $2
            }
        case "undo": command = undo(&words)
        default: return nil
        }
        guard var command, words.isValid, (try? command.validate()) != nil else { return nil }
        return command
    }

    private static func list(_ words: inout HotWords) -> ListCommand? {
        var db: String?
        var weekStart: WeekStart?
        var color: ColorChoice?
        var all = false
        var done = false
        var json = false
        var filter: [String] = []
        while let word = words.next() {
            switch word {
            case "--db": db = words.value(once: db)
            case "--week-start": weekStart = words.value(once: weekStart, WeekStart.init(name:))
            case "--color": color = words.value(once: color, ColorChoice.init(rawValue:))
            case "--all": all = words.flag(once: all)
            case "--done": done = words.flag(once: done)
            case "--json": json = words.flag(once: json)
            default: filter.append(words.positional(word))
            }
        }
        var command = ListCommand()
        command.store = StoreOptions(db: db)
        command.weeks = WeekOptions(weekStart: weekStart)
        command.filter = filter
        command.all = all
        command.done = done
        command.json = json
        command.colour = ColorOption(color: color)
        return command
    }

    private static func add(_ words: inout HotWords) -> AddCommand? {
        var db: String?
        var due: String?
        var tags: [String] = []
        var priority: String?
        var every: String?
        var title: [String] = []
        while let word = words.next() {
            switch word {
            case "--db": db = words.value(once: db)
            // Taken whatever it looks like, as the option's `.unconditional` parsing does.
            case "--due": due = words.unconditionalValue(once: due)
            case "--tag": if let tag = words.value() { tags.append(tag) }
            case "--priority", "-p": priority = words.value(once: priority)
            case "--every": every = words.value(once: every)
            default: title.append(words.positional(word))
            }
        }
        var command = AddCommand()
        command.store = StoreOptions(db: db)
        command.words = title
        command.due = due ?? ""
        command.tag = tags
        command.priority = PriorityOption(priority: priority)
        command.every = every
        // swift-argument-parser checks each option group as well as the command.
        guard (try? command.priority.validate()) != nil else { return nil }
        return command
    }

    private static func items<Command: AsyncParsableCommand>(
        _ words: inout HotWords, _ empty: Command, _ fill: (inout Command, StoreOptions, ItemArguments) -> Void
    ) -> Command? {
        var db: String?
        var numbers: [String] = []
        while let word = words.next() {
            if word == "--db" { db = words.value(once: db) } else { numbers.append(words.positional(word)) }
        }
        let items = ItemArguments(numbers: numbers)
        guard (try? items.validate()) != nil else { return nil }
        var command = empty
        fill(&command, StoreOptions(db: db), items)
        return command
    }

    private static func undo(_ words: inout HotWords) -> UndoCommand? {
        var db: String?
        while let word = words.next() {
            if word == "--db" { db = words.value(once: db) } else { words.refuse() }
        }
        var command = UndoCommand()
        command.store = StoreOptions(db: db)
        return command
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

extension StoreOptions {
    /// The options as parsed from `--db`.
    init(db: String?) {
        self.init()
        self.db = db
    }
}

extension WeekOptions {
    /// The options as parsed from `--week-start`.
    init(weekStart: WeekStart?) {
        self.init()
        self.weekStart = weekStart
    }
}

extension ColorOption {
    /// The option as parsed from `--color`.
    init(color: ColorChoice?) {
        self.init()
        self.color = color
    }
}

extension PriorityOption {
    /// The option as parsed from `--priority`.
    init(priority: String?) {
        self.init()
        self.priority = priority
    }
}

extension ItemArguments {
    /// The arguments as parsed from the item numbers. (The synthesised `init(words:)`
    /// would make a definition with a default, not a parsed value.)
    init(numbers words: [String]) {
        self.init()
        self.words = words
    }
}
