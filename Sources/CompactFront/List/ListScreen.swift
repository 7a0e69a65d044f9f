import Presentation

/// The List screen's input: commands, routed to the List module's interface.
@MainActor
final class ListScreen: CompactScreen {
    private let list: any ListModuleInterface
    private let console: CompactConsole

    init(list: any ListModuleInterface, console: CompactConsole) {
        self.list = list
        self.console = console
    }

    let prompt = "todo> "
    let completions = ListScreenCommand.words

    func handle(_ line: String) async -> ScreenOutcome {
        switch ListCommandParser.parse(line) {
        case .failure(let error):
            console.report(error.description)
        case .success(let command):
            switch command {
            case .nothing: break
            case .list: await list.updateView()
            case .all: await list.toggleLaterSection()
            case .help: console.show(HelpText.lines)
            case .quit: return .quit
            case .done(let id): await list.completeItem(id: id)
            case .undone(let id): await list.reopenItem(id: id)
            case .delete(let id): await list.deleteItem(id: id)
            case .add(let name):
                list.addNewEntry()
                if let name { return .forward(name) }
            }
        }
        return .next
    }

    func interrupt() {}

    func endOfInput() -> ScreenOutcome { .quit }
}
