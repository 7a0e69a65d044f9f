import AppCore
import ArgumentParser
import Presentation

/// The item numbers that `done`, `undone` and `delete` take: one or more.
struct ItemArguments: ParsableArguments {
    /// Read as words, so that `-1` reaches the check below instead of being taken for an
    /// option (options these commands do not take arrive here too, and are named as such).
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("The items' numbers, as shown by `todo list` (one or more).", valueName: "id"),
        completion: ShellCompletion.itemNumbers)
    var words: [String] = []

    /// The numbers, checked.
    var ids: [Int64] { words.compactMap { Int64($0) } }

    func validate() throws {
        guard !words.isEmpty else { throw ValidationError("give one or more item numbers, e.g. 3 or 3 5 7") }
        for word in words { _ = try Self.number(word) }
    }

    /// The item number `word` names, or why it names none.
    static func number(_ word: String) throws -> Int64 {
        if word.hasPrefix("-"), !word.dropFirst().allSatisfy(\.isNumber) || word == "-" {
            throw ValidationError("unknown option '\(word)'")
        }
        guard let id = Int64(word), id > 0 else {
            throw ValidationError("\"\(word)\" is not an item number; numbers start at 1 and are shown by `todo list`")
        }
        return id
    }
}

/// The one item number that `show` and `edit` take.
struct ItemArgument: ParsableArguments {
    @Argument(
        help: ArgumentHelp("The item's number, as shown by `todo list`.", valueName: "id"),
        completion: ShellCompletion.itemNumbers)
    var word: String

    /// The number, checked.
    var id: Int64 { (try? ItemArguments.number(word)) ?? 0 }

    func validate() throws {
        _ = try ItemArguments.number(word)
    }
}

/// `todo done`: completes items.
struct DoneCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "done", abstract: "Mark items done; they leave the upcoming list. `todo undo` reverts it.")

    @OptionGroup var store: StoreOptions
    @OptionGroup var items: ItemArguments

    func run() async throws {
        try await request.run()
    }
}

extension DoneCommand: RequestingCommand {
    var request: CommandRequest { .intent(.complete(items.ids), db: store.db) }
}

/// `todo undone`: reopens completed items.
struct UndoneCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undone", abstract: "Mark done items open again.")

    @OptionGroup var store: StoreOptions
    @OptionGroup var items: ItemArguments

    func run() async throws {
        try await request.run()
    }
}

extension UndoneCommand: RequestingCommand {
    var request: CommandRequest { .intent(.reopen(items.ids), db: store.db) }
}

/// `todo delete`: deletes items.
struct DeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete items. `todo undo` brings them back; their numbers are never given to other items.",
        aliases: ["rm"])

    @OptionGroup var store: StoreOptions
    @OptionGroup var items: ItemArguments

    func run() async throws {
        try await request.run()
    }
}

extension DeleteCommand: RequestingCommand {
    var request: CommandRequest { .intent(.delete(items.ids), db: store.db) }
}

/// `todo undo`: reverts the last change to the list.
struct UndoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Undo the most recent change to the list not yet undone.",
        discussion: """
            Whoever made it: this command, the REPL, the wide front, or another process or \
            machine sharing the list. Run it again to go further back: the last \
            \(UndoJournal.keptSteps) changes are kept. Adds, edits, done, undone, deletes and \
            imports (as one step) can be undone.
            """)

    @OptionGroup var store: StoreOptions

    func run() async throws {
        try await request.run()
    }
}

extension UndoCommand: RequestingCommand {
    var request: CommandRequest { .intent(.undo, db: store.db) }
}
