import AppCore
import Foundation
import TestSupport
import Testing

@Suite struct ICalendarTests {
    /// 2026-11-19T09:30:00Z.
    let now = Date(timeIntervalSince1970: 1_795_080_600)
    let newYork = TimeZone(identifier: "America/New_York") ?? .current

    func read(_ text: String) throws(ImportError) -> ImportBatch {
        try ICalendarReader.read(Data(text.utf8), timeZone: newYork, now: now)
    }

    /// A calendar of one VTODO with `lines` (LF line ends).
    func todo(_ lines: String...) -> String {
        (["BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VTODO"] + lines + ["END:VTODO", "END:VCALENDAR", ""])
            .joined(separator: "\n")
    }

    func item(_ lines: String...) throws -> ImportedTodoItem {
        let text = (["BEGIN:VCALENDAR", "BEGIN:VTODO"] + lines + ["END:VTODO", "END:VCALENDAR"])
            .joined(separator: "\n")
        return try #require(try read(text).items.first)
    }

    func refusal(_ text: String) -> ImportError? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error
        }
    }

    func time(_ text: String) -> Date? {
        Timestamp.parse(text)
    }

    static let acceptance = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/acceptance.ics")

    // MARK: Reading

    @Test func theAcceptanceFileImportsItsToDosAndSkipsTheRest() throws {
        let batch = try ICalendarReader.read(Data(contentsOf: Self.acceptance), timeZone: newYork, now: now)
        #expect(batch.skipped == [.cancelled: 1, .notATodo: 1])
        #expect(batch.rulesKeptInNotes == 0)
        #expect(
            batch.items.map(\.title) == [
                "Buy milk, eggs; bread",
                "Call the plumber about the leaking kitchen tap before the weekend comes",
                "Water the plants", "File taxes", "Book the team lunch",
            ])
        try #require(batch.items.count == 5)
        let milk = batch.items[0]
        #expect(milk.due == Fixtures.day("2026-11-20") && milk.priority == .high && milk.completed == nil)
        #expect(milk.tags == ["Home", "Shopping"])
        #expect(
            milk.notes
                == "Two litres of milk.\nA dozen eggs, free range.\n"
                + "Bread from the baker on Rue Oberkampf; not the supermarket.")
        #expect(milk.created == time("2026-11-01T10:15:00Z"))
        #expect(milk.source == "ical:7f3c9a80-1d2e-4b5f-9a61-0c8e2d4b7a11")
        let plumber = batch.items[1]
        #expect(plumber.due == Fixtures.day("2026-12-01") && plumber.priority == .medium)
        #expect(plumber.tags == ["phone", "Work-stuff"] && plumber.created == time("2026-11-18T08:00:00Z"))
        let plants = batch.items[2]
        #expect(
            plants.recurrence == Recurrence(.weekdays([.monday, .thursday]), startingOn: Fixtures.day("2026-11-16")))
        #expect(plants.priority == .low && plants.tags == ["home"])
        let taxes = batch.items[3]
        #expect(taxes.completed == time("2026-11-14T18:30:00Z"))
        #expect(taxes.due == Fixtures.day("2026-11-20"), "03:00 UTC on the 21st is the 20th in New York")
        let lunch = batch.items[4]
        #expect(lunch.due == Fixtures.day("2026-12-03"))
        #expect(lunch.recurrence?.canonical == "1 month on the first thursday" && lunch.notes.isEmpty)
    }

    @Test func lfLineEndsReadAsCRLFDo() throws {
        let crlf = try Data(contentsOf: Self.acceptance)
        let lf = Data(String(decoding: crlf, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n").utf8)
        #expect(lf != crlf)
        #expect(
            try ICalendarReader.read(lf, timeZone: newYork, now: now)
                == ICalendarReader.read(crlf, timeZone: newYork, now: now))
    }

    @Test(arguments: [
        ("DUE;VALUE=DATE:20261201", "2026-12-01"),
        ("DUE:20261201", "2026-12-01"),
        ("DUE:20261202T030000Z", "2026-12-01"),
        ("DUE;VALUE=DATE-TIME:20261202T050000Z", "2026-12-02"),
        ("DUE:20261202T030000", "2026-12-02"),
        ("DUE;TZID=Asia/Tokyo:20261202T080000", "2026-12-01"),
        ("DUE;TZID=Europe/Paris:20261201T090000", "2026-12-01"),
        ("DUE;TZID=\"/mozilla.org/20050126_1/Asia/Tokyo\":20261202T080000", "2026-12-01"),
        ("DUE;TZID=W. Europe Standard Time:20261202T080000", "2026-12-02"),
        ("DUE:99991231T235959Z", "9999-12-31"),
    ])
    func aDueTimeFallsOnTheDayItsMomentIsInHere(line: String, day: String) throws {
        #expect(try item("SUMMARY:x", line).due == Fixtures.day(day))
    }

    @Test(
        arguments: [
            ("0", nil), ("1", .high), ("4", .high), ("5", .medium), ("6", .low), ("9", .low), (" 3 ", .high),
        ] as [(String, Priority?)])
    func priorityOneToFourIsHighFiveMediumSixToNineLow(value: String, priority: Priority?) throws {
        #expect(try item("SUMMARY:x", "PRIORITY:\(value)").priority == priority)
    }

    @Test func categoriesAreTagsAndOnesNoTagCanHoldAreKeptInTheNotes() throws {
        let item = try item(
            "SUMMARY:x", "DESCRIPTION:About it", #"CATEGORIES:Work stuff,@phone,R&D,a\,b,,+home"#, "CATEGORIES:!!,home")
        #expect(item.tags == ["a-b", "home", "phone", "R-D", "Work-stuff"])
        #expect(item.notes == "About it\nCategory: !!")
    }

    @Test(arguments: [
        ("FREQ=DAILY", "2026-12-01", "1 day"),
        ("FREQ=WEEKLY;INTERVAL=2", "2026-12-01", "2 weeks"),
        ("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "2026-12-01", "weekday"),
        ("FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR", "2026-12-01", "weekday"),
        ("FREQ=WEEKLY;BYDAY=TH,MO;WKST=SU", "2026-12-03", "mon,thu"),
        ("FREQ=WEEKLY;INTERVAL=3;BYDAY=TU", "2026-12-01", "3 weeks"),
        ("FREQ=MONTHLY;COUNT=5", "2026-12-01", "1 month;1;5 times"),
        ("FREQ=MONTHLY;BYMONTHDAY=15;UNTIL=20271231", "2026-12-15", "1 month;15;until 2027-12-31"),
        ("FREQ=MONTHLY;BYMONTHDAY=-1", "2027-02-28", "1 month on the last day"),
        ("FREQ=MONTHLY;BYMONTHDAY=-1", "2026-12-01", "1 month on the last day"),
        ("FREQ=MONTHLY;BYDAY=1TU", "2026-12-01", "1 month on the first tuesday"),
        ("FREQ=MONTHLY;BYDAY=TU;BYSETPOS=1", "2026-12-01", "1 month on the first tuesday"),
        ("FREQ=MONTHLY;INTERVAL=2;BYDAY=-1FR;COUNT=4", "2026-11-27", "2 months on the last friday;4 times"),
        ("FREQ=WEEKLY;UNTIL=20270630T235959Z", "2026-11-27", "1 week;until 2027-06-30"),
        ("FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=28,29,30;BYSETPOS=-1", "2027-02-28", "3 months;30"),
        ("freq=yearly;bymonth=2;bymonthday=28,29;bysetpos=-1", "2027-02-28", "1 year;29"),
        ("FREQ=YEARLY;INTERVAL=999", "2026-12-01", "999 years;1"),
    ])
    func aRepeatRuleTodoCanSayIsItsRule(rule: String, due: String, expected: String) throws {
        let item = try item("SUMMARY:x", "DUE;VALUE=DATE:" + due.filter { $0 != "-" }, "RRULE:" + rule)
        #expect(item.recurrence?.storageText == expected)
        #expect(item.notes.isEmpty)
    }

    @Test(arguments: [
        "FREQ=MONTHLY;BYDAY=5MO", "FREQ=MONTHLY;BYMONTHDAY=1,15", "FREQ=HOURLY", "FREQ=DAILY;INTERVAL=1000",
        "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH", "FREQ=MONTHLY;BYDAY=1MO,3MO", "FREQ=DAILY;BYHOUR=9",
        "FREQ=WEEKLY;COUNT=3;UNTIL=20270101", "FREQ=WEEKLY;COUNT=0",
        "INTERVAL=2", "FREQ=WEEKLY;FREQ=DAILY", "FREQ=YEARLY;BYMONTH=3",
    ])
    func aRuleTodoCannotSayIsKeptInTheNotesAndCounted(rule: String) throws {
        let batch = try read(todo("SUMMARY:x", "DUE;VALUE=DATE:20261201", "DESCRIPTION:Notes", "RRULE:" + rule))
        #expect(batch.items.first?.recurrence == nil)
        #expect(batch.items.first?.notes == "Notes\nRepeats in the calendar: " + rule)
        #expect(batch.rulesKeptInNotes == 1)
    }

    @Test func aRuleWithoutADueDayIsKeptInTheNotes() throws {
        let batch = try read(todo("SUMMARY:x", "RRULE:FREQ=WEEKLY"))
        #expect(batch.items.first?.notes == "Repeats in the calendar: FREQ=WEEKLY" && batch.rulesKeptInNotes == 1)
    }

    @Test func completedStatusOrACompletedTimeMakesItDone() throws {
        #expect(try item("SUMMARY:x", "STATUS:COMPLETED").completed == now)
        #expect(try item("SUMMARY:x", "COMPLETED:20261115T120000Z").completed == time("2026-11-15T12:00:00Z"))
        #expect(
            try item("SUMMARY:x", "COMPLETED;TZID=Europe/Paris:20261115T120000").completed
                == time("2026-11-15T11:00:00Z"))
        #expect(try item("SUMMARY:x", "STATUS:IN-PROCESS").completed == nil)
        #expect(try item("SUMMARY:x", "STATUS:NEEDS-ACTION").completed == nil)
    }

    @Test func creationIsCreatedElseTheStampElseNow() throws {
        #expect(
            try item("SUMMARY:x", "DTSTAMP:20261110T000000Z", "CREATED:20261101T000000Z").created
                == time("2026-11-01T00:00:00Z"))
        #expect(try item("SUMMARY:x", "DTSTAMP:20261110T000000Z").created == time("2026-11-10T00:00:00Z"))
        #expect(try item("SUMMARY:x").created == now)
    }

    @Test func aMissingOrBlankSummaryIsNoTitle() throws {
        #expect(try item("DUE:20261201").title == "(no title)")
        #expect(try item("SUMMARY:   ").title == "(no title)")
    }

    @Test func textEscapesAreUndone() throws {
        let item = try item(#"SUMMARY:a\, b\; c\\d \N e\:f"#, #"DESCRIPTION:one\ntwo\, three"#)
        #expect(item.title == "a, b; c\\d \n e:f")
        #expect(item.notes == "one\ntwo, three")
        #expect(try self.item("SUMMARY:a\rb \\\rc").title == "a\rb \\\rc", "a raw CR is a CR")
    }

    @Test func aCarriageReturnInATitleOrNotesComesBackAsACarriageReturn() throws {
        let items = [
            TodoItem(
                id: 1, title: "a\rb", due: nil, created: now, completed: nil, notes: "one\rtwo\r\nthree\nfour \r"),
            TodoItem(id: 2, title: "c\r\nd", due: nil, created: now, completed: nil, notes: "\r\r\n\n x"),
            // "SUMMARY:" and 66 octets, then the CR that ends the line's 75 octets before a fold.
            TodoItem(id: 3, title: String(repeating: "z", count: 66) + "\ry", due: nil, created: now, completed: nil),
        ]
        let text = ICalendarWriter.write(items, now: now, timeZone: newYork)
        // A CR is written as it is (RFC 5545 has no escape for it), never right before an LF.
        #expect(text.contains("SUMMARY:a\rb\r\n"))
        #expect(text.contains("DESCRIPTION:one\rtwo\r\\nthree\\nfour \r\r\n"))
        #expect(text.contains(String(repeating: "z", count: 66) + "\r\r\n y\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        let batch = try read(text)
        #expect(batch.items.map(\.title) == items.map(\.title))
        #expect(batch.items.map(\.notes) == items.map(\.notes))
    }

    @Test func aFoldSplittingACharacterIsMended() throws {
        var bytes = Array("BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY:Caf".utf8) + [0xC3]
        bytes += Array("\r\n".utf8) + [0x20, 0xA9] + Array(" cr\r\n\tème\r\nEND:VTODO\r\nEND:VCALENDAR\r\n".utf8)
        let batch = try ICalendarReader.read(Data(bytes), timeZone: newYork, now: now)
        #expect(batch.items.map(\.title) == ["Café crème"])
    }

    @Test func aByteOrderMarkAndEmptyLinesAreIgnored() throws {
        let text = "\u{FEFF}BEGIN:VCALENDAR\n\nBEGIN:VTODO\nSUMMARY:x\n\nEND:VTODO\nEND:VCALENDAR\n\n"
        #expect(try read(text).items.map(\.title) == ["x"])
    }

    @Test func alarmsTimeZonesAndTheCalendarsOwnPropertiesAreNotItems() throws {
        let text = """
            BEGIN:VCALENDAR
            PRODID:-//x//y//EN
            X-WR-CALNAME:Mine
            BEGIN:VTIMEZONE
            TZID:Europe/Paris
            END:VTIMEZONE
            BEGIN:VTODO
            SUMMARY:x
            BEGIN:VALARM
            DESCRIPTION:the alarm's
            TRIGGER:-PT15M
            END:VALARM
            END:VTODO
            BEGIN:VJOURNAL
            SUMMARY:diary
            END:VJOURNAL
            BEGIN:VFREEBUSY
            END:VFREEBUSY
            END:VCALENDAR
            BEGIN:VCALENDAR
            BEGIN:VTODO
            SUMMARY:y
            END:VTODO
            END:VCALENDAR
            """
        let batch = try read(text)
        #expect(batch.items.map(\.title) == ["x", "y"] && batch.items.first?.notes == "")
        #expect(batch.skipped == [.notATodo: 2])
    }

    @Test func aChangedOccurrenceOfARepeatingToDoIsSkipped() throws {
        let text = todo(
            "UID:a", "SUMMARY:x", "END:VTODO", "BEGIN:VTODO", "UID:a", "RECURRENCE-ID:20261201", "SUMMARY:y")
        let batch = try read(text)
        #expect(batch.items.map(\.title) == ["x"] && batch.skipped == [.laterOccurrence: 1])
    }

    @Test func theFieldsOfACancelledToDoAreNotRead() throws {
        let batch = try read(todo("SUMMARY:x", "STATUS:CANCELLED", "DUE:garbage"))
        #expect(batch.items.isEmpty && batch.skipped == [.cancelled: 1])
    }

    // MARK: Broken files

    @Test(arguments: [
        (
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:a\n", 2,
            "BEGIN:VTODO has no END:VTODO; the file ends at line 3"
        ),
        (
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:a\nEND:VCALENDAR\n", 4,
            "END:VCALENDAR comes before END:VTODO of the BEGIN:VTODO on line 2"
        ),
        (
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:a\nEND:VEVENT\nEND:VCALENDAR\n", 4,
            "END:VEVENT comes before END:VTODO of the BEGIN:VTODO on line 2"
        ),
        (
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:a\n continued\nDUE:2026-12-01\nEND:VTODO\nEND:VCALENDAR\n", 5,
            #"DUE "2026-12-01" is not a date (YYYYMMDD) or a date and time (YYYYMMDDTHHMMSS, Z for UTC)"#
        ),
        (
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nDUE:20260230\nEND:VTODO\nEND:VCALENDAR\n", 3,
            #"DUE "20260230" is not a date (YYYYMMDD) or a date and time (YYYYMMDDTHHMMSS, Z for UTC)"#
        ),
        (
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nCOMPLETED:20261201T250000Z\nEND:VTODO\nEND:VCALENDAR\n", 3,
            #"COMPLETED "20261201T250000Z" is not a date and time (YYYYMMDDTHHMMSSZ)"#
        ),
        (
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nPRIORITY:high\nEND:VTODO\nEND:VCALENDAR\n", 3,
            #"PRIORITY "high" is not a number from 0 to 9"#
        ),
        (
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:a\nthe rest of the summary\nEND:VTODO\nEND:VCALENDAR\n", 4,
            "the line has no colon; each iCalendar line is NAME:value, and a line that continues the one before "
                + "starts with a space"
        ),
        (
            "BEGIN:VCALENDAR\nEND:VCALENDAR\nBEGIN:VTODO\nEND:VTODO\n", 3,
            "BEGIN:VTODO comes after END:VCALENDAR, outside any calendar"
        ),
        ("BEGIN:VCALENDAR\nVERSION:2.0\n", 1, "BEGIN:VCALENDAR has no END:VCALENDAR; the file ends at line 2"),
        (
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nUID:" + String(repeating: "u", count: 501) + "\nEND:VTODO\nEND:VCALENDAR\n",
            3,
            "the UID is 501 characters long; todo keeps UIDs of up to 500"
        ),
    ])
    func aBrokenFileIsRefusedNamingTheLine(text: String, line: Int, reason: String) {
        #expect(refusal(text) == .badLine(line: line, reason: reason))
        #expect(refusal(text.replacingOccurrences(of: "\n", with: "\r\n")) == .badLine(line: line, reason: reason))
    }

    @Test func aLineThatIsNotUTF8IsNamed() {
        let bytes = Array("BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:caf".utf8) + [0xE9] + Array("\n".utf8)
        #expect(
            throws: ImportError.badLine(line: 3, reason: "the line is not UTF-8 text; save the file as UTF-8")
        ) {
            try ICalendarReader.read(Data(bytes), timeZone: newYork, now: now)
        }
    }

    @Test func overLongNotesAreNamedAtTheirLine() {
        let error = refusal(todo("SUMMARY:x", "DESCRIPTION:" + String(repeating: "n", count: 10_001)))
        guard case .badLine(let line, let reason) = error else {
            Issue.record("not refused by line: \(String(describing: error))")
            return
        }
        #expect(line == 5 && reason.hasPrefix("the note is 10001 characters long"))
    }

    @Test(arguments: [
        ("", "it is empty"), ("\n\n", "it is empty"),
        (#"[{"title": "x"}]"#, "it does not begin with BEGIN:VCALENDAR"),
        ("BEGIN:VCARD\nEND:VCARD\n", "it does not begin with BEGIN:VCALENDAR"),
    ])
    func aFileThatIsNotICalendarIsRefusedAsSuch(text: String, reason: String) {
        #expect(refusal(text) == .notFormat(format: "an iCalendar file", reason: reason))
        #expect(refusal(text)?.description.hasSuffix("; nothing was imported") == true)
    }

    // MARK: Writing

    @Test func theWriterWritesAnItemThus() {
        let item = TodoItem(
            id: 7, title: "Buy milk, eggs; bread", due: Fixtures.day("2026-12-01"),
            created: time("2026-11-01T10:15:00Z") ?? now, completed: time("2026-11-20T18:30:00Z"),
            notes: "Two litres.\nFrom the baker\\", tags: ["home", "shopping"], priority: .high,
            recurrence: Recurrence(.interval(count: 1, unit: .week), startingOn: Fixtures.day("2026-12-01")))
        let lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//todo//todo//EN", "CALSCALE:GREGORIAN",
            "BEGIN:VTODO", "UID:todo-7@todo", "DTSTAMP:20261119T093000Z", "CREATED:20261101T101500Z",
            #"SUMMARY:Buy milk\, eggs\; bread"#, "DTSTART;VALUE=DATE:20261201", "DUE;VALUE=DATE:20261201",
            "STATUS:COMPLETED", "COMPLETED:20261120T183000Z", "PRIORITY:1", "CATEGORIES:home,shopping",
            #"DESCRIPTION:Two litres.\nFrom the baker\\"#, "RRULE:FREQ=WEEKLY", "END:VTODO", "END:VCALENDAR",
        ]
        #expect(ICalendarWriter.write([item], now: now, timeZone: newYork) == lines.map { $0 + "\r\n" }.joined())
    }

    @Test func anOpenItemWithoutDueOrPriorityWritesOnlyWhatItHas() {
        let item = TodoItem(id: 2, title: "Someday", due: nil, created: now, completed: nil)
        let text = ICalendarWriter.write([item], now: now, timeZone: newYork)
        #expect(text.contains("\r\nSTATUS:NEEDS-ACTION\r\n"))
        for absent in ["DUE", "DTSTART", "COMPLETED:", "PRIORITY", "CATEGORIES", "DESCRIPTION", "RRULE"] {
            #expect(!text.contains("\n" + absent), "\(absent)")
        }
    }

    @Test func anImportedItemKeepsItsUID() throws {
        let imported = TodoItem(id: 3, title: "x", due: nil, created: now, completed: nil, source: "ical:abc,1@host")
        let other = TodoItem(id: 4, title: "y", due: nil, created: now, completed: nil, source: "taskwarrior:1234")
        let text = ICalendarWriter.write([imported, other], now: now, timeZone: newYork)
        #expect(text.contains("\r\nUID:abc\\,1@host\r\n") && text.contains("\r\nUID:todo-4@todo\r\n"))
        #expect(try read(text).items.map(\.source) == ["ical:abc,1@host", "ical:todo-4@todo"])
    }

    @Test func linesAreFoldedAt75OctetsNeverInsideACharacter() throws {
        let title = String(repeating: "é", count: 40) + "😀🇫🇷" + String(repeating: "x", count: 30) + "日本語のテキスト"
        let items = [
            TodoItem(id: 1, title: title, due: nil, created: now, completed: nil),
            TodoItem(id: 2, title: String(repeating: "x", count: 67), due: nil, created: now, completed: nil),
            TodoItem(id: 3, title: String(repeating: "y", count: 68), due: nil, created: now, completed: nil),
        ]
        let text = ICalendarWriter.write(items, now: now, timeZone: newYork)
        let lines = Array(text.utf8).split(separator: UInt8(ascii: "\n")).map { Array($0) }
        for line in lines {
            #expect(line.last == UInt8(ascii: "\r") && line.count - 1 <= 75)
            #expect(String(validating: line, as: UTF8.self) != nil)
        }
        #expect(lines.contains { $0.count - 1 == 75 }, "a line of 75 octets is not folded")
        #expect(text.contains("\r\nSUMMARY:" + String(repeating: "x", count: 67) + "\r\n"))
        #expect(text.contains("\r\nSUMMARY:" + String(repeating: "y", count: 67) + "\r\n y\r\n"))
        #expect(try read(text).items.map(\.title) == items.map(\.title))
    }

    @Test func exportThenImportKeepsEveryField() throws {
        let items = [
            TodoItem(
                id: 1, title: "Pay rent; then, \\ celebrate", due: Fixtures.day("2027-02-28"),
                created: time("2026-01-31T08:00:00Z") ?? now, completed: nil,
                notes: "line one\nline two, with; signs \\n\n", tags: ["bills", "Übung"], priority: .high,
                recurrence: Recurrence(storageText: "1 month;31")),
            TodoItem(
                id: 2, title: "Water the plants", due: Fixtures.day("2026-11-19"), created: now,
                completed: time("2026-11-19T20:00:00Z"), tags: ["home"], priority: .low,
                recurrence: Recurrence(.weekdays([.monday, .thursday]), startingOn: Fixtures.day("2026-11-19"))),
            TodoItem(
                id: 3, title: "Stand-up", due: Fixtures.day("2026-11-20"), created: now, completed: nil,
                priority: .medium,
                recurrence: Recurrence(.weekdays(RecurrencePattern.workingDays), startingOn: Fixtures.day("2026-11-20"))
            ),
            TodoItem(
                id: 4, title: "Quarterly report", due: Fixtures.day("2027-04-30"), created: now, completed: nil,
                recurrence: Recurrence(storageText: "3 months;30")),
            TodoItem(
                id: 5, title: "Birthday", due: Fixtures.day("2027-02-28"), created: now, completed: nil,
                recurrence: Recurrence(storageText: "1 year;29")),
            TodoItem(
                id: 6, title: "Every other week", due: Fixtures.day("2026-11-20"), created: now, completed: nil,
                recurrence: Recurrence(.interval(count: 2, unit: .week), startingOn: Fixtures.day("2026-11-20"))),
            TodoItem(id: 7, title: "Someday", due: nil, created: now, completed: nil, source: "ical:kept@elsewhere"),
        ]
        let batch = try read(ICalendarWriter.write(items, now: now, timeZone: newYork))
        #expect(batch.skipped.isEmpty && batch.rulesKeptInNotes == 0)
        try #require(batch.items.count == items.count)
        for (item, back) in zip(items, batch.items) {
            #expect(back.title == item.title && back.due == item.due && back.tags == item.tags)
            #expect(back.priority == item.priority && back.completed == item.completed && back.created == item.created)
            #expect(back.notes == item.notes && back.recurrence == item.recurrence, "\(item.title)")
            #expect(back.source == (item.source ?? "ical:todo-\(item.id)@todo"))
        }
    }
}
