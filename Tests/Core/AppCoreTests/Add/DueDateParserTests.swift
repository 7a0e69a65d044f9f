import AppCore
import TestSupport
import Testing

@Suite struct DueDateParserTests {
    let parser = DueDateParser(today: Fixtures.day("2026-11-19"))  // a Thursday; weeks start on Sunday

    @Test(arguments: [
        // Today and tomorrow.
        ("", "2026-11-19"), ("today", "2026-11-19"), ("tod", "2026-11-19"), ("  Today ", "2026-11-19"),
        ("tomorrow", "2026-11-20"), ("TOM", "2026-11-20"), ("tmr", "2026-11-20"),
        // A weekday: the next one after today.
        ("saturday", "2026-11-21"), ("sat", "2026-11-21"), ("Fri", "2026-11-20"),
        ("thursday", "2026-11-26"), ("thu", "2026-11-26"), ("sunday", "2026-11-22"), ("wed", "2026-11-25"),
        // next and a weekday: the same day.
        ("next monday", "2026-11-23"), ("next mon", "2026-11-23"), ("NEXT Friday", "2026-11-20"),
        ("next thu", "2026-11-26"), ("  next   sat  ", "2026-11-21"), ("\tnext\tSunday\n", "2026-11-22"),
        // Counts with a sign.
        ("+3d", "2026-11-22"), ("+0d", "2026-11-19"), ("+2w", "2026-12-03"), ("+45d", "2027-01-03"),
        ("+1m", "2026-12-19"), ("+2m", "2027-01-19"), ("+12m", "2027-11-19"), ("+1M", "2026-12-19"),
        ("+1y", "2027-11-19"), ("+3Y", "2029-11-19"), ("+0m", "2026-11-19"),
        // Counts in words, singular or plural.
        ("in 3 days", "2026-11-22"), ("in 1 day", "2026-11-20"), ("in 0 days", "2026-11-19"),
        ("in 2 weeks", "2026-12-03"), ("in 1 week", "2026-11-26"), ("  IN  2  WEEKS  ", "2026-12-03"),
        ("in 1 month", "2026-12-19"), ("in 3 months", "2027-02-19"), ("in 1 year", "2027-11-19"),
        ("in 2 years", "2028-11-19"), ("in 1 days", "2026-11-20"), ("in 2 year", "2028-11-19"),
        // Issue 31, item 20: words users type. Next week starts on Sunday here.
        ("next week", "2026-11-22"), ("next month", "2026-12-01"), ("next year", "2027-01-01"), ("3d", "2026-11-22"),
        ("2w", "2026-12-03"), ("1m", "2026-12-19"), ("eoy", "2026-12-31"), ("yesterday", "2026-11-18"),
        // End of this week and of this month.
        ("eow", "2026-11-21"), ("EOW", "2026-11-21"), ("eom", "2026-11-30"), (" Eom ", "2026-11-30"),
        // A month and a day: the next such day that is not in the past.
        ("dec 25", "2026-12-25"), ("25 dec", "2026-12-25"), ("december 25", "2026-12-25"),
        ("25 December", "2026-12-25"), ("DEC 25", "2026-12-25"), ("dec 05", "2026-12-05"),
        ("nov 19", "2026-11-19"), ("nov 18", "2027-11-18"), ("jan 1", "2027-01-01"), ("may 5", "2027-05-05"),
        ("sep 30", "2027-09-30"), ("june 1", "2027-06-01"), ("feb 29", "2028-02-29"), ("30 nov", "2026-11-30"),
        // Year, month and day, with or without leading zeros.
        ("2026-11-25", "2026-11-25"), ("2028-02-29", "2028-02-29"), ("2027-1-5", "2027-01-05"),
        ("2027-01-5", "2027-01-05"), ("2027-1-05", "2027-01-05"), ("2026-12-1", "2026-12-01"),
    ])
    func readsEachFormRelativeToToday(text: String, expected: String) throws {
        #expect(try parser.parse(text) == Fixtures.day(expected))
        #expect(try parser.parseDue(text) == .on(Fixtures.day(expected)))
    }

    @Test func theIssuesExamplesOnThursday19November2026() throws {
        #expect(try parser.parse("next monday") == Fixtures.day("2026-11-23"))
        #expect(try parser.parse("in 2 weeks") == Fixtures.day("2026-12-03"))
        #expect(try parser.parse("+1m") == Fixtures.day("2026-12-19"))
        #expect(try parser.parse("eow") == Fixtures.day("2026-11-21"))
        #expect(try parser.parse("dec 25") == Fixtures.day("2026-12-25"))
        let mondayFirst = DueDateParser(today: parser.today, weeks: WeekCalendar(weekStart: .monday))
        #expect(try mondayFirst.parse("eow") == Fixtures.day("2026-11-22"))
    }

    @Test(arguments: [
        // A month or year later than a day its month lacks: that month's last day.
        ("2026-01-31", "+1m", "2026-02-28"), ("2028-01-31", "+1m", "2028-02-29"), ("2026-03-31", "+1m", "2026-04-30"),
        ("2026-01-31", "in 1 month", "2026-02-28"), ("2026-01-31", "+2m", "2026-03-31"),
        ("2026-01-31", "+13m", "2027-02-28"), ("2026-12-31", "+1m", "2027-01-31"), ("2026-11-30", "+3m", "2027-02-28"),
        ("2026-12-15", "+1m", "2027-01-15"), ("2026-03-31", "-1m", "2026-02-28"), ("2026-01-15", "-1m", "2025-12-15"),
        ("2026-01-15", "-13m", "2024-12-15"),
        // The end of this month.
        ("2026-02-10", "eom", "2026-02-28"), ("2028-02-10", "eom", "2028-02-29"), ("2026-12-31", "eom", "2026-12-31"),
        ("2026-04-01", "eom", "2026-04-30"),
        // A month and a day already past this year: next year's.
        ("2026-12-26", "dec 25", "2027-12-25"), ("2026-12-25", "dec 25", "2026-12-25"),
        ("2026-12-31", "jan 1", "2027-01-01"), ("2026-12-31", "31 dec", "2026-12-31"),
    ])
    func monthEnds(today: String, text: String, expected: String) throws {
        #expect(try DueDateParser(today: Fixtures.day(today)).parse(text) == Fixtures.day(expected))
    }

    @Test(arguments: [
        // 29 February plus a year: 28 February; plus four: 29 February again.
        ("2028-02-29", "+1y", "2029-02-28"), ("2028-02-29", "in 1 year", "2029-02-28"),
        ("2028-02-29", "+12m", "2029-02-28"), ("2028-02-29", "+4y", "2032-02-29"), ("2028-02-29", "-1y", "2027-02-28"),
        ("2027-02-28", "+1y", "2028-02-28"), ("2099-02-28", "+1y", "2100-02-28"),
        // feb 29: the next year that has it (2100 does not).
        ("2026-11-19", "feb 29", "2028-02-29"), ("2028-02-29", "feb 29", "2028-02-29"),
        ("2028-03-01", "feb 29", "2032-02-29"), ("2096-03-01", "29 february", "2104-02-29"),
        ("2000-01-01", "feb 29", "2000-02-29"),
        // ISO dates without leading zeros on a leap day.
        ("2026-11-19", "2028-2-29", "2028-02-29"), ("2026-11-19", "2000-2-29", "2000-02-29"),
    ])
    func leapYears(today: String, text: String, expected: String) throws {
        #expect(try DueDateParser(today: Fixtures.day(today)).parse(text) == Fixtures.day(expected))
    }

    @Test(arguments: [
        // (today, week start, end of week)
        ("2026-11-19", WeekStart.sunday, "2026-11-21"), ("2026-11-19", .monday, "2026-11-22"),
        ("2026-11-21", .sunday, "2026-11-21"), ("2026-11-22", .sunday, "2026-11-28"),
        ("2026-11-22", .monday, "2026-11-22"), ("2026-11-23", .monday, "2026-11-29"),
        ("2026-12-31", .sunday, "2027-01-02"),
    ])
    func endOfWeekFollowsTheWeekSetting(today: String, weekStart: WeekStart, expected: String) throws {
        let parser = DueDateParser(today: Fixtures.day(today), weeks: WeekCalendar(weekStart: weekStart))
        #expect(try parser.parse("eow") == Fixtures.day(expected))
        #expect(parser.weeks.weekStart == weekStart)
    }

    @Test func weeksStartOnSundayUnlessGiven() throws {
        #expect(DueDateParser(today: parser.today).weeks == WeekCalendar(weekStart: .sunday))
        #expect(try DueDateParser(today: Fixtures.day("2026-11-22")).parse("eow") == Fixtures.day("2026-11-28"))
    }

    @Test(arguments: ["someday", "none", " Someday ", "NONE", "\tnone\n"])
    func somedayAndNoneMeanNoDueDate(_ text: String) throws {
        #expect(try parser.parseDue(text) == DueDate.none)
        #expect(try parser.parseDue(text).day == nil)
        #expect(throws: DueDateError.noDueDate(text)) { try parser.parse(text) }
        #expect(DueDateError.noDueDate(text).description == "\"\(text)\" means no due date, but a day is needed here")
    }

    @Test func aDueDateOnADayHasThatDay() throws {
        #expect(try parser.parseDue("fri").day == Fixtures.day("2026-11-20"))
    }

    @Test func nextAndAWeekdayIsTheBareWeekdayOnEveryDayOfTheWeek() throws {
        for offset in 0..<7 {
            let parser = DueDateParser(today: Fixtures.day("2026-11-19").adding(days: offset))
            for weekday in Weekday.allCases {
                for name in [weekday.name, weekday.shortName] {
                    let day = try parser.parse("next \(name)")
                    #expect(day == (try parser.parse(name)))
                    #expect(day.weekday == weekday)
                    #expect((1...7).contains(parser.today.days(until: day)))
                }
            }
        }
    }

    @Test func countsInWordsAndWithASignAgree() throws {
        var random = SeededRandom()
        for _ in 0..<500 {
            let today = CalendarDay(
                daysSinceEpoch: Int.random(
                    in: Fixtures.day("1900-01-01").daysSinceEpoch...Fixtures.day("2200-12-31").daysSinceEpoch,
                    using: &random))
            let parser = DueDateParser(today: today)
            let count = Int.random(in: 0...1_200, using: &random)
            for (symbol, word) in [("d", "days"), ("w", "weeks"), ("m", "months"), ("y", "years")] {
                let signed = try? parser.parse("+\(count)\(symbol)")
                #expect(signed == (try? parser.parse("in \(count) \(word)")), "seed \(random.seed)")
            }
            let monthLater = try parser.parse("+1m")
            #expect(monthLater.day <= today.day && monthLater > today, "seed \(random.seed)")
        }
    }

    @Test(arguments: [
        "2026-11-19", "2026-01-31", "2024-02-29", "9999-12-20", "0001-01-01", "9999-12-31", "0001-12-31",
    ])
    func everyAcceptedFormNamesADayThatReadsBack(_ todayText: String) throws {
        let forms = [
            "", "today", "tom", "sat", "friday", "next mon", "+3d", "+2w", "+36600d", "+1m", "+1200m", "+100y",
            "-1m", "-1y", "in 3 days", "in 1 month", "in 100 years", "eow", "eom", "dec 25", "feb 29", "1 jan",
            "2026-11-25", "2027-1-5", "2999-12-31",
        ]
        for weekStart in WeekStart.allCases {
            let parser = DueDateParser(today: Fixtures.day(todayText), weeks: WeekCalendar(weekStart: weekStart))
            for text in forms {
                guard let day = try? parser.parse(text) else { continue }
                #expect(day <= CalendarDay.latest && day >= CalendarDay.earliest)
                #expect(try parser.parse(day.iso) == day)
            }
        }
    }

    @Test func everyDayWrittenInISOReadsBackAsTheSameDay() throws {
        var random = SeededRandom()
        for _ in 0..<5_000 {
            let day = CalendarDay(
                daysSinceEpoch: Int.random(
                    in: CalendarDay.earliest.daysSinceEpoch...CalendarDay.latest.daysSinceEpoch, using: &random))
            #expect(CalendarDay(iso: day.iso) == day, "seed \(random.seed)")
            #expect(try parser.parse(day.iso) == day, "seed \(random.seed)")
            let unpadded = "\(day.iso.prefix(4))-\(day.month)-\(day.day)"
            #expect(try parser.parse(unpadded) == day, "\(unpadded), seed \(random.seed)")
        }
    }

    @Test(arguments: [("-1d", "2026-11-18"), ("-0d", "2026-11-19"), ("-2w", "2026-11-05"), (" -3D ", "2026-11-16")])
    func countsBackwardsNameDaysInThePast(text: String, expected: String) throws {
        #expect(try parser.parse(text) == Fixtures.day(expected))
    }

    @Test func dayWordsAreTheWholeWordsTheParserReads() throws {
        let words = DueDateParser.dayWords
        for word in ["today", "tomorrow", "friday", "someday", "none", "next", "eow", "eom", "january", "december"] {
            #expect(words.contains(word))
        }
        #expect(Set(words).count == words.count)
        for word in words {
            // A whole form, a month before a day (dec 1), or next before a weekday (next fri).
            let alone = (try? parser.parseDue(word)) != nil
            let beforeADay = (try? parser.parseDue("\(word) 1")) != nil
            let beforeAWeekday = (try? parser.parseDue("\(word) fri")) != nil
            #expect(alone || beforeADay || beforeAWeekday, "\(word)")
        }
    }
}
