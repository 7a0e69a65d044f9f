import Presentation
import TerminalText

/// The read-evaluate-print loop: presents the list, then reads a line at a time and
/// hands it to the screen on top of the host.
@MainActor
final class REPLSession {
    private let reader: any LineReader
    private let console: CompactConsole
    private let host: CompactHost
    private let modules: AssembledModules
    private let views: (list: CompactListView, add: CompactAddView)
    private let screens: [ModuleKind: any CompactScreen]

    /// Creates a session; it owns the host, the views and the modules (the presenters hold
    /// views and wireframes hold the host only weakly).
    init(
        reader: any LineReader, console: CompactConsole, host: CompactHost, modules: AssembledModules,
        views: (list: CompactListView, add: CompactAddView), screens: [ModuleKind: any CompactScreen]
    ) {
        self.reader = reader
        self.console = console
        self.host = host
        self.modules = modules
        self.views = views
        self.screens = screens
    }

    /// Runs until `quit` or the end of input. Returns the exit status: 0, or 1 when a
    /// script had a line that failed.
    func run() async -> Int32 {
        await modules.list.start()
        while let screen = host.visible.flatMap({ screens[$0] }) {
            let outcome: ScreenOutcome
            switch reader.read(prompt: prompt(for: screen), completions: screen.completions) {
            case .line(let text):
                console.lineNumber += 1
                outcome = await handle(text, on: screen)
            case .interrupt:
                screen.interrupt()
                outcome = .next
            case .end:
                outcome = screen.endOfInput()
            }
            if outcome == .quit { break }
        }
        return console.mode == .script && console.reportedProblem ? 1 : 0
    }

    private func handle(_ text: String, on screen: any CompactScreen) async -> ScreenOutcome {
        let outcome = await screen.handle(text)
        guard case .forward(let forwarded) = outcome, let next = host.visible.flatMap({ screens[$0] }) else {
            return outcome
        }
        return await next.handle(forwarded)
    }

    /// The prompt, in colour when colour is on.
    private func prompt(for screen: any CompactScreen) -> String {
        console.style.readlinePrompt(screen.prompt)
    }
}
