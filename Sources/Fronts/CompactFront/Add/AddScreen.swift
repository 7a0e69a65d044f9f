import Presentation

/// The Add screen's input: each line answers the field the form asks (a name, then a due
/// date), and the form says what the answer does.
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

    var prompt: String { "  \(view.field?.prompt ?? ""): " }
    func tabCompletion(before: String, word: String) -> TabCompletion {
        view.field.map { TabCompletion.field($0.kind, before: before, word: word) } ?? .nothing
    }
    /// A name or a due date is an answer, not a command: it is never recalled at `todo>`.
    let keepsHistory = false

    func handle(_ line: String) async -> ScreenOutcome {
        await add.perform(view.answer(line))
        return .next
    }

    func interrupt() {
        add.cancelAddAction()
    }

    /// Input ended in the middle of an add: nothing is stored, and a script says so.
    func endOfInput() -> ScreenOutcome {
        let unfinished = view.form?.unfinished
        add.cancelAddAction()
        if let unfinished { console.reportEndOfInput(unfinished) }
        return .next
    }
}
