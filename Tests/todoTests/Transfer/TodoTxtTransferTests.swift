import Foundation
import TestSupport
import Testing

/// todo.txt in and out through the real binary.
@Suite struct TodoTxtTransferTests {
    let scenario: Scenario
    let folder: TemporaryDirectory

    init() throws {
        scenario = try Scenario()
        folder = try TemporaryDirectory()
    }

    func file(_ text: String) throws -> String {
        let path = folder.file("todo.txt")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func exported() throws -> [ExportedItem] {
        try JSONDecoder().decode([ExportedItem].self, from: Data(try scenario.succeed("export").stdout.utf8))
    }

    @Test func aTodoTxtFileImportsWithPrioritiesTagsDueDaysAndCompletedLines() throws {
        let path = try file(
            """
            (A) 2026-11-01 Call Mum +Family @phone due:2026-11-21
            (C) Schedule annual checkup +Health
            x 2026-11-18 2026-11-10 Buy milk @store
            2026-11-02 Water the plants due:2026-11-20 rec:1w
            (B) Review the budget thread:42

            """)
        #expect(try scenario.succeed("import", "--from", "todotxt", path).stdout == "Imported 5 items.\n")
        let items = try exported()
        #expect(
            items.map(\.title) == [
                "Call Mum", "Schedule annual checkup", "Buy milk", "Water the plants", "Review the budget",
            ])
        #expect(items.map(\.priority) == ["high", "low", nil, nil, "medium"])
        #expect(items[0].tags == ["Family", "phone"] && items[0].due == "2026-11-21")
        #expect(items[2].completed?.hasPrefix("2026-11-18") == true && items[2].tags == ["store"])
        #expect(items[3].every == "1 week" && items[3].due == "2026-11-20")
        #expect(items[4].notes == "thread:42")
    }

    @Test func theExportWritesXLinesForDoneItemsAndDueDays() throws {
        try scenario.succeed("add", "Pay rent", "--due", "2026-12-01", "--tag", "bills", "-p", "high")
        try scenario.succeed("add", "Buy milk", "--due", "2026-11-19")
        try scenario.succeed("done", "2")
        let lines = try scenario.succeed("export", "--to", "todotxt").stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(
            lines[0].hasPrefix("(A) 2026-11-19 Pay rent") && lines[0].contains(" +bills")
                && lines[0].contains(" due:2026-12-01"))
        #expect(lines[0].contains(" id:1"))
        #expect(lines[1].hasPrefix("x 2026-11-19 2026-11-19 Buy milk") && lines[1].contains(" due:2026-11-19"))
    }

    @Test func aMalformedDateIsRefusedNamingTheLineAndNothingIsImported() throws {
        let path = try file("Call mum due:2026-11-21\n(A) Pay rent due:2026-13-01\n")
        let result = try scenario.run(["import", "--from", "todotxt", path])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: line 2: "), "\(result.stderr)")
        #expect(result.stderr.contains("nothing was imported"))
        #expect(try exported().isEmpty)
    }
}
