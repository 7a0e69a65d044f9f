import Foundation
import TestSupport
import Testing

/// History, undo and redo name a postpone and a note for what they did, not as an edit
/// (issue 33), through the real binary.
@Suite struct HistoryKindsCommandTests {
    @Test func historyUndoAndRedoNameAPostponeAndANote() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Pay rent")
        try scenario.succeed("add", "Buy milk", "--due", "fri")
        try scenario.succeed("postpone", "1", "2", "1w")
        try scenario.succeed("note", "2", "Semi-skimmed")
        #expect(
            try scenario.succeed("history").stdout.hasPrefix(
                """
                4  today 09:30  added a note to 1 item: Buy milk
                3  today 09:30  postponed 2 items: Pay rent, Buy milk
                """))
        let json = try scenario.succeed("history", "--json").stdout
        #expect(json.contains(#""did": "added a note to 1 item: Buy milk", "kind": "noted""#), "\(json)")
        #expect(json.contains(#""did": "postponed 2 items: Pay rent, Buy milk", "kind": "postponed""#), "\(json)")
        #expect(try scenario.succeed("undo").stdout.hasPrefix("Undid note: 2 Buy milk has its notes as before."))
        #expect(
            try scenario.succeed("undo").stdout.hasPrefix("Undid postpone: 1 Pay rent, 2 Buy milk are due as before."))
        #expect(try scenario.succeed("redo").stdout == "Redid postpone: 1 Pay rent, 2 Buy milk are postponed again.\n")
        #expect(try scenario.succeed("redo").stdout == "Redid note: 2 Buy milk has the note again.\n")
        #expect(try scenario.succeed("show", "2").stdout.contains("Semi-skimmed"))
    }
}
