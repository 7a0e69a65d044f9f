import AppCore
import TerminalText
import Testing

@testable import CompactFront

/// On a terminal 60 columns wide, messages and help break at spaces, never inside a word
/// (issue 31, item 16).
@MainActor
@Suite struct REPLWrappingTests {
    let harness = CompactHarness(mode: .interactive, width: 60, height: 20)

    @Test func aLongErrorBreaksAtASpaceNotMidWord() async throws {
        try await harness.given("Buy milk", due: "2026-11-19")
        await harness.run(lines: ["undone 1"])
        #expect(harness.errors.text == "item 1 is not done, so there is nothing to reopen; nothing\nwas changed\n")
    }

    @Test func theHelpBreaksAtSpacesWithinTheWidthAndLosesNoWord() async throws {
        await harness.run(lines: ["help"])
        let printed = harness.output.text.components(separatedBy: "\n").drop { !$0.hasPrefix("Commands:") }
        #expect(printed.allSatisfy { DisplayWidth.of($0) <= 60 })
        let words = { (text: String) in text.split(whereSeparator: \.isWhitespace) }
        #expect(words(printed.joined(separator: " ")) == words(CompactHelpWording.list.joined(separator: " ")))
        #expect(printed.contains("  find WORDS...  the open items that match: +home has the"))
        #expect(printed.contains("                 tag, milk begins a word of the title or"))
    }

    @Test func aScriptsMessagesAreNotBroken() async throws {
        let script = CompactHarness(mode: .script)
        try await script.given("Buy milk", due: "2026-11-19")
        await script.run(lines: ["undone 1"])
        #expect(
            script.errors.text == "line 1: item 1 is not done, so there is nothing to reopen; nothing was changed\n")
    }
}
