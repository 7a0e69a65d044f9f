import AppCore
import Presentation

/// The List screen's input: each line mapped to List intents (or to this front's help
/// and quit), nothing more.
@MainActor
final class ListScreen: CompactScreen {
    private let list: any ListModuleInterface
    private let view: CompactListView
    private let console: CompactConsole
    /// The Sync module, when the front was given one.
    private let sync: (any SyncModuleInterface)?

    init(
        list: any ListModuleInterface, view: CompactListView, console: CompactConsole,
        sync: (any SyncModuleInterface)? = nil
    ) {
        self.list = list
        self.view = view
        self.console = console
        self.sync = sync
    }

    /// `todo> ` at the upcoming list; else it names the list on show: `todo done> `,
    /// `todo +home> `, `todo all> `, `todo done +home> `.
    var prompt: String { CompactListWording.prompt(scope: view.scopeText) }

    func tabCompletion(before: String, word: String) -> TabCompletion {
        ListScreenCommand.tabCompletion(before: before, word: word)
    }
    /// Commands typed at `todo>` are recalled with Up, and kept on disk.
    let keepsHistory = true

    func handle(_ line: String) async -> ScreenOutcome {
        switch ListCommandParser.parse(line) {
        case .failure(let error): console.report(error.description)
        case .success(.intent(let intent)): await list.handle(intent)
        case .success(.list(let text, let done)): await list.handle(.show(filterText: text, done: done))
        case .success(.sync):
            if let sync { await sync.sync() } else { console.report(SyncWording.unavailable) }
        case .success(.help): console.show(CompactHelpWording.list)
        case .success(.quit): return .quit
        case .success(.nothing): break
        }
        return .next
    }

    func interrupt() {}

    func endOfInput() -> ScreenOutcome { .quit }
}
