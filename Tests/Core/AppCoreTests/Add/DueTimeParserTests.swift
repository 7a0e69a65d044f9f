import AppCore
import TestSupport
import Testing

/// Times of day in a due text (issue 33): the same parser, every front.
@Suite struct DueTimeParserTests {
    let parser = DueDateParser(today: Fixtures.day("2026-11-19"))  // a Thursday; weeks start on Sunday

    @Test(arguments: [
        ("fri 9am", "2026-11-20", "09:00"), ("tomorrow 15:30", "2026-11-20", "15:30"),
        ("today 18:00", "2026-11-19", "18:00"), ("dec 24 20:00", "2026-12-24", "20:00"),
        ("9am", "2026-11-19", "09:00"), ("9 PM fri", "2026-11-20", "21:00"), ("fri 9:30pm", "2026-11-20", "21:30"),
        ("2026-12-04 09:00", "2026-12-04", "09:00"), ("tom 12am", "2026-11-20", "00:00"),
        ("tom 12pm", "2026-11-20", "12:00"), ("tom noon", "2026-11-20", "12:00"),
        ("tom midnight", "2026-11-20", "00:00"), ("+3d 7:05", "2026-11-22", "07:05"),
        ("next mon 8am", "2026-11-23", "08:00"), ("in 2 weeks 23:59", "2026-12-03", "23:59"),
    ])
    func aTimeComesWithItsDay(text: String, day: String, time: String) throws {
        let moment = try parser.parseMoment(text)
        #expect(moment.due == .on(Fixtures.day(day)))
        #expect(moment.time?.text == time)
    }

    @Test(arguments: ["fri", "dec 24", "2026-12-04", "someday", "in 3 days", "24 dec"])
    func aDueWithoutATimeHasNone(text: String) throws {
        #expect(try parser.parseMoment(text).time == nil)
    }

    @Test(arguments: ["25:00", "fri 13pm", "tom 9:75", "0am", "tom 9:5"])
    func wordsShapedLikeATimeThatNameNoneAreRefusedSayingHowToWriteOne(text: String) {
        #expect(throws: DueDateError.noSuchTime(text)) { try parser.parseMoment(text) }
        #expect(DueDateError.noSuchTime(text).description.contains("9am, 9:30pm or 15:30"))
    }

    @Test func aTimeWithoutADueDayIsRefused() {
        #expect(throws: DueDateError.timeWithoutDay("someday 9am")) { try parser.parseMoment("someday 9am") }
    }

    @Test func theDayParserAloneStillRefusesATime() {
        #expect(throws: DueDateError.unrecognised("fri 9am")) { try parser.parseDue("fri 9am") }
    }
}
