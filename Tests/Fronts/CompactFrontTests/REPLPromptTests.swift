import AppCore
import Testing

@testable import CompactFront

/// The List screen's prompt names the list on show (issue 31, item 14): a person who
/// listed the completed items, or put a filter on, sees so at every prompt.
@MainActor
@Suite struct REPLPromptTests {
    let harness = CompactHarness(mode: .interactive)

    @Test func thePromptNamesTheListOnShow() async throws {
        try await harness.given("Buy milk +home", due: "2026-11-19")
        try await harness.given("Call mum", due: "2026-11-20")
        let lines = [
            "list --done", "find +home", "all", "find --done milk", "done 2", "list", "all", "find ?!", "show 1",
            "back",
        ]
        let (_, reader) = await harness.run(lines.map(LineInput.line))
        #expect(
            reader.prompts == [
                "todo> ", "todo done> ", "todo +home> ", "todo all +home> ", "todo done milk> ", "todo all milk> ",
                "todo all> ", "todo> ", "todo> ", "item 1> ", "todo> ",
            ])
    }

    @Test func aLongFilterIsCutInThePrompt() async throws {
        let (_, reader) = await harness.run([.line("find supercalifragilistic expialidocious words")])
        #expect(reader.prompts.last == "todo supercalifragilistic ex…> ")
    }
}
