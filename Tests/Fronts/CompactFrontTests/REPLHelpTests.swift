import AppCore
import Testing

@testable import CompactFront

/// What `help` says `edit` changes is what `edit` asks (issue 31, item 17: the help said
/// "title, due date and note" while edit also asks the tags, priority and repeat rule).
@MainActor
@Suite struct REPLHelpTests {
    /// The questions `edit 1` asks, by their prompts' names ("title", "due", "note"...).
    func questionsEditAsks() async throws -> [String] {
        let harness = CompactHarness(mode: .interactive)
        try await harness.given("Buy milk", due: "2026-11-19")
        let (_, reader) = await harness.run(
            [.line("edit 1")] + Array(repeating: LineInput.line(""), count: 10))
        return reader.prompts.filter { $0.hasPrefix("  ") && $0.hasSuffix(": ") }.map {
            String($0.dropFirst(2).dropLast(2))
        }
    }

    /// The entry of `help` whose line starts with `command`, with the lines indented further
    /// that continue it, as one text.
    func entry(_ command: String, in help: [String]) -> String {
        func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }
        guard let start = help.firstIndex(where: { $0.hasPrefix(command) }) else { return "" }
        let rest = help[(start + 1)...].prefix { indent($0) > indent(help[start]) }
        return ([help[start]] + rest).joined(separator: " ")
    }

    @Test func theHelpOfEveryScreenNamesEveryQuestionEditAsks() async throws {
        let questions = try await questionsEditAsks()
        // At a terminal the edit asks for the start day last (issue 33).
        #expect(questions == ["title", "due", "note", "tags", "priority", "repeat", "start"])
        for (screen, line) in [
            ("list", entry("  edit N", in: CompactHelpWording.list)),
            ("item", entry("edit ", in: CompactHelpWording.item)),
        ] {
            for question in questions {
                #expect(
                    line.contains(question), "the \(screen) screen's help of edit does not name \(question): \(line)")
            }
        }
    }
}
