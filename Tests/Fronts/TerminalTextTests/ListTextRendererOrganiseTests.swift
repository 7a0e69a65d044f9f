import Presentation
import TerminalText
import Testing

/// Rows with tags and priority marks: the priority column exists only when a row has a
/// mark, tags follow the title, and every row still fits a narrow terminal.
@Suite struct ListTextRendererOrganiseTests {
    func list(_ rows: [ListDisplayRow]) -> ListDisplayData {
        ListDisplayData(
            today: "2026-11-19", todayTitle: "",
            sections: [ListDisplaySection(title: "Today", tone: .normal, rows: rows)],
            emptyMessage: nil, showsLater: false)
    }

    @Test func marksAreAlignedAndTagsFollowTheTitle() {
        let rows = [
            ListDisplayRow(
                id: 3, title: "Pay rent", dayLabel: "Friday", due: "", tagList: ["bills"], priorityName: "high"),
            ListDisplayRow(id: 12, title: "Buy milk", dayLabel: "Friday", due: "", priorityName: "medium"),
            ListDisplayRow(id: 4, title: "Walk", dayLabel: "", due: ""),
        ]
        #expect(
            ListTextRenderer(style: TextStyle(isEnabled: false)).lines(for: list(rows)) == [
                "Today",
                "   3  !!!  Pay rent +bills  Friday",
                "  12  !!   Buy milk         Friday",
                "   4       Walk",
            ])
    }

    @Test func noMarkNoColumn() {
        let rows = [ListDisplayRow(id: 1, title: "Walk", dayLabel: "", due: "", tagList: ["health"])]
        #expect(
            ListTextRenderer(style: TextStyle(isEnabled: false)).lines(for: list(rows)) == [
                "Today", "  1  Walk +health",
            ])
    }

    @Test(arguments: [20, 30, 40])
    func rowsWithMarksAndTagsFitTheWidth(width: Int) {
        let rows = [
            ListDisplayRow(
                id: 1, title: "A long title about many things", dayLabel: "Saturday", due: "",
                tagList: ["home", "shopping"], priorityName: "low")
        ]
        let lines = ListTextRenderer(style: TextStyle(isEnabled: false), width: width).lines(for: list(rows))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
    }
}
