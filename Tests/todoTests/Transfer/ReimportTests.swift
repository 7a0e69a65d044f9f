import Foundation
import Testing

/// Issue 31, item 4: importing the same file again adds nothing twice. An iCalendar UID, a
/// Taskwarrior uuid and a todo.txt line identify an item; one imported before is skipped
/// (not updated) and counted, in one step for undo.
@Suite struct ReimportTests {
    @Test func reimportingATodoTxtFileSkipsTheLinesImportedBeforeAndCountsThem() throws {
        let scenario = try Scenario()
        let file = scenario.folder.file("todo.txt")
        let lines = "(A) Call mum @phone due:2026-11-20\nBuy milk +home\nBuy milk +home\n"
        #expect(FileManager.default.createFile(atPath: file, contents: Data(lines.utf8)))
        #expect(try scenario.succeed("import", "--from", "todotxt", file).stdout == "Imported 3 items.\n")
        let more = lines + "x 2026-11-18 Water the plants\n"
        #expect(FileManager.default.createFile(atPath: file, contents: Data(more.utf8)))
        #expect(
            try scenario.succeed("import", file).stdout == "Imported 1 item (3 skipped: imported before).\n")
        #expect(try scenario.succeed("export").stdout.components(separatedBy: "Buy milk").count == 3)
        #expect(try scenario.succeed("undo").status == 0)
        #expect(try scenario.succeed("export").stdout.components(separatedBy: "\"title\"").count == 4)
    }

    @Test func reimportingAnICalendarFileSkipsEveryTodoItHolds() throws {
        let scenario = try Scenario()
        let calendar =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:u1@example\r\nSUMMARY:Dentist\r\nEND:VTODO\r\n"
            + "BEGIN:VTODO\r\nUID:u2@example\r\nSUMMARY:Passport\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        #expect(try scenario.succeed("import", "-", input: calendar).stdout == "Imported 2 items.\n")
        #expect(
            try scenario.succeed("import", "-", input: calendar).stdout
                == "Imported 0 items (2 skipped: imported before).\n")
    }
}
