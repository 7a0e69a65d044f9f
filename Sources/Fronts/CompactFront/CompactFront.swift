import CReadline
import Foundation
import Presentation
import TerminalText

/// How the compact front runs: decided by the composition root from the environment.
public struct CompactSettings: Sendable {
    /// Whether a person is typing at a terminal (readline, prompts, history).
    public var interactive: Bool
    /// Whether to colour section titles, day labels and the prompt.
    public var colour: Bool
    /// The history file, or `nil` for none.
    public var historyPath: String?

    /// Creates settings.
    public init(interactive: Bool, colour: Bool, historyPath: String?) {
        self.interactive = interactive
        self.colour = colour
        self.historyPath = historyPath
    }
}

/// The compact front, `todo repl`: the phone form factor. One screen at a time, read a
/// line at a time; the shared List and Add modules with this front's views and host.
@MainActor
public enum CompactFront {
    /// Runs the REPL on standard input and output until `quit`, the end of input, a signal
    /// or a write that fails (reported once on standard error), and returns the exit status.
    /// With `sync`, the `sync` command syncs, and a person typing has the background syncs.
    public static func run(assembly: ModuleAssembly, settings: CompactSettings, sync: SyncAssembly? = nil) async
        -> Int32
    {
        let outputIsTerminal = isatty(STDOUT_FILENO) == 1
        let console = CompactConsole(
            output: StandardStreamSink(.output), errors: StandardStreamSink(.error),
            style: TextStyle(isEnabled: settings.colour), mode: settings.interactive ? .interactive : .script,
            width: { outputIsTerminal ? TerminalSize.columns() : nil },
            height: { outputIsTerminal ? TerminalSize.rows() : nil })
        let reader: any LineReader
        if settings.interactive {
            let readline = ReadlineLineReader(
                historyPath: settings.historyPath,
                output: outputIsTerminal ? todo_standard_output() : todo_standard_error())
            for warning in readline.warnings { console.warn(warning) }
            reader = readline
        } else {
            reader = PlainLineReader()
        }
        let status = await makeSession(assembly: assembly, console: console, reader: reader, sync: sync).run()
        console.outputFailure?.report()
        return status
    }

    /// Wires the shared modules to this front's views, host and screens.
    /// `tabPatience` is how long Tab waits for the store (longer in tests on a busy machine);
    /// `sync`, the Sync module's assembly, if the REPL syncs.
    static func makeSession(
        assembly: ModuleAssembly, console: CompactConsole, reader: any LineReader,
        tabPatience: DispatchTimeInterval = BlockingCompletion.personsPatience, sync: SyncAssembly? = nil
    ) -> REPLSession {
        let host = CompactHost()
        let listView = CompactListView(console: console, host: host)
        let addView = CompactAddView(console: console)
        let detailView = CompactDetailView(console: console)
        let modules = assembly.assemble(
            views: ModuleViews(list: listView, add: addView, detail: detailView), hosts: ModuleHosts(host))
        let syncView = CompactSyncView(console: console)
        let syncModule = sync?.assemble(view: syncView, list: modules.list)
        let listScreen = ListScreen(list: modules.list, view: listView, console: console, sync: syncModule)
        let screens: [ModuleKind: any CompactScreen] = [
            .list: listScreen,
            .add: AddScreen(add: modules.add, view: addView, console: console),
            .detail: DetailScreen(detail: modules.detail, view: detailView, console: console, listScreen: listScreen),
        ]
        return REPLSession(
            reader: reader, console: console, host: host, modules: modules,
            views: CompactViews(list: listView, add: addView, detail: detailView, sync: syncView), screens: screens,
            sync: syncModule,
            completion: BlockingCompletion(completer: assembly.completer, patience: tabPatience))
    }
}

/// The compact front's views, kept alive by the session (presenters hold them weakly).
@MainActor
struct CompactViews {
    let list: CompactListView
    let add: CompactAddView
    let detail: CompactDetailView
    let sync: CompactSyncView
}
