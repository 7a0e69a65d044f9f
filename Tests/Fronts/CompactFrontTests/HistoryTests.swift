import Testing

@testable import CompactFront

/// Only the lines typed at `todo>` are kept in the history: an item's name and its due
/// date are answers, not commands to recall.
@MainActor
@Suite struct HistoryTests {
    @Test func onlyCommandLinesAreKeptInTheHistory() async {
        let harness = CompactHarness(mode: .interactive)
        let (_, reader) = await harness.run(
            ["add", "Secret plan", "fri", "", "add", "Other", "nonsense", "", "", "list"].map(LineInput.line))
        #expect(reader.remembered == ["add", "add", "list"])
    }
}
