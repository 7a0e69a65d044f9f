import AppCore
import ArgumentParser
import Presentation

/// What `done`, `undone`, `delete` or `postpone` does to the items it names (by number or by
/// a filter): its name, its help and its intent. ``ItemsCommand`` is the one command type
/// they share.
protocol ItemsAction: Sendable {
    /// The command's name.
    static var name: String { get }
    /// Its other names.
    static var aliases: [String] { get }
    /// Its one-line help.
    static var abstract: String { get }
    /// Its longer help: the forms it takes, with examples.
    static var discussion: String { get }
    /// The List intent for the command's words (item numbers or a filter), or why they name
    /// none (``AppCore/ItemSelection``).
    static func intent(_ words: [String]) throws(ItemSelectionError) -> ListIntent
}

extension ItemsAction {
    static var aliases: [String] { [] }
}

/// `todo done`, `undone` and `delete`: one List intent on the items named, as `Action` says.
struct ItemsCommand<Action: ItemsAction>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: Action.name, abstract: Action.abstract, discussion: Action.discussion,
            aliases: Action.aliases)
    }

    @OptionGroup var store: StoreOptions
    @OptionGroup var items: ItemArguments

    func validate() throws {
        do { _ = try Action.intent(items.words) } catch { throw ValidationError(error.description) }
    }

    func run() async throws {
        try await request.run()
    }
}

extension ItemsCommand: RequestingCommand {
    var request: CommandRequest { .intent((try? Action.intent(items.words)) ?? .refresh, db: store.db) }
}

/// The actions of ``ItemsCommand``, each a command of `todo`.
let itemsActions: [any ItemsAction.Type] = [
    CompleteItems.self, ReopenItems.self, DeleteItems.self, PostponeItems.self,
]

/// `todo done`: completes items.
enum CompleteItems: ItemsAction {
    static let name = "done"
    static let abstract = "Mark items done; they leave the upcoming list. `todo undo` reverts it."
    static let discussion = ItemArguments.discussion(
        "done", examples: ["todo done 3", "todo done 3 5 7", "todo done +home", "todo done milk +shop"],
        acting: "completes every open item it matches")
    static func intent(_ words: [String]) throws(ItemSelectionError) -> ListIntent {
        .completing(try ItemSelection.reading(words))
    }
}

/// `todo undone`: reopens completed items.
enum ReopenItems: ItemsAction {
    static let name = "undone"
    static let abstract = "Mark done items open again."
    static let discussion = ItemArguments.discussion(
        "undone", examples: ["todo undone 3", "todo undone +home"], acting: "opens again every done item it matches")
    static func intent(_ words: [String]) throws(ItemSelectionError) -> ListIntent {
        .reopening(try ItemSelection.reading(words))
    }
}

/// `todo delete` (`rm`): deletes items.
enum DeleteItems: ItemsAction {
    static let name = "delete"
    static let aliases = ["rm"]
    static let abstract = "Delete items. `todo undo` brings them back; their numbers are never given to other items."
    static let discussion = ItemArguments.discussion(
        "delete", examples: ["todo delete 3", "todo delete 3 5", "todo delete +old"],
        acting: "deletes every open item it matches")
    static func intent(_ words: [String]) throws(ItemSelectionError) -> ListIntent {
        .deleting(try ItemSelection.reading(words))
    }
}

/// `todo postpone`: moves items' due days later.
enum PostponeItems: ItemsAction {
    static let name = "postpone"
    static let abstract = "Move items' due days later: by a day, or by BY (3d, 1w, 1m, a weekday such as mon)."
    static let discussion = """
        todo postpone ID... [BY], or todo postpone FILTER... [BY]. BY is 3d, 2w, 1m, 1y \
        (days, weeks, months, years later), a weekday (mon, friday: the next such day) or \
        tomorrow; without it, one day. Each item moves from the day it is due; an overdue \
        item moves from today. An item's time of day stays (the message says it: "… to \
        Saturday 21 November 2026 at 09:00"). A repeating item's series moves with it. An \
        item without a due day (someday) is refused when named by number, and left as it is \
        when a filter matches it. The last word is BY when it reads as one. All the items \
        move, or none; `todo undo` reverts the postponement, and `todo history` lists it \
        ("postponed 2 items: …").

        \(ItemArguments.filterRule(acting: "moves every open item with a due day it matches"))

        Examples: todo postpone 3              (to the next day)
                  todo postpone 3 5 1w
                  todo postpone 3 mon
                  todo postpone +home 3d
        """
    static func intent(_ words: [String]) throws(ItemSelectionError) -> ListIntent {
        try ListIntent.postponing(words: words)
    }
}
