import AppCore
import TestSupport
import Testing

@Suite struct DueDateParserTests {
    let parser = DueDateParser(today: Fixtures.day("2026-11-19"))  // a Thursday

    @Test(arguments: [
        ("", "2026-11-19"), ("today", "2026-11-19"), ("  Today ", "2026-11-19"),
        ("tomorrow", "2026-11-20"), ("TOM", "2026-11-20"),
        ("saturday", "2026-11-21"), ("sat", "2026-11-21"), ("Fri", "2026-11-20"),
        ("thursday", "2026-11-26"), ("thu", "2026-11-26"),  // the next one after today
        ("sunday", "2026-11-22"), ("wed", "2026-11-25"),
        ("+3d", "2026-11-22"), ("+0d", "2026-11-19"), ("+2w", "2026-12-03"), ("+45d", "2027-01-03"),
        ("2026-11-25", "2026-11-25"), ("2028-02-29", "2028-02-29"),
    ])
    func readsEachFormRelativeToToday(text: String, expected: String) throws {
        #expect(try parser.parse(text) == Fixtures.day(expected))
    }

    @Test(arguments: [
        "next tuesday", "3d", "+d", "+3x", "+-3d", "-+3d", "-d", "fr", "2026-11", "yesterday", "+3.5d", "\u{1B}[31m",
        "2026-1x-01",
    ])
    func unknownFormsAreRefusedWithTheFormsThatWork(_ text: String) {
        #expect(throws: DueDateError.unrecognised(text)) { try parser.parse(text) }
        #expect(DueDateError.unrecognised(text).description.contains("+3d"))
    }

    @Test(arguments: ["2026-02-30", "2026-13-01", "0000-01-01", "2027-02-29"])
    func daysThatDoNotExistAreRefused(_ text: String) {
        #expect(throws: DueDateError.noSuchDay(text)) { try parser.parse(text) }
    }

    @Test(arguments: ["+99999999d", "+9999999999999999999999d", "+6000w", "+36601d"])
    func offsetsTooFarAheadAreRefusedWithoutOverflow(_ text: String) {
        #expect(throws: DueDateError.tooFar(text, today: parser.today)) { try parser.parse(text) }
    }

    @Test func aCountTooFarAheadNamesHowFarACountReaches() {
        let countTooFar = DueDateError.tooFar("+99999999d", today: parser.today).description
        #expect(
            countTooFar == """
                "+99999999d" is too far ahead; a count goes up to +36600d (2127-02-03) or +5228w; \
                write a later day as a date, up to 9999-12-31
                """)
        let pastTheEnd = DueDateError.tooFar("+2d", today: Fixtures.day("9999-12-30")).description
        #expect(pastTheEnd == "\"+2d\" is too far ahead; the calendar ends on 9999-12-31")
    }

    @Test(arguments: [("-1d", "2026-11-18"), ("-0d", "2026-11-19"), ("-2w", "2026-11-05"), (" -3D ", "2026-11-16")])
    func countsBackwardsNameDaysInThePast(text: String, expected: String) throws {
        #expect(try parser.parse(text) == Fixtures.day(expected))
    }

    @Test func countsBackwardsStopAtTheFirstDay() {
        #expect(throws: DueDateError.tooFar("-1d", today: CalendarDay.earliest)) {
            try DueDateParser(today: CalendarDay.earliest).parse("-1d")
        }
        #expect(throws: DueDateError.tooFar("-99999999d", today: parser.today)) { try parser.parse("-99999999d") }
    }

    @Test(arguments: [
        ("2026-02-30", "February 2026 has 28 days"), ("2028-02-30", "February 2028 has 29 days"),
        ("2026-04-31", "April 2026 has 30 days"), ("2026-13-01", "there is no month 13"),
        ("2026-00-10", "there is no month 00"), ("2026-11-00", "days of a month start at 01"),
        ("0000-01-01", "years go from 0001 to 9999"),
    ])
    func aDateThatIsNoDaySaysWhy(text: String, why: String) {
        #expect(DueDateError.noSuchDay(text).description == "\"\(text)\" is not a day: \(why)")
    }

    @Test(arguments: ["tomorrow", "fri", "+1d", "+1w"])
    func noFormReachesPastTheLastDay(_ text: String) {
        // Found by the fuzzer: "tomorrow" on 9999-12-31 was 10000-01-01.
        #expect(throws: DueDateError.tooFar(text, today: CalendarDay.latest)) {
            try DueDateParser(today: CalendarDay.latest).parse(text)
        }
    }

    @Test func offsetsCannotPassTheLastDay() {
        let nearTheEnd = DueDateParser(today: Fixtures.day("9999-12-30"))
        #expect(throws: DueDateError.tooFar("+2d", today: nearTheEnd.today)) { try nearTheEnd.parse("+2d") }
        #expect(throws: Never.self) { try nearTheEnd.parse("+1d") }
    }

    @Test func everyDayWrittenInISOReadsBackAsTheSameDay() throws {
        var random = SeededRandom()
        for _ in 0..<5_000 {
            let day = CalendarDay(
                daysSinceEpoch: Int.random(
                    in: CalendarDay.earliest.daysSinceEpoch...CalendarDay.latest.daysSinceEpoch, using: &random))
            #expect(CalendarDay(iso: day.iso) == day, "seed \(random.seed)")
            #expect(try parser.parse(day.iso) == day, "seed \(random.seed)")
        }
    }

    @Test(arguments: ["", "today", "tom", "sat", "friday", "+3d", "+2w", "+36600d", "2026-11-25", "2999-12-31"])
    func everyAcceptedFormNamesADayThatReadsBack(_ text: String) throws {
        for today in ["2026-11-19", "2024-02-28", "9999-12-20", "0001-01-01"].map(Fixtures.day) {
            let parser = DueDateParser(today: today)
            guard let day = try? parser.parse(text) else { continue }
            #expect(day <= CalendarDay.latest && day >= CalendarDay.earliest)
            #expect(try parser.parse(day.iso) == day)
        }
    }
}
