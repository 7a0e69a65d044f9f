import ArgumentParser
import Presentation
import TerminalText

/// The thinnest front: each one-shot command assembles the shared modules with views
/// that print once, performs one action through a module interface, and exits.
@MainActor
enum OneShot {
    /// How `todo list` prints.
    enum ListFormat {
        case text(ColorChoice)
        case json
    }

    /// An action on one item.
    enum ItemAction {
        case complete, reopen, delete
    }

    /// `todo list`: presents the List module once.
    static func list(root: CompositionRoot, showingLater: Bool, format: ListFormat) async throws {
        let output: PrintedListView.Output
        switch format {
        case .json: output = .json
        case .text(let choice):
            let colour = root.environment.usesColour(choice, outputIsTerminal: Console.outputIsTerminal)
            output = .text(ListTextRenderer(style: TextStyle(isEnabled: colour)))
        }
        let run = Run(root: root, listOutput: output)
        await run.modules.list.start(showingLater: showingLater)
        try run.finish()
    }

    /// `todo add`: presents the Add module from the list and saves, as a user would.
    static func add(root: CompositionRoot, title: String, dueText: String) async throws {
        let run = Run(root: root, listOutput: .none)
        run.modules.list.addNewEntry()
        await run.modules.add.saveAddAction(name: title, dueText: dueText)
        try run.finish()
    }

    /// `todo done`, `undone`, `delete`: one action on the List module.
    static func item(_ action: ItemAction, id: Int64, root: CompositionRoot) async throws {
        let run = Run(root: root, listOutput: .none)
        switch action {
        case .complete: await run.modules.list.completeItem(id: id)
        case .reopen: await run.modules.list.reopenItem(id: id)
        case .delete: await run.modules.list.deleteItem(id: id)
        }
        try run.finish()
    }

    /// The modules of one command, with the views and host that keep them.
    @MainActor
    private struct Run {
        let host = OneShotHost()
        let console = Console()
        let listView: PrintedListView
        let addView: PrintedAddView
        let modules: AssembledModules

        init(root: CompositionRoot, listOutput: PrintedListView.Output) {
            listView = PrintedListView(output: listOutput, console: console)
            addView = PrintedAddView(console: console)
            modules = root.makeModuleAssembly().assemble(
                listView: listView, addView: addView, listHost: host, addHost: host)
        }

        /// Throws the output failure if a write failed, and exits with status 1 when a
        /// view showed an error.
        func finish() throws {
            try console.finish()
            if listView.failed || addView.failed { throw ExitCode.failure }
        }
    }
}
