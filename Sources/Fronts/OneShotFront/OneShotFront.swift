import AppCore
import Presentation
import TerminalText

/// The thinnest front: each one-shot command assembles the shared modules with views that
/// print once, maps its arguments to the modules' intents, and ends. It writes to sinks,
/// so that tests drive it in memory exactly as the program runs it.
@MainActor
public struct OneShotFront {
    /// How `todo list` prints.
    public enum ListFormat: Sendable {
        /// Text lines, in `style`, titles cut to `width` columns (`nil`: never cut).
        case text(style: TextStyle, width: Int?)
        /// JSON.
        case json
    }

    /// How a command ended.
    public enum Outcome: Equatable, Sendable {
        /// It did what was asked.
        case succeeded
        /// A view showed an error (the message is on standard error): exit status 1.
        case failed
        /// Writing its output failed.
        case outputFailed(OutputFailure)
    }

    let assembly: ModuleAssembly
    let output: any TextSink
    let errors: any TextSink
    /// The modules of the commands run so far, kept as long as the front is.
    private let finished = FinishedRuns()

    /// Creates the front over the shared modules' assembly, writing to `output` and
    /// `errors`.
    public init(assembly: ModuleAssembly, output: any TextSink, errors: any TextSink) {
        self.assembly = assembly
        self.output = output
        self.errors = errors
    }

    /// How the one-shot commands are named in the List module's sentences ("type todo list
    /// to show every item").
    static let commandNames = ListCommandNames(list: "todo list")

    /// `todo list [FILTER...]`: presents the List module once, with the filter the words
    /// ask for on (the List module reads them); with `done`, the completed items. With
    /// `firstDay` (there is no database yet), an empty list printed as text is followed by
    /// one line on how to add the first item.
    public func list(
        showingLater: Bool, format: ListFormat, filterWords: [String] = [], done: Bool = false, firstDay: Bool = false
    ) async -> Outcome {
        let run = Run(self, listOutput: Self.listOutput(format))
        await run.modules.list.start(
            showingLater: showingLater, filterText: JoinedText.of(filterWords, separator: " "), showingDone: done)
        if firstDay, case .text = format, run.listView.printedAnEmptyList {
            run.console.out(OneShotWording.howToAddTheFirstItem)
        }
        return run.outcome
    }

    /// `todo tags`: every tag of an open item with its count, as text or JSON.
    public func tags(format: ListFormat) async -> Outcome {
        let run = Run(self, listOutput: Self.listOutput(format))
        await run.modules.list.handle(.showTags)
        return run.outcome
    }

    /// `todo add`: presents the Add module from the list and saves, as a user would, with
    /// `tags` (besides the title's `+word` tags), the priority `priorityText` names and the
    /// rule `every` names, the notes `notes` and the start day `startText`, each as typed (the
    /// Add module reads them).
    public func add(
        title: String, dueText: String, tags: [String] = [], priorityText: String? = nil, every: String? = nil,
        notes: String = "", startText: String = ""
    ) async -> Outcome {
        let run = Run(self, listOutput: .none)
        await run.modules.list.handle(.add(name: nil))
        await run.modules.add.saveAddAction(
            name: title, dueText: dueText, tags: tags, priorityText: priorityText, every: every, notes: notes,
            startText: startText)
        return run.outcome
    }

    /// `todo history [--json]`: the journal's last changes, newest first, as text or JSON.
    public func history(format: ListFormat) async -> Outcome {
        let run = Run(self, listOutput: Self.listOutput(format))
        await run.modules.list.handle(.showHistory)
        return run.outcome
    }

    /// How `todo show` prints.
    public enum DetailFormat: Sendable {
        /// Text lines, in `style`.
        case text(style: TextStyle)
        /// JSON.
        case json
    }

    /// `todo show N`: opens the item from the list, as a user would.
    public func show(id: Int64, format: DetailFormat) async -> Outcome {
        let run = Run(self, listOutput: .none, detailOutput: Self.detailOutput(format))
        await run.modules.list.handle(.open(id))
        return run.outcome
    }

    /// `todo edit N`: opens the item and saves the fields `edit` gives; prints what changed,
    /// then the item as it now is.
    public func edit(id: Int64, _ edit: ItemEdit, style: TextStyle) async -> Outcome {
        let run = Run(self, listOutput: .none, detailOutput: .none)
        await run.modules.list.handle(.open(id))
        guard !run.detailView.failed else { return run.outcome }
        run.detailView.output = .text(DetailTextRenderer(style: style))
        await run.modules.detail.saveEdit(edit)
        return run.outcome
    }

    /// `todo done`, `undone`, `delete`, `undo`: one intent on the List module.
    public func perform(_ intent: ListIntent) async -> Outcome {
        let run = Run(self, listOutput: .none)
        await run.modules.list.handle(intent)
        return run.outcome
    }

    private static func detailOutput(_ format: DetailFormat) -> PrintedDetailView.Output {
        switch format {
        case .json: .json
        case .text(let style): .text(DetailTextRenderer(style: style))
        }
    }

    private static func listOutput(_ format: ListFormat) -> PrintedListView.Output {
        switch format {
        case .json: .json
        case .text(let style, let width): .text(ListTextRenderer(style: style, width: width))
        }
    }

    /// The modules of one command, with the views and host that keep them.
    @MainActor
    private struct Run {
        let host = OneShotHost()
        let console: OneShotConsole
        let listView: PrintedListView
        let addView: PrintedAddView
        let detailView: PrintedDetailView
        let modules: AssembledModules

        init(_ front: OneShotFront, listOutput: PrintedListView.Output, detailOutput: PrintedDetailView.Output = .none)
        {
            console = OneShotConsole(output: front.output, errors: front.errors)
            listView = PrintedListView(output: listOutput, console: console)
            addView = PrintedAddView(console: console)
            detailView = PrintedDetailView(output: detailOutput, console: console)
            modules = front.assembly.assemble(
                views: ModuleViews(list: listView, add: addView, detail: detailView), hosts: ModuleHosts(host))
            front.finished.runs.append(self)
        }

        /// How the command ended: a failed write first, then an error a view showed.
        var outcome: Outcome {
            do { try console.finish() } catch { return .outputFailed(error) }
            return listView.failed || addView.failed || detailView.failed ? .failed : .succeeded
        }
    }

    /// The modules of finished commands, one box shared by the front's copies.
    @MainActor
    private final class FinishedRuns {
        var runs: [Run] = []
    }
}
