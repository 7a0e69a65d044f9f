import AppCore
import Presentation

/// The Add screen's input: a name, then a due date, routed to the Add module's interface.
@MainActor
final class AddScreen: CompactScreen {
    private let add: any AddModuleInterface
    private let view: CompactAddView
    private let console: CompactConsole

    init(add: any AddModuleInterface, view: CompactAddView, console: CompactConsole) {
        self.add = add
        self.view = view
        self.console = console
    }

    var prompt: String { view.field == .name ? "  name: " : "  due: " }
    func tabCompletion(before: String, word: String) -> TabCompletion {
        view.field == .due ? TabCompletion.due(before: before) : TabCompletion.taggedWord(word)
    }
    /// A name or a due date is an answer, not a command: it is never recalled at `todo>`.
    let keepsHistory = false

    func handle(_ line: String) async -> ScreenOutcome {
        switch view.field {
        case .name:
            if line.allSatisfy(\.isWhitespace) {
                add.cancelAddAction()
            } else {
                view.nameTyped(line)
                add.nameEntered(line)
            }
        case .due:
            await add.saveAddAction(name: view.name, dueText: line)
        }
        return .next
    }

    func interrupt() {
        add.cancelAddAction()
    }

    /// Input ended in the middle of an add: nothing is stored, and a script says so.
    func endOfInput() -> ScreenOutcome {
        add.cancelAddAction()
        console.reportEndOfInput(AddScreen.unfinished)
        return .next
    }

    /// Said when input ends before the add is finished.
    static let unfinished = "the add was not finished, so nothing was added"
}
