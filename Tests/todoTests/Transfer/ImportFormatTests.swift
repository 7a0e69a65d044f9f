import Foundation
import Testing

/// Issue 31, item 19: `todo import` recognises the format a file is plainly written in, and
/// a `--from` the file is plainly not names the one that fits; a todo.txt clash names its line.
@Suite struct ImportFormatTests {
    static let task =
        #"[{"uuid": "a0000000-0000-0000-0000-000000000001", "status": "pending", "#
        + #""description": "Water the plants", "entry": "20261118T000000Z"}]"#
    static let calendar =
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:u1\r\nSUMMARY:Dentist\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"

    @Test func aTaskwarriorExportAnICalendarFileAndATodoTxtFileImportWithoutFrom() throws {
        let scenario = try Scenario()
        #expect(try scenario.succeed("import", "-", input: Self.task).stdout == "Imported 1 item.\n")
        #expect(try scenario.succeed("import", "-", input: Self.calendar).stdout == "Imported 1 item.\n")
        #expect(try scenario.succeed("import", "-", input: "(A) Call mum @phone\n").stdout == "Imported 1 item.\n")
        let titles = try scenario.succeed("export").stdout
        for title in ["Water the plants", "Dentist", "Call mum"] { #expect(titles.contains(title)) }
    }

    @Test func aFromThatDoesNotFitNamesTheOneThatDoes() throws {
        let scenario = try Scenario()
        let json = try scenario.run(["import", "--from", "json", "-"], input: Self.task)
        #expect(json.status == 1)
        #expect(
            json.stderr
                == "Error: the input is a Taskwarrior export, not todo's JSON (todo export); import it with "
                + "--from taskwarrior (or with no --from); nothing was imported\n")
        let ical = try scenario.run(["import", "--from", "taskwarrior", "-"], input: Self.calendar)
        #expect(ical.status == 1)
        #expect(
            ical.stderr.contains("the input is an iCalendar file, not a Taskwarrior export; import it with --from ical")
        )
        #expect(try scenario.succeed("export").stdout == "[]\n")
    }

    @Test func aTodoTxtIdClashIsReportedByLine() throws {
        let scenario = try Scenario()
        try scenario.add([("Buy milk", "2026-11-20")])
        let result = try scenario.run(["import", "--from", "todotxt", "-"], input: "Call mum\n\nWater id:1\n")
        #expect(result.status == 1)
        #expect(result.stderr == "Error: line 3: id 1 already exists in the database; nothing was imported\n")
    }
}
