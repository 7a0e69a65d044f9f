import AppCore
import Presentation
import TerminalText
import TestSupport

@testable import CompactFront

/// Drives the compact front line by line, as a person at the prompt would (interactive
/// mode, without colour), on an in-memory screen.
@MainActor
final class CompactDriver: FrontDriver {
    nonisolated static let name = "compact"
    nonisolated static let lacks: Set<FrontAbility> = [.scrolling, .selectingRows]

    private let output = MemorySink()
    private let errors = MemorySink()
    private let session: REPLSession
    private let syncService: TestSyncService
    private var outputMark = 0
    private var errorMark = 0
    private(set) var rows: [ShownRow] = []
    private(set) var tags: [ShownTag] = []

    private init(store: any TodoStore, clock: WallClock) {
        let assembly = ModuleAssembly(store: store, clock: clock, weeks: WeekCalendar())
        let console = CompactConsole(
            output: output, errors: errors, style: TextStyle(isEnabled: false), mode: .interactive)
        syncService = TestSyncService(store: store, clock: clock)
        session = CompactFront.makeSession(
            assembly: assembly, console: console, reader: ScriptedLineReader([]),
            sync: SyncAssembly(service: syncService))
    }

    static func start(store: any TodoStore, clock: WallClock) async -> Self {
        let driver = Self(store: store, clock: clock)
        await driver.session.start()
        driver.readScreen()
        return driver
    }

    private func send(_ input: LineInput) async {
        await session.beforePrompt()
        outputMark = output.text.count
        errorMark = errors.text.count
        _ = await session.step(input)
        readScreen()
    }

    /// Keeps the rows of the list the last output printed, if it printed one.
    private func readScreen() {
        let lines = printed.components(separatedBy: "\n")
        if ShownList.isList(lines) { rows = ShownList.rows(in: lines) }
    }

    private var printed: String { String(output.text.dropFirst(outputMark)) }

    func beginAdd() async { await send(.line("add")) }
    func typeName(_ name: String) async { await send(.line(name)) }
    func submitDue(_ due: String) async {
        // The name was refused and is asked again: a person reads why and stops here.
        guard session.visibleScreen?.prompt != "  name: " else { return }
        await send(.line(due))
        // At a terminal the add then asks for a note: an empty answer skips it and saves.
        if session.visibleScreen?.prompt == "  note: " { await send(.line("")) }
    }
    func cancelAdd() async { await send(.interrupt) }
    func complete(_ ids: [Int64]) async { await send(.line("done " + Self.numbers(ids))) }
    func reopen(_ ids: [Int64]) async { await send(.line("undone " + Self.numbers(ids))) }
    func delete(_ ids: [Int64]) async { await send(.line("delete " + Self.numbers(ids))) }
    func postpone(_ id: Int64, by span: String) async { await send(.line("postpone \(id) \(span)")) }
    func completeMatching(_ text: String) async { await send(.line("done " + text)) }
    func deleteMatching(_ text: String) async { await send(.line("delete " + text)) }
    func postponeMatching(_ text: String, by span: String) async { await send(.line("postpone \(text) \(span)")) }
    func undo() async { await send(.line("undo")) }
    func redo() async { await send(.line("redo")) }

    /// `sync`.
    func sync(with server: MemoryTaskCollection) async {
        syncService.use(server)
        await send(.line("sync"))
    }
    func toggleLater() async { await send(.line("all")) }
    func scrollToBottom() async {}
    /// `find TEXT`: only the items that match are listed.
    func filter(_ text: String) async { await send(.line("find " + text)) }
    /// `list`: every item again.
    func clearFilter() async { await send(.line("list")) }
    /// `list --done TEXT`: the completed items that match.
    func showDone(_ text: String) async { await send(.line("list --done " + text)) }

    /// `tags`: every tag with its count, read from what it printed.
    func showTags() async {
        await send(.line("tags"))
        tags = ShownList.tags(in: printed.components(separatedBy: "\n"))
    }

    /// What the session does before the next prompt: it shows the list again.
    func noticeChangesMadeElsewhere() async {
        outputMark = output.text.count
        errorMark = errors.text.count
        await session.beforePrompt()
        readScreen()
    }

    func open(_ id: Int64) async { await send(.line("show \(id)")) }

    func edit(_ id: Int64, title: String?, due: String?, note: String?) async {
        await edit(id, answers: ["title": title, "due": due, "note": note].compactMapValues { $0 })
    }

    func setRepeat(_ id: Int64, every rule: String) async { await edit(id, answers: ["repeat": rule]) }

    /// The tags question answered with every tag, `+errands +shopping`, or `-` for none
    /// (an empty answer keeps the tags).
    func setTags(_ id: Int64, _ tags: [String]) async {
        await edit(id, answers: ["tags": tags.isEmpty ? "-" : tags.map { "+" + $0 }.joined(separator: " ")])
    }

    func setPriority(_ id: Int64, _ text: String) async { await edit(id, answers: ["priority": text]) }

    func setStart(_ id: Int64, _ text: String) async { await edit(id, answers: ["start": text]) }

    /// Ctrl-C at the question asked again.
    func abandonEdit() async { await send(.interrupt) }

    /// `edit N`, then an answer to each question the REPL asks, in its order: the one
    /// `answers` gives for it, else an empty line (which keeps the value). A person stops
    /// when a question is refused and asked again.
    private func edit(_ id: Int64, answers: [String: String]) async {
        await send(.line("edit \(id)"))
        var asked: Set<String> = []
        while let prompt = session.visibleScreen?.prompt, prompt.hasPrefix("  "), prompt.hasSuffix(": "),
            asked.insert(prompt).inserted
        {
            await send(.line(answers[String(prompt.dropFirst(2).dropLast(2))] ?? ""))
        }
    }

    var screen: String { printed + String(errors.text.dropFirst(errorMark)) }

    var message: String {
        printed.components(separatedBy: "\n").first { !$0.isEmpty && !ShownList.isList([$0]) && !$0.hasPrefix(" ") }
            ?? ""
    }

    var problem: String {
        String(errors.text.dropFirst(errorMark)).trimmingCharacters(in: .newlines)
    }

    var isOnList: Bool { session.visibleScreen is ListScreen }

    private static func numbers(_ ids: [Int64]) -> String {
        ids.map(String.init).joined(separator: " ")
    }
}
