import Foundation
import Testing

@Suite struct ListCommandTests {
    @Test func theReferenceWeekSortsIntoItsSections() throws {
        let scenario = try Scenario()
        try scenario.add([
            ("Pay rent", "2026-11-18"), ("Buy milk", "2026-11-19"), ("Call mum", "2026-11-20"),
            ("Clean", "2026-11-21"), ("Brunch", "2026-11-22"), ("Party", "2026-11-28"), ("Dentist", "2026-11-29"),
        ])
        let list = try scenario.succeed("list")
        #expect(
            list.stdout == """
                Overdue
                  1  Pay rent  1 day late
                Today
                  2  Buy milk
                Tomorrow
                  3  Call mum  Friday
                Later This Week
                  4  Clean     Saturday
                Next Week
                  5  Brunch    Sunday
                  6  Party     Saturday

                """)
        let all = try scenario.succeed("list", "--all")
        #expect(all.stdout.hasSuffix("Later\n  7  Dentist   Sun 29 Nov\n"))
    }

    @Test func onASaturdayTomorrowIsNextWeek() throws {
        let scenario = try Scenario(now: "2026-11-21")
        try scenario.add([("Brunch", "2026-11-22")])
        #expect(try scenario.succeed("list").stdout == "Next Week\n  1  Brunch  Sunday\n")
    }

    @Test func mondayWeeksChangeWhatNextWeekMeans() throws {
        let scenario = try Scenario(now: "2026-11-22")
        try scenario.add((23...30).map { day in ("Day \(day)", day == 30 ? "2026-11-30" : "2026-11-\(day)") })
        let option = try scenario.succeed("list", "--week-start", "monday")
        #expect(option.stdout.hasPrefix("Next Week\n"))
        #expect(option.stdout.contains("Day 29"))
        #expect(!option.stdout.contains("Day 30"))
        let variable = try scenario.succeed("list", environment: ["TODO_WEEK_START": "monday"])
        #expect(variable.stdout == option.stdout)
    }

    @Test func jsonIsTheSameDisplayData() throws {
        let scenario = try Scenario()
        try scenario.add([("Buy \"milk\"", "2026-11-20")])
        let json = try scenario.succeed("list", "--json")
        let decoded = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(decoded?["today"] as? String == "2026-11-19")
        let sections = decoded?["sections"] as? [[String: Any]]
        #expect(sections?.first?["title"] as? String == "Tomorrow")
        let item = (sections?.first?["items"] as? [[String: Any]])?.first
        #expect(item?["id"] as? Int == 1)
        #expect(item?["title"] as? String == "Buy \"milk\"")
        #expect(item?["due"] as? String == "2026-11-20")
        #expect(item?["day"] as? String == "Friday")
    }

    @Test func anEmptyListSaysSoAndIsNotAnError() throws {
        let scenario = try Scenario()
        try scenario.succeed("import", "-", input: "[]")
        #expect(try scenario.succeed("list").stdout == "Nothing due until the end of next week.\n")
        #expect(
            try scenario.succeed("list", "--json").stdout == "{\n  \"today\": \"2026-11-19\",\n  \"sections\": []\n}\n")
    }

    @Test func colourOnlyWhenAskedForOrOnATerminal() throws {
        let scenario = try Scenario()
        try scenario.add([("Buy milk", "2026-11-20")])
        #expect(!(try scenario.succeed("list").stdout.contains("\u{1B}")))
        #expect(try scenario.succeed("list", "--color", "always").stdout.contains("\u{1B}[36mFriday"))
        #expect(!(try scenario.succeed("list", "--color", "never").stdout.contains("\u{1B}")))
    }

    @Test func hostileTitlesNeverReachTheTerminalRaw() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Evil \u{1B}]0;pwned\u{07} \u{1B}[2J\u{9B}")
        let list = try scenario.succeed("list")
        #expect(!list.stdoutBytes.contains(0x1B))
        #expect(!list.stdoutBytes.contains(0x07))
        #expect(list.stdout.contains("Evil ␛]0;pwned␇ ␛[2J�"))
        let json = try scenario.succeed("list", "--json")
        #expect(json.stdout.contains(#"Evil \u001b]0;pwned\u0007 \u001b[2J\u009b"#))
    }

    @Test func noSubcommandRunsTheREPLWhenInputIsNotATerminal() throws {
        let scenario = try Scenario()
        try scenario.add([("Buy milk", "2026-11-19")])
        #expect(
            try scenario.succeed(input: "done 1\n").stdout
                == "Today\n  1  Buy milk\nDone: 1 Buy milk\nNothing due until the end of next week.\n")
    }
}
