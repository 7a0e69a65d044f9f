import ArgumentParser
import Presentation

/// What `done`, `undone` or `delete` does to the items it names: its name, its help and
/// its intent. ``ItemsCommand`` is the one command type the three share.
protocol ItemsAction: Sendable {
    /// The command's name.
    static var name: String { get }
    /// Its other names.
    static var aliases: [String] { get }
    /// Its one-line help.
    static var abstract: String { get }
    /// The List intent for these item numbers.
    static func intent(_ ids: [Int64]) -> ListIntent
}

extension ItemsAction {
    static var aliases: [String] { [] }
}

/// `todo done`, `undone` and `delete`: one List intent on the items named, as `Action` says.
struct ItemsCommand<Action: ItemsAction>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Action.name, abstract: Action.abstract, aliases: Action.aliases)
    }

    @OptionGroup var store: StoreOptions
    @OptionGroup var items: ItemArguments

    func run() async throws {
        try await request.run()
    }
}

extension ItemsCommand: RequestingCommand {
    var request: CommandRequest { .intent(Action.intent(items.ids), db: store.db) }
}

/// The actions of ``ItemsCommand``, each a command of `todo`.
let itemsActions: [any ItemsAction.Type] = [CompleteItems.self, ReopenItems.self, DeleteItems.self]

/// `todo done`: completes items.
enum CompleteItems: ItemsAction {
    static let name = "done"
    static let abstract = "Mark items done; they leave the upcoming list. `todo undo` reverts it."
    static func intent(_ ids: [Int64]) -> ListIntent { .complete(ids) }
}

/// `todo undone`: reopens completed items.
enum ReopenItems: ItemsAction {
    static let name = "undone"
    static let abstract = "Mark done items open again."
    static func intent(_ ids: [Int64]) -> ListIntent { .reopen(ids) }
}

/// `todo delete` (`rm`): deletes items.
enum DeleteItems: ItemsAction {
    static let name = "delete"
    static let aliases = ["rm"]
    static let abstract = "Delete items. `todo undo` brings them back; their numbers are never given to other items."
    static func intent(_ ids: [Int64]) -> ListIntent { .delete(ids) }
}
