import Presentation
import Testing

@testable import TerminalText

@Suite struct ListTextRendererTests {
    let list = ListDisplayData(
        today: "2026-11-19", todayTitle: "Thursday 19 November 2026",
        sections: [
            ListDisplaySection(
                title: "Overdue", tone: .alert,
                rows: [ListDisplayRow(id: 12, title: "Pay rent", dayLabel: "1 day late", due: "2026-11-18")]),
            ListDisplaySection(
                title: "Tomorrow", tone: .normal,
                rows: [ListDisplayRow(id: 3, title: "Buy \u{1B}[2Jmilk", dayLabel: "Friday", due: "2026-11-20")]),
        ], emptyMessage: nil, showsLater: false)

    @Test func sectionsAndAlignedRowsAsPlainText() {
        let lines = ListTextRenderer(style: TextStyle(isEnabled: false)).lines(for: list)
        #expect(
            lines == [
                "Overdue",
                "  12  Pay rent      1 day late",
                "Tomorrow",
                "   3  Buy ␛[2Jmilk  Friday",
            ])
    }

    @Test func colourWrapsTitlesAndLabelsOnlyWhenEnabled() {
        let lines = ListTextRenderer(style: TextStyle(isEnabled: true)).lines(for: list)
        #expect(lines[0] == "\u{1B}[1;31mOverdue\u{1B}[0m")
        #expect(lines[3].hasSuffix("\u{1B}[36mFriday\u{1B}[0m"))
        let plain = ListTextRenderer(style: TextStyle(isEnabled: false)).lines(for: list)
        #expect(!plain.joined().contains("\u{1B}"))
    }

    @Test func anEmptyListShowsItsMessage() {
        let empty = ListDisplayData(
            today: "2026-11-19", todayTitle: "", sections: [], emptyMessage: "Nothing due.", showsLater: false)
        #expect(ListTextRenderer(style: TextStyle(isEnabled: false)).lines(for: empty) == ["Nothing due."])
    }

    @Test func titlesAreCutToTheTerminalWidth() {
        let long = ListDisplayData(
            today: "2026-11-19", todayTitle: "",
            sections: [
                ListDisplaySection(
                    title: "Today", tone: .normal,
                    rows: [ListDisplayRow(id: 1, title: String(repeating: "word ", count: 30), dayLabel: "", due: "")])
            ], emptyMessage: nil, showsLater: false)
        let lines = ListTextRenderer(style: TextStyle(isEnabled: false), width: 40).lines(for: long)
        #expect(lines[1].hasSuffix("…"))
        #expect(DisplayWidth.of(lines[1]) <= 40)
    }

    @Test(arguments: [12, 20, 30, 40, 60])
    func everyRowFitsANarrowTerminalTheDayLabelGivingWayAfterTheTitle(width: Int) {
        let rows = [
            ListDisplayRow(id: 1, title: "Pay rent", dayLabel: "12 days late", due: "2026-11-07"),
            ListDisplayRow(
                id: 2, title: String(repeating: "long ", count: 20), dayLabel: "Mon 1 Mar 2027", due: "2027-03-01"),
        ]
        let list = ListDisplayData(
            today: "2026-11-19", todayTitle: "",
            sections: [ListDisplaySection(title: "Later", tone: .normal, rows: rows)], emptyMessage: nil,
            showsLater: true)
        let lines = ListTextRenderer(style: TextStyle(isEnabled: false), width: width).lines(for: list)
        #expect(lines.dropFirst().allSatisfy { DisplayWidth.of($0) <= width }, "\(lines)")
        if width == 30 { #expect(lines[2] == "  2  long long…  Mon 1 Mar 20…") }
        if width == 60 { #expect(lines[2].hasSuffix("…  Mon 1 Mar 2027") && DisplayWidth.of(lines[2]) == 60) }
    }

    @Test func numbersAlignOnTheRightAndUnsafeTitlesKeepTheLabelsInLine() {
        let rows = [
            ListDisplayRow(id: 7, title: "Call \u{7}Ada", dayLabel: "Friday", due: "2026-11-20"),
            ListDisplayRow(id: 1_234_567, title: "Plain", dayLabel: "Friday", due: "2026-11-20"),
            ListDisplayRow(id: 42, title: "寿司 night", dayLabel: "Saturday", due: "2026-11-21"),
        ]
        let list = ListDisplayData(
            today: "2026-11-19", todayTitle: "",
            sections: [ListDisplaySection(title: "Later This Week", tone: .normal, rows: rows)], emptyMessage: nil,
            showsLater: false)
        #expect(
            ListTextRenderer(style: TextStyle(isEnabled: false)).lines(for: list) == [
                "Later This Week",
                "        7  Call ␇Ada   Friday",
                "  1234567  Plain       Friday",
                "       42  寿司 night  Saturday",
            ])
    }
}
