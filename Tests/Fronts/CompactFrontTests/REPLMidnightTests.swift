import AppCore
import Presentation
import TerminalText
import TestSupport
import Testing

@testable import CompactFront

/// A line reader that runs a step (moving a clock, say) just before it hands over each
/// input, as time passes while a person sits at the prompt.
@MainActor
private final class TimedLineReader: LineReader {
    private var steps: [(before: () -> Void, input: LineInput)]

    init(_ steps: [(before: () -> Void, input: LineInput)]) {
        self.steps = steps
    }

    func read(prompt: String, completer: TabCompleter, keepsHistory: Bool, initialText: String) -> LineInput {
        guard !steps.isEmpty else { return .end }
        let step = steps.removeFirst()
        step.before()
        return step.input
    }
}

@MainActor
@Suite struct REPLMidnightTests {
    /// Runs a session in `mode` over an item due Friday, with the clock at 23:59:50 on
    /// Thursday moved past midnight while the first line is typed; returns its output.
    func runAcrossMidnight(mode: CompactConsole.Mode) async throws -> String {
        let time = MovableClock("2026-11-19", time: "23:59:50")
        let store: any TodoStore = InMemoryTodoStore()
        let friday = Fixtures.day("2026-11-20")
        _ = try await store.add(NewTodoItem(title: "Call mum", due: friday, created: TodoStoreContract.now))
        let assembly = ModuleAssembly(store: store, clock: time.clock, weeks: WeekCalendar())
        let output = MemorySink()
        let console = CompactConsole(
            output: output, errors: MemorySink(), style: TextStyle(isEnabled: false), mode: mode)
        let reader = TimedLineReader([
            (before: { time.set("2026-11-20", time: "00:00:10") }, input: .line("")),
            (before: {}, input: .end),
        ])
        #expect(await CompactFront.makeSession(assembly: assembly, console: console, reader: reader).run() == 0)
        return output.text
    }

    @Test func atTheFirstPromptAfterMidnightTheListIsShownForTheNewDay() async throws {
        let lines = try await runAcrossMidnight(mode: .interactive).split(separator: "\n").map(String.init)
        let tomorrow = try #require(lines.firstIndex(of: "Tomorrow"))
        let today = try #require(lines.firstIndex(of: "Today"), "the list was not shown again for Friday")
        #expect(tomorrow < today)
        #expect(lines[today + 1].hasPrefix("  1  Call mum"))
    }

    @Test func aScriptsOutputDoesNotChangeAtMidnightByItself() async throws {
        #expect(!(try await runAcrossMidnight(mode: .script).contains("Today")))
    }
}
