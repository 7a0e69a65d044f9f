import Presentation
import TerminalText

/// The List module's view on the compact front: prints the list as text lines each time
/// the presenter shows it (after the filter line when a filter is on), with the tag list,
/// confirmations and problems. After a change, a list taller than the lines the terminal
/// has left is cut to fit them (``FittedList``); `list` and a script always get it whole.
@MainActor
public final class CompactListView: ListView {
    private let console: CompactConsole
    /// The host, whose screen on top says whether the list is in sight; held weakly.
    private weak var host: CompactHost?
    /// Which list was last printed, in a word or two ("" for the upcoming list, "done",
    /// "+home"), for the prompt.
    private(set) var scopeText = ""

    /// Creates a view writing to `console`; with a host, the list is printed only while it
    /// is the screen on top (not while an item's screen covers it).
    public init(console: CompactConsole, host: CompactHost? = nil) {
        self.console = console
        self.host = host
    }

    /// The REPL's commands, as the List module's sentences name them ("type list to show
    /// every item").
    public var commandNames: ListCommandNames? { ListCommandNames(list: "list", find: "find", all: "all") }

    /// No list while an item's screen covers it: nothing is read for it until the item
    /// closes, and then the list comes back with what changed meanwhile.
    public var visibleRowLimit: Int? { isCovered ? 0 : nil }

    private var isCovered: Bool {
        guard let host, let visible = host.visible else { return false }
        return visible != .list
    }

    public func showList(_ list: ListDisplayData) {
        if isCovered { return }
        scopeText = list.scopeText
        let renderer = ListTextRenderer(style: console.style, width: console.width())
        let filterLines = list.filterText.map { [TerminalSafeText.visible($0)] } ?? []
        let hiddenLines = list.hiddenText.map { [TerminalSafeText.visible($0)] } ?? []
        var lines = renderer.lines(for: list)
        if list.change != nil, let room = console.linesLeft(below: filterLines + hiddenLines) {
            lines = FittedList.lines(for: list, whole: lines, room: room, height: console.height(of:))
        }
        console.show(filterLines + lines + hiddenLines)
    }

    public func showTags(_ tags: TagListDisplayData) {
        console.show(TagListTextRenderer.lines(for: tags))
    }

    public func showHistory(_ history: HistoryDisplayData) {
        console.show(HistoryTextRenderer.lines(for: history))
    }

    public func showMessage(_ message: String) {
        console.show(message)
    }

    public func showError(_ message: String) {
        console.report(message)
    }
}
