import Presentation
import TerminalText

/// The List module's view on the compact front: prints the list as text lines each time
/// the presenter shows it (after the filter line when a filter is on), with the tag list,
/// confirmations and problems.
@MainActor
public final class CompactListView: ListView {
    private let console: CompactConsole
    /// The host, whose screen on top says whether the list is in sight; held weakly.
    private weak var host: CompactHost?

    /// Creates a view writing to `console`; with a host, the list is printed only while it
    /// is the screen on top (not while an item's screen covers it).
    public init(console: CompactConsole, host: CompactHost? = nil) {
        self.console = console
        self.host = host
    }

    /// The REPL's commands, as the List module's sentences name them ("type list to show
    /// every item").
    public var commandNames: ListCommandNames? { ListCommandNames(list: "list", find: "find") }

    public func showList(_ list: ListDisplayData) {
        if let host, let visible = host.visible, visible != .list { return }
        let renderer = ListTextRenderer(style: console.style, width: console.width())
        let filterLines = list.filterText.map { [TerminalSafeText.visible($0)] } ?? []
        console.show(filterLines + renderer.lines(for: list))
    }

    public func showTags(_ tags: TagListDisplayData) {
        console.show(TagListTextRenderer.lines(for: tags))
    }

    public func showMessage(_ message: String) {
        console.show(message)
    }

    public func showError(_ message: String) {
        console.report(message)
    }
}
