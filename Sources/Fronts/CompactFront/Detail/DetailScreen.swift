import Presentation

/// The item screen's input, pushed over the list by `show N` (or `edit N`): its commands
/// map to Detail intents; while an edit is under way each line answers the field asked.
/// A line that is none of its commands goes back to the list and is read there.
@MainActor
final class DetailScreen: CompactScreen {
    private let detail: any DetailModuleInterface
    private let view: CompactDetailView
    private let console: CompactConsole
    /// The list's screen, which reads the lines this screen does not know.
    private let listScreen: any CompactScreen

    init(
        detail: any DetailModuleInterface, view: CompactDetailView, console: CompactConsole,
        listScreen: any CompactScreen
    ) {
        self.detail = detail
        self.view = view
        self.console = console
        self.listScreen = listScreen
    }

    var prompt: String {
        guard let field = view.field else { return "item \(view.itemID.map(String.init) ?? "")> " }
        return "  \(field.prompt): "
    }

    func tabCompletion(before: String, word: String) -> TabCompletion {
        if let field = view.field { return TabCompletion.field(field.kind, before: before, word: word) }
        // A line this screen does not know is the list's: so are its words after the first.
        return before.allSatisfy(\.isWhitespace)
            ? .words(DetailScreenCommand.words + ListScreenCommand.words)
            : listScreen.tabCompletion(before: before, word: word)
    }

    /// On a terminal each field starts with its current value, so that Enter keeps it.
    var initialText: String { console.mode == .interactive ? view.currentValue : "" }

    /// Commands are recalled with Up; the answers to the edit's questions are not.
    var keepsHistory: Bool { view.field == nil }

    func handle(_ line: String) async -> ScreenOutcome {
        if view.field != nil {
            await detail.perform(view.answer(line))
            return .next
        }
        switch DetailScreenCommand(line) {
        case .intent(let intent): await detail.handle(intent)
        case .help: console.show(CompactHelpWording.item)
        case .quit: return .quit
        case nil:
            await detail.handle(.close)
            return await listScreen.handle(line)
        }
        return .next
    }

    func interrupt() async {
        if view.field != nil { await detail.cancelEdit() }
    }

    /// Input ended: an edit under way is abandoned (and a script says so); else the session ends.
    func endOfInput() async -> ScreenOutcome {
        guard let form = view.form else { return .quit }
        await detail.cancelEdit()
        console.reportEndOfInput(form.unfinished)
        return .next
    }
}
