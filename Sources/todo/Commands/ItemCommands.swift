import ArgumentParser

/// The item number that `done`, `undone` and `delete` take.
struct ItemArgument: ParsableArguments {
    @Argument(help: ArgumentHelp("The item's number, as shown by `todo list`.", valueName: "id"))
    var id: Int64

    func validate() throws {
        guard id > 0 else { throw ValidationError("item numbers start at 1; run `todo list` to see them") }
    }
}

/// `todo done`: completes an item.
struct DoneCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "done", abstract: "Mark an item done; it leaves the upcoming list.")

    @OptionGroup var store: StoreOptions
    @OptionGroup var item: ItemArgument

    func run() async throws {
        try await CompositionRoot.with(options: store) { root in
            try await OneShot.item(.complete, id: item.id, root: root)
        }
    }
}

/// `todo undone`: reopens a completed item.
struct UndoneCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undone", abstract: "Mark a done item open again.")

    @OptionGroup var store: StoreOptions
    @OptionGroup var item: ItemArgument

    func run() async throws {
        try await CompositionRoot.with(options: store) { root in
            try await OneShot.item(.reopen, id: item.id, root: root)
        }
    }
}

/// `todo delete`: deletes an item.
struct DeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete an item for good. Its number is never given to another item.",
        aliases: ["rm"])

    @OptionGroup var store: StoreOptions
    @OptionGroup var item: ItemArgument

    func run() async throws {
        try await CompositionRoot.with(options: store) { root in
            try await OneShot.item(.delete, id: item.id, root: root)
        }
    }
}
