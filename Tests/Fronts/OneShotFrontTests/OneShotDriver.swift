import AppCore
import OneShotFront
import Presentation
import TerminalText
import TestSupport

/// Drives the one-shot front as a shell user would: each action is one command, and after
/// each the user runs `todo list` to see where things stand. Commands run in memory over
/// the same store, exactly as the program runs them.
@MainActor
final class OneShotDriver: FrontDriver {
    nonisolated static let name = "one-shot"
    nonisolated static let lacks: Set<FrontAbility> = [.scrolling, .cancellingAnAdd]

    private let assembly: ModuleAssembly
    private var pendingName: String?
    private(set) var rows: [ShownRow] = []
    private(set) var screen = ""
    private(set) var message = ""
    private(set) var problem = ""
    /// Whether the last `todo list` showed later items too (`--all`).
    private var showsLater = false
    /// The filter words the user gives `todo list`.
    private var filterWords: [String] = []

    private init(store: any TodoStore) {
        let clock = Fixtures.clock("2026-11-19")
        assembly = ModuleAssembly(store: store, clock: clock, weeks: WeekCalendar())
    }

    static func start(store: any TodoStore) async -> Self {
        let driver = Self(store: store)
        await driver.list()
        return driver
    }

    /// Runs one command; keeps what it printed.
    private func command(_ body: (OneShotFront) async -> OneShotFront.Outcome) async {
        let output = MemorySink()
        let errors = MemorySink()
        _ = await body(OneShotFront(assembly: assembly, output: output, errors: errors))
        screen = output.text
        message = output.text.components(separatedBy: "\n").first ?? ""
        problem = errors.text.trimmingCharacters(in: .newlines)
        if problem.hasPrefix("Error: ") { problem.removeFirst("Error: ".count) }
    }

    /// `todo list` (with `--all` when asked), read into the rows.
    private func list() async {
        let output = MemorySink()
        _ = await OneShotFront(assembly: assembly, output: output, errors: MemorySink())
            .list(
                showingLater: showsLater, format: .text(style: TextStyle(isEnabled: false), width: nil),
                filterWords: filterWords)
        rows = ShownList.rows(in: output.text.components(separatedBy: "\n"))
        if message.isEmpty && problem.isEmpty { screen = output.text }
    }

    private func perform(_ intent: ListIntent) async {
        await command { await $0.perform(intent) }
        await list()
    }

    func beginAdd() async {}
    func typeName(_ name: String) async { pendingName = name }

    func submitDue(_ due: String) async {
        let name = pendingName ?? ""
        await command { await $0.add(title: name, dueText: due) }
        await list()
    }

    func cancelAdd() async { pendingName = nil }
    func complete(_ ids: [Int64]) async { await perform(.complete(ids)) }
    func reopen(_ ids: [Int64]) async { await perform(.reopen(ids)) }
    func delete(_ ids: [Int64]) async { await perform(.delete(ids)) }
    func undo() async { await perform(.undo) }

    func toggleLater() async {
        showsLater.toggle()
        message = ""
        problem = ""
        await list()
    }

    func scrollToBottom() async {}
    func noticeChangesMadeElsewhere() async { await list() }

    func filter(_ text: String) async {
        filterWords = text.split(separator: " ").map(String.init)
        message = ""
        problem = ""
        await list()
    }

    func clearFilter() async { await filter("") }

    func open(_ id: Int64) async {
        await command { await $0.show(id: id, format: .text(style: TextStyle(isEnabled: false))) }
    }

    func edit(_ id: Int64, title: String?, due: String?, note: String?) async {
        await command {
            await $0.edit(id: id, ItemEdit(title: title, dueText: due, notes: note), style: TextStyle(isEnabled: false))
        }
        await list()
    }

    func setRepeat(_ id: Int64, every rule: String) async {
        await command { await $0.edit(id: id, ItemEdit(everyText: rule), style: TextStyle(isEnabled: false)) }
        await list()
    }

    /// A command line is always ready for the next command.
    var isOnList: Bool { true }
}
