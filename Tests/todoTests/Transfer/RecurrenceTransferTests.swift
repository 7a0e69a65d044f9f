import Foundation
import TestSupport
import Testing

/// Rules on a day's place in the month and series that end, in and out of the other
/// formats (issue 31, item 1): iCalendar's RRULE (read by Python's icalendar too), todo.txt,
/// and what a Taskwarrior series carries.
@Suite struct RecurrenceTransferTests {
    let scenario: Scenario
    let folder: TemporaryDirectory

    /// The rules of the items `init` adds, as `todo export` writes them, in id order.
    static let rules = [
        "1 month on the last day", "1 month on the first tuesday", "1 month on the last friday until 2027-06-30",
        "1 week 10 times", "2 months on the second wednesday 3 times",
    ]

    init() throws {
        scenario = try Scenario(now: "2026-11-27T09:00")
        folder = try TemporaryDirectory()
        try scenario.succeed("add", "Pay rent", "--due", "eom", "--every", "month")
        try scenario.succeed("add", "Book club", "--every", "month on the first tuesday")
        try scenario.succeed("add", "Team lunch", "--every", "month on the last friday until 2027-06-30")
        try scenario.succeed("add", "Cello lesson", "--due", "today", "--every", "week 10 times")
        try scenario.succeed("add", "Board meeting", "--every", "2 months on the second wed 3 times")
    }

    func exported(_ scenario: Scenario) throws -> [ExportedState] {
        try JSONDecoder().decode([ExportedState].self, from: Data(try scenario.succeed("export").stdout.utf8))
    }

    /// Imports `text` as `format` into a new database and returns what it exports.
    func reimported(_ text: String, as format: String) throws -> [ExportedState] {
        let path = folder.file("export." + format)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let other = try Scenario(now: "2026-11-27T09:00")
        try other.succeed("import", "--from", format, path)
        return try exported(other)
    }

    @Test func everyRuleIsWrittenAsAnRRULEThatImportsAsTheSameRule() throws {
        let before = try exported(scenario)
        #expect(before.map { $0.every ?? "" } == Self.rules)
        let ics = try scenario.succeed("export", "--to", "ical").stdout
        for rule in [
            "RRULE:FREQ=MONTHLY;BYMONTHDAY=-1\r\n", "RRULE:FREQ=MONTHLY;BYDAY=1TU\r\n",
            "RRULE:FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20270630\r\n", "RRULE:FREQ=WEEKLY;COUNT=10\r\n",
            "RRULE:FREQ=MONTHLY;INTERVAL=2;BYDAY=2WE;COUNT=3\r\n",
        ] {
            #expect(ics.contains(rule), "\(rule)")
        }
        let after = try reimported(ics, as: "ical")
        #expect(after.map(\.every) == before.map(\.every))
        #expect(after.map(\.due) == before.map(\.due))
    }

    @Test func pythonsICalendarReadsEveryRuleWeWrite() throws {
        let path = folder.file("export.ics")
        try scenario.succeed("export", "--to", "ical").stdout.write(toFile: path, atomically: true, encoding: .utf8)
        let script = """
            import sys, icalendar
            cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            for todo in cal.walk('VTODO'):
                rule = todo.get('RRULE')
                print(';'.join(sorted(k + '=' + ','.join(str(v) for v in rule[k]) for k in rule)))
            """
        let outcome = try ChildProcess.run(
            "/usr/bin/python3", ["-c", script, path], environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        let stderr = String(decoding: outcome.stderr, as: UTF8.self)
        #expect(outcome.status == 0, "\(stderr)")
        #expect(
            String(decoding: outcome.stdout, as: UTF8.self).split(separator: "\n") == [
                "BYMONTHDAY=-1;FREQ=MONTHLY", "BYDAY=1TU;FREQ=MONTHLY", "BYDAY=-1FR;FREQ=MONTHLY;UNTIL=2027-06-30",
                "COUNT=10;FREQ=WEEKLY", "BYDAY=2WE;COUNT=3;FREQ=MONTHLY;INTERVAL=2",
            ])
    }

    @Test func everyRuleGoesThroughTodoTxtUnchanged() throws {
        let text = try scenario.succeed("export", "--to", "todotxt").stdout
        #expect(text.contains("every:1_month_on_the_last_day"))
        #expect(text.contains("every:1_week_10_times"))
        #expect(try reimported(text, as: "todotxt").map(\.every) == Self.rules)
    }

    @Test func aTaskwarriorSeriesKeepsItsRuleAndItsUntilDay() throws {
        let task = try RealTaskwarrior()
        try task.run("add", "Pay rent", "due:2026-12-01", "recur:monthly", "until:2027-06-30")
        try task.run("add", "Water the plants", "due:2026-11-27", "recur:weekly")
        try task.run("list")  // lets Taskwarrior make the recurring tasks' instances
        let other = try Scenario(now: "2026-11-27T09:00")
        try other.succeed("import", "--from", "taskwarrior", try task.export())
        let items = try exported(other)
        #expect(items.first { $0.title == "Pay rent" }?.every == "1 month until 2027-06-30")
        #expect(items.first { $0.title == "Water the plants" }?.every == "1 week")
    }
}
