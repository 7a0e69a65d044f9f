import AppCore
import TestSupport
import Testing

@testable import Presentation

/// Repeat rules in words, as `show` words them.
@Suite struct RecurrenceTextTests {
    @Test(arguments: [
        ("day", "2026-11-20", nil, "every day"),
        ("3d", "2026-11-20", nil, "every 3 days"),
        ("week", "2026-11-20", nil, "every week on Friday"),
        ("2 weeks", "2026-11-23", nil, "every 2 weeks on Monday"),
        ("month", "2026-12-01", nil, "every month on the 1st"),
        ("6m", "2026-12-22", nil, "every 6 months on the 22nd"),
        ("month", "2027-02-28", "2027-01-31", "every month on the 31st (the last day of shorter months)"),
        ("year", "2026-12-03", nil, "every year on 3 December"),
        ("weekday", "2026-11-20", nil, "every weekday (Monday to Friday)"),
        ("thu,mon", "2026-11-19", nil, "every Monday and Thursday"),
        ("mon wed fri", "2026-11-19", nil, "every Monday, Wednesday and Friday"),
    ])
    func rulesAreWordedFromTheirDueDay(_ rule: String, _ due: String, _ first: String?, _ words: String) throws {
        let pattern = try #require(try RecurrencePattern.parse(rule))
        let recurrence = Recurrence(pattern, startingOn: Fixtures.day(first ?? due))
        #expect(RecurrenceText.rule(recurrence, due: Fixtures.day(due)) == words)
    }

    @Test func ordinalsFollowEnglish() {
        #expect(
            [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(RecurrenceText.ordinal) == [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "31st",
            ])
    }
}
