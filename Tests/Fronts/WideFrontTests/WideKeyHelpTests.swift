import Testing

@testable import WideFront

/// The keys the wide front answers, the help that lists them, and the footer's hints.
@MainActor
@Suite struct WideKeyHelpTests {
    /// How the help writes a key.
    static func spelling(of key: WideKey) -> String? {
        switch key {
        case .character(" "): "space"
        case .character(let character): String(character)
        case .up: "↑"
        case .down: "↓"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .escape: "Esc"
        case .interrupt: "Ctrl-C"
        case .suspend: "Ctrl-Z"
        default: nil
        }
    }

    /// The words of the help's key column (the first 15 columns of the lines that have
    /// one).
    static var helpKeys: Set<String> {
        let keyLines = WideWording.helpLines.filter { $0.count > 15 && $0.dropFirst(13).prefix(2) == "  " }
        return Set(keyLines.flatMap { $0.prefix(15).split(separator: " ").map(String.init) })
    }

    @Test func theHelpListsEveryKeyTheListAndAnItemShownAloneAnswer() throws {
        let actions =
            ListKeyAction.allCases.map { ("\($0)", $0.keys) } + DetailKeyAction.allCases.map { ("\($0)", $0.keys) }
        for (action, keys) in actions {
            for key in keys {
                let spelling = try #require(Self.spelling(of: key))
                #expect(Self.helpKeys.contains(spelling), "\(action) (\(spelling)) is missing from the help")
            }
        }
    }

    @Test func keysTheHelpDoesNotListDoNothingOnTheList() async throws {
        let harness = WideHarness()
        try await harness.given("Pay rent", due: "2026-11-19")
        await harness.start()
        let before = harness.text
        let unlisted = (32...126).compactMap(Unicode.Scalar.init).map { WideKey.character(Character($0)) }
            .filter { ListKeyAction(key: $0) == nil }
        #expect(unlisted.contains(.character("D")) && unlisted.contains(.character("Q")))
        for key in unlisted + [.left, .right, .tab, .backTab, .backspace, .clearField, .escape, .unknown] {
            #expect(await harness.press(key))
            #expect(harness.text == before, "\(key) changed the screen")
        }
        #expect(try await harness.store.allItems().count == 1)
    }

    @Test(arguments: [60, 120])
    func theFooterFitsItsWidthAndNeverLosesQuit(width: Int) async throws {
        let harness = WideHarness(size: Size(width: width, height: 20))
        try await harness.given("Pay rent", due: "2026-11-19")
        await harness.start()
        let footer = String(harness.footer.reversed().drop { $0 == " " }.reversed())
        #expect(footer.hasSuffix("? help  q quit"))
        #expect(!footer.contains("…"))
        #expect(footer.contains("a add  x done  u undo  d delete"))
        if width >= 80 { #expect(footer == " " + KeyHints.list.full) } else { #expect(footer.contains("Enter open")) }
        await harness.press(.character("a"))
        #expect(harness.footer.contains("Tab next field  Enter save  Esc cancel  Ctrl-U clear"))
    }

    @Test(arguments: 24...70)
    func hintsAreDroppedLeastImportantFirst(width: Int) {
        let line = KeyHints.list.fitted(toWidth: width)
        #expect(line.hasSuffix("? help  q quit"))
        #expect(line.count <= max(width, "? help  q quit".count))
        if line.contains("↑↓ move") { #expect(line.contains("d delete")) }
        if line.contains("d delete") { #expect(line.contains("u undo")) }
        if line.contains("A all") { #expect(line == KeyHints.list.full) }
    }
}
