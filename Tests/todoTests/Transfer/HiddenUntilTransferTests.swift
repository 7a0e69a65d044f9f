import Foundation
import TestSupport
import Testing

/// Start days (hidden until, issue 33) through the formats: iCalendar's DTSTART, read by
/// Python's icalendar, with each repeating series the same as RFC 5545 counts it (from
/// DTSTART); Taskwarrior's wait, from a file as `task export` writes it; todo.txt's t:, from
/// a file as topydo writes it. The clock stands at Thursday 19 November 2026.
@Suite struct HiddenUntilTransferTests {
    let folder: TemporaryDirectory
    let scenario: Scenario

    init() throws {
        folder = try TemporaryDirectory()
        scenario = try Scenario(now: "2026-11-19T10:00")
        try scenario.succeed("add", "Renew passport", "--due", "2026-11-25 17:00", "--start", "mon")
        try scenario.succeed("add", "Stand-up", "--due", "mon", "--every", "week", "--start", "sun")
        try scenario.succeed("add", "Pay rent", "--due", "2026-12-01", "--every", "month", "--start", "2026-11-27")
        try scenario.succeed("add", "Buy milk", "--due", "fri")
    }

    @Test func anICalendarExportWritesDTSTARTThatPythonsIcalendarReadsAsTheSameSeries() throws {
        let ics = try scenario.succeed("export", "--to", "ical").stdout
        let path = folder.file("todo.ics")
        try ics.write(toFile: path, atomically: true, encoding: .utf8)
        // Each to-do's DTSTART, and the DUE of its first three occurrences as RFC 5545
        // counts the RRULE: from DTSTART, each DUE as far from its start as DUE is.
        let script = """
            import sys, datetime, icalendar
            from dateutil.rrule import rrulestr
            cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            def moment(value):
                if isinstance(value, datetime.datetime):
                    return value.replace(tzinfo=None)
                return datetime.datetime.combine(value, datetime.time())
            for todo in cal.walk('VTODO'):
                start = todo.get('DTSTART')
                line = str(todo.get('SUMMARY')) + '|' + (start.dt.isoformat() if start else '-')
                if todo.get('RRULE') is not None:
                    anchor, due = moment(start.dt), moment(todo.get('DUE').dt)
                    rule = rrulestr(todo.get('RRULE').to_ical().decode(), dtstart=anchor)
                    line += '|' + ','.join((day + (due - anchor)).date().isoformat() for day in rule[:3])
                print(line)
            """
        let outcome = try ChildProcess.run(
            "/usr/bin/python3", ["-c", script, path], environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        #expect(outcome.status == 0, "\(String(decoding: outcome.stderr, as: UTF8.self))")
        #expect(
            String(decoding: outcome.stdout, as: UTF8.self) == """
                Renew passport|2026-11-23T00:00:00
                Stand-up|2026-11-22|2026-11-23,2026-11-30,2026-12-07
                Pay rent|2026-12-01|2026-12-01,2027-01-01,2027-02-01
                Buy milk|-

                """)
        #expect(ics.contains("X-TODO-START;VALUE=DATE:20261127\r\n"))
        let fresh = try Scenario(now: "2026-11-19T10:00")
        try fresh.succeed("import", "--from", "ical", path)
        #expect(try fresh.succeed("export").stdout == (try scenario.succeed("export").stdout))
    }

    @Test func taskwarriorsWaitFromATaskExportIsTheStartDayInTheLocalTimeZone() throws {
        // As `task add Renew passport due:2026-11-25 wait:2026-11-23` then `task export`
        // write it in New York (UTC times of local midnights), and a task without a wait.
        let path = folder.file("tasks.json")
        try """
        [
        {"id":1,"description":"Renew passport","due":"20261125T050000Z","entry":"20261119T150000Z",\
        "modified":"20261119T150000Z","status":"waiting","uuid":"5f0c7b8e-4d1a-4d55-9a7e-0a1b2c3d4e5f",\
        "wait":"20261123T050000Z","urgency":2.4},
        {"id":2,"description":"Buy milk","entry":"20261119T150000Z","modified":"20261119T150000Z",\
        "status":"pending","uuid":"6a1d8c9f-5e2b-4e66-8b8f-1b2c3d4e5f60","urgency":0}
        ]
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let fresh = try Scenario(now: "2026-11-19T10:00", extra: ["TZ": "America/New_York"])
        try fresh.succeed("import", "--from", "taskwarrior", path)
        let exported = try fresh.succeed("export").stdout
        #expect(exported.contains(#""notes": "", "tags": [], "priority": null, "every": null, "start": "2026-11-23"}"#))
        #expect(!exported.contains("wait"), "\(exported)")
        #expect(!(try fresh.succeed("list").stdout.contains("Renew passport")))
    }

    @Test func todoTxtsThresholdFromTopydoIsTheStartDayAndAnExportWritesItBack() throws {
        // As topydo writes a task with a threshold (t:) and a due day.
        let path = folder.file("todo.txt")
        try "(A) 2026-11-19 Renew passport t:2026-11-23 due:2026-11-25\n2026-11-19 Buy milk due:2026-11-20\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let fresh = try Scenario(now: "2026-11-19T10:00")
        try fresh.succeed("import", "--from", "todotxt", path)
        let exported = try fresh.succeed("export").stdout
        #expect(
            exported.contains(#""notes": "", "tags": [], "priority": "high", "every": null, "start": "2026-11-23"}"#))
        let written = try fresh.succeed("export", "--to", "todotxt").stdout
        #expect(written.contains("Renew passport due:2026-11-25 t:2026-11-23 id:1"), "\(written)")
    }
}
