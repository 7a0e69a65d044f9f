import Presentation

/// The List screen's input: each line mapped to a List intent (or to this front's help
/// and quit), nothing more.
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
    /// Commands typed at `todo>` are recalled with Up, and kept on disk.
    let keepsHistory = true

    func handle(_ line: String) async -> ScreenOutcome {
        switch ListCommandParser.parse(line) {
        case .failure(let error): console.report(error.description)
        case .success(.intent(let intent)): await list.handle(intent)
        case .success(.help): console.show(HelpText.lines)
        case .success(.quit): return .quit
        case .success(.nothing): break
        }
        return .next
    }

    func interrupt() {}

    func endOfInput() -> ScreenOutcome { .quit }
}
