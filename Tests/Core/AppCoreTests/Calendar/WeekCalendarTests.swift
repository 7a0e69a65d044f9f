import AppCore
import TestSupport
import Testing

@Suite struct WeekCalendarTests {
    let sundayWeeks = WeekCalendar(weekStart: .sunday)
    let mondayWeeks = WeekCalendar(weekStart: .monday)

    @Test func endOfFollowingWeekFromATuesdayInAugust() {
        let tuesday = Fixtures.day("2026-08-04")
        #expect(sundayWeeks.endOfWeek(containing: tuesday) == Fixtures.day("2026-08-08"))
        #expect(sundayWeeks.endOfNextWeek(after: tuesday) == Fixtures.day("2026-08-15"))
    }

    @Test func endOfFollowingWeekAcrossAYearEnd() {
        let tuesday = Fixtures.day("2026-12-29")
        #expect(sundayWeeks.endOfWeek(containing: tuesday) == Fixtures.day("2027-01-02"))
        #expect(sundayWeeks.endOfNextWeek(after: tuesday) == Fixtures.day("2027-01-09"))
    }

    @Test func mondayWeeksEndOnSunday() {
        #expect(mondayWeeks.endOfWeek(containing: Fixtures.day("2026-11-19")) == Fixtures.day("2026-11-22"))
        #expect(mondayWeeks.endOfWeek(containing: Fixtures.day("2026-11-22")) == Fixtures.day("2026-11-22"))
        #expect(mondayWeeks.endOfWeek(containing: Fixtures.day("2026-11-23")) == Fixtures.day("2026-11-29"))
    }

    // The date-relation cases, with today Thursday 2026-11-19 in Sunday-first weeks.
    @Test(arguments: [
        ("2026-11-18", DateRelation.overdue),  // yesterday
        ("2025-11-19", .overdue),  // a year ago
        ("2026-11-19", .today),
        ("2026-11-20", .tomorrow),  // tomorrow, still this week
        ("2026-11-21", .laterThisWeek),  // the last day of this week
        ("2026-11-22", .nextWeek),  // the first day of next week
        ("2026-11-28", .nextWeek),  // the last day of next week
        ("2026-11-29", .later),  // after the end of next week
    ])
    func dueDaysFallInTheirSection(due: String, relation: DateRelation) {
        #expect(sundayWeeks.relation(of: Fixtures.day(due), today: Fixtures.day("2026-11-19")) == relation)
    }

    @Test func tomorrowIsNextWeekWhenTodayIsTheLastDayOfTheWeek() {
        let saturday = Fixtures.day("2026-11-21")
        #expect(sundayWeeks.relation(of: Fixtures.day("2026-11-22"), today: saturday) == .nextWeek)
        let sunday = Fixtures.day("2026-11-22")
        #expect(mondayWeeks.relation(of: Fixtures.day("2026-11-23"), today: sunday) == .nextWeek)
    }

    @Test func yearEndIsPlainCalendarArithmetic() {
        let tuesday = Fixtures.day("2026-12-29")
        #expect(sundayWeeks.relation(of: Fixtures.day("2027-01-01"), today: tuesday) == .laterThisWeek)
        #expect(sundayWeeks.relation(of: Fixtures.day("2027-01-03"), today: tuesday) == .nextWeek)
        #expect(sundayWeeks.relation(of: Fixtures.day("2027-01-10"), today: tuesday) == .later)
    }

    @Test func sameWeekNumberInAnotherYearIsNotThisWeek() {
        let today = Fixtures.day("2026-11-19")
        #expect(sundayWeeks.relation(of: Fixtures.day("2027-11-20"), today: today) == .later)
    }

    @Test func weekStartNamesAreReadInAnyCase() {
        #expect(WeekStart(name: "Monday") == .monday)
        #expect(WeekStart(name: " SUNDAY ") == .sunday)
        #expect(WeekStart(name: "tuesday") == nil)
    }

    @Test(arguments: WeekStart.allCases)
    func sectionRangesAgreeWithTheRelationOfEveryDay(_ start: WeekStart) {
        let weeks = WeekCalendar(weekStart: start)
        for offset in 0..<14 {
            let today = Fixtures.day("2026-11-15").adding(days: offset)
            let ranges = weeks.sectionRanges(today: today, includingLater: true)
            for dueOffset in -3..<30 {
                let due = today.adding(days: dueOffset)
                let holding = ranges.filter { $0.days.contains(due) }
                #expect(
                    holding.map(\.relation) == [weeks.relation(of: due, today: today)], "today \(today), due \(due)")
            }
            #expect(ranges.map(\.relation) == ranges.map(\.relation).sorted())
        }
    }

    @Test func laterIsOnlyARangeWhenAskedFor() {
        let ranges = sundayWeeks.sectionRanges(today: Fixtures.day("2026-11-19"), includingLater: false)
        #expect(!ranges.contains { $0.relation == .later })
    }
}
