import AppCore
import Foundation
import Presentation
import TerminalText
import TestSupport
import Testing

@testable import CompactFront

/// A sink whose writes fail after `allowed` of them, as a full disk or a closed pipe would.
@MainActor
final class FailingSink: TextSink {
    private var allowed: Int
    let code: Int32
    private(set) var attempts = 0

    init(allowed: Int, code: Int32) {
        self.allowed = allowed
        self.code = code
    }

    func write(_ text: String) throws(OutputFailure) {
        attempts += 1
        guard allowed > 0 else { throw OutputFailure(stream: .output, code: code) }
        allowed -= 1
    }
}

/// A session whose output cannot be written ends at once with the failure's status, and
/// reads no further line (so nothing more is saved that the user could not be told about).
@MainActor
@Suite struct OutputFailureSessionTests {
    let store: any TodoStore = InMemoryTodoStore()

    func run(output: FailingSink, lines: [String]) async -> (status: Int32, reader: ScriptedLineReader) {
        let clock = Fixtures.clock("2026-11-19")
        let assembly = ModuleAssembly(store: store, clock: clock, weeks: WeekCalendar())
        let console = CompactConsole(
            output: output, errors: MemorySink(), style: TextStyle(isEnabled: false), mode: .script)
        let reader = ScriptedLineReader(lines.map(LineInput.line))
        let status = await CompactFront.makeSession(assembly: assembly, console: console, reader: reader).run()
        #expect(console.outputFailure?.code == output.code)
        return (status, reader)
    }

    @Test func aFullDiskEndsTheSessionBeforeTheFirstLineWithStatusOne() async throws {
        let output = FailingSink(allowed: 0, code: ENOSPC)
        let (status, reader) = await run(output: output, lines: ["add Milk", "tomorrow"])
        #expect(status == 1)
        #expect(reader.prompts.isEmpty)
        #expect(try await store.allItems().isEmpty)
        #expect(output.attempts == 1, "nothing more is written after the first failure")
    }

    @Test func aReaderThatWentAwayEndsTheSessionWithTheStatusOfSIGPIPE() async throws {
        let output = FailingSink(allowed: 1, code: EPIPE)
        let (status, reader) = await run(output: output, lines: ["list", "add Milk", "tomorrow"])
        #expect(status == 141)
        #expect(reader.prompts.count == 1)
        #expect(try await store.allItems().isEmpty)
    }

    @Test func theFailureIsWordedOnce() {
        #expect(
            OutputFailure(stream: .output, code: ENOSPC).description
                == "cannot write to standard output: No space left on device")
        #expect(OutputFailure(stream: .output, code: EPIPE).exitStatus == 141)
        #expect(OutputFailure(stream: .error, code: EBADF).exitStatus == 1)
    }
}
