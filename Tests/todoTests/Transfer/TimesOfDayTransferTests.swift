import Foundation
import TestSupport
import Testing

/// Times of day through the formats (issue 33): iCalendar as floating DUE (read back by
/// Python's icalendar), a DUE in a zone or UTC read as the local time it stands for,
/// Taskwarrior's due with its time, and todo.txt's due: keeping the day with due-time: beside it.
@Suite struct TimesOfDayTransferTests {
    let folder: TemporaryDirectory
    let scenario: Scenario

    init() throws {
        folder = try TemporaryDirectory()
        scenario = try Scenario(now: "2026-11-19T10:00")
        try scenario.succeed("add", "Dentist", "--due", "2026-12-04 09:00")
        try scenario.succeed("add", "Stand-up", "--due", "fri 9:30", "--every", "weekday")
        try scenario.succeed("add", "Buy milk", "--due", "fri")
    }

    @Test func anICalendarExportWritesFloatingTimesThatPythonsIcalendarReadsAndTodoReadsBack() throws {
        let ics = try scenario.succeed("export", "--to", "ical").stdout
        #expect(ics.contains("DUE:20261204T090000\r\n") && ics.contains("DTSTART:20261120T093000\r\n"))
        let path = folder.file("todo.ics")
        try ics.write(toFile: path, atomically: true, encoding: .utf8)
        let script = """
            import sys, icalendar
            cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            for todo in cal.walk('VTODO'):
                due = todo.get('DUE').dt
                print(str(todo.get('SUMMARY')) + '|' + due.isoformat() + '|' + str(getattr(due, 'tzinfo', None)))
            """
        let outcome = try ChildProcess.run(
            "/usr/bin/python3", ["-c", script, path], environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        #expect(outcome.status == 0, "\(String(decoding: outcome.stderr, as: UTF8.self))")
        #expect(
            String(decoding: outcome.stdout, as: UTF8.self) == """
                Dentist|2026-12-04T09:00:00|None
                Stand-up|2026-11-20T09:30:00|None
                Buy milk|2026-11-20|None

                """)
        let fresh = try Scenario(now: "2026-11-19T10:00")
        try fresh.succeed("import", "--from", "ical", path)
        let dues = try fresh.succeed("export").stdout.split(separator: "\n").filter { $0.contains("\"due\"") }
        #expect(
            dues.map { $0.contains("\"due\": \"2026-12-04T09:00\"") || $0.contains("\"due\": \"2026-11-20") }
                .allSatisfy { $0 })
        #expect(dues.contains { $0.contains("\"due\": \"2026-11-20T09:30\"") })
        #expect(dues.contains { $0.contains("\"Buy milk\", \"due\": \"2026-11-20\"") })
    }

    @Test func aDueInAZoneOrInUTCIsTheLocalWallClockTimeItStandsFor() throws {
        let path = folder.file("zoned.ics")
        try """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//test//EN\r
        BEGIN:VTODO\r
        UID:paris@test\r
        SUMMARY:Call Paris\r
        DUE;TZID=Europe/Paris:20261204T090000\r
        END:VTODO\r
        BEGIN:VTODO\r
        UID:utc@test\r
        SUMMARY:Call London\r
        DUE:20261204T170000Z\r
        END:VTODO\r
        END:VCALENDAR\r

        """.write(toFile: path, atomically: true, encoding: .utf8)
        let fresh = try Scenario(now: "2026-11-19T10:00", extra: ["TZ": "America/New_York"])
        try fresh.succeed("import", "--from", "ical", path)
        let exported = try fresh.succeed("export").stdout
        #expect(exported.contains(#""title": "Call Paris", "due": "2026-12-04T03:00""#), "\(exported)")
        #expect(exported.contains(#""title": "Call London", "due": "2026-12-04T12:00""#), "\(exported)")
    }

    @Test func taskwarriorsDueKeepsItsLocalTimeAndLocalMidnightIsADayWithoutOne() throws {
        let path = folder.file("tasks.json")
        try """
        [{"uuid": "a1b2c3d4-0000-4000-8000-000000000001", "description": "Dentist", "status": "pending",
          "entry": "20261119T080000Z", "due": "20261204T090000Z"},
         {"uuid": "a1b2c3d4-0000-4000-8000-000000000002", "description": "Buy milk", "status": "pending",
          "entry": "20261119T080000Z", "due": "20261205T000000Z"}]
        """.write(toFile: path, atomically: true, encoding: .utf8)
        try scenario.succeed("import", "--from", "taskwarrior", path)
        let exported = try scenario.succeed("export").stdout
        #expect(exported.contains(#""title": "Dentist", "due": "2026-12-04T09:00""#), "\(exported)")
        #expect(exported.contains(#""title": "Buy milk", "due": "2026-12-05", "#), "\(exported)")
    }

    @Test func aTodoTxtExportKeepsTheDayInDueAndTheTimeBesideItAndImportsBackWithBoth() throws {
        let written = try scenario.succeed("export", "--to", "todotxt").stdout
        #expect(written.contains("Dentist due:2026-12-04 due-time:0900 id:1"), "\(written)")
        #expect(written.contains("Stand-up due:2026-11-20 due-time:0930 rec:1b id:2"), "\(written)")
        #expect(written.contains("Buy milk due:2026-11-20 id:3"), "\(written)")
        let fresh = try Scenario(now: "2026-11-19T10:00")
        let imported = try fresh.succeed("import", "--from", "todotxt", "-", input: written).stdout
        #expect(imported.contains("Imported 3 items"), "\(imported)")
        let exported = try fresh.succeed("export").stdout
        #expect(exported.contains(#""title": "Dentist", "due": "2026-12-04T09:00""#), "\(exported)")
        #expect(exported.contains(#""title": "Stand-up", "due": "2026-11-20T09:30""#), "\(exported)")
        #expect(exported.contains(#""title": "Buy milk", "due": "2026-11-20", "#), "\(exported)")
        #expect(!exported.contains("due-time"), "\(exported)")
        #expect(try fresh.succeed("export", "--to", "todotxt").stdout == written)
    }

    @Test func aHandWrittenTodoTxtLineWithATimedDueImportsItsDayAndTime() throws {
        let fresh = try Scenario(now: "2026-11-19T10:00")
        let lines = """
            (A) Call the plumber +home due:2026-12-04T16:30
            Water plants due:2026-11-25 due-time:07:15
            Renew passport due:2026-11-30

            """
        try fresh.succeed("import", "-", input: lines)
        let exported = try fresh.succeed("export").stdout
        #expect(exported.contains(#""title": "Call the plumber", "due": "2026-12-04T16:30""#), "\(exported)")
        #expect(exported.contains(#""title": "Water plants", "due": "2026-11-25T07:15""#), "\(exported)")
        #expect(exported.contains(#""title": "Renew passport", "due": "2026-11-30", "#), "\(exported)")
        let refused = try fresh.run(["import", "--from", "todotxt", "-"], input: "Call due:2026-12-04T9am\n")
        #expect(refused.status == 1)
        #expect(refused.stderr.contains(#"line 1: "due:2026-12-04T9am" is not a due day: write its time as THH:MM"#))
    }
}
