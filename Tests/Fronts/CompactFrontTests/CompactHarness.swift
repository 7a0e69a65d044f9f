import AppCore
import Presentation
import TerminalText
import TestSupport

@testable import CompactFront

/// The compact front over an in-memory store with the clock fixed at Thursday
/// 2026-11-19: scripted input in, text out.
@MainActor
final class CompactHarness {
    let store: any TodoStore = InMemoryTodoStore()
    let output = MemorySink()
    let errors = MemorySink()
    let mode: CompactConsole.Mode
    let colour: Bool
    /// The terminal's size, when the session is to know it.
    let width: Int?
    let height: Int?

    init(mode: CompactConsole.Mode = .script, colour: Bool = false, width: Int? = nil, height: Int? = nil) {
        self.mode = mode
        self.colour = colour
        self.width = width
        self.height = height
    }

    /// Runs a session over `inputs`; returns its exit status.
    @discardableResult
    func run(_ inputs: [LineInput]) async -> (status: Int32, reader: ScriptedLineReader) {
        let clock = Fixtures.clock("2026-11-19")
        let assembly = ModuleAssembly(store: store, clock: clock, weeks: WeekCalendar())
        let (width, height) = (self.width, self.height)
        let console = CompactConsole(
            output: output, errors: errors, style: TextStyle(isEnabled: colour), mode: mode, width: { width },
            height: { height })
        let reader = ScriptedLineReader(inputs)
        // Tab waits long here: the whole suite runs at once on two cores.
        let session = CompactFront.makeSession(
            assembly: assembly, console: console, reader: reader, tabPatience: .seconds(30))
        let status = await session.run()
        return (status, reader)
    }

    @discardableResult
    func run(lines: [String]) async -> Int32 {
        await run(lines.map(LineInput.line)).status
    }

    func given(_ title: String, due: String) async throws {
        _ = try await store.add(NewTodoItem(title: title, due: Fixtures.day(due), created: TodoStoreContract.now))
    }

    var titles: [String] {
        get async throws { try await store.allItems().map(\.title) }
    }
}
