import AppCore
import Foundation
import Testing

/// A due item's time of day in todo.txt: written as `due-time:HHMM` beside the day, read
/// back from it or from `due:YYYY-MM-DDTHH:MM`.
@Suite struct TodoTxtDueTimeTests {
    let timeZone = TimeZone(secondsFromGMT: 3600) ?? .current
    let now = Timestamp.parse("2026-11-19T09:30:00Z") ?? Date()

    func items(_ text: String) throws -> [ImportedTodoItem] {
        try TodoTxtReader.read(Data(text.utf8), timeZone: timeZone, now: now).items
    }

    func expectRefused(_ text: String, saying reason: String) {
        #expect {
            _ = try items(text)
        } throws: { error in
            guard case ImportError.badLine(1, let said) = error else { return false }
            return said.contains(reason)
        }
    }

    @Test func aTimedItemIsWrittenWithItsDayInDueAndItsTimeBesideIt() throws {
        let day = try #require(CalendarDay(iso: "2026-12-04"))
        let items = [
            TodoItem(
                id: 1, title: "Dentist", due: day, created: day.start(in: timeZone), completed: nil,
                dueTime: TimeOfDay(hour: 9, minute: 0)),
            TodoItem(id: 2, title: "Buy milk", due: day, created: day.start(in: timeZone), completed: nil),
        ]
        let text = TodoTxtWriter.write(items, timeZone: timeZone)
        #expect(
            text == """
                2026-12-04 Dentist due:2026-12-04 due-time:0900 id:1
                2026-12-04 Buy milk due:2026-12-04 id:2

                """)
        let back = try self.items(text)
        #expect(back.map(\.dueTime) == [TimeOfDay(hour: 9, minute: 0), nil])
        #expect(back.map(\.notes) == ["", ""])
    }

    @Test func anISODueWithATimeAndADueTimeWithAColonAreRead() throws {
        let read = try items(
            "Call due:2026-12-04T16:30\nRun due:2026-12-05T07:00:00\nMail due:2026-12-06 due-time:23:59")
        #expect(read.map(\.due?.iso) == ["2026-12-04", "2026-12-05", "2026-12-06"])
        #expect(
            read.map(\.dueTime) == [
                TimeOfDay(hour: 16, minute: 30), TimeOfDay(hour: 7, minute: 0), TimeOfDay(hour: 23, minute: 59),
            ])
        #expect(read.map(\.title) == ["Call", "Run", "Mail"])
    }

    @Test func aDueTimeWithoutADueDayStaysInTheNotes() throws {
        let read = try items("Call mum due-time:0900")
        #expect(read.first?.due == nil && read.first?.dueTime == nil)
        #expect(read.first?.notes == "due-time:0900")
    }

    @Test func aTimeThatIsWrongOrGivenTwiceIsRefusedSayingHowToWriteIt() {
        expectRefused("Call due:2026-12-04T9am", saying: "write its time as THH:MM")
        expectRefused("Call due:2026-12-04T24:00", saying: "write its time as THH:MM")
        expectRefused("Call due:2026-13-04T09:00", saying: "there is no month 13")
        expectRefused("Call due:2026-12-04 due-time:9am", saying: "write due-time:HHMM")
        expectRefused("Call due:2026-12-04 due-time:0900 due-time:1000", saying: "due-time: twice")
        expectRefused("Call due:2026-12-04T09:00 due-time:1000", saying: "the due time twice")
        expectRefused("Call due:tomorrow", saying: "or due:YYYY-MM-DDTHH:MM with a time of day")
    }

    @Test func aTitleWordThatWouldReadAsATimedDueIsWrittenEscapedAndComesBack() throws {
        let created = Date(timeIntervalSince1970: 1_790_000_000)
        let item = TodoItem(
            id: 1, title: "Note due:2026-12-04T09:00 and due-time:0900", due: nil, created: created, completed: nil)
        let text = TodoTxtWriter.write([item], timeZone: timeZone)
        #expect(text.contains(#"Note \due:2026-12-04T09:00 and \due-time:0900 id:1"#), "\(text)")
        let back = try items(text)
        #expect(back.first?.title == item.title && back.first?.due == nil)
    }
}
