import AppCore
import Presentation
import TerminalText
import TestSupport

@testable import CompactFront

/// Drives the compact front line by line on an in-memory screen.
@MainActor
final class CompactDriver: FrontDriver {
    private let output = MemorySink()
    private let errors = MemorySink()
    private let session: REPLSession
    private var outputMark = 0
    private var errorMark = 0

    private init(store: any TodoStore) {
        let clock = Fixtures.clock("2026-11-19")
        let assembly = ModuleAssembly(
            listInteractor: ListInteractor(store: store, clock: clock, weeks: WeekCalendar()),
            addInteractor: AddInteractor(store: store, clock: clock))
        let console = CompactConsole(output: output, errors: errors, style: TextStyle(isEnabled: false), mode: .script)
        session = CompactFront.makeSession(assembly: assembly, console: console, reader: ScriptedLineReader([]))
    }

    static func start(store: any TodoStore) async -> Self {
        let driver = Self(store: store)
        await driver.session.start()
        return driver
    }

    private func send(_ input: LineInput) async {
        outputMark = output.text.count
        errorMark = errors.text.count
        _ = await session.step(input)
    }

    func beginAdd() async { await send(.line("add")) }
    func typeName(_ name: String) async { await send(.line(name)) }
    func submitDue(_ due: String) async { await send(.line(due)) }
    func cancelAdd() async { await send(.interrupt) }
    func complete(id: Int64) async { await send(.line("done \(id)")) }

    var screen: String {
        String(output.text.dropFirst(outputMark)) + String(errors.text.dropFirst(errorMark))
    }

    func listShows(id: Int64, title: String) -> Bool {
        Self.rowIsShown(id: id, title: title, in: screen.components(separatedBy: "\n"))
    }
}
