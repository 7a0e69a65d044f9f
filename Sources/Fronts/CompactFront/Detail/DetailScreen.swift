import AppCore
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
        switch view.field {
        case .title: "  title: "
        case .due: "  due: "
        case .notes: "  note: "
        case .tags: "  tags: "
        case .priority: "  priority: "
        case .every: "  repeat: "
        case nil: "item \(view.itemID.map(String.init) ?? "")> "
        }
    }

    func tabCompletion(before: String, word: String) -> TabCompletion {
        switch view.field {
        case .due: TabCompletion.due(before: before)
        case .priority: .words(Priority.allCases.map(\.name) + ["none"])
        case .every: .request(.repeatRule)
        case .tags: .request(.tag)
        case .title: TabCompletion.taggedWord(word)
        case .notes: .nothing
        // A line this screen does not know is the list's: so are its words after the first.
        case nil:
            before.allSatisfy(\.isWhitespace)
                ? .words(DetailScreenCommand.words + ListScreenCommand.words)
                : listScreen.tabCompletion(before: before, word: word)
        }
    }

    /// On a terminal each field starts with its current value, so that Enter keeps it.
    var initialText: String { console.mode == .interactive ? view.currentValue : "" }

    /// Commands are recalled with Up; the answers to the edit's questions are not.
    var keepsHistory: Bool { view.field == nil }

    func handle(_ line: String) async -> ScreenOutcome {
        if view.field != nil {
            await answer(line)
            return .next
        }
        switch DetailScreenCommand(line) {
        case .intent(let intent): await detail.handle(intent)
        case .help: console.show(DetailScreenCommand.helpLines)
        case .quit: return .quit
        case nil:
            await detail.handle(.close)
            return await listScreen.handle(line)
        }
        return .next
    }

    /// An answer to the field asked: empty keeps the value shown.
    private func answer(_ line: String) async {
        let text = line.isEmpty ? view.currentValue : line
        view.answered(text)
        switch view.field {
        case .title: detail.titleEntered(text)
        case .due: detail.dueEntered(text)
        case .notes: detail.notesEntered(text)
        case .tags: detail.tagsEntered(text)
        case .priority: detail.priorityEntered(text)
        case .every:
            await detail.saveEdit(
                ItemEdit(
                    title: view.title, dueText: view.dueText, notes: view.notes, tags: .replace(view.tagsText),
                    priorityText: view.priorityText, everyText: text))
        case nil: break
        }
    }

    func interrupt() async {
        if view.field != nil { await detail.cancelEdit() }
    }

    /// Input ended: an edit under way is abandoned (and a script says so); else the session ends.
    func endOfInput() async -> ScreenOutcome {
        guard view.field != nil else { return .quit }
        await detail.cancelEdit()
        console.reportEndOfInput(DetailScreen.unfinished)
        return .next
    }

    /// Said when input ends before an edit is finished.
    static let unfinished = "the edit was not finished, so nothing was changed"
}
