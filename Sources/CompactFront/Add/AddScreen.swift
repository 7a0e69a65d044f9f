import Presentation

/// The Add screen's input: a name, then a due date, routed to the Add module's interface.
@MainActor
final class AddScreen: CompactScreen {
    /// Words Tab completes for a due date.
    static let dueWords = ["today", "tomorrow", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    private let add: any AddModuleInterface
    private let view: CompactAddView
    private let console: CompactConsole

    init(add: any AddModuleInterface, view: CompactAddView, console: CompactConsole) {
        self.add = add
        self.view = view
        self.console = console
    }

    var prompt: String { view.field == .name ? "  name: " : "  due: " }
    var completions: [String] { view.field == .due ? Self.dueWords : [] }

    func handle(_ line: String) async -> ScreenOutcome {
        switch view.field {
        case .name:
            if line.allSatisfy(\.isWhitespace) {
                cancel()
            } else {
                view.nameEntered(line)
            }
        case .due:
            await add.saveAddAction(name: view.name, dueText: line)
        }
        return .next
    }

    func interrupt() {
        cancel()
    }

    func endOfInput() -> ScreenOutcome {
        cancel()
        return .next
    }

    private func cancel() {
        add.cancelAddAction()
        console.show("Not added.")
    }
}
