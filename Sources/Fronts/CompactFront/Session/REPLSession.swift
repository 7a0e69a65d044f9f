import AppCore
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
    private let views: CompactViews
    private let screens: [ModuleKind: any CompactScreen]
    /// Answers Tab's requests from the shared completion use case.
    private let completion: BlockingCompletion
    /// The Sync module, if the REPL syncs.
    private let sync: SyncPresenter?
    /// The signal that ended the session, if one did.
    private var endingSignal: Int32?

    /// Creates a session; it owns the host, the views and the modules (the presenters hold
    /// views and wireframes hold the host only weakly).
    init(
        reader: any LineReader, console: CompactConsole, host: CompactHost, modules: AssembledModules,
        views: CompactViews, screens: [ModuleKind: any CompactScreen], sync: SyncPresenter? = nil,
        completion: BlockingCompletion
    ) {
        self.completion = completion
        self.sync = sync
        self.reader = reader
        self.console = console
        self.host = host
        self.modules = modules
        self.views = views
        self.screens = screens
    }

    /// Runs until `quit`, the end of input, a signal, or a write that failed. Returns the
    /// exit status: 0; 1 when a script had a line that failed; 128 plus the signal's number;
    /// or the output failure's status (1, or 141 when the reader of a pipe went away).
    ///
    /// A signal that ends the session cuts short the command under way
    /// (``EndingSignalWatch``); the reader then reads it, and the session ends.
    func run() async -> Int32 {
        await EndingSignalWatch.run { await self.start() }
        while console.outputFailure == nil, let screen = visibleScreen {
            if !EndingSignalWatch.hasEnded { await EndingSignalWatch.run { await self.beforePrompt() } }
            let input = reader.read(
                prompt: console.style.readlinePrompt(screen.prompt), completer: tabCompleter(for: screen),
                keepsHistory: screen.keepsHistory, initialText: screen.initialText)
            guard await EndingSignalWatch.run({ await self.step(input) }) else {
                break
            }
        }
        sync?.stopBackgroundSyncs()
        if let failure = console.outputFailure { return failure.exitStatus }
        if let endingSignal { return 128 + endingSignal }
        return console.mode == .script && console.reportedProblem ? 1 : 0
    }

    /// What Tab offers on `screen`: its words that begin with what was typed, or the
    /// shared completer's candidates.
    func tabCompleter(for screen: any CompactScreen) -> TabCompleter {
        let completion = self.completion
        // Held only while one line is read: the reader lets go of it when the line ends.
        return TabCompleter { before, word in
            switch screen.tabCompletion(before: before, word: word) {
            case .words(let words):
                words.filter { $0.hasPrefix(word.lowercased()) }.map { CompletionCandidate(word: $0) }
            case .request(let request): completion.candidates(request, prefix: word)
            case .nothing: []
            }
        }
    }

    /// Presents the List screen (watching for changes made elsewhere, for a person typing,
    /// who also has the background syncs when the settings ask for them).
    func start() async {
        if console.mode == .interactive { modules.list.watchForChanges() }
        await modules.list.start()
        if console.mode == .interactive { sync?.startBackgroundSyncs() }
    }

    /// Before each prompt, a person at the list sees it again when it changed elsewhere
    /// (another terminal, another machine, a background sync) since it was last shown, and
    /// a background sync's failure, once.
    func beforePrompt() async {
        guard console.mode == .interactive, host.visible == .list else { return }
        console.startsAfresh()
        await sync?.update()
        await modules.list.handle(.refreshIfChanged)
    }

    /// The screen that receives the next line, if any.
    var visibleScreen: (any CompactScreen)? { host.visible.flatMap { screens[$0] } }

    /// Handles one input on the visible screen; returns `false` when the session ends.
    func step(_ input: LineInput) async -> Bool {
        guard let screen = visibleScreen else { return false }
        let outcome: ScreenOutcome
        switch input {
        case .line(let text):
            console.lineNumber += 1
            console.lineTyped(text, after: screen.prompt)
            outcome = await screen.handle(text)
        case .interrupt:
            console.lineTyped("^C", after: screen.prompt)
            await screen.interrupt()
            outcome = .next
        case .end:
            outcome = await screen.endOfInput()
        case .terminate(let signal):
            await screen.interrupt()
            endingSignal = signal
            outcome = .quit
        }
        return outcome != .quit
    }
}
