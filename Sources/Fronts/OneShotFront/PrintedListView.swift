import Presentation
import TerminalText

/// A List view that prints once: the list as text (or JSON), messages and errors.
@MainActor
final class PrintedListView: ListView {
    /// How the list itself is printed.
    enum Output {
        /// As text lines.
        case text(ListTextRenderer)
        /// As JSON.
        case json
        /// Not at all: only messages and errors (for `done`, `delete`...).
        case none
    }

    private let output: Output
    private let console: OneShotConsole
    /// Whether an error was shown.
    private(set) var failed = false
    /// The list last printed, kept as long as the view: a command whose process ends with
    /// its front still held never frees its rows.
    private var printed: ListDisplayData?

    /// Whether the list printed was empty (its empty message was printed instead of rows).
    var printedAnEmptyList: Bool { printed?.emptyMessage != nil && !failed }

    init(output: Output, console: OneShotConsole) {
        self.output = output
        self.console = console
    }

    /// The one-shot commands' names, for the List module's sentences.
    var commandNames: ListCommandNames? { OneShotFront.commandNames }

    /// Only a view that prints the list wants its rows; one that prints messages only (for
    /// `todo add`, `done`...) is given none, so the refresh after an action reads nothing.
    var visibleRowLimit: Int? {
        if case .none = output { return 0 }
        return nil
    }

    func showList(_ list: ListDisplayData) {
        printed = list
        switch output {
        case .text(let renderer):
            if let filterText = list.filterText { console.out(TerminalSafeText.visible(filterText)) }
            console.write(bytes: renderer.utf8(for: list))
            if let hiddenText = list.hiddenText { console.out(TerminalSafeText.visible(hiddenText)) }
        case .json: console.out(ListJSONWriter.json(for: list))
        case .none: break
        }
    }

    func showTags(_ tags: TagListDisplayData) {
        switch output {
        case .text: console.write(TagListText.text(for: tags))
        case .json: console.out(TagListText.json(for: tags))
        case .none: break
        }
    }

    func showHistory(_ history: HistoryDisplayData) {
        switch output {
        case .text: console.write(HistoryText.text(for: history))
        case .json: console.out(HistoryText.json(for: history))
        case .none: break
        }
    }

    func showMessage(_ message: String) {
        console.out(TerminalSafeText.visible(message))
    }

    func showError(_ message: String) {
        failed = true
        console.error(message)
    }
}
