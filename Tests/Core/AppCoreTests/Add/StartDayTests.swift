import Foundation
import Testing

@testable import AppCore

/// The start day (hidden until): what a start text names, the next occurrence's start, and
/// how iCalendar and a sync carry it.
@Suite struct StartDayTests {
    let today = CalendarDay(year: 2026, month: 11, day: 19) ?? .earliest

    func day(_ iso: String) -> CalendarDay? { CalendarDay(iso: iso) }

    @Test func aStartTakesTheDueWordsAndNoneOrEmptyForNone() throws {
        #expect(try StartDay.read("mon", today: today, weeks: WeekCalendar()) == day("2026-11-23"))
        #expect(try StartDay.read("in 2 weeks", today: today, weeks: WeekCalendar()) == day("2026-12-03"))
        #expect(try StartDay.read("2026-11-01", today: today, weeks: WeekCalendar()) == day("2026-11-01"))
        #expect(try StartDay.read("none", today: today, weeks: WeekCalendar()) == nil)
        #expect(try StartDay.read("  ", today: today, weeks: WeekCalendar()) == nil)
    }

    @Test func aStartWithATimeOfDayIsRefusedSayingWhy() {
        #expect(throws: AddError.startWithTime("mon 9am")) {
            try StartDay.read("mon 9am", today: today, weeks: WeekCalendar())
        }
        #expect(AddError.startWithTime("mon 9am").field == .start)
        #expect(AddError.startWithTime("mon 9am").description.contains("a start is a whole day"))
    }

    @Test func theNextOccurrenceStartsAsManyDaysBeforeItsDueDay() throws {
        let item = TodoItem(
            id: 1, title: "Pay rent", due: day("2026-12-01"), created: Date(timeIntervalSince1970: 0), completed: nil,
            start: day("2026-11-27"))
        #expect(StartDay.keepingLead(of: item, dueOn: try #require(day("2027-01-01"))) == day("2026-12-28"))
        let plain = TodoItem(id: 2, title: "Buy milk", due: day("2026-12-01"), created: .now, completed: nil)
        #expect(StartDay.keepingLead(of: plain, dueOn: try #require(day("2027-01-01"))) == nil)
    }

    @Test func dtstartCarriesTheStartDayUnlessItAnchorsAMonthlyOrEndedSeries() throws {
        let due = try #require(day("2026-12-01"))
        let start = try #require(day("2026-11-27"))
        #expect(
            ICalendarStart.lines(start: start, due: due, dueTime: nil, recurrence: nil) == [
                "DTSTART;VALUE=DATE:20261127"
            ])
        #expect(
            ICalendarStart.lines(start: start, due: due, dueTime: TimeOfDay(hour: 9, minute: 0), recurrence: nil) == [
                "DTSTART:20261127T000000"
            ])
        let weekly = Recurrence(.interval(count: 1, unit: .week), startingOn: due)
        #expect(
            ICalendarStart.lines(start: start, due: due, dueTime: nil, recurrence: weekly) == [
                "DTSTART;VALUE=DATE:20261127"
            ])
        let monthly = Recurrence(.interval(count: 1, unit: .month), startingOn: due)
        #expect(
            ICalendarStart.lines(start: start, due: due, dueTime: nil, recurrence: monthly) == [
                "DTSTART;VALUE=DATE:20261201", "X-TODO-START;VALUE=DATE:20261127",
            ])
        #expect(ICalendarStart.lines(start: nil, due: due, dueTime: nil, recurrence: nil).isEmpty)
    }

    @Test func aPhonesTimedDTSTARTStaysAsItWasWhileItsDayDoes() throws {
        let text =
            [
                "BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VTODO", "UID:a@phone", "SUMMARY:Renew passport",
                "DTSTART;TZID=Europe/Paris:20261123T080000", "DUE:20261125T170000", "END:VTODO", "END:VCALENDAR",
            ].joined(separator: "\r\n") + "\r\n"
        let now = Date(timeIntervalSince1970: 1_795_600_000)
        guard
            case .task(let task) = RemoteTask.read(
                RemoteResource(href: "", etag: nil, text: text), timeZone: .gmt, now: now)
        else {
            Issue.record("not read as a task")
            return
        }
        #expect(task.fields.start == day("2026-11-23"))
        var fields = task.fields
        fields.due = day("2026-11-26")
        let moved = VTodoText.patched(text, fields: fields, changed: [.due], now: now)
        #expect(moved.contains("\r\nDTSTART;TZID=Europe/Paris:20261123T080000\r\n"))
        fields.start = day("2026-11-24")
        let restarted = VTodoText.patched(text, fields: fields, changed: [.due, .start], now: now)
        #expect(restarted.contains("\r\nDTSTART:20261124T000000\r\n") && !restarted.contains("20261123T080000"))
    }
}
