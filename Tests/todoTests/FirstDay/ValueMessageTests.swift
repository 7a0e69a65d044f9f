import Testing

/// Values that start with a minus, and values that are wrong, get a message that says
/// what is wrong with the value (not with the command line).
@Suite struct ValueMessageTests {
    @Test(arguments: ["done", "undone", "delete"])
    func aNegativeItemNumberIsNamedAsNoItemNumber(_ command: String) throws {
        let result = try Scenario().run([command, "-1"])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "Error: \"-1\" is not an item number; numbers start at 1 and are shown on each item's row\n"))
        #expect(!result.stderr.contains("Unknown option"))
    }

    @Test(arguments: [("-1d", "2026-11-18"), ("-2w", "2026-11-05"), ("-0d", nil)])
    func aDueDateCountedBackwardsIsADayInThePast(typed: String, day: String?) throws {
        let scenario = try Scenario()
        let result = try scenario.run(["add", "Milk", "--due", typed])
        if let day {
            #expect(result.status == 1)
            #expect(result.stderr == "Error: \(day) is in the past; choose today (2026-11-19) or a later day\n")
            #expect(try scenario.succeed("export").stdout == "[]\n")
        } else {
            #expect(result.status == 0)
            #expect(result.stdout == "Added 1: Milk, due Thursday 19 November 2026\n")
        }
    }

    @Test(arguments: [
        ("2026-02-30", "February 2026 has 28 days"), ("2028-02-30", "February 2028 has 29 days"),
        ("2026-04-31", "April 2026 has 30 days"), ("2026-13-01", "there is no month 13"),
        ("2026-11-00", "days of a month start at 01"), ("0000-01-01", "years go from 0001 to 9999"),
    ])
    func aDateThatIsNoDaySaysWhy(typed: String, why: String) throws {
        let result = try Scenario().run(["add", "Milk", "--due", typed])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: \"\(typed)\" is not a day: \(why)\n")
    }

    @Test func anImportedDueDateThatIsNoDaySaysWhy() throws {
        let scenario = try Scenario()
        let result = try scenario.run(["import", "-"], input: #"[{"title": "a", "due": "2026-02-30"}]"#)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Error: entry 1: due \"2026-02-30\" is not a day: February 2026 has 28 days; nothing was imported\n")
    }

    @Test(arguments: ["+99999999d", "+36601d", "+6000w"])
    func aCountTooFarAheadNamesTheRealLimit(_ typed: String) throws {
        let result = try Scenario().run(["add", "Milk", "--due", typed])
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                Error: "\(typed)" is too far ahead; a count goes up to +36600d (2127-02-03) or +5228w; \
                write a later day as a date, up to 9999-12-31

                """)
    }

    @Test func aDateFarAheadButWithinTheCalendarIsAccepted() throws {
        let scenario = try Scenario()
        #expect(try scenario.succeed("add", "Far", "--due", "2500-01-01").stdout.contains("2500"))
    }

    @Test func undoneOnAnOpenItemSaysItWasNotDone() throws {
        let scenario = try Scenario()
        try scenario.add([("Buy milk", "2026-11-20")])
        let result = try scenario.run(["undone", "1"])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: item 1 is not done, so there is nothing to reopen; nothing was changed\n")
        #expect(result.stdout.isEmpty)
    }
}
