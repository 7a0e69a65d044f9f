import AppCore
import Foundation
import OneShotFront
import Presentation
import TerminalText
import TestSupport

/// Drives the one-shot front as a shell user would: each action is one command, and after
/// each the user runs `todo list` to see where things stand: after a change, the open items
/// (with the filter words they gave), as every front shows them. Commands run in memory
/// over the same store, exactly as the program runs them.
@MainActor
final class OneShotDriver: FrontDriver {
    nonisolated static let name = "one-shot"
    nonisolated static let lacks: Set<FrontAbility> = [
        .scrolling, .cancellingAnAdd, .showingTheListAfterAnAdd, .selectingRows,
    ]

    private let assembly: ModuleAssembly
    private let syncService: TestSyncService
    private var pendingName: String?
    private(set) var rows: [ShownRow] = []
    private(set) var tags: [ShownTag] = []
    private(set) var screen = ""
    private(set) var message = ""
    private(set) var problem = ""
    /// Whether the last `todo list` showed later items too (`--all`).
    private var showsLater = false
    /// The filter words the user gives `todo list`.
    private var filterWords: [String] = []
    /// Whether the user lists the completed items (`--done`).
    private var showsDone = false

    private init(store: any TodoStore, clock: WallClock) {
        assembly = ModuleAssembly(store: store, clock: clock, weeks: WeekCalendar())
        syncService = TestSyncService(store: store, clock: clock)
    }

    static func start(store: any TodoStore, clock: WallClock) async -> Self {
        let driver = Self(store: store, clock: clock)
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
        problem = Self.problem(errors)
    }

    /// `todo list` (with `--all` and `--done` when asked, and the filter words), read into
    /// the rows.
    private func list() async {
        let output = MemorySink()
        _ = await listCommand(output: output, errors: MemorySink(), filterWords: filterWords, done: showsDone)
        rows = ShownList.rows(in: output.text.components(separatedBy: "\n"))
        if message.isEmpty && problem.isEmpty { screen = output.text }
    }

    /// The user lists the items again, with `words` (and `--done` when `done`): what it
    /// printed is kept. A list the command refused leaves the user with the last one,
    /// which is what they list again next.
    private func listAgain(filterWords words: [String], done: Bool) async {
        let output = MemorySink()
        let errors = MemorySink()
        _ = await listCommand(output: output, errors: errors, filterWords: words, done: done)
        message = ""
        problem = Self.problem(errors)
        guard problem.isEmpty else {
            screen = errors.text
            return
        }
        filterWords = words
        showsDone = done
        rows = ShownList.rows(in: output.text.components(separatedBy: "\n"))
        screen = output.text
    }

    private func listCommand(output: MemorySink, errors: MemorySink, filterWords: [String], done: Bool) async
        -> OneShotFront.Outcome
    {
        await OneShotFront(assembly: assembly, output: output, errors: errors)
            .list(
                showingLater: showsLater, format: .text(style: TextStyle(isEnabled: false), width: nil),
                filterWords: filterWords, done: done)
    }

    /// What a command wrote to standard error, without the "Error: " before it.
    private static func problem(_ errors: MemorySink) -> String {
        let text = errors.text.trimmingCharacters(in: .newlines)
        return text.hasPrefix("Error: ") ? String(text.dropFirst("Error: ".count)) : text
    }

    private func perform(_ intent: ListIntent) async {
        await command { await $0.perform(intent) }
        await listAfterChange()
    }

    /// `todo list` with the filter words, without `--done`: after a change the user looks
    /// at the open items.
    private func listAfterChange() async {
        showsDone = false
        await list()
    }

    func beginAdd() async {}
    func typeName(_ name: String) async { pendingName = name }

    func submitDue(_ due: String) async {
        let name = pendingName ?? ""
        await command { await $0.add(title: name, dueText: due) }
        await listAfterChange()
    }

    func cancelAdd() async { pendingName = nil }

    /// `todo sync`, then `todo list`.
    func sync(with server: MemoryTaskCollection) async {
        syncService.use(server)
        let sync = SyncAssembly(service: syncService)
        await command { await $0.sync(sync, progressLine: nil) }
        await listAfterChange()
    }
    func complete(_ ids: [Int64]) async { await perform(.complete(ids)) }
    func reopen(_ ids: [Int64]) async { await perform(.reopen(ids)) }
    func delete(_ ids: [Int64]) async { await perform(.delete(ids)) }
    func postpone(_ id: Int64, by span: String) async { await perform(.postpone([id], by: span)) }
    func completeMatching(_ text: String) async { await perform(.completeMatching(filterText: text)) }
    func deleteMatching(_ text: String) async { await perform(.deleteMatching(filterText: text)) }
    func postponeMatching(_ text: String, by span: String) async {
        await perform(.postponeMatching(filterText: text, by: span))
    }
    func undo() async { await perform(.undo) }
    func redo() async { await perform(.redo) }

    func toggleLater() async {
        showsLater.toggle()
        message = ""
        problem = ""
        await list()
    }

    func scrollToBottom() async {}
    func noticeChangesMadeElsewhere() async { await list() }

    /// `todo list TEXT`: the open items that match, whatever the user listed before.
    func filter(_ text: String) async { await listAgain(filterWords: Self.words(text), done: false) }
    /// `todo list`.
    func clearFilter() async { await listAgain(filterWords: [], done: false) }
    /// `todo list --done TEXT`.
    func showDone(_ text: String) async { await listAgain(filterWords: Self.words(text), done: true) }

    /// `todo tags`.
    func showTags() async {
        await command { await $0.tags(format: .text(style: TextStyle(isEnabled: false), width: nil)) }
        tags = ShownList.tags(in: screen.components(separatedBy: "\n"))
    }

    /// The words of `text`, as a shell splits them.
    private static func words(_ text: String) -> [String] {
        text.split(separator: " ").map(String.init)
    }

    func open(_ id: Int64) async {
        await command { await $0.show(id: id, format: .text(style: TextStyle(isEnabled: false))) }
    }

    func edit(_ id: Int64, title: String?, due: String?, note: String?) async {
        await edit(id, ItemEdit(title: title, dueText: due, notes: note))
    }

    func setRepeat(_ id: Int64, every rule: String) async { await edit(id, ItemEdit(everyText: rule)) }

    /// `todo show N --json` to read the item's tags, then `todo edit N --untag OLD... --tag
    /// NEW...` (each old tag not among the new ones taken off).
    func setTags(_ id: Int64, _ tags: [String]) async {
        let current = await shownTags(id)
        let unwanted = current.filter { old in !tags.contains { $0.lowercased() == old.lowercased() } }
        await edit(id, ItemEdit(tags: .change(add: tags, remove: unwanted)))
    }

    /// `todo edit N --priority TEXT`.
    func setPriority(_ id: Int64, _ text: String) async { await edit(id, ItemEdit(priorityText: text)) }

    /// `todo edit N --start TEXT`.
    func setStart(_ id: Int64, _ text: String) async { await edit(id, ItemEdit(startText: text)) }

    /// A command line has nothing left open.
    func abandonEdit() async {}

    private func edit(_ id: Int64, _ edit: ItemEdit) async {
        await command { await $0.edit(id: id, edit, style: TextStyle(isEnabled: false)) }
        await listAfterChange()
    }

    /// The tags `todo show N --json` prints.
    private func shownTags(_ id: Int64) async -> [String] {
        let output = MemorySink()
        _ = await OneShotFront(assembly: assembly, output: output, errors: MemorySink()).show(id: id, format: .json)
        let object = try? JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [String: Any]
        return object?["tags"] as? [String] ?? []
    }

    /// A command line is always ready for the next command.
    var isOnList: Bool { true }
}
