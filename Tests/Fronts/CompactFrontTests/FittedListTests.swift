import Presentation
import TerminalText
import Testing

@testable import CompactFront

/// The REPL's list after a change, fitted to the lines left: the changed rows are always
/// among those shown.
@Suite struct FittedListTests {
    /// Next Week with ten rows (ids 1–10), after a change to `changed`.
    func list(changed: Int64) -> ListDisplayData {
        let rows = (1...10).map { ListDisplayRow(id: $0, title: "Task \($0)", dayLabel: "Monday", due: "2026-11-23") }
        return ListDisplayData(
            today: "2026-11-19", todayTitle: "Thursday 19 November 2026",
            sections: [ListDisplaySection(title: "Next Week", tone: .normal, rows: rows)], emptyMessage: nil,
            showsLater: false, change: ListDisplayChange(rowIDs: [changed], sectionTitles: ["Next Week"]))
    }

    func fitted(_ list: ListDisplayData, room: Int) -> [String] {
        FittedList.lines(
            for: list, whole: ListTextRenderer(style: TextStyle(isEnabled: false)).lines(for: list), room: room)
    }

    @Test(arguments: [4, 5, 6, 8])
    func theChangedRowIsShownHoweverFewTheLines(room: Int) {
        let lines = fitted(list(changed: 6), room: room)
        #expect(lines.contains("   6  Task 6   Monday"), "\(lines)")
        #expect(lines.first == "Next Week")
        #expect(lines.last == "Type list to see everything.")
    }

    @Test func aListThatFitsIsLeftWhole() {
        let whole = ListTextRenderer(style: TextStyle(isEnabled: false)).lines(for: list(changed: 6))
        #expect(fitted(list(changed: 6), room: 11) == whole)
    }

    @Test func rowsLeftOutAreCountedAboveAndBelow() {
        #expect(
            fitted(list(changed: 6), room: 6) == [
                "Next Week", "  … 4 more", "   5  Task 5   Monday", "   6  Task 6   Monday", "  … 4 more",
                "Type list to see everything.",
            ])
    }
}
