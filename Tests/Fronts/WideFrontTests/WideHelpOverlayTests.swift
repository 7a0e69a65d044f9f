import TestSupport
import Testing

@testable import WideFront

/// The key help over the panes: whole on a tall screen; on a small one, wrapped at its
/// width and scrolled with ↑ ↓ PgUp PgDn, saying when there is more.
@MainActor
@Suite struct WideHelpOverlayTests {
    /// The help's rows as drawn, without the box's sides.
    static func helpRows(_ harness: WideHarness) -> [String] {
        harness.lines.compactMap { line -> String? in
            let parts = line.split(separator: "│", omittingEmptySubsequences: false)
            guard parts.count >= 3 else { return nil }
            return String(parts[1]).trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func theHelpAt60By20IsWrappedNotCutAndScrollsToItsLastLine() async throws {
        let harness = WideHarness(size: Size(width: 60, height: 20))
        try await harness.given("Pay rent", due: "2026-11-19")
        await harness.start()
        await harness.press(.character("?"))
        #expect(!harness.text.contains("…"))
        #expect(harness.text.contains(WideWording.helpMoreBelow.trimmingCharacters(in: .whitespaces)))
        #expect(harness.text.contains("/              search: type words or +tag, Enter"))
        var seen = Set(Self.helpRows(harness))
        for _ in 0..<10 {
            await harness.press(.pageDown)
            seen.formUnion(Self.helpRows(harness))
        }
        #expect(!harness.text.contains(WideWording.helpMoreBelow.trimmingCharacters(in: .whitespaces)))
        #expect(harness.text.contains(WideWording.helpMoreAbove.trimmingCharacters(in: .whitespaces)))
        for wanted in [
            "Esc clears", "r              read the list again", "?              this help", "q  Ctrl-C      quit",
            "Ctrl-Z         suspend to the shell; fg comes back", "Enter saves, Esc cancels, Ctrl-U clears a field.",
            "Any key closes this help.",
        ] {
            #expect(seen.contains { $0.contains(wanted) }, "\(wanted) is never shown")
        }
        await harness.press(.up)
        #expect(harness.text.contains("Keys"), "the title stays")
        // Any other key closes the help, and does nothing else.
        await harness.press(.character("x"))
        #expect(!harness.text.contains("Any key closes this help."))
        #expect(!harness.text.contains("Keys"))
        #expect(harness.listPane.contains { $0.contains("1  Pay rent") })
    }

    @Test func aHelpThatFitsClosesOnAnyKeyEvenAnArrow() async throws {
        let harness = WideHarness()
        await harness.start()
        await harness.press(.character("?"))
        #expect(harness.text.contains("Any key closes this help."))
        #expect(!harness.text.contains("more"))
        await harness.press(.down)
        #expect(!harness.text.contains("Any key closes this help."))
    }

    @Test(arguments: [24, 40, 60, 80, 120])
    func noHelpLineIsCutAtAnyWidth(width: Int) {
        for line in WideHelpView.wrapped(WideWording.helpLines, width: width - 6) {
            #expect(line.count <= width - 6, "\(line)")
            #expect(!line.contains("…"))
        }
    }
}
