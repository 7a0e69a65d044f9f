import Foundation
import TestSupport
import Testing

/// iCalendar in and out through the real binary: `todo export --to ical` is read by an
/// independent parser (Python's icalendar package, installed by `.ci/run`), an export
/// imports into a new database keeping what matters, and a broken file is refused.
@Suite struct ICalendarTransferTests {
    let scenario: Scenario
    let folder: TemporaryDirectory

    init() throws {
        scenario = try Scenario()
        folder = try TemporaryDirectory()
        try scenario.succeed(
            "add", "Pay rent", "--due", "2026-12-01", "--every", "month", "--tag", "bills", "-p", "high")
        try scenario.succeed("add", "Call mum; dad, and Ana", "--due", "2026-11-21", "--tag", "family")
        try scenario.succeed("edit", "2", "--note", "Ask about Sunday,\nand the café; bring cake")
        try scenario.succeed("add", "Buy milk", "--due", "2026-11-19")
        try scenario.succeed("done", "3")
        try scenario.succeed("add", "Learn the cello", "--due", "someday", "-p", "low")
    }

    func exported(_ scenario: Scenario) throws -> [ExportedItem] {
        try JSONDecoder().decode([ExportedItem].self, from: Data(try scenario.succeed("export").stdout.utf8))
    }

    /// What Python's icalendar reads of `text`: one line per VTODO, fields separated by |.
    func independentlyParsed(_ text: String) throws -> [String] {
        let path = folder.file("export.ics")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let script = """
            import sys, icalendar, datetime
            cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            assert cal.get('VERSION') == '2.0' and cal.get('PRODID'), 'VERSION and PRODID'
            for todo in cal.walk('VTODO'):
                due = todo.get('DUE')
                kind = 'none' if due is None else ('date' if type(due.dt) is datetime.date else 'datetime')
                cats = todo.get('CATEGORIES')
                cats = ','.join(str(c) for c in cats.cats) if cats is not None else ''
                print('|'.join([str(bool(todo.get('UID'))), str(bool(todo.get('DTSTAMP'))), kind,
                    str(todo.get('SUMMARY')), str(todo.get('STATUS')), str(todo.get('PRIORITY', '')), cats,
                    str(todo.get('RRULE').to_ical().decode() if todo.get('RRULE') else ''),
                    str(todo.get('DESCRIPTION', '')).replace('\\n', '/')]))
            """
        let outcome = try ChildProcess.run(
            "/usr/bin/python3", ["-c", script, path], environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        guard outcome.status == 0 else {
            throw RealToolFailure(
                description: "icalendar refused the export: " + String(decoding: outcome.stderr, as: UTF8.self))
        }
        return String(decoding: outcome.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func theExportIsReadByAnIndependentParserAVTODOPerItemWithUIDDTSTAMPAndADateDue() throws {
        let ics = try scenario.succeed("export", "--to", "ical").stdout
        #expect(ics.hasPrefix("BEGIN:VCALENDAR\r\n") && ics.hasSuffix("END:VCALENDAR\r\n"))
        #expect(ics.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 75 })
        let todos = try independentlyParsed(ics)
        #expect(
            todos == [
                "True|True|date|Pay rent|NEEDS-ACTION|1|bills|FREQ=MONTHLY|",
                "True|True|date|Call mum; dad, and Ana|NEEDS-ACTION||family||Ask about Sunday,/and the café; bring cake",
                "True|True|date|Buy milk|COMPLETED||||",
                "True|True|none|Learn the cello|NEEDS-ACTION|9|||",
            ])
    }

    @Test func exportThenImportIntoANewDatabaseKeepsTitlesDaysTagsAndState() throws {
        let path = folder.file("todo.ics")
        try scenario.succeed("export", "--to", "ical").stdout.write(toFile: path, atomically: true, encoding: .utf8)
        let fresh = try Scenario()
        #expect(try fresh.succeed("import", "--from", "ical", path).stdout == "Imported 4 items.\n")
        let before = try exported(scenario)
        let after = try exported(fresh)
        #expect(after.map(\.title) == before.map(\.title))
        #expect(after.map(\.due) == before.map(\.due))
        #expect(after.map(\.tags) == before.map(\.tags))
        #expect(after.map { $0.completed != nil } == before.map { $0.completed != nil })
        #expect(after.map(\.priority) == before.map(\.priority))
        #expect(after.map(\.every) == before.map(\.every))
        #expect(after.map(\.notes) == before.map(\.notes))
        let again = try fresh.succeed("import", "--from", "ical", path).stdout
        #expect(again == "Imported 0 items (4 skipped: imported before).\n")
        #expect(try exported(fresh).count == 4)
    }

    @Test func carriageReturnsInTitlesAndNotesComeBackAsTheyWereAndAsAnIndependentParserReadsThem() throws {
        let fresh = try Scenario()
        try fresh.succeed("add", "a\rb", "--due", "2026-11-20")
        try fresh.succeed("add", "c\r\nd", "--due", "2026-11-21")
        try fresh.succeed("edit", "1", "--note", "one\rtwo\r\nthree\nfour \r")
        let ics = try fresh.succeed("export", "--to", "ical").stdout
        let path = folder.file("cr.ics")
        try ics.write(toFile: path, atomically: true, encoding: .utf8)
        let script = """
            import sys, icalendar
            cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            for todo in cal.walk('VTODO'):
                print(repr(str(todo.get('SUMMARY'))) + '|' + repr(str(todo.get('DESCRIPTION', ''))))
            """
        let outcome = try ChildProcess.run(
            "/usr/bin/python3", ["-c", script, path], environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        #expect(
            String(decoding: outcome.stdout, as: UTF8.self)
                == "'a\\rb'|'one\\rtwo\\r\\nthree\\nfour \\r'\n'c\\r\\nd'|''\n")
        let back = try Scenario()
        #expect(try back.succeed("import", "--from", "ical", path).stdout == "Imported 2 items.\n")
        #expect(try exported(back).map(\.title) == ["a\rb", "c\r\nd"])
        #expect(try exported(back).map(\.notes) == ["one\rtwo\r\nthree\nfour \r", ""])
    }

    @Test func anUnterminatedVTODOIsRefusedNamingTheLineAndNothingIsImported() throws {
        let path = folder.file("broken.ics")
        try "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:1\r\nSUMMARY:Half\r\nEND:VCALENDAR\r\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        let fresh = try Scenario()
        let result = try fresh.run(["import", "--from", "ical", path])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: line 6: "), "\(result.stderr)")
        #expect(result.stderr.contains("nothing was imported"))
        #expect(try exported(fresh).isEmpty)
    }
}
