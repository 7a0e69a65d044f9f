import Foundation
import TestSupport
import Testing

/// Hidden until (issue 33) through the real binary: `--start` on one-shot commands, `todo
/// repl` fed by a pipe, the formats, and `todo wide` in tmux with its forms' Start field. The
/// clock stands at Thursday 19 November 2026, 09:30 (weeks start on Sunday).
@Suite struct HiddenUntilCommandTests {
    let scenario: Scenario

    init() throws {
        scenario = try Scenario()
    }

    /// Buy milk (today), and Renew passport, due Wednesday 25 November, starting Monday 23.
    func addTwo() throws {
        try scenario.succeed("add", "Buy milk")
        let added = try scenario.succeed("add", "Renew passport", "--due", "wed", "--start", "mon")
        #expect(added.stdout == "Added 2: Renew passport, due Wednesday 25 November 2026\n")
    }

    @Test func anItemThatStartsLaterIsOutOfTheListUntilItsStartDayAndListAllShowsIt() throws {
        try addTwo()
        #expect(
            try scenario.succeed("list").stdout == """
                Today
                  1  Buy milk
                1 item starts later; type todo list --all to show it

                """)
        #expect(
            try scenario.succeed("list", "--all").stdout == """
                Today
                  1  Buy milk
                Next Week
                  2  Renew passport  Wednesday, starts Monday 23 November

                """)
        let json = try scenario.succeed("list", "--all", "--json").stdout
        #expect(json.contains(#""every": null, "start": "2026-11-23"}"#))
        let monday = try scenario.run(["list"], environment: ["TODO_NOW": "2026-11-23T09:30"])
        #expect(monday.stdout.contains("  2  Renew passport  Wednesday\n"))
        #expect(!monday.stdout.contains("starts later"))
    }

    @Test func aFilteredListHidesItTooAndAllShowsIt() throws {
        try addTwo()
        let filtered = try scenario.run(["list", "passport"])
        #expect(!filtered.stdout.contains("Renew passport"))
        #expect(filtered.stdout.contains("1 item starts later"))
        #expect(try scenario.succeed("list", "--all", "passport").stdout.contains("Renew passport"))
    }

    @Test func showSaysTheStartDayAndJSONCarriesIt() throws {
        try addTwo()
        #expect(
            try scenario.succeed("show", "2").stdout.contains("Starts  Monday 23 November 2026 (hidden until then)"))
        #expect(
            try scenario.succeed("show", "2", "--json").stdout.hasSuffix(
                #""every": null, "start": "2026-11-23"}"# + "\n"))
        #expect(try scenario.succeed("export").stdout.contains(#""every": null, "start": "2026-11-23"}"#))
        #expect(!(try scenario.succeed("show", "1", "--json").stdout.contains("start")))
    }

    @Test func editSetsAndTakesAwayTheStartDayAndUndoBringsItBack() throws {
        try scenario.succeed("add", "Call mum", "--due", "fri")
        try scenario.succeed("edit", "1", "--start", "next mon")
        #expect(!(try scenario.succeed("list").stdout.contains("Call mum")))
        try scenario.succeed("edit", "1", "--start", "none")
        #expect(try scenario.succeed("list").stdout.contains("Call mum"))
        try scenario.succeed("undo")
        #expect(try scenario.succeed("show", "1", "--json").stdout.contains(#""start": "2026-11-23""#))
    }

    @Test func aStartWithATimeOfDayIsRefusedSayingWhy() throws {
        let result = try scenario.run(["add", "Call mum", "--start", "mon 9am"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("a start is a whole day"))
        #expect(try scenario.succeed("export").stdout == "[]\n")
    }

    @Test func aRepeatingItemsNextOccurrenceKeepsTheDistanceFromStartToDue() throws {
        try scenario.succeed("add", "Pay rent", "--due", "2026-12-01", "--every", "month", "--start", "2026-11-27")
        try scenario.succeed("done", "1")
        #expect(try scenario.succeed("show", "2", "--json").stdout.contains(#""due": "2027-01-01""#))
        // Four days before its due day, as the first was.
        #expect(try scenario.succeed("show", "2", "--json").stdout.contains(#""start": "2026-12-28""#))
    }

    @Test func theReplListHidesItAndAllShowsIt() throws {
        try addTwo()
        let result = try scenario.succeed("repl", input: "list\nall\nshow 2\n\n")
        #expect(result.stdout.contains("1 item starts later; type all to show it"))
        #expect(result.stdout.contains("Renew passport  Wednesday, starts Monday 23 November"))
        #expect(result.stdout.contains("Starts  Monday 23 November 2026 (hidden until then)"))
    }

    @Test func startDaysRoundTripThroughEveryFormat() throws {
        try addTwo()
        try scenario.succeed("add", "Stand-up", "--due", "mon", "--every", "week", "--start", "sun")
        try scenario.succeed("add", "Pay rent", "--due", "2026-12-01", "--every", "month", "--start", "2026-11-27")
        for format in ["json", "todotxt", "ical"] {
            let exported = try scenario.succeed("export", "--to", format).stdout
            let other = try Scenario()
            try other.succeed("import", "--from", format, "-", input: exported)
            let starts = try other.succeed("export").stdout.components(separatedBy: "\n").compactMap { line in
                line.range(of: #""start": "[0-9-]{10}""#, options: .regularExpression).map { String(line[$0]) }
            }
            #expect(
                starts == [#""start": "2026-11-23""#, #""start": "2026-11-22""#, #""start": "2026-11-27""#],
                "\(format)")
        }
        let ical = try scenario.succeed("export", "--to", "ical").stdout
        #expect(ical.contains("DTSTART;VALUE=DATE:20261123\r\nDUE;VALUE=DATE:20261125"))
        #expect(ical.contains("DTSTART;VALUE=DATE:20261122\r\nDUE;VALUE=DATE:20261123"))
        #expect(
            ical.contains("DTSTART;VALUE=DATE:20261201\r\nX-TODO-START;VALUE=DATE:20261127\r\nDUE;VALUE=DATE:20261201"))
        #expect(try scenario.succeed("export", "--to", "todotxt").stdout.contains("due:2026-11-25 t:2026-11-23"))
    }

    @Test func taskwarriorsWaitIsTheStartDay() throws {
        let export = """
            [{"uuid":"58053413-2f4e-4b68-8e0e-1d5d9c1e5a61","description":"Renew passport","status":"waiting",\
            "entry":"20261101T090000Z","due":"20261125T000000Z","wait":"20261123T000000Z"}]
            """
        try scenario.succeed("import", "--from", "taskwarrior", "-", input: export, environment: ["TZ": "UTC"])
        let json = try scenario.succeed("show", "1", "--json").stdout
        #expect(json.contains(#""start": "2026-11-23""#))
        #expect(json.contains(#""notes": """#))
    }

    @Test(arguments: [120, 60])
    func theWideEditFormsStartFieldHidesTheItem(width: Int) throws {
        try scenario.succeed("add", "Call mum", "--due", "fri")
        let terminal = try scenario.openWide(width: width, height: width == 120 ? 32 : 20)
        try terminal.send("e")
        try terminal.waitFor("From")
        for _ in 1...6 { try terminal.send("Tab") }
        try terminal.send("C-u")
        try terminal.type("mon")
        try terminal.send("Enter")
        try terminal.waitFor("Changed 1: Call mum")
        #expect(try scenario.succeed("show", "1", "--json").stdout.contains(#""start": "2026-11-23""#))
    }

    @Test func theWideAddFormsStartFieldHidesTheItem() throws {
        let terminal = try scenario.openWide(width: 120, height: 32)
        try terminal.send("a")
        try terminal.type("Renew passport")
        try terminal.send("Tab")
        try terminal.type("wed")
        try terminal.send("Tab")
        try terminal.type("mon")
        try terminal.send("Enter")
        try terminal.waitFor("Added 1: Renew passport")
        #expect(try scenario.succeed("show", "1", "--json").stdout.contains(#""start": "2026-11-23""#))
    }
}
