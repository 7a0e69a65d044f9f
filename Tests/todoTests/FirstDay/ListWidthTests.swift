import Foundation
import TestSupport
import Testing

/// `todo list` on a terminal: every row fits the terminal's width (long titles cut with
/// "…", and on a narrow terminal the day label too), so no row wraps; into a pipe, titles
/// stay whole.
@Suite(.serialized) struct ListWidthTests {
    static let report =
        "Write the quarterly report for the board, with every figure checked twice and the charts redone"
    let scenario: Scenario

    init() throws {
        scenario = try Scenario()
        try scenario.add([("Pay rent", "2026-11-07"), (Self.report, "2026-11-20"), ("Later thing", "2027-03-01")])
    }

    /// The lines `todo list --all` leaves on a terminal `width` columns wide.
    func listed(width: Int) throws -> [String] {
        let terminal = try TmuxSession(
            [TodoBinary.path, "list", "--all"], environment: scenario.todo.environment, width: width, height: 20)
        let screen = try terminal.waitFor("EXIT=")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return Array(lines.prefix { !$0.hasPrefix("TTY=") })
    }

    @Test func onANarrowTerminalTheDayLabelIsCutToo() throws {
        #expect(
            try listed(width: 30) == [
                "Overdue",
                "  1  Pay rent    12 days late",
                "Tomorrow",
                "  2  Write the…  Friday",
                "Later",
                "  3  Later thi…  Mon 1 Mar 20…",
            ])
    }

    @Test(arguments: [40, 60, 80])
    func rowsFitTheTerminalAndLongTitlesEndInAnEllipsis(width: Int) throws {
        let lines = try listed(width: width)
        #expect(lines.count == 6, "a row wrapped: \(lines)")
        // Every character here takes one column.
        #expect(lines.allSatisfy { $0.count <= width })
        #expect(lines[3].hasPrefix("  2  Write the quarter"))
        #expect(lines[3].hasSuffix("…  Friday"))
        #expect(lines[5].hasSuffix("  Mon 1 Mar 2027"))
    }

    @Test func aWideTerminalShowsWholeTitles() throws {
        let lines = try listed(width: 140)
        #expect(lines[3] == "  2  \(Self.report)  Friday")
        #expect(lines[1] == "  1  Pay rent" + String(repeating: " ", count: Self.report.count - 8) + "  12 days late")
    }

    @Test func intoAPipeTitlesStayWhole() throws {
        let piped = try scenario.succeed("list", "--all").stdout
        #expect(piped.contains("  2  \(Self.report)  Friday\n"))
        #expect(!piped.contains("…"))
    }
}
