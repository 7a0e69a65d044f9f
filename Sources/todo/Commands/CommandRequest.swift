import AppCore
import Presentation
import SettingsFile

/// What one of the hot one-shot commands (`list`, `add`, `done`, `undone`, `delete`,
/// `undo`) was asked to do, in plain values. The command types, read by
/// swift-argument-parser, hand it on; ``HotCommandLine`` reads the plain lines into it
/// without building them; either way it runs the same.
enum CommandRequest: Equatable, Sendable {
    /// `todo list`.
    case list(ListRequest)
    /// `todo add`.
    case add(AddRequest)
    /// `todo done`, `undone`, `delete` and `undo`: one List intent on the database `db`.
    case intent(ListIntent, db: String?)

    /// Runs the command.
    func run() async throws {
        switch self {
        case .list(let request): try await request.run()
        case .add(let request): try await request.run()
        case .intent(let intent, let db):
            // They change what is stored, and store nothing new: a missing database is not made.
            try await OneShotCommand.run(db: db, access: .changeExisting) { front, _ in await front.perform(intent) }
        }
    }
}

/// A command type whose parsed values are a ``CommandRequest``, which its `run()` runs.
protocol RequestingCommand {
    /// The parsed values.
    var request: CommandRequest { get }
}

/// `todo list`'s values: `--db`, `--week-start`, `--color`, the filter words and flags.
struct ListRequest: Equatable, Sendable {
    var db: String?
    var weekStart: WeekStart?
    var color: ColorChoice?
    var filter: [String] = []
    var all = false
    var done = false
    var json = false

    /// Prints the list once. Listing only reads: it never creates a database. Where there
    /// is none at the default location (a first day), the list is empty and says how to add.
    func run() async throws {
        try await OneShotCommand.run(db: db, weekStart: weekStart, color: color, access: .readOnly) { front, root in
            await front.list(
                showingLater: all, format: json ? .json : root.textFormat, filterWords: filter, done: done,
                firstDay: root.databaseIsMissing)
        }
    }
}

/// `todo add`'s values: the title words, `--due`, `--tag`s, `--priority`, `--every`, `--note`
/// and `--start`.
struct AddRequest: Equatable, Sendable {
    var db: String?
    var words: [String] = []
    var due = ""
    var tags: [String] = []
    /// As typed (`high`, `h`, `none`): the Add use case reads it.
    var priority: String?
    var every: String?
    /// As typed; `nil`: no notes.
    var note: String?
    /// The start day as typed; `nil`: none.
    var start: String?

    /// Why `words` make no request (no title), or `nil`: the one check of `todo add`'s
    /// arguments, which ``HotCommandLine`` makes too.
    static func problem(words: [String]) -> String? {
        words.isEmpty ? CommandWording.addNeedsTitle : nil
    }

    /// Saves the item: the one command, with `import`, that makes a missing database.
    func run() async throws {
        try await OneShotCommand.run(db: db, access: .readWrite) { front, _ in
            await front.add(
                title: JoinedText.of(words, separator: " "), dueText: due, tags: tags, priorityText: priority,
                every: every, notes: note ?? "", startText: start ?? "")
        }
    }
}
